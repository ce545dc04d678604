/**
 * The web table's seat colours stay apart for people with the common
 * colour-vision deficiencies: every pair differs by at least ΔE 20 (CIELAB)
 * under normal vision and simulated protanopia, deuteranopia and tritanopia,
 * and each keeps 3:1 against the white table (WCAG's non-text contrast).
 */
import { describe, expect, it } from 'vitest';
import { COLOUR_VISION, SEAT_COLOURS } from '../../examples/web-table/src/palette.js';

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const rgb = (hex: string) => [1, 3, 5].map((i) => linear(Number.parseInt(hex.slice(i, i + 2), 16)));
const luminance = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

function lab([r, g, b]: number[]): [number, number, number] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const seen = (matrix: readonly number[][], colour: number[]) =>
  matrix.map((row) =>
    Math.min(1, Math.max(0, row[0]! * colour[0]! + row[1]! * colour[1]! + row[2]! * colour[2]!)),
  );

/** The smallest ΔE between two seats' colours as seen through `matrix`, and that pair. */
function closest(matrix: readonly number[][]): { delta: number; pair: string } {
  let best = { delta: Number.POSITIVE_INFINITY, pair: '' };
  for (let i = 0; i < SEAT_COLOURS.length; i++)
    for (let j = i + 1; j < SEAT_COLOURS.length; j++) {
      const [a, b] = [lab(seen(matrix, rgb(SEAT_COLOURS[i]!))), lab(seen(matrix, rgb(SEAT_COLOURS[j]!)))];
      const delta = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
      if (delta < best.delta) best = { delta, pair: `${SEAT_COLOURS[i]} ${SEAT_COLOURS[j]}` };
    }
  return best;
}

const NORMAL = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

describe('the seat colours', () => {
  it('stay apart under normal vision, protanopia, deuteranopia and tritanopia', () => {
    for (const [vision, matrix] of Object.entries({ normal: NORMAL, ...COLOUR_VISION })) {
      const { delta, pair } = closest(matrix);
      expect(delta, `${vision}: ${pair}`).toBeGreaterThanOrEqual(20);
    }
  });

  it('keep 3:1 against the white table', () => {
    for (const colour of SEAT_COLOURS)
      expect(1.05 / (luminance(rgb(colour)) + 0.05), colour).toBeGreaterThanOrEqual(3);
  });

  it('the colours before them did not (the check can fail)', () => {
    const before = ['#b03a2e', '#1f618d', '#1e8449', '#9a6a0c', '#7d3c98', '#117a65', '#6e2c00', '#2e4053'];
    const [a, b] = [before[4]!, before[1]!].map((hex) => lab(seen(COLOUR_VISION.deuteranopia, rgb(hex))));
    expect(Math.hypot(a![0] - b![0], a![1] - b![1], a![2] - b![2])).toBeLessThan(20);
  });
});

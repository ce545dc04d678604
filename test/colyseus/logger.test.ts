/** `tableLogger`: each kind of line once per window, repeats as one counted line, bounded kinds. */
import { describe, expect, it } from 'vitest';
import { tableLogger } from '../../src/colyseus/logger.js';

function recorder() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { lines, base: { debug: write, info: write, trace: write, error: write, warn: write } };
}

describe('tableLogger', () => {
  it('writes a kind once per window (numbers blanked), then the repeats as one counted line', () => {
    let now = 0;
    const { lines, base } = recorder();
    const log = tableLogger(base, 1000, () => now);
    log.error(new RangeError('Max payload size exceeded'));
    for (let i = 0; i < 4211; i++) log.error(`couldn't decode message ${i}\n    at somewhere`);
    log.error('RangeError: Max payload size exceeded\n    at Receiver');
    expect(lines).toEqual([
      'RangeError: Max payload size exceeded',
      "couldn't decode message 0\n    at somewhere",
    ]);
    now = 1500;
    log.error("couldn't decode message 99999");
    expect(lines.slice(2)).toEqual([
      `… and 4,210 more like "couldn't decode message #" in the last 2 s`,
      "couldn't decode message 99999",
    ]);
    log.info('passes through', 1);
    log.info('passes through', 1);
    expect(lines.slice(4)).toEqual(['passes through 1', 'passes through 1']);
  });

  it('holds at most 100 kinds a window; more are counted together', () => {
    const { lines, base } = recorder();
    const log = tableLogger(base, 60_000, () => 0);
    for (let i = 0; i < 1000; i++)
      log.warn(
        `kind ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
      );
    expect(lines.length).toBeLessThanOrEqual(101);
  });
});

/** The web table's pace: frames shown one at a time, in order, another seat's move held before the next. */
import { describe, expect, it } from 'vitest';
import { FramePacer, paceFrom } from '../../examples/web-table/src/pace.js';

interface Frame {
  readonly move: number;
  readonly byOther: boolean;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('FramePacer', () => {
  it('holds a move by another seat: the next frame waits, nothing is skipped, order kept', async () => {
    const shown: number[] = [];
    const pacer = new FramePacer<Frame>(
      20,
      (f) => shown.push(f.move),
      (f) => f.byOther,
    );
    for (const move of [1, 2, 3]) pacer.push({ move, byOther: true });
    // The first is shown at once; the others wait behind it.
    expect(shown).toEqual([1]);
    expect(pacer.catchingUp).toBe(true);
    while (pacer.catchingUp) await settle();
    await settle();
    expect(shown).toEqual([1, 2, 3]);
  });

  it('a frame arriving while another seat’s move is held waits too (no chain goes by unseen)', async () => {
    const shown: number[] = [];
    const pacer = new FramePacer<Frame>(
      1000,
      (f) => shown.push(f.move),
      (f) => f.byOther,
    );
    pacer.push({ move: 1, byOther: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    pacer.push({ move: 2, byOther: true });
    expect(shown).toEqual([1]);
    expect(pacer.catchingUp).toBe(true);
    pacer.stop();
    expect(pacer.catchingUp).toBe(false);
  });

  it('with no pace every frame is shown, in order', async () => {
    const shown: number[] = [];
    const pacer = new FramePacer<Frame>(
      0,
      (f) => shown.push(f.move),
      (f) => f.byOther,
    );
    for (const move of [1, 2, 3]) pacer.push({ move, byOther: true });
    await settle();
    expect(shown).toEqual([1, 2, 3]);
  });
});

describe('paceFrom', () => {
  it('reads ?pace= within 0 to 5000 ms, 700 by default', () => {
    expect(paceFrom(null)).toBe(700);
    expect(paceFrom('0')).toBe(0);
    expect(paceFrom('250')).toBe(250);
    expect(paceFrom('99999')).toBe(5000);
    expect(paceFrom('-5')).toBe(0);
    expect(paceFrom('soon')).toBe(700);
  });
});

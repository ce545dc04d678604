/** The web table's log: the whole game, runs of the same line folded into one. */
import { describe, expect, it } from 'vitest';
import { foldRepeats } from '../../examples/web-table/src/log.js';
import { summaryLine } from '../../examples/web-table/src/score-summary.js';

describe('foldRepeats', () => {
  it('folds a run of draws that do not fit into one line, and other repeats with a count', () => {
    const misses = new Array(8).fill('Ana draws a piece: it does not fit.');
    expect(foldRepeats(['Ana plays 3-4.', ...misses, 'Ana draws a piece: it fits.'])).toEqual([
      'Ana plays 3-4.',
      'Ana draws 8 pieces: none fits.',
      'Ana draws a piece: it fits.',
    ]);
    expect(foldRepeats(['Pip passes.', 'Pip passes.', 'Dot passes.'])).toEqual([
      'Pip passes. (2 times)',
      'Dot passes.',
    ]);
  });

  it('keeps every line that is not repeated, in order', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `Move ${i}.`);
    expect(foldRepeats(lines)).toEqual(lines);
  });
});

describe('summaryLine', () => {
  it('names every player, with plurals right', () => {
    expect(
      summaryLine({ title: () => 'Hand 1 is over', gained: [1, 12], totals: [1, 12] }, ['Ana', 'Pip']),
    ).toBe('Hand 1 is over: Ana 1 point (1 in all), Pip 12 points (12 in all).');
    expect(
      summaryLine({ title: () => 'Final scores', gained: null, totals: [30, 30], winners: [0, 1] }, [
        'Ana',
        'Pip',
      ]),
    ).toBe('Final scores: Ana 30 points, Pip 30 points. Ana and Pip share the win.');
  });
});

/** The web table's event texts for people: names for seats, never a bare seat number. */
import { describe, expect, it } from 'vitest';
import { forPeople } from '../../examples/web-table/src/words.js';

describe('forPeople', () => {
  it('names the seats of a Dump Truck draw order and coin flip, in their order', () => {
    const names = ['Ada', 'Hard'];
    expect(forPeople('Round 8 begins; draw order 1, 0.', names)).toBe(
      'Round 8 begins; draw order Hard, then Ada.',
    );
    expect(forPeople('Round 2 begins; draw order 0, 1. Coin flip between equal scores: 0, 1.', names)).toBe(
      'Round 2 begins; draw order Ada, then Hard. Coin flip between equal scores: Ada and Hard.',
    );
    expect(forPeople('Seat 1 keeps their load.', names)).toBe('Hard keeps their load.');
    expect(forPeople('Seat 0 wanted 4-5, which is gone: they choose again.', names)).toBe(
      'Ada wanted 4-5, which is gone: they choose again.',
    );
  });
});

describe('forPeople: scores by name', () => {
  const names = ['Ana', 'Pip'];
  it('names each seat of a list of scores, whatever its separator', () => {
    expect(forPeople('Round 10 ends. Scores: 0, 12.', names)).toBe('Round 10 ends. Scores: Ana 0, Pip 12.');
    expect(forPeople('Hand 1 ends (emptied): scores 32 / 50, totals 32 / 50.', names)).toBe(
      'Hand 1 ends (emptied): scores Ana 32, Pip 50, totals Ana 32, Pip 50.',
    );
    expect(forPeople('Round 1 ends (block): played 31 · 27; totals 31 · 51.', names)).toBe(
      'Round 1 ends (block): played Ana 31, Pip 27; totals Ana 31, Pip 51.',
    );
  });
  it('leaves a list that is not one number per seat as it is', () => {
    expect(forPeople('scores 1 / 2 / 3', names)).toBe('Scores 1 / 2 / 3');
  });
});

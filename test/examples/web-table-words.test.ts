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
    expect(forPeople('Seat 1 keeps its load.', names)).toBe('Hard keeps its load.');
  });
});

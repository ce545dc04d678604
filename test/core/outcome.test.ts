import { describe, expect, it } from 'vitest';
import { bestSeats } from '../../src/index.js';

describe('bestSeats', () => {
  it('lists every seat holding the highest score, in seat order', () => {
    expect(bestSeats([12, 30, 30])).toEqual([1, 2]);
    expect(bestSeats([-3, -7])).toEqual([0]);
    expect(bestSeats([5])).toEqual([0]);
  });

  it('does not mutate its input', () => {
    const scores = Object.freeze([4, 9, 9]);
    expect(bestSeats(scores)).toEqual([1, 2]);
    expect(scores).toEqual([4, 9, 9]);
  });
});

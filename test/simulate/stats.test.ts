import { describe, expect, it } from 'vitest';
import { distribution, wilson } from '../../src/simulate/stats.js';

describe('stats', () => {
  it('describes a distribution', () => {
    expect(distribution([4, 1, 3, 2])).toEqual({
      mean: 2.5,
      sd: Math.sqrt(5 / 3),
      min: 1,
      p25: 1.75,
      median: 2.5,
      p75: 3.25,
      max: 4,
    });
    expect(distribution([])).toMatchObject({ mean: 0, max: 0 });
    expect(distribution([7])).toMatchObject({ mean: 7, sd: 0, median: 7 });
  });

  it('does not mutate its input', () => {
    const values = [3, 1, 2];
    distribution(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('gives Wilson intervals that contain the rate and narrow with more games', () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeLessThan(0.5);
    expect(hi).toBeGreaterThan(0.5);
    expect(lo).toBeCloseTo(0.4038, 3);
    const [lo2, hi2] = wilson(500, 1000);
    expect(hi2 - lo2).toBeLessThan(hi - lo);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

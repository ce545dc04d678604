import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedToInt } from '../../src/core/random.js';
import { createRng, InvalidOptionError, randomInt, shuffle } from '../../src/index.js';

describe('seeded chance', () => {
  it('gives the same sequence for the same seed, numeric or string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), (seed) => {
        const a = { rng: createRng(seed) };
        const b = { rng: createRng(seed) };
        const xs = Array.from({ length: 20 }, () => randomInt(a, 0, 1000));
        const ys = Array.from({ length: 20 }, () => randomInt(b, 0, 1000));
        expect(xs).toEqual(ys);
      }),
    );
  });

  it('keeps its state as plain numbers that survive JSON', () => {
    const holder = { rng: createRng('json') };
    randomInt(holder, 1, 6);
    const revived = JSON.parse(JSON.stringify(holder)) as typeof holder;
    expect(randomInt(revived, 1, 1_000_000)).toBe(randomInt(holder, 1, 1_000_000));
    expect(holder.rng.every((n) => Number.isInteger(n))).toBe(true);
  });

  it('draws within the bounds and reaches every value', () => {
    const holder = { rng: createRng(3) };
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const v = randomInt(holder, 1, 6);
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });

  it('hashes strings to stable, distinct seeds', () => {
    expect(seedToInt('table-7')).toBe(seedToInt('table-7'));
    expect(seedToInt('table-7')).not.toBe(seedToInt('table-8'));
    expect(createRng('a')).not.toEqual(createRng('b'));
  });

  it('refuses seeds that are not safe integers or strings', () => {
    expect(() => seedToInt(1.5)).toThrow(InvalidOptionError);
    expect(() => seedToInt(Number.NaN)).toThrow(/seed/);
    expect(() => seedToInt({} as unknown as string)).toThrow(/seed/);
  });

  it('shuffles into a permutation of the same items', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 30 }), (seed, items) => {
        const out = shuffle({ rng: createRng(seed) }, [...items]);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});

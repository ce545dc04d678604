/** Summary statistics for simulation reports. */

/**
 * Mean, spread and quartiles of a list of numbers.
 *
 * @example
 * ```ts
 * const { mean, median, p25, p75 }: Distribution = distribution([3, 1, 2]);
 * ```
 */
export interface Distribution {
  /** The arithmetic mean. */
  readonly mean: number;
  /** The sample standard deviation (dividing by n − 1; 0 for a single value). */
  readonly sd: number;
  /** The smallest value. */
  readonly min: number;
  /** The first quartile (25th percentile, interpolated). */
  readonly p25: number;
  /** The median (50th percentile, interpolated). */
  readonly median: number;
  /** The third quartile (75th percentile, interpolated). */
  readonly p75: number;
  /** The largest value. */
  readonly max: number;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/**
 * The distribution of `values` (all zeros for an empty list).
 *
 * @example
 * ```ts
 * distribution([4, 1, 3, 2]); // { mean: 2.5, median: 2.5, min: 1, max: 4, … }
 * ```
 */
export function distribution(values: readonly number[]): Distribution {
  const n = values.length;
  if (n === 0) return { mean: 0, sd: 0, min: 0, p25: 0, median: 0, p75: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  const variance = n > 1 ? values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1) : 0;
  return {
    mean,
    sd: Math.sqrt(variance),
    min: sorted[0]!,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    max: sorted[n - 1]!,
  };
}

/**
 * The 95% Wilson score interval of a proportion `successes / n`.
 *
 * @example
 * ```ts
 * wilson(50, 100); // [0.404, 0.596]
 * ```
 */
export function wilson(successes: number, n: number, z = 1.959964): readonly [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Small timing helpers shared by the benchmarks. */

/** Runs `fn` repeatedly for about `ms` milliseconds (after a warm-up) and returns its mean cost in microseconds. */
export function timeIt(fn: () => unknown, ms = 400): number {
  const warm = performance.now() + ms / 4;
  while (performance.now() < warm) fn();
  let runs = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 16; i++) fn();
    runs += 16;
    now = performance.now();
  }
  return ((now - start) * 1000) / runs;
}

/** Formats microseconds for people. */
export function us(value: number): string {
  if (value >= 1000) return `${(value / 1000).toFixed(2)} ms`;
  if (value >= 1) return `${value.toFixed(2)} µs`;
  return `${(value * 1000).toFixed(0)} ns`;
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request that has not answered in 5 s counts as failed (rejects); if it
 * answers later, `onLate` gets its value (e.g. to leave the rooms it opened).
 */
export async function within<T>(request: Promise<T>, onLate: (value: T) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void request.then(onLate, () => undefined);
      reject(new Error('no answer in 5 s'));
    }, 5000);
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

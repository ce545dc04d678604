/**
 * How hard the randomized tests try. `npm test` (quick, a contributor's loop) runs a quarter of each
 * property's runs; `npm run test:deep` (`BONEYARD_DEEP=1`, run by CI) runs them all, and the record
 * fingerprints that replay a whole corpus. Both draw fresh random cases at every run.
 */
export const DEEP = process.env.BONEYARD_DEEP === '1';

/** `full` runs when deep, else a quarter of them (or `1 / share`; at least one). */
export function runs(full: number, share = 4): number {
  return DEEP ? full : Math.max(1, Math.ceil(full / share));
}

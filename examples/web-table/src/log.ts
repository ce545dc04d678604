/**
 * The log of a game as people read it: the whole game kept, runs of the same
 * line folded into one ("Ana draws 8 pieces: none fits.", "Pip passes. (3
 * times)") so that a burst of draws does not push your own move away.
 */

/** A run of draws that did not fit, told as one line: `Ana draws 8 pieces: none fits.` */
const DRAW_MISS = /^(.+) draws a piece( [^:]*)?: it does not fit\.$/;

import { t } from './lang.js';

/** The lines with each run of equal lines folded into one. */
export function foldRepeats(lines: readonly string[]): string[] {
  const folded: string[] = [];
  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    let end = i + 1;
    while (end < lines.length && lines[end] === line) end++;
    const times = end - i;
    const miss = DRAW_MISS.exec(line);
    if (times === 1) folded.push(line);
    else if (miss) folded.push(`${miss[1]} draws ${times} pieces${miss[2] ?? ''}: none fits.`);
    else folded.push(t('log.times', { line, n: times }));
    i = end;
  }
  return folded;
}

/** `boneyard score <grid>`: scores a Dump Truck load written like `1234/1153/0133`. */
import { parseArgs } from 'node:util';
import { InvalidOptionError } from '../core/errors.js';
import {
  type DumpTruckBlanks,
  SCORE_TRUCK_LIMITS,
  scoreTruck,
  type TruckGrid,
} from '../games/dump-truck/index.js';

export const scoreHelp = `boneyard score <grid>: score a Dump Truck load and print the chains found.

The grid is written row by row, rows separated by '/': one digit per cell, '.' for an empty cell,
or comma-separated numbers when a value has two digits (12,3,4,5/...).
Grids of any size up to ${SCORE_TRUCK_LIMITS.maxCells} cells (the truck is 4 by 3). Up to ${SCORE_TRUCK_LIMITS.shortSide} cells on the
shorter side and ${SCORE_TRUCK_LIMITS.cells} in all the score is exact; past that the search stops after a fixed
amount of work (--work, default ${SCORE_TRUCK_LIMITS.work}) and prints the best chains found, whether they are
proven best, and an upper bound no load of chains can beat.
  boneyard score 1234/1153/0133
  boneyard score 2000/2566/2432 --blanks jokers

Options:
  --blanks MODE   normal (default), worthless, double, jokers
  --min-chain N   fewest cells a chain needs to score (default 3)
  --work N        work units the search may spend past the exact range (same answer on every machine)
  --think-ms N    also stop the search after N milliseconds (wall clock)
  --json          print the score as JSON`;

/**
 * Reads a grid written like `1234/1153/0133` ('.' = empty; commas for two-digit values).
 * @throws {@link InvalidOptionError} `grid` for text that is not rows of digits or `.`, separated by `/`.
 */
export function parseGrid(text: string): TruckGrid {
  if (!/^[0-9.,/]+$/.test(text)) {
    throw new InvalidOptionError(
      'grid',
      `write rows of digits or '.', separated by '/', not ${JSON.stringify(text)}`,
    );
  }
  return text.split('/').map((row) => {
    const cells = row.includes(',') ? row.split(',') : [...row];
    return cells.map((cell) => (cell === '.' ? null : Number(cell)));
  });
}

/**
 * `boneyard score <grid>`: scores a truck grid and writes the chains and the
 * total to `out` (as JSON with `--json`).
 *
 * @returns 0 (the exit code; `runCli` turns a thrown error into its own).
 * @throws {@link InvalidOptionError} `grid` unless exactly one grid is given, or for a bad
 * grid or option value (from {@link parseGrid} and `scoreTruck`).
 * @example
 * ```ts
 * scoreCommand(['1234/1153/0133', '--json'], process.stdout); // 0, the score written as JSON
 * ```
 */
export function scoreCommand(args: string[], out: NodeJS.WritableStream): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      blanks: { type: 'string' },
      'min-chain': { type: 'string' },
      work: { type: 'string' },
      'think-ms': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    out.write(`${scoreHelp}\n`);
    return 0;
  }
  if (positionals.length !== 1)
    throw new InvalidOptionError('grid', 'give exactly one grid, e.g. 1234/1153/0133');
  const grid = parseGrid(positionals[0]!);
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  const minChain = number(values['min-chain']);
  const work = number(values.work);
  const thinkMs = number(values['think-ms']);
  const score = scoreTruck(grid, {
    ...(values.blanks === undefined ? {} : { blanks: values.blanks as DumpTruckBlanks }),
    ...(minChain === undefined ? {} : { minChain }),
    ...(work === undefined ? {} : { work }),
    ...(thinkMs === undefined ? {} : { thinkMs }),
  });
  if (values.json) {
    out.write(`${JSON.stringify(score, null, 2)}\n`);
    return 0;
  }
  const lines = [
    grid
      .map((row) => row.map((cell) => (cell === null ? '.' : String(cell)).padStart(3)).join(''))
      .join('\n'),
    '',
  ];
  score.chains.forEach((chain, i) => {
    const path = chain.cells.map((c) => `r${c.row + 1}c${c.column + 1}`).join(' → ');
    const what = chain.kind === 'like' ? `like chain of ${chain.value}s` : `sequence from ${chain.value}`;
    lines.push(`${String.fromCharCode(65 + i)}. ${what}: ${path} = ${chain.points} points`);
  });
  if (score.joker !== null) lines.push(`Jokers (blanks) count as ${score.joker}.`);
  lines.push(
    score.exact
      ? `Total: ${score.total} (exact)`
      : `Total: ${score.total} (best found, not proven best; no load scores more than ${score.upperBound})`,
  );
  out.write(`${lines.join('\n')}\n`);
  return 0;
}

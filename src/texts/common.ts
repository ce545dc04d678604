/**
 * Small helpers the shipped catalogs share: tiles, dice and signed numbers as every language writes them.
 *
 * @module
 */
import { formatSquaresPiece } from '../games/domino-squares/shared/pieces.js';

/** A tile's two pip values as `2-5`. */
export const dash = (values: readonly number[]): string => values.join('-');
/** Tiles one after the other, or a dash for none. */
export const tiles = (list: readonly (readonly number[])[]): string => list.map(dash).join(' ') || '—';
/** Two dice as `6·2`. */
export const dice = (values: readonly number[]): string => values.join('·');
/** A whole number with its sign: `+3`, `−2`, `0`. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** A Domino Squares piece as events show it: its id and its squares, `p01 6-2-.-.`. */
export const piece = (p: { readonly id: string; readonly squares: readonly (number | string)[] }): string =>
  `${p.id} ${formatSquaresPiece(p as Parameters<typeof formatSquaresPiece>[0])}`;
/** Values per seat joined by `sep`. */
export const joined = (values: readonly (number | string)[], sep: string): string => values.join(sep);

/** A line of Shanghai's chains laid this round (see `shanghai.view.chains`), `forWord` joining links and dice. */
export function chainLine(
  p: {
    readonly seat: number | null;
    readonly viewer: number | null;
    readonly chains: readonly {
      readonly links: readonly (readonly number[])[];
      readonly dice: readonly number[];
    }[];
    readonly last: boolean;
  },
  forWord: string,
  named: (seat: number, viewer: number | null) => string,
): string {
  let line = p.seat === null ? '   ' : `  ${named(p.seat, p.viewer)}:`;
  if (p.seat !== null && p.chains.length === 0 && p.last) line += ' —';
  p.chains.forEach((chain, i) => {
    const end = p.last && i === p.chains.length - 1 ? '' : ';';
    line += ` ${chain.links.map(dash).join(' ')} ${forWord} ${dice(chain.dice)}${end}`;
  });
  return line;
}

/** A sentence's first letter in capitals. */
export const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A piece's squares in a language's words (`words` names the non-number squares), joined by `·`. */
export const squaresIn = (
  words: Readonly<Record<string, string>>,
  list: readonly (number | string)[],
): string => list.map((s) => (typeof s === 'number' ? String(s) : (words[s] ?? s))).join('·');

/**
 * Blind Hughie: the greedy bot.
 *
 * @module
 */
import type { Bot } from '../../../core/bots.js';
import { best } from '../shared/bots.js';
import { canPlaceAnySquare } from '../shared/layout.js';
import { squaresPips } from '../shared/pieces.js';
import type { BlindHughieMove, BlindHughieView } from './types.js';

/**
 * A greedy Blind Hughie bot. It plays whenever it may: the turned piece where
 * afterwards the most pieces it knows in its row (face up, or seen) would
 * fit, else the face-up piece with the most pips. Otherwise it turns over an
 * end: with the either-end variant, the end whose piece it knows fits, else an
 * unknown one rather than one it knows does not fit; the left end on a tie.
 *
 * @example
 * ```ts
 * playOut(blindHughie, { seed: 1, eitherEnd: true }, [greedyBlindHughieBot(), randomBot(2)]);
 * ```
 */
export function greedyBlindHughieBot(): Bot<BlindHughieMove, BlindHughieView> {
  return ({ player, view, legalMoves }) => {
    const row = view.rows[player] ?? [];
    const known = row.flatMap((entry) => (entry.piece ? [entry.piece] : []));
    const turned = view.turned;
    const play = turned
      ? best(legalMoves, (m) => {
          if (m.type !== 'play') return null;
          const after = [
            ...view.layout,
            { piece: turned, rotation: m.rotation, x: m.x, y: m.y, player, points: 0 },
          ];
          return known.filter((piece) => canPlaceAnySquare(after, [piece])).length;
        })
      : best(legalMoves, (m) =>
          m.type === 'play' ? squaresPips(known.find((piece) => piece.id === m.piece)!) : null,
        );
    if (play) return play;
    const endValue = (end: 'left' | 'right') => {
      const entry = end === 'left' ? row[0] : row[row.length - 1];
      if (!entry?.piece) return 1;
      return canPlaceAnySquare(view.layout, [entry.piece]) ? 2 : 0;
    };
    return best(legalMoves, (m) => (m.type === 'turn-over' ? endValue(m.end) : null)) ?? legalMoves[0]!;
  };
}

/**
 * Shanghai's bots: the chain bot (`shanghaiBot`), the greedy bot, and the
 * candidates and play-out moves the search bot uses.
 *
 * @module
 */
import type { Bot, BotTurn } from '../../core/bots.js';
import type { Seat } from '../../core/game.js';
import { findChain, type ShanghaiChainOptions } from './solver.js';
import type { ShanghaiMove, ShanghaiState, ShanghaiView } from './types.js';

/**
 * A bot that answers every roll it can with the chain {@link findChain} picks
 * (the longest by default, or the shortest, which keeps more tiles in hand),
 * and stops when no chain can be made. It sees only its own view.
 *
 * @example
 * ```ts
 * import { shanghai, shanghaiBot } from 'boneyard/shanghai';
 * const { outcome } = playOut(shanghai, { seed: 7 }, [shanghaiBot(), shanghaiBot({ prefer: 'shortest' })]);
 * ```
 */
export function shanghaiBot(options: ShanghaiChainOptions = {}): Bot<ShanghaiMove, ShanghaiView> {
  return ({ player, view }) => {
    const chain = findChain(view.myHand, view.dice, options);
    if (!chain) return { type: 'stop', player };
    const used = new Set(chain.map((link) => link.tile.id));
    return {
      type: 'lay',
      player,
      tiles: view.myHand.filter((tile) => used.has(tile.id)).map((tile) => tile.id),
    };
  };
}

/**
 * The greedy Shanghai bot (the library's `greedy` player): it answers every
 * roll it can, with the shortest chain (as few tiles as `findChain` with
 * `prefer: 'shortest'` finds), and among the shortest the one with the
 * fewest blank ends, keeping the wild tiles for later rolls; it stops only
 * when no chain can be made. Deterministic; it returns one of the `legalMoves`
 * it is given (ties go to the first listed) and sees only its own view.
 *
 * Why shortest: a chain earns 2 points per tile (laid +1, no longer in hand
 * −1) and costs one draw (−1 unless laid later), but a big hand answers far
 * more rolls and takes more of the shared boneyard. Over 1,000 single rounds
 * this bot won 998 against the longest-chain {@link shanghaiBot} (2 ties).
 * Every stop rule tried (at most k chains a turn, keeping a few tiles,
 * declining a chain that would end the round while behind) did worse, so it
 * never declines (see `docs/rules/shanghai.md`, Bots).
 *
 * @example
 * ```ts
 * import { greedyShanghaiBot, shanghai } from 'boneyard/shanghai';
 * const { outcome } = playOut(shanghai, { seed: 7 }, [greedyShanghaiBot(), randomBot(1)]);
 * ```
 */
export function greedyShanghaiBot(): Bot<ShanghaiMove, ShanghaiView> {
  return ({ legalMoves, view }) => {
    const blankEnds = new Map<string, number>();
    for (const tile of view.myHand)
      blankEnds.set(tile.id, (tile.low === 0 ? 1 : 0) + (tile.high === 0 ? 1 : 0));
    let best: ShanghaiMove | undefined;
    let bestSize = Infinity;
    let bestBlanks = Infinity;
    for (const move of legalMoves) {
      if (move.type !== 'lay') continue;
      const size = move.tiles.length;
      if (size > bestSize) continue;
      let blanks = 0;
      for (const id of move.tiles) blanks += blankEnds.get(id) ?? 0;
      if (size < bestSize || blanks < bestBlanks) {
        best = move;
        bestSize = size;
        bestBlanks = blanks;
      }
    }
    return best ?? legalMoves.find((move) => move.type === 'stop') ?? legalMoves[0]!;
  };
}

/**
 * The search bot's candidates at a Shanghai turn, best first, in the
 * greedy bot's order (fewest tiles, then fewest blank ends): the greedy
 * bot's lay and up to three more of the shortest lays (which tiles to keep),
 * then the best lay of each longer chain length, then stopping; no other
 * lay. A turn can offer hundreds of lays, mostly alike: a dozen different
 * ideas searched well beat hundreds searched thinly.
 *
 * @internal
 */
export function shanghaiCandidates({
  legalMoves,
  view,
}: BotTurn<ShanghaiMove, ShanghaiView>): ShanghaiMove[] {
  const blankEnds = new Map<string, number>();
  for (const tile of view.myHand)
    blankEnds.set(tile.id, (tile.low === 0 ? 1 : 0) + (tile.high === 0 ? 1 : 0));
  const blanks = (move: ShanghaiMove) =>
    move.type === 'lay' ? move.tiles.reduce((sum, id) => sum + (blankEnds.get(id) ?? 0), 0) : 0;
  const lays = legalMoves
    .filter((move) => move.type === 'lay')
    .map((move, order) => ({
      move,
      size: move.type === 'lay' ? move.tiles.length : 0,
      blanks: blanks(move),
      order,
    }))
    .sort((a, b) => a.size - b.size || a.blanks - b.blanks || a.order - b.order);
  const shortest = lays.slice(0, 4).filter((lay) => lay.size === lays[0]!.size);
  const firsts: ShanghaiMove[] = [];
  let size = -1;
  for (const lay of lays) {
    if (shortest.includes(lay) || lay.size === size) continue;
    firsts.push(lay.move);
    size = lay.size;
  }
  const stop = legalMoves.filter((move) => move.type === 'stop');
  return [...shortest.map((lay) => lay.move), ...firsts, ...stop];
}

/**
 * The search bot's play-out policy, read from a sampled state: the shortest
 * chain `findChain` finds in the seat's hand for the dice, else stop (the
 * greedy bot's play without listing every legal lay, which is cheaper).
 *
 * @internal
 */
export function shanghaiPlayOutMove(state: ShanghaiState, seat: Seat): ShanghaiMove {
  const hand = state.hands[seat]!;
  const chain = findChain(hand, state.dice, { prefer: 'shortest' });
  if (!chain) return { type: 'stop', player: seat };
  const used = new Set(chain.map((link) => link.tile.id));
  return {
    type: 'lay',
    player: seat,
    tiles: hand.filter((tile) => used.has(tile.id)).map((tile) => tile.id),
  };
}

/**
 * Shanghai's rules: the rule codes, the moves (`lay`, `stop`) with their
 * checks and effects, who moves, the legal moves, the outcome and the move
 * bound.
 *
 * @module
 */

import type { MoveRules } from '../../core/define-game.js';
import type { Outcome, Seat, Violation } from '../../core/game.js';
import { invalid } from '../../core/parse.js';
import type { Tile } from '../../core/tiles.js';
import { refused } from './refusals-en.js';
import { MAX_SHANGHAI_HAND, SHANGHAI_MOVE_FIELDS } from './shape.js';
import { arrangeCounts, countTypes, isLayable, type ShanghaiLink, type TypeCounts } from './solver.js';
import { endTurn, roll } from './state.js';
import type { ShanghaiHappening, ShanghaiMove, ShanghaiState } from './types.js';

/**
 * Every code a Shanghai move can be refused with, besides the core codes
 * (`CORE_CODES`). Each is a rule of `docs/rules/shanghai.md` ("Rule codes").
 *
 * @example
 * ```ts
 * SHANGHAI_CODES.includes('not-a-chain'); // true
 * shanghai.validate(state, { type: 'lay', player: 0, tiles: [] })?.code; // 'empty-chain'
 * ```
 */
export const SHANGHAI_CODES = ['empty-chain', 'tile-not-in-hand', 'tile-repeated', 'not-a-chain'] as const;

/**
 * One of {@link SHANGHAI_CODES}: why Shanghai refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * shanghai.validate(state, move)?.code; // e.g. 'not-a-chain': a ShanghaiCode (or a core code), undefined when legal
 * ```
 */
export type ShanghaiCode = (typeof SHANGHAI_CODES)[number];

/**
 * The positions in `hand` of the move's tiles, in hand order, or the rule the
 * list breaks. The tiles may be named in any order (changed in R2, ruling 5):
 * a chain is a set of tiles, lined up by the engine.
 */
function locate(hand: readonly Tile[], ids: readonly string[]): number[] | Violation<ShanghaiCode> {
  if (ids.length === 0) return refused('empty-chain');
  const positions: number[] = [];
  for (const id of ids) {
    const at = hand.findIndex((tile) => tile.id === id);
    if (at < 0) return refused('tile-not-in-hand', { tile: id });
    if (positions.includes(at)) return refused('tile-repeated', { tile: id });
    positions.push(at);
  }
  return positions.sort((a, b) => a - b);
}

export { MAX_SHANGHAI_HAND };

/**
 * Every choice of tiles from `hand` (as positions, in hand order) that makes a
 * chain for `dice`: every non-empty subset is tried, O(2^n · 28). Bounded by
 * {@link MAX_SHANGHAI_HAND}: at most 1,023 subsets (the worst case, a 10-tile
 * hand in which every subset is a chain, is timed by `npm run bench -- shanghai`).
 * Throws `InvalidStateError` (`hand-too-big`) on a bigger hand, which no
 * reachable state holds.
 */
export function layableChoices(hand: readonly Tile[], dice: readonly number[]): number[][] {
  if (hand.length > MAX_SHANGHAI_HAND) {
    invalid(
      'hand-too-big',
      'hands',
      `a Shanghai hand holds at most ${MAX_SHANGHAI_HAND} tiles, not ${hand.length}`,
    );
  }
  const counts: TypeCounts = new Int32Array(49);
  const chosen: number[] = [];
  const found: number[][] = [];
  const [from, to] = dice as [number, number];
  const visit = (start: number): void => {
    for (let i = start; i < hand.length; i++) {
      const tile = hand[i]!;
      const index = tile.low * 7 + tile.high;
      counts[index]! += 1;
      chosen.push(i);
      if (isLayable(counts, from, to)) found.push([...chosen]);
      visit(i + 1);
      chosen.pop();
      counts[index]! -= 1;
    }
  };
  visit(0);
  return found;
}

/** The moves `lay` and `stop`: their fields, checks and effects (each emits what it does). */
// Built in a pure function: the fields are read from shape.ts, and a bundler keeps a bare property
// read, so a bundle that never moves (e.g. scoreTruck alone) would keep the table and the rules.
export const shanghaiMoves: MoveRules<ShanghaiState, ShanghaiMove, ShanghaiCode, ShanghaiHappening> =
  /* @__PURE__ */ (() => ({
    lay: {
      fields: SHANGHAI_MOVE_FIELDS.lay,
      check(state, move) {
        const positions = locate(state.hands[move.player]!, move.tiles);
        if (!Array.isArray(positions)) return positions;
        const tiles = positions.map((at) => state.hands[move.player]![at]!);
        if (!isLayable(countTypes(tiles), state.dice[0]!, state.dice[1]!)) {
          return refused('not-a-chain', { die1: state.dice[0], die2: state.dice[1] });
        }
        return null;
      },
      reduce(draft, move, events) {
        const hand = draft.hands[move.player]!;
        const positions = locate(hand, move.tiles) as number[];
        const tiles = positions.map((at) => ({ ...hand[at]! }));
        for (let i = positions.length - 1; i >= 0; i--) hand.splice(positions[i]!, 1);
        const [from, to] = [draft.dice[0]!, draft.dice[1]!];
        const used = new Set<number>();
        const links: ShanghaiLink[] = arrangeCounts(countTypes(tiles), from, to)!.map(([left, right]) => {
          const at = tiles.findIndex(
            (tile, i) =>
              !used.has(i) && tile.low === Math.min(left, right) && tile.high === Math.max(left, right),
          );
          used.add(at);
          return { tile: tiles[at]!, left, right };
        });
        const chain = { dice: [from, to], links };
        draft.chains[move.player]!.push(chain);
        events.emit({ type: 'lay', player: move.player, dice: chain.dice, links });
        draft.chainsThisTurn += 1;
        roll(draft, events);
      },
    },
    stop: {
      fields: SHANGHAI_MOVE_FIELDS.stop,
      check() {
        return null;
      },
      reduce(draft, move, events) {
        if (events.on) {
          // Whether the stopper declined a chain it could lay: told only to itself.
          const { dice } = draft;
          const declined = layableChoices(draft.hands[move.player]!, dice).length > 0;
          events.emit({ type: 'stop', player: move.player, chains: draft.chainsThisTurn, declined, dice });
        }
        endTurn(draft, events);
      },
    },
  }))();

/** The seat whose turn it is, or nobody once the match is over. */
export function shanghaiActivePlayers(state: ShanghaiState): Seat[] {
  return state.over ? [] : [state.turn];
}

/**
 * Every choice of tiles that makes a chain for the roll, each listed once with
 * its tiles in hand order (the canonical order; `validate`/`apply` accept the
 * same tiles in any order), then `stop`. Bounded: a hand holds at most
 * {@link MAX_SHANGHAI_HAND} (10) tiles in any reachable state, so at most
 * 1,023 lays plus `stop` (the worst case, every subset of a 10-tile hand a
 * chain, is timed by `npm run bench -- shanghai`).
 */
export function shanghaiLegalMoves(state: ShanghaiState, player: Seat): ShanghaiMove[] {
  const hand = state.hands[player]!;
  const moves: ShanghaiMove[] = layableChoices(hand, state.dice).map((positions) => ({
    type: 'lay',
    player,
    tiles: positions.map((at) => hand[at]!.id),
  }));
  moves.push({ type: 'stop', player });
  return moves;
}

/** Whether the match is over, the totals, and the winners once it is. */
export function shanghaiOutcome(state: ShanghaiState): Outcome {
  return { over: state.over, scores: state.scores, winners: state.over ? state.winners : [] };
}

/**
 * A bound on the moves of a whole match (ruling 15 of
 * `docs/rules/shanghai.md`).
 */
export function shanghaiMoveBound(state: ShanghaiState): number {
  // Per round: every `lay` puts at least one of the 28·P tiles face up, so at
  // most 28·P lays; every turn ends with one `stop`; a turn with a chain has
  // a lay, so at most 28·P of them, and between two of those (and at the
  // end) fewer than `maxIdleTurns` chainless turns (the round ends at that
  // many, ruling 6). Rounds, tie-breakers included, are at most `maxRounds`.
  const tiles = 28 * state.players;
  const perRound = tiles + tiles + state.options.maxIdleTurns * (tiles + 1);
  return state.options.maxRounds * perRound;
}

/**
 * Tiny Block's rules: its rule codes, the three moves (check and apply),
 * who moves, the legal moves, the outcome and the move bound.
 *
 * @module
 */
import type { MoveRule, MoveRules, Outcome, Seat, Violation } from 'boneyard';
import { refused } from './refusals-en.js';
import { TINY_BLOCK_MOVE_FIELDS } from './shape.js';
import { fitsEnd, handPips, isTinyBlockOver, nextSeat } from './state.js';
import type { TinyBlockDraw, TinyBlockMove, TinyBlockPass, TinyBlockPlay, TinyBlockState } from './types.js';

/**
 * Every code a refused Tiny Block move can carry besides the core ones
 * (`CORE_CODES`). Moved to `src/games/<folder>`, `docs/rules/<folder>.md` lists each
 * with the rule it enforces.
 *
 * @example
 * ```ts
 * TINY_BLOCK_CODES.includes('no-match'); // true
 * ```
 */
export const TINY_BLOCK_CODES = [
  'tile-not-in-hand',
  'no-match',
  'must-play',
  'must-draw',
  'empty-boneyard',
] as const;

/** One of {@link TINY_BLOCK_CODES}. */
export type TinyBlockCode = (typeof TINY_BLOCK_CODES)[number];

/**
 * Every play `player` could make now: each tile of the hand at each end it
 * fits (both ends while the line is empty), in hand order, left before right.
 *
 * @example
 * ```ts
 * playsOf(state, 0); // [{ type: 'play', player: 0, tile: '0:1-3', end: 'left' }, …]
 * ```
 */
export function playsOf(state: TinyBlockState, player: Seat): TinyBlockPlay[] {
  const plays: TinyBlockPlay[] = [];
  for (const tile of state.hands[player] ?? []) {
    for (const end of ['left', 'right'] as const) {
      if (fitsEnd(tile, state.line, end)) plays.push({ type: 'play', player, tile: tile.id, end });
    }
  }
  return plays;
}

function mustPlay(state: TinyBlockState, player: Seat): Violation<TinyBlockCode> | null {
  return playsOf(state, player).length > 0 ? refused('must-play') : null;
}

const play: MoveRule<TinyBlockState, TinyBlockPlay, TinyBlockCode> = {
  fields: TINY_BLOCK_MOVE_FIELDS.play,
  check(state, move) {
    const tile = state.hands[move.player]!.find((t) => t.id === move.tile);
    if (!tile) return refused('tile-not-in-hand', { player: move.player, tile: move.tile });
    return fitsEnd(tile, state.line, move.end) ? null : refused('no-match', {}, move.end);
  },
  reduce(draft, move) {
    const hand = draft.hands[move.player]!;
    const [tile] = hand.splice(
      hand.findIndex((t) => t.id === move.tile),
      1,
    );
    if (!tile) return;
    const first = draft.line[0];
    const last = draft.line[draft.line.length - 1];
    if (!first || !last) draft.line.push({ tile, left: tile.low, right: tile.high });
    else if (move.end === 'left') {
      draft.line.unshift({ tile, left: tile.low === first.left ? tile.high : tile.low, right: first.left });
    } else draft.line.push({ tile, left: last.right, right: tile.low === last.right ? tile.high : tile.low });
    draft.passes = 0;
    if (hand.length > 0) draft.turn = nextSeat(draft, move.player);
  },
};

const draw: MoveRule<TinyBlockState, TinyBlockDraw, TinyBlockCode> = {
  fields: TINY_BLOCK_MOVE_FIELDS.draw,
  check(state, move) {
    const broken = mustPlay(state, move.player);
    if (broken) return broken;
    return state.boneyard.length === 0 ? refused('empty-boneyard') : null;
  },
  reduce(draft, move) {
    const tile = draft.boneyard.pop();
    if (tile) draft.hands[move.player]!.push(tile);
    draft.passes = 0;
  },
};

const pass: MoveRule<TinyBlockState, TinyBlockPass, TinyBlockCode> = {
  fields: TINY_BLOCK_MOVE_FIELDS.pass,
  check(state, move) {
    const broken = mustPlay(state, move.player);
    if (broken) return broken;
    return state.boneyard.length > 0 ? refused('must-draw') : null;
  },
  reduce(draft, move) {
    draft.passes += 1;
    if (draft.passes < draft.players) draft.turn = nextSeat(draft, move.player);
  },
};

/**
 * Tiny Block's move rules, one per move type.
 *
 * @example
 * ```ts
 * tinyBlockMoves.play.check(state, { type: 'play', player: 0, tile: '0:3-3', end: 'left' }); // null or a violation
 * ```
 */
export const tinyBlockMoves: MoveRules<TinyBlockState, TinyBlockMove, TinyBlockCode> = { play, draw, pass };

/**
 * The seat to move, or none once the game is over.
 *
 * @example
 * ```ts
 * tinyBlockActivePlayers(tinyBlock.setup({ seed: 1 })); // [the seeded first player]
 * ```
 */
export function tinyBlockActivePlayers(state: TinyBlockState): Seat[] {
  return isTinyBlockOver(state) ? [] : [state.turn];
}

/**
 * The legal moves of the seat to move: its plays; else a draw while the
 * boneyard has tiles; else a pass.
 *
 * @example
 * ```ts
 * tinyBlockLegalMoves(state, state.turn); // e.g. [{ type: 'draw', player: 1 }]
 * ```
 */
export function tinyBlockLegalMoves(state: TinyBlockState, player: Seat): TinyBlockMove[] {
  const plays: TinyBlockMove[] = playsOf(state, player);
  if (plays.length > 0) return plays;
  return [state.boneyard.length > 0 ? { type: 'draw', player } : { type: 'pass', player }];
}

/**
 * The result: the seat that emptied its hand wins; in a blocked game, the
 * fewest pips in hand win (ties share). Winners score 1, the others 0.
 *
 * @example
 * ```ts
 * tinyBlockOutcome(finalState); // { over: true, scores: [1, 0], winners: [0] }
 * ```
 */
export function tinyBlockOutcome(state: TinyBlockState): Outcome {
  if (!isTinyBlockOver(state)) return { over: false, scores: state.hands.map(() => 0), winners: [] };
  const pips = state.hands.map(handPips);
  const emptied = state.hands.findIndex((hand) => hand.length === 0);
  const fewest = Math.min(...pips);
  const winners = emptied >= 0 ? [emptied] : pips.flatMap((value, seat) => (value === fewest ? [seat] : []));
  return { over: true, scores: state.hands.map((_, seat) => (winners.includes(seat) ? 1 : 0)), winners };
}

/**
 * A bound on the moves left: each tile is played and drawn at most once, and
 * before each play and at the end come at most `players` passes in a row.
 *
 * @example
 * ```ts
 * tinyBlockMoveBound(tinyBlock.setup({ seed: 1 })); // 36 with two players of three tiles
 * ```
 */
export function tinyBlockMoveBound(state: TinyBlockState): number {
  const left = state.hands.reduce((sum, hand) => sum + hand.length, 0) + state.boneyard.length;
  return left + state.boneyard.length + (left + 1) * state.players;
}

/**
 * Blind Hughie: setup and the flow (each step emits what it does).
 *
 * @module
 */

import type { Draft } from '../../../core/define-game.js';
import type { RngState } from '../../../core/random.js';
import { dealSquares, endScores, type SquaresEvents } from '../shared/deal.js';
import { canPlaceAnySquare, startSquaresLayout } from '../shared/layout.js';
import { checkSquaresPieceSet, type DominoSquaresPiece } from '../shared/pieces.js';
import { tellGameOver } from '../shared/state.js';
import { idleTurnLimit, ROW_SIZE } from './shape.js';
import type { BlindHughieOptions, BlindHughieState } from './types.js';

/** Ends Blind Hughie: a row played out (`'out'`) or too many playless turns (`'block'`); the fewest pips win. */
export function finishBlindHughie(
  draft: Draft<BlindHughieState>,
  ended: 'out' | 'block',
  events: SquaresEvents,
): void {
  const out = ended === 'out' ? draft.turn : null;
  const result = endScores(
    draft.rows.map((row) => row.map((entry) => entry.piece as DominoSquaresPiece)),
    out,
    draft.options.goingOut,
  );
  draft.pips = result.pips;
  draft.scores = result.scores;
  draft.winners = result.winners;
  draft.ended = ended;
  draft.over = true;
  tellGameOver(draft, events);
}

export { idleTurnLimit } from './shape.js';

/**
 * Whether some piece of some row (face up or down) fits the layout: a player can still make a play (ruling 17
 * of `docs/rules/domino-squares.md`).
 */
export function someoneCanPlay(state: Pick<BlindHughieState, 'layout' | 'rows'>): boolean {
  return canPlaceAnySquare(
    state.layout,
    state.rows.flatMap((row) => row.map((entry) => entry.piece)),
  );
}

/**
 * Ends the turn: counts it, and blocks the game when no player can make a
 * play (no row piece fits), or as the long stop after `idleRounds × players`
 * playless turns in a row (ruling 17 of `docs/rules/domino-squares.md`,
 * changed in R2).
 */
export function endBlindHughieTurn(draft: Draft<BlindHughieState>, events: SquaresEvents): void {
  const owner = draft.turn;
  draft.turnsTaken[owner]! += 1;
  draft.idleTurns = draft.playedThisTurn ? 0 : draft.idleTurns + 1;
  draft.playedThisTurn = false;
  const turns = idleTurnLimit(draft.options.idleRounds, draft.players);
  const nobody = !someoneCanPlay(draft as BlindHughieState);
  const blocked = nobody || draft.idleTurns >= turns;
  if (!blocked) draft.turn = (owner + 1) % draft.players;
  const next = blocked ? null : draft.turn;
  events.emit({ type: 'turn-end', player: owner, next, idleTurns: draft.idleTurns });
  if (!blocked) return;
  events.emit({ type: 'blocked', reason: nobody ? 'nobody-can-play' : 'idle-turns', turns });
  finishBlindHughie(draft, 'block', events);
}

/** The deal: a face-down row of 9 pieces each, a starter, the rest out of play. */
export function initBlindHughie(
  players: number,
  options: BlindHughieOptions,
  rng: RngState,
): BlindHughieState {
  const holder = { rng: [...rng] };
  const pieces = checkSquaresPieceSet(options.pieces, 0);
  const deal = dealSquares(holder, pieces, players, ROW_SIZE);
  return {
    players,
    rng: holder.rng,
    options: {
      firstPlayer: options.firstPlayer,
      eitherEnd: options.eitherEnd,
      idleRounds: options.idleRounds,
      goingOut: options.goingOut,
      memory: options.memory,
      pieces,
    },
    layout: startSquaresLayout(deal.starter),
    rows: deal.hands.map((hand) => hand.map((piece) => ({ piece, faceUp: false, seen: false }))),
    outOfPlay: deal.rest,
    turn: options.firstPlayer,
    turned: null,
    turnsTaken: new Array<number>(players).fill(0),
    playedThisTurn: false,
    idleTurns: 0,
    ended: null,
    pips: [],
    scores: new Array<number>(players).fill(0),
    winners: [],
    over: false,
  };
}

/**
 * The flow Block and Draw share: setup, the next turn, the end of the game (each step emits what it
 * does).
 *
 * @module
 */

import { type Draft, NO_EVENTS } from '../../../core/define-game.js';
import type { Seat } from '../../../core/game.js';
import { dealSquares, endScores, type SquaresEvents } from './deal.js';
import { canPlaceAnySquare, startSquaresLayout } from './layout.js';
import type { DominoSquaresPiece } from './pieces.js';
import { CLASSIC_HAND_SIZE } from './shape.js';
import type { DominoSquaresClassicState } from './types.js';

/** Tells the end of a game of Block, Draw or Blind Hughie (`blocked` first when it blocked). */
export function tellGameOver(
  state: {
    readonly ended: 'domino' | 'out' | 'block' | null;
    readonly pips: readonly number[];
    readonly scores: readonly number[];
    readonly winners: readonly Seat[];
  },
  events: SquaresEvents,
): void {
  const { ended, pips, scores, winners } = state;
  events.emit({
    type: 'game-over',
    ended: ended ?? 'block',
    pips: [...pips],
    scores: [...scores],
    winners: [...winners],
  });
}

/** Ends Block or Draw: a player went out (`'domino'`) or nobody can play (`'block'`); the fewest pips win. */
export function finishClassic(
  draft: Draft<DominoSquaresClassicState>,
  ended: 'domino' | 'block',
  events: SquaresEvents,
): void {
  const out = ended === 'domino' ? draft.turn : null;
  const result = endScores(draft.hands as DominoSquaresPiece[][], out, draft.options.goingOut);
  draft.pips = result.pips;
  draft.scores = result.scores;
  draft.winners = result.winners;
  draft.ended = ended;
  draft.over = true;
  if (ended === 'block') events.emit({ type: 'blocked', reason: 'nobody-can-play', turns: 0 });
  tellGameOver(draft, events);
}

/** Gives the turn to `seat`, or ends the game in a block if nobody can play and nobody can draw (ruling 11). */
function startClassicTurn(draft: Draft<DominoSquaresClassicState>, seat: Seat, events: SquaresEvents): void {
  draft.turn = seat;
  draft.mayKeep = false;
  if (draft.boneyard.length > 0) return;
  if (!canPlaceAnySquare(draft.layout, draft.hands.flat())) finishClassic(draft, 'block', events);
}

/** Gives the turn to the next seat (or ends the game in a block). */
export function nextClassicTurn(draft: Draft<DominoSquaresClassicState>, events: SquaresEvents): void {
  startClassicTurn(draft, (draft.turn + 1) % draft.players, events);
}

/** Block and Draw: setup (the deal, the starter, the first turn). */
export function initClassic(
  game: 'block' | 'draw',
  players: number,
  options: {
    pieces: readonly DominoSquaresPiece[];
    firstPlayer: number;
    drawRule: 'until-playable' | 'one' | null;
    goingOut: 'wins' | 'fewest-pips';
  },
  rng: readonly number[],
): DominoSquaresClassicState {
  const holder = { rng: [...rng] };
  const deal = dealSquares(holder, options.pieces, players, CLASSIC_HAND_SIZE[game]);
  const state: DominoSquaresClassicState = {
    players,
    rng: holder.rng,
    game,
    options: {
      firstPlayer: options.firstPlayer,
      ...(options.drawRule === null ? {} : { drawRule: options.drawRule }),
      goingOut: options.goingOut,
      pieces: options.pieces,
    },
    layout: startSquaresLayout(deal.starter),
    hands: deal.hands,
    boneyard: game === 'draw' ? deal.rest : [],
    outOfPlay: game === 'block' ? deal.rest : [],
    turn: options.firstPlayer,
    mayKeep: false,
    ended: null,
    pips: [],
    scores: new Array<number>(players).fill(0),
    winners: [],
    over: false,
  };
  startClassicTurn(state as unknown as Draft<DominoSquaresClassicState>, options.firstPlayer, NO_EVENTS);
  return state;
}

/**
 * Domino Squares: setup and the flow (each step emits what it does).
 *
 * @module
 */

import { type Draft, NO_EVENTS } from '../../../core/define-game.js';
import type { Seat } from '../../../core/game.js';
import { bestSeats } from '../../../core/outcome.js';
import type { RngState } from '../../../core/random.js';
import { asDraft, dealSquares, type SquaresEvents } from '../shared/deal.js';
import { canPlaceAnySquare, startSquaresLayout } from '../shared/layout.js';
import { checkSquaresPieceSet, type DominoSquaresPiece, pieceCommand } from '../shared/pieces.js';
import type { SquaresDrawEvent } from '../shared/types.js';
import { dominoSquaresHandSize } from './shape.js';
import type { DominoSquaresKnownPiece, DominoSquaresOptions, DominoSquaresState } from './types.js';

/** The piece of `hand` with id `id`, if any. */
export function findPiece(hand: readonly DominoSquaresPiece[], id: string): DominoSquaresPiece | undefined {
  return hand.find((piece) => piece.id === id);
}

/** Removes the piece with id `id` (which the hand holds) from `hand` and returns it. */
export function takePiece(hand: Draft<DominoSquaresPiece[]>, id: string): DominoSquaresPiece {
  const index = hand.findIndex((piece) => piece.id === id);
  return hand.splice(index, 1)[0]!;
}

/** Whether the round blocks now: the pile is empty and nobody can play (ruling 13). */
function blocks(draft: Draft<DominoSquaresState>): boolean {
  if (draft.over || draft.phase !== 'play' || draft.pile.length > 0) return false;
  return !canPlaceAnySquare(draft.layout, draft.hands.flat());
}

function deal(
  draft: Draft<DominoSquaresState>,
  pieces: DominoSquaresPiece[],
  leader: Seat,
  events: SquaresEvents,
): void {
  const { hands, starter, rest } = dealSquares(
    draft,
    pieces,
    draft.players,
    dominoSquaresHandSize(draft.players),
  );
  draft.layout = asDraft(startSquaresLayout(starter));
  draft.hands = asDraft(hands);
  draft.pile = asDraft(rest);
  draft.leader = leader;
  draft.turn = leader;
  draft.phase = 'play';
  draft.drawn = null;
  draft.passDirection = null;
  draft.passChoices = new Array<string | null>(draft.players).fill(null);
  draft.known = [];
  draft.roundPoints = new Array<number>(draft.players).fill(0);
  if (events.on) {
    const dealt = draft.hands.map((hand) => [...hand]);
    const { round, options } = draft;
    events.emit({
      type: 'round-start',
      round,
      rounds: options.rounds,
      player: leader,
      starter,
      hands: dealt,
    });
  }
  if (blocks(draft)) endSquaresRound(draft, null, events);
}

/** The first round's deal: the whole set shuffled, `firstPlayer` leads. */
export function initDominoSquares(
  players: number,
  options: DominoSquaresOptions,
  rng: RngState,
): DominoSquaresState {
  const pieces = checkSquaresPieceSet(options.pieces, 0);
  const state = {
    players,
    rng: [...rng],
    options: { firstPlayer: options.firstPlayer, rounds: options.rounds, pieces },
    round: 0,
    leader: options.firstPlayer,
    turn: options.firstPlayer,
    phase: 'play',
    layout: [],
    hands: [],
    pile: [],
    drawn: null,
    passDirection: null,
    passChoices: [],
    known: [],
    roundPoints: [],
    scores: new Array<number>(players).fill(0),
    results: [],
    over: false,
  } as unknown as Draft<DominoSquaresState>;
  deal(state, [...pieces], options.firstPlayer, NO_EVENTS);
  return state as unknown as DominoSquaresState;
}

/**
 * The going-out bonus (sentence 78): 10, plus 2 for each ordinary piece and 3
 * for each command piece left in the hands (the winner's is empty).
 */
export function goingOutBonus(hands: readonly (readonly DominoSquaresPiece[])[]): number {
  let points = 10;
  for (const hand of hands) for (const piece of hand) points += pieceCommand(piece) ? 3 : 2;
  return points;
}

/**
 * Ends the round: the going-out bonus to `winner` (none when blocked), the
 * round's result, then the next deal (led by the seat after the winner, or
 * after the leader when blocked) or the end of the game.
 */
export function endSquaresRound(
  draft: Draft<DominoSquaresState>,
  winner: Seat | null,
  events: SquaresEvents,
): void {
  const bonus = new Array<number>(draft.players).fill(0);
  if (winner !== null) {
    const points = goingOutBonus(draft.hands);
    bonus[winner] = points;
    draft.scores[winner]! += points;
  }
  draft.results.push({
    winner,
    leader: draft.leader,
    layout: [...draft.layout],
    hands: draft.hands.map((hand) => [...hand]),
    playPoints: [...draft.roundPoints],
    bonus,
  });
  if (events.on) {
    if (winner === null) events.emit({ type: 'blocked', reason: 'nobody-can-play', turns: 0 });
    const totals = new Array<number>(draft.players).fill(0);
    for (const result of draft.results) {
      result.playPoints.forEach((points, seat) => {
        totals[seat]! += points + result.bonus[seat]!;
      });
    }
    const round = draft.results.length - 1;
    events.emit({ type: 'round-end', round, winner, bonus, playPoints: [...draft.roundPoints], totals });
  }
  if (draft.round + 1 >= draft.options.rounds) {
    draft.over = true;
    draft.phase = 'play';
    draft.drawn = null;
    const scores = [...draft.scores];
    events.emit({ type: 'game-over', ended: 'rounds', pips: [], scores, winners: bestSeats(scores) });
    return;
  }
  draft.round += 1;
  const all = [...draft.layout.map((placed) => placed.piece), ...draft.hands.flat(), ...draft.pile];
  deal(draft, all as DominoSquaresPiece[], ((winner ?? draft.leader) + 1) % draft.players, events);
}

/**
 * Drops the remembered facts that `drop` names (ruling 25 of
 * `docs/rules/domino-squares.md`).
 */
export function forgetKnown(
  draft: Draft<DominoSquaresState>,
  drop: (fact: DominoSquaresKnownPiece) => boolean,
): void {
  if (draft.known.length > 0) draft.known = draft.known.filter((fact) => !drop(fact));
}

/**
 * Gives the turn to the seat `step` places on (2 after a Skip: the seat
 * between is skipped), back in phase `'play'`; the round ends blocked if the
 * pile is empty and nobody can play (ruling 13 of
 * `docs/rules/domino-squares.md`).
 */
export function endSquaresTurn(draft: Draft<DominoSquaresState>, step: 1 | 2, events: SquaresEvents): void {
  const owner = draft.turn;
  draft.turn = (draft.turn + step) % draft.players;
  draft.phase = 'play';
  draft.drawn = null;
  const blocked = blocks(draft);
  const skipped = step === 2 ? { skipped: (owner + 1) % draft.players } : {};
  events.emit({ type: 'turn-end', player: owner, next: blocked ? null : draft.turn, ...skipped });
  if (blocked) endSquaresRound(draft, null, events);
}

/**
 * Draws the top of the pile for the player (`cause`: why, for the event):
 * if it fits, they may play it now (`'drawn'`), else the turn ends.
 */
export function drawSquaresPiece(
  draft: Draft<DominoSquaresState>,
  player: Seat,
  cause: SquaresDrawEvent['cause'],
  events: SquaresEvents,
): void {
  const piece = draft.pile.shift();
  if (!piece) {
    endSquaresTurn(draft, 1, events);
    return;
  }
  draft.hands[player]!.push(piece);
  const fits = canPlaceAnySquare(draft.layout, [piece]);
  events.emit({ type: 'draw', player, cause, fits, piece });
  if (fits) {
    draft.phase = 'drawn';
    draft.drawn = piece.id;
  } else {
    endSquaresTurn(draft, 1, events);
  }
}

/**
 * Carries out the command of the piece just played (ruling 14 of `docs/rules/domino-squares.md`:
 * not on a player's last piece).
 */
export function runCommand(
  draft: Draft<DominoSquaresState>,
  player: Seat,
  piece: DominoSquaresPiece,
  events: SquaresEvents,
): void {
  const command = pieceCommand(piece);
  switch (command) {
    case 'give-1':
      events.emit({ type: 'command', player, command, more: true });
      draft.phase = 'give';
      return;
    case 'draw-1':
      events.emit({ type: 'command', player, command, more: draft.pile.length > 0 });
      drawSquaresPiece(draft, player, 'draw-1', events);
      return;
    case 'skip':
      events.emit({ type: 'command', player, command, skipped: (player + 1) % draft.players, more: true });
      endSquaresTurn(draft, 2, events);
      return;
    case 'play-again': {
      const more = canPlaceAnySquare(draft.layout, draft.hands[player]!);
      events.emit({ type: 'command', player, command, more });
      if (more) {
        draft.phase = 'again';
        draft.drawn = null;
      } else {
        endSquaresTurn(draft, 1, events);
      }
      return;
    }
    case 'all-pass-1':
      events.emit({ type: 'command', player, command, more: true });
      draft.phase = 'direction';
      return;
    default:
      endSquaresTurn(draft, 1, events);
  }
}

/** All Pass 1: the seats with pieces that have not chosen one to pass yet. */
export function passers(state: Pick<DominoSquaresState, 'hands' | 'passChoices'>): Seat[] {
  const seats: Seat[] = [];
  state.hands.forEach((hand, seat) => {
    if (hand.length > 0 && state.passChoices[seat] === null) seats.push(seat);
  });
  return seats;
}

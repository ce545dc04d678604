/**
 * Domino Squares: the rule codes and the move rules.
 *
 * @module
 */
import type { MoveRules } from '../../../core/define-game.js';
import type { Outcome, Seat } from '../../../core/game.js';
import { bestSeats } from '../../../core/outcome.js';
import { asDraft } from '../shared/deal.js';
import {
  canPlaceAnySquare,
  checkSquaresPlacement,
  type DominoSquaresPlay,
  layoutCell,
  listSquarePlacements,
  SQUARES_PLACEMENT_CODES,
} from '../shared/layout.js';
import { refused } from '../shared/refusals-en.js';
import { SQUARES_MOVE_FIELDS } from '../shared/shape.js';
import type { SquaresHappening } from '../shared/types.js';
import { DOMINO_SQUARES_MOVE_FIELDS } from './shape.js';
import {
  drawSquaresPiece,
  endSquaresRound,
  endSquaresTurn,
  findPiece,
  forgetKnown,
  passers,
  runCommand,
  takePiece,
} from './state.js';
import type { DominoSquaresMove, DominoSquaresState } from './types.js';

/**
 * Every code a Domino Squares move can be refused with, besides the core
 * codes (`CORE_CODES`). Each is a rule of `docs/rules/domino-squares.md`
 * ("Rule codes").
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_CODES.includes('must-draw'); // true
 * dominoSquares.validate(state, { type: 'pass', player: state.turn })?.code; // 'must-draw' while the pile lasts
 * ```
 */
export const DOMINO_SQUARES_CODES = [
  'not-now',
  'only-drawn-piece',
  'piece-not-in-hand',
  'empty-pile',
  'must-draw',
  'must-play',
  'bad-recipient',
  ...SQUARES_PLACEMENT_CODES,
] as const;

/**
 * One of {@link DOMINO_SQUARES_CODES}: why Domino Squares refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * dominoSquares.validate(state, move)?.code; // e.g. 'only-drawn-piece': a DominoSquaresCode (or a core code), undefined when legal
 * ```
 */
export type DominoSquaresCode = (typeof DOMINO_SQUARES_CODES)[number];

/** The moves of Domino Squares: their fields, checks and effects. */
export const dominoSquaresMoves: MoveRules<
  DominoSquaresState,
  DominoSquaresMove,
  DominoSquaresCode,
  SquaresHappening
> = {
  play: {
    fields: SQUARES_MOVE_FIELDS.play,
    check(state, move) {
      if (state.phase !== 'play' && state.phase !== 'drawn' && state.phase !== 'again') {
        return refused('not-now', { move: 'play', phase: state.phase });
      }
      if (state.phase === 'drawn' && move.piece !== state.drawn) {
        return refused('only-drawn-piece');
      }
      const piece = findPiece(state.hands[move.player]!, move.piece);
      if (!piece) return refused('piece-not-in-hand', { player: move.player, piece: move.piece });
      const result = checkSquaresPlacement(state.layout, piece, move.rotation, move.x, move.y);
      return 'code' in result ? result : null;
    },
    reduce(draft, move, events) {
      const hand = draft.hands[move.player]!;
      const piece = takePiece(hand, move.piece);
      const result = checkSquaresPlacement(draft.layout, piece, move.rotation, move.x, move.y);
      const points = 'points' in result ? result.points : 0;
      const { player, rotation, x, y } = move;
      events.emit({
        type: 'play',
        player,
        piece,
        rotation,
        x,
        y,
        points,
        at: layoutCell(draft.layout, x, y),
      });
      draft.layout.push({
        piece: asDraft(piece),
        rotation: move.rotation,
        // + 0 turns a move's -0 into 0, so the state equals itself read back from JSON (which writes -0 as 0).
        x: move.x + 0,
        y: move.y + 0,
        player: move.player,
        points,
      });
      draft.roundPoints[move.player]! += points;
      draft.scores[move.player]! += points;
      draft.drawn = null;
      forgetKnown(draft, (fact) => fact.piece === move.piece);
      if (hand.length === 0) endSquaresRound(draft, move.player, events);
      else runCommand(draft, move.player, piece, events);
    },
  },
  draw: {
    fields: SQUARES_MOVE_FIELDS.draw,
    check(state) {
      if (state.phase !== 'play') return refused('not-now', { move: 'draw', phase: state.phase });
      if (state.pile.length === 0) return refused('empty-pile');
      return null;
    },
    reduce(draft, move, events) {
      // Told as 'choice' when the player could have played instead (known only when the sink keeps events).
      const choice = events.on && canPlaceAnySquare(draft.layout, draft.hands[move.player]!);
      drawSquaresPiece(draft, move.player, choice ? 'choice' : 'cannot-play', events);
    },
  },
  pass: {
    fields: SQUARES_MOVE_FIELDS.pass,
    check(state, move) {
      if (state.phase === 'drawn' || state.phase === 'again') return null;
      if (state.phase !== 'play') return refused('not-now', { move: 'pass', phase: state.phase });
      if (state.pile.length > 0) {
        return refused('must-draw');
      }
      if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
        return refused('must-play', {}, 'pile-empty');
      }
      return null;
    },
    reduce(draft, move, events) {
      const reason = draft.phase === 'drawn' ? 'keep' : draft.phase === 'again' ? 'stop' : 'cannot-play';
      events.emit({ type: 'pass', player: move.player, automatic: false, reason });
      endSquaresTurn(draft, 1, events);
    },
  },
  give: {
    fields: DOMINO_SQUARES_MOVE_FIELDS.give,
    check(state, move) {
      if (state.phase !== 'give') return refused('not-now', { move: 'give', phase: state.phase });
      if (move.to === move.player || move.to < 0 || move.to >= state.players) {
        return refused('bad-recipient');
      }
      if (!findPiece(state.hands[move.player]!, move.piece)) {
        return refused('piece-not-in-hand', { player: move.player, piece: move.piece });
      }
      return null;
    },
    reduce(draft, move, events) {
      const hand = draft.hands[move.player]!;
      const piece = takePiece(hand, move.piece);
      events.emit({ type: 'give', player: move.player, to: move.to, piece });
      draft.hands[move.to]!.push(asDraft(piece));
      // The receiver saw which piece came; nobody else can tell which of the giver's pieces left.
      forgetKnown(
        draft,
        (fact) => fact.holder === move.player && (fact.by !== move.to || fact.piece === move.piece),
      );
      draft.known.push({ by: move.player, holder: move.to, piece: move.piece });
      if (hand.length === 0) endSquaresRound(draft, move.player, events);
      else endSquaresTurn(draft, 1, events);
    },
  },
  direction: {
    fields: DOMINO_SQUARES_MOVE_FIELDS.direction,
    check(state) {
      return state.phase === 'direction'
        ? null
        : refused('not-now', { move: 'direction', phase: state.phase });
    },
    reduce(draft, move, events) {
      events.emit({ type: 'direction', player: move.player, toward: move.toward });
      draft.passDirection = move.toward;
      draft.passChoices = new Array<string | null>(draft.players).fill(null);
      draft.phase = 'passing';
    },
  },
  'pass-piece': {
    fields: DOMINO_SQUARES_MOVE_FIELDS['pass-piece'],
    check(state, move) {
      if (state.phase !== 'passing') return refused('not-now', { move: 'pass-piece', phase: state.phase });
      if (!findPiece(state.hands[move.player]!, move.piece)) {
        return refused('piece-not-in-hand', { player: move.player, piece: move.piece });
      }
      return null;
    },
    reduce(draft, move, events) {
      events.emit({
        type: 'pass-piece',
        player: move.player,
        piece: findPiece(draft.hands[move.player]!, move.piece)!,
      });
      draft.passChoices[move.player] = move.piece;
      if (passers(draft as DominoSquaresState).length > 0) return;
      const step = draft.passDirection === 'right' ? draft.players - 1 : 1;
      const choices = [...draft.passChoices];
      // A fact about a passer's hand survives only for the seat that received its piece and saw another.
      forgetKnown(draft, (fact) => {
        const gone = choices[fact.holder];
        if (gone === null || gone === undefined) return false;
        return fact.by !== (fact.holder + step) % draft.players || fact.piece === gone;
      });
      choices.forEach((id, seat) => {
        if (id !== null && id !== undefined)
          draft.known.push({ by: seat, holder: (seat + step) % draft.players, piece: id });
      });
      const passed = draft.passChoices.map((id, seat) =>
        id === null ? null : takePiece(draft.hands[seat]!, id),
      );
      passed.forEach((piece, seat) => {
        if (piece) draft.hands[(seat + step) % draft.players]!.push(asDraft(piece));
      });
      events.emit({ type: 'exchange', toward: draft.passDirection ?? 'left', passed });
      draft.passDirection = null;
      draft.passChoices = new Array<string | null>(draft.players).fill(null);
      endSquaresTurn(draft, 1, events);
    },
  },
};

/** Who moves in Domino Squares: during All Pass 1 every seat still choosing, else the seat to play. */
export function dominoSquaresActivePlayers(state: DominoSquaresState): Seat[] {
  if (state.over) return [];
  return state.phase === 'passing' ? passers(state) : [state.turn];
}

function placements(state: DominoSquaresState, player: Seat): DominoSquaresPlay[] {
  const hand = state.hands[player]!;
  const pieces = state.phase === 'drawn' ? hand.filter((piece) => piece.id === state.drawn) : hand;
  return listSquarePlacements(state.layout, pieces, player).map((p) => p.move);
}

/** Every legal Domino Squares move of an active seat, by phase. */
export function dominoSquaresLegalMoves(state: DominoSquaresState, player: Seat): DominoSquaresMove[] {
  switch (state.phase) {
    case 'give':
      return state.hands[player]!.flatMap((piece) =>
        Array.from({ length: state.players }, (_, to) => to)
          .filter((to) => to !== player)
          .map((to): DominoSquaresMove => ({ type: 'give', player, to, piece: piece.id })),
      );
    case 'direction':
      return [
        { type: 'direction', player, toward: 'left' },
        { type: 'direction', player, toward: 'right' },
      ];
    case 'passing':
      return state.hands[player]!.map((piece) => ({ type: 'pass-piece', player, piece: piece.id }));
    case 'drawn':
    case 'again':
      return [...placements(state, player), { type: 'pass', player }];
    default: {
      const moves: DominoSquaresMove[] = placements(state, player);
      if (state.pile.length > 0) moves.push({ type: 'draw', player });
      else if (moves.length === 0) moves.push({ type: 'pass', player });
      return moves;
    }
  }
}

/** The scores so far; once over, the highest total wins (ties share). */
export function dominoSquaresOutcome(state: DominoSquaresState): Outcome {
  if (!state.over) return { over: false, scores: state.scores, winners: [] };
  return { over: true, scores: state.scores, winners: bestSeats(state.scores) };
}

/** A bound on the moves left in any Domino Squares game from this state's setup. */
export function dominoSquaresMoveBound(state: DominoSquaresState): number {
  // Per round, with N pieces: plays ≤ N and draws ≤ N (pieces leave a hand
  // or the pile for good). A play's command adds at most 1 + players moves
  // (All Pass 1: direction and one choice each); a draw at most one pass.
  // A pass on an empty pile changes nothing and every turn starts with
  // someone able to play (else the round blocks), so at most players − 1
  // such passes precede each play.
  const n = state.layout.length + state.pile.length + state.hands.reduce((sum, hand) => sum + hand.length, 0);
  return state.options.rounds * ((2 * state.players + 3) * n + state.players) + 1;
}

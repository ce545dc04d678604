/**
 * The rules of the four games played with Domino Squares pieces: each game's
 * rule codes, its moves (fields, checks, effects), who moves, the legal
 * moves, the outcome and the move bound.
 *
 * @module
 */
import type { GameRules, MoveRule } from '../../core/define-game.js';
import type { Outcome, Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import {
  canPlaceAnySquare,
  checkSquaresPlacement,
  listSquarePlacements,
  SQUARES_PLACEMENT_CODES,
  type SquaresPlacementCode,
} from './layout.js';
import { type DominoSquaresPiece, hasWild } from './pieces.js';
import {
  asDraft,
  drawSquaresPiece,
  endBlindHughieTurn,
  endSquaresRound,
  endSquaresTurn,
  findPiece,
  finishBlindHughie,
  finishClassic,
  forgetKnown,
  nextClassicTurn,
  passers,
  runCommand,
  takePiece,
} from './state.js';
import type {
  BlindHughieEvent,
  BlindHughieMove,
  BlindHughieOptions,
  BlindHughieState,
  BlindHughieView,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicEvent,
  DominoSquaresClassicState,
  DominoSquaresClassicView,
  DominoSquaresDraw,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresEvent,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresPass,
  DominoSquaresPlay,
  DominoSquaresState,
  DominoSquaresView,
  SquaresHappening,
} from './types.js';

// ---------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------

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
 * const code: DominoSquaresCode = 'only-drawn-piece';
 * ```
 */
export type DominoSquaresCode = (typeof DOMINO_SQUARES_CODES)[number];

/**
 * Every code a Block (Domino Squares pieces) move can be refused with,
 * besides the core codes (`CORE_CODES`). See `docs/rules/domino-squares.md` ("Rule codes").
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_BLOCK_CODES.includes('must-play'); // true
 * ```
 */
export const DOMINO_SQUARES_BLOCK_CODES = [
  'piece-not-in-hand',
  'must-play',
  ...SQUARES_PLACEMENT_CODES,
] as const;

/**
 * One of {@link DOMINO_SQUARES_BLOCK_CODES}: why Block refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * const code: DominoSquaresBlockCode = 'must-play';
 * ```
 */
export type DominoSquaresBlockCode = (typeof DOMINO_SQUARES_BLOCK_CODES)[number];

/**
 * Every code a Draw (Domino Squares pieces) move can be refused with,
 * besides the core codes (`CORE_CODES`). See `docs/rules/domino-squares.md` ("Rule codes").
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DRAW_CODES.includes('empty-boneyard'); // true
 * ```
 */
export const DOMINO_SQUARES_DRAW_CODES = [
  'piece-not-in-hand',
  'must-play',
  'must-draw',
  'already-drew',
  'empty-boneyard',
  ...SQUARES_PLACEMENT_CODES,
] as const;

/**
 * One of {@link DOMINO_SQUARES_DRAW_CODES}: why Draw refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * const code: DominoSquaresDrawCode = 'already-drew';
 * ```
 */
export type DominoSquaresDrawCode = (typeof DOMINO_SQUARES_DRAW_CODES)[number];

/**
 * Every code a Blind Hughie move can be refused with, besides the core codes
 * (`CORE_CODES`). See `docs/rules/domino-squares.md` ("Rule codes").
 *
 * @example
 * ```ts
 * BLIND_HUGHIE_CODES.includes('must-play-turned'); // true
 * ```
 */
export const BLIND_HUGHIE_CODES = [
  'must-play-turned',
  'left-end-only',
  'piece-not-in-row',
  'face-down',
  ...SQUARES_PLACEMENT_CODES,
] as const;

/**
 * One of {@link BLIND_HUGHIE_CODES}: why Blind Hughie refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * const code: BlindHughieCode = 'face-down';
 * ```
 */
export type BlindHughieCode = (typeof BLIND_HUGHIE_CODES)[number];

// ---------------------------------------------------------------------------
// Domino Squares
// ---------------------------------------------------------------------------

/** The moves of Domino Squares: their fields, checks and effects. */
export const dominoSquaresMoves: GameRules<
  DominoSquaresState,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresView,
  DominoSquaresCode,
  DominoSquaresEvent,
  SquaresHappening
>['moves'] = {
  play: {
    fields: { piece: 'string', rotation: 'int', x: 'int', y: 'int' },
    check(state, move) {
      if (state.phase !== 'play' && state.phase !== 'drawn' && state.phase !== 'again') {
        return { code: 'not-now', message: `No piece may be played during ${state.phase}.` };
      }
      if (state.phase === 'drawn' && move.piece !== state.drawn) {
        return { code: 'only-drawn-piece', message: 'After drawing, only the piece drawn may be played.' };
      }
      const piece = findPiece(state.hands[move.player]!, move.piece);
      if (!piece)
        return { code: 'piece-not-in-hand', message: `Seat ${move.player} holds no piece ${move.piece}.` };
      const result = checkSquaresPlacement(state.layout, piece, move.rotation, move.x, move.y);
      return 'code' in result ? result : null;
    },
    reduce(draft, move, events) {
      const hand = draft.hands[move.player]!;
      const piece = takePiece(hand, move.piece);
      const result = checkSquaresPlacement(draft.layout, piece, move.rotation, move.x, move.y);
      const points = 'points' in result ? result.points : 0;
      const { player, rotation, x, y } = move;
      events.emit({ type: 'play', player, piece, rotation, x, y, points });
      draft.layout.push({
        piece: asDraft(piece),
        rotation: move.rotation,
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
    fields: {},
    check(state) {
      if (state.phase !== 'play') return { code: 'not-now', message: `No drawing during ${state.phase}.` };
      if (state.pile.length === 0) return { code: 'empty-pile', message: 'The draw pile is empty.' };
      return null;
    },
    reduce(draft, move, events) {
      // Told as 'choice' when the player could have played instead (known only when the sink keeps events).
      const choice = events.on && canPlaceAnySquare(draft.layout, draft.hands[move.player]!);
      drawSquaresPiece(draft, move.player, choice ? 'choice' : 'cannot-play', events);
    },
  },
  pass: {
    fields: {},
    check(state, move) {
      if (state.phase === 'drawn' || state.phase === 'again') return null;
      if (state.phase !== 'play') return { code: 'not-now', message: `No passing during ${state.phase}.` };
      if (state.pile.length > 0) {
        return { code: 'must-draw', message: 'A player who cannot or will not play draws a piece.' };
      }
      if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
        return {
          code: 'must-play',
          message: 'With the draw pile empty, a player who can play must (ruling 12).',
        };
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
    fields: { to: 'int', piece: 'string' },
    check(state, move) {
      if (state.phase !== 'give') return { code: 'not-now', message: 'Give 1 was not played.' };
      if (move.to === move.player || move.to < 0 || move.to >= state.players) {
        return { code: 'bad-recipient', message: 'Give 1 gives a piece to another player.' };
      }
      if (!findPiece(state.hands[move.player]!, move.piece)) {
        return { code: 'piece-not-in-hand', message: `Seat ${move.player} holds no piece ${move.piece}.` };
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
    fields: { toward: ['left', 'right'] },
    check(state) {
      return state.phase === 'direction' ? null : { code: 'not-now', message: 'All Pass 1 was not played.' };
    },
    reduce(draft, move, events) {
      events.emit({ type: 'direction', player: move.player, toward: move.toward });
      draft.passDirection = move.toward;
      draft.passChoices = new Array<string | null>(draft.players).fill(null);
      draft.phase = 'passing';
    },
  },
  'pass-piece': {
    fields: { piece: 'string' },
    check(state, move) {
      if (state.phase !== 'passing') return { code: 'not-now', message: 'Nobody is passing pieces now.' };
      if (!findPiece(state.hands[move.player]!, move.piece)) {
        return { code: 'piece-not-in-hand', message: `Seat ${move.player} holds no piece ${move.piece}.` };
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

// ---------------------------------------------------------------------------
// Block and Draw
// ---------------------------------------------------------------------------

type ClassicState = DominoSquaresClassicState;

const classicPlayRule: MoveRule<
  ClassicState,
  DominoSquaresPlay,
  'piece-not-in-hand' | SquaresPlacementCode,
  SquaresHappening
> = {
  fields: { piece: 'string', rotation: 'int', x: 'int', y: 'int' },
  check(state, move) {
    const piece = state.hands[move.player]!.find((p) => p.id === move.piece);
    if (!piece)
      return { code: 'piece-not-in-hand', message: `Seat ${move.player} holds no piece ${move.piece}.` };
    const result = checkSquaresPlacement(state.layout, piece, move.rotation, move.x, move.y);
    return 'code' in result ? result : null;
  },
  reduce(draft, move, events) {
    const hand = draft.hands[move.player]!;
    const index = hand.findIndex((p) => p.id === move.piece);
    const [piece] = hand.splice(index, 1);
    const { player, rotation, x, y } = move;
    events.emit({ type: 'play', player, piece: piece!, rotation, x, y, points: 0 });
    draft.layout.push({
      piece: piece!,
      rotation: move.rotation,
      x: move.x + 0,
      y: move.y + 0,
      player: move.player,
      points: 0,
    });
    if (hand.length === 0) finishClassic(draft, 'domino', events);
    else nextClassicTurn(draft, events);
  },
};

/**
 * Block's pass: only when the player cannot play. (Block has no boneyard and
 * nothing to keep, so Draw's other two cases never arise.)
 */
const blockPassRule: MoveRule<ClassicState, DominoSquaresPass, DominoSquaresBlockCode, SquaresHappening> = {
  fields: {},
  check(state, move) {
    if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
      return { code: 'must-play', message: 'A player who can play may not pass.' };
    }
    return null;
  },
  reduce(draft, move, events) {
    events.emit({ type: 'pass', player: move.player, automatic: false, reason: 'cannot-play' });
    nextClassicTurn(draft, events);
  },
};

const drawPassRule: MoveRule<ClassicState, DominoSquaresPass, DominoSquaresDrawCode, SquaresHappening> = {
  fields: {},
  check(state, move) {
    if (state.mayKeep) return null;
    if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
      return { code: 'must-play', message: 'A player who can play may not pass.' };
    }
    if (state.boneyard.length > 0) {
      return {
        code: 'must-draw',
        message: 'A player who cannot play draws from the boneyard while it lasts.',
      };
    }
    return null;
  },
  reduce(draft, move, events) {
    const reason = draft.mayKeep ? 'keep' : 'cannot-play';
    events.emit({ type: 'pass', player: move.player, automatic: false, reason });
    nextClassicTurn(draft, events);
  },
};

const drawRule: MoveRule<ClassicState, DominoSquaresDraw, DominoSquaresDrawCode, SquaresHappening> = {
  fields: {},
  check(state, move) {
    if (state.mayKeep) return { code: 'already-drew', message: 'Play the piece you drew or keep it (pass).' };
    if (state.boneyard.length === 0) return { code: 'empty-boneyard', message: 'The boneyard is empty.' };
    if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
      return { code: 'must-play', message: 'A player draws only when he cannot play.' };
    }
    return null;
  },
  reduce(draft, move, events) {
    const player = move.player;
    const piece = draft.boneyard.shift()!;
    draft.hands[player]!.push(piece);
    const fits = canPlaceAnySquare(draft.layout, [piece]);
    events.emit({ type: 'draw', player, cause: 'cannot-play', fits, piece });
    if (draft.options.drawRule === 'one') {
      if (fits) draft.mayKeep = true;
      else {
        events.emit({ type: 'pass', player, automatic: true, reason: 'drawn-unplayable' });
        nextClassicTurn(draft, events);
      }
    } else if (!fits && draft.boneyard.length === 0) {
      events.emit({ type: 'pass', player, automatic: true, reason: 'boneyard-empty' });
      nextClassicTurn(draft, events);
    }
  },
};

/** The moves of Block: play and pass. */
export const dominoSquaresBlockMoves: GameRules<
  ClassicState,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicView,
  DominoSquaresBlockCode,
  DominoSquaresClassicEvent,
  SquaresHappening
>['moves'] = { play: classicPlayRule, pass: blockPassRule };

/** The moves of Draw: play, draw and pass. */
export const dominoSquaresDrawMoves: GameRules<
  ClassicState,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresClassicView,
  DominoSquaresDrawCode,
  DominoSquaresClassicEvent,
  SquaresHappening
>['moves'] = { play: classicPlayRule, draw: drawRule, pass: drawPassRule };

/** Who moves in Block, Draw and Blind Hughie: the seat to move, nobody once over. */
export function turnActivePlayers(state: { readonly over: boolean; readonly turn: Seat }): Seat[] {
  return state.over ? [] : [state.turn];
}

/** Every legal Block or Draw move: the plays; else a draw while the boneyard lasts; else a pass. */
export function classicLegalMoves(state: ClassicState, player: Seat): DominoSquaresDrawMove[] {
  const plays: DominoSquaresDrawMove[] = listSquarePlacements(state.layout, state.hands[player]!, player).map(
    (p) => p.move,
  );
  if (state.mayKeep) return [...plays, { type: 'pass', player }];
  if (plays.length > 0) return plays;
  if (state.boneyard.length > 0) return [{ type: 'draw', player }];
  return [{ type: 'pass', player }];
}

/** Block and Draw: scores 0 until the end, then the count's. */
export function classicOutcome(state: ClassicState): Outcome {
  if (!state.over) return { over: false, scores: new Array<number>(state.players).fill(0), winners: [] };
  return { over: true, scores: state.scores, winners: state.winners };
}

/** A bound on the moves left in any Block or Draw game from this state's setup. */
export function classicMoveBound(state: ClassicState): number {
  // N pieces in all. Plays ≤ N and draws ≤ N (each removes a piece from a hand
  // or the boneyard for good); keeps (variant passes) ≤ draws. Any other pass
  // needs an empty boneyard and changes nothing, and every turn starts with
  // someone able to play (else the game ends in a block), so at most
  // players − 1 such passes come before each play, and none after the last.
  const pieces = state.layout.length + state.boneyard.length + state.outOfPlay.length;
  const n = state.hands.reduce((sum, hand) => sum + hand.length, pieces);
  return (n + 1) * (state.players + 3);
}

// ---------------------------------------------------------------------------
// Blind Hughie
// ---------------------------------------------------------------------------

function mayTurnRight(state: BlindHughieState, player: Seat): boolean {
  return state.options.eitherEnd && state.turnsTaken[player]! >= 1;
}

/** The moves of Blind Hughie: turn over and play. */
export const blindHughieMoves: GameRules<
  BlindHughieState,
  BlindHughieMove,
  BlindHughieOptions,
  BlindHughieView,
  BlindHughieCode,
  BlindHughieEvent,
  SquaresHappening
>['moves'] = {
  'turn-over': {
    fields: { end: ['left', 'right'] },
    check(state, move) {
      if (state.turned) {
        return { code: 'must-play-turned', message: 'The piece turned over fits: it must be played.' };
      }
      if (move.end === 'right' && !mayTurnRight(state, move.player)) {
        return {
          code: 'left-end-only',
          message: state.options.eitherEnd
            ? 'The right end may be turned over only after your first turn.'
            : 'Only the left end of the row is turned over (the either-end variant is off).',
        };
      }
      return null;
    },
    reduce(draft, move, events) {
      const { player, end } = move;
      const row = draft.rows[player]!;
      const entry = (end === 'left' ? row.shift() : row.pop())!;
      const piece = entry.piece as DominoSquaresPiece;
      const fits = canPlaceAnySquare(draft.layout, [piece]);
      const faceUp = !fits && hasWild(piece);
      // Shown to all when it fits, goes back face up, or was face up already; else only to its owner (ruling 18).
      const shown = fits || faceUp || entry.faceUp;
      events.emit({ type: 'turn-over', player, end, fits, faceUp, piece, shown });
      if (fits) {
        draft.turned = asDraft(piece);
        return;
      }
      row.push({ piece: asDraft(piece), faceUp, seen: true });
      endBlindHughieTurn(draft, events);
    },
  },
  play: {
    fields: { piece: 'string', rotation: 'int', x: 'int', y: 'int' },
    check(state, move) {
      let piece: DominoSquaresPiece | undefined;
      if (state.turned) {
        if (state.turned.id !== move.piece) {
          return {
            code: 'must-play-turned',
            message: `The piece turned over, ${state.turned.id}, must be played.`,
          };
        }
        piece = state.turned;
      } else {
        const entry = state.rows[move.player]!.find((e) => e.piece.id === move.piece);
        if (!entry)
          return { code: 'piece-not-in-row', message: `Seat ${move.player} has no piece ${move.piece}.` };
        if (!entry.faceUp) {
          return {
            code: 'face-down',
            message: 'Only a face-up piece may be played without turning it over.',
          };
        }
        piece = entry.piece;
      }
      const result = checkSquaresPlacement(state.layout, piece, move.rotation, move.x, move.y);
      return 'code' in result ? result : null;
    },
    reduce(draft, move, events) {
      let piece: DominoSquaresPiece;
      if (draft.turned && draft.turned.id === move.piece) {
        piece = draft.turned as DominoSquaresPiece;
        draft.turned = null;
      } else {
        const row = draft.rows[move.player]!;
        const index = row.findIndex((e) => e.piece.id === move.piece);
        piece = row.splice(index, 1)[0]!.piece as DominoSquaresPiece;
      }
      const { player, rotation, x, y } = move;
      events.emit({ type: 'play', player, piece, rotation, x, y, points: 0 });
      draft.layout.push({
        piece: asDraft(piece),
        rotation: move.rotation,
        x: move.x + 0,
        y: move.y + 0,
        player: move.player,
        points: 0,
      });
      draft.playedThisTurn = true;
      if (draft.rows[move.player]!.length === 0) finishBlindHughie(draft, 'out', events);
    },
  },
};

/** Every legal Blind Hughie move: plays of the turned piece (only those), else of face-up pieces, and turn-overs. */
export function blindHughieLegalMoves(state: BlindHughieState, player: Seat): BlindHughieMove[] {
  const toPlay = state.turned
    ? [state.turned]
    : state.rows[player]!.filter((entry) => entry.faceUp).map((entry) => entry.piece);
  const moves: BlindHughieMove[] = listSquarePlacements(state.layout, toPlay, player).map((p) => p.move);
  if (state.turned) return moves;
  moves.push({ type: 'turn-over', player, end: 'left' });
  if (mayTurnRight(state, player)) moves.push({ type: 'turn-over', player, end: 'right' });
  return moves;
}

/** Blind Hughie: scores 0 until the end, then the count's. */
export function blindHughieOutcome(state: BlindHughieState): Outcome {
  if (!state.over) return { over: false, scores: new Array<number>(state.players).fill(0), winners: [] };
  return { over: true, scores: state.scores, winners: state.winners };
}

/** A bound on the moves left in any Blind Hughie game from this state's setup. */
export function blindHughieMoveBound(state: BlindHughieState): number {
  // P row pieces. Plays ≤ P; each play follows at most one turn-over; every
  // turn ends with one more turn-over (or the game). Turns with a play ≤ P;
  // playless turns come in runs of fewer than idleRounds × players (the run
  // that reaches it ends the game), at most one run before each playing turn
  // and one at the end.
  const p =
    state.rows.reduce((sum, row) => sum + row.length, 0) + (state.turned ? 1 : 0) + state.layout.length - 1;
  return 3 * p + (p + 1) * state.options.idleRounds * state.players + 1;
}

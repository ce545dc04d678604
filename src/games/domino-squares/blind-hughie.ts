import type { Draft } from 'immer';
import { defineGame } from '../../core/define-game.js';
import { InvalidOptionError } from '../../core/errors.js';
import type { Game, Outcome, Seat } from '../../core/game.js';
import {
  canPlaceAnySquare,
  checkSquaresPlacement,
  listSquarePlacements,
  type PlacedSquaresPiece,
  startSquaresLayout,
} from './layout.js';
import type { DominoSquaresPlay } from './moves.js';
import { checkSquaresPieceSet, DOMINO_SQUARES_SET, type DominoSquaresPiece, hasWild } from './pieces.js';
import { sampleBlindHughie } from './sample.js';
import { asDraft, checkFirstPlayer, dealSquares, fewestPips } from './shared.js';

/**
 * Options of Blind Hughie played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * blindHughie.setup({ seed: 1, players: 3, eitherEnd: true, idleRounds: 1 });
 * ```
 */
export interface BlindHughieOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 9 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /** The seat that plays first (ruling 10: the oldest player, seat 0 unless told). */
  readonly firstPlayer: number;
  /** The printed variant: after his first turn a player may turn over either end of his row. */
  readonly eitherEnd: boolean;
  /**
   * The game is blocked when every player has had this many turns in a row
   * without playing a piece (ruling 17: `idleRounds × players` playless turns
   * in a row). 2 in the rules' "two successive turns"; 1 to 5.
   */
  readonly idleRounds: number;
}

/**
 * One piece of a player's row.
 *
 * @example
 * ```ts
 * const entry: BlindHughieRowPiece = { piece: DOMINO_SQUARES_SET[0]!, faceUp: false, seen: true };
 * ```
 */
export interface BlindHughieRowPiece {
  readonly piece: DominoSquaresPiece;
  /** Face up (a piece with a wild square that could not be played); anyone may see it. */
  readonly faceUp: boolean;
  /** Its owner has turned it over before (and remembers it). */
  readonly seen: boolean;
}

/**
 * What a viewer sees of one row piece: face-down pieces show `null` unless the viewer owns and has seen it.
 *
 * @example
 * ```ts
 * blindHughie.view(state, 0).rows[0]; // [{ faceUp: false, piece: null }, …]
 * ```
 */
export interface BlindHughieRowView {
  readonly faceUp: boolean;
  readonly piece: DominoSquaresPiece | null;
}

/**
 * The state of Blind Hughie with Domino Squares pieces (plain, frozen JSON).
 *
 * @example
 * ```ts
 * const state: BlindHughieState = blindHughie.setup({ seed: 1 });
 * state.rows[0]!.length; // 9
 * ```
 */
export interface BlindHughieState {
  readonly players: number;
  readonly rng: readonly number[];
  /** The rules in play; `pieces` is the whole set (public: every player knows what the box holds). */
  readonly options: {
    readonly firstPlayer: number;
    readonly eitherEnd: boolean;
    readonly idleRounds: number;
    readonly pieces: readonly DominoSquaresPiece[];
  };
  /** The layout, starter first; pieces score nothing in this game (`points` 0). */
  readonly layout: readonly PlacedSquaresPiece[];
  /** Each seat's row, left end first. */
  readonly rows: readonly (readonly BlindHughieRowPiece[])[];
  /** The pieces set aside face down. */
  readonly outOfPlay: readonly DominoSquaresPiece[];
  readonly turn: Seat;
  /** The piece just turned over, which fits and must be played now; `null` otherwise. */
  readonly turned: DominoSquaresPiece | null;
  /** Turns each seat has finished. */
  readonly turnsTaken: readonly number[];
  /** Whether the player to move has played a piece this turn. */
  readonly playedThisTurn: boolean;
  /** Finished turns in a row in which no piece was played. */
  readonly idleTurns: number;
  readonly ended: 'out' | 'block' | null;
  /** Pips left in each row when the game ended (empty before). */
  readonly pips: readonly number[];
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly over: boolean;
}

/**
 * Turn over the piece at an end of your row: the left end, or (variant
 * `eitherEnd`, after your first turn) the right end. If it fits it must be
 * played next; if not, it goes to the right end of the row and the turn ends.
 *
 * @example
 * ```ts
 * const move: BlindHughieTurnOver = { type: 'turn-over', player: 0, end: 'left' };
 * ```
 */
export interface BlindHughieTurnOver {
  readonly type: 'turn-over';
  readonly player: Seat;
  readonly end: 'left' | 'right';
}

/**
 * A Blind Hughie move: turn over a piece, or play the turned piece or a face-up piece of your row.
 *
 * @example
 * ```ts
 * const move: BlindHughieMove = { type: 'turn-over', player: 0, end: 'left' };
 * ```
 */
export type BlindHughieMove = BlindHughieTurnOver | DominoSquaresPlay;

/**
 * What one seat (or a spectator) sees of Blind Hughie.
 *
 * @example
 * ```ts
 * const view: BlindHughieView = blindHughie.view(state, 1);
 * view.turned; // the piece being played, or null
 * ```
 */
export interface BlindHughieView {
  readonly viewer: Seat | null;
  readonly players: number;
  readonly options: BlindHughieState['options'];
  readonly layout: readonly PlacedSquaresPiece[];
  /** Every row, left end first; hidden pieces are `null` (all shown once the game is over). */
  readonly rows: readonly (readonly BlindHughieRowView[])[];
  readonly outOfPlaySize: number;
  readonly turn: Seat;
  readonly turned: DominoSquaresPiece | null;
  readonly turnsTaken: readonly number[];
  readonly playedThisTurn: boolean;
  readonly idleTurns: number;
  readonly ended: 'out' | 'block' | null;
  readonly pips: readonly number[];
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly over: boolean;
}

type State = BlindHughieState;
type Mutable = Draft<State>;

/** Pieces in each row. */
const ROW_SIZE = 9;

function finish(draft: Mutable, ended: 'out' | 'block'): void {
  const result = fewestPips(draft.rows.map((row) => row.map((entry) => entry.piece as DominoSquaresPiece)));
  draft.pips = result.pips;
  draft.scores = result.scores;
  draft.winners = result.winners;
  draft.ended = ended;
  draft.over = true;
}

function endTurn(draft: Mutable): void {
  draft.turnsTaken[draft.turn]! += 1;
  draft.idleTurns = draft.playedThisTurn ? 0 : draft.idleTurns + 1;
  draft.playedThisTurn = false;
  if (draft.idleTurns >= draft.options.idleRounds * draft.players) finish(draft, 'block');
  else draft.turn = (draft.turn + 1) % draft.players;
}

function mayTurnRight(state: State, player: Seat): boolean {
  return state.options.eitherEnd && state.turnsTaken[player]! >= 1;
}

function outcome(state: State): Outcome {
  if (!state.over) return { over: false, scores: new Array<number>(state.players).fill(0), winners: [] };
  return { over: true, scores: state.scores, winners: state.winners };
}

/**
 * The defaults of {@link blindHughie}.
 *
 * @example
 * ```ts
 * BLIND_HUGHIE_DEFAULTS.idleRounds; // 2
 * ```
 */
export const BLIND_HUGHIE_DEFAULTS: BlindHughieOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  eitherEnd: false,
  idleRounds: 2,
};

/**
 * Blind Hughie, played with Domino Squares pieces: each player's 9 pieces lie
 * face down in a row, unseen even by their owner. On his turn a player turns
 * over the left end; if it fits he must play it and goes again; if not it goes
 * to the right end, face down (face up if it has a wild, and may then be
 * played instead of turning one over). Scored as Block.
 * Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { blindHughie } from 'boneyard/domino-squares';
 * let state = blindHughie.setup({ seed: 3, players: 4, eitherEnd: true });
 * state = blindHughie.apply(state, { type: 'turn-over', player: 0, end: 'left' });
 * blindHughie.view(state, 1).rows[1]; // seat 1's own row: still all hidden, [{ faceUp: false, piece: null }, …]
 * ```
 */
export const blindHughie: Game<BlindHughieState, BlindHughieMove, BlindHughieOptions, BlindHughieView> =
  defineGame<BlindHughieState, BlindHughieMove, BlindHughieOptions, BlindHughieView>({
    id: 'blind-hughie',
    name: 'Blind Hughie (Domino Squares)',
    minPlayers: 2,
    maxPlayers: 4,
    defaultPlayers: 2,
    defaultOptions: BLIND_HUGHIE_DEFAULTS,
    checkOptions(options, players) {
      checkSquaresPieceSet(options.pieces, players * ROW_SIZE + 1);
      checkFirstPlayer(options.firstPlayer, players);
      if (typeof options.eitherEnd !== 'boolean')
        throw new InvalidOptionError('eitherEnd', 'must be true or false');
      if (!Number.isSafeInteger(options.idleRounds) || options.idleRounds < 1 || options.idleRounds > 5) {
        throw new InvalidOptionError('idleRounds', 'must be a whole number from 1 to 5');
      }
    },
    init(players, options, rng) {
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
    },
    moves: {
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
        reduce(draft, move) {
          const row = draft.rows[move.player]!;
          const entry = (move.end === 'left' ? row.shift() : row.pop())!;
          const piece = entry.piece;
          if (canPlaceAnySquare(draft.layout, [piece])) {
            draft.turned = piece;
            return;
          }
          row.push({ piece, faceUp: hasWild(piece), seen: true });
          endTurn(draft);
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
        reduce(draft, move) {
          let piece: DominoSquaresPiece;
          if (draft.turned && draft.turned.id === move.piece) {
            piece = draft.turned as DominoSquaresPiece;
            draft.turned = null;
          } else {
            const row = draft.rows[move.player]!;
            const index = row.findIndex((e) => e.piece.id === move.piece);
            piece = row.splice(index, 1)[0]!.piece as DominoSquaresPiece;
          }
          draft.layout.push({
            piece: asDraft(piece),
            rotation: move.rotation,
            x: move.x + 0,
            y: move.y + 0,
            player: move.player,
            points: 0,
          });
          draft.playedThisTurn = true;
          if (draft.rows[move.player]!.length === 0) finish(draft, 'out');
        },
      },
    },
    activePlayers: (state) => (state.over ? [] : [state.turn]),
    legalMoves(state, player) {
      const toPlay = state.turned
        ? [state.turned]
        : state.rows[player]!.filter((entry) => entry.faceUp).map((entry) => entry.piece);
      const moves: BlindHughieMove[] = listSquarePlacements(state.layout, toPlay).map((p) => ({
        type: 'play',
        player,
        piece: p.piece,
        rotation: p.rotation,
        x: p.x,
        y: p.y,
      }));
      if (state.turned) return moves;
      moves.push({ type: 'turn-over', player, end: 'left' });
      if (mayTurnRight(state, player)) moves.push({ type: 'turn-over', player, end: 'right' });
      return moves;
    },
    view(state, viewer) {
      return {
        viewer,
        players: state.players,
        options: state.options,
        layout: state.layout,
        rows: state.rows.map((row, seat) =>
          row.map((entry) => ({
            faceUp: entry.faceUp,
            piece: entry.faceUp || state.over || (seat === viewer && entry.seen) ? entry.piece : null,
          })),
        ),
        outOfPlaySize: state.outOfPlay.length,
        turn: state.turn,
        turned: state.turned,
        turnsTaken: state.turnsTaken,
        playedThisTurn: state.playedThisTurn,
        idleTurns: state.idleTurns,
        ended: state.ended,
        pips: state.pips,
        scores: state.scores,
        winners: state.winners,
        over: state.over,
      };
    },
    outcome,
    sample: sampleBlindHughie,
    moveBound(state) {
      // P row pieces. Plays ≤ P; each play follows at most one turn-over; every
      // turn ends with one more turn-over (or the game). Turns with a play ≤ P;
      // playless turns come in runs of fewer than idleRounds × players (the run
      // that reaches it ends the game), at most one run before each playing turn
      // and one at the end.
      const p =
        state.rows.reduce((sum, row) => sum + row.length, 0) +
        (state.turned ? 1 : 0) +
        state.layout.length -
        1;
      return 3 * p + (p + 1) * state.options.idleRounds * state.players + 1;
    },
  });

import type { Draft } from 'immer';
import { defineGame } from '../../core/define-game.js';
import { InvalidOptionError } from '../../core/errors.js';
import type { Game, Outcome, Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import {
  canPlaceAnySquare,
  checkSquaresPlacement,
  listSquarePlacements,
  type PlacedSquaresPiece,
  startSquaresLayout,
} from './layout.js';
import type { DominoSquaresDraw, DominoSquaresPass, DominoSquaresPlay } from './moves.js';
import { checkSquaresPieceSet, DOMINO_SQUARES_SET, type DominoSquaresPiece, pieceCommand } from './pieces.js';
import { sampleDominoSquares } from './sample.js';
import { asDraft, checkFirstPlayer, dealSquares } from './shared.js';

/**
 * Options of Domino Squares.
 *
 * @example
 * ```ts
 * dominoSquares.setup({ seed: 1, players: 3, firstPlayer: 2, rounds: 1 });
 * ```
 */
export interface DominoSquaresOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least a hand per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /** The oldest player's seat, who leads the first round (default 0). */
  readonly firstPlayer: number;
  /** Rounds in a game: 3 in the rules; 1 to 10. */
  readonly rounds: number;
}

/**
 * Where a turn stands: `'play'` (play, draw, or pass on an empty pile),
 * `'drawn'` (play the piece just drawn or keep it), `'again'` (Play Again:
 * play another piece or stop), `'give'` (Give 1: choose who and what),
 * `'direction'` (All Pass 1: choose left or right), `'passing'` (All Pass 1:
 * every player chooses a piece to pass, all at once, hidden).
 *
 * @example
 * ```ts
 * if (state.phase === 'passing') console.log('everyone chooses a piece to pass');
 * ```
 */
export type DominoSquaresPhase = 'play' | 'drawn' | 'again' | 'give' | 'direction' | 'passing';

/**
 * How one round ended.
 *
 * @example
 * ```ts
 * const last: DominoSquaresRoundResult | undefined = state.results.at(-1);
 * last?.bonus; // e.g. [0, 27, 0]
 * ```
 */
export interface DominoSquaresRoundResult {
  /** The player who ran out of pieces, or `null` when the round blocked (ruling 13). */
  readonly winner: Seat | null;
  readonly leader: Seat;
  /** The finished layout. */
  readonly layout: readonly PlacedSquaresPiece[];
  /** The hands left, exposed for the count. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[];
  /** Points each seat scored with scoring sides this round. */
  readonly playPoints: readonly number[];
  /** The going-out bonus: 10 + 2 per ordinary and 3 per command piece in the other hands. */
  readonly bonus: readonly number[];
}

/**
 * The whole state of a Domino Squares game (plain, frozen JSON).
 *
 * @example
 * ```ts
 * const state: DominoSquaresState = dominoSquares.setup({ seed: 1 });
 * state.hands[0]!.length; // 7
 * ```
 */
export interface DominoSquaresState {
  readonly players: number;
  readonly rng: readonly number[];
  /** The rules in play; `pieces` is the whole set (public: every player knows what the box holds). */
  readonly options: {
    readonly firstPlayer: number;
    readonly rounds: number;
    readonly pieces: readonly DominoSquaresPiece[];
  };
  /** The round being played, from 0. */
  readonly round: number;
  /** Who led this round. */
  readonly leader: Seat;
  /** Whose turn it is (the player of the command during `'give'`, `'direction'` and `'passing'`). */
  readonly turn: Seat;
  readonly phase: DominoSquaresPhase;
  readonly layout: readonly PlacedSquaresPiece[];
  readonly hands: readonly (readonly DominoSquaresPiece[])[];
  /** The face-down draw pile, top first. */
  readonly pile: readonly DominoSquaresPiece[];
  /** In `'drawn'`: the id of the piece just drawn, the only one that may be played now. */
  readonly drawn: string | null;
  /** All Pass 1: the chosen direction. */
  readonly passDirection: 'left' | 'right' | null;
  /** All Pass 1: each seat's hidden choice (a piece id) until everyone has chosen. */
  readonly passChoices: readonly (string | null)[];
  /** What seats remember of other hands this round: the pieces they gave or passed (ruling 25). */
  readonly known: readonly DominoSquaresKnownPiece[];
  /** Points from scoring sides this round. */
  readonly roundPoints: readonly number[];
  /** Totals over the game. */
  readonly scores: readonly number[];
  readonly results: readonly DominoSquaresRoundResult[];
  readonly over: boolean;
}

/**
 * A fact a seat remembers (ruling 25): `by` gave or passed the piece `piece`
 * to `holder`, who still holds it as far as `by` can tell. Facts last until
 * the piece is played, until `holder` gives or passes a piece that `by` did
 * not see, or until the round ends.
 *
 * @example
 * ```ts
 * const fact: DominoSquaresKnownPiece = { by: 0, holder: 2, piece: 'p31' }; // seat 0 gave p31 to seat 2
 * dominoSquares.view(state, 0).known; // the facts seat 0 remembers
 * ```
 */
export interface DominoSquaresKnownPiece {
  readonly by: Seat;
  readonly holder: Seat;
  readonly piece: string;
}

/**
 * Give 1: give one piece of your hand to another player.
 *
 * @example
 * ```ts
 * const move: DominoSquaresGive = { type: 'give', player: 0, to: 2, piece: 'p31' };
 * ```
 */
export interface DominoSquaresGive {
  readonly type: 'give';
  readonly player: Seat;
  readonly to: Seat;
  readonly piece: string;
}

/**
 * All Pass 1: choose which way the pieces go (left is the next seat).
 *
 * @example
 * ```ts
 * const move: DominoSquaresDirection = { type: 'direction', player: 1, toward: 'right' };
 * ```
 */
export interface DominoSquaresDirection {
  readonly type: 'direction';
  readonly player: Seat;
  readonly toward: 'left' | 'right';
}

/**
 * All Pass 1: the piece you pass, chosen face down; every player chooses at
 * the same time and nobody sees another's choice until all have chosen.
 *
 * @example
 * ```ts
 * const move: DominoSquaresPassPiece = { type: 'pass-piece', player: 3, piece: 'p05' };
 * ```
 */
export interface DominoSquaresPassPiece {
  readonly type: 'pass-piece';
  readonly player: Seat;
  readonly piece: string;
}

/**
 * A Domino Squares move.
 *
 * @example
 * ```ts
 * const move: DominoSquaresMove = { type: 'direction', player: 0, toward: 'left' };
 * ```
 */
export type DominoSquaresMove =
  | DominoSquaresPlay
  | DominoSquaresDraw
  | DominoSquaresPass
  | DominoSquaresGive
  | DominoSquaresDirection
  | DominoSquaresPassPiece;

/**
 * What one seat (or a spectator) sees of a Domino Squares game.
 *
 * @example
 * ```ts
 * const view: DominoSquaresView = dominoSquares.view(state, 0);
 * view.passChosen; // who has chosen a piece during All Pass 1
 * ```
 */
export interface DominoSquaresView {
  readonly viewer: Seat | null;
  readonly players: number;
  readonly options: DominoSquaresState['options'];
  readonly round: number;
  readonly leader: Seat;
  readonly turn: Seat;
  readonly phase: DominoSquaresPhase;
  readonly layout: readonly PlacedSquaresPiece[];
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly DominoSquaresPiece[];
  readonly handSizes: readonly number[];
  readonly pileSize: number;
  /** The piece just drawn, shown only to the player who drew it. */
  readonly drawn: string | null;
  readonly passDirection: 'left' | 'right' | null;
  /** All Pass 1: who has chosen (not what). */
  readonly passChosen: readonly boolean[];
  /** All Pass 1: the viewer's own choice. */
  readonly myPassChoice: string | null;
  /** The pieces the viewer gave or passed and knows where they are (ruling 25); empty for a spectator. */
  readonly known: readonly DominoSquaresKnownPiece[];
  readonly roundPoints: readonly number[];
  readonly scores: readonly number[];
  readonly results: readonly DominoSquaresRoundResult[];
  readonly over: boolean;
}

type State = DominoSquaresState;
type Mutable = Draft<State>;

/**
 * Pieces dealt to each player: 7, or 6 when four play.
 *
 * @example
 * ```ts
 * dominoSquaresHandSize(4); // 6
 * dominoSquaresHandSize(3); // 7
 * ```
 */
export function dominoSquaresHandSize(players: number): number {
  return players === 4 ? 6 : 7;
}

function findPiece(hand: readonly DominoSquaresPiece[], id: string): DominoSquaresPiece | undefined {
  return hand.find((piece) => piece.id === id);
}

function takePiece(hand: Draft<DominoSquaresPiece[]>, id: string): DominoSquaresPiece {
  const index = hand.findIndex((piece) => piece.id === id);
  return hand.splice(index, 1)[0]!;
}

/** A round ends blocked when the pile is empty and nobody can play (ruling 13). */
function settle(draft: Mutable): void {
  if (draft.over || draft.phase !== 'play' || draft.pile.length > 0) return;
  if (!canPlaceAnySquare(draft.layout, draft.hands.flat())) endRound(draft, null);
}

function deal(draft: Mutable, pieces: DominoSquaresPiece[], leader: Seat): void {
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
  settle(draft);
}

function endRound(draft: Mutable, winner: Seat | null): void {
  const bonus = new Array<number>(draft.players).fill(0);
  if (winner !== null) {
    let points = 10;
    for (const hand of draft.hands) for (const piece of hand) points += pieceCommand(piece) ? 3 : 2;
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
  if (draft.round + 1 >= draft.options.rounds) {
    draft.over = true;
    draft.phase = 'play';
    draft.drawn = null;
    return;
  }
  draft.round += 1;
  const all = [...draft.layout.map((placed) => placed.piece), ...draft.hands.flat(), ...draft.pile];
  deal(draft, all as DominoSquaresPiece[], ((winner ?? draft.leader) + 1) % draft.players);
}

/** Drops the remembered facts that `drop` names (ruling 25). */
function forget(draft: Mutable, drop: (fact: DominoSquaresKnownPiece) => boolean): void {
  if (draft.known.length > 0) draft.known = draft.known.filter((fact) => !drop(fact));
}

function endTurn(draft: Mutable, step: 1 | 2): void {
  draft.turn = (draft.turn + step) % draft.players;
  draft.phase = 'play';
  draft.drawn = null;
  settle(draft);
}

/** Draws the top of the pile for the player: if it fits, they may play it now (`'drawn'`), else the turn ends. */
function drawOne(draft: Mutable, player: Seat): void {
  const piece = draft.pile.shift();
  if (!piece) {
    endTurn(draft, 1);
    return;
  }
  draft.hands[player]!.push(piece);
  if (canPlaceAnySquare(draft.layout, [piece])) {
    draft.phase = 'drawn';
    draft.drawn = piece.id;
  } else {
    endTurn(draft, 1);
  }
}

/** Carries out the command of the piece just played (ruling 14: not on a player's last piece). */
function command(draft: Mutable, player: Seat, piece: DominoSquaresPiece): void {
  switch (pieceCommand(piece)) {
    case 'give-1':
      draft.phase = 'give';
      return;
    case 'draw-1':
      drawOne(draft, player);
      return;
    case 'skip':
      endTurn(draft, 2);
      return;
    case 'play-again':
      if (canPlaceAnySquare(draft.layout, draft.hands[player]!)) {
        draft.phase = 'again';
        draft.drawn = null;
      } else {
        endTurn(draft, 1);
      }
      return;
    case 'all-pass-1':
      draft.phase = 'direction';
      return;
    default:
      endTurn(draft, 1);
  }
}

function passers(state: State): Seat[] {
  const seats: Seat[] = [];
  state.hands.forEach((hand, seat) => {
    if (hand.length > 0 && state.passChoices[seat] === null) seats.push(seat);
  });
  return seats;
}

function placements(state: State, player: Seat): DominoSquaresPlay[] {
  const hand = state.hands[player]!;
  const pieces = state.phase === 'drawn' ? hand.filter((piece) => piece.id === state.drawn) : hand;
  return listSquarePlacements(state.layout, pieces).map((p) => ({
    type: 'play',
    player,
    piece: p.piece,
    rotation: p.rotation,
    x: p.x,
    y: p.y,
  }));
}

function outcome(state: State): Outcome {
  if (!state.over) return { over: false, scores: state.scores, winners: [] };
  return { over: true, scores: state.scores, winners: bestSeats(state.scores) };
}

/**
 * The defaults of {@link dominoSquares}: the default set, seat 0 leads, three rounds.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DEFAULTS.rounds; // 3
 * ```
 */
export const DOMINO_SQUARES_DEFAULTS: DominoSquaresOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  rounds: 3,
};

/**
 * Domino Squares (Winning Moves): square four-number pieces matched side to
 * side at either end of the layout, a score on every play, command pieces
 * (Give 1, Draw 1, Skip, Play Again, All Pass 1), three rounds.
 * Options: {@link DominoSquaresOptions}. Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { dominoSquares, listSquarePlacements } from 'boneyard/domino-squares';
 * let state = dominoSquares.setup({ seed: 42, players: 3 });
 * const seat = dominoSquares.activePlayers(state)[0]!;
 * const view = dominoSquares.view(state, seat);
 * const hints = listSquarePlacements(view.layout, view.myHand); // where each piece fits, and its points
 * state = dominoSquares.apply(state, dominoSquares.legalMoves(state, seat)[0]!);
 * ```
 */
export const dominoSquares: Game<
  DominoSquaresState,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresView
> = defineGame<DominoSquaresState, DominoSquaresMove, DominoSquaresOptions, DominoSquaresView>({
  id: 'domino-squares',
  name: 'Domino Squares',
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  defaultOptions: DOMINO_SQUARES_DEFAULTS,
  checkOptions(options, players) {
    checkSquaresPieceSet(options.pieces, players * dominoSquaresHandSize(players) + 1);
    checkFirstPlayer(options.firstPlayer, players);
    if (!Number.isSafeInteger(options.rounds) || options.rounds < 1 || options.rounds > 10) {
      throw new InvalidOptionError('rounds', 'must be a whole number from 1 to 10');
    }
  },
  init(players, options, rng) {
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
    } as unknown as Mutable;
    deal(state, [...pieces], options.firstPlayer);
    return state as unknown as State;
  },
  moves: {
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
      reduce(draft, move) {
        const hand = draft.hands[move.player]!;
        const piece = takePiece(hand, move.piece);
        const result = checkSquaresPlacement(draft.layout, piece, move.rotation, move.x, move.y);
        const points = 'points' in result ? result.points : 0;
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
        forget(draft, (fact) => fact.piece === move.piece);
        if (hand.length === 0) endRound(draft, move.player);
        else command(draft, move.player, piece);
      },
    },
    draw: {
      fields: {},
      check(state) {
        if (state.phase !== 'play') return { code: 'not-now', message: `No drawing during ${state.phase}.` };
        if (state.pile.length === 0) return { code: 'empty-pile', message: 'The draw pile is empty.' };
        return null;
      },
      reduce(draft, move) {
        drawOne(draft, move.player);
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
      reduce(draft) {
        endTurn(draft, 1);
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
      reduce(draft, move) {
        const hand = draft.hands[move.player]!;
        draft.hands[move.to]!.push(asDraft(takePiece(hand, move.piece)));
        // The receiver saw which piece came; nobody else can tell which of the giver's pieces left.
        forget(
          draft,
          (fact) => fact.holder === move.player && (fact.by !== move.to || fact.piece === move.piece),
        );
        draft.known.push({ by: move.player, holder: move.to, piece: move.piece });
        if (hand.length === 0) endRound(draft, move.player);
        else endTurn(draft, 1);
      },
    },
    direction: {
      fields: { toward: ['left', 'right'] },
      check(state) {
        return state.phase === 'direction'
          ? null
          : { code: 'not-now', message: 'All Pass 1 was not played.' };
      },
      reduce(draft, move) {
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
      reduce(draft, move) {
        draft.passChoices[move.player] = move.piece;
        if (passers(draft as State).length > 0) return;
        const step = draft.passDirection === 'right' ? draft.players - 1 : 1;
        const choices = [...draft.passChoices];
        // A fact about a passer's hand survives only for the seat that received its piece and saw another.
        forget(draft, (fact) => {
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
        draft.passDirection = null;
        draft.passChoices = new Array<string | null>(draft.players).fill(null);
        endTurn(draft, 1);
      },
    },
  },
  activePlayers(state) {
    if (state.over) return [];
    return state.phase === 'passing' ? passers(state) : [state.turn];
  },
  legalMoves(state, player): DominoSquaresMove[] {
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
  },
  view(state, viewer) {
    return {
      viewer,
      players: state.players,
      options: state.options,
      round: state.round,
      leader: state.leader,
      turn: state.turn,
      phase: state.phase,
      layout: state.layout,
      myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
      handSizes: state.hands.map((hand) => hand.length),
      pileSize: state.pile.length,
      drawn: viewer === state.turn ? state.drawn : null,
      passDirection: state.passDirection,
      passChosen: state.passChoices.map((choice) => choice !== null),
      myPassChoice: viewer === null ? null : (state.passChoices[viewer] ?? null),
      known: viewer === null ? [] : state.known.filter((fact) => fact.by === viewer),
      roundPoints: state.roundPoints,
      scores: state.scores,
      results: state.results,
      over: state.over,
    };
  },
  outcome,
  sample: sampleDominoSquares,
  moveBound(state) {
    // Per round, with N pieces: plays ≤ N and draws ≤ N (pieces leave a hand
    // or the pile for good). A play's command adds at most 1 + players moves
    // (All Pass 1: direction and one choice each); a draw at most one pass.
    // A pass on an empty pile changes nothing and every turn starts with
    // someone able to play (else the round blocks), so at most players − 1
    // such passes precede each play.
    const n =
      state.layout.length + state.pile.length + state.hands.reduce((sum, hand) => sum + hand.length, 0);
    return state.options.rounds * ((2 * state.players + 3) * n + state.players) + 1;
  },
});

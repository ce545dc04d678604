import type { Draft } from 'immer';
import { defineGame, type MoveRule } from '../../core/define-game.js';
import { InvalidOptionError } from '../../core/errors.js';
import type { Game, Outcome, Seat, Violation } from '../../core/game.js';
import {
  canPlaceAnySquare,
  checkSquaresPlacement,
  listSquarePlacements,
  type PlacedSquaresPiece,
  startSquaresLayout,
} from './layout.js';
import type { DominoSquaresDraw, DominoSquaresPass, DominoSquaresPlay } from './moves.js';
import { checkSquaresPieceSet, DOMINO_SQUARES_SET, type DominoSquaresPiece } from './pieces.js';
import { sampleDominoSquaresBlock, sampleDominoSquaresDraw } from './sample.js';
import { checkFirstPlayer, dealSquares, fewestPips } from './shared.js';

/**
 * Options of Block played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresBlock.setup({ seed: 1, players: 4, firstPlayer: 2 });
 * ```
 */
export interface DominoSquaresBlockOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 9 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /** The seat that plays first (ruling 10: the oldest player, seat 0 unless told). */
  readonly firstPlayer: number;
}

/**
 * Options of Draw played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresDraw.setup({ seed: 1, drawRule: 'one' });
 * ```
 */
export interface DominoSquaresDrawOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 7 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /** The seat that plays first (ruling 10: the oldest player, seat 0 unless told). */
  readonly firstPlayer: number;
  /**
   * `'until-playable'` (the rules): a player who cannot play draws piece after
   * piece until one can be played. `'one'` (the printed variant): draw one
   * piece, play it at once if it fits and you wish, else keep it; the turn ends.
   */
  readonly drawRule: 'until-playable' | 'one';
}

/**
 * The state of Block or Draw with Domino Squares pieces (plain, frozen JSON).
 *
 * @example
 * ```ts
 * const state: DominoSquaresClassicState = dominoSquaresDraw.setup({ seed: 1 });
 * state.boneyard.length; // 48 - 15
 * ```
 */
export interface DominoSquaresClassicState {
  readonly players: number;
  readonly rng: readonly number[];
  /** Which of the two games. */
  readonly game: 'block' | 'draw';
  /** `drawRule` is `null` in Block, which has no boneyard; `pieces` is the whole set (public). */
  readonly options: {
    readonly firstPlayer: number;
    readonly drawRule: 'until-playable' | 'one' | null;
    readonly pieces: readonly DominoSquaresPiece[];
  };
  /** The layout, starter first; pieces score nothing in these games (`points` 0). */
  readonly layout: readonly PlacedSquaresPiece[];
  /** Each seat's hidden hand. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[];
  /** Draw: the face-down boneyard, top first. Block: always empty. */
  readonly boneyard: readonly DominoSquaresPiece[];
  /** Block: the pieces put out of play, face down. Draw: always empty. */
  readonly outOfPlay: readonly DominoSquaresPiece[];
  /** The seat to move; meaningless once `over`. */
  readonly turn: Seat;
  /** Draw, variant `'one'`: the player drew a piece that fits and may play it or keep it (pass). */
  readonly mayKeep: boolean;
  /** How the game ended: a player went out (`'domino'`) or nobody could play (`'block'`). */
  readonly ended: 'domino' | 'block' | null;
  /** Pips left in each hand when the game ended (empty before). */
  readonly pips: readonly number[];
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly over: boolean;
}

/**
 * A move of Block with Domino Squares pieces.
 *
 * @example
 * ```ts
 * const move: DominoSquaresBlockMove = { type: 'pass', player: 1 };
 * ```
 */
export type DominoSquaresBlockMove = DominoSquaresPlay | DominoSquaresPass;
/**
 * A move of Draw with Domino Squares pieces.
 *
 * @example
 * ```ts
 * const move: DominoSquaresDrawMove = { type: 'draw', player: 0 };
 * ```
 */
export type DominoSquaresDrawMove = DominoSquaresPlay | DominoSquaresDraw | DominoSquaresPass;

/**
 * What one seat (or a spectator) sees of Block or Draw.
 *
 * @example
 * ```ts
 * const view: DominoSquaresClassicView = dominoSquaresBlock.view(state, 0);
 * view.myHand.length; // 9 at the start
 * ```
 */
export interface DominoSquaresClassicView {
  readonly viewer: Seat | null;
  readonly players: number;
  readonly game: 'block' | 'draw';
  readonly options: DominoSquaresClassicState['options'];
  readonly layout: readonly PlacedSquaresPiece[];
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly DominoSquaresPiece[];
  readonly handSizes: readonly number[];
  readonly boneyardSize: number;
  readonly outOfPlaySize: number;
  readonly turn: Seat;
  readonly mayKeep: boolean;
  /** Every hand, once the game is over and hands are exposed; `null` before. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[] | null;
  readonly ended: 'domino' | 'block' | null;
  readonly pips: readonly number[];
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly over: boolean;
}

type State = DominoSquaresClassicState;
type Mutable = Draft<State>;

const HAND_SIZE = { block: 9, draw: 7 } as const;

function finish(draft: Mutable, ended: 'domino' | 'block'): void {
  const result = fewestPips(draft.hands as DominoSquaresPiece[][]);
  draft.pips = result.pips;
  draft.scores = result.scores;
  draft.winners = result.winners;
  draft.ended = ended;
  draft.over = true;
}

/** Gives the turn to `seat`, or ends the game in a block if nobody can play and nobody can draw (ruling 11). */
function startTurn(draft: Mutable, seat: Seat): void {
  draft.turn = seat;
  draft.mayKeep = false;
  if (draft.boneyard.length > 0) return;
  if (!canPlaceAnySquare(draft.layout, draft.hands.flat())) finish(draft, 'block');
}

function next(draft: Mutable): void {
  startTurn(draft, (draft.turn + 1) % draft.players);
}

const playRule: MoveRule<State, DominoSquaresPlay> = {
  fields: { piece: 'string', rotation: 'int', x: 'int', y: 'int' },
  check(state, move) {
    const piece = state.hands[move.player]!.find((p) => p.id === move.piece);
    if (!piece)
      return { code: 'piece-not-in-hand', message: `Seat ${move.player} holds no piece ${move.piece}.` };
    const result = checkSquaresPlacement(state.layout, piece, move.rotation, move.x, move.y);
    return 'code' in result ? result : null;
  },
  reduce(draft, move) {
    const hand = draft.hands[move.player]!;
    const index = hand.findIndex((p) => p.id === move.piece);
    const [piece] = hand.splice(index, 1);
    draft.layout.push({
      piece: piece!,
      rotation: move.rotation,
      x: move.x + 0,
      y: move.y + 0,
      player: move.player,
      points: 0,
    });
    if (hand.length === 0) finish(draft, 'domino');
    else next(draft);
  },
};

const passRule: MoveRule<State, DominoSquaresPass> = {
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
  reduce(draft) {
    next(draft);
  },
};

const drawRule: MoveRule<State, DominoSquaresDraw> = {
  fields: {},
  check(state, move): Violation | null {
    if (state.mayKeep) return { code: 'already-drew', message: 'Play the piece you drew or keep it (pass).' };
    if (state.boneyard.length === 0) return { code: 'empty-boneyard', message: 'The boneyard is empty.' };
    if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
      return { code: 'must-play', message: 'A player draws only when he cannot play.' };
    }
    return null;
  },
  reduce(draft, move) {
    const piece = draft.boneyard.shift()!;
    draft.hands[move.player]!.push(piece);
    const fits = canPlaceAnySquare(draft.layout, [piece]);
    if (draft.options.drawRule === 'one') {
      if (fits) draft.mayKeep = true;
      else next(draft);
    } else if (!fits && draft.boneyard.length === 0) {
      next(draft);
    }
  },
};

function legalMoves(
  state: State,
  player: Seat,
): (DominoSquaresPlay | DominoSquaresDraw | DominoSquaresPass)[] {
  const plays: (DominoSquaresPlay | DominoSquaresDraw | DominoSquaresPass)[] = listSquarePlacements(
    state.layout,
    state.hands[player]!,
  ).map((p) => ({ type: 'play', player, piece: p.piece, rotation: p.rotation, x: p.x, y: p.y }));
  if (state.mayKeep) return [...plays, { type: 'pass', player }];
  if (plays.length > 0) return plays;
  if (state.boneyard.length > 0) return [{ type: 'draw', player }];
  return [{ type: 'pass', player }];
}

function view(state: State, viewer: Seat | null): DominoSquaresClassicView {
  return {
    viewer,
    players: state.players,
    game: state.game,
    options: state.options,
    layout: state.layout,
    myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
    handSizes: state.hands.map((hand) => hand.length),
    boneyardSize: state.boneyard.length,
    outOfPlaySize: state.outOfPlay.length,
    turn: state.turn,
    mayKeep: state.mayKeep,
    hands: state.over ? state.hands : null,
    ended: state.ended,
    pips: state.pips,
    scores: state.scores,
    winners: state.winners,
    over: state.over,
  };
}

function outcome(state: State): Outcome {
  if (!state.over) return { over: false, scores: new Array<number>(state.players).fill(0), winners: [] };
  return { over: true, scores: state.scores, winners: state.winners };
}

function moveBound(state: State): number {
  // N pieces in all. Plays ≤ N and draws ≤ N (each removes a piece from a hand
  // or the boneyard for good); keeps (variant passes) ≤ draws. Any other pass
  // needs an empty boneyard and changes nothing, and every turn starts with
  // someone able to play (else the game ends in a block), so at most
  // players − 1 such passes come before each play, and none after the last.
  const pieces = state.layout.length + state.boneyard.length + state.outOfPlay.length;
  const n = state.hands.reduce((sum, hand) => sum + hand.length, pieces);
  return (n + 1) * (state.players + 3);
}

function init(
  game: 'block' | 'draw',
  players: number,
  options: {
    pieces: readonly DominoSquaresPiece[];
    firstPlayer: number;
    drawRule: 'until-playable' | 'one' | null;
  },
  rng: readonly number[],
): State {
  const holder = { rng: [...rng] };
  const deal = dealSquares(holder, options.pieces, players, HAND_SIZE[game]);
  const state: State = {
    players,
    rng: holder.rng,
    game,
    options: { firstPlayer: options.firstPlayer, drawRule: options.drawRule, pieces: options.pieces },
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
  startTurn(state as unknown as Mutable, options.firstPlayer);
  return state;
}

function checkCommon(
  game: 'block' | 'draw',
  options: { pieces: unknown; firstPlayer: unknown },
  players: number,
) {
  checkSquaresPieceSet(options.pieces, players * HAND_SIZE[game] + 1);
  checkFirstPlayer(options.firstPlayer, players);
}

/**
 * The defaults of {@link dominoSquaresBlock}.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_BLOCK_DEFAULTS.firstPlayer; // 0
 * ```
 */
export const DOMINO_SQUARES_BLOCK_DEFAULTS: DominoSquaresBlockOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
};

/**
 * The defaults of {@link dominoSquaresDraw}.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DRAW_DEFAULTS.drawRule; // 'until-playable'
 * ```
 */
export const DOMINO_SQUARES_DRAW_DEFAULTS: DominoSquaresDrawOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  drawRule: 'until-playable',
};

/**
 * Block, played with Domino Squares pieces: 2–4 players, 9 pieces each, a
 * starter, the rest out of play; commands are ignored; a player who cannot
 * play passes; the game ends when a hand is empty ("Domino") or nobody can
 * play (a block); the fewest pips in hand wins the other hands' pips.
 * Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { dominoSquaresBlock, listSquarePlacements } from 'boneyard/domino-squares';
 * let state = dominoSquaresBlock.setup({ seed: 7, players: 3 });
 * const [move] = dominoSquaresBlock.legalMoves(state, state.turn); // a play, or a pass
 * state = dominoSquaresBlock.apply(state, move!);
 * ```
 */
export const dominoSquaresBlock: Game<
  DominoSquaresClassicState,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicView
> = defineGame<
  DominoSquaresClassicState,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicView
>({
  id: 'domino-squares-block',
  name: 'Block (Domino Squares)',
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  defaultOptions: DOMINO_SQUARES_BLOCK_DEFAULTS,
  checkOptions: (options, players) => checkCommon('block', options, players),
  init: (players, options, rng) =>
    init(
      'block',
      players,
      { ...options, pieces: checkSquaresPieceSet(options.pieces, 0), drawRule: null },
      rng,
    ),
  moves: { play: playRule, pass: passRule },
  activePlayers: (state) => (state.over ? [] : [state.turn]),
  legalMoves: (state, player) => legalMoves(state, player) as DominoSquaresBlockMove[],
  view,
  outcome,
  moveBound,
  sample: sampleDominoSquaresBlock,
});

/**
 * Draw, played with Domino Squares pieces: as Block, but 7 pieces each and the
 * rest form the boneyard; a player who cannot play draws until he can (or, with
 * `drawRule: 'one'`, draws one piece and may play it if it fits).
 * Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { dominoSquaresDraw } from 'boneyard/domino-squares';
 * let state = dominoSquaresDraw.setup({ seed: 7, drawRule: 'one' });
 * const moves = dominoSquaresDraw.legalMoves(state, state.turn); // plays, or [{ type: 'draw', player }]
 * state = dominoSquaresDraw.apply(state, moves[0]!);
 * ```
 */
export const dominoSquaresDraw: Game<
  DominoSquaresClassicState,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresClassicView
> = defineGame<
  DominoSquaresClassicState,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresClassicView
>({
  id: 'domino-squares-draw',
  name: 'Draw (Domino Squares)',
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  defaultOptions: DOMINO_SQUARES_DRAW_DEFAULTS,
  checkOptions(options, players) {
    checkCommon('draw', options, players);
    if (options.drawRule !== 'until-playable' && options.drawRule !== 'one') {
      throw new InvalidOptionError('drawRule', "must be 'until-playable' or 'one'");
    }
  },
  init: (players, options, rng) =>
    init('draw', players, { ...options, pieces: checkSquaresPieceSet(options.pieces, 0) }, rng),
  moves: { play: playRule, draw: drawRule, pass: passRule },
  activePlayers: (state) => (state.over ? [] : [state.turn]),
  legalMoves,
  view,
  outcome,
  moveBound,
  sample: sampleDominoSquaresDraw,
});

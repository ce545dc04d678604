/**
 * The readers every Domino Squares `parseState` uses (the piece set, pieces, hands, the layout), the
 * checks every game shares, and the checks of a stored Block or Draw state
 * ({@link CLASSIC_STATE_CHECKS}).
 *
 * @module
 */
import { InvalidOptionError } from '../../../core/errors.js';
import type { Seat } from '../../../core/game.js';
import {
  array,
  bool,
  checkList,
  conserveTiles,
  int,
  invalid,
  type JsonValue,
  object,
  rngState,
  text,
} from '../../../core/parse.js';
import { endScores } from './deal.js';
import { checkSquaresPlacement, type PlacedSquaresPiece } from './layout.js';
import { CLASSIC_HAND_SIZE } from './options.js';
import { checkSquaresPieceSet, type DominoSquaresPiece } from './pieces.js';
import type { DominoSquaresClassicState } from './types.js';

/** The most pieces a set may hold in a stored state (far more than any box). */
const MAX_PIECES = 500;

/** A bound on any score: far above what a set of {@link MAX_PIECES} can ever earn. */
export const MAX_SCORE = 1_000_000;

/** Where each piece id was read so far (its path), to refuse a piece met twice. */
export type Found = { id: string; path: string }[];

type PieceIndex = ReadonlyMap<string, DominoSquaresPiece>;

/** The options' piece set, checked as setup would (errors become `InvalidStateError` at `options.pieces…`). */
export function readPieceSet(
  value: unknown,
  minimum: number,
): { pieces: DominoSquaresPiece[]; index: PieceIndex } {
  array(value, 'options.pieces', { max: MAX_PIECES });
  let pieces: DominoSquaresPiece[];
  try {
    pieces = checkSquaresPieceSet(value, minimum, 'options.pieces');
  } catch (error) {
    if (error instanceof InvalidOptionError) invalid('bad-option', error.option, error.message);
    throw error;
  }
  return { pieces, index: new Map(pieces.map((piece) => [piece.id, piece])) };
}

/** A piece that is the set's piece of that id, squares and all; noted in `found` when given. */
export function readPiece(
  value: unknown,
  path: string,
  index: PieceIndex,
  found: Found | null,
): DominoSquaresPiece {
  const record = object(value, path, ['id', 'squares']);
  const id = text(record.id, `${path}.id`);
  const known = index.get(id);
  if (!known) return invalid('foreign-tile', `${path}.id`, `${id} is not a piece of this set`);
  const squares = array(record.squares, `${path}.squares`, { length: 4 });
  squares.forEach((square, i) => {
    if (square !== known.squares[i])
      invalid('bad-tile', `${path}.squares[${i}]`, `piece ${id} has ${String(known.squares[i])} here`);
  });
  found?.push({ id, path });
  return record as unknown as DominoSquaresPiece;
}

/** A list of pieces of the set read at `path`, each recorded in `found`. */
export function readPieces(
  value: unknown,
  path: string,
  index: PieceIndex,
  found: Found | null,
  max: number,
): DominoSquaresPiece[] {
  return array(value, path, { max }).map((item, i) => readPiece(item, `${path}[${i}]`, index, found));
}

/** Every seat's hand read at `path`, one list per seat. */
export function readHands(
  value: unknown,
  path: string,
  players: number,
  index: PieceIndex,
  found: Found | null,
): DominoSquaresPiece[][] {
  return array(value, path, { length: players }).map((hand, seat) =>
    readPieces(hand, `${path}[${seat}]`, index, found, index.size),
  );
}

/** A seat number, or `null`, read at `path`. */
export function seatOrNull(value: unknown, path: string, players: number): Seat | null {
  return value === null ? null : int(value, path, 0, players - 1);
}

/** One whole number from 0 to `max` per seat, read at `path`. */
export function numbers(value: unknown, path: string, players: number, max = MAX_SCORE): number[] {
  return array(value, path, { length: players }).map((n, i) => int(n, `${path}[${i}]`, 0, max));
}

/**
 * A layout: the starter at (0, 0) unturned, then every piece placed as the
 * rules allow at the time it was laid (an empty cell touching exactly one
 * piece, an end, with both facing squares matching), with the points that
 * placement scores (`scored`) or 0.
 */
export function readLayout(
  value: unknown,
  path: string,
  players: number,
  index: PieceIndex,
  found: Found | null,
  scored: boolean,
): PlacedSquaresPiece[] {
  const list = array(value, path, { min: 1, max: index.size });
  const layout: PlacedSquaresPiece[] = [];
  list.forEach((item, i) => {
    const at = `${path}[${i}]`;
    const record = object(item, at, ['piece', 'rotation', 'x', 'y', 'player', 'points']);
    const piece = readPiece(record.piece, `${at}.piece`, index, found);
    const rotation = int(record.rotation, `${at}.rotation`, 0, 3);
    const x = int(record.x, `${at}.x`, -MAX_PIECES, MAX_PIECES);
    const y = int(record.y, `${at}.y`, -MAX_PIECES, MAX_PIECES);
    const player = seatOrNull(record.player, `${at}.player`, players);
    const points = int(record.points, `${at}.points`, 0, 1_000);
    if (i === 0) {
      if (x !== 0 || y !== 0 || rotation !== 0 || player !== null || points !== 0)
        invalid('bad-layout', at, 'the starter lies at (0, 0), unturned, played by nobody, for 0 points');
    } else {
      if (player === null) invalid('bad-layout', `${at}.player`, 'only the starter is played by nobody');
      const result = checkSquaresPlacement(layout, piece, rotation, x, y);
      if ('code' in result) invalid('bad-layout', at, result.message);
      const expected = scored ? result.points : 0;
      if (points !== expected) invalid('bad-score', `${at}.points`, `this placement scores ${expected}`);
    }
    layout.push(record as unknown as PlacedSquaresPiece);
  });
  return layout;
}

/** Refuses `a` unless it equals `b` (what the rules would have recorded). */
export function sameNumbers(a: readonly number[], b: readonly number[], path: string, what: string): void {
  a.forEach((n, i) => {
    if (n !== b[i]) invalid('bad-score', `${path}[${i}]`, `must be ${b[i]} (${what})`);
  });
}

/** What every Domino Squares game's checks read first: each check names the part it needs. */
export interface SquaresRead {
  /** The state as plain JSON, unchecked. */
  readonly input: JsonValue;
  /** The state's top-level values, its keys checked. */
  readonly state: Record<string, unknown>;
  readonly players: number;
  /** The options' values, their keys checked. */
  readonly options: Record<string, unknown>;
  /** The options' piece set. */
  readonly pieces: DominoSquaresPiece[];
  /** The set's pieces by id. */
  readonly index: PieceIndex;
  readonly turn: Seat;
  readonly over: boolean;
  /** Where each piece was read (its id and path), for {@link everyPieceIsThereOnce}. */
  readonly found: Found;
}

/** Players from 2 to 4, in every Domino Squares game. */
export function playersAreTwoToFour({ state }: Pick<SquaresRead, 'state'>): Pick<SquaresRead, 'players'> {
  return { players: int(state.players, 'players', 2, 4) };
}

/** The generator's state. */
export function rngIsAGeneratorState({ state }: Pick<SquaresRead, 'state'>): void {
  rngState(state.rng, 'rng');
}

/** Each piece of the set exactly once across where the checks before read pieces. */
export function everyPieceIsThereOnce({ found, pieces }: Pick<SquaresRead, 'found' | 'pieces'>): void {
  conserveTiles(
    found,
    pieces.map((piece) => piece.id),
  );
}

const CLASSIC_KEYS = [
  'players',
  'rng',
  'game',
  'options',
  'layout',
  'hands',
  'boneyard',
  'outOfPlay',
  'turn',
  'mayKeep',
  'ended',
  'pips',
  'scores',
  'winners',
  'over',
] as const;

/**
 * The end of a Block/Draw/Blind Hughie game: `ended`, pips, scores and
 * winners agree with the hands as the rules score the end (`endScores`).
 */
export function readEnd(
  state: Record<string, unknown>,
  players: number,
  over: boolean,
  endings: readonly string[],
  hands: readonly (readonly DominoSquaresPiece[])[],
  goingOut: string,
  turn: Seat,
): void {
  const ended = state.ended === null ? null : text(state.ended, 'ended', endings);
  if (over !== (ended !== null)) invalid('bad-end', 'ended', 'is set exactly when the game is over');
  if (!over) {
    array(state.pips, 'pips', { length: 0 });
    sameNumbers(numbers(state.scores, 'scores', players), new Array(players).fill(0), 'scores', 'not over');
    array(state.winners, 'winners', { length: 0 });
    return;
  }
  const wentOut = ended === endings[0];
  if (wentOut && hands[turn]!.length > 0) invalid('bad-end', 'ended', `seat ${turn} did not go out`);
  const result = endScores(hands, wentOut ? turn : null, goingOut as 'wins' | 'fewest-pips');
  sameNumbers(numbers(state.pips, 'pips', players), result.pips, 'pips', 'the pips left in hand');
  sameNumbers(numbers(state.scores, 'scores', players), result.scores, 'scores', 'the count');
  const winners = array(state.winners, 'winners', { length: result.winners.length });
  winners.forEach((w, i) => {
    if (w !== result.winners[i]) invalid('bad-end', `winners[${i}]`, `must be ${result.winners[i]}`);
  });
}

/** What the Block and Draw checks read: each check names the part it needs. */
interface ClassicRead extends SquaresRead {
  /** Which of the two games the state must be (given, not read). */
  readonly game: 'block' | 'draw';
  readonly goingOut: string;
  readonly hands: DominoSquaresPiece[][];
  readonly boneyard: DominoSquaresPiece[];
  readonly outOfPlay: DominoSquaresPiece[];
}

function everyClassicKeyIsThere({ input }: Pick<ClassicRead, 'input'>): Pick<ClassicRead, 'state'> {
  return { state: object(input, '', CLASSIC_KEYS) };
}

function theGameIsThisOne({ state, game }: Pick<ClassicRead, 'state' | 'game'>): void {
  text(state.game, 'game', [game]);
}

/** The options of the game (Draw's with its draw rule), the piece set checked as setup checks it. */
function classicOptionsAreValid({
  state,
  game,
  players,
}: Pick<ClassicRead, 'state' | 'game' | 'players'>): Pick<
  ClassicRead,
  'options' | 'goingOut' | 'pieces' | 'index'
> {
  const keys = ['firstPlayer', 'goingOut', 'pieces'];
  const options = object(state.options, 'options', game === 'draw' ? [...keys, 'drawRule'] : keys);
  int(options.firstPlayer, 'options.firstPlayer', 0, players - 1);
  if (game === 'draw') text(options.drawRule, 'options.drawRule', ['until-playable', 'one']);
  const goingOut = text(options.goingOut, 'options.goingOut', ['wins', 'fewest-pips']);
  const { pieces, index } = readPieceSet(options.pieces, players * CLASSIC_HAND_SIZE[game] + 1);
  return { options, goingOut, pieces, index };
}

function turnIsASeat({
  state,
  players,
}: Pick<ClassicRead, 'state' | 'players'>): Pick<ClassicRead, 'turn' | 'over'> {
  return { turn: int(state.turn, 'turn', 0, players - 1), over: bool(state.over, 'over') };
}

/** The layout laid as the rules allow, then the hands, the boneyard and the pieces out of play. */
function piecesLieWhereTheyMay({
  state,
  players,
  index,
}: Pick<ClassicRead, 'state' | 'players' | 'index'>): Pick<
  ClassicRead,
  'found' | 'hands' | 'boneyard' | 'outOfPlay'
> {
  const found: Found = [];
  readLayout(state.layout, 'layout', players, index, found, false);
  const hands = readHands(state.hands, 'hands', players, index, found);
  const boneyard = readPieces(state.boneyard, 'boneyard', index, found, index.size);
  const outOfPlay = readPieces(state.outOfPlay, 'outOfPlay', index, found, index.size);
  return { found, hands, boneyard, outOfPlay };
}

/** Block puts the pieces left out of play; Draw keeps them in a boneyard. */
function blockHasNoBoneyardDrawNoPiecesOutOfPlay({
  game,
  boneyard,
  outOfPlay,
}: Pick<ClassicRead, 'game' | 'boneyard' | 'outOfPlay'>): void {
  if (game === 'block' && boneyard.length > 0) invalid('bad-shape', 'boneyard', 'Block has no boneyard');
  if (game === 'draw' && outOfPlay.length > 0)
    invalid('bad-shape', 'outOfPlay', 'Draw puts no piece out of play');
}

function onlyADrawTurnInPlayMayKeep({
  state,
  game,
  over,
}: Pick<ClassicRead, 'state' | 'game' | 'over'>): void {
  const mayKeep = bool(state.mayKeep, 'mayKeep');
  if (mayKeep && (game === 'block' || over))
    invalid('bad-phase', 'mayKeep', 'only a Draw turn in play may keep');
}

function theEndAgreesWithTheHands(
  read: Pick<ClassicRead, 'state' | 'players' | 'over' | 'hands' | 'goingOut' | 'turn'>,
): void {
  readEnd(read.state, read.players, read.over, ['domino', 'block'], read.hands, read.goingOut, read.turn);
}

function anEmptyHandEndsTheGame({ over, hands }: Pick<ClassicRead, 'over' | 'hands'>): void {
  if (over) return;
  const out = hands.findIndex((hand) => hand.length === 0);
  if (out >= 0) invalid('bad-end', `hands[${out}]`, 'an empty hand ends the game');
}

/**
 * The checks of a stored Block or Draw state, in the order they run (the
 * first to fail names the error); run from `{ input, game }`.
 *
 * @example
 * ```ts
 * CLASSIC_STATE_CHECKS.run({ input: JSON.parse(stored), game: 'block' }).state;
 * ```
 */
export const CLASSIC_STATE_CHECKS = /* @__PURE__ */ checkList<Pick<ClassicRead, 'input' | 'game'>>()
  .and(everyClassicKeyIsThere)
  .and(playersAreTwoToFour)
  .and(rngIsAGeneratorState)
  .and(theGameIsThisOne)
  .and(classicOptionsAreValid)
  .and(turnIsASeat)
  .and(piecesLieWhereTheyMay)
  .and(everyPieceIsThereOnce)
  .and(blockHasNoBoneyardDrawNoPiecesOutOfPlay)
  .and(onlyADrawTurnInPlayMayKeep)
  .and(theEndAgreesWithTheHands)
  .and(anEmptyHandEndsTheGame);

/** A stored Block or Draw state checked value by value (`parseState` of both games). */
export function parseClassic(input: JsonValue, game: 'block' | 'draw'): DominoSquaresClassicState {
  return CLASSIC_STATE_CHECKS.run({ input, game }).state as unknown as DominoSquaresClassicState;
}

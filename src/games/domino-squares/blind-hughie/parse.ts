/**
 * Blind Hughie: `parseState`: a stored state checked value by value, as a
 * list of small checks each named for what it holds
 * ({@link BLIND_HUGHIE_STATE_CHECKS}); a row piece's face, the long stop and
 * the end's scores are the rules' own (`hasWild`, `idleTurnLimit`,
 * `endScores`).
 *
 * @module
 */
import { array, bool, checkList, int, invalid, type JsonValue, object, text } from '../../../core/parse.js';
import {
  everyPieceIsThereOnce,
  type Found,
  MAX_SCORE,
  numbers,
  playersAreTwoToFour,
  readEnd,
  readLayout,
  readPiece,
  readPieceSet,
  readPieces,
  rngIsAGeneratorState,
  type SquaresRead,
} from '../shared/parse.js';
import { type DominoSquaresPiece, hasWild } from '../shared/pieces.js';
import { ROW_SIZE } from './options.js';
import { idleTurnLimit } from './state.js';
import type { BlindHughieState } from './types.js';

const HUGHIE_KEYS = [
  'players',
  'rng',
  'options',
  'layout',
  'rows',
  'outOfPlay',
  'turn',
  'turned',
  'turnsTaken',
  'playedThisTurn',
  'idleTurns',
  'ended',
  'pips',
  'scores',
  'winners',
  'over',
] as const;

/** What the checks have read so far: each check names the part it needs. */
interface Read extends SquaresRead {
  readonly idleRounds: number;
  readonly goingOut: string;
  /** Each seat's row, its pieces in order. */
  readonly rows: DominoSquaresPiece[][];
  readonly turned: DominoSquaresPiece | null;
}

function everyKeyIsThere({ input }: Pick<Read, 'input'>): Pick<Read, 'state'> {
  return { state: object(input, '', HUGHIE_KEYS) };
}

function optionsAreValid({
  state,
  players,
}: Pick<Read, 'state' | 'players'>): Pick<Read, 'options' | 'idleRounds' | 'goingOut' | 'pieces' | 'index'> {
  const options = object(
    state.options,
    'options',
    ['firstPlayer', 'eitherEnd', 'idleRounds', 'goingOut', 'pieces'],
    ['memory'],
  );
  int(options.firstPlayer, 'options.firstPlayer', 0, players - 1);
  bool(options.eitherEnd, 'options.eitherEnd');
  if (Object.hasOwn(options, 'memory')) text(options.memory, 'options.memory', ['none', 'perfect']);
  const idleRounds = int(options.idleRounds, 'options.idleRounds', 1, ROW_SIZE);
  const goingOut = text(options.goingOut, 'options.goingOut', ['wins', 'fewest-pips']);
  const { pieces, index } = readPieceSet(options.pieces, players * ROW_SIZE + 1);
  return { options, idleRounds, goingOut, pieces, index };
}

function turnIsASeat({ state, players }: Pick<Read, 'state' | 'players'>): Pick<Read, 'turn' | 'over'> {
  return { turn: int(state.turn, 'turn', 0, players - 1), over: bool(state.over, 'over') };
}

/** One row entry at `at`: a piece of the set, face up exactly when it was seen and has a wild (ruling 18). */
function aRowPieceLiesFaceUpExactlyWhenSeenWithAWild(
  item: unknown,
  at: string,
  { index, found }: Pick<Read, 'index' | 'found'>,
): DominoSquaresPiece {
  const entry = object(item, at, ['piece', 'faceUp', 'seen']);
  const piece = readPiece(entry.piece, `${at}.piece`, index, found);
  const faceUp = bool(entry.faceUp, `${at}.faceUp`);
  const seen = bool(entry.seen, `${at}.seen`);
  if (faceUp && !seen) invalid('bad-row', `${at}.seen`, 'a face-up piece has been seen');
  if (faceUp !== (seen && hasWild(piece)))
    invalid('bad-row', `${at}.faceUp`, 'a piece turned over lies face up exactly when it has a wild');
  return piece;
}

/** The layout laid as the rules allow, then the rows, the piece turned over and the pieces out of play. */
function piecesLieWhereTheyMay(
  read: Pick<Read, 'state' | 'players' | 'index'>,
): Pick<Read, 'found' | 'rows' | 'turned'> {
  const { state, players, index } = read;
  const found: Found = [];
  readLayout(state.layout, 'layout', players, index, found, false);
  const rows = array(state.rows, 'rows', { length: players }).map((row, seat) =>
    array(row, `rows[${seat}]`, { max: ROW_SIZE }).map((item, i) =>
      aRowPieceLiesFaceUpExactlyWhenSeenWithAWild(item, `rows[${seat}][${i}]`, { index, found }),
    ),
  );
  const turned = state.turned === null ? null : readPiece(state.turned, 'turned', index, found);
  readPieces(state.outOfPlay, 'outOfPlay', index, found, index.size);
  return { found, rows, turned };
}

function aFinishedGameHasNoPieceTurnedOver({ turned, over }: Pick<Read, 'turned' | 'over'>): void {
  if (turned !== null && over) invalid('bad-phase', 'turned', 'a finished game has no piece turned over');
}

/** The turn counters; fewer playless turns in a row than block the game (`idleTurnLimit`, ruling 17). */
function turnCountersStopShortOfTheLongStop({
  state,
  players,
  idleRounds,
  over,
}: Pick<Read, 'state' | 'players' | 'idleRounds' | 'over'>): void {
  numbers(state.turnsTaken, 'turnsTaken', players, MAX_SCORE);
  bool(state.playedThisTurn, 'playedThisTurn');
  const limit = idleTurnLimit(idleRounds, players);
  const idle = int(state.idleTurns, 'idleTurns', 0, limit);
  if (!over && idle >= limit)
    invalid('out-of-range', 'idleTurns', 'this many playless turns would have blocked the game');
}

function theEndAgreesWithTheRows(
  read: Pick<Read, 'state' | 'players' | 'over' | 'rows' | 'goingOut' | 'turn'>,
): void {
  readEnd(read.state, read.players, read.over, ['out', 'block'], read.rows, read.goingOut, read.turn);
}

/** A row played out ends the game (unless its last piece is the one turned over, still to be played). */
function anEmptyRowEndsTheGame({
  over,
  rows,
  turn,
  turned,
}: Pick<Read, 'over' | 'rows' | 'turn' | 'turned'>): void {
  if (over) return;
  const out = rows.findIndex((row) => row.length === 0);
  if (out >= 0 && !(out === turn && turned !== null))
    invalid('bad-end', `rows[${out}]`, 'an empty row ends the game');
}

/**
 * Blind Hughie's state checks, in the order `parseBlindHughieState` runs
 * them (the first to fail names the error).
 *
 * @example
 * ```ts
 * BLIND_HUGHIE_STATE_CHECKS.checks.map((check) => check.name); // ['everyKeyIsThere', 'playersAreTwoToFour', …]
 * ```
 */
export const BLIND_HUGHIE_STATE_CHECKS = /* @__PURE__ */ checkList<Pick<Read, 'input'>>()
  .and(everyKeyIsThere)
  .and(playersAreTwoToFour)
  .and(rngIsAGeneratorState)
  .and(optionsAreValid)
  .and(turnIsASeat)
  .and(piecesLieWhereTheyMay)
  .and(everyPieceIsThereOnce)
  .and(aFinishedGameHasNoPieceTurnedOver)
  .and(turnCountersStopShortOfTheLongStop)
  .and(theEndAgreesWithTheRows)
  .and(anEmptyRowEndsTheGame);

/**
 * Checks an untrusted Blind Hughie state (`blindHughie.parseState`): shape,
 * the piece set with each piece once across layout, rows, the turned piece
 * and out of play, row entries (face up only once seen), the layout's
 * geometry, the turn counters and the end ({@link BLIND_HUGHIE_STATE_CHECKS},
 * in order).
 *
 * @example
 * ```ts
 * const state = parseBlindHughieState(JSON.parse(stored));
 * ```
 */
export function parseBlindHughieState(input: JsonValue): BlindHughieState {
  return BLIND_HUGHIE_STATE_CHECKS.run({ input }).state as unknown as BlindHughieState;
}

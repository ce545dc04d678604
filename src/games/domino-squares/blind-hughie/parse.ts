/**
 * Blind Hughie: `parseState`: a stored state checked value by value, as a
 * list of small checks each named for what it holds
 * ({@link BLIND_HUGHIE_STATE_CHECKS}), the shape's fields read where they
 * run; a row piece's face, the long stop and the end's scores are the
 * rules' own (`hasWild`, `idleTurnLimit`, `endScores`).
 *
 * @module
 */
import { checkList, invalid, type JsonValue } from '../../../core/parse.js';
import {
  everyPieceIsThereOnce,
  laidAsTheRulesAllow,
  type SquaresRead,
  theEndIsAsTheRulesCountIt,
} from '../shared/parse.js';
import { hasWild } from '../shared/pieces.js';
import { BLIND_HUGHIE_STATE, idleTurnLimit } from './shape.js';
import type { BlindHughieRowPiece, BlindHughieState } from './types.js';

/** What the checks have read so far: each check names the part it needs. */
type Read = BlindHughieState & SquaresRead;

/** A row piece, as soon as it is read: face up exactly when it was seen and has a wild (ruling 18). */
function aRowPieceLiesFaceUpExactlyWhenSeenWithAWild(
  { piece, faceUp, seen }: BlindHughieRowPiece,
  path: string,
): void {
  if (faceUp && !seen) invalid('bad-row', `${path}.seen`, 'a face-up piece has been seen');
  if (faceUp !== (seen && hasWild(piece)))
    invalid('bad-row', `${path}.faceUp`, 'a piece turned over lies face up exactly when it has a wild');
}

/** The Blind Hughie state with its invariants inside its values: the layout laid as the rules allow, each row piece's face. */
const STATE = /* @__PURE__ */ (() =>
  BLIND_HUGHIE_STATE.with('layout', (layout) => layout.each(laidAsTheRulesAllow(false))).with(
    'rows',
    (rows) =>
      rows.items((row) =>
        row.items((entry) => entry.after('seen', aRowPieceLiesFaceUpExactlyWhenSeenWithAWild)),
      ),
  ))();

function aFinishedGameHasNoPieceTurnedOver({ turned, over }: Pick<Read, 'turned' | 'over'>): void {
  if (turned !== null && over) invalid('bad-phase', 'turned', 'a finished game has no piece turned over');
}

/** Fewer playless turns in a row than block the game (`idleTurnLimit`, ruling 17). */
function theLongStopHasNotCome({
  idleTurns,
  options,
  players,
  over,
}: Pick<Read, 'idleTurns' | 'options' | 'players' | 'over'>): void {
  if (!over && idleTurns >= idleTurnLimit(options.idleRounds, players))
    invalid('out-of-range', 'idleTurns', 'this many playless turns would have blocked the game');
}

function theEndAgreesWithTheRows(
  read: Pick<Read, 'state' | 'players' | 'over' | 'rows' | 'options' | 'turn'>,
): void {
  const rows = read.rows.map((row) => row.map((entry) => entry.piece));
  theEndIsAsTheRulesCountIt(STATE.shape, 'out', rows, read);
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
 * BLIND_HUGHIE_STATE_CHECKS.checks.map((check) => check.name); // ['everyKeyIsThere', 'read players', …]
 * ```
 */
export const BLIND_HUGHIE_STATE_CHECKS = /* @__PURE__ */ (() =>
  checkList<Pick<Read, 'input'>>()
    .and(STATE.keys())
    .and(STATE.fields('players'))
    .and(STATE.fields('rng'))
    .and(STATE.fields('options'))
    .and(STATE.fields('turn', 'over'))
    .and(STATE.fields('layout', 'rows', 'turned', 'outOfPlay'))
    .and(everyPieceIsThereOnce)
    .and(aFinishedGameHasNoPieceTurnedOver)
    .and(STATE.fields('turnsTaken', 'playedThisTurn', 'idleTurns'))
    .and(theLongStopHasNotCome)
    .and(theEndAgreesWithTheRows)
    .and(anEmptyRowEndsTheGame))();

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

/**
 * Blind Hughie: `parseState`: a stored state checked value by value.
 *
 * @module
 */
import {
  array,
  bool,
  conserveTiles,
  int,
  invalid,
  type JsonValue,
  object,
  rngState,
  text,
} from '../../../core/parse.js';
import {
  type Found,
  MAX_SCORE,
  numbers,
  readEnd,
  readLayout,
  readPiece,
  readPieceSet,
  readPieces,
} from '../shared/parse.js';
import { ROW_SIZE } from './options.js';
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

/**
 * Checks an untrusted Blind Hughie state (`blindHughie.parseState`): shape,
 * the piece set with each piece once across layout, rows, the turned piece
 * and out of play, row entries (face up only once seen), the layout's
 * geometry, the turn counters and the end.
 *
 * @example
 * ```ts
 * const state = parseBlindHughieState(JSON.parse(stored));
 * ```
 */
export function parseBlindHughieState(input: JsonValue): BlindHughieState {
  const state = object(input, '', HUGHIE_KEYS);
  const players = int(state.players, 'players', 2, 4);
  rngState(state.rng, 'rng');
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
  const turn = int(state.turn, 'turn', 0, players - 1);
  const over = bool(state.over, 'over');
  const found: Found = [];
  readLayout(state.layout, 'layout', players, index, found, false);
  const rows = array(state.rows, 'rows', { length: players }).map((row, seat) =>
    array(row, `rows[${seat}]`, { max: ROW_SIZE }).map((item, i) => {
      const at = `rows[${seat}][${i}]`;
      const entry = object(item, at, ['piece', 'faceUp', 'seen']);
      const piece = readPiece(entry.piece, `${at}.piece`, index, found);
      const faceUp = bool(entry.faceUp, `${at}.faceUp`);
      const seen = bool(entry.seen, `${at}.seen`);
      if (faceUp && !seen) invalid('bad-row', `${at}.seen`, 'a face-up piece has been seen');
      if (faceUp !== (seen && piece.squares.includes('wild')))
        invalid('bad-row', `${at}.faceUp`, 'a piece turned over lies face up exactly when it has a wild');
      return piece;
    }),
  );
  const turned = state.turned === null ? null : readPiece(state.turned, 'turned', index, found);
  readPieces(state.outOfPlay, 'outOfPlay', index, found, index.size);
  conserveTiles(
    found,
    pieces.map((piece) => piece.id),
  );
  if (turned !== null && over) invalid('bad-phase', 'turned', 'a finished game has no piece turned over');
  numbers(state.turnsTaken, 'turnsTaken', players, MAX_SCORE);
  bool(state.playedThisTurn, 'playedThisTurn');
  const idle = int(state.idleTurns, 'idleTurns', 0, idleRounds * players);
  if (!over && idle >= idleRounds * players)
    invalid('out-of-range', 'idleTurns', 'this many playless turns would have blocked the game');
  readEnd(state, players, over, ['out', 'block'], rows, goingOut, turn);
  if (!over) {
    const out = rows.findIndex((row) => row.length === 0);
    if (out >= 0 && !(out === turn && turned !== null))
      invalid('bad-end', `rows[${out}]`, 'an empty row ends the game');
  }
  return state as unknown as BlindHughieState;
}

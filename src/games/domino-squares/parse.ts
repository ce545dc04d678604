/**
 * `parseState` for the four games played with Domino Squares pieces: checks an
 * untrusted state (shape, ranges, the piece set and its conservation, the
 * layout's geometry, known-piece memories, scores and results, the end) and
 * names the path of the first bad value.
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
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
} from '../../core/parse.js';
import { checkSquaresPlacement, type PlacedSquaresPiece } from './layout.js';
import { CLASSIC_HAND_SIZE, dominoSquaresHandSize, ROW_SIZE } from './options.js';
import { checkSquaresPieceSet, type DominoSquaresPiece } from './pieces.js';
import { fewestPips } from './state.js';
import type { BlindHughieState, DominoSquaresClassicState, DominoSquaresState } from './types.js';

/** The most pieces a set may hold in a stored state (far more than any box). */
const MAX_PIECES = 500;
/** A bound on any score: far above what a set of {@link MAX_PIECES} can ever earn. */
const MAX_SCORE = 1_000_000;

type Found = { id: string; path: string }[];
type PieceIndex = ReadonlyMap<string, DominoSquaresPiece>;

/** The options' piece set, checked as setup would (errors become `InvalidStateError` at `options.pieces…`). */
function readPieceSet(value: unknown, minimum: number): { pieces: DominoSquaresPiece[]; index: PieceIndex } {
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
function readPiece(value: unknown, path: string, index: PieceIndex, found: Found | null): DominoSquaresPiece {
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

function readPieces(
  value: unknown,
  path: string,
  index: PieceIndex,
  found: Found | null,
  max: number,
): DominoSquaresPiece[] {
  return array(value, path, { max }).map((item, i) => readPiece(item, `${path}[${i}]`, index, found));
}

function readHands(
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

function seatOrNull(value: unknown, path: string, players: number): Seat | null {
  return value === null ? null : int(value, path, 0, players - 1);
}

function numbers(value: unknown, path: string, players: number, max = MAX_SCORE): number[] {
  return array(value, path, { length: players }).map((n, i) => int(n, `${path}[${i}]`, 0, max));
}

/**
 * A layout: the starter at (0, 0) unturned, then every piece placed as the
 * rules allow at the time it was laid (an empty cell touching exactly one
 * piece, an end, with both facing squares matching), with the points that
 * placement scores (`scored`) or 0.
 */
function readLayout(
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

/** Points of a layout's plays, per seat. */
function playPoints(layout: readonly PlacedSquaresPiece[], players: number): number[] {
  const points = new Array<number>(players).fill(0);
  for (const placed of layout) if (placed.player !== null) points[placed.player]! += placed.points;
  return points;
}

function sameNumbers(a: readonly number[], b: readonly number[], path: string, what: string): void {
  a.forEach((n, i) => {
    if (n !== b[i]) invalid('bad-score', `${path}[${i}]`, `must be ${b[i]} (${what})`);
  });
}

// ---------------------------------------------------------------------------
// Domino Squares
// ---------------------------------------------------------------------------

const SQUARES_KEYS = [
  'players',
  'rng',
  'options',
  'round',
  'leader',
  'turn',
  'phase',
  'layout',
  'hands',
  'pile',
  'drawn',
  'passDirection',
  'passChoices',
  'known',
  'roundPoints',
  'scores',
  'results',
  'over',
] as const;

/**
 * Checks an untrusted Domino Squares state (`dominoSquares.parseState` calls
 * it on a plain-JSON copy): every key and type, the piece set of the options
 * with each piece exactly once across layout, hands and pile, the layout laid
 * as the rules allow with the points each play scored, the phase and its
 * fields (drawn piece, All Pass 1 choices), what seats know of other hands,
 * the round results and the running scores, and the end.
 *
 * @example
 * ```ts
 * const state = parseDominoSquaresState(JSON.parse(stored)); // throws InvalidStateError naming the path
 * ```
 */
export function parseDominoSquaresState(input: JsonValue): DominoSquaresState {
  const state = object(input, '', SQUARES_KEYS);
  const players = int(state.players, 'players', 2, 4);
  rngState(state.rng, 'rng');
  const options = object(state.options, 'options', ['firstPlayer', 'rounds', 'pieces']);
  int(options.firstPlayer, 'options.firstPlayer', 0, players - 1);
  const rounds = int(options.rounds, 'options.rounds', 1, 10);
  const handSize = dominoSquaresHandSize(players);
  const { pieces, index } = readPieceSet(options.pieces, players * handSize + 1);
  const round = int(state.round, 'round', 0, rounds - 1);
  int(state.leader, 'leader', 0, players - 1);
  const turn = int(state.turn, 'turn', 0, players - 1);
  const phase = text(state.phase, 'phase', ['play', 'drawn', 'again', 'give', 'direction', 'passing']);
  const over = bool(state.over, 'over');
  const found: Found = [];
  const layout = readLayout(state.layout, 'layout', players, index, found, true);
  const hands = readHands(state.hands, 'hands', players, index, found);
  readPieces(state.pile, 'pile', index, found, index.size);
  conserveTiles(
    found,
    pieces.map((piece) => piece.id),
  );

  // The phase and its fields.
  const drawn = state.drawn === null ? null : text(state.drawn, 'drawn');
  if ((phase === 'drawn') !== (drawn !== null))
    invalid('bad-phase', 'drawn', "names the piece just drawn in phase 'drawn', else null");
  if (drawn !== null && !hands[turn]!.some((piece) => piece.id === drawn))
    invalid('bad-phase', 'drawn', `seat ${turn} holds no piece ${drawn}`);
  const direction =
    state.passDirection === null ? null : text(state.passDirection, 'passDirection', ['left', 'right']);
  if ((phase === 'passing') !== (direction !== null))
    invalid('bad-phase', 'passDirection', "is set only in phase 'passing'");
  const choices = array(state.passChoices, 'passChoices', { length: players });
  choices.forEach((choice, seat) => {
    const path = `passChoices[${seat}]`;
    if (choice === null) return;
    if (phase !== 'passing') invalid('bad-phase', path, "pieces are chosen only in phase 'passing'");
    const id = text(choice, path);
    if (!hands[seat]!.some((piece) => piece.id === id))
      invalid('bad-phase', path, `seat ${seat} holds no ${id}`);
  });
  if (phase === 'passing' && choices.every((choice, seat) => choice !== null || hands[seat]!.length === 0))
    invalid('bad-phase', 'passChoices', 'every seat has chosen: the pieces would have been passed');
  if (over && phase !== 'play') invalid('bad-phase', 'phase', "a finished game is in phase 'play'");

  // What each seat knows of another's hand: a piece that hand still holds.
  array(state.known, 'known', { max: players * index.size }).forEach((item, i) => {
    const at = `known[${i}]`;
    const fact = object(item, at, ['by', 'holder', 'piece']);
    const by = int(fact.by, `${at}.by`, 0, players - 1);
    const holder = int(fact.holder, `${at}.holder`, 0, players - 1);
    if (by === holder) invalid('bad-known', at, 'a seat does not need to remember its own hand');
    const id = text(fact.piece, `${at}.piece`);
    if (!hands[holder]!.some((piece) => piece.id === id))
      invalid('bad-known', `${at}.piece`, `seat ${holder} does not hold ${id}`);
  });

  // Results, the round's points and the running scores.
  const results = array(state.results, 'results', { max: rounds });
  if (results.length !== (over ? round + 1 : round))
    invalid('bad-result', 'results', `holds one result per finished round (round ${round}, over ${over})`);
  const totals = new Array<number>(players).fill(0);
  results.forEach((item, r) => {
    const at = `results[${r}]`;
    const result = object(item, at, ['winner', 'leader', 'layout', 'hands', 'playPoints', 'bonus']);
    const winner = seatOrNull(result.winner, `${at}.winner`, players);
    int(result.leader, `${at}.leader`, 0, players - 1);
    const seen: Found = [];
    const oldLayout = readLayout(result.layout, `${at}.layout`, players, index, seen, true);
    const oldHands = readHands(result.hands, `${at}.hands`, players, index, seen);
    const ids = new Set<string>();
    for (const { id, path } of seen) {
      if (ids.has(id)) invalid('duplicate-tile', path, `${id} appears twice`);
      ids.add(id);
    }
    const points = numbers(result.playPoints, `${at}.playPoints`, players);
    sameNumbers(points, playPoints(oldLayout, players), `${at}.playPoints`, 'the points of that layout');
    const bonus = numbers(result.bonus, `${at}.bonus`, players);
    const expected = new Array<number>(players).fill(0);
    if (winner !== null) {
      if (oldHands[winner]!.length > 0) invalid('bad-result', `${at}.winner`, 'the winner went out');
      expected[winner] = 10 + oldHands.flat().reduce((sum, p) => sum + (isCommandPiece(p) ? 3 : 2), 0);
    }
    sameNumbers(bonus, expected, `${at}.bonus`, 'the going-out bonus');
    points.forEach((p, seat) => {
      totals[seat]! += p + bonus[seat]!;
    });
  });
  const roundPoints = numbers(state.roundPoints, 'roundPoints', players);
  if (!over) {
    sameNumbers(roundPoints, playPoints(layout, players), 'roundPoints', 'the points of the layout');
    roundPoints.forEach((p, seat) => {
      totals[seat]! += p;
    });
  }
  sameNumbers(numbers(state.scores, 'scores', players), totals, 'scores', 'the results and the round so far');
  if (!over && hands.some((hand) => hand.length === 0) && phase === 'play' && state.drawn === null) {
    // A player who goes out ends the round at once.
    const out = hands.findIndex((hand) => hand.length === 0);
    invalid('bad-phase', `hands[${out}]`, 'an empty hand ends the round');
  }
  return state as unknown as DominoSquaresState;
}

function isCommandPiece(piece: DominoSquaresPiece): boolean {
  return piece.squares.some((s) => typeof s === 'string' && s !== 'blank' && s !== 'wild');
}

// ---------------------------------------------------------------------------
// Block and Draw
// ---------------------------------------------------------------------------

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

/** The end of a Block/Draw/Blind Hughie game: `ended`, pips, scores and winners agree with the hands. */
function readEnd(
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
  const result = fewestPips(hands, wentOut && goingOut === 'wins' ? turn : null);
  sameNumbers(numbers(state.pips, 'pips', players), result.pips, 'pips', 'the pips left in hand');
  sameNumbers(numbers(state.scores, 'scores', players), result.scores, 'scores', 'the count');
  const winners = array(state.winners, 'winners', { length: result.winners.length });
  winners.forEach((w, i) => {
    if (w !== result.winners[i]) invalid('bad-end', `winners[${i}]`, `must be ${result.winners[i]}`);
  });
}

function parseClassic(input: JsonValue, game: 'block' | 'draw'): DominoSquaresClassicState {
  const state = object(input, '', CLASSIC_KEYS);
  const players = int(state.players, 'players', 2, 4);
  rngState(state.rng, 'rng');
  text(state.game, 'game', [game]);
  const keys = ['firstPlayer', 'goingOut', 'pieces'];
  const options = object(state.options, 'options', game === 'draw' ? [...keys, 'drawRule'] : keys);
  int(options.firstPlayer, 'options.firstPlayer', 0, players - 1);
  if (game === 'draw') text(options.drawRule, 'options.drawRule', ['until-playable', 'one']);
  const goingOut = text(options.goingOut, 'options.goingOut', ['wins', 'fewest-pips']);
  const { pieces, index } = readPieceSet(options.pieces, players * CLASSIC_HAND_SIZE[game] + 1);
  const turn = int(state.turn, 'turn', 0, players - 1);
  const over = bool(state.over, 'over');
  const found: Found = [];
  readLayout(state.layout, 'layout', players, index, found, false);
  const hands = readHands(state.hands, 'hands', players, index, found);
  const boneyard = readPieces(state.boneyard, 'boneyard', index, found, index.size);
  const outOfPlay = readPieces(state.outOfPlay, 'outOfPlay', index, found, index.size);
  conserveTiles(
    found,
    pieces.map((piece) => piece.id),
  );
  if (game === 'block' && boneyard.length > 0) invalid('bad-shape', 'boneyard', 'Block has no boneyard');
  if (game === 'draw' && outOfPlay.length > 0)
    invalid('bad-shape', 'outOfPlay', 'Draw puts no piece out of play');
  const mayKeep = bool(state.mayKeep, 'mayKeep');
  if (mayKeep && (game === 'block' || over))
    invalid('bad-phase', 'mayKeep', 'only a Draw turn in play may keep');
  readEnd(state, players, over, ['domino', 'block'], hands, goingOut, turn);
  if (!over) {
    const out = hands.findIndex((hand) => hand.length === 0);
    if (out >= 0) invalid('bad-end', `hands[${out}]`, 'an empty hand ends the game');
  }
  return state as unknown as DominoSquaresClassicState;
}

/**
 * Checks an untrusted Block state (`dominoSquaresBlock.parseState`): shape,
 * the piece set with each piece once across layout, hands and out of play, the
 * layout's geometry, and the end (`ended`, pips, scores, winners).
 *
 * @example
 * ```ts
 * const state = parseDominoSquaresBlockState(JSON.parse(stored));
 * ```
 */
export function parseDominoSquaresBlockState(input: JsonValue): DominoSquaresClassicState {
  return parseClassic(input, 'block');
}

/**
 * Checks an untrusted Draw state (`dominoSquaresDraw.parseState`): as Block,
 * with a boneyard instead of pieces out of play.
 *
 * @example
 * ```ts
 * const state = parseDominoSquaresDrawState(JSON.parse(stored));
 * ```
 */
export function parseDominoSquaresDrawState(input: JsonValue): DominoSquaresClassicState {
  return parseClassic(input, 'draw');
}

// ---------------------------------------------------------------------------
// Blind Hughie
// ---------------------------------------------------------------------------

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

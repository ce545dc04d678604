/**
 * Domino Squares: `parseState`: a stored state checked value by value.
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
import type { PlacedSquaresPiece } from '../shared/layout.js';
import {
  type Found,
  numbers,
  readHands,
  readLayout,
  readPieceSet,
  readPieces,
  sameNumbers,
  seatOrNull,
} from '../shared/parse.js';
import type { DominoSquaresPiece } from '../shared/pieces.js';
import { dominoSquaresHandSize } from './options.js';
import type { DominoSquaresState } from './types.js';

/** Points of a layout's plays, per seat. */
function playPoints(layout: readonly PlacedSquaresPiece[], players: number): number[] {
  const points = new Array<number>(players).fill(0);
  for (const placed of layout) if (placed.player !== null) points[placed.player]! += placed.points;
  return points;
}

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

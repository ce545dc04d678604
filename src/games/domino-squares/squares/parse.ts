/**
 * Domino Squares: `parseState`: a stored state checked value by value, as a
 * list of small checks each named for what it holds
 * ({@link DOMINO_SQUARES_STATE_CHECKS}); the going-out bonus and who still
 * has to pass are the rules' own (`goingOutBonus`, `passers`).
 *
 * @module
 */
import { array, bool, checkList, int, invalid, type JsonValue, object, text } from '../../../core/parse.js';
import type { PlacedSquaresPiece } from '../shared/layout.js';
import {
  everyPieceIsThereOnce,
  type Found,
  numbers,
  playersAreTwoToFour,
  readHands,
  readLayout,
  readPieceSet,
  readPieces,
  rngIsAGeneratorState,
  type SquaresRead,
  sameNumbers,
  seatOrNull,
} from '../shared/parse.js';
import type { DominoSquaresPiece } from '../shared/pieces.js';
import { dominoSquaresHandSize } from './options.js';
import { goingOutBonus, passers } from './state.js';
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

/** What the checks have read so far: each check names the part it needs. */
interface Read extends SquaresRead {
  readonly rounds: number;
  readonly round: number;
  readonly phase: string;
  readonly layout: PlacedSquaresPiece[];
  readonly hands: DominoSquaresPiece[][];
  /** The pass choices, each checked (a piece its seat holds) or `null`. */
  readonly choices: (string | null)[];
  /** Each seat's points so far: the finished rounds' results, then the round in play. */
  readonly totals: number[];
}

function everyKeyIsThere({ input }: Pick<Read, 'input'>): Pick<Read, 'state'> {
  return { state: object(input, '', SQUARES_KEYS) };
}

function optionsAreValid({
  state,
  players,
}: Pick<Read, 'state' | 'players'>): Pick<Read, 'options' | 'rounds' | 'pieces' | 'index'> {
  const options = object(state.options, 'options', ['firstPlayer', 'rounds', 'pieces']);
  int(options.firstPlayer, 'options.firstPlayer', 0, players - 1);
  const rounds = int(options.rounds, 'options.rounds', 1, 10);
  const { pieces, index } = readPieceSet(options.pieces, players * dominoSquaresHandSize(players) + 1);
  return { options, rounds, pieces, index };
}

function roundTurnAndPhaseAreInRange({
  state,
  players,
  rounds,
}: Pick<Read, 'state' | 'players' | 'rounds'>): Pick<Read, 'round' | 'turn' | 'phase' | 'over'> {
  const round = int(state.round, 'round', 0, rounds - 1);
  int(state.leader, 'leader', 0, players - 1);
  const turn = int(state.turn, 'turn', 0, players - 1);
  const phase = text(state.phase, 'phase', ['play', 'drawn', 'again', 'give', 'direction', 'passing']);
  return { round, turn, phase, over: bool(state.over, 'over') };
}

/** The layout laid as the rules allow, with the points each play scored; then the hands and the pile. */
function piecesLieWhereTheyMay({
  state,
  players,
  index,
}: Pick<Read, 'state' | 'players' | 'index'>): Pick<Read, 'found' | 'layout' | 'hands'> {
  const found: Found = [];
  const layout = readLayout(state.layout, 'layout', players, index, found, true);
  const hands = readHands(state.hands, 'hands', players, index, found);
  readPieces(state.pile, 'pile', index, found, index.size);
  return { found, layout, hands };
}

/** Phase `'drawn'` names the piece just drawn, which the seat to move holds; no other phase does. */
function theDrawnPieceIsInHand({
  state,
  phase,
  hands,
  turn,
}: Pick<Read, 'state' | 'phase' | 'hands' | 'turn'>): void {
  const drawn = state.drawn === null ? null : text(state.drawn, 'drawn');
  if ((phase === 'drawn') !== (drawn !== null))
    invalid('bad-phase', 'drawn', "names the piece just drawn in phase 'drawn', else null");
  if (drawn !== null && !hands[turn]!.some((piece) => piece.id === drawn))
    invalid('bad-phase', 'drawn', `seat ${turn} holds no piece ${drawn}`);
}

function aPassDirectionOnlyWhilePassing({ state, phase }: Pick<Read, 'state' | 'phase'>): void {
  const direction =
    state.passDirection === null ? null : text(state.passDirection, 'passDirection', ['left', 'right']);
  if ((phase === 'passing') !== (direction !== null))
    invalid('bad-phase', 'passDirection', "is set only in phase 'passing'");
}

/** All Pass 1: a seat chooses, while passing, a piece it holds. */
function passChoicesAreHeldPieces({
  state,
  players,
  phase,
  hands,
}: Pick<Read, 'state' | 'players' | 'phase' | 'hands'>): Pick<Read, 'choices'> {
  const choices = array(state.passChoices, 'passChoices', { length: players }).map((choice, seat) => {
    const path = `passChoices[${seat}]`;
    if (choice === null) return null;
    if (phase !== 'passing') invalid('bad-phase', path, "pieces are chosen only in phase 'passing'");
    const id = text(choice, path);
    if (!hands[seat]!.some((piece) => piece.id === id))
      invalid('bad-phase', path, `seat ${seat} holds no ${id}`);
    return id;
  });
  return { choices };
}

/** Once every seat with pieces has chosen (nobody left among the rules' `passers`), the pieces are passed. */
function piecesArePassedOnceEveryoneChose({
  phase,
  hands,
  choices,
}: Pick<Read, 'phase' | 'hands' | 'choices'>): void {
  if (phase === 'passing' && passers({ hands, passChoices: choices }).length === 0)
    invalid('bad-phase', 'passChoices', 'every seat has chosen: the pieces would have been passed');
}

function aFinishedGameIsInPlay({ over, phase }: Pick<Read, 'over' | 'phase'>): void {
  if (over && phase !== 'play') invalid('bad-phase', 'phase', "a finished game is in phase 'play'");
}

/** What each seat knows of another's hand: a piece that hand still holds. */
function knownPiecesAreStillHeld({
  state,
  players,
  index,
  hands,
}: Pick<Read, 'state' | 'players' | 'index' | 'hands'>): void {
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
}

/**
 * One finished round's result at `results[r]`: its layout laid as the rules
 * allow and the hands left, each piece once; the play points of that layout;
 * the going-out bonus to the winner, who went out (`goingOutBonus`). Returns
 * each seat's points for the round.
 */
function aRoundScoresItsPlaysAndTheBonus(
  item: unknown,
  r: number,
  { players, index }: Pick<Read, 'players' | 'index'>,
): number[] {
  const at = `results[${r}]`;
  const result = object(item, at, ['winner', 'leader', 'layout', 'hands', 'playPoints', 'bonus']);
  const winner = seatOrNull(result.winner, `${at}.winner`, players);
  int(result.leader, `${at}.leader`, 0, players - 1);
  const seen: Found = [];
  const layout = readLayout(result.layout, `${at}.layout`, players, index, seen, true);
  const hands = readHands(result.hands, `${at}.hands`, players, index, seen);
  const ids = new Set<string>();
  for (const { id, path } of seen) {
    if (ids.has(id)) invalid('duplicate-tile', path, `${id} appears twice`);
    ids.add(id);
  }
  const points = numbers(result.playPoints, `${at}.playPoints`, players);
  sameNumbers(points, playPoints(layout, players), `${at}.playPoints`, 'the points of that layout');
  const bonus = numbers(result.bonus, `${at}.bonus`, players);
  const expected = new Array<number>(players).fill(0);
  if (winner !== null) {
    if (hands[winner]!.length > 0) invalid('bad-result', `${at}.winner`, 'the winner went out');
    expected[winner] = goingOutBonus(hands);
  }
  sameNumbers(bonus, expected, `${at}.bonus`, 'the going-out bonus');
  return points.map((p, seat) => p + bonus[seat]!);
}

/** One result per finished round, each scoring as the rules score a round. */
function oneResultPerFinishedRound(
  read: Pick<Read, 'state' | 'players' | 'index' | 'rounds' | 'round' | 'over'>,
): Pick<Read, 'totals'> {
  const { round, over } = read;
  const results = array(read.state.results, 'results', { max: read.rounds });
  if (results.length !== (over ? round + 1 : round))
    invalid('bad-result', 'results', `holds one result per finished round (round ${round}, over ${over})`);
  const totals = new Array<number>(read.players).fill(0);
  results.forEach((item, r) => {
    aRoundScoresItsPlaysAndTheBonus(item, r, read).forEach((points, seat) => {
      totals[seat]! += points;
    });
  });
  return { totals };
}

/** The round's points so far are the points of its layout (all zero once the game is over). */
function roundPointsAreTheLayouts({
  state,
  players,
  over,
  layout,
  totals,
}: Pick<Read, 'state' | 'players' | 'over' | 'layout' | 'totals'>): void {
  const roundPoints = numbers(state.roundPoints, 'roundPoints', players);
  if (over) return;
  sameNumbers(roundPoints, playPoints(layout, players), 'roundPoints', 'the points of the layout');
  roundPoints.forEach((p, seat) => {
    totals[seat]! += p;
  });
}

function scoresAreTheResultsAndTheRoundSoFar({
  state,
  players,
  totals,
}: Pick<Read, 'state' | 'players' | 'totals'>): void {
  sameNumbers(numbers(state.scores, 'scores', players), totals, 'scores', 'the results and the round so far');
}

/** A player who goes out ends the round at once. */
function anEmptyHandEndsTheRound({
  state,
  over,
  hands,
  phase,
}: Pick<Read, 'state' | 'over' | 'hands' | 'phase'>): void {
  if (!over && hands.some((hand) => hand.length === 0) && phase === 'play' && state.drawn === null) {
    const out = hands.findIndex((hand) => hand.length === 0);
    invalid('bad-phase', `hands[${out}]`, 'an empty hand ends the round');
  }
}

/**
 * Domino Squares' state checks, in the order `parseDominoSquaresState` runs
 * them (the first to fail names the error).
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_STATE_CHECKS.checks.map((check) => check.name); // ['everyKeyIsThere', 'playersAreTwoToFour', …]
 * ```
 */
export const DOMINO_SQUARES_STATE_CHECKS = /* @__PURE__ */ checkList<Pick<Read, 'input'>>()
  .and(everyKeyIsThere)
  .and(playersAreTwoToFour)
  .and(rngIsAGeneratorState)
  .and(optionsAreValid)
  .and(roundTurnAndPhaseAreInRange)
  .and(piecesLieWhereTheyMay)
  .and(everyPieceIsThereOnce)
  .and(theDrawnPieceIsInHand)
  .and(aPassDirectionOnlyWhilePassing)
  .and(passChoicesAreHeldPieces)
  .and(piecesArePassedOnceEveryoneChose)
  .and(aFinishedGameIsInPlay)
  .and(knownPiecesAreStillHeld)
  .and(oneResultPerFinishedRound)
  .and(roundPointsAreTheLayouts)
  .and(scoresAreTheResultsAndTheRoundSoFar)
  .and(anEmptyHandEndsTheRound);

/**
 * Checks an untrusted Domino Squares state (`dominoSquares.parseState` calls
 * it on a plain-JSON copy): every key and type, the piece set of the options
 * with each piece exactly once across layout, hands and pile, the layout laid
 * as the rules allow with the points each play scored, the phase and its
 * fields (drawn piece, All Pass 1 choices), what seats know of other hands,
 * the round results (the going-out bonus as the rules give it) and the
 * running scores, and the end ({@link DOMINO_SQUARES_STATE_CHECKS}, in order).
 *
 * @example
 * ```ts
 * const state = parseDominoSquaresState(JSON.parse(stored)); // throws InvalidStateError naming the path
 * ```
 */
export function parseDominoSquaresState(input: JsonValue): DominoSquaresState {
  return DOMINO_SQUARES_STATE_CHECKS.run({ input }).state as unknown as DominoSquaresState;
}

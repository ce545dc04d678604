/**
 * Domino Squares: `parseState`: a stored state checked value by value, as a
 * list of small checks each named for what it holds
 * ({@link DOMINO_SQUARES_STATE_CHECKS}), the shape's fields read where they
 * run; the going-out bonus and who still has to pass are the rules' own
 * (`goingOutBonus`, `passers`).
 *
 * @module
 */
import { checkList, invalid, type JsonValue } from '../../../core/parse.js';
import { custom, type Schema } from '../../../core/schema.js';
import type { PlacedSquaresPiece } from '../shared/layout.js';
import {
  everyPieceIsThereOnce,
  laidAsTheRulesAllow,
  type SquaresRead,
  sameNumbers,
} from '../shared/parse.js';
import { DOMINO_SQUARES_STATE } from './shape.js';
import { goingOutBonus, passers } from './state.js';
import type { DominoSquaresRoundResult, DominoSquaresState } from './types.js';

/** Points of a layout's plays, per seat. */
function playPoints(layout: readonly PlacedSquaresPiece[], players: number): number[] {
  const points = new Array<number>(players).fill(0);
  for (const placed of layout) if (placed.player !== null) points[placed.player]! += placed.points;
  return points;
}

/** What the checks have read so far: each check names the part it needs. */
type Read = DominoSquaresState & SquaresRead;

/** Phase `'drawn'` names the piece just drawn, which the seat to move holds; no other phase does. */
function theDrawnPieceIsInHand({
  drawn,
  phase,
  hands,
  turn,
}: Pick<Read, 'drawn' | 'phase' | 'hands' | 'turn'>): void {
  if ((phase === 'drawn') !== (drawn !== null))
    invalid('bad-phase', 'drawn', "names the piece just drawn in phase 'drawn', else null");
  if (drawn !== null && !hands[turn]!.some((piece) => piece.id === drawn))
    invalid('bad-phase', 'drawn', `seat ${turn} holds no piece ${drawn}`);
}

function aPassDirectionOnlyWhilePassing({
  passDirection,
  phase,
}: Pick<Read, 'passDirection' | 'phase'>): void {
  if ((phase === 'passing') !== (passDirection !== null))
    invalid('bad-phase', 'passDirection', "is set only in phase 'passing'");
}

/** All Pass 1: a seat chooses, while passing, a piece it holds (the phase checked before the choice is read). */
const aChoiceIsAHeldPieceWhilePassing = (choice: Schema<string | null>, seat: number) =>
  custom((value, path, known): string | null => {
    const { phase, hands } = known as Pick<Read, 'phase' | 'hands'>;
    if (value !== null && phase !== 'passing')
      invalid('bad-phase', path, "pieces are chosen only in phase 'passing'");
    const id = choice.read(value, path, known);
    if (id !== null && !hands[seat]!.some((piece) => piece.id === id))
      invalid('bad-phase', path, `seat ${seat} holds no ${id}`);
    return id;
  });

/** Once every seat with pieces has chosen (nobody left among the rules' `passers`), the pieces are passed. */
function piecesArePassedOnceEveryoneChose({
  phase,
  hands,
  passChoices,
}: Pick<Read, 'phase' | 'hands' | 'passChoices'>): void {
  if (phase === 'passing' && passers({ hands, passChoices }).length === 0)
    invalid('bad-phase', 'passChoices', 'every seat has chosen: the pieces would have been passed');
}

function aFinishedGameIsInPlay({ over, phase }: Pick<Read, 'over' | 'phase'>): void {
  if (over && phase !== 'play') invalid('bad-phase', 'phase', "a finished game is in phase 'play'");
}

/** A seat remembers only what others hold. */
function aSeatRemembersAnotherHand(
  { by, holder }: { readonly by: number; readonly holder: number },
  path: string,
): void {
  if (by === holder) invalid('bad-known', path, 'a seat does not need to remember its own hand');
}

/** What each seat knows of another's hand: a piece that hand still holds. */
function theRememberedPieceIsStillHeld(
  { holder, piece }: { readonly holder: number; readonly piece: string },
  path: string,
  { hands }: Pick<Read, 'hands'>,
): void {
  if (!hands[holder]!.some((one) => one.id === piece))
    invalid('bad-known', `${path}.piece`, `seat ${holder} does not hold ${piece}`);
}

/** One result per finished round. */
function oneResultPerFinishedRound(
  list: readonly unknown[],
  path: string,
  { round, over }: Pick<Read, 'round' | 'over'>,
): void {
  if (list.length !== (over ? round + 1 : round))
    invalid('bad-result', path, `holds one result per finished round (round ${round}, over ${over})`);
}

/** A finished round's layout and hands hold each piece once. */
function eachPieceOnceInTheRound(
  result: Pick<DominoSquaresRoundResult, 'layout' | 'hands'>,
  path: string,
): void {
  const ids = new Set<string>();
  const once = (id: string, at: string) => {
    if (ids.has(id)) invalid('duplicate-tile', at, `${id} appears twice`);
    ids.add(id);
  };
  result.layout.forEach((placed, i) => {
    once(placed.piece.id, `${path}.layout[${i}].piece`);
  });
  result.hands.forEach((hand, seat) => {
    hand.forEach((piece, i) => {
      once(piece.id, `${path}.hands[${seat}][${i}]`);
    });
  });
}

/** A finished round's play points are its layout's. */
function aRoundScoresItsPlays(
  result: Pick<DominoSquaresRoundResult, 'layout' | 'playPoints'>,
  path: string,
  { players }: Pick<Read, 'players'>,
): void {
  sameNumbers(
    result.playPoints,
    playPoints(result.layout, players),
    `${path}.playPoints`,
    'the points of that layout',
  );
}

/** The going-out bonus goes to the winner, who went out, as the rules give it (`goingOutBonus`). */
function theWinnerWentOutForTheBonus(
  result: Pick<DominoSquaresRoundResult, 'winner' | 'hands' | 'bonus'>,
  path: string,
  { players }: Pick<Read, 'players'>,
): void {
  const { winner, hands } = result;
  const expected = new Array<number>(players).fill(0);
  if (winner !== null) {
    if (hands[winner]!.length > 0) invalid('bad-result', `${path}.winner`, 'the winner went out');
    expected[winner] = goingOutBonus(hands);
  }
  sameNumbers(result.bonus, expected, `${path}.bonus`, 'the going-out bonus');
}

/**
 * The Domino Squares state with its invariants inside its values: each
 * layout's pieces laid as the rules allow, the pass choices, the facts
 * seats remember, one result per finished round each scored as the rules
 * score a round.
 */
const STATE = /* @__PURE__ */ (() =>
  DOMINO_SQUARES_STATE.with('layout', (layout) => layout.each(laidAsTheRulesAllow(true)))
    .with('passChoices', (choices) => choices.items(aChoiceIsAHeldPieceWhilePassing))
    .with('known', (known) =>
      known.items((fact) =>
        fact.after('holder', aSeatRemembersAnotherHand).after('piece', theRememberedPieceIsStillHeld),
      ),
    )
    .with('results', (results) =>
      results.whole(oneResultPerFinishedRound).items((result) =>
        result
          .with('layout', (layout) => layout.each(laidAsTheRulesAllow(true)))
          .after('hands', eachPieceOnceInTheRound)
          .after('playPoints', aRoundScoresItsPlays)
          .after('bonus', theWinnerWentOutForTheBonus),
      ),
    ))();

/** The round's points so far are the points of its layout (all zero once the game is over). */
function roundPointsAreTheLayouts({
  roundPoints,
  players,
  over,
  layout,
}: Pick<Read, 'roundPoints' | 'players' | 'over' | 'layout'>): void {
  if (over) return;
  sameNumbers(roundPoints, playPoints(layout, players), 'roundPoints', 'the points of the layout');
}

/** The scores are the finished rounds' points and, in play, the round's so far. */
function scoresAreTheResultsAndTheRoundSoFar({
  scores,
  players,
  results,
  roundPoints,
  over,
}: Pick<Read, 'scores' | 'players' | 'results' | 'roundPoints' | 'over'>): void {
  const totals = new Array<number>(players).fill(0);
  for (const result of results)
    result.playPoints.forEach((points, seat) => {
      totals[seat]! += points + result.bonus[seat]!;
    });
  if (!over)
    roundPoints.forEach((points, seat) => {
      totals[seat]! += points;
    });
  sameNumbers(scores, totals, 'scores', 'the results and the round so far');
}

/** A player who goes out ends the round at once. */
function anEmptyHandEndsTheRound({
  over,
  hands,
  phase,
  drawn,
}: Pick<Read, 'over' | 'hands' | 'phase' | 'drawn'>): void {
  if (!over && hands.some((hand) => hand.length === 0) && phase === 'play' && drawn === null) {
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
 * DOMINO_SQUARES_STATE_CHECKS.checks.map((check) => check.name); // ['everyKeyIsThere', 'read players', …]
 * ```
 */
export const DOMINO_SQUARES_STATE_CHECKS = /* @__PURE__ */ (() =>
  checkList<Pick<Read, 'input'>>()
    .and(STATE.keys())
    .and(STATE.fields('players'))
    .and(STATE.fields('rng'))
    .and(STATE.fields('options'))
    .and(STATE.fields('round', 'leader', 'turn', 'phase', 'over'))
    .and(STATE.fields('layout', 'hands', 'pile'))
    .and(everyPieceIsThereOnce)
    .and(STATE.fields('drawn'))
    .and(theDrawnPieceIsInHand)
    .and(STATE.fields('passDirection'))
    .and(aPassDirectionOnlyWhilePassing)
    .and(STATE.fields('passChoices'))
    .and(piecesArePassedOnceEveryoneChose)
    .and(aFinishedGameIsInPlay)
    .and(STATE.fields('known'))
    .and(STATE.fields('results'))
    .and(STATE.fields('roundPoints'))
    .and(roundPointsAreTheLayouts)
    .and(STATE.fields('scores'))
    .and(scoresAreTheResultsAndTheRoundSoFar)
    .and(anEmptyHandEndsTheRound))();

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

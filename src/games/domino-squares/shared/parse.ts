/**
 * The invariants every Domino Squares `parseState` shares (each piece once,
 * a layout laid as the rules allow, the end counted as the rules count it)
 * and the checks of a stored Block or Draw state
 * ({@link CLASSIC_STATE_CHECKS}): the shapes are `shape.ts`'s, read where
 * the list says.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import { array, checkList, conserveTiles, invalid, type JsonValue } from '../../../core/parse.js';
import { endScores } from './deal.js';
import { checkSquaresPlacement, type PlacedSquaresPiece } from './layout.js';
import type { DominoSquaresPiece } from './pieces.js';
import { CLASSIC_STATE, type endOf } from './shape.js';
import type { DominoSquaresClassicState } from './types.js';

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
  readonly state: Readonly<Record<string, unknown>>;
  readonly players: number;
  readonly turn: Seat;
  readonly over: boolean;
  /** Where each piece was read (its id and path), for {@link everyPieceIsThereOnce}. */
  readonly found: readonly { readonly id: string; readonly path: string }[];
}

/** Each piece of the set exactly once across where the checks before read pieces. */
export function everyPieceIsThereOnce({
  found,
  options,
}: Pick<SquaresRead, 'found'> & {
  readonly options: { readonly pieces: readonly DominoSquaresPiece[] };
}): void {
  conserveTiles(
    found,
    options.pieces.map((piece) => piece.id),
  );
}

/**
 * A layout's piece at `path`, as soon as it is read (`layout.each`): the
 * starter at (0, 0) unturned, then every piece placed as the rules allow at
 * the time it was laid (an empty cell touching exactly one piece, an end,
 * with both facing squares matching), with the points that placement scores
 * (`scored`) or 0.
 */
export const laidAsTheRulesAllow =
  (scored: boolean) =>
  (
    placed: PlacedSquaresPiece,
    i: number,
    _known: unknown,
    before: readonly PlacedSquaresPiece[],
    path: string,
  ): void => {
    const { x, y, rotation, player, points } = placed;
    if (i === 0) {
      if (x !== 0 || y !== 0 || rotation !== 0 || player !== null || points !== 0)
        invalid('bad-layout', path, 'the starter lies at (0, 0), unturned, played by nobody, for 0 points');
      return;
    }
    if (player === null) invalid('bad-layout', `${path}.player`, 'only the starter is played by nobody');
    const result = checkSquaresPlacement(before.slice(0, i), placed.piece, rotation, x, y);
    if ('code' in result) invalid('bad-layout', path, result.message);
    const expected = scored ? result.points : 0;
    if (points !== expected) invalid('bad-score', `${path}.points`, `this placement scores ${expected}`);
  };

/** The end's shapes (`shape.ts`'s `endOf`). */
type End = ReturnType<typeof endOf>;

/**
 * The end of a Block/Draw/Blind Hughie game, read with its shapes (`end`):
 * `ended` is set exactly when the game is over (`out`: a player went out,
 * the seat to move), and pips, scores and winners are the rules' count of
 * the `hands` left (`endScores`), or empty and 0 before the end.
 */
export function theEndIsAsTheRulesCountIt(
  end: End,
  out: string,
  hands: readonly (readonly DominoSquaresPiece[])[],
  read: Pick<SquaresRead, 'state' | 'players' | 'over' | 'turn'> & {
    readonly options: { readonly goingOut: 'wins' | 'fewest-pips' };
  },
): void {
  const { state, players, over, turn } = read;
  const ended = end.ended.read(state.ended, 'ended', read);
  if (over !== (ended !== null)) invalid('bad-end', 'ended', 'is set exactly when the game is over');
  if (!over) {
    end.pips.read(state.pips, 'pips', read);
    sameNumbers(
      end.scores.read(state.scores, 'scores', read),
      new Array(players).fill(0),
      'scores',
      'not over',
    );
    winnersAre([], end, read);
    return;
  }
  const wentOut = ended === out;
  if (wentOut && hands[turn]!.length > 0) invalid('bad-end', 'ended', `seat ${turn} did not go out`);
  const result = endScores(hands, wentOut ? turn : null, read.options.goingOut);
  sameNumbers(end.pips.read(state.pips, 'pips', read), result.pips, 'pips', 'the pips left in hand');
  sameNumbers(end.scores.read(state.scores, 'scores', read), result.scores, 'scores', 'the count');
  winnersAre(result.winners, end, read);
}

/** The winners, as many as the rules' count names, each the seat it names. */
function winnersAre(expected: readonly Seat[], end: End, read: Pick<SquaresRead, 'state'>): void {
  const winners = end.winners.read(read.state.winners, 'winners', read);
  array(winners, 'winners', { length: expected.length });
  winners.forEach((winner, i) => {
    if (winner !== expected[i]) invalid('bad-end', `winners[${i}]`, `must be ${expected[i]}`);
  });
}

/** What the Block and Draw checks read: each check names the part it needs. */
type ClassicRead = DominoSquaresClassicState & SquaresRead;

/** The Block and Draw state, each layout's piece checked as it is read. */
const STATE = /* @__PURE__ */ (() =>
  CLASSIC_STATE.with('layout', (layout) => layout.each(laidAsTheRulesAllow(false))))();

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
  mayKeep,
  game,
  over,
}: Pick<ClassicRead, 'mayKeep' | 'game' | 'over'>): void {
  if (mayKeep && (game === 'block' || over))
    invalid('bad-phase', 'mayKeep', 'only a Draw turn in play may keep');
}

function theEndAgreesWithTheHands(
  read: Pick<ClassicRead, 'state' | 'players' | 'over' | 'hands' | 'options' | 'turn'>,
): void {
  theEndIsAsTheRulesCountIt(STATE.shape, 'domino', read.hands, read);
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
export const CLASSIC_STATE_CHECKS = /* @__PURE__ */ (() =>
  checkList<Pick<ClassicRead, 'input' | 'game'>>()
    .and(STATE.keys())
    .and(STATE.fields('players'))
    .and(STATE.fields('rng'))
    .and(STATE.fields('game'))
    .and(STATE.fields('options'))
    .and(STATE.fields('turn', 'over'))
    .and(STATE.fields('layout', 'hands', 'boneyard', 'outOfPlay'))
    .and(everyPieceIsThereOnce)
    .and(blockHasNoBoneyardDrawNoPiecesOutOfPlay)
    .and(STATE.fields('mayKeep'))
    .and(onlyADrawTurnInPlayMayKeep)
    .and(theEndAgreesWithTheHands)
    .and(anEmptyHandEndsTheGame))();

/** A stored Block or Draw state checked value by value (`parseState` of both games). */
export function parseClassic(input: JsonValue, game: 'block' | 'draw'): DominoSquaresClassicState {
  return CLASSIC_STATE_CHECKS.run({ input, game }).state as unknown as DominoSquaresClassicState;
}

/**
 * Dump Truck's `parseState`: checks an untrusted state (already plain JSON)
 * key by key and against the game's invariants, naming the path of the first
 * bad value. It runs {@link DUMP_TRUCK_STATE_CHECKS}, a list of small checks
 * each named for what it holds; the truck's geometry is the rules' own
 * (`spotCells`, `loadExtent`, `flipViolation`).
 *
 * @module
 */

import { InvalidOptionError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { checkList, conserveTiles, invalid, type JsonValue, object } from '../../core/parse.js';
import { doubleSet } from '../../core/tiles.js';
import { checkDumpTruckOptions, DUMP_TRUCK_DEFAULTS } from './options.js';
import { flipViolation } from './rules.js';
import { DUMP_TRUCK_STATE } from './shape.js';
import { DUMP_TRUCK_FACE_DOWN } from './state.js';
import { loadExtent, spotCells, TRUCK_COLUMNS, TRUCK_ROWS } from './truck.js';
import type { DumpTruckOptions, DumpTruckPlacement, DumpTruckState, DumpTruckUnload } from './types.js';

const ALL_IDS = /* @__PURE__ */ (() => doubleSet(6).map((tile) => tile.id))();

/** A double is never flipped (checked as soon as a placement's `flipped` is read). */
function aDoubleIsNeverFlipped(placed: Pick<DumpTruckPlacement, 'tile' | 'flipped'>, path: string): void {
  if (flipViolation(placed.tile, placed.flipped)) {
    invalid('bad-truck', `${path}.flipped`, 'a double is never flipped');
  }
}

/** No two dominoes of a load share a cell; with a template, each lies inside it (ruling 11). Returns the cells. */
function dominoesShareNoCell(
  load: readonly DumpTruckPlacement[],
  path: string,
  template: boolean,
): Set<string> {
  const cells = new Set<string>();
  load.forEach((placed, i) => {
    const [r1, c1, r2, c2] = spotCells(placed);
    for (const cell of [`${r1},${c1}`, `${r2},${c2}`]) {
      if (cells.has(cell)) invalid('bad-truck', `${path}[${i}]`, 'covers a cell another domino holds');
      cells.add(cell);
    }
    if (template && (r1 < 0 || c1 < 0 || r2 >= TRUCK_ROWS || c2 >= TRUCK_COLUMNS)) {
      invalid('bad-truck', `${path}[${i}]`, 'sticks out of the 4-wide, 3-high template');
    }
  });
  return cells;
}

/** Without a template a load is named from its first domino, at row 0, column 0, and fits 4 wide and 3 high (rulings 9–10). */
function aLooseLoadHoldsItsCornerAndFits(
  load: readonly DumpTruckPlacement[],
  path: string,
  cells: Set<string>,
): void {
  if (!cells.has('0,0'))
    invalid('bad-truck', path, "a loose load holds its first domino's cell, row 0, column 0");
  const { top, bottom, left, right } = loadExtent(load);
  if (bottom - top >= TRUCK_ROWS || right - left >= TRUCK_COLUMNS) {
    invalid('bad-truck', path, 'the load does not fit 4 wide and 3 high');
  }
}

/** Every domino of a load touches the rest of it (ruling 10). */
function everyDominoTouchesTheRest(cells: Set<string>, path: string): void {
  const start = cells.values().next().value as string;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const [r, c] = queue.pop()!.split(',').map(Number) as [number, number];
    for (const next of [`${r - 1},${c}`, `${r + 1},${c}`, `${r},${c - 1}`, `${r},${c + 1}`]) {
      if (cells.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  if (seen.size !== cells.size) invalid('bad-truck', path, 'every domino must touch the rest of the load');
}

/** A load: at most six dominoes, no shared cell, connected, inside the truck (rulings 8–11). */
function checkLoad(load: readonly DumpTruckPlacement[], path: string, template: boolean): void {
  const cells = dominoesShareNoCell(load, path, template);
  if (load.length === 0) return;
  if (!template) aLooseLoadHoldsItsCornerAndFits(load, path, cells);
  everyDominoTouchesTheRest(cells, path);
}

/** An unscored unload scores 0; one left at the end is always scored. */
function unloadScoresAsItMay(
  unload: Pick<DumpTruckUnload, 'points' | 'scored' | 'final'>,
  path: string,
): void {
  if (!unload.scored && unload.points > 0)
    invalid('bad-score', `${path}.points`, 'an unscored unload scores 0');
  if (unload.final && !unload.scored)
    invalid('bad-score', `${path}.scored`, 'a load left at the end is always scored');
}

/** Where each domino was read (its id and path), for {@link everyDominoIsThereOnce}. */
type Found = { id: string; path: string }[];

/** What the checks have read so far: each check names the part it needs. */
type Read = DumpTruckState & {
  /** The state as plain JSON, unchecked. */
  readonly input: JsonValue;
  /** The state's top-level values, its keys checked. */
  readonly state: Readonly<Record<string, unknown>>;
  readonly found: Found;
};

/** The options, checked as setup checks them (`checkDumpTruckOptions`). */
function optionsAreValid({ state }: Pick<Read, 'state'>): Pick<Read, 'options'> {
  const options = object(
    state.options,
    'options',
    Object.keys(DUMP_TRUCK_DEFAULTS),
  ) as unknown as DumpTruckOptions;
  try {
    checkDumpTruckOptions(options);
  } catch (error) {
    if (error instanceof InvalidOptionError) invalid('bad-option', `options.${error.option}`, error.message);
    throw error;
  }
  return { options };
}

/** In a phase other than the end, some seat has something to do. */
function stepsFitThePhase(read: Pick<Read, 'state' | 'players' | 'phase'>): Pick<Read, 'steps'> {
  const steps = DUMP_TRUCK_STATE.shape.steps.read(read.state.steps, 'steps', read);
  if (read.phase !== 'over' && steps.every((step) => step === 'wait')) {
    invalid('inconsistent', 'steps', `in the ${read.phase} phase some seat must have something to do`);
  }
  return { steps };
}

/** A load: at most six dominoes, no shared cell, connected, inside the truck (rulings 8–11). */
const TRUCKS = /* @__PURE__ */ (() =>
  DUMP_TRUCK_STATE.shape.trucks.items((load) =>
    load
      .items((placed) => placed.after('flipped', aDoubleIsNeverFlipped))
      .refine((read, path, { options }: Pick<Read, 'options'>) => checkLoad(read, path, options.template)),
  ))();

function trucksHoldLoadsAsTheRulesAllow(
  read: Pick<Read, 'state' | 'players' | 'found' | 'options'>,
): Pick<Read, 'trucks'> {
  return { trucks: TRUCKS.read(read.state.trucks, 'trucks', read) };
}

function everyDominoIsThereOnce({ found }: Pick<Read, 'found'>): void {
  conserveTiles(found, ALL_IDS);
}

/** A domino once face up never goes face down again. */
function aReturnedDominoStaysFaceUp({ faceDown, returns }: Pick<Read, 'faceDown' | 'returns'>): void {
  faceDown.forEach((tile, i) => {
    if (returns[tile.id] !== undefined)
      invalid('inconsistent', `faceDown[${i}]`, 'a returned domino stays face up');
  });
}

/** A domino is retired once, when returned past the limit: discarded, its returns at the limit. */
function retiredDominoesWereDiscardedAtTheLimit(
  read: Pick<Read, 'state' | 'discarded' | 'returns' | 'options'>,
): Pick<Read, 'retired'> {
  const { discarded, returns, options } = read;
  const discardedIds = new Set(discarded.map((tile) => tile.id));
  const retired = DUMP_TRUCK_STATE.shape.retired
    .each((id, i) => {
      if (!discardedIds.has(id))
        invalid('inconsistent', `retired[${i}]`, `${id} is not among the discarded dominoes`);
      if ((returns[id] ?? 0) !== options.returnLimit) {
        invalid('inconsistent', `retired[${i}]`, `${id} was retired before reaching the return limit`);
      }
    })
    .read(read.state.retired, 'retired', read);
  if (new Set(retired).size !== retired.length)
    invalid('duplicate-tile', 'retired', 'a domino is retired once');
  return { retired };
}

function drawOrderIsEverySeatOnce(read: Pick<Read, 'state' | 'players'>): Pick<Read, 'drawOrder'> {
  const drawOrder = DUMP_TRUCK_STATE.shape.drawOrder.read(read.state.drawOrder, 'drawOrder', read);
  if (new Set(drawOrder).size !== read.players)
    invalid('inconsistent', 'drawOrder', 'every seat appears once');
  return { drawOrder };
}

/**
 * Choices: only while drawing, only for a seat that has chosen and is not
 * yet served. A pending choice names a face-up domino, or one a seat before
 * it has just drawn face up.
 */
function choicesWaitToBeServed(
  read: Pick<Read, 'state' | 'players' | 'phase' | 'steps' | 'held' | 'faceUp'>,
): Pick<Read, 'choices'> {
  const { phase, steps, held } = read;
  const faceUpIds = new Set([
    ...read.faceUp.map((tile) => tile.id),
    ...held.flatMap((hand) => (hand?.from === 'face-up' ? [hand.tile.id] : [])),
  ]);
  const choices = DUMP_TRUCK_STATE.shape.choices
    .each((choice, seat) => {
      if (choice === null) return;
      const path = `choices[${seat}]`;
      if (phase !== 'draw' || steps[seat] !== 'wait' || held[seat] !== null) {
        invalid('inconsistent', path, 'only a seat that has chosen and is waiting to be served has a choice');
      }
      if (choice !== DUMP_TRUCK_FACE_DOWN && !faceUpIds.has(choice)) {
        invalid('out-of-range', path, `must be '${DUMP_TRUCK_FACE_DOWN}' or the id of a face-up domino`);
      }
    })
    .read(read.state.choices, 'choices', read);
  return { choices };
}

function aSeatChoosesOnlyFromAFaceUpDomino({
  phase,
  faceUp,
  steps,
}: Pick<Read, 'phase' | 'faceUp' | 'steps'>): void {
  if (phase === 'draw' && faceUp.length === 0 && steps.includes('choose')) {
    invalid('inconsistent', 'steps', 'a seat chooses only when the pool holds a face-up domino');
  }
}

/** What a seat holds agrees with its step: loading holds a domino, relocating one from its truck. */
function handsAgreeWithTheSteps({
  held,
  steps,
  phase,
  options,
}: Pick<Read, 'held' | 'steps' | 'phase' | 'options'>): void {
  held.forEach((hand, seat) => {
    const step = steps[seat]!;
    const path = `held[${seat}]`;
    const loading = step === 'load' || step === 'relocate';
    if (loading && hand === null) invalid('inconsistent', path, 'a seat loading holds a domino');
    if (hand === null) return;
    if (phase !== 'draw' && !loading)
      invalid('inconsistent', path, 'hands are empty outside the draw and load');
    if (phase === 'draw' && (step !== 'wait' || hand.from === 'truck')) {
      invalid('inconsistent', path, 'a seat served in the draw waits with what it drew');
    }
    if ((step === 'relocate') !== (hand.from === 'truck')) {
      invalid('inconsistent', `${path}.from`, 'a displaced domino is in hand exactly while relocating');
    }
    if (step === 'relocate' && (options.noReplace || options.noShift)) {
      invalid('inconsistent', `steps[${seat}]`, 'nothing is displaced when replacing is not allowed');
    }
  });
}

function anEmptyTruckHasNothingToUnload({ steps, trucks }: Pick<Read, 'steps' | 'trucks'>): void {
  steps.forEach((step, seat) => {
    if (step === 'unload' && trucks[seat]!.length === 0) {
      invalid('inconsistent', `steps[${seat}]`, 'an empty truck has nothing to unload');
    }
  });
}

/** Each unload is in range, scored or not: an unscored one scores 0, one left at the end is scored. */
const UNLOADS = /* @__PURE__ */ (() =>
  DUMP_TRUCK_STATE.shape.unloads.items((unload) => unload.after('final', unloadScoresAsItMay)))();

function unloadsScoreAsTheyMay(
  read: Pick<Read, 'state' | 'players' | 'round' | 'options'>,
): Pick<Read, 'unloads'> {
  return { unloads: UNLOADS.read(read.state.unloads, 'unloads', read) };
}

function scoresAreTheSumOfTheUnloads(
  read: Pick<Read, 'state' | 'players' | 'unloads'>,
): Pick<Read, 'scores'> {
  const scores = DUMP_TRUCK_STATE.shape.scores.read(read.state.scores, 'scores', read);
  scores.forEach((score, seat: Seat) => {
    const sum = read.unloads.filter((u) => u.player === seat).reduce((total, u) => total + u.points, 0);
    if (sum !== score)
      invalid('bad-score', `scores[${seat}]`, `must be ${sum}, the sum of the seat's unloads`);
  });
  return { scores };
}

/** Only the end of the game scores loads left in trucks (ruling 16). */
function onlyTheEndScoresLoadsLeft({ unloads, phase }: Pick<Read, 'unloads' | 'phase'>): void {
  unloads.forEach((unload, i) => {
    if (unload.final && phase !== 'over')
      invalid('inconsistent', `unloads[${i}].final`, 'only the end scores loads left');
  });
}

function theGameEndsWithAnEmptyPool({
  phase,
  faceDown,
  faceUp,
  held,
}: Pick<Read, 'phase' | 'faceDown' | 'faceUp' | 'held'>): void {
  if (phase !== 'over') return;
  if (faceDown.length > 0 || faceUp.length > 0)
    invalid('inconsistent', 'phase', 'the game ends with an empty pool');
  if (held.some((hand) => hand !== null)) invalid('inconsistent', 'phase', 'the game ends with empty hands');
}

/**
 * Dump Truck's state checks, in the order `parseDumpTruckState` runs them
 * (the first to fail names the error).
 *
 * @example
 * ```ts
 * DUMP_TRUCK_STATE_CHECKS.checks.map((check) => check.name); // ['everyKeyIsThere', 'playersAreTwoToEight', …]
 * ```
 */
export const DUMP_TRUCK_STATE_CHECKS = /* @__PURE__ */ (() =>
  checkList<Pick<Read, 'input'>>()
    .and(DUMP_TRUCK_STATE.keys())
    .and(DUMP_TRUCK_STATE.fields('players'))
    .and(DUMP_TRUCK_STATE.fields('rng'))
    .and(optionsAreValid)
    .and(DUMP_TRUCK_STATE.fields('round', 'phase'))
    .and(stepsFitThePhase)
    .and(DUMP_TRUCK_STATE.fields('faceDown', 'faceUp', 'discarded'))
    .and(DUMP_TRUCK_STATE.fields('held'))
    .and(trucksHoldLoadsAsTheRulesAllow)
    .and(everyDominoIsThereOnce)
    .and(DUMP_TRUCK_STATE.fields('returns'))
    .and(aReturnedDominoStaysFaceUp)
    .and(retiredDominoesWereDiscardedAtTheLimit)
    .and(drawOrderIsEverySeatOnce)
    .and(choicesWaitToBeServed)
    .and(aSeatChoosesOnlyFromAFaceUpDomino)
    .and(handsAgreeWithTheSteps)
    .and(anEmptyTruckHasNothingToUnload)
    .and(unloadsScoreAsTheyMay)
    .and(scoresAreTheSumOfTheUnloads)
    .and(onlyTheEndScoresLoadsLeft)
    .and(theGameEndsWithAnEmptyPool))();

/**
 * Checks an untrusted Dump Truck state (plain JSON, from `readJson`) and
 * returns it typed, or throws `InvalidStateError` naming the first bad value
 * ({@link DUMP_TRUCK_STATE_CHECKS}, in order): its shape (every key, no
 * other), ranges (2–8 players, steps, coordinates), the generator, the
 * options, the 28 dominoes each in exactly one place, and the game's
 * invariants: loads of at most six dominoes inside the truck, connected and
 * not overlapping (a loose load holds row 0, column 0); steps that fit the
 * phase and the hands; choices only while drawing; return counts within
 * `returnLimit` and retired dominoes discarded at the limit; scores equal to
 * the sum of the unloads; an over game with an empty pool.
 * `dumpTruck.parseState` runs it (then checks the rules can go on).
 *
 * @example
 * ```ts
 * const state = dumpTruck.parseState(JSON.parse(saved)); // throws InvalidStateError on a bad save
 * ```
 */
export function parseDumpTruckState(input: JsonValue): DumpTruckState {
  return DUMP_TRUCK_STATE.from(DUMP_TRUCK_STATE_CHECKS.run({ input }));
}

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
import type { JsonValue } from '../../core/parse.js';
import {
  array,
  bool,
  checkList,
  conserveTiles,
  int,
  invalid,
  object,
  rngState,
  text,
  tileAt,
  tileList,
} from '../../core/parse.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import { checkDumpTruckOptions, DUMP_TRUCK_DEFAULTS } from './options.js';
import { flipViolation } from './rules.js';
import { DUMP_TRUCK_FACE_DOWN } from './state.js';
import { loadExtent, spotCells, TRUCK_CAPACITY, TRUCK_COLUMNS, TRUCK_ROWS } from './truck.js';
import type {
  DumpTruckHeld,
  DumpTruckOptions,
  DumpTruckPhase,
  DumpTruckPlacement,
  DumpTruckState,
  DumpTruckStep,
  DumpTruckUnload,
} from './types.js';

const STATE_KEYS = [
  'players',
  'rng',
  'options',
  'round',
  'phase',
  'steps',
  'faceDown',
  'faceUp',
  'returns',
  'choices',
  'drawOrder',
  'held',
  'trucks',
  'discarded',
  'retired',
  'scores',
  'unloads',
] as const;

const PHASES: readonly DumpTruckPhase[] = ['draw', 'load', 'unload', 'over'];
const STEPS: readonly DumpTruckStep[] = ['choose', 'load', 'relocate', 'unload', 'wait'];
/** The steps each phase allows. */
const PHASE_STEPS: Record<DumpTruckPhase, readonly DumpTruckStep[]> = {
  draw: ['choose', 'wait'],
  load: ['load', 'relocate', 'wait'],
  unload: ['unload', 'wait'],
  over: ['wait'],
};
/** The most points one unload can score: 12 cells, counted at most twice (a sequence and a like chain), doubled blanks. */
const MAX_UNLOAD_POINTS = 48;
const ALL_IDS = /* @__PURE__ */ doubleSet(6).map((tile) => tile.id);

function tiles(value: unknown, path: string, found: { id: string; path: string }[]): Tile[] {
  return tileList(value, path, { maxPip: 6, sets: 1, max: 28, found });
}

/** One placement, its cells inside the coordinates a load can reach; a double never flipped. */
function placement(value: unknown, path: string, found: Found): DumpTruckPlacement {
  const record = object(value, path, ['tile', 'row', 'column', 'orientation', 'flipped']);
  const tile = tileAt(record.tile, `${path}.tile`, 6, 1);
  found.push({ id: tile.id, path: `${path}.tile` });
  int(record.row, `${path}.row`, -(TRUCK_ROWS - 1), TRUCK_ROWS - 1);
  int(record.column, `${path}.column`, -(TRUCK_COLUMNS - 1), TRUCK_COLUMNS - 1);
  text(record.orientation, `${path}.orientation`, ['horizontal', 'vertical']);
  if (flipViolation(tile, bool(record.flipped, `${path}.flipped`))) {
    invalid('bad-truck', `${path}.flipped`, 'a double is never flipped');
  }
  return record as unknown as DumpTruckPlacement;
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

function unloadAt(value: unknown, path: string, players: number, round: number): DumpTruckUnload {
  const record = object(value, path, ['player', 'round', 'grid', 'points', 'scored', 'final']);
  int(record.player, `${path}.player`, 0, players - 1);
  int(record.round, `${path}.round`, 0, round);
  array(record.grid, `${path}.grid`, { max: TRUCK_ROWS }).forEach((row, r) => {
    array(row, `${path}.grid[${r}]`, { max: TRUCK_COLUMNS }).forEach((cell, c) => {
      if (cell !== null) int(cell, `${path}.grid[${r}][${c}]`, 0, 6);
    });
  });
  const points = int(record.points, `${path}.points`, 0, MAX_UNLOAD_POINTS);
  const scored = bool(record.scored, `${path}.scored`);
  const final = bool(record.final, `${path}.final`);
  if (!scored && points > 0) invalid('bad-score', `${path}.points`, 'an unscored unload scores 0');
  if (final && !scored) invalid('bad-score', `${path}.scored`, 'a load left at the end is always scored');
  return record as unknown as DumpTruckUnload;
}

/** Where each domino was read (its id and path), for {@link everyDominoIsThereOnce}. */
type Found = { id: string; path: string }[];

/** What the checks have read so far: each check names the part it needs. */
interface Read {
  /** The state as plain JSON, unchecked. */
  readonly input: JsonValue;
  /** The state's top-level values, its keys checked. */
  readonly state: Record<string, unknown>;
  readonly players: number;
  readonly options: DumpTruckOptions;
  /**
   * The most rounds a game can last (ruling 15 of
   * `docs/rules/dump-truck.md`).
   */
  readonly maxRounds: number;
  readonly round: number;
  readonly phase: DumpTruckPhase;
  readonly steps: DumpTruckStep[];
  readonly found: Found;
  readonly faceDown: Tile[];
  readonly faceUp: Tile[];
  readonly discarded: Tile[];
  readonly held: (DumpTruckHeld | null)[];
  readonly trucks: DumpTruckPlacement[][];
  readonly returns: Record<string, unknown>;
  readonly unloads: DumpTruckUnload[];
}

function everyKeyIsThere({ input }: Pick<Read, 'input'>): Pick<Read, 'state'> {
  return { state: object(input, '', STATE_KEYS) };
}

function playersAreTwoToEight({ state }: Pick<Read, 'state'>): Pick<Read, 'players'> {
  return { players: int(state.players, 'players', 2, 8) };
}

function rngIsAGeneratorState({ state }: Pick<Read, 'state'>): void {
  rngState(state.rng, 'rng');
}

/** The options, checked as setup checks them (`checkDumpTruckOptions`). */
function optionsAreValid({ state }: Pick<Read, 'state'>): Pick<Read, 'options' | 'maxRounds'> {
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
  return { options, maxRounds: 28 * (options.returnLimit + 1) };
}

function roundAndPhaseAreInRange({
  state,
  maxRounds,
}: Pick<Read, 'state' | 'maxRounds'>): Pick<Read, 'round' | 'phase'> {
  const round = int(state.round, 'round', 1, maxRounds);
  return { round, phase: text(state.phase, 'phase', PHASES) as DumpTruckPhase };
}

function stepsFitThePhase({
  state,
  players,
  phase,
}: Pick<Read, 'state' | 'players' | 'phase'>): Pick<Read, 'steps'> {
  const steps = array(state.steps, 'steps', { length: players }).map(
    (step, seat) => text(step, `steps[${seat}]`, PHASE_STEPS[phase] ?? STEPS) as DumpTruckStep,
  );
  if (phase !== 'over' && steps.every((step) => step === 'wait')) {
    invalid('inconsistent', 'steps', `in the ${phase} phase some seat must have something to do`);
  }
  return { steps };
}

function poolAndDiscardsAreDominoes({
  state,
}: Pick<Read, 'state'>): Pick<Read, 'found' | 'faceDown' | 'faceUp' | 'discarded'> {
  const found: Found = [];
  const faceDown = tiles(state.faceDown, 'faceDown', found);
  const faceUp = tiles(state.faceUp, 'faceUp', found);
  return { found, faceDown, faceUp, discarded: tiles(state.discarded, 'discarded', found) };
}

function handsHoldADominoOrNothing({
  state,
  players,
  found,
}: Pick<Read, 'state' | 'players' | 'found'>): Pick<Read, 'held'> {
  const held = array(state.held, 'held', { length: players }).map((value, seat): DumpTruckHeld | null => {
    if (value === null) return null;
    const path = `held[${seat}]`;
    const record = object(value, path, ['tile', 'from']);
    const tile = tileAt(record.tile, `${path}.tile`, 6, 1);
    found.push({ id: tile.id, path: `${path}.tile` });
    text(record.from, `${path}.from`, ['face-down', 'face-up', 'truck']);
    return record as unknown as DumpTruckHeld;
  });
  return { held };
}

function trucksHoldLoadsAsTheRulesAllow({
  state,
  players,
  found,
  options,
}: Pick<Read, 'state' | 'players' | 'found' | 'options'>): Pick<Read, 'trucks'> {
  const trucks = array(state.trucks, 'trucks', { length: players }).map((value, seat) => {
    const path = `trucks[${seat}]`;
    const load = array(value, path, { max: TRUCK_CAPACITY }).map((item, i) =>
      placement(item, `${path}[${i}]`, found),
    );
    checkLoad(load, path, options.template);
    return load;
  });
  return { trucks };
}

function everyDominoIsThereOnce({ found }: Pick<Read, 'found'>): void {
  conserveTiles(found, ALL_IDS);
}

function returnsAreWithinTheLimit({
  state,
  options,
}: Pick<Read, 'state' | 'options'>): Pick<Read, 'returns'> {
  const returns = object(state.returns, 'returns', [], ALL_IDS);
  for (const [id, count] of Object.entries(returns)) {
    int(count, `returns.${id}`, 1, Math.max(1, options.returnLimit));
    if (options.returnLimit === 0)
      invalid('out-of-range', `returns.${id}`, 'returnLimit 0: nothing goes back');
  }
  return { returns };
}

/** A domino once face up never goes face down again. */
function aReturnedDominoStaysFaceUp({ faceDown, returns }: Pick<Read, 'faceDown' | 'returns'>): void {
  faceDown.forEach((tile, i) => {
    if (returns[tile.id] !== undefined)
      invalid('inconsistent', `faceDown[${i}]`, 'a returned domino stays face up');
  });
}

/** A domino is retired once, when returned past the limit: discarded, its returns at the limit. */
function retiredDominoesWereDiscardedAtTheLimit({
  state,
  discarded,
  returns,
  options,
}: Pick<Read, 'state' | 'discarded' | 'returns' | 'options'>): void {
  const discardedIds = new Set(discarded.map((tile) => tile.id));
  const retired = array(state.retired, 'retired', { max: 28 }).map((value, i) => {
    const id = text(value, `retired[${i}]`);
    if (!discardedIds.has(id))
      invalid('inconsistent', `retired[${i}]`, `${id} is not among the discarded dominoes`);
    if (((returns[id] as number | undefined) ?? 0) !== options.returnLimit) {
      invalid('inconsistent', `retired[${i}]`, `${id} was retired before reaching the return limit`);
    }
    return id;
  });
  if (new Set(retired).size !== retired.length)
    invalid('duplicate-tile', 'retired', 'a domino is retired once');
}

function drawOrderIsEverySeatOnce({ state, players }: Pick<Read, 'state' | 'players'>): void {
  const drawOrder = array(state.drawOrder, 'drawOrder', { length: players }).map((seat, i) =>
    int(seat, `drawOrder[${i}]`, 0, players - 1),
  );
  if (new Set(drawOrder).size !== players) invalid('inconsistent', 'drawOrder', 'every seat appears once');
}

/**
 * Choices: only while drawing, only for a seat that has chosen and is not
 * yet served. A pending choice names a face-up domino, or one a seat before
 * it has just drawn face up.
 */
function choicesWaitToBeServed(
  read: Pick<Read, 'state' | 'players' | 'phase' | 'steps' | 'held' | 'faceUp'>,
): void {
  const { phase, steps, held } = read;
  const faceUpIds = new Set([
    ...read.faceUp.map((tile) => tile.id),
    ...held.flatMap((hand) => (hand?.from === 'face-up' ? [hand.tile.id] : [])),
  ]);
  array(read.state.choices, 'choices', { length: read.players }).forEach((value, seat) => {
    if (value === null) return;
    const path = `choices[${seat}]`;
    const choice = text(value, path);
    if (phase !== 'draw' || steps[seat] !== 'wait' || held[seat] !== null) {
      invalid('inconsistent', path, 'only a seat that has chosen and is waiting to be served has a choice');
    }
    if (choice !== DUMP_TRUCK_FACE_DOWN && !faceUpIds.has(choice)) {
      invalid('out-of-range', path, `must be '${DUMP_TRUCK_FACE_DOWN}' or the id of a face-up domino`);
    }
  });
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
function unloadsScoreAsTheyMay({
  state,
  players,
  round,
  maxRounds,
}: Pick<Read, 'state' | 'players' | 'round' | 'maxRounds'>): Pick<Read, 'unloads'> {
  const unloads = array(state.unloads, 'unloads', { max: maxRounds * players + players }).map((value, i) =>
    unloadAt(value, `unloads[${i}]`, players, round),
  );
  return { unloads };
}

function scoresAreTheSumOfTheUnloads({
  state,
  players,
  unloads,
}: Pick<Read, 'state' | 'players' | 'unloads'>): void {
  const scores = array(state.scores, 'scores', { length: players }).map((value, seat) =>
    int(value, `scores[${seat}]`, 0, 1_000_000),
  );
  scores.forEach((score, seat: Seat) => {
    const sum = unloads.filter((u) => u.player === seat).reduce((total, u) => total + u.points, 0);
    if (sum !== score)
      invalid('bad-score', `scores[${seat}]`, `must be ${sum}, the sum of the seat's unloads`);
  });
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
export const DUMP_TRUCK_STATE_CHECKS = /* @__PURE__ */ checkList<Pick<Read, 'input'>>()
  .and(everyKeyIsThere)
  .and(playersAreTwoToEight)
  .and(rngIsAGeneratorState)
  .and(optionsAreValid)
  .and(roundAndPhaseAreInRange)
  .and(stepsFitThePhase)
  .and(poolAndDiscardsAreDominoes)
  .and(handsHoldADominoOrNothing)
  .and(trucksHoldLoadsAsTheRulesAllow)
  .and(everyDominoIsThereOnce)
  .and(returnsAreWithinTheLimit)
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
  .and(theGameEndsWithAnEmptyPool);

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
  return DUMP_TRUCK_STATE_CHECKS.run({ input }).state as unknown as DumpTruckState;
}

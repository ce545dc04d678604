/**
 * What each seat may not see, per built-in game, read from the real state:
 * the ids of tiles and pieces hidden from `seat` (`null`: a spectator).
 */
import type { BuildUpState } from '../../src/games/build-up/index.js';
import type {
  BlindHughieState,
  DominoSquaresClassicState,
  DominoSquaresState,
} from '../../src/games/domino-squares/index.js';
import type { DumpTruckState } from '../../src/games/dump-truck/index.js';
import type { ShanghaiState } from '../../src/games/shanghai/index.js';
import type { Seat } from '../../src/index.js';

const ids = (list: readonly { id: string }[]) => list.map((t) => t.id);
const others = (players: number, seat: Seat | null) =>
  Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat);

const hiders: Record<string, (state: never, seat: Seat | null) => string[]> = {
  'build-up': (state: BuildUpState, seat) => {
    // The opening draw is turned face up for everyone (ruling 1).
    const shown = new Set(state.openingDraws.flatMap((round) => round.map((d) => d.tile.id)));
    return [
      ...others(state.players, seat).flatMap((s) => ids(state.hands[s]!)),
      ...state.boneyards.flatMap(ids),
    ].filter((id) => !shown.has(id));
  },
  'dump-truck': (state: DumpTruckState, seat) => [
    ...ids(state.faceDown),
    ...others(state.players, seat).flatMap((s) => {
      const held = state.held[s];
      return held && held.from === 'face-down' ? [held.tile.id] : [];
    }),
  ],
  shanghai: (state: ShanghaiState, seat) => [
    ...others(state.players, seat).flatMap((s) => ids(state.hands[s]!)),
    ...ids(state.boneyard),
  ],
  'domino-squares': (state: DominoSquaresState, seat) => {
    const known = new Set(state.known.filter((f) => f.by === seat).map((f) => f.piece));
    return [
      ...others(state.players, seat).flatMap((s) => ids(state.hands[s]!).filter((id) => !known.has(id))),
      ...ids(state.pile),
    ];
  },
  // Once the game is over the hands are shown.
  'domino-squares-block': (state: DominoSquaresClassicState, seat) => [
    ...(state.over ? [] : others(state.players, seat).flatMap((s) => ids(state.hands[s]!))),
    ...ids(state.boneyard),
    ...ids(state.outOfPlay),
  ],
  'blind-hughie': (state: BlindHughieState, seat) => [
    ...(state.over
      ? []
      : state.rows.flatMap((row, owner) =>
          row.filter((e) => !e.faceUp && (owner !== seat || !e.seen)).map((e) => e.piece.id),
        )),
    ...ids(state.outOfPlay),
  ],
};
hiders['domino-squares-draw'] = hiders['domino-squares-block']!;

/**
 * Parts of a view that are public records rather than where pieces lie now:
 * the options (the box's contents) and, in Domino Squares, the finished
 * rounds (their hands were shown at the end; the pieces are dealt anew).
 */
export function publicRecords(gameId: string, view: Record<string, unknown>): Record<string, unknown> {
  const { options: _box, ...rest } = view;
  if (gameId === 'domino-squares') delete rest.results;
  return rest;
}

/** The ids hidden from `seat` in `state` of game `gameId`. */
export function hiddenIds(gameId: string, state: unknown, seat: Seat | null): Set<string> {
  const hide = hiders[gameId];
  if (!hide) throw new Error(`no hidden-tile helper for ${gameId}`);
  return new Set(hide(state as never, seat));
}

/** Every string inside `value` (keys excluded). */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

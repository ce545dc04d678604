/**
 * Every built-in game by id, with its named bots, variants and drawing:
 * derived from the one list of games (`src/games/list.ts`).
 *
 * @module
 */
import type { GameEntry, GameFamily } from './core/entry.js';
import * as list from './games/list.js';

/**
 * The game folders of the one list, each with its games.
 *
 * @example
 * ```ts
 * gameFamilies.map((family) => family.folder); // ['build-up', 'domino-squares', 'dump-truck', 'shanghai']
 * ```
 */
export const gameFamilies: readonly GameFamily[] = Object.freeze(
  Object.values(list).sort((a, b) => (a.folder < b.folder ? -1 : 1)),
);

/**
 * The built-in games by id (a null-prototype object: look names up with `Object.hasOwn`).
 *
 * @example
 * ```ts
 * const { game, bots } = gameRegistry['build-up']!;
 * playOut(game, { seed: 1 }, [bots.greedy(1), bots.random(2)]);
 * ```
 */
export const gameRegistry: Readonly<Record<string, GameEntry>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, GameEntry>,
    Object.fromEntries(gameFamilies.flatMap((family) => family.games.map((entry) => [entry.game.id, entry]))),
  ),
);

/**
 * The listed game with that id, or `undefined` (own keys only: `'__proto__'` or `'constructor'` find nothing).
 *
 * @example
 * ```ts
 * findGame('build-up')?.game.name; // 'Build Up'
 * findGame('toString'); // undefined
 * ```
 */
export function findGame(id: string): GameEntry | undefined {
  return typeof id === 'string' && Object.hasOwn(gameRegistry, id) ? gameRegistry[id] : undefined;
}

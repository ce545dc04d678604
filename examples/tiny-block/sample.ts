/**
 * Tiny Block's sampler: a full state consistent with what a seat sees.
 *
 * @module
 */
import { createRng, type RngHolder, randomInt, type Seat, shuffle, type Tile } from 'boneyard';
import { tinyBlockTiles } from './state.js';
import type { TinyBlockState, TinyBlockView } from './types.js';

/**
 * A full state consistent with `player`'s view (a determinization, for
 * search bots): the seat's hand and the line are as seen; every other tile
 * of the set is dealt at random into the other hands (at the sizes the view
 * shows) and the boneyard (at its size, in a random order). The state gets a
 * fresh `rng`. Plain and mutable, sharing no array with `view`.
 *
 * @example
 * ```ts
 * const view = tinyBlock.view(state, 0);
 * const guess = sampleTinyBlock(view, 0, { rng: createRng(1) });
 * tinyBlock.view(guess, 0); // deep-equals view
 * ```
 */
export function sampleTinyBlock(view: TinyBlockView, player: Seat, random: RngHolder): TinyBlockState {
  const own = view.hand ?? [];
  const seen = new Set<string>([...own, ...view.line.map((placed) => placed.tile)].map((tile) => tile.id));
  const unseen: Tile[] = shuffle(
    random,
    tinyBlockTiles().filter((tile) => !seen.has(tile.id)),
  );
  const hands = view.handSizes.map((size, seat) =>
    seat === player ? own.map((tile) => ({ ...tile })) : unseen.splice(0, size),
  );
  return {
    players: view.players,
    rng: [...createRng(randomInt(random, -0x80000000, 0x7fffffff))],
    hands,
    boneyard: unseen.splice(0, view.boneyardSize),
    line: view.line.map((placed) => ({ ...placed, tile: { ...placed.tile } })),
    turn: view.turn,
    passes: view.passes,
  };
}

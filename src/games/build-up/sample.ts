/**
 * Build Up's sampler: a full state consistent with a seat's view (for search bots).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { createRng, type RngHolder, randomInt, shuffle } from '../../core/random.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import { anyoneCanPlay } from './state.js';
import type { BuildUpState, BuildUpView } from './types.js';

/**
 * A full Build Up state consistent with what `player` sees (for search bots):
 * each colour's unseen tiles are dealt at random between that player's hand
 * and boneyard, keeping the sizes the view shows. A tile turned up in the
 * opening draw and not yet played is known to be in its owner's hand. A
 * hand that goes on has somebody able to play (else it would have ended, as
 * `parseState` knows): up to 20 deals are tried. Not exported: reach it as `buildUp.sample`.
 *
 * @example
 * ```ts
 * const view = buildUp.view(state, 0);
 * const guess = buildUp.sample(view, 0, { rng: createRng(1) }); // other hand dealt at random
 * buildUp.view(guess, 0); // equals view
 * ```
 */
export function sampleBuildUp(view: BuildUpView, player: Seat, random: RngHolder): BuildUpState {
  const canPlay = (hands: readonly Tile[][]) =>
    anyoneCanPlay({ stacks: view.stacks, hands, options: view.options });
  let { hands, boneyards } = dealBuildUp(view, player, random);
  for (let tries = 1; !view.over && tries < RETRIES && !canPlay(hands); tries++) {
    ({ hands, boneyards } = dealBuildUp(view, player, random));
  }
  return {
    players: view.players,
    rng: [...createRng(randomInt(random, -0x80000000, 0x7fffffff))],
    options: { ...view.options, schedule: [...view.options.schedule] },
    hand: view.hand,
    turn: view.turn,
    leader: view.leader,
    stacks: view.stacks.map((stack) => [...stack]),
    hands,
    boneyards,
    setAside: view.setAside.map((tiles) => [...tiles]),
    scores: [...view.scores],
    results: [...view.results],
    openingDraws: [...view.openingDraws],
    over: view.over,
  };
}

/** Deals tried before settling for one in which nobody can play. */
const RETRIES = 20;

/** Each seat's hand and boneyard: what `player` sees kept, the rest dealt at random. */
function dealBuildUp(
  view: BuildUpView,
  player: Seat,
  random: RngHolder,
): { hands: Tile[][]; boneyards: Tile[][] } {
  const seen = new Set<string>();
  for (const stack of view.stacks) for (const tile of stack) seen.add(tile.id);
  for (const tiles of view.setAside) for (const tile of tiles) seen.add(tile.id);
  for (const tile of view.myHand) seen.add(tile.id);
  const lastDraw = view.openingDraws[view.openingDraws.length - 1] ?? [];
  const hands: Tile[][] = [];
  const boneyards: Tile[][] = [];
  for (let seat = 0; seat < view.players; seat++) {
    const unseen = shuffle(
      random,
      doubleSet(6, seat).filter((tile) => !seen.has(tile.id)),
    );
    if (seat === player) {
      hands.push(view.myHand.map((tile) => ({ ...tile })));
      boneyards.push(unseen);
      continue;
    }
    const known = lastDraw.find((d) => d.player === seat && !seen.has(d.tile.id) && view.hand === 0);
    if (known && view.handSizes[seat]! > 0) {
      const at = unseen.findIndex((tile) => tile.id === known.tile.id);
      unseen.unshift(...unseen.splice(at, 1));
    }
    hands.push(unseen.slice(0, view.handSizes[seat]));
    boneyards.push(unseen.slice(view.handSizes[seat]));
  }
  return { hands, boneyards };
}

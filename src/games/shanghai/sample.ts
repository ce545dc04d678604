/**
 * `sampleShanghai`: a Shanghai state consistent with one seat's view, for
 * the search bot.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { createRng, type RngHolder, randomInt, shuffle } from '../../core/random.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import type { ShanghaiState, ShanghaiView } from './types.js';

/** Each set's 28 tiles, built once (frozen: tiles are never changed in place, so states may share them). */
const SETS: (readonly Tile[])[] = [];

function tilesOfSet(set: number): readonly Tile[] {
  let tiles = SETS[set];
  if (!tiles) {
    tiles = Object.freeze(doubleSet(6, set).map((tile) => Object.freeze(tile)));
    SETS[set] = tiles;
  }
  return tiles;
}

/**
 * A full Shanghai state consistent with what `player` sees (a
 * determinization, for search bots). The seat can account for its own hand
 * and every chain laid face up this round; every other tile of the round's
 * sets is dealt at random, from those tiles only, into the other hands (at
 * the sizes the view shows) and the boneyard (at its size, in a random
 * order). No tile is ever shown face down in Shanghai, so there is no other
 * fact to respect; what a player's stop might suggest about his hand is
 * strategy, not a fact, and is not used. The state gets a fresh `rng`, so
 * the dice rolled after the current roll differ from the real ones.
 *
 * The result is plain and mutable, sharing no array with `view`.
 *
 * @example
 * ```ts
 * const view = shanghai.view(state, 0);
 * const guess = sampleShanghai(view, 0, { rng: createRng(1) }); // other hands and boneyard dealt at random
 * shanghai.view(guess, 0); // deep-equals view
 * ```
 */
export function sampleShanghai(view: ShanghaiView, player: Seat, random: RngHolder): ShanghaiState {
  const seen = new Set<string>();
  for (const tile of view.myHand) seen.add(tile.id);
  for (const chains of view.chains)
    for (const chain of chains) for (const link of chain.links) seen.add(link.tile.id);
  const unseen: Tile[] = [];
  for (let set = 0; set < view.players; set++) {
    for (const tile of tilesOfSet(set)) if (!seen.has(tile.id)) unseen.push(tile);
  }
  shuffle(random, unseen);
  const hands: Tile[][] = view.handSizes.map((size, seat) =>
    seat === player ? view.myHand.map((tile) => ({ ...tile })) : unseen.splice(0, size),
  );
  return {
    players: view.players,
    rng: [...createRng(randomInt(random, -0x80000000, 0x7fffffff))],
    options: { ...view.options },
    round: view.round,
    tieBreaker: view.tieBreaker,
    contenders: [...view.contenders],
    playing: [...view.playing],
    leader: view.leader,
    turn: view.turn,
    dice: [...view.dice],
    chainsThisTurn: view.chainsThisTurn,
    idleTurns: view.idleTurns,
    hands,
    boneyard: unseen,
    chains: view.chains.map((chains) =>
      chains.map((chain) => ({
        dice: [...chain.dice],
        links: chain.links.map((link) => ({ tile: { ...link.tile }, left: link.left, right: link.right })),
      })),
    ),
    scores: [...view.scores],
    results: view.results.map((result) => ({
      ...result,
      laid: [...result.laid],
      inHand: [...result.inHand],
      scores: [...result.scores],
    })),
    winners: [...view.winners],
    over: view.over,
  };
}

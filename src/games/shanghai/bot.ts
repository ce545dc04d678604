import type { Bot } from '../../core/bots.js';
import type { ShanghaiMove, ShanghaiView } from './game.js';
import { findChain, type ShanghaiChainOptions } from './solver.js';

/**
 * A bot that answers every roll it can with the chain {@link findChain} picks
 * (the longest by default, or the shortest, which keeps more tiles in hand),
 * and stops when no chain can be made. It sees only its own view.
 *
 * @example
 * ```ts
 * import { shanghai, shanghaiBot } from 'boneyard/shanghai';
 * const { outcome } = playOut(shanghai, { seed: 7 }, [shanghaiBot(), shanghaiBot({ prefer: 'shortest' })]);
 * ```
 */
export function shanghaiBot(options: ShanghaiChainOptions = {}): Bot<ShanghaiMove, ShanghaiView> {
  return ({ player, view }) => {
    const chain = findChain(view.myHand, view.dice, options);
    if (!chain) return { type: 'stop', player };
    const used = new Set(chain.map((link) => link.tile.id));
    return {
      type: 'lay',
      player,
      tiles: view.myHand.filter((tile) => used.has(tile.id)).map((tile) => tile.id),
    };
  };
}

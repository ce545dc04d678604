/**
 * Demo: a seeded Dump Truck game between two greedy bots (`greedyDumpTruckBot`,
 * built on `scoreTruck` and the moves `rankTruckPlacements` ranks), drawing
 * each truck as a grid when it unloads.
 */
import {
  type DumpTruckUnload,
  type DumpTruckView,
  dumpTruck,
  greedyDumpTruckBot,
  scoreTruck,
} from '../src/games/dump-truck/index.js';
import { playOut } from '../src/index.js';

function drawUnload(unload: DumpTruckUnload, options: DumpTruckView['options']): string[] {
  const what = unload.final ? 'scores what is left' : unload.scored ? 'unloads' : 'dumps (unscored)';
  const lines = [`Round ${unload.round}: seat ${unload.player} ${what}, ${unload.points} points`];
  const result = scoreTruck(unload.grid, { blanks: options.blanks, minChain: options.minChain });
  const chains = result.chains.map(
    (c) => `${c.kind === 'like' ? `${c.value}s` : `run from ${c.value}`} ×${c.points}`,
  );
  unload.grid.forEach((row, i) => {
    const cells = row.map((v) => (v === null ? '.' : String(v))).join(' ');
    lines.push(`  | ${cells} |${i === 1 && chains.length > 0 ? `   ${chains.join(', ')}` : ''}`);
  });
  return lines;
}

/** Plays one seeded game and returns its transcript. */
export function demo(seed: number | string): string {
  const { state, moves, outcome } = playOut(dumpTruck, { seed, players: 2 }, greedyDumpTruckBot());
  const lines = [
    `Dump Truck, seed ${JSON.stringify(seed)}: two greedy bots, ${state.round} rounds, ${moves.length} moves`,
  ];
  for (const unload of state.unloads) lines.push(...drawUnload(unload, state.options));
  lines.push(
    `Final scores: ${outcome.scores.join(' - ')}; winner${outcome.winners.length > 1 ? 's' : ''}: seat ${outcome.winners.join(' and ')}`,
  );
  return lines.join('\n');
}

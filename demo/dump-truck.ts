/**
 * Demo: a seeded Dump Truck game between two greedy bots (built on
 * `rankTruckPlacements`), drawing each truck as a grid when it unloads.
 */
import {
  type DumpTruckMove,
  type DumpTruckUnload,
  type DumpTruckView,
  dumpTruck,
  rankTruckPlacements,
  scoreTruck,
  truckGrid,
} from '../src/games/dump-truck/index.js';
import { type BotTurn, playOut } from '../src/index.js';

/** Loads where the truck scores best; unloads a full truck, or one worth 8 or more. */
function greedyBot({ player, view, legalMoves }: BotTurn<DumpTruckMove, DumpTruckView>): DumpTruckMove {
  const load = view.trucks[player]!;
  const step = view.steps[player];
  if (step === 'choose') return legalMoves[0]!;
  if (step === 'unload' || (step === 'load' && load.length === 6)) {
    const grid = truckGrid(load);
    const points = scoreTruck(grid, { blanks: view.options.blanks, minChain: view.options.minChain }).total;
    const unload = legalMoves.find((m) => m.type === 'unload' && m.scored);
    if (unload && (load.length === 6 || points >= 8)) return unload;
    if (step === 'unload') return legalMoves.find((m) => m.type === 'keep')!;
  }
  return rankTruckPlacements(view, player)[0]?.move ?? legalMoves[0]!;
}

function drawUnload(unload: DumpTruckUnload, blanks: DumpTruckView['options']['blanks']): string[] {
  const what = unload.final ? 'scores what is left' : unload.scored ? 'unloads' : 'dumps (unscored)';
  const lines = [`Round ${unload.round}: seat ${unload.player} ${what}, ${unload.points} points`];
  const result = scoreTruck(unload.grid, { blanks });
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
  const { state, moves, outcome } = playOut(dumpTruck, { seed, players: 2 }, greedyBot);
  const lines = [
    `Dump Truck, seed ${JSON.stringify(seed)}: two greedy bots, ${state.round} rounds, ${moves.length} moves`,
  ];
  for (const unload of state.unloads) lines.push(...drawUnload(unload, state.options.blanks));
  lines.push(
    `Final scores: ${outcome.scores.join(' - ')}; winner${outcome.winners.length > 1 ? 's' : ''}: seat ${outcome.winners.join(' and ')}`,
  );
  return lines.join('\n');
}

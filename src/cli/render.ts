/** Text drawings of a seat's view for `boneyard play`, per game id; JSON for a game without one. */
import { formatTile, type Tile } from '../core/tiles.js';
import type { BuildUpView } from '../games/build-up/index.js';
import {
  describeBlindHughieView,
  describeDominoSquaresBlockView,
  describeDominoSquaresDrawView,
  describeDominoSquaresView,
} from '../games/domino-squares/index.js';
import { describeDumpTruckView } from '../games/dump-truck/index.js';
import { describeShanghaiView } from '../games/shanghai/index.js';

const tiles = (list: readonly Tile[]) => list.map(formatTile).join(' ') || '—';

function buildUp(view: BuildUpView): string {
  const lines = [
    `Hand ${view.hand + 1} of ${view.options.schedule.length}; scores ${view.scores.join(' / ')}`,
  ];
  view.stacks.forEach((stack, i) => {
    const top = stack[stack.length - 1]!;
    lines.push(
      `  stack ${String(i).padStart(2)}: ${formatTile(top).padEnd(4)} seat ${top.set}'s  (height ${stack.length})`,
    );
  });
  lines.push(`Hand sizes: ${view.handSizes.join(' / ')}; your hand: ${tiles(view.myHand)}`);
  return lines.join('\n');
}

const renderers: Record<string, (view: never) => string> = {
  'build-up': buildUp as (view: never) => string,
  'dump-truck': describeDumpTruckView as (view: never) => string,
  shanghai: describeShanghaiView as (view: never) => string,
  'domino-squares': describeDominoSquaresView as (view: never) => string,
  'domino-squares-block': describeDominoSquaresBlockView as (view: never) => string,
  'domino-squares-draw': describeDominoSquaresDrawView as (view: never) => string,
  'blind-hughie': describeBlindHughieView as (view: never) => string,
};

/** Draws `view` for people. */
export function renderView(gameId: string, view: unknown): string {
  const render = renderers[gameId];
  return render ? render(view as never) : JSON.stringify(view, null, 1);
}

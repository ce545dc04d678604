import { type ShanghaiState, shanghai, shanghaiBot } from '../src/games/shanghai/index.js';
import { playOut } from '../src/index.js';

const NAMES = ['North', 'East'];

/**
 * Plays one seeded Shanghai round between two bots (North lays its longest
 * chain, East its shortest) and returns each roll and chain as text.
 */
export function demo(seed: number | string): string {
  const lines: string[] = [
    `== Shanghai (seed ${JSON.stringify(seed)}, one round, North: longest chains, East: shortest) ==`,
  ];
  let state: ShanghaiState = shanghai.setup({ seed, maxRounds: 1 });
  let turn: string[] = [];
  let idle = 0;
  const flushIdle = () => {
    if (idle > 0) lines.push(`   … ${idle} turn${idle > 1 ? 's' : ''} with no chain for the roll`);
    idle = 0;
  };
  const bots = [shanghaiBot(), shanghaiBot({ prefer: 'shortest' })];
  playOut(shanghai, { seed, maxRounds: 1 }, bots, {
    onMove(move, after) {
      const next = after as ShanghaiState;
      const who = NAMES[move.player]!;
      const roll = state.dice.join('-');
      if (move.type === 'lay') {
        const chain = next.chains[move.player]!.at(-1)!;
        turn.push(`rolls ${roll}: lays ${chain.links.map((l) => `${l.left}-${l.right}`).join(' ')}`);
      } else if (turn.length === 0) {
        idle++;
      } else {
        flushIdle();
        const drew = state.chainsThisTurn;
        lines.push(
          `${who.padEnd(5)} ${turn.join('; ')}; rolls ${roll}: stops, draws ${drew} (hand ${next.hands[move.player]!.length})`,
        );
        turn = [];
      }
      state = next;
    },
  });
  flushIdle();
  const result = state.results[0]!;
  lines.push(
    `Round over (${result.ended === 'boneyard' ? 'the boneyard could not cover a draw' : 'too many idle turns'}): ` +
      NAMES.map(
        (name, seat) =>
          `${name} laid ${result.laid[seat]} and holds ${result.inHand[seat]}: ${result.scores[seat]}`,
      ).join('; '),
  );
  return lines.join('\n');
}

import { describe, expect, it } from 'vitest';
import { SCREEN, tellGame } from '../../demo/tell.js';
import { wrap } from '../../src/core/entry.js';
import { gameFamilies } from '../../src/index.js';

describe('npm run demo: one short game per game, told as it happens', () => {
  for (const family of gameFamilies) {
    for (const entry of family.games) {
      it(`${entry.game.id}: every move in words and the scores as they change, on one screen`, () => {
        const lines = tellGame(family, entry, 2026);
        expect(lines.length).toBeLessThanOrEqual(SCREEN);
        expect(lines[0]).toBe(`== ${entry.game.name} · boneyard/${family.folder} · seed 2026 ==`);
        const [, moves, winner] = /^(\d+) moves\. Winner: seat (\d)/.exec(lines.at(-1)!) ?? [];
        expect(Number(moves)).toBeGreaterThan(0);
        // The last move ends the game, and its line gives the final scores.
        const scores = entry.game
          .outcome(entry.game.setup({ seed: 1 }))
          .scores.map(() => '\\d+')
          .join(' · ');
        expect(lines.at(-2)).toMatch(new RegExp(`→ scores ${scores}$`));
        expect(lines[1]).toBe(wrap(`Goal: ${entry.howToPlay!.goal}`, '  ').split('\n')[0]);
        expect(lines.slice(1, -1).every((line) => /^(Goal|Bots| {2})/.test(line))).toBe(true);
        // The moves are told as events, not as JSON.
        expect(lines.join('\n')).not.toMatch(/[{}"]type/);
        expect(winner).toBeDefined();
        // Seeded: the same telling every time.
        expect(tellGame(family, entry, 2026)).toEqual(lines);
      });
    }
  }

  it('tells a long game by its start, the scores between and its end', () => {
    const family = gameFamilies.find((f) => f.folder === 'shanghai')!;
    const lines = tellGame(family, family.games[0]!, 2026);
    expect(
      lines.filter((line) =>
        /^ {2}… moves \d+ to \d+ left out; after them the scores are \d+ · \d+ …$/.test(line),
      ),
    ).toHaveLength(1);
  });
});

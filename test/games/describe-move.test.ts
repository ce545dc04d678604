/**
 * Every listed game tells each legal move in words (`entry.describeMove`):
 * for every legal move of every seat in many states reached by random play
 * (every variant), the sentence is non-empty, holds no JSON, no tile id
 * (`1:3-5`), no piece id (`p07`), no fallback wording, and names the tile or
 * piece the move uses by its pips or squares.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseMove } from '../../src/core/game.js';
import { createRng, randomInt } from '../../src/core/random.js';
import { pieceWords } from '../../src/games/domino-squares/shared/describe.js';
import type { DominoSquaresPiece } from '../../src/games/domino-squares/shared/pieces.js';
import { gameRegistry } from '../../src/registry.js';

/** The pips or squares a person would look for in the sentence, for each tile or piece the move names. */
function namedThings(move: Record<string, unknown>, pieces: readonly DominoSquaresPiece[]): string[][] {
  const ids: string[] = [];
  for (const key of ['tile', 'tiles', 'replaced', 'piece']) {
    const value = move[key];
    if (typeof value === 'string') ids.push(value);
    else if (Array.isArray(value)) ids.push(...(value as string[]));
  }
  return ids.map((id) => {
    const tile = /^\d+:(\d+)-(\d+)$/.exec(id);
    if (tile) return [`${tile[1]}-${tile[2]}`, `${tile[2]}-${tile[1]}`];
    const piece = pieces.find((p) => p.id === id);
    if (!piece) throw new Error(`unknown id ${id}`);
    return [pieceWords(piece)];
  });
}

const BAD = [
  /[{}[\]"]/, // JSON
  /\d+:\d+-\d+/, // a set-prefixed tile id
  /\bp\d\d\b/, // a piece id
  /undefined|NaN|null|\[object/,
  /\ba (tile|piece)\b\.|the domino in hand/, // a fallback: the move's tile was not found in the view
];

describe('describeMove: every legal move in words', () => {
  for (const [id, entry] of Object.entries(gameRegistry)) {
    it(`${id}: every legal move of random states, every variant`, () => {
      const game = entry.game as AnyGame;
      const random = { rng: createRng(`describe:${id}`) };
      let sentences = 0;
      const kinds = new Set<string>();
      for (const [variant, options] of Object.entries(entry.variants)) {
        // Three games per variant; more (up to 20) while a small game has said fewer than 100 sentences.
        for (let g = 0; g < 3 || (sentences <= 100 && g < 20); g++) {
          let state = game.setup({ ...options, seed: `${id}:${variant}:${g}` });
          for (let step = 0; step < 400 && !game.outcome(state).over; step++) {
            const active = game.activePlayers(state);
            let chosen: BaseMove | undefined;
            for (const seat of active) {
              const view = game.view(state, seat);
              const pieces = ((view as { options?: { pieces?: DominoSquaresPiece[] } }).options?.pieces ??
                []) as DominoSquaresPiece[];
              const moves = game.legalMoves(state, seat);
              for (const move of moves.slice(0, 400)) {
                const text = entry.describeMove(view, move);
                expect(text.length, JSON.stringify(move)).toBeGreaterThan(8);
                expect(text, 'a sentence').toMatch(/^[A-Z].*[.]$/);
                for (const bad of BAD) expect(text, `${JSON.stringify(move)} → ${text}`).not.toMatch(bad);
                for (const names of namedThings(move as unknown as Record<string, unknown>, pieces)) {
                  expect(
                    names.some((name) => text.includes(name)),
                    `${text} names ${names[0]}`,
                  ).toBe(true);
                }
                kinds.add(move.type);
                sentences++;
              }
              if (seat === active[0]) chosen = moves[randomInt(random, 0, moves.length - 1)];
            }
            if (!chosen) break;
            state = game.apply(state, chosen);
          }
        }
      }
      expect(sentences).toBeGreaterThan(100);
      console.log(`${id}: ${sentences} sentences; move kinds ${[...kinds].join(', ')}`);
    });
  }
});

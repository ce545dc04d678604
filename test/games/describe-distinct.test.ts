/**
 * No two legal moves read the same: at every decision point of seeded games of every listed game and variant,
 * the descriptions of the legal moves (`describeMove`, from the moving seat's view) are pairwise distinct, in
 * English and in every shipped language (`describeMoveMessage` rendered by `textOf`).
 */
import { describe, expect, it } from 'vitest';
import { createRng, randomInt, runLoop } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { LOCALES, textOf } from '../../src/texts/index.js';
import { runs } from '../harness/effort.js';

describe('the legal moves of a turn read differently', () => {
  for (const [id, entry] of Object.entries(gameRegistry)) {
    it(`${id}: every variant, at every decision point`, () => {
      let points = 0;
      for (let g = 0; g < runs(12); g++) {
        for (const [name, variant] of Object.entries(entry.variants)) {
          const random = { rng: createRng(`${id}:${name}:${g}`) };
          const start = entry.game.setup({ ...(variant as object), seed: `distinct:${name}:${g}` } as never);
          runLoop(
            entry.game,
            start,
            (turn) => {
              if (turn.legalMoves.length > 1) {
                points++;
                const view = turn.view();
                const texts = turn.legalMoves.map((move) => entry.describeMove(view as never, move as never));
                const alike = texts.filter((text, i) => texts.indexOf(text) !== i);
                expect(alike, `${id} ${name} game ${g}, move ${turn.moves}`).toEqual([]);
                // Every game of the library gives its moves as messages (test/texts/catalogs.test.ts).
                const toMessage = entry.describeMoveMessage;
                const messages = toMessage
                  ? turn.legalMoves.map((move) => toMessage(view as never, move as never))
                  : [];
                for (const locale of toMessage ? Object.keys(LOCALES) : []) {
                  const said = messages.map((message) => textOf(message, locale, { viewer: turn.player }));
                  const same = said.filter((text, i) => said.indexOf(text) !== i);
                  expect(same, `${id} ${name} game ${g}, move ${turn.moves}, in ${locale}`).toEqual([]);
                }
              }
              return turn.legalMoves[randomInt(random, 0, turn.legalMoves.length - 1)]!;
            },
            { maxMoves: 400 },
          );
        }
      }
      expect(points).toBeGreaterThan(0);
    });
  }
});

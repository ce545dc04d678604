/**
 * Refusals as messages: every code a move or a table can be refused with has a sentence in every shipped
 * language (and no sentence names a code nobody gives); every refusal of seeded games' illegal moves carries
 * its message, whose English is the refusal's `message`, and every language says it with no placeholder left.
 */
import { describe, expect, it } from 'vitest';
import { CORE_CODES, IllegalMoveError } from '../../src/core/errors.js';
import type { BaseMove, BaseState, Violation } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { TABLE_CODES } from '../../src/table/protocol.js';
import { TableRefusal } from '../../src/table/record.js';
import { LOCALES, textOf } from '../../src/texts/index.js';
import { NOTICES_EN } from '../../src/texts/notices.js';
import { seededPlay } from '../games/seeded-play.js';

/** The part a game's refusal sentences are under: its family. */
const partOf = (id: string) =>
  id.startsWith('domino-squares') || id === 'blind-hughie' ? 'domino-squares' : id;

/** The ids of the sentences of `code` under `part`: `<part>.refusal.<code>` and its variants. */
const idsOf = (part: string, code: string) =>
  Object.keys(NOTICES_EN).filter(
    (id) => id === `${part}.refusal.${code}` || id.startsWith(`${part}.refusal.${code}.`),
  );

/** The core's refusals of a move's shape: said in general words (the `message` names the field, for developers). */
const SHAPE = [
  'malformed-move',
  'unknown-move-type',
  'bad-player',
  'unknown-field',
  'missing-field',
  'bad-field',
];

/** Every rendering of `why` in every shipped language, checked whole: in English, `english` (the refusal's `message`). */
function expectSaid(why: Violation['why'], english: string | null, where: string): void {
  expect(why, where).toBeDefined();
  if (english !== null) expect(textOf(why!, 'en'), where).toBe(english);
  for (const locale of Object.keys(LOCALES)) {
    const text = textOf(why!, locale);
    expect(text, `${where} (${locale})`).not.toBe(why!.id);
    expect(text, `${where} (${locale})`).not.toMatch(/\{\w+\}|undefined|NaN|\[object/);
    expect(text.length, `${where} (${locale})`).toBeGreaterThan(3);
  }
}

describe('refusal sentences', () => {
  it('cover every code: the core codes, each game codes and the table codes', () => {
    for (const code of CORE_CODES) expect(idsOf('core', code), code).not.toEqual([]);
    for (const [id, entry] of Object.entries(gameRegistry))
      for (const code of entry.game.codes)
        if (!(CORE_CODES as readonly string[]).includes(code))
          expect(idsOf(partOf(id), code), `${id}: ${code}`).not.toEqual([]);
    for (const code of TABLE_CODES) expect(idsOf('table', code), code).not.toEqual([]);
  });

  it('name no code nobody gives', () => {
    const codes = new Map<string, Set<string>>([
      ['core', new Set(CORE_CODES)],
      ['table', new Set(TABLE_CODES)],
    ]);
    for (const [id, entry] of Object.entries(gameRegistry)) {
      const set = codes.get(partOf(id)) ?? new Set<string>();
      for (const code of entry.game.codes) set.add(code);
      codes.set(partOf(id), set);
    }
    for (const id of Object.keys(NOTICES_EN)) {
      const match = /^([a-z-]+)\.refusal\.([a-z0-9-]+)/.exec(id);
      if (!match) continue;
      expect(codes.get(match[1]!)?.has(match[2]!), id).toBe(true);
    }
  });

  it('say the table refusals in every language, and a game refusal a table passes on keeps its message', () => {
    for (const code of TABLE_CODES) {
      const refusal = new TableRefusal(code, 'detail for developers');
      expect(refusal.why.id).toBe(`table.refusal.${code}`);
      for (const locale of Object.keys(LOCALES))
        expect(textOf(refusal.why, locale), `${code} ${locale}`).not.toBe(refusal.why.id);
    }
    const why = { id: 'build-up.refusal.must-play', params: {} };
    expect(new TableRefusal<string>('must-play', 'x', { why }).why).toBe(why);
    expect(textOf(why, 'es')).toBe('Si puedes jugar, no puedes pasar (regla 5).');
  });
});

describe('refused moves of seeded games', () => {
  for (const [id, entry] of Object.entries(gameRegistry)) {
    it(`${id}: every refusal carries its message, in every language`, () => {
      const game = entry.game;
      const seen = new Set<string>();
      for (const [variant, options] of Object.entries(entry.variants)) {
        const play = seededPlay(id, options, `refusals-${id}-${variant}`, 0);
        const tried: BaseMove[] = [];
        let n = 0;
        for (const { state } of play.moves) {
          const s = state as BaseState;
          // Moves legal somewhere else: another seat's, an earlier turn's; and a few malformed ones.
          for (let seat = 0; seat < s.players; seat++)
            for (const move of game.legalMoves(s, seat) as BaseMove[])
              if (tried.length < 400) tried.push(move);
          const odd: unknown[] = [null, { type: 'nope', player: 0 }, { type: tried[0]?.type, player: 99 }];
          for (const move of [...tried.slice(-25), ...odd]) {
            const violation = game.validate(s, move);
            if (!violation) continue;
            seen.add(violation.code);
            const english = SHAPE.includes(violation.code) ? null : violation.message;
            expectSaid(violation.why, english, `${id} ${variant} move ${n}: ${violation.code}`);
          }
          if (++n >= 20) break;
        }
      }
      expect(seen.size).toBeGreaterThan(3);
      // The error a refused apply throws carries the same message.
      const state = game.setup({ ...Object.values(entry.variants)[0], seed: 1 } as never);
      try {
        game.apply(state, { type: 'nope', player: 0 } as never);
        expect.fail('applied');
      } catch (error) {
        expect(error).toBeInstanceOf(IllegalMoveError);
        expect((error as IllegalMoveError).why).toEqual({ id: 'core.refusal.unknown-move-type', params: {} });
      }
    });
  }

  it('say the turn refusals of the core as their message', () => {
    const entry = gameRegistry['build-up']!;
    const state = entry.game.setup({ seed: 3 } as never) as BaseState;
    const idle = [0, 1, 2, 3].find((seat) => !entry.game.activePlayers(state).includes(seat))!;
    const violation = entry.game.validate(state, { type: 'pass', player: idle })!;
    expect(violation.code).toBe('not-your-turn');
    expectSaid(violation.why, violation.message, 'not-your-turn');
    expect(textOf(violation.why!, 'fr')).toBe('Ce n’est pas votre tour.');
  });
});

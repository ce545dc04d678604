import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CORE_CODES, type CoreCode } from '../../../src/core/index.js';
import { BUILD_UP_CODES, type BuildUpCode, buildUp } from '../../../src/games/build-up/index.js';

const doc = readFileSync(resolve(__dirname, '../../../docs/rules/build-up.md'), 'utf8');

/** The codes named in the first column of the doc's "Rule codes" table. */
function documentedCodes(): string[] {
  const section = doc.split(/^## Rule codes$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([a-z-]+)`\s*\|/gm)].map((match) => match[1]!);
}

/** What an app shows for a refused move: a `switch` the compiler checks against the game's codes. */
function explain(error: unknown): string {
  if (!buildUp.isIllegalMove(error)) return 'not a Build Up refusal';
  expectTypeOf(error.code).toEqualTypeOf<BuildUpCode | CoreCode>();
  switch (error.code) {
    case 'cannot-cover':
      return 'that tile may not go on that stack';
    case 'must-play':
      return 'you can play, so you may not pass';
    // @ts-expect-error: not a code of Build Up, so the narrowed `code` cannot be it.
    case 'not-a-chain':
      return 'never';
    default:
      return error.code;
  }
}

describe('Build Up rule codes', () => {
  it('lists every code in the rules doc\'s "Rule codes" table', () => {
    const documented = documentedCodes();
    for (const code of BUILD_UP_CODES) expect(documented).toContain(code);
    expect(documented.filter((code) => !(BUILD_UP_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(doc).toContain('CORE_CODES');
  });

  it('declares them on the game, with the core codes', () => {
    for (const code of BUILD_UP_CODES) expect(buildUp.codes).toContain(code);
    for (const code of CORE_CODES) expect(buildUp.codes).toContain(code);
  });

  it('narrows a refused move to those codes', () => {
    const state = buildUp.setup({ seed: 'codes' });
    const seat = buildUp.activePlayers(state)[0]!;
    let caught: unknown;
    try {
      buildUp.apply(state, { type: 'play', player: seat, tile: 'no-such-tile', stack: 0 });
    } catch (error) {
      caught = error;
    }
    expect(buildUp.isIllegalMove(caught)).toBe(true);
    expect(explain(caught)).toBe('tile-not-in-hand');
    expect(explain(new Error('other'))).toBe('not a Build Up refusal');
  });
});

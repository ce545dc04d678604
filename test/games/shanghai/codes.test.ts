import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_CODES } from '../../../src/core/errors.js';
import { SHANGHAI_CODES, type ShanghaiCode, shanghai } from '../../../src/games/shanghai/index.js';

const doc = readFileSync(join(__dirname, '../../../docs/rules/shanghai.md'), 'utf8');

/** The codes in the first column of the "## Rule codes" table of the rules doc. */
function documentedCodes(): string[] {
  const section = doc.split(/^## Rule codes$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]!);
}

/** Type-level: `isIllegalMove` narrows `code` to Shanghai's codes and the core codes. */
function explain(error: unknown): string {
  if (!shanghai.isIllegalMove(error)) return 'not a refused move';
  switch (error.code) {
    case 'not-a-chain':
      return 'no chain';
    case 'not-your-turn':
      return 'wait';
    // @ts-expect-error: not a code of Shanghai or of core
    case 'must-play':
      return 'never';
    default:
      return error.code;
  }
}

describe('Shanghai rule codes', () => {
  it('every code is in the rules doc table, and only those', () => {
    expect(documentedCodes().sort()).toEqual([...SHANGHAI_CODES].sort());
    expect(doc).toMatch(/CORE_CODES/);
  });

  it('game.codes holds every Shanghai code and the core codes', () => {
    for (const code of SHANGHAI_CODES) expect(shanghai.codes).toContain(code);
    for (const code of CORE_CODES) expect(shanghai.codes).toContain(code);
  });

  it('every refusal of a move carries a declared code', () => {
    const state = shanghai.setup({ seed: 1 });
    const player = state.turn;
    const hand = state.hands[player]!;
    const refusals: (string | undefined)[] = [
      shanghai.validate(state, { type: 'lay', player, tiles: [] })?.code,
      shanghai.validate(state, { type: 'lay', player, tiles: ['9:9-9'] })?.code,
      shanghai.validate(state, { type: 'lay', player, tiles: [hand[0]!.id, hand[0]!.id] })?.code,
    ];
    expect(refusals).toEqual(['empty-chain', 'tile-not-in-hand', 'tile-repeated']);
    try {
      shanghai.apply(state, { type: 'lay', player, tiles: [] });
      expect.unreachable();
    } catch (error) {
      expect(shanghai.isIllegalMove(error)).toBe(true);
      expect(explain(error)).toBe('empty-chain');
    }
    const code: ShanghaiCode = 'not-a-chain';
    expect(explain(new Error(code))).toBe('not a refused move');
  });
});

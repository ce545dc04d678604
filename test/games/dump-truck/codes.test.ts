/**
 * Dump Truck's rule codes: declared once (`DUMP_TRUCK_CODES`), all in the
 * game's `codes`, all in the rules doc's code table; and `isIllegalMove`
 * narrows a caught error to those codes (checked by tsc: tests are typechecked).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_CODES, type CoreCode } from '../../../src/core/errors.js';
import { DUMP_TRUCK_CODES, type DumpTruckCode, dumpTruck } from '../../../src/games/dump-truck/index.js';
import { h, t, table } from './table.js';

const doc = readFileSync(resolve(__dirname, '../../../docs/rules/dump-truck.md'), 'utf8');

/** The codes in the first column of the "Rule codes" table. */
function documentedCodes(): string[] {
  const section = doc.split('\n## Rule codes')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!);
}

/** What an app does with a refused move: a `switch` the compiler checks against the game's codes. */
function explain(error: unknown): string {
  if (!dumpTruck.isIllegalMove(error)) return 'not a refused Dump Truck move';
  const code: DumpTruckCode | CoreCode = error.code;
  switch (code) {
    case 'truck-full':
      return 'the truck is full';
    case 'not-your-turn':
      return 'wait for your turn';
    // @ts-expect-error: not a Dump Truck code, so the narrowed `switch` refuses it.
    case 'cannot-cover':
      return 'never';
    default:
      return code;
  }
}

describe('Dump Truck rule codes', () => {
  it('are each in the rules doc code table, which lists nothing else', () => {
    expect(documentedCodes().sort()).toEqual([...DUMP_TRUCK_CODES].sort());
    for (const code of CORE_CODES) expect(doc).toContain(`\`${code}\``);
    expect(doc).toContain('`CORE_CODES`');
  });

  it('are all in game.codes, with the core codes and nothing else', () => {
    for (const code of DUMP_TRUCK_CODES) expect(dumpTruck.codes).toContain(code);
    expect([...dumpTruck.codes].sort()).toEqual([...new Set([...DUMP_TRUCK_CODES, ...CORE_CODES])].sort());
  });

  it('narrow a caught error through isIllegalMove', () => {
    // Seat 0 holds 4-4 and its truck is full: placing it breaks `truck-full`.
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(4, 4), from: 'face-down' }, null],
      trucks: [
        [
          h(t(1, 2), 0, 0),
          h(t(1, 3), 0, 2),
          h(t(1, 4), 1, 0),
          h(t(1, 5), 1, 2),
          h(t(1, 6), 2, 0),
          h(t(2, 3), 2, 2),
        ],
        [],
      ],
    });
    const refused = (move: unknown): unknown => {
      try {
        dumpTruck.apply(state, move as never);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const place = { type: 'place', player: 0, row: 0, column: 0, orientation: 'horizontal', flipped: false };
    expect(explain(refused(place))).toBe('the truck is full');
    expect(explain(refused({ ...place, player: 1 }))).toBe('wait for your turn');
    expect(explain(refused({ type: 'keep', player: 0 }))).toBe('wrong-step');
    expect(explain(new Error('not a move'))).toBe('not a refused Dump Truck move');
  });
});

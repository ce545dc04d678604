/**
 * The validators of every listed game refuse the same corrupted states the
 * same way: each game's parse record (see `parse-record.ts`: valid states
 * of seeded games, each corrupted many seeded ways) must match the
 * fingerprint taken from the validators before issue 29 item 5 split them
 * into named checks. A check dropped, added or moved changes the first
 * error some corrupted state gets (its code, path or message), and so the
 * sha256; so that this holds for every check, each check of a game's list
 * must be the first to refuse some corrupted state of the record.
 */
import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors.js';
import { type CheckList, readJson } from '../../src/core/parse.js';
import { BUILD_UP_STATE_CHECKS } from '../../src/games/build-up/parse.js';
import { BLIND_HUGHIE_STATE_CHECKS } from '../../src/games/domino-squares/blind-hughie/parse.js';
import { CLASSIC_STATE_CHECKS } from '../../src/games/domino-squares/shared/parse.js';
import { DOMINO_SQUARES_STATE_CHECKS } from '../../src/games/domino-squares/squares/parse.js';
import { DUMP_TRUCK_STATE_CHECKS } from '../../src/games/dump-truck/parse.js';
import { SHANGHAI_STATE_CHECKS } from '../../src/games/shanghai/parse.js';
import { gameRegistry } from '../../src/registry.js';
import expected from './parse-fingerprint.json' with { type: 'json' };
import {
  answer,
  PARSE_CORPUS,
  type ParseFingerprint,
  parseFingerprint,
  recordParse,
} from './parse-record.js';

const prints = expected as Readonly<Record<string, ParseFingerprint>>;

/** Each game's validator as its list of named checks, and what the list starts from besides `input`. */
const STATE_CHECKS: Readonly<Record<string, readonly [CheckList<{ input: unknown }, object>, object?]>> = {
  'build-up': [BUILD_UP_STATE_CHECKS],
  'domino-squares': [DOMINO_SQUARES_STATE_CHECKS],
  'domino-squares-block': [CLASSIC_STATE_CHECKS, { game: 'block' }],
  'domino-squares-draw': [CLASSIC_STATE_CHECKS, { game: 'draw' }],
  'blind-hughie': [BLIND_HUGHIE_STATE_CHECKS],
  'dump-truck': [DUMP_TRUCK_STATE_CHECKS],
  shanghai: [SHANGHAI_STATE_CHECKS],
};

/** The index of the first check of `list` to refuse `input`, or -1 (none, or not JSON). */
function firstRefusal(list: CheckList<{ input: unknown }, object>, start: object, input: unknown): number {
  let read: Record<string, unknown>;
  try {
    read = { ...start, input: readJson(input) };
  } catch {
    return -1;
  }
  for (const [i, check] of list.checks.entries()) {
    try {
      Object.assign(read, (check as (read: object) => object | undefined)(read));
    } catch (error) {
      // A check refuses with an InvalidStateError; anything else is a bug in it.
      if (error instanceof InvalidStateError) return i;
      throw error;
    }
  }
  return -1;
}

describe('the validators of every game match the recorded fingerprint', () => {
  // A game listed after the record was taken (e.g. one just made by `npm run new-game`) has no
  // fingerprint until it is added to PARSE_CORPUS; every game recorded is listed and fingerprinted.
  it('covers every game of the record, each a listed game', () => {
    expect(Object.keys(STATE_CHECKS).sort()).toEqual(Object.keys(PARSE_CORPUS).sort());
    expect(Object.keys(prints).sort()).toEqual(Object.keys(PARSE_CORPUS).sort());
    for (const id of Object.keys(PARSE_CORPUS)) expect(gameRegistry[id], id).toBeDefined();
    expect(Object.keys(PARSE_CORPUS).length).toBeGreaterThanOrEqual(7);
  });
  for (const id of Object.keys(PARSE_CORPUS)) {
    it(`${id}: the same answer for every corrupted state`, () => {
      const [list, start = {}] = STATE_CHECKS[id]!;
      const refused = new Array<number>(list.checks.length).fill(0);
      const record = recordParse(id, (input) => {
        const first = firstRefusal(list, start, input);
        if (first >= 0) refused[first]! += 1;
      });
      // Every state corrupted is valid as it stands.
      for (const base of record.bases)
        expect(answer(gameRegistry[id]!.game, base.state), base.label).toBe('ok');
      // Every aimed corruption applies somewhere.
      for (const name of Object.keys(PARSE_CORPUS[id]!.aimed)) {
        expect(
          record.records.some((r) => r.label.includes(` ${name}`)),
          name,
        ).toBe(true);
      }
      // Every check is the first to refuse some corrupted state: dropping it changes the record.
      const never = list.checks.filter((_, i) => refused[i] === 0).map((check) => check.name);
      expect(never).toEqual([]);
      const print = parseFingerprint(record);
      expect(print.tried).toBeGreaterThan(4000);
      expect(print.tried - print.accepted).toBeGreaterThan(0.85 * print.tried);
      expect(print).toEqual(prints[id]);
    });
  }
});

/**
 * The validators of every listed game refuse the same corrupted states the
 * same way: each game's parse record (see `parse-record.ts`: valid states
 * of seeded games, each corrupted many seeded ways) must match the
 * fingerprint taken from the validators before issue 29 item 5 split them
 * into named checks. A check dropped, added or moved changes the first
 * error some corrupted state gets (its code, path or message), and so the
 * sha256.
 */
import { describe, expect, it } from 'vitest';
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

describe('the validators of every game match the recorded fingerprint', () => {
  it('covers every listed game', () => {
    expect(Object.keys(PARSE_CORPUS).sort()).toEqual(Object.keys(gameRegistry).sort());
    expect(Object.keys(prints).sort()).toEqual(Object.keys(gameRegistry).sort());
  });
  for (const id of Object.keys(PARSE_CORPUS)) {
    it(`${id}: the same answer for every corrupted state`, () => {
      const record = recordParse(id);
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
      const print = parseFingerprint(record);
      expect(print.tried).toBeGreaterThan(4000);
      expect(print.tried - print.accepted).toBeGreaterThan(0.85 * print.tried);
      expect(print).toEqual(prints[id]);
    });
  }
});

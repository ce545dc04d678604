/**
 * The events of every listed game stay the same: each game's record (see
 * `events-record.ts`: thousands of seeded moves, every variant, every
 * viewer, through `step` and `events`) must match the fingerprint taken
 * from the code before issue 29 item 1 moved the events into the rules.
 * A changed event, field, order or state changes the sha256.
 */
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import expected from './events-fingerprint.json' with { type: 'json' };
import { canonicalJson, type Fingerprint, fingerprint, RECORD_SIZE, recordGame } from './events-record.js';

const prints = expected as Readonly<Record<string, Fingerprint>>;

describe('the events of every game match the recorded fingerprint', () => {
  // A game listed after the record was taken (e.g. one just made by `npm run new-game`) has no
  // fingerprint until it is added to RECORD_SIZE; every game recorded is listed and fingerprinted.
  it('covers every game of the record, each a listed game', () => {
    expect(Object.keys(prints).sort()).toEqual(Object.keys(RECORD_SIZE).sort());
    for (const id of Object.keys(RECORD_SIZE)) expect(gameRegistry[id], id).toBeDefined();
    expect(Object.keys(RECORD_SIZE).length).toBeGreaterThanOrEqual(7);
  });
  for (const [id, size] of Object.entries(RECORD_SIZE)) {
    it(`${id}: the same moves, events and states`, () => {
      const records = recordGame(id, size.games, size.maxMoves);
      for (const record of records) {
        for (const move of record.moves) {
          // `step` and `events` tell every viewer the same.
          expect(canonicalJson(move.step)).toBe(canonicalJson(move.events));
        }
      }
      const print = fingerprint(records);
      expect(print.moves).toBeGreaterThan(1500);
      expect(print).toEqual(prints[id]);
    });
  }
});

/**
 * Provably fair deals: the library's SHA-256 against Node's, the server
 * drawing every seed (a client's refused), and a finished game verified from
 * its commitment, its revealed seed and its moves.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import {
  createTable,
  newTableSeed,
  seedHash,
  sha256Hex,
  TableRefusal,
  type TableRules,
  verifyDeal,
} from '../../src/table/index.js';
import { nim } from '../core/toy-game.js';

const node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const rules = (extra: Partial<TableRules> = {}): TableRules => ({
  bots: ['random'],
  variants: {},
  newToken: () => 'token',
  hashToken: node,
  ...extra,
});

function refusal(run: () => unknown): TableRefusal {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableRefusal);
    return error as TableRefusal;
  }
  throw new TypeError('not refused');
}

describe('sha256Hex', () => {
  it('gives what Node gives, for every length around the block edges and any text', () => {
    for (let length = 0; length <= 200; length++)
      expect(sha256Hex('x'.repeat(length))).toBe(node('x'.repeat(length)));
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => sha256Hex(text) === node(text)),
    );
    expect(seedHash(42)).toBe(node('42'));
  });
});

describe('the server deals', () => {
  it('refuses a seed in create options unless the table allows client seeds', () => {
    expect(refusal(() => createTable(nim, rules(), 't1', { seed: 'alice-knows' }, 0)).code).toBe(
      'seed-not-allowed',
    );
    expect(refusal(() => createTable(nim, rules(), 't1', { seed: 7 }, 0)).code).toBe('seed-not-allowed');
    expect(createTable(nim, rules({ clientSeeds: true }), 't1', { seed: 'mine' }, 0).record.setup.seed).toBe(
      'mine',
    );
  });

  it('draws 128 bits from the cryptographic source for every table, never the same twice', () => {
    const seeds = new Set(
      Array.from({ length: 200 }, () => createTable(nim, rules(), 't', {}, 0).record.setup.seed),
    );
    expect(seeds.size).toBe(200);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(newTableSeed()).not.toBe(newTableSeed());
    // A host may draw its own (the Colyseus room uses crypto.randomBytes).
    expect(createTable(nim, rules({ newSeed: () => 'drawn' }), 't', {}, 0).record.setup.seed).toBe('drawn');
  });
});

describe('verifyDeal', () => {
  it.each(Object.keys(gameRegistry))(
    '%s: a finished game proves its deal; a wrong seed or record does not',
    (id) => {
      const { game, bots } = gameRegistry[id]!;
      const seed = `fair:${id}`;
      let state = game.setup({ seed, players: game.defaultPlayers });
      const moves: unknown[] = [];
      const bot = bots.random!(`bot:${id}`);
      for (let n = 0; !game.outcome(state).over && n < 5000; n++) {
        const player = game.activePlayers(state)[0]!;
        const move = bot({
          player,
          view: game.view(state, player),
          legalMoves: game.legalMoves(state, player),
        });
        state = game.apply(state, move);
        moves.push(move);
      }
      expect(game.outcome(state).over).toBe(true);
      const setup = { seed, players: game.defaultPlayers };
      const claim = { seedHash: node(seed), seed, setup, moves };
      expect(JSON.stringify(verifyDeal(game, claim))).toBe(JSON.stringify(state));
      expect(refusal(() => verifyDeal(game, { ...claim, seed: `${seed}!` })).code).toBe('seed-mismatch');
      expect(refusal(() => verifyDeal(game, { ...claim, seedHash: node('other') })).code).toBe(
        'seed-mismatch',
      );
      expect(refusal(() => verifyDeal(game, { ...claim, setup: { ...setup, seed: 'other' } })).code).toBe(
        'seed-mismatch',
      );
      // The same moves from another deal do not replay: a forged record is caught.
      const forged = { seedHash: node('forged'), seed: 'forged', setup: { ...setup, seed: 'forged' }, moves };
      expect(refusal(() => verifyDeal(game, forged)).code).toBe('bad-record');
    },
  );
});

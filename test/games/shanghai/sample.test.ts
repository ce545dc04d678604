import { describe, expect, it } from 'vitest';
import {
  greedyShanghaiBot,
  type ShanghaiOptions,
  type ShanghaiState,
  shanghai,
} from '../../../src/games/shanghai/index.js';
import { sampleShanghai } from '../../../src/games/shanghai/sample.js';
import { createRng, doubleSet, playOut, randomBot, randomInt } from '../../../src/index.js';
import { checkShanghai } from './check.js';

/**
 * Frozen states from seeded matches (random or greedy play, 2–4 players,
 * small hands and targets so that tie-breakers happen), stopped at random points.
 */
function states(count: number): ShanghaiState[] {
  const out: ShanghaiState[] = [];
  const random = { rng: createRng('sample-states') };
  for (let i = 0; i < count; i++) {
    const options: Partial<ShanghaiOptions> & { seed: number; players: number } = {
      seed: i,
      players: randomInt(random, 2, 4),
      handSize: randomInt(random, 1, 10),
      target: randomInt(random, 1, 30),
      tieBreaker: i % 2 === 0 ? 'tied' : 'everyone',
      maxRounds: 6,
      maxIdleTurns: 40,
    };
    const seen: ShanghaiState[] = [];
    playOut(shanghai, options, i % 3 === 0 ? greedyShanghaiBot() : randomBot(i), {
      onMove: (_move, state) => seen.push(state as ShanghaiState),
    });
    out.push(seen[randomInt(random, 0, seen.length - 1)]!);
    const sittingOut = seen.find((state) => state.tieBreaker && state.playing.includes(false));
    if (sittingOut) out.push(sittingOut);
    if (i % 10 === 0) out.push(seen[seen.length - 1]!);
  }
  return out;
}

const STATES = states(120);
const ids = (tiles: readonly { id: string }[]) => tiles.map((tile) => tile.id).sort();
const laidIds = (state: ShanghaiState) =>
  state.chains.flatMap((chains) => chains.flatMap((chain) => chain.links.map((link) => link.tile.id)));

describe('sampleShanghai', () => {
  it('is wired as the game’s sample', () => {
    const state = STATES[1]!;
    const view = shanghai.view(state, 0);
    expect(shanghai.sample(view, 0, { rng: createRng(4) })).toEqual(
      sampleShanghai(view, 0, { rng: createRng(4) }),
    );
  });

  it('looks, from the seat, exactly like the real state, and keeps every rule invariant', () => {
    const random = { rng: createRng(1) };
    let tieBreakers = 0;
    for (const state of STATES) {
      if (state.tieBreaker && state.playing.includes(false)) tieBreakers++;
      for (let seat = 0; seat < state.players; seat++) {
        const view = shanghai.view(state, seat);
        const sampled = sampleShanghai(view, seat, random);
        expect(shanghai.view(sampled, seat)).toEqual(view);
        checkShanghai(sampled);
        expect(JSON.parse(JSON.stringify(sampled))).toEqual(sampled);
      }
    }
    // The states include tie-breakers that some seats sit out, and finished matches.
    expect(tieBreakers).toBeGreaterThan(0);
    expect(STATES.some((state) => state.over)).toBe(true);
  });

  it('deals exactly the tiles the seat cannot account for into the other hands and the boneyard', () => {
    const random = { rng: createRng(2) };
    for (const state of STATES) {
      const seat = state.turn;
      const sampled = sampleShanghai(shanghai.view(state, seat), seat, random);
      expect(sampled.hands[seat]).toEqual(state.hands[seat]);
      const known = new Set([...state.hands[seat]!.map((tile) => tile.id), ...laidIds(state)]);
      const unknown = Array.from({ length: state.players }, (_, set) => doubleSet(6, set))
        .flat()
        .filter((tile) => !known.has(tile.id));
      const dealt = [...sampled.boneyard, ...sampled.hands.filter((_, other) => other !== seat).flat()];
      expect(ids(dealt)).toEqual(ids(unknown));
      expect(sampled.hands.map((hand) => hand.length)).toEqual(state.hands.map((hand) => hand.length));
      expect(sampled.boneyard).toHaveLength(state.boneyard.length);
    }
  });

  it('deals at random and gives a fresh generator', () => {
    let differentHands = 0;
    let differentBoneyards = 0;
    for (const state of STATES) {
      const seat = state.turn;
      const view = shanghai.view(state, seat);
      const a = sampleShanghai(view, seat, { rng: createRng(1) });
      const b = sampleShanghai(view, seat, { rng: createRng(2) });
      if (JSON.stringify(a.hands) !== JSON.stringify(b.hands)) differentHands++;
      if (JSON.stringify(a.boneyard) !== JSON.stringify(b.boneyard)) differentBoneyards++;
      expect(a.rng).not.toEqual(b.rng);
      expect(a.rng).not.toEqual(state.rng);
    }
    expect(differentHands).toBeGreaterThan(STATES.length / 2);
    expect(differentBoneyards).toBeGreaterThan(STATES.length / 2);
  });

  it('is deterministic for a generator state, and advances it', () => {
    for (const state of STATES.slice(0, 30)) {
      const view = shanghai.view(state, 1);
      const holder = { rng: createRng('same') };
      const first = sampleShanghai(view, 1, holder);
      expect(sampleShanghai(view, 1, { rng: createRng('same') })).toEqual(first);
      expect(holder.rng).not.toEqual(createRng('same'));
    }
  });

  it('does not mutate the view, and shares no array with it (the sample is played on in place)', () => {
    for (const state of STATES.slice(0, 40)) {
      const seat = state.turn;
      const view = shanghai.view(state, seat);
      const before = JSON.stringify(view);
      const sampled = sampleShanghai(view, seat, { rng: createRng(3) });
      expect(JSON.stringify(view)).toBe(before);
      expect(Object.isFrozen(sampled.hands[seat])).toBe(false);
      // Play the sample to its end on the fast path, then scribble on every part of it.
      const bot = greedyShanghaiBot();
      for (let steps = 0; !sampled.over && steps < 5000; steps++) {
        const player = sampled.turn;
        shanghai.fast.applyTrusted(
          sampled,
          bot({
            player,
            view: shanghai.view(sampled, player),
            legalMoves: shanghai.legalMoves(sampled, player),
          }),
        );
      }
      // biome-ignore lint/suspicious/noExplicitAny: scribbling on a mutable sample.
      const scribble = sampled as any;
      for (const key of Object.keys(scribble)) {
        const value = scribble[key];
        if (Array.isArray(value)) value.push(99);
      }
      for (const hand of scribble.hands) if (Array.isArray(hand)) hand.push(99);
      for (const chains of scribble.chains) if (Array.isArray(chains)) chains.push(99);
      scribble.options.target = -1;
      expect(JSON.stringify(view)).toBe(before);
      expect(JSON.stringify(shanghai.view(state, seat))).toBe(before);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { sampleBlindHughie } from '../../../src/games/domino-squares/blind-hughie/sample.js';
import { sampleDominoSquaresBlock } from '../../../src/games/domino-squares/block/sample.js';
import { sampleDominoSquaresDraw } from '../../../src/games/domino-squares/draw/sample.js';
import {
  type BlindHughieState,
  blindHughie,
  type DominoSquaresClassicState,
  type DominoSquaresPiece,
  type DominoSquaresState,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
} from '../../../src/games/domino-squares/index.js';
import { canPlaceAnySquare } from '../../../src/games/domino-squares/shared/layout.js';
import { sampleDominoSquares } from '../../../src/games/domino-squares/squares/sample.js';
import { type AnyGame, createRng, type RngHolder, randomInt, type Seat } from '../../../src/index.js';
import { checkBlindHughie, checkClassic, checkDominoSquares, subset } from './checks.js';
import { randomStates } from './states.js';

// biome-ignore lint/suspicious/noExplicitAny: each case pairs a game with its own sampler and check.
type Loose = any;

interface Case {
  readonly name: string;
  readonly game: AnyGame;
  readonly sample: (view: Loose, player: Seat, random: RngHolder) => Loose;
  readonly check: (state: Loose) => void;
  readonly setup: (i: number) => { seed: number } & Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: 'Domino Squares',
    game: dominoSquares,
    sample: sampleDominoSquares,
    check: checkDominoSquares,
    setup: (i) => ({
      seed: i,
      players: 2 + (i % 3),
      rounds: 2,
      ...(i % 4 === 3 ? { pieces: subset(36) } : {}),
    }),
  },
  {
    name: 'Block',
    game: dominoSquaresBlock,
    sample: sampleDominoSquaresBlock,
    check: checkClassic,
    setup: (i) => ({ seed: i, players: 2 + (i % 3), ...(i % 4 === 3 ? { pieces: subset(40) } : {}) }),
  },
  {
    name: 'Draw',
    game: dominoSquaresDraw,
    sample: sampleDominoSquaresDraw,
    check: checkClassic,
    setup: (i) => ({ seed: i, players: 2 + (i % 3), drawRule: i % 2 ? 'one' : 'until-playable' }),
  },
  {
    name: 'Blind Hughie',
    game: blindHughie,
    sample: sampleBlindHughie,
    check: checkBlindHughie,
    setup: (i) => ({ seed: i, players: 2 + (i % 3), eitherEnd: i % 2 === 1, idleRounds: 1 + (i % 2) }),
  },
];

const seatsOf = (players: number) => Array.from({ length: players }, (_, seat) => seat);

describe.each(CASES)('$name: sample', ({ game, sample, check, setup }) => {
  const states = randomStates(game, 10, setup, 3);

  it('looks exactly like the real state to the seat, keeps every piece once, obeys the rules and parses', () => {
    const random = { rng: createRng(1) };
    for (const state of states) {
      for (const seat of seatsOf(state.players)) {
        const view = game.view(state, seat);
        const sampled = sample(view, seat, random);
        expect(game.view(sampled, seat)).toEqual(view);
        check(sampled);
        // A state the game's own parseState accepts, as it is.
        expect(game.parseState!(JSON.parse(JSON.stringify(sampled)))).toEqual(sampled);
      }
    }
  });

  it('is the same for the same seed, and deals the hidden pieces differently for other seeds', () => {
    const state = states[1]!;
    const view = game.view(state, 0);
    expect(sample(view, 0, { rng: createRng(7) })).toEqual(sample(view, 0, { rng: createRng(7) }));
    const deals = new Set(
      Array.from({ length: 12 }, (_, seed) =>
        JSON.stringify({ ...sample(view, 0, { rng: createRng(seed) }), rng: 0 }),
      ),
    );
    expect(deals.size).toBeGreaterThan(1);
  });

  it('does not mutate the view and shares no array with it: a game plays on from the sample on the fast path', () => {
    const random = { rng: createRng(3) };
    for (const state of states.filter((_, i) => i % 4 === 0)) {
      const seat = randomInt(random, 0, state.players - 1);
      const view = game.view(state, seat);
      const before = JSON.stringify(view);
      const sampled = sample(view, seat, random);
      expect(JSON.stringify(view)).toBe(before);
      // The view points into a frozen state: a shared array would make these in-place moves throw.
      for (let moves = 0; game.activePlayers(sampled).length > 0; moves++) {
        expect(moves).toBeLessThan(game.moveBound(sampled));
        const player = game.activePlayers(sampled)[0]!;
        const legal = game.legalMoves(sampled, player);
        game.fast.applyTrusted(sampled, legal[randomInt(random, 0, legal.length - 1)]!);
      }
      check(sampled);
      expect(JSON.stringify(view)).toBe(before);
    }
  });
});

const ids = (pieces: readonly DominoSquaresPiece[]) => pieces.map((p) => p.id);

describe('Domino Squares: sample keeps what the seat knows', () => {
  const states = randomStates(dominoSquares, 40, (i) => ({ seed: `k${i}`, players: 2 + (i % 3), rounds: 1 }));

  it('keeps each piece the seat gave or passed in the hand it knows holds it (ruling 25)', () => {
    let facts = 0;
    const random = { rng: createRng(4) };
    for (const state of states) {
      for (const fact of state.known) {
        const sampled = sampleDominoSquares(dominoSquares.view(state, fact.by), fact.by, random);
        expect(ids(sampled.hands[fact.holder]!)).toContain(fact.piece);
        facts++;
      }
    }
    expect(facts).toBeGreaterThan(0);
  });

  it('gives another seat that just drew a piece it may play a fitting piece, last in its hand', () => {
    const drawn = states.filter((s) => s.phase === 'drawn');
    expect(drawn.length).toBeGreaterThan(0);
    const random = { rng: createRng(5) };
    for (const state of drawn) {
      const seat = (state.turn + 1) % state.players;
      const sampled = sampleDominoSquares(dominoSquares.view(state, seat), seat, random);
      const last = sampled.hands[state.turn]!.at(-1)!;
      expect(sampled.drawn).toBe(last.id);
      expect(canPlaceAnySquare(sampled.layout, [last])).toBe(true);
    }
  });

  it('All Pass 1: a seat that has chosen gets a random piece of its sampled hand, one still choosing none', () => {
    const passing = states.filter(
      (s) =>
        s.phase === 'passing' &&
        s.passChoices.some((c) => c !== null) &&
        s.passChoices.some((c) => c === null),
    );
    expect(passing.length).toBeGreaterThan(0);
    for (const state of passing) {
      const seat = state.passChoices.indexOf(null);
      const other = state.passChoices.findIndex((c) => c !== null);
      const view = dominoSquares.view(state, seat);
      const picked = new Set<string>();
      for (let seed = 0; seed < 30; seed++) {
        const sampled = sampleDominoSquares(view, seat, { rng: createRng(seed) });
        expect(sampled.passChoices.map((c) => c !== null)).toEqual(view.passChosen);
        expect(ids(sampled.hands[other]!)).toContain(sampled.passChoices[other]);
        picked.add(sampled.passChoices[other]!);
      }
      // The real choice is not what the sample holds every time: it never reached the sample.
      if (state.hands[other]!.length > 1) expect(picked.size).toBeGreaterThan(1);
    }
  });

  it('with the pile empty during play, deals so that somebody can play (else the round would be over)', () => {
    const stuck = states.filter(
      (s) =>
        !s.over &&
        s.phase === 'play' &&
        s.pile.length === 0 &&
        s.hands.some((hand) => !canPlaceAnySquare(s.layout, hand)),
    );
    expect(stuck.length).toBeGreaterThan(0);
    const random = { rng: createRng(6) };
    for (const state of stuck) {
      const seat = state.hands.findIndex((hand) => !canPlaceAnySquare(state.layout, hand));
      const sampled = sampleDominoSquares(dominoSquares.view(state, seat), seat, random);
      expect(canPlaceAnySquare(sampled.layout, sampled.hands.flat())).toBe(true);
    }
  });

  it('once the game is over, holds the hands the last result exposed', () => {
    const over = states.filter((s) => s.over);
    for (const state of over) {
      const sampled = sampleDominoSquares(dominoSquares.view(state, 0), 0, { rng: createRng(1) });
      expect(sampled.hands).toEqual(state.hands);
    }
    expect(over.length).toBe(40);
  });
});

describe('Block and Draw: sample keeps what the seat knows', () => {
  it('Draw, one-piece rule: the piece another seat drew and may keep fits, last in its hand', () => {
    const states = randomStates(dominoSquaresDraw, 30, (i) => ({ seed: i, drawRule: 'one' })).filter(
      (s) => s.mayKeep,
    );
    expect(states.length).toBeGreaterThan(0);
    const random = { rng: createRng(2) };
    for (const state of states) {
      const seat = (state.turn + 1) % state.players;
      const sampled: DominoSquaresClassicState = sampleDominoSquaresDraw(
        dominoSquaresDraw.view(state, seat),
        seat,
        random,
      );
      expect(canPlaceAnySquare(sampled.layout, [sampled.hands[state.turn]!.at(-1)!])).toBe(true);
    }
  });

  it('Block: while the game goes on somebody can play; once over, the exposed hands are kept', () => {
    const states = randomStates(dominoSquaresBlock, 20, (i) => ({ seed: i, players: 2 + (i % 3) }));
    const random = { rng: createRng(8) };
    let stuckSeats = 0;
    for (const state of states) {
      for (const seat of seatsOf(state.players)) {
        const sampled = sampleDominoSquaresBlock(dominoSquaresBlock.view(state, seat), seat, random);
        if (state.over) expect(sampled.hands).toEqual(state.hands);
        else if (!canPlaceAnySquare(state.layout, state.hands[seat]!)) {
          stuckSeats++;
          expect(canPlaceAnySquare(sampled.layout, sampled.hands.flat())).toBe(true);
        }
      }
    }
    expect(stuckSeats).toBeGreaterThan(0);
  });
});

describe('Blind Hughie: sample keeps what the seat knows', () => {
  const states = randomStates(
    blindHughie,
    20,
    (i) => ({ seed: i, players: 2 + (i % 3), eitherEnd: i % 2 === 0 }),
    2,
  ).filter((s) => !s.over);

  it('keeps every piece the owner has seen exactly where he knows it is (perfect recall)', () => {
    const random = { rng: createRng(9) };
    let seen = 0;
    for (const state of states) {
      for (const seat of seatsOf(state.players)) {
        const sampled: BlindHughieState = sampleBlindHughie(blindHughie.view(state, seat), seat, random);
        state.rows[seat]!.forEach((entry, i) => {
          const copy = sampled.rows[seat]![i]!;
          expect(copy.seen).toBe(entry.seen);
          if (entry.seen) {
            seen++;
            expect(copy.piece).toEqual(entry.piece);
          }
        });
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('deals only the pieces the seat cannot account for into the hidden places', () => {
    const random = { rng: createRng(10) };
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      const seat = 0;
      const hidden = (s: BlindHughieState) =>
        [
          ...s.rows.flatMap((row, owner) =>
            row.filter((e) => !e.faceUp && (owner !== seat || !e.seen)).map((e) => e.piece.id),
          ),
          ...s.outOfPlay.map((p) => p.id),
        ].sort();
      const sampled = sampleBlindHughie(blindHughie.view(state, seat), seat, random);
      expect(hidden(sampled)).toEqual(hidden(state));
    }
  });

  it("guesses other rows' seen marks as their right end, at most one per turn taken", () => {
    const random = { rng: createRng(11) };
    for (const state of states) {
      const sampled = sampleBlindHughie(blindHughie.view(state, 0), 0, random);
      sampled.rows.forEach((row, seat) => {
        const marks = row.map((e) => e.seen);
        const first = marks.indexOf(true);
        if (first >= 0) expect(marks.slice(first).every(Boolean)).toBe(true);
        if (seat !== 0) {
          expect(marks.filter(Boolean).length).toBeLessThanOrEqual(state.turnsTaken[seat]!);
          expect(marks.filter(Boolean).length).toBeGreaterThanOrEqual(
            state.rows[seat]!.filter((e) => e.seen).length,
          );
        }
      });
    }
  });
});

describe('Domino Squares: the state records the set in play', () => {
  it('options.pieces is the set the game was set up with (public to every seat)', () => {
    const pieces = subset(30);
    const state: DominoSquaresState = dominoSquares.setup({ seed: 1, pieces });
    expect(state.options.pieces).toEqual(pieces);
    expect(dominoSquares.view(state, 1).options.pieces).toEqual(pieces);
    expect(blindHughie.setup({ seed: 1, pieces: subset(40) }).options.pieces).toEqual(subset(40));
    expect(dominoSquaresBlock.setup({ seed: 1 }).options.pieces).toHaveLength(48);
  });
});

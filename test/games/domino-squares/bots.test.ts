import { describe, expect, it } from 'vitest';
import {
  type BlindHughieState,
  blindHughie,
  type DominoSquaresClassicState,
  type DominoSquaresCommand,
  type DominoSquaresState,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  greedyBlindHughieBot,
  greedyDominoSquaresBlockBot,
  greedyDominoSquaresBot,
  greedyDominoSquaresDrawBot,
} from '../../../src/games/domino-squares/index.js';
import { canPlaceAnySquare } from '../../../src/games/domino-squares/shared/layout.js';
import {
  type AnyGame,
  type BaseMove,
  type BaseState,
  type Bot,
  type BotTurn,
  createRng,
  type Game,
  randomInt,
  type Seat,
  searchBot,
} from '../../../src/index.js';
import { craft, piece, starter } from './helpers.js';
import { hideBlindHughie, hideClassic, hideDominoSquares } from './hide.js';
import { randomStates } from './states.js';

// biome-ignore lint/suspicious/noExplicitAny: each case pairs a game with its own bot and twin maker.
type Loose = any;

interface Case {
  readonly name: string;
  readonly game: AnyGame;
  readonly greedy: () => Bot<Loose, Loose>;
  readonly hide: (state: Loose, seat: Seat | null, random: { rng: readonly number[] }) => Loose;
  readonly setup: (i: number) => { seed: number } & Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: 'Domino Squares',
    game: dominoSquares,
    greedy: greedyDominoSquaresBot,
    hide: hideDominoSquares,
    setup: (i) => ({ seed: i, players: 2 + (i % 3), rounds: 1 }),
  },
  {
    name: 'Block',
    game: dominoSquaresBlock,
    greedy: greedyDominoSquaresBlockBot,
    hide: hideClassic,
    setup: (i) => ({ seed: i, players: 2 + (i % 3) }),
  },
  {
    name: 'Draw',
    game: dominoSquaresDraw,
    greedy: greedyDominoSquaresDrawBot,
    hide: hideClassic,
    setup: (i) => ({ seed: i, players: 2 + (i % 2), drawRule: i % 2 ? 'one' : 'until-playable' }),
  },
  {
    name: 'Blind Hughie',
    game: blindHughie,
    greedy: greedyBlindHughieBot,
    hide: hideBlindHughie,
    setup: (i) => ({ seed: i, players: 2 + (i % 3), eitherEnd: i % 2 === 0 }),
  },
];

/** What a bot of `game` is told at `player`'s turn. */
function turnOf<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  state: S,
  player: Seat,
): BotTurn<M, V> {
  return { player, view: game.view(state, player), legalMoves: game.legalMoves(state, player) };
}

describe.each(CASES)('$name bots', ({ game, greedy, hide, setup }) => {
  const states = randomStates(game, 8, setup, 2).filter((s) => game.activePlayers(s).length > 0);

  it('the greedy bot returns one of the legal moves (the very object), the same one every time', () => {
    for (const state of states) {
      for (const player of game.activePlayers(state)) {
        const turn = turnOf(game, state, player);
        const move = greedy()(turn);
        expect(turn.legalMoves).toContain(move);
        expect(greedy()(turnOf(game, state, player))).toEqual(move);
      }
    }
  });

  it('neither bot peeks: twin states that differ only in what the seat cannot see get the same move', () => {
    const random = { rng: createRng(1) };
    let compared = 0;
    for (const state of states.filter((_, i) => i % 5 === 0)) {
      const player = game.activePlayers(state)[0]!;
      const twin = hide(state, player, random);
      if (!twin || game.legalMoves(state, player).length < 2) continue;
      const search = (s: Loose) =>
        searchBot(game, { seed: 1, iterations: 30, rollout: greedy() })(turnOf(game, s, player));
      expect(search(twin)).toEqual(search(state));
      expect(greedy()(turnOf(game, twin, player))).toEqual(greedy()(turnOf(game, state, player)));
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('the search bot with an iteration budget is deterministic for its seed', () => {
    const state = states.find((s) => game.legalMoves(s, game.activePlayers(s)[0]!).length > 2)!;
    const player = game.activePlayers(state)[0]!;
    const ask = (seed: number) =>
      searchBot(game, { seed, iterations: 20, rollout: greedy() })(turnOf(game, state, player));
    expect(ask(3)).toEqual(ask(3));
    expect(game.legalMoves(state, player)).toContainEqual(ask(4));
  });
});

const ONES = piece('s', 1, 1, 1, 1);
const TWOS = piece('t', 2, 2, 2, 2);
/** Fits under the 1-1-1-1 starter, turn 0; scores 3 + 3. */
const U = piece('u', 1, 1, 3, 3);
/** Fits the same way; scores 2 + 3. */
const FIVE = piece('f', 1, 1, 2, 3);
const cmd = (c: DominoSquaresCommand, id: string = c) => piece(id, 1, 1, c, 2);

function squares(patch: Partial<Record<keyof DominoSquaresState, unknown>>): DominoSquaresState {
  const players = (patch.players as number | undefined) ?? 2;
  return craft(dominoSquares.setup({ seed: 1, players }), { layout: [starter(ONES)], turn: 0, ...patch });
}

const greedyMove = (state: DominoSquaresState, player = 0) =>
  greedyDominoSquaresBot()(turnOf(dominoSquares, state, player));

describe('greedyDominoSquaresBot', () => {
  it('plays the placement scoring most, counting what its command is worth', () => {
    expect(greedyMove(squares({ hands: [[cmd('skip'), U, TWOS], [TWOS]] }))).toMatchObject({ piece: 'u' });
    expect(greedyMove(squares({ hands: [[FIVE, cmd('play-again')], [TWOS]] }))).toMatchObject({
      piece: 'play-again',
    });
    expect(greedyMove(squares({ hands: [[cmd('draw-1'), FIVE], [TWOS]] }))).toMatchObject({ piece: 'f' });
  });

  it('draws only when it cannot play, and passes only when it must', () => {
    expect(greedyMove(squares({ hands: [[TWOS], [TWOS]] }))).toEqual({ type: 'draw', player: 0 });
    expect(greedyMove(squares({ hands: [[TWOS], [TWOS]], pile: [] }))).toEqual({ type: 'pass', player: 0 });
    expect(greedyMove(squares({ hands: [[TWOS, U], [TWOS]], phase: 'again' }))).toMatchObject({
      type: 'play',
    });
  });

  it('Give 1: gives its least useful piece to the opponent nearest to going out', () => {
    const state = squares({
      players: 3,
      phase: 'give',
      hands: [
        [U, TWOS, cmd('skip')],
        [piece('a', 2, 2, 2, 2), piece('b', 2, 2, 2, 2)],
        [piece('c', 1, 1, 4, 4)],
      ],
    });
    expect(greedyMove(state)).toEqual({ type: 'give', player: 0, to: 2, piece: 't' });
  });

  it('All Pass 1: passes towards the neighbour with the higher score, and passes its least useful piece', () => {
    const direction = squares({
      players: 3,
      phase: 'direction',
      hands: [[U], [TWOS], [TWOS]],
      scores: [0, 3, 9],
    });
    expect(greedyMove(direction)).toEqual({ type: 'direction', player: 0, toward: 'right' });
    const left = squares({ players: 3, phase: 'direction', hands: [[U], [TWOS], [TWOS]], scores: [0, 9, 3] });
    expect(greedyMove(left)).toEqual({ type: 'direction', player: 0, toward: 'left' });
    const passing = squares({
      phase: 'passing',
      passDirection: 'left',
      passChoices: [null, null],
      hands: [[U, cmd('play-again'), TWOS], [TWOS]],
    });
    expect(greedyMove(passing)).toEqual({ type: 'pass-piece', player: 0, piece: 't' });
  });
});

function classic(
  game: typeof dominoSquaresBlock | typeof dominoSquaresDraw,
  patch: Partial<Record<keyof DominoSquaresClassicState, unknown>>,
): DominoSquaresClassicState {
  return craft(game.setup({ seed: 1 }), { layout: [starter(ONES)], turn: 0, ...patch });
}

describe('greedy Block and Draw bots', () => {
  it('play the piece with the most pips, keeping a wild piece on a tie', () => {
    const big = piece('b', 1, 1, 6, 6);
    const block = classic(dominoSquaresBlock, { hands: [[U, big, TWOS], [TWOS]] });
    expect(greedyDominoSquaresBlockBot()(turnOf(dominoSquaresBlock, block, 0))).toMatchObject({ piece: 'b' });
    // 6 pips each; the wild one fits more later, so it is kept.
    const tie = classic(dominoSquaresBlock, {
      hands: [[piece('w', 1, 'wild', 4, 1), piece('q', 1, 1, 2, 2)], [TWOS]],
    });
    expect(greedyDominoSquaresBlockBot()(turnOf(dominoSquaresBlock, tie, 0))).toMatchObject({ piece: 'q' });
  });

  it('Draw: plays when it can (even a piece it may keep), else draws, else passes', () => {
    const bot = greedyDominoSquaresDrawBot();
    const canPlay = classic(dominoSquaresDraw, { hands: [[TWOS, U], [TWOS]] });
    expect(bot(turnOf(dominoSquaresDraw, canPlay, 0))).toMatchObject({ type: 'play', piece: 'u' });
    const mayKeep = classic(dominoSquaresDraw, { hands: [[TWOS, U], [TWOS]], mayKeep: true });
    expect(bot(turnOf(dominoSquaresDraw, mayKeep, 0))).toMatchObject({ type: 'play', piece: 'u' });
    const cannot = classic(dominoSquaresDraw, { hands: [[TWOS], [TWOS]] });
    expect(bot(turnOf(dominoSquaresDraw, cannot, 0))).toEqual({ type: 'draw', player: 0 });
    const stuck = classic(dominoSquaresDraw, { hands: [[TWOS], [U]], boneyard: [] });
    expect(bot(turnOf(dominoSquaresDraw, stuck, 0))).toEqual({ type: 'pass', player: 0 });
  });
});

function hughie(patch: Partial<Record<keyof BlindHughieState, unknown>>, eitherEnd = true): BlindHughieState {
  return craft(blindHughie.setup({ seed: 1, eitherEnd }), { layout: [starter(ONES)], turn: 0, ...patch });
}
const down = (p: ReturnType<typeof piece>, seen = false) => ({ piece: p, faceUp: false, seen });
const up = (p: ReturnType<typeof piece>) => ({ piece: p, faceUp: true, seen: true });

describe('greedyBlindHughieBot', () => {
  const bot = greedyBlindHughieBot();
  const WILD_ONES = piece('x', 'wild', 1, 1, 1);

  it('plays a face-up piece that fits rather than turning one over', () => {
    const state = hughie({ rows: [[down(TWOS), up(WILD_ONES)], [down(U)]], turnsTaken: [1, 1] });
    expect(bot(turnOf(blindHughie, state, 0))).toMatchObject({ type: 'play', piece: 'x' });
  });

  it('turns over the end whose piece it knows fits, else an unknown end rather than one it knows does not', () => {
    const fitsRight = hughie({ rows: [[down(TWOS), down(U, true)], [down(U)]], turnsTaken: [1, 1] });
    expect(bot(turnOf(blindHughie, fitsRight, 0))).toEqual({ type: 'turn-over', player: 0, end: 'right' });
    const missesRight = hughie({ rows: [[down(U), down(TWOS, true)], [down(U)]], turnsTaken: [1, 1] });
    expect(bot(turnOf(blindHughie, missesRight, 0))).toEqual({ type: 'turn-over', player: 0, end: 'left' });
    const bothMiss = hughie({
      rows: [[down(TWOS, true), down(piece('a', 2, 2, 2, 2), true)], [down(U)]],
      turnsTaken: [2, 1],
    });
    expect(bot(turnOf(blindHughie, bothMiss, 0))).toEqual({ type: 'turn-over', player: 0, end: 'left' });
    const leftMisses = hughie({ rows: [[down(TWOS, true), down(U, true)], [down(U)]], turnsTaken: [2, 1] });
    expect(bot(turnOf(blindHughie, leftMisses, 0))).toEqual({ type: 'turn-over', player: 0, end: 'right' });
    const narrow = hughie({ rows: [[down(U), down(TWOS, true)], [down(U)]], turnsTaken: [1, 1] }, false);
    expect(bot(turnOf(blindHughie, narrow, 0))).toEqual({ type: 'turn-over', player: 0, end: 'left' });
  });

  it('places a turned piece where the most pieces it knows would fit afterwards', () => {
    // T fits the starter with its top side (1, wild) or its right side (wild, 1); z fits only T's
    // (wild, 1) side, which stays open only when T's top side faces the starter.
    const T = piece('T', 1, 'wild', 1, 9);
    const Z = piece('z', 1, 5, 'blank', 'blank');
    const state = hughie({ rows: [[down(TWOS), down(Z, true)], [down(U)]], turned: T, turnsTaken: [1, 1] });
    const turn = turnOf(blindHughie, state, 0);
    const zFitsAfter = (move: (typeof turn.legalMoves)[number]) =>
      canPlaceAnySquare(blindHughie.apply(state, move).layout, [Z]);
    expect(turn.legalMoves.some((m) => !zFitsAfter(m))).toBe(true);
    expect(zFitsAfter(bot(turn))).toBe(true);
  });
});

describe('search bot strength smoke test', () => {
  it('searchBot plays whole games of every game from its views only', () => {
    const random = { rng: createRng(2) };
    for (const { game, greedy, setup } of CASES) {
      let state = game.setup(setup(randomInt(random, 0, 99)));
      const bots = [
        searchBot(game, { seed: 1, iterations: 4, rollout: greedy() }),
        greedy(),
        greedy(),
        greedy(),
      ];
      while (game.activePlayers(state).length > 0) {
        const player = game.activePlayers(state)[0]!;
        state = game.apply(state, bots[player]!(turnOf(game, state, player)));
      }
      expect(game.outcome(state).over).toBe(true);
    }
  });
});

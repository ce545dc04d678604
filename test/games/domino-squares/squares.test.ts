import { describe, expect, it } from 'vitest';
import {
  type DominoSquaresCommand,
  type DominoSquaresState,
  dominoSquares,
} from '../../../src/games/domino-squares/index.js';
import { dominoSquaresHandSize } from '../../../src/games/domino-squares/squares/options.js';
import { IllegalMoveError } from '../../../src/index.js';
import { copies, craft, piece, starter } from './helpers.js';

const ONES = piece('s', 1, 1, 1, 1);
const TWOS = piece('t', 2, 2, 2, 2);
const FOURS = piece('v', 4, 4, 4, 4);
/** Fits under the 1-1-1-1 starter at (0, 1), turn 0; its scoring side is 3 + 3. */
const U = piece('u', 1, 1, 3, 3);
/** A command piece that fits the same way; its scoring side is the command (0) and a 2. */
const cmd = (c: DominoSquaresCommand, id: string = c) => piece(id, 1, 1, c, 2);
const under = (player: number, id: string) =>
  ({ type: 'play', player, piece: id, rotation: 0, x: 0, y: 1 }) as const;

function table(patch: Partial<Record<keyof DominoSquaresState, unknown>>, rounds = 3): DominoSquaresState {
  const players = (patch.players as number | undefined) ?? 2;
  const base = dominoSquares.setup({ seed: 1, rounds, players });
  return craft(base, { layout: [starter(ONES)], ...patch });
}

function refused(state: DominoSquaresState, move: unknown, code: string) {
  const before = JSON.stringify(state);
  expect(() => dominoSquares.apply(state, move as never)).toThrow(IllegalMoveError);
  expect(dominoSquares.validate(state, move)?.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

describe('Domino Squares: the deal', () => {
  it('deals 7 each (6 when four play), turns up a starter, and the oldest (firstPlayer) leads', () => {
    const three = dominoSquares.setup({ seed: 2, players: 3, firstPlayer: 1 });
    expect(three.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(three.pile).toHaveLength(48 - 21 - 1);
    expect(three.turn).toBe(1);
    const four = dominoSquares.setup({ seed: 2, players: 4 });
    expect(four.hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    expect(dominoSquaresHandSize(4)).toBe(6);
    expect(four.turn).toBe(0);
  });

  it('ignores a command on the starter', () => {
    const state = dominoSquares.setup({ seed: 4, pieces: copies(15, 'g', 'give-1', 1, 1, 'blank') });
    expect(state.layout[0]!.piece.squares[0]).toBe('give-1');
    expect(state.phase).toBe('play');
    expect(dominoSquares.activePlayers(state)).toEqual([0]);
  });

  it('refuses a bad number of rounds', () => {
    expect(() => dominoSquares.setup({ seed: 1, rounds: 0 })).toThrow(/rounds/);
    expect(() => dominoSquares.setup({ seed: 1, rounds: 11 })).toThrow(/rounds/);
  });
});

describe('Domino Squares: a turn', () => {
  it('scores the scoring side on every play', () => {
    const state = table({ hands: [[U, TWOS], [TWOS]], turn: 0 });
    const next = dominoSquares.apply(state, under(0, 'u'));
    expect(next.layout[1]).toMatchObject({ player: 0, points: 6 });
    expect(next.scores).toEqual([6, 0]);
    expect(next.roundPoints).toEqual([6, 0]);
    expect(next.turn).toBe(1);
  });

  it('a player who will not play draws; one who cannot play may not pass while the pile lasts', () => {
    const able = table({ hands: [[U, TWOS], [TWOS]], turn: 0 });
    expect(dominoSquares.legalMoves(able, 0)).toContainEqual({ type: 'draw', player: 0 });
    const unable = table({ hands: [[TWOS], [TWOS]], turn: 0 });
    refused(unable, { type: 'pass', player: 0 }, 'must-draw');
    expect(dominoSquares.legalMoves(unable, 0)).toEqual([{ type: 'draw', player: 0 }]);
  });

  it('a drawn piece that fits may be played at once (only it) or kept', () => {
    const state = table({ hands: [[TWOS, cmd('skip', 'k')], [TWOS]], pile: [U, FOURS], turn: 0 });
    const drawn = dominoSquares.apply(state, { type: 'draw', player: 0 });
    expect(drawn.phase).toBe('drawn');
    expect(dominoSquares.view(drawn, 0).drawn).toBe('u');
    expect(dominoSquares.view(drawn, 1).drawn).toBeNull();
    refused(drawn, under(0, 'k'), 'only-drawn-piece');
    refused(drawn, { type: 'draw', player: 0 }, 'not-now');
    expect(dominoSquares.apply(drawn, under(0, 'u')).scores[0]).toBe(6);
    const kept = dominoSquares.apply(drawn, { type: 'pass', player: 0 });
    expect(kept.turn).toBe(1);
    expect(kept.hands[0]!.map((p) => p.id)).toEqual(['t', 'k', 'u']);
  });

  it('a drawn piece that does not fit is kept and the turn ends', () => {
    const state = table({ hands: [[TWOS], [TWOS]], pile: [FOURS, U], turn: 0 });
    const next = dominoSquares.apply(state, { type: 'draw', player: 0 });
    expect(next.turn).toBe(1);
    expect(next.phase).toBe('play');
  });

  it('on an empty pile a player passes only when unable to play (ruling 12)', () => {
    const able = table({ hands: [[U, TWOS], [TWOS]], pile: [], turn: 0 });
    refused(able, { type: 'pass', player: 0 }, 'must-play');
    refused(able, { type: 'draw', player: 0 }, 'empty-pile');
    const unable = table({ hands: [[TWOS], [U, TWOS]], pile: [], turn: 0 });
    expect(dominoSquares.legalMoves(unable, 0)).toEqual([{ type: 'pass', player: 0 }]);
    expect(dominoSquares.apply(unable, { type: 'pass', player: 0 }).turn).toBe(1);
  });
});

describe('Domino Squares: commands', () => {
  it('Give 1: choose the opponent and the piece', () => {
    const state = table({ hands: [[cmd('give-1'), TWOS, FOURS], [U], [U]], players: 3, turn: 0 });
    const giving = dominoSquares.apply(state, under(0, 'give-1'));
    expect(giving.phase).toBe('give');
    expect(giving.scores[0]).toBe(2);
    const moves = dominoSquares.legalMoves(giving, 0);
    expect(moves).toHaveLength(2 * 2);
    refused(giving, { type: 'give', player: 0, to: 0, piece: 't' }, 'bad-recipient');
    refused(giving, { type: 'give', player: 0, to: 1, piece: 'u' }, 'piece-not-in-hand');
    refused(giving, under(0, 't'), 'not-now');
    const given = dominoSquares.apply(giving, { type: 'give', player: 0, to: 2, piece: 'v' });
    expect(given.hands[2]!.map((p) => p.id)).toEqual(['u', 'v']);
    expect(given.hands[0]!.map((p) => p.id)).toEqual(['t']);
    expect(given.turn).toBe(1);
  });

  it('Give 1 of your last piece goes out and ends the round', () => {
    const state = table({ hands: [[cmd('give-1'), TWOS], [U]], turn: 0 });
    const giving = dominoSquares.apply(state, under(0, 'give-1'));
    const out = dominoSquares.apply(giving, { type: 'give', player: 0, to: 1, piece: 't' });
    expect(out.results[0]).toMatchObject({ winner: 0, bonus: [10 + 2 + 2, 0] });
    expect(out.round).toBe(1);
  });

  it('Draw 1: take the top piece; play it if it fits and you wish, else keep it', () => {
    const fits = table({ hands: [[cmd('draw-1'), TWOS], [TWOS]], pile: [U, FOURS], turn: 0 });
    const drew = dominoSquares.apply(fits, under(0, 'draw-1'));
    expect(drew.phase).toBe('drawn');
    expect(drew.drawn).toBe('u');
    expect(drew.pile.map((p) => p.id)).toEqual(['v']);
    const misses = table({ hands: [[cmd('draw-1'), TWOS], [TWOS]], pile: [FOURS, U], turn: 0 });
    const kept = dominoSquares.apply(misses, under(0, 'draw-1'));
    expect(kept.turn).toBe(1);
    expect(kept.hands[0]!.map((p) => p.id)).toEqual(['t', 'v']);
    const empty = table({ hands: [[cmd('draw-1'), TWOS], [U]], pile: [], turn: 0 });
    expect(dominoSquares.apply(empty, under(0, 'draw-1')).turn).toBe(1);
  });

  it('Skip: the player to the left loses his turn', () => {
    const state = table({ hands: [[cmd('skip'), TWOS], [U], [U]], players: 3, turn: 0 });
    expect(dominoSquares.apply(state, under(0, 'skip')).turn).toBe(2);
    const two = table({ hands: [[cmd('skip'), TWOS], [U]], turn: 0 });
    expect(dominoSquares.apply(two, under(0, 'skip')).turn).toBe(0);
  });

  it('Play Again: play another piece, or stop without drawing', () => {
    const state = table({ hands: [[cmd('play-again'), TWOS, U], [TWOS]], turn: 0 });
    const again = dominoSquares.apply(state, under(0, 'play-again'));
    expect(again.phase).toBe('again');
    expect(again.turn).toBe(0);
    const moves = dominoSquares.legalMoves(again, 0);
    expect(moves).toContainEqual({ type: 'pass', player: 0 });
    expect(moves.some((m) => m.type === 'play' && m.piece === 'u')).toBe(true);
    expect(moves.some((m) => m.type === 'draw')).toBe(false);
    const stopped = dominoSquares.apply(again, { type: 'pass', player: 0 });
    expect(stopped.turn).toBe(1);
    expect(stopped.pile).toEqual(again.pile);
    const none = table({ hands: [[cmd('play-again'), TWOS], [TWOS]], turn: 0 });
    expect(dominoSquares.apply(none, under(0, 'play-again')).turn).toBe(1);
  });

  it('All Pass 1: the player picks the direction, then everyone chooses at once, hidden until all have chosen', () => {
    const state = table({
      hands: [[cmd('all-pass-1'), TWOS], [U, FOURS], [piece('w', 5, 5, 5, 5)]],
      players: 3,
    });
    let s = dominoSquares.apply(state, under(0, 'all-pass-1'));
    expect(s.phase).toBe('direction');
    expect(dominoSquares.legalMoves(s, 0)).toHaveLength(2);
    s = dominoSquares.apply(s, { type: 'direction', player: 0, toward: 'left' });
    expect(dominoSquares.activePlayers(s)).toEqual([0, 1, 2]);
    s = dominoSquares.apply(s, { type: 'pass-piece', player: 1, piece: 'v' });
    expect(dominoSquares.activePlayers(s)).toEqual([0, 2]);
    expect(dominoSquares.legalMoves(s, 1)).toEqual([]);
    expect(dominoSquares.view(s, 0)).toMatchObject({ passChosen: [false, true, false], myPassChoice: null });
    expect(JSON.stringify(dominoSquares.view(s, 2))).not.toContain('"v"');
    expect(dominoSquares.view(s, 1).myPassChoice).toBe('v');
    refused(s, { type: 'pass-piece', player: 1, piece: 'u' }, 'not-your-turn');
    refused(s, { type: 'pass-piece', player: 0, piece: 'v' }, 'piece-not-in-hand');
    s = dominoSquares.apply(s, { type: 'pass-piece', player: 2, piece: 'w' });
    s = dominoSquares.apply(s, { type: 'pass-piece', player: 0, piece: 't' });
    expect(s.hands.map((h) => h.map((p) => p.id))).toEqual([['w'], ['u', 't'], ['v']]);
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
    expect(s.passChoices).toEqual([null, null, null]);
  });

  it('All Pass 1 to the right sends each piece to the previous seat', () => {
    const state = table({
      hands: [[cmd('all-pass-1'), TWOS], [U, FOURS], [piece('w', 5, 5, 5, 5)]],
      players: 3,
    });
    let s = dominoSquares.apply(state, under(0, 'all-pass-1'));
    s = dominoSquares.apply(s, { type: 'direction', player: 0, toward: 'right' });
    for (const [player, id] of [
      [0, 't'],
      [1, 'u'],
      [2, 'w'],
    ] as const) {
      s = dominoSquares.apply(s, { type: 'pass-piece', player, piece: id });
    }
    expect(s.hands.map((h) => h.map((p) => p.id))).toEqual([['u'], ['v', 'w'], ['t']]);
  });

  it('a command on a player’s last piece is not carried out: the round ends (ruling 14)', () => {
    const state = table({ hands: [[cmd('all-pass-1')], [U, cmd('skip', 'k')]], turn: 0 });
    const out = dominoSquares.apply(state, under(0, 'all-pass-1'));
    expect(out.results[0]).toMatchObject({ winner: 0, bonus: [10 + 2 + 3, 0], playPoints: [2, 0] });
    expect(out.phase).toBe('play');
  });
});

describe('Domino Squares: what players remember (ruling 25)', () => {
  const facts = (state: DominoSquaresState, seat: number) => dominoSquares.view(state, seat).known;
  /** Seat 0 plays Give 1 under the starter, then gives `piece` to `to`. */
  function give(hands: unknown[], to: number, id: string, players = 3) {
    const state = table({ hands, players, turn: 0 });
    return dominoSquares.apply(dominoSquares.apply(state, under(0, 'give-1')), {
      type: 'give',
      player: 0,
      to,
      piece: id,
    });
  }

  it('the giver of Give 1 remembers who holds the piece; nobody else learns anything', () => {
    const given = give([[cmd('give-1'), TWOS, FOURS], [U], [piece('w', 5, 5, 5, 5)]], 2, 'v');
    expect(facts(given, 0)).toEqual([{ by: 0, holder: 2, piece: 'v' }]);
    expect(facts(given, 1)).toEqual([]);
    expect(facts(given, 2)).toEqual([]);
    expect(dominoSquares.view(given, null).known).toEqual([]);
  });

  it('a remembered piece is forgotten once played, and when its holder gives away a piece the knower did not see', () => {
    const given = give([[cmd('give-1'), TWOS, U], [FOURS], [piece('w', 5, 5, 5, 5)]], 1, 't');
    expect(facts(given, 0)).toEqual([{ by: 0, holder: 1, piece: 't' }]);
    // Seat 0 gives U to seat 1, who plays it: it is on the table for all to see.
    const two = give([[cmd('give-1'), U, TWOS], [FOURS]], 1, 'u', 2);
    const played = dominoSquares.apply(two, {
      type: 'play',
      player: 1,
      piece: 'u',
      rotation: 2,
      x: 0,
      y: -1,
    });
    expect(played.known).toEqual([]);
    // Seat 1 passes on a piece with Give 1 to seat 2: seat 0 cannot tell which left seat 1's hand.
    const chain = table({
      hands: [[TWOS], [cmd('give-1', 'g'), FOURS, piece('w', 5, 5, 5, 5)], [U]],
      players: 3,
      turn: 1,
      known: [{ by: 0, holder: 1, piece: 'v' }],
    });
    const giving = dominoSquares.apply(chain, under(1, 'g'));
    const toTwo = dominoSquares.apply(giving, { type: 'give', player: 1, to: 2, piece: 'w' });
    expect(toTwo.known).toEqual([{ by: 1, holder: 2, piece: 'w' }]);
    // … but when the piece comes to seat 0 itself, it sees which one came: the fact about v stands.
    const toZero = dominoSquares.apply(giving, { type: 'give', player: 1, to: 0, piece: 'w' });
    expect(toZero.known).toEqual([
      { by: 0, holder: 1, piece: 'v' },
      { by: 1, holder: 0, piece: 'w' },
    ]);
  });

  it('All Pass 1: each passer remembers where its piece went; facts about a passer survive only for the seat it passed to', () => {
    const state = table({
      hands: [[cmd('all-pass-1'), TWOS, piece('a', 6, 6, 6, 6)], [U, FOURS], [piece('w', 5, 5, 5, 5)]],
      players: 3,
      known: [
        { by: 1, holder: 0, piece: 'a' },
        { by: 2, holder: 0, piece: 'a' },
        { by: 2, holder: 1, piece: 'u' },
      ],
    });
    let s = dominoSquares.apply(state, under(0, 'all-pass-1'));
    s = dominoSquares.apply(s, { type: 'direction', player: 0, toward: 'left' });
    s = dominoSquares.apply(s, { type: 'pass-piece', player: 0, piece: 't' });
    s = dominoSquares.apply(s, { type: 'pass-piece', player: 1, piece: 'v' });
    expect(facts(s, 1)).toEqual([{ by: 1, holder: 0, piece: 'a' }]);
    s = dominoSquares.apply(s, { type: 'pass-piece', player: 2, piece: 'w' });
    // Seat 1 received t from seat 0, so a is still there, and seat 2 received v from seat 1, so u is
    // still there; seat 2 cannot tell what seat 0 passed.
    expect(s.known).toEqual([
      { by: 1, holder: 0, piece: 'a' },
      { by: 2, holder: 1, piece: 'u' },
      { by: 0, holder: 1, piece: 't' },
      { by: 1, holder: 2, piece: 'v' },
      { by: 2, holder: 0, piece: 'w' },
    ]);
  });

  it('every fact is forgotten when the round ends', () => {
    const state = table({
      hands: [[U], [TWOS], [FOURS]],
      players: 3,
      known: [{ by: 0, holder: 1, piece: 't' }],
    });
    expect(dominoSquares.apply(state, under(0, 'u')).known).toEqual([]);
  });
});

describe('Domino Squares: rounds', () => {
  it('going out scores 10 + 2 per ordinary + 3 per command piece in other hands; the next round is led from the left of the winner', () => {
    const state = table({
      hands: [[TWOS], [U], [FOURS, cmd('skip', 'k'), cmd('give-1', 'g')]],
      players: 3,
      turn: 1,
      leader: 1,
    });
    const next = dominoSquares.apply(state, under(1, 'u'));
    expect(next.results).toHaveLength(1);
    const result = next.results[0]!;
    expect(result.winner).toBe(1);
    expect(result.bonus).toEqual([0, 10 + 2 + 2 + 3 + 3, 0]);
    expect(result.playPoints).toEqual([0, 6, 0]);
    expect(next.scores).toEqual([0, 6 + 20, 0]);
    expect(next.round).toBe(1);
    expect(next.leader).toBe(2);
    expect(next.turn).toBe(2);
    expect(next.roundPoints).toEqual([0, 0, 0]);
    expect(next.layout).toHaveLength(1);
    expect(next.hands.map((h) => h.length)).toEqual([7, 7, 7]);
  });

  it('a round where nobody can play on an empty pile ends with no bonus; the lead passes left (ruling 13)', () => {
    const state = table({ hands: [[U, TWOS], copies(14, 'f', 4, 4, 4, 4)], pile: [], turn: 0, leader: 0 });
    const next = dominoSquares.apply(state, under(0, 'u'));
    expect(next.results[0]).toMatchObject({ winner: null, bonus: [0, 0], playPoints: [6, 0] });
    expect(next.leader).toBe(1);
  });

  it('the game ends after the last round; the highest total wins', () => {
    const state = table({ hands: [[U], [TWOS]], scores: [0, 5], turn: 0 }, 1);
    const end = dominoSquares.apply(state, under(0, 'u'));
    expect(end.over).toBe(true);
    expect(dominoSquares.activePlayers(end)).toEqual([]);
    expect(dominoSquares.outcome(end)).toEqual({ over: true, scores: [6 + 12, 5], winners: [0] });
    expect(dominoSquares.outcome(state).over).toBe(false);
  });
});

/** The events of the four Domino Squares games: each move and each automatic consequence, and what each seat is told. */
import { describe, expect, it } from 'vitest';
import {
  type BlindHughieRowPiece,
  type BlindHughieState,
  blindHughie,
  type DominoSquaresClassicState,
  type DominoSquaresCommand,
  type DominoSquaresPiece,
  type DominoSquaresState,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
} from '../../../src/games/domino-squares/index.js';
import { createRng, randomInt } from '../../../src/index.js';
import { runs } from '../../harness/effort.js';
import { withoutMessages } from '../../harness/messages.js';
import { craft, piece, starter } from './helpers.js';

const ONES = piece('s', 1, 1, 1, 1);
const TWOS = piece('t', 2, 2, 2, 2);
const FOURS = piece('v', 4, 4, 4, 4);
const U = piece('u', 1, 1, 3, 3);
const cmd = (c: DominoSquaresCommand, id: string = c) => piece(id, 1, 1, c, 2);
const under = (player: number, id: string) =>
  ({ type: 'play', player, piece: id, rotation: 0, x: 0, y: 1 }) as const;

function table(patch: Partial<Record<keyof DominoSquaresState, unknown>>, rounds = 3): DominoSquaresState {
  const players = (patch.players as number | undefined) ?? 2;
  return craft(dominoSquares.setup({ seed: 1, rounds, players }), { layout: [starter(ONES)], ...patch });
}

const types = (events: readonly { type: string }[]) => events.map((event) => event.type);

/** Every piece id an event holds (pieces are `{ id, squares }`). */
function pieceIds(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) pieceIds(item, out);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && Array.isArray(record.squares)) out.add(record.id);
    for (const item of Object.values(record)) pieceIds(item, out);
  }
  return out;
}

/** The ids a viewer sees in a view, leaving out the public list of the whole set (`options.pieces`). */
function seenIds(view: object): Set<string> {
  const { options: _options, ...rest } = view as { options: unknown };
  const text = JSON.stringify(rest);
  return new Set([...text.matchAll(/"(?:id|piece|drawn|myPassChoice)":"([^"]+)"/g)].map((m) => m[1]!));
}

describe('Domino Squares events', () => {
  it('a play scores in public, then the turn ends', () => {
    const state = table({ hands: [[U, TWOS], [TWOS]], turn: 0 });
    const { events } = dominoSquares.step(state, under(0, 'u'), 1);
    expect(types(events)).toEqual(['play', 'turn-end']);
    expect(events[0]).toMatchObject({ type: 'play', player: 0, piece: U, x: 0, y: 1, points: 6 });
    expect(events[0]!.text).toBe('Seat 0 plays u 1-1-3-3 turned 0 at row 2, column 1, scoring 6.');
    expect(events[1]).toMatchObject({ type: 'turn-end', player: 0, next: 1 });
  });

  it('a draw shows the piece to the drawer only; one that does not fit ends the turn', () => {
    const state = table({ hands: [[TWOS], [TWOS]], pile: [FOURS, U], turn: 0 });
    const move = { type: 'draw', player: 0 } as const;
    const own = dominoSquares.step(state, move, 0).events;
    expect(own[0]).toMatchObject({ type: 'draw', cause: 'cannot-play', fits: false, piece: FOURS });
    expect(types(own)).toEqual(['draw', 'turn-end']);
    const other = dominoSquares.step(state, move, 1).events;
    expect(other[0]).not.toHaveProperty('piece');
    expect(JSON.stringify(other)).not.toContain('"v"');
    const fits = table({ hands: [[TWOS, FOURS], [TWOS]], pile: [U], turn: 0 });
    expect(withoutMessages(dominoSquares.step(fits, move, null).events)).toEqual([
      { type: 'draw', player: 0, cause: 'cannot-play', fits: true, text: 'Seat 0 draws a piece: it fits.' },
    ]);
    const choice = table({ hands: [[U, TWOS], [TWOS]], pile: [FOURS], turn: 0 });
    expect(dominoSquares.step(choice, move, null).events[0]).toMatchObject({ cause: 'choice', fits: false });
  });

  it('passes: keeping a drawn piece, stopping a Play Again, passing on an empty pile', () => {
    const drawn = table({ hands: [[TWOS, U], [TWOS]], phase: 'drawn', drawn: 'u', turn: 0 });
    const keep = dominoSquares.step(drawn, { type: 'pass', player: 0 }, null).events;
    expect(keep[0]).toMatchObject({ type: 'pass', automatic: false, reason: 'keep' });
    expect(keep[1]).toMatchObject({ type: 'turn-end', next: 1 });
    const again = table({ hands: [[TWOS, U], [TWOS]], phase: 'again', turn: 0 });
    expect(dominoSquares.step(again, { type: 'pass', player: 0 }, null).events[0]).toMatchObject({
      reason: 'stop',
    });
    const empty = table({ hands: [[TWOS], [U, FOURS]], pile: [], turn: 0 });
    expect(dominoSquares.step(empty, { type: 'pass', player: 0 }, null).events[0]).toMatchObject({
      reason: 'cannot-play',
    });
  });

  it('commands: Skip names the seat skipped; Play Again; Draw 1 draws at once; Give 1', () => {
    const skip = table({ hands: [[cmd('skip'), TWOS], [TWOS], [TWOS]], players: 3, turn: 0 });
    const skipped = dominoSquares.step(skip, under(0, 'skip'), null).events;
    expect(types(skipped)).toEqual(['play', 'command', 'turn-end']);
    expect(skipped[1]).toMatchObject({ command: 'skip', skipped: 1 });
    expect(skipped[2]).toMatchObject({ player: 0, next: 2, skipped: 1 });

    const again = table({ hands: [[cmd('play-again'), U, TWOS], [TWOS]], turn: 0 });
    expect(types(dominoSquares.step(again, under(0, 'play-again'), null).events)).toEqual([
      'play',
      'command',
    ]);
    const none = table({ hands: [[cmd('play-again'), TWOS], [TWOS]], turn: 0 });
    const ended = dominoSquares.step(none, under(0, 'play-again'), null).events;
    expect(types(ended)).toEqual(['play', 'command', 'turn-end']);
    expect(ended[1]!.text).toContain('nothing more to play');

    const draw1 = table({ hands: [[cmd('draw-1'), TWOS], [TWOS]], pile: [FOURS, U], turn: 0 });
    const drawn = dominoSquares.step(draw1, under(0, 'draw-1'), 0).events;
    expect(types(drawn)).toEqual(['play', 'command', 'draw', 'turn-end']);
    expect(drawn[2]).toMatchObject({ cause: 'draw-1', fits: false, piece: FOURS });
    expect(dominoSquares.step(draw1, under(0, 'draw-1'), 1).events[2]).not.toHaveProperty('piece');
    const dry = table({
      hands: [
        [cmd('draw-1'), TWOS],
        [TWOS, U],
      ],
      pile: [],
      turn: 0,
    });
    const dried = dominoSquares.step(dry, under(0, 'draw-1'), null).events;
    expect(types(dried)).toEqual(['play', 'command', 'turn-end']);
    expect(dried[1]!.text).toContain('empty');

    const give = table({ hands: [[cmd('give-1'), TWOS, FOURS], [U], [U]], players: 3, turn: 0 });
    const asked = dominoSquares.apply(give, under(0, 'give-1'));
    expect(types(dominoSquares.events(give, asked, under(0, 'give-1'), null))).toEqual(['play', 'command']);
    const move = { type: 'give', player: 0, to: 2, piece: 'v' } as const;
    expect(dominoSquares.step(asked, move, 0).events[0]).toMatchObject({ to: 2, piece: FOURS });
    expect(dominoSquares.step(asked, move, 2).events[0]).toMatchObject({ to: 2, piece: FOURS });
    const told = dominoSquares.step(asked, move, 1).events;
    expect(told[0]).not.toHaveProperty('piece');
    expect(types(told)).toEqual(['give', 'turn-end']);
  });

  it('All Pass 1: the direction, hidden choices, then the exchange each seat sees from its side', () => {
    const state = table({
      hands: [[cmd('all-pass-1'), TWOS], [U, FOURS], [piece('w', 5, 5, 5, 5)]],
      players: 3,
    });
    let s = dominoSquares.apply(state, under(0, 'all-pass-1'));
    const direction = { type: 'direction', player: 0, toward: 'left' } as const;
    expect(withoutMessages(dominoSquares.step(s, direction, null).events)).toEqual([
      {
        type: 'direction',
        player: 0,
        toward: 'left',
        text: 'Seat 0 sends the pieces left: everyone chooses a piece to pass.',
      },
    ]);
    s = dominoSquares.apply(s, direction);
    const choose = { type: 'pass-piece', player: 1, piece: 'v' } as const;
    expect(dominoSquares.step(s, choose, 1).events[0]).toMatchObject({ piece: FOURS });
    expect(JSON.stringify(dominoSquares.step(s, choose, 0).events)).not.toContain('"v"');
    s = dominoSquares.apply(s, choose);
    s = dominoSquares.apply(s, { type: 'pass-piece', player: 2, piece: 'w' });
    const last = { type: 'pass-piece', player: 0, piece: 't' } as const;
    const seat1 = dominoSquares.step(s, last, 1).events;
    expect(types(seat1)).toEqual(['pass-piece', 'exchange', 'turn-end']);
    expect(seat1[1]).toMatchObject({ toward: 'left', gave: FOURS, received: TWOS });
    const spectator = dominoSquares.step(s, last, null).events;
    expect(withoutMessages(spectator[1])).toEqual({
      type: 'exchange',
      toward: 'left',
      text: 'The pieces pass left.',
    });
    expect(spectator[2]).toMatchObject({ player: 0, next: 1 });
  });

  it('going out: the round ends with its scores, the next round is dealt (own hand only), then game over', () => {
    const state = table({ hands: [[U], [TWOS, cmd('skip', 'k')]], roundPoints: [4, 3], scores: [4, 3] }, 2);
    const after = dominoSquares.apply(state, under(0, 'u'));
    const events = dominoSquares.events(state, after, under(0, 'u'), 1);
    expect(types(events)).toEqual(['play', 'round-end', 'round-start']);
    expect(events[1]).toMatchObject({
      round: 0,
      winner: 0,
      bonus: [15, 0],
      playPoints: [10, 3],
      totals: [25, 3],
    });
    expect(events[2]).toMatchObject({ round: 1, player: 1, handSizes: [7, 7], hand: after.hands[1] });
    expect(pieceIds(events[2])).not.toContain(after.hands[0]![0]!.id);
    const lastRound = table({ hands: [[U], [TWOS]], round: 0 }, 1);
    const over = dominoSquares.step(lastRound, under(0, 'u'), null).events;
    expect(types(over)).toEqual(['play', 'round-end', 'game-over']);
    expect(over[2]).toMatchObject({ ended: 'rounds', winners: [0], scores: [18, 0] });
  });

  it('a blocked round: the turn ends, the round blocks with no bonus', () => {
    const state = table({ hands: [[U, TWOS], [TWOS]], pile: [], turn: 0 }, 1);
    const events = dominoSquares.step(state, under(0, 'u'), null).events;
    expect(types(events)).toEqual(['play', 'turn-end', 'blocked', 'round-end', 'game-over']);
    expect(events[1]).toMatchObject({ next: null });
    expect(events[3]).toMatchObject({ winner: null, bonus: [0, 0] });
  });
});

function classic(
  game: 'block' | 'draw',
  patch: Partial<Record<keyof DominoSquaresClassicState, unknown>>,
  drawRule: 'until-playable' | 'one' = 'until-playable',
): DominoSquaresClassicState {
  const base =
    game === 'block' ? dominoSquaresBlock.setup({ seed: 1 }) : dominoSquaresDraw.setup({ seed: 1, drawRule });
  return craft(base, { layout: [starter(ONES)], outOfPlay: [], boneyard: [], ...patch });
}

describe('Block and Draw events', () => {
  it('a play, a pass, and the block with the count', () => {
    const state = classic('block', { hands: [[TWOS], [U, FOURS]], turn: 0 });
    const pass = dominoSquaresBlock.step(state, { type: 'pass', player: 0 }, null).events;
    expect(withoutMessages(pass)).toEqual([
      {
        type: 'pass',
        player: 0,
        automatic: false,
        reason: 'cannot-play',
        text: 'Seat 0 cannot play and passes.',
      },
    ]);
    const next = dominoSquaresBlock.apply(state, { type: 'pass', player: 0 });
    const end = dominoSquaresBlock.step(next, under(1, 'u'), null).events;
    expect(types(end)).toEqual(['play', 'blocked', 'game-over']);
    expect(end[2]).toMatchObject({ ended: 'block', pips: [8, 16], scores: [16, 0], winners: [0] });
  });

  it('going out ends the game: game-over names the player who went out', () => {
    const state = classic('block', { hands: [[U], [FOURS]], turn: 0 });
    const events = dominoSquaresBlock.step(state, under(0, 'u'), 1).events;
    expect(types(events)).toEqual(['play', 'game-over']);
    expect(events[1]).toMatchObject({ ended: 'domino', winners: [0], scores: [16, 0] });
    expect(events[1]!.text).toContain('went out');
  });

  it('Draw: the drawn piece only to the drawer; automatic passes when the draw ends the turn', () => {
    const state = classic('draw', { hands: [[TWOS], [U]], boneyard: [FOURS, U], turn: 0 });
    const move = { type: 'draw', player: 0 } as const;
    expect(withoutMessages(dominoSquaresDraw.step(state, move, 0).events)).toEqual([
      {
        type: 'draw',
        player: 0,
        cause: 'cannot-play',
        fits: false,
        piece: FOURS,
        text: 'Seat 0 draws v 4-4-4-4: it does not fit.',
      },
    ]);
    expect(dominoSquaresDraw.step(state, move, 1).events[0]).not.toHaveProperty('piece');
    const lastPiece = classic('draw', { hands: [[TWOS], [U]], boneyard: [FOURS], turn: 0 });
    const out = dominoSquaresDraw.step(lastPiece, move, null).events;
    expect(out[1]).toMatchObject({ type: 'pass', automatic: true, reason: 'boneyard-empty' });
    const one = classic('draw', { hands: [[TWOS], [U]], boneyard: [FOURS, U], turn: 0 }, 'one');
    expect(dominoSquaresDraw.step(one, move, null).events[1]).toMatchObject({
      automatic: true,
      reason: 'drawn-unplayable',
    });
    const keep = classic(
      'draw',
      { hands: [[TWOS, U], [U]], boneyard: [FOURS], turn: 0, mayKeep: true },
      'one',
    );
    expect(dominoSquaresDraw.step(keep, { type: 'pass', player: 0 }, null).events[0]).toMatchObject({
      reason: 'keep',
      automatic: false,
    });
  });
});

const down = (p: DominoSquaresPiece): BlindHughieRowPiece => ({ piece: p, faceUp: false, seen: false });
const left = (player: number) => ({ type: 'turn-over', player, end: 'left' }) as const;
function hughie(rows: BlindHughieRowPiece[][], options: Record<string, unknown> = {}): BlindHughieState {
  return craft(blindHughie.setup({ seed: 1, ...options }), { layout: [starter(ONES)], rows });
}

describe('Blind Hughie events', () => {
  it('a piece that fits is shown to all; one put back face down only to its owner; a wild goes face up for all', () => {
    const state = hughie([
      [down(U), down(TWOS)],
      [down(piece('t2', 2, 2, 2, 2)), down(piece('u2', 1, 1, 3, 3))],
    ]);
    const fits = blindHughie.step(state, left(0), 1).events;
    expect(withoutMessages(fits)).toEqual([
      {
        type: 'turn-over',
        player: 0,
        end: 'left',
        fits: true,
        faceUp: false,
        piece: U,
        text: 'Seat 0 turns over u 1-1-3-3 (left end): it fits and must be played.',
      },
    ]);
    const played = blindHughie.apply(blindHughie.apply(state, left(0)), under(0, 'u'));
    const own = blindHughie.step(played, left(0), 0).events;
    expect(types(own)).toEqual(['turn-over', 'turn-end']);
    expect(own[0]).toMatchObject({ fits: false, faceUp: false, piece: TWOS });
    expect(own[1]).toMatchObject({ player: 0, next: 1, idleTurns: 0 });
    expect(blindHughie.step(played, left(0), 1).events[0]).not.toHaveProperty('piece');
    const wild = piece('w', 'wild', 2, 2, 2);
    const shown = blindHughie.step(hughie([[down(wild), down(U)], [down(TWOS)]]), left(0), 1).events;
    expect(shown[0]).toMatchObject({ faceUp: true, piece: wild });
  });

  it('blocked when nobody can play, or by the long stop; a played-out row ends the game', () => {
    const stuck = hughie([[down(TWOS)], [down(piece('t2', 2, 2, 2, 2))]]);
    const blocked = blindHughie.step(stuck, left(0), null).events;
    expect(types(blocked)).toEqual(['turn-over', 'turn-end', 'blocked', 'game-over']);
    expect(blocked[2]).toMatchObject({ reason: 'nobody-can-play' });
    expect(blocked[1]).toMatchObject({ next: null });
    const long = hughie([[down(TWOS), down(U)], [down(piece('t2', 2, 2, 2, 2))]], { idleRounds: 1 });
    const idle = blindHughie.step(blindHughie.apply(long, left(0)), left(1), null).events;
    expect(idle[2]).toMatchObject({ type: 'blocked', reason: 'idle-turns' });
    const out = blindHughie.apply(hughie([[down(U)], [down(TWOS)]]), left(0));
    const ended = blindHughie.step(out, under(0, 'u'), null).events;
    expect(types(ended)).toEqual(['play', 'game-over']);
    expect(ended[1]).toMatchObject({ ended: 'out', winners: [0], pips: [0, 8], scores: [8, 0] });
  });
});

describe('no event tells a seat a piece it cannot see', () => {
  const games = [
    { game: dominoSquares, options: { players: 3 } },
    { game: dominoSquares, options: { players: 2 } },
    { game: dominoSquaresBlock, options: { players: 3 } },
    { game: dominoSquaresDraw, options: { players: 2, drawRule: 'one' } },
    { game: dominoSquaresDraw, options: { players: 4 } },
    { game: blindHughie, options: { players: 3, eitherEnd: true } },
  ] as const;
  it('random games: every piece id in a seat’s events is in its view before or after the move', () => {
    const random = { rng: createRng(11) };
    let checked = 0;
    for (const { game, options } of games) {
      // biome-ignore lint/suspicious/noExplicitAny: one loop over four differently typed games
      const g = game as any;
      for (let seed = 0; seed < runs(6, 3); seed++) {
        let state = g.setup({ seed, ...options });
        for (let step = 0; step < 400 && !g.outcome(state).over; step++) {
          const active: number[] = g.activePlayers(state);
          const seat = active[randomInt(random, 0, active.length - 1)]!;
          const moves: unknown[] = g.legalMoves(state, seat);
          const move = moves[randomInt(random, 0, moves.length - 1)];
          const after = g.apply(state, move);
          for (const viewer of [null, ...Array.from({ length: state.players }, (_, s) => s)]) {
            const seen = new Set([...seenIds(g.view(state, viewer)), ...seenIds(g.view(after, viewer))]);
            for (const id of pieceIds(g.events(state, after, move, viewer))) {
              expect(seen.has(id), `${g.id}: seat ${viewer} told ${id}`).toBe(true);
              checked++;
            }
          }
          state = after;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

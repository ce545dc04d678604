/** parseState of the four Domino Squares games: reachable states pass, tampered ones are refused by path. */
import { describe, expect, it } from 'vitest';
import { InvalidOptionError, InvalidStateError } from '../../../src/core/errors.js';
import type { AnyGame, GameWith } from '../../../src/core/game.js';
import { BLIND_HUGHIE_STATE_CHECKS } from '../../../src/games/domino-squares/blind-hughie/parse.js';
import {
  blindHughie,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
} from '../../../src/games/domino-squares/index.js';
import { pieceCommand } from '../../../src/games/domino-squares/shared/pieces.js';
import type { DominoSquaresState } from '../../../src/games/domino-squares/squares/types.js';
import { craft } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: tampering works on plain JSON.
type Json = any;
/** Any of the four games (each checks a stored state). */
type SquaresGame = GameWith<AnyGame, 'parseState'>;

/** The states of one game played by its first legal move, `steps` at most. */
function play(game: SquaresGame, setup: Record<string, unknown>, steps: number): Json[] {
  let state = game.setup(setup);
  const states: Json[] = [state];
  for (let i = 0; i < steps; i++) {
    const [seat] = game.activePlayers(state);
    if (seat === undefined) break;
    const moves = game.legalMoves(state, seat);
    state = game.apply(state, moves[(i * 7) % moves.length]!);
    states.push(state);
  }
  return states;
}

const json = (state: unknown): Json => JSON.parse(JSON.stringify(state));

let tried = 0;
function refuses(game: SquaresGame, input: unknown, code: string, path: string): void {
  tried++;
  let error: unknown;
  try {
    game.parseState(input);
  } catch (e) {
    error = e;
  }
  expect(error, `${code} at ${path}`).toBeInstanceOf(InvalidStateError);
  expect({ code: (error as InvalidStateError).code, path: (error as InvalidStateError).path }).toEqual({
    code,
    path,
  });
}

const GAMES: [string, SquaresGame, string][] = [
  ['Domino Squares', dominoSquares, 'hands'],
  ['Block', dominoSquaresBlock, 'hands'],
  ['Draw', dominoSquaresDraw, 'hands'],
  ['Blind Hughie', blindHughie, 'rows'],
];

describe.each(GAMES)('%s parseState', (_name, game, holder) => {
  const states = [2, 3, 4].flatMap((players) => play(game, { seed: players, players }, 400));

  it('accepts every reachable state, deep-frozen and equal', () => {
    for (const state of states) {
      const parsed = game.parseState(json(state));
      expect(parsed).toEqual(state);
      expect(Object.isFrozen(parsed)).toBe(true);
    }
    expect(states.at(-1).over).toBe(true);
  });

  const base = json(states[3]);
  const first = (s: Json) => (holder === 'rows' ? s.rows[0][0].piece : s.hands[0][0]);
  const firstPath = holder === 'rows' ? 'rows[0][0].piece' : 'hands[0][0]';

  it('refuses tampered states with a code and a path', () => {
    refuses(game, { ...base, turn: 99 }, 'out-of-range', 'turn');
    refuses(game, { ...base, players: 1000 }, 'out-of-range', 'players');
    refuses(game, { ...base, [holder]: null }, 'bad-shape', holder);
    refuses(game, { ...base, rng: [] }, 'bad-length', 'rng');
    refuses(game, { ...base, rng: [0, 0, 0, 0] }, 'bad-rng', 'rng');
    refuses(game, { ...base, extra: 1 }, 'unknown-key', 'extra');
    refuses(game, JSON.parse(`{"__proto__": 1, ${JSON.stringify(base).slice(1)}`), 'not-json', '__proto__');
    const { over: _over, ...missing } = base;
    refuses(game, missing, 'missing-key', 'over');
    refuses(game, 'a state', 'bad-shape', '');
    // A piece whose squares are not its id's.
    const wrong = json(base);
    const piece = first(wrong);
    piece.squares = [...piece.squares].reverse();
    refuses(game, wrong, 'bad-tile', `${firstPath}.squares[0]`);
    // A foreign id.
    const foreign = json(base);
    first(foreign).id = 'zz';
    refuses(game, foreign, 'foreign-tile', `${firstPath}.id`);
    // A duplicated piece (the first piece also in the second seat's hand/row).
    const dup = json(base);
    if (holder === 'rows') dup.rows[1][0] = json(dup.rows[0][0]);
    else dup.hands[1].push(json(dup.hands[0][0]));
    refuses(
      game,
      dup,
      'duplicate-tile',
      holder === 'rows' ? 'rows[1][0].piece' : `hands[1][${dup.hands[1].length - 1}]`,
    );
    // A lost piece.
    const lost = json(base);
    const id = first(lost).id;
    if (holder === 'rows') lost.rows[0].shift();
    else lost.hands[0].shift();
    refuses(game, lost, 'lost-tile', '');
    expect(id).toBeTruthy();
    // The starter moved, and a piece laid on top of another.
    const moved = json(base);
    moved.layout[0].x = 1;
    refuses(game, moved, 'bad-layout', 'layout[0]');
    const played = json(states.find((s) => s.layout.length > 2 && !s.over));
    played.layout[2].x = played.layout[1].x;
    played.layout[2].y = played.layout[1].y;
    refuses(game, played, 'bad-layout', 'layout[2]');
    const turned = json(states.find((s) => s.layout.length > 1 && !s.over));
    turned.layout[1].rotation = (turned.layout[1].rotation + 2) % 4;
    tried++;
    expect(() => game.parseState(turned)).toThrow(InvalidStateError);
    // A bad option.
    refuses(
      game,
      { ...base, options: { ...base.options, firstPlayer: 7 } },
      'out-of-range',
      'options.firstPlayer',
    );
    refuses(
      game,
      { ...base, options: { ...base.options, pieces: base.options.pieces.slice(0, 3) } },
      'bad-option',
      'options.pieces',
    );
  });

  it('refuses an end that disagrees with the state', () => {
    const end = json(states.at(-1));
    refuses(game, { ...end, scores: end.scores.map((s: number) => s + 1) }, 'bad-score', 'scores[0]');
    if (game !== dominoSquares) {
      refuses(game, { ...end, over: false }, 'bad-end', 'ended');
      refuses(game, { ...base, over: true }, 'bad-end', 'ended');
      refuses(game, { ...end, winners: [...end.winners, 9] }, 'bad-length', 'winners');
      refuses(game, { ...end, pips: end.pips.map((p: number) => p + 1) }, 'bad-score', 'pips[0]');
    } else {
      refuses(game, { ...end, over: false }, 'bad-result', 'results');
      refuses(game, { ...base, over: true }, 'bad-result', 'results');
    }
  });
});

describe('game-specific breaches', () => {
  const squares = play(dominoSquares, { seed: 5, players: 3 }, 600);

  it('Domino Squares: points, phases, known pieces, results', () => {
    const scored = json(squares.find((s) => s.layout.length > 1 && s.layout[1].points > 0 && !s.over));
    scored.layout[1].points += 1;
    refuses(dominoSquares, scored, 'bad-score', 'layout[1].points');
    const base = json(squares[2]);
    refuses(dominoSquares, { ...base, drawn: base.hands[base.turn][0].id }, 'bad-phase', 'drawn');
    refuses(dominoSquares, { ...base, phase: 'passing' }, 'bad-phase', 'passDirection');
    refuses(
      dominoSquares,
      { ...base, roundPoints: base.roundPoints.map((p: number) => p + 1) },
      'bad-score',
      'roundPoints[0]',
    );
    refuses(dominoSquares, { ...base, round: 1 }, 'bad-result', 'results');
    refuses(
      dominoSquares,
      { ...base, known: [{ by: 1, holder: 0, piece: base.hands[2][0].id }] },
      'bad-known',
      'known[0].piece',
    );
    refuses(
      dominoSquares,
      { ...base, known: [{ by: 0, holder: 0, piece: base.hands[0][0].id }] },
      'bad-known',
      'known[0]',
    );
    const later = json(squares.find((s) => s.results.length > 0 && !s.over));
    later.results[0].bonus[0] += 1;
    refuses(dominoSquares, later, 'bad-score', 'results[0].bonus[0]');
    const again = json(squares.find((s) => s.results.length > 0 && !s.over));
    again.results[0].hands[1].push(json(again.results[0].hands[0][0] ?? again.results[0].layout[0].piece));
    refuses(
      dominoSquares,
      again,
      'duplicate-tile',
      `results[0].hands[1][${again.results[0].hands[1].length - 1}]`,
    );
  });

  it('Block and Draw: boneyard, out of play, mayKeep, drawRule', () => {
    const block = json(dominoSquaresBlock.setup({ seed: 1 }));
    refuses(
      dominoSquaresBlock,
      { ...block, boneyard: block.outOfPlay, outOfPlay: [] },
      'bad-shape',
      'boneyard',
    );
    refuses(dominoSquaresBlock, { ...block, mayKeep: true }, 'bad-phase', 'mayKeep');
    refuses(
      dominoSquaresBlock,
      { ...block, options: { ...block.options, drawRule: null } },
      'unknown-key',
      'options.drawRule',
    );
    refuses(dominoSquaresBlock, { ...block, game: 'draw' }, 'out-of-range', 'game');
    const draw = json(dominoSquaresDraw.setup({ seed: 1 }));
    refuses(dominoSquaresDraw, { ...draw, outOfPlay: draw.boneyard, boneyard: [] }, 'bad-shape', 'outOfPlay');
    refuses(
      dominoSquaresDraw,
      { ...draw, options: { ...draw.options, drawRule: 'twice' } },
      'out-of-range',
      'options.drawRule',
    );
    refuses(
      dominoSquaresDraw,
      { ...draw, hands: [[], ...draw.hands.slice(1)], boneyard: [...draw.boneyard, ...draw.hands[0]] },
      'bad-end',
      'hands[0]',
    );
  });

  it('Blind Hughie: face up, idle turns, turned piece', () => {
    const base = json(blindHughie.setup({ seed: 1 }));
    const up = json(base);
    up.rows[0][0].faceUp = true;
    refuses(blindHughie, up, 'bad-row', 'rows[0][0].seen');
    refuses(blindHughie, { ...base, idleTurns: 18 }, 'out-of-range', 'idleTurns');
    refuses(blindHughie, { ...base, idleTurns: 99 }, 'out-of-range', 'idleTurns');
    refuses(blindHughie, { ...base, turnsTaken: [0] }, 'bad-length', 'turnsTaken');
    const empty = json(base);
    empty.outOfPlay.push(...empty.rows[1].map((e: Json) => e.piece));
    empty.rows[1] = [];
    refuses(blindHughie, empty, 'bad-end', 'rows[1]');
  });

  it('item 11: a round that ends with pieces short throws a typed error, and parseState refuses the state', () => {
    const state = dominoSquares.setup({ seed: 1, players: 2 }) as DominoSquaresState;
    const seat = state.turn;
    const move = dominoSquares
      .legalMoves(state, seat)
      .find((m) => m.type === 'play' && !pieceCommand(state.hands[seat]!.find((p) => p.id === m.piece)!));
    expect(move).toBeDefined();
    const hand = state.hands[seat]!.filter((p) => p.id === (move as { piece: string }).piece);
    // The pile lost and one piece left in the mover's hand: playing it ends the round, and the next deal runs short.
    const short = craft(state, { pile: [], hands: state.hands.map((h, s) => (s === seat ? hand : h)) });
    let error: unknown;
    try {
      dominoSquares.apply(short, move!);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidStateError);
    expect((error as InvalidStateError).code).toBe('short-deal');
    refuses(dominoSquares, json(short), 'lost-tile', '');
  });

  it('setup and parseState check the options with one declaration (shape.ts)', () => {
    const optionError = (attempt: () => unknown): string => {
      try {
        attempt();
        return 'ok';
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidOptionError);
        return `${(error as InvalidOptionError).option} | ${(error as InvalidOptionError).message}`;
      }
    };
    // The same option and the same words as parseState gives a stored state's options.
    expect(optionError(() => dominoSquaresBlock.setup({ seed: 1, firstPlayer: 2 }))).toBe(
      'firstPlayer | firstPlayer: must be from 0 to 1, not 2',
    );
    const block = json(dominoSquaresBlock.setup({ seed: 1 }));
    refuses(
      dominoSquaresBlock,
      { ...block, options: { ...block.options, firstPlayer: 2 } },
      'out-of-range',
      'options.firstPlayer',
    );
    expect(optionError(() => dominoSquares.setup({ seed: 1, rounds: 11 }))).toBe(
      'rounds | rounds: must be from 1 to 10, not 11',
    );
    expect(optionError(() => dominoSquaresDraw.setup({ seed: 1, drawRule: 'twice' as never }))).toBe(
      'drawRule | drawRule: must be one of until-playable, one',
    );
    // A bad piece set keeps the words of its own check, naming the piece.
    expect(
      optionError(() => blindHughie.setup({ seed: 1, pieces: [{ id: 'a', squares: [1, 2, 3] }] as never })),
    ).toBe('pieces[0].squares | pieces[0].squares: must be an array of exactly four squares');
    // More pieces than a stored state may hold are refused by setup as by parseState.
    const many = Array.from({ length: 501 }, (_, i) => ({ id: `x${i}`, squares: [1, 2, 3, 4] }));
    expect(optionError(() => dominoSquaresBlock.setup({ seed: 1, pieces: many as never }))).toBe(
      'pieces | pieces: must hold at most 500 items',
    );
    // Blind Hughie's memory may be missing from a stored state's options (saved before R2).
    const hughie = json(blindHughie.setup({ seed: 1 }));
    const { memory: _memory, ...before } = hughie.options;
    expect(() => BLIND_HUGHIE_STATE_CHECKS.run({ input: { ...hughie, options: before } })).not.toThrow();
    refuses(
      blindHughie,
      { ...hughie, options: { ...before, memory: 'some' } },
      'out-of-range',
      'options.memory',
    );
  });

  it('counts the tampered states', () => {
    expect(tried).toBeGreaterThan(90);
    console.log(`tampered states tried: ${tried}`);
  });
});

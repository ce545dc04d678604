import { describe, expect, it } from 'vitest';
import {
  blindHughie,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  formatBlindHughieView,
  formatDominoSquaresBlockView,
  formatDominoSquaresDrawView,
  formatDominoSquaresView,
  formatSquaresLayout,
} from '../../../src/games/domino-squares/index.js';
import { formatSquaresPiece } from '../../../src/games/domino-squares/shared/pieces.js';
import { craft } from './helpers.js';
import { randomStates } from './states.js';

/** The ids of pieces a seat must not see named. */
const hiddenIds = (pieces: readonly { id: string }[]) => pieces.map((p) => p.id);

describe('formatDominoSquaresView', () => {
  const states = randomStates(dominoSquares, 6, (i) => ({ seed: i, players: 2 + (i % 3), rounds: 2 }), 7);

  it('shows the layout, the seat’s own hand by id and squares, and never another hand or the pile', () => {
    for (const state of states) {
      const text = formatDominoSquaresView(dominoSquares.view(state, 0));
      expect(text).toContain(`you are seat 0`);
      for (const line of formatSquaresLayout(state.layout).split('\n'))
        expect(text).toContain(line.trimEnd());
      if (state.over) continue;
      for (const p of state.hands[0]!) expect(text).toContain(`${p.id} ${formatSquaresPiece(p)}`);
      const remembered = new Set(state.known.filter((f) => f.by === 0).map((f) => f.piece));
      const hidden = hiddenIds([...state.hands.slice(1).flat(), ...state.pile]).filter(
        (id) => !remembered.has(id),
      );
      for (const id of hidden) {
        expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
      }
      expect(text).toContain(`draw pile ${state.pile.length}`);
    }
  });

  it('says what is asked, who has chosen during All Pass 1, what the seat remembers, and who won', () => {
    const state = states.find((s) => !s.over)!;
    const passing = craft(state, {
      phase: 'passing',
      passDirection: 'right',
      passChoices: [null, 'x', null],
    });
    expect(formatDominoSquaresView(dominoSquares.view(passing, 0))).toMatch(/All Pass 1 to the right/);
    expect(formatDominoSquaresView(dominoSquares.view(passing, 0))).toMatch(/seat 1 chosen/);
    const known = craft(state, { known: [{ by: 0, holder: 1, piece: state.hands[1]![0]!.id }] });
    expect(formatDominoSquaresView(dominoSquares.view(known, 0))).toContain(
      `${state.hands[1]![0]!.id} is with seat 1`,
    );
    const over = states.find((s) => s.over)!;
    expect(formatDominoSquaresView(dominoSquares.view(over, null))).toMatch(
      /Game over: seat \d .*(wins|tie)/,
    );
    expect(formatDominoSquaresView(dominoSquares.view(state, null))).toContain('you are a spectator');
  });
});

describe('formatDominoSquaresBlockView and formatDominoSquaresDrawView', () => {
  it('show the seat’s hand and the sizes, and every hand once the game is over', () => {
    for (const [game, describeView, rest] of [
      [dominoSquaresBlock, formatDominoSquaresBlockView, 'out of play'],
      [dominoSquaresDraw, formatDominoSquaresDrawView, 'boneyard'],
    ] as const) {
      const states = randomStates(game, 4, (i) => ({ seed: i, players: 2 + (i % 3) }), 5);
      for (const state of states) {
        const text = describeView(game.view(state, 1));
        expect(text).toContain(rest);
        if (state.over) {
          for (const p of state.hands.flat()) expect(text).toContain(p.id);
          expect(text).toMatch(/Game over/);
        } else {
          for (const p of state.hands[1]!) expect(text).toContain(`${p.id} ${formatSquaresPiece(p)}`);
          for (const id of hiddenIds([...state.hands[0]!, ...state.boneyard, ...state.outOfPlay]))
            expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
        }
      }
    }
  });
});

describe('formatBlindHughieView', () => {
  it('draws face-down pieces as ##, the seat’s seen pieces in ( ), face-up pieces in [ ]', () => {
    const states = randomStates(blindHughie, 6, (i) => ({ seed: i, players: 2 + (i % 3) }), 3);
    let seen = 0;
    for (const state of states.filter((s) => !s.over)) {
      const text = formatBlindHughieView(blindHughie.view(state, 0));
      const lines = text.split('\n');
      const rows = lines.slice(lines.findIndex((line) => line.startsWith('Rows')));
      const rowLine = (seat: number) => rows.find((line) => line.startsWith(`  seat ${seat}`))!;
      state.rows.forEach((row, seat) => {
        const shown = row.map((e) => {
          if (e.faceUp) return `[${formatSquaresPiece(e.piece)}]`;
          if (seat === 0 && e.seen) {
            seen++;
            return `(${formatSquaresPiece(e.piece)})`;
          }
          return '##';
        });
        expect(rowLine(seat).endsWith(`: ${shown.join(' ') || '—'}`)).toBe(true);
      });
      if (state.turned) expect(text).toContain(`turned over ${state.turned.id}`);
    }
    expect(seen).toBeGreaterThan(0);
    const over = states.find((s) => s.over)!;
    expect(formatBlindHughieView(blindHughie.view(over, 1))).toMatch(/Game over .*won/);
  });
});

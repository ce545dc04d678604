/**
 * Invariants shared by the four games played with Domino Squares pieces, and
 * small helpers to build test sets and states.
 */
import {
  type BlindHughieState,
  blindHughie,
  DOMINO_SQUARES_SET,
  type DominoSquaresClassicState,
  type DominoSquaresPiece,
  type DominoSquaresState,
  type SquaresLayout,
} from '../../../src/games/domino-squares/index.js';
import {
  orientSquares,
  squaresLayoutPoints,
  squaresMatch,
} from '../../../src/games/domino-squares/shared/layout.js';
import { pieceCommand } from '../../../src/games/domino-squares/shared/pieces.js';

function fail(what: string): never {
  throw new Error(`Domino Squares invariant broken: ${what}`);
}

const BY_ID = new Map(DOMINO_SQUARES_SET.map((piece) => [piece.id, piece]));

/**
 * A smaller set for the harness: the first `count` default pieces in a fixed
 * scrambled order, renamed `k<count>-<id>` so the checks know its size.
 */
export function subset(count: number): DominoSquaresPiece[] {
  const order = DOMINO_SQUARES_SET.map((_, i) => DOMINO_SQUARES_SET[(i * 29) % DOMINO_SQUARES_SET.length]!);
  return order.slice(0, count).map((piece) => ({ id: `k${count}-${piece.id}`, squares: piece.squares }));
}

/** Every piece is where exactly one piece can be, unchanged, and the set is complete. */
export function checkConservation(pieces: readonly DominoSquaresPiece[]): void {
  const ids = pieces.map((p) => p.id);
  if (new Set(ids).size !== ids.length) fail('a piece is in two places');
  const first = ids[0] ?? '';
  const match = /^k(\d+)-/.exec(first);
  const expected = match ? Number(match[1]) : DOMINO_SQUARES_SET.length;
  if (ids.length !== expected) fail(`piece count ${ids.length}, expected ${expected}`);
  for (const piece of pieces) {
    const original = BY_ID.get(piece.id.replace(/^k\d+-/, ''));
    if (!original || JSON.stringify(original.squares) !== JSON.stringify(piece.squares))
      fail(`piece ${piece.id} changed`);
  }
}

const STEPS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

/**
 * The layout is a simple chain: no two pieces on one cell, every piece after
 * the starter touches exactly one earlier piece, no piece has more than two
 * neighbours, the pieces with one neighbour are the two ends, and every pair
 * of facing squares matches.
 */
export function checkLayout(layout: SquaresLayout): void {
  const cells = new Map<string, number>();
  layout.forEach((p, i) => {
    if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || Object.is(p.x, -0) || Object.is(p.y, -0))
      fail('bad cell');
    if (cells.has(`${p.x},${p.y}`)) fail('two pieces on one cell');
    cells.set(`${p.x},${p.y}`, i);
  });
  let ones = 0;
  layout.forEach((p, i) => {
    const squares = orientSquares(p.piece, p.rotation);
    let neighbours = 0;
    let earlier = 0;
    STEPS.forEach(([dx, dy], side) => {
      const j = cells.get(`${p.x + dx},${p.y + dy}`);
      if (j === undefined) return;
      neighbours++;
      if (j < i) earlier++;
      const other = orientSquares(layout[j]!.piece, layout[j]!.rotation);
      if (
        !squaresMatch(squares[side]!, other[(side + 3) % 4]!) ||
        !squaresMatch(squares[(side + 1) % 4]!, other[(side + 2) % 4]!)
      ) {
        fail(`facing squares of pieces ${i} and ${j} do not match`);
      }
    });
    if (neighbours > 2) fail(`piece ${i} has ${neighbours} neighbours`);
    if (i > 0 && earlier !== 1) fail(`piece ${i} touches ${earlier} earlier pieces`);
    if (neighbours === 1) ones++;
  });
  if (layout.length > 1 && ones !== 2) fail(`the chain has ${ones} ends`);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Domino Squares: chain, conservation, hidden choices, and scores = scoring sides + bonuses. */
export function checkDominoSquares(state: DominoSquaresState): void {
  checkLayout(state.layout);
  checkConservation([...state.layout.map((p) => p.piece), ...state.hands.flat(), ...state.pile]);
  const recomputed = squaresLayoutPoints(state.layout);
  state.layout.forEach((p, i) => {
    if (recomputed[i] !== p.points)
      fail(`piece ${i} scored ${p.points}, its scoring side is worth ${recomputed[i]}`);
    if ((i === 0) !== (p.player === null)) fail('only the starter has no player');
  });
  for (let seat = 0; seat < state.players; seat++) {
    const live = sum(state.layout.filter((p) => p.player === seat).map((p) => p.points));
    if (state.roundPoints[seat] !== live) fail('round points are the scoring sides of this round');
    let total = live;
    for (const result of state.results) {
      const played = sum(result.layout.filter((p) => p.player === seat).map((p) => p.points));
      if (result.playPoints[seat] !== played) fail('a round result adds up its scoring sides');
      let bonus = 0;
      if (result.winner === seat) {
        bonus = 10 + sum(result.hands.flat().map((p) => (pieceCommand(p) ? 3 : 2)));
        if (result.hands[seat]!.length !== 0) fail('the winner of a round holds no piece');
      }
      if (result.bonus[seat] !== bonus) fail('bonus: 10 + 2 per ordinary + 3 per command piece');
      total += played + bonus;
    }
    if (state.over) total -= live;
    if (state.scores[seat] !== total)
      fail(`seat ${seat} has ${state.scores[seat]}, its plays and bonuses make ${total}`);
  }
  if (state.results.length !== state.round + (state.over ? 1 : 0)) fail('one result per finished round');
  if (state.phase !== 'passing' && state.passChoices.some((c) => c !== null))
    fail('choices outside All Pass');
  state.passChoices.forEach((choice, seat) => {
    if (choice !== null && !state.hands[seat]!.some((p) => p.id === choice))
      fail('a pass choice not in hand');
  });
  if ((state.phase === 'drawn') !== (state.drawn !== null)) fail('drawn only in the drawn phase');
  if (state.drawn !== null && state.hands[state.turn]!.at(-1)?.id !== state.drawn)
    fail("the piece just drawn is the last of its drawer's hand");
  for (const fact of state.known) {
    if (fact.by === fact.holder) fail("a remembered fact about the knower's own hand");
    if (!state.hands[fact.holder]!.some((p) => p.id === fact.piece))
      fail(`seat ${fact.by} remembers ${fact.piece} in hand ${fact.holder}, but it is not there`);
  }
  checkSet(state.options.pieces, [...state.layout.map((p) => p.piece), ...state.hands.flat(), ...state.pile]);
}

/** The state's own record of the set holds exactly the pieces in play. */
function checkSet(set: readonly DominoSquaresPiece[], pieces: readonly DominoSquaresPiece[]): void {
  const ids = (list: readonly DominoSquaresPiece[]) => JSON.stringify(list.map((p) => p.id).sort());
  if (ids(set) !== ids(pieces)) fail('options.pieces is not the set in play');
}

/** Block and Draw: chain, conservation, no points on the layout, Block scoring at the end. */
export function checkClassic(state: DominoSquaresClassicState): void {
  checkLayout(state.layout);
  checkConservation([
    ...state.layout.map((p) => p.piece),
    ...state.hands.flat(),
    ...state.boneyard,
    ...state.outOfPlay,
  ]);
  if (state.layout.some((p) => p.points !== 0)) fail('Block and Draw score no plays');
  if (state.game === 'block' && state.boneyard.length > 0) fail('Block has no boneyard');
  if (state.game === 'draw' && state.outOfPlay.length > 0) fail('Draw puts nothing out of play');
  if (state.over) {
    const pips = state.hands.map((hand) =>
      sum(hand.map((p) => sum(p.squares.map((q) => (typeof q === 'number' ? q : 0))))),
    );
    const least = Math.min(...pips);
    const pot = sum(pips.filter((p) => p !== least));
    const expected = {
      pips,
      scores: pips.map((p) => (p === least ? pot : 0)),
      winners: pips.flatMap((p, seat) => (p === least ? [seat] : [])),
    };
    if (
      JSON.stringify(expected) !==
      JSON.stringify({ pips: state.pips, scores: state.scores, winners: state.winners })
    ) {
      fail('Block scoring');
    }
    if ((state.ended === 'domino') !== state.hands.some((h) => h.length === 0))
      fail('domino means an empty hand');
  }
  checkSet(state.options.pieces, [
    ...state.layout.map((p) => p.piece),
    ...state.hands.flat(),
    ...state.boneyard,
    ...state.outOfPlay,
  ]);
}

/** Blind Hughie: chain, conservation, face-up only wilds, and no hidden row piece in any view. */
export function checkBlindHughie(state: BlindHughieState): void {
  checkLayout(state.layout);
  const turned = state.turned ? [state.turned] : [];
  checkConservation([
    ...state.layout.map((p) => p.piece),
    ...state.rows.flat().map((e) => e.piece),
    ...turned,
    ...state.outOfPlay,
  ]);
  checkSet(state.options.pieces, [
    ...state.layout.map((p) => p.piece),
    ...state.rows.flat().map((e) => e.piece),
    ...turned,
    ...state.outOfPlay,
  ]);
  for (const row of state.rows) {
    row.forEach((entry, i) => {
      if (entry.faceUp && (!entry.seen || !entry.piece.squares.includes('wild')))
        fail('face up means a seen wild piece');
      // Every piece turned and put back goes to the right end, so the seen pieces are the row's right end.
      if (entry.seen && row[i + 1] && !row[i + 1]!.seen) fail('a seen piece left of an unseen one');
    });
  }
  if (state.over) return;
  for (const viewer of [null, ...state.rows.map((_, seat) => seat)]) {
    // The set itself is public (options.pieces); where each piece lies is what must not show.
    const { options: _options, ...shown } = blindHughie.view(state, viewer);
    const text = JSON.stringify(shown);
    state.rows.forEach((row, seat) => {
      for (const entry of row) {
        const visible = entry.faceUp || (seat === viewer && entry.seen);
        if (!visible && text.includes(`"id":"${entry.piece.id}"`))
          fail(`view of ${viewer} shows hidden ${entry.piece.id}`);
      }
    });
    for (const piece of state.outOfPlay)
      if (text.includes(`"id":"${piece.id}"`)) fail('view shows an out-of-play piece');
  }
}

/**
 * The helpers every Domino Squares sample uses (the unseen pieces, a fresh generator), and Block's and
 * Draw's sample.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import { createRng, type RngHolder, type RngState, randomInt, shuffle } from '../../../core/random.js';
import { canPlaceAnySquare, type SquaresLayout } from './layout.js';
import type { DominoSquaresPiece } from './pieces.js';
import type { DominoSquaresClassicState, DominoSquaresClassicView } from './types.js';

/** Deals tried before settling for one that breaks a "somebody can play" fact. */
export const RETRIES = 20;

/** A fresh generator state drawn from `random`. */
export function freshRng(random: RngHolder): RngState {
  return [...createRng(randomInt(random, -0x80000000, 0x7fffffff))];
}

/** The pieces of the set whose ids are not in `seen`, shuffled. */
export function unseenPieces(
  random: RngHolder,
  set: readonly DominoSquaresPiece[],
  seen: ReadonlySet<string>,
): DominoSquaresPiece[] {
  return shuffle(
    random,
    set.filter((piece) => !seen.has(piece.id)),
  );
}

/** The ids of the pieces on the layout and in `groups`. */
export function idsOf(layout: SquaresLayout, ...groups: (readonly DominoSquaresPiece[])[]): Set<string> {
  const ids = new Set<string>();
  for (const placed of layout) ids.add(placed.piece.id);
  for (const group of groups) for (const piece of group) ids.add(piece.id);
  return ids;
}

/**
 * Takes a piece that fits the layout out of `pool` (a drawn piece the rules
 * let its drawer play, so it fits); any piece if none does (a view no real
 * state has).
 */
export function takeFitting(pool: DominoSquaresPiece[], layout: SquaresLayout): DominoSquaresPiece {
  const at = pool.findIndex((piece) => canPlaceAnySquare(layout, [piece]));
  return pool.splice(Math.max(at, 0), 1)[0]!;
}

/** Block and Draw: one sampler, the game named by the view. */
export function sampleClassic(
  view: DominoSquaresClassicView,
  player: Seat,
  random: RngHolder,
): DominoSquaresClassicState {
  const set = view.options.pieces;
  let hands: DominoSquaresPiece[][];
  let rest: DominoSquaresPiece[];
  if (view.hands) {
    hands = view.hands.map((hand) => [...hand]);
    rest = unseenPieces(random, set, idsOf(view.layout, ...view.hands));
  } else {
    const seen = idsOf(view.layout, view.myHand);
    // With nothing left to draw, a game that goes on has somebody able to play (ruling 11).
    const pileEmpty = view.game === 'block' || view.boneyardSize === 0;
    const checkPlay = !view.over && pileEmpty && !canPlaceAnySquare(view.layout, view.myHand);
    for (let attempt = 0; ; attempt++) {
      const pool = unseenPieces(random, set, seen);
      // Draw, one-piece rule: the piece just drawn (the drawer's last) fits, or the turn would have passed.
      const kept = view.mayKeep && view.turn !== player ? takeFitting(pool, view.layout) : null;
      hands = view.handSizes.map((size, seat) => {
        if (seat === player) return [...view.myHand];
        if (kept && seat === view.turn) return [...pool.splice(0, size - 1), kept];
        return pool.splice(0, size);
      });
      rest = pool;
      if (!checkPlay || attempt + 1 >= RETRIES || canPlaceAnySquare(view.layout, hands.flat())) break;
    }
  }
  return {
    players: view.players,
    rng: freshRng(random),
    game: view.game,
    options: { ...view.options, pieces: [...set] },
    layout: [...view.layout],
    hands,
    boneyard: view.game === 'draw' ? rest : [],
    outOfPlay: view.game === 'block' ? rest : [],
    turn: view.turn,
    mayKeep: view.mayKeep,
    ended: view.ended,
    pips: [...view.pips],
    scores: [...view.scores],
    winners: [...view.winners],
    over: view.over,
  };
}

/** `hide` functions for the harness: twins that differ only in what a seat cannot see. */
import type {
  BlindHughieState,
  DominoSquaresClassicState,
  DominoSquaresState,
} from '../../../src/games/domino-squares/index.js';
import { canPlaceAnySquare } from '../../../src/games/domino-squares/shared/layout.js';
import { createRng, type RngHolder, randomInt, type Seat, shuffle } from '../../../src/index.js';

// biome-ignore lint/suspicious/noExplicitAny: a JSON twin is edited freely.
type Loose = any;

/** A JSON copy with a fresh generator. */
export function twinOf<S>(state: S, random: RngHolder): Loose {
  const twin = JSON.parse(JSON.stringify(state)) as Loose;
  twin.rng = createRng(randomInt(random, 0, 1e9));
  return twin;
}

/**
 * Swaps one random piece of `hand` (not one of `keep`) with one of `pool`,
 * returning the ids swapped out and in.
 */
export function swapOne(
  random: RngHolder,
  hand: Loose[],
  pool: Loose[],
  keep: ReadonlySet<string> = new Set(),
): [string, string] | null {
  const free = hand.flatMap((piece, i) => (keep.has(piece.id) ? [] : [i]));
  if (free.length === 0 || pool.length === 0) return null;
  const i = free[randomInt(random, 0, free.length - 1)]!;
  const j = randomInt(random, 0, pool.length - 1);
  const out = hand[i].id as string;
  [hand[i], pool[j]] = [pool[j], hand[i]];
  return [out, hand[i].id as string];
}

/**
 * Domino Squares: swap pieces between other hands and the pile, never a piece
 * the seat remembers where it is (keeping hidden choices, the piece just drawn
 * and other seats' memories consistent).
 */
export function hideDominoSquares(
  state: DominoSquaresState,
  seat: Seat | null,
  random: RngHolder,
): DominoSquaresState | null {
  const twin = twinOf(state, random);
  const keep = new Set(state.known.filter((fact) => fact.by === seat).map((fact) => fact.piece));
  for (let other = 0; other < state.players; other++) {
    if (other === seat) continue;
    const hand = twin.hands[other];
    // The piece just drawn stays last in its drawer's hand.
    const drawn = twin.drawn !== null && twin.turn === other ? hand.pop() : null;
    const swapped = swapOne(random, hand, twin.pile, keep);
    if (drawn) {
      // …though it may be any pile piece that fits as well.
      const fits = twin.pile.flatMap((p: Loose, j: number) =>
        canPlaceAnySquare(twin.layout, [p]) ? [j] : [],
      );
      if (fits.length > 0 && randomInt(random, 0, 1) === 1) {
        const j = fits[randomInt(random, 0, fits.length - 1)];
        hand.push(twin.pile[j]);
        twin.pile[j] = drawn;
        twin.drawn = hand.at(-1).id;
      } else hand.push(drawn);
    }
    if (!swapped) continue;
    const [out, inn] = swapped;
    if (twin.passChoices[other] === out) twin.passChoices[other] = inn;
    for (const fact of twin.known) if (fact.holder === other && fact.piece === out) fact.piece = inn;
  }
  shuffle(random, twin.pile);
  return twin as DominoSquaresState;
}

/** Block and Draw: swap pieces between other hands and the boneyard or the pieces out of play. */
export function hideClassic(
  state: DominoSquaresClassicState,
  seat: Seat | null,
  random: RngHolder,
): DominoSquaresClassicState | null {
  if (state.over) return null;
  const twin = twinOf(state, random);
  const pool = twin.game === 'draw' ? twin.boneyard : twin.outOfPlay;
  for (let other = 0; other < state.players; other++)
    if (other !== seat) swapOne(random, twin.hands[other], pool);
  shuffle(random, pool);
  return twin as DominoSquaresClassicState;
}

/** Blind Hughie: permute every piece the seat cannot see. */
export function hideBlindHughie(
  state: BlindHughieState,
  seat: Seat | null,
  random: RngHolder,
): BlindHughieState | null {
  if (state.over) return null;
  const twin = twinOf(state, random);
  // Every piece this seat cannot see: others' face-down pieces, its own unseen ones, the pieces out of play.
  const slots: { get: () => Loose; set: (p: Loose) => void }[] = [];
  twin.rows.forEach((row: Loose[], owner: number) => {
    for (const entry of row) {
      if (!entry.faceUp && (owner !== seat || !entry.seen)) {
        slots.push({ get: () => entry.piece, set: (p) => (entry.piece = p) });
      }
    }
  });
  twin.outOfPlay.forEach((_: Loose, i: number) => {
    slots.push({ get: () => twin.outOfPlay[i], set: (p) => (twin.outOfPlay[i] = p) });
  });
  const pieces = shuffle(
    random,
    slots.map((slot) => slot.get()),
  );
  slots.forEach((slot, i) => {
    slot.set(pieces[i]);
  });
  return twin as BlindHughieState;
}

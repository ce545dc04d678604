/**
 * Blind Hughie: a state consistent with a view (for search bots).
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { RngHolder } from '../../../core/random.js';
import { type DominoSquaresPiece, hasWild } from '../shared/pieces.js';
import { freshRng, idsOf, RETRIES, unseenPieces } from '../shared/sample.js';
import { someoneCanPlay } from './state.js';
import type { BlindHughieRowPiece, BlindHughieState, BlindHughieView } from './types.js';

/**
 * A full Blind Hughie state consistent with what `player` sees and remembers
 * (for search bots). Every row piece the view shows (face up, or face down in
 * the player's own row but seen by him: perfect recall) stays exactly where it
 * is; every other face-down row piece, of any row, and the pieces out of play
 * are dealt at random from the pieces nobody can account for. The `seen`
 * marks of other rows, which the player cannot see, are guessed: a row's seen
 * pieces always form its right end (every piece turned and put back goes
 * there), at most one per turn taken; a piece guessed seen yet lying face
 * down has no wild (a seen wild piece lies face up: ruling 18 of
 * `docs/rules/domino-squares.md`), so the state
 * is one `parseState` accepts. When a turn has just ended without ending
 * the game, some row piece fits the layout (ruling 17): up to 20 deals are tried.
 *
 * @example
 * ```ts
 * const guess = sampleBlindHughie(blindHughie.view(state, 0), 0, { rng: createRng(3) });
 * blindHughie.view(guess, 0); // deep-equals the view
 * ```
 */
export function sampleBlindHughie(view: BlindHughieView, player: Seat, random: RngHolder): BlindHughieState {
  // A turn ended without ending the game and nothing was played since: some row piece fits (ruling 17).
  const fits =
    !view.over && view.turned === null && !view.playedThisTurn && view.turnsTaken.some((turns) => turns > 0);
  let state = dealBlindHughie(view, player, random);
  for (let tries = 1; fits && tries < RETRIES && !someoneCanPlay(state); tries++) {
    state = dealBlindHughie(view, player, random);
  }
  return state;
}

function dealBlindHughie(view: BlindHughieView, player: Seat, random: RngHolder): BlindHughieState {
  const seen = idsOf(view.layout, view.turned ? [view.turned] : []);
  for (const row of view.rows) for (const entry of row) if (entry.piece) seen.add(entry.piece.id);
  const pool = unseenPieces(random, view.options.pieces, seen);
  const rows = view.rows.map((row, seat): BlindHughieRowPiece[] => {
    // The player's own turned-over pieces are in the view unless it plays without memory.
    const own = seat === player && !view.over && view.options.memory !== 'none';
    const suffix = row.length - Math.min(row.length, view.turnsTaken[seat] ?? 0);
    const dealt = row.map((entry, i) => {
      const seen = entry.faceUp || (own ? entry.piece !== null : i >= suffix);
      const piece = entry.piece ?? (seen && !entry.faceUp ? takeWithoutWild(pool) : pool.pop()!);
      return { piece, faceUp: entry.faceUp, seen };
    });
    // A piece seen and put back face down has no wild (ruling 18), and the seen pieces are the row's right
    // end: a face-down wild piece (shown once the game is over, or the last left in the pool) was not seen,
    // nor was any face-down piece left of it.
    let unseen = -1;
    dealt.forEach((entry, i) => {
      if (entry.seen && !entry.faceUp && hasWild(entry.piece)) unseen = i;
    });
    return dealt.map((entry, i) => (i <= unseen && !entry.faceUp ? { ...entry, seen: false } : entry));
  });
  return {
    players: view.players,
    rng: freshRng(random),
    options: { ...view.options, pieces: [...view.options.pieces] },
    layout: [...view.layout],
    rows,
    outOfPlay: pool,
    turn: view.turn,
    turned: view.turned,
    turnsTaken: [...view.turnsTaken],
    playedThisTurn: view.playedThisTurn,
    idleTurns: view.idleTurns,
    ended: view.ended,
    pips: [...view.pips],
    scores: [...view.scores],
    winners: [...view.winners],
    over: view.over,
  };
}

/**
 * The last piece of `pool` without a wild, taken out (the last piece when it
 * has none, as `pop` would); the last piece if every one has a wild.
 */
function takeWithoutWild(pool: DominoSquaresPiece[]): DominoSquaresPiece {
  let at = pool.length - 1;
  while (at > 0 && hasWild(pool[at]!)) at--;
  return pool.splice(at, 1)[0]!;
}

/**
 * Domino Squares: a state consistent with a view (for search bots).
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import { type RngHolder, randomInt } from '../../../core/random.js';
import { canPlaceAnySquare } from '../shared/layout.js';
import type { DominoSquaresPiece } from '../shared/pieces.js';
import { freshRng, idsOf, RETRIES, takeFitting, unseenPieces } from '../shared/sample.js';
import type { DominoSquaresState, DominoSquaresView } from './types.js';

/**
 * A full Domino Squares state consistent with what `player` sees and
 * remembers (for search bots). Every piece of the set that is not on the
 * layout, not in the player's hand and not a piece the player knows another
 * hand holds (it gave or passed it: `view.known`) is dealt at random to the
 * other hands and the draw pile, keeping every size the view shows. Facts the
 * view reveals are kept: a piece another player has just drawn and may play
 * (phase `'drawn'`) fits the layout; with the pile empty during play somebody
 * can play (else the round would have ended: up to 20 deals are tried).
 * During All Pass 1 a seat the view shows as having chosen gets a random
 * piece of its sampled hand as its choice, one still choosing stays
 * unchosen: the others' real choices never reach the sample. Once the game
 * is over, the hands are the ones the last result exposes.
 *
 * @example
 * ```ts
 * const view = dominoSquares.view(state, 0);
 * const guess = sampleDominoSquares(view, 0, { rng: createRng(1) });
 * dominoSquares.view(guess, 0); // deep-equals view
 * ```
 */
export function sampleDominoSquares(
  view: DominoSquaresView,
  player: Seat,
  random: RngHolder,
): DominoSquaresState {
  const set = view.options.pieces;
  const last = view.results[view.results.length - 1];
  let hands: DominoSquaresPiece[][];
  let pile: DominoSquaresPiece[];
  let drawn: string | null = view.turn === player ? view.drawn : null;
  if (view.over && last) {
    hands = last.hands.map((hand) => [...hand]);
    pile = unseenPieces(random, set, idsOf(view.layout, ...last.hands));
  } else {
    const knownIds = view.known.map((fact) => fact.piece);
    const seen = idsOf(view.layout, view.myHand);
    for (const id of knownIds) seen.add(id);
    const byId = new Map(set.map((piece) => [piece.id, piece]));
    const mustPlay =
      view.phase === 'play' && view.pileSize === 0 && !canPlaceAnySquare(view.layout, view.myHand);
    for (let attempt = 0; ; attempt++) {
      const pool = unseenPieces(random, set, seen);
      const drawnPiece =
        view.phase === 'drawn' && view.turn !== player ? takeFitting(pool, view.layout) : null;
      hands = view.handSizes.map((size, seat) => {
        if (seat === player) return [...view.myHand];
        const hand = view.known.filter((fact) => fact.holder === seat).map((fact) => byId.get(fact.piece)!);
        const tail = drawnPiece && seat === view.turn ? [drawnPiece] : [];
        hand.push(...pool.splice(0, size - hand.length - tail.length), ...tail);
        return hand;
      });
      pile = pool;
      if (drawnPiece) drawn = drawnPiece.id;
      if (!mustPlay || attempt + 1 >= RETRIES || canPlaceAnySquare(view.layout, hands.flat())) break;
    }
  }
  const passChoices = view.passChosen.map((chosen, seat) => {
    if (seat === player) return view.myPassChoice;
    if (!chosen) return null;
    const hand = hands[seat]!;
    return hand[randomInt(random, 0, hand.length - 1)]!.id;
  });
  return {
    players: view.players,
    rng: freshRng(random),
    options: { ...view.options, pieces: [...set] },
    round: view.round,
    leader: view.leader,
    turn: view.turn,
    phase: view.phase,
    layout: [...view.layout],
    hands,
    pile,
    drawn,
    passDirection: view.passDirection,
    passChoices,
    known: view.known.map((fact) => ({ ...fact })),
    roundPoints: [...view.roundPoints],
    scores: [...view.scores],
    results: [...view.results],
    over: view.over,
  };
}

/**
 * Determinizations for search bots: full states consistent with what one seat
 * sees and remembers, everything hidden dealt at random from exactly the
 * pieces that seat cannot account for. Wired as `sample` in each game.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { createRng, type RngHolder, type RngState, randomInt, shuffle } from '../../core/random.js';
import { canPlaceAnySquare, type SquaresLayout } from './layout.js';
import type { DominoSquaresPiece } from './pieces.js';
import { someoneCanPlay } from './state.js';
import type {
  BlindHughieRowPiece,
  BlindHughieState,
  BlindHughieView,
  DominoSquaresClassicState,
  DominoSquaresClassicView,
  DominoSquaresState,
  DominoSquaresView,
} from './types.js';

/** Deals tried before settling for one that breaks a "somebody can play" fact. */
const RETRIES = 20;

/** A fresh generator state drawn from `random`. */
function freshRng(random: RngHolder): RngState {
  return [...createRng(randomInt(random, -0x80000000, 0x7fffffff))];
}

/** The pieces of the set whose ids are not in `seen`, shuffled. */
function unseenPieces(
  random: RngHolder,
  set: readonly DominoSquaresPiece[],
  seen: ReadonlySet<string>,
): DominoSquaresPiece[] {
  return shuffle(
    random,
    set.filter((piece) => !seen.has(piece.id)),
  );
}

function idsOf(layout: SquaresLayout, ...groups: (readonly DominoSquaresPiece[])[]): Set<string> {
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
function takeFitting(pool: DominoSquaresPiece[], layout: SquaresLayout): DominoSquaresPiece {
  const at = pool.findIndex((piece) => canPlaceAnySquare(layout, [piece]));
  return pool.splice(Math.max(at, 0), 1)[0]!;
}

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

/** Block and Draw: one sampler, the game named by the view. */
function sampleClassic(
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

/**
 * A full Block (Domino Squares pieces) state consistent with what `player`
 * sees (for search bots): the pieces not on the layout and not in the
 * player's hand are dealt at random to the other hands and out of play,
 * keeping the sizes; while the game goes on somebody can play (else it would
 * have ended blocked: up to 20 deals are tried). Once over, the exposed hands
 * are kept. Passes seen earlier are not used (the view keeps no history).
 *
 * @example
 * ```ts
 * const guess = sampleDominoSquaresBlock(dominoSquaresBlock.view(state, 1), 1, { rng: createRng(5) });
 * ```
 */
export function sampleDominoSquaresBlock(
  view: DominoSquaresClassicView,
  player: Seat,
  random: RngHolder,
): DominoSquaresClassicState {
  return sampleClassic(view, player, random);
}

/**
 * A full Draw (Domino Squares pieces) state consistent with what `player`
 * sees (for search bots): the unseen pieces are dealt at random to the other
 * hands and the boneyard, keeping the sizes. With the one-piece draw rule, a
 * piece another player drew and may keep (`mayKeep`) fits the layout; with
 * the boneyard empty somebody can play (up to 20 deals are tried).
 *
 * @example
 * ```ts
 * const guess = sampleDominoSquaresDraw(dominoSquaresDraw.view(state, 0), 0, { rng: createRng(5) });
 * guess.boneyard.length; // view.boneyardSize
 * ```
 */
export function sampleDominoSquaresDraw(
  view: DominoSquaresClassicView,
  player: Seat,
  random: RngHolder,
): DominoSquaresClassicState {
  return sampleClassic(view, player, random);
}

/**
 * A full Blind Hughie state consistent with what `player` sees and remembers
 * (for search bots). Every row piece the view shows (face up, or face down in
 * the player's own row but seen by him: perfect recall) stays exactly where it
 * is; every other face-down row piece, of any row, and the pieces out of play
 * are dealt at random from the pieces nobody can account for. The `seen`
 * marks of other rows, which the player cannot see, are guessed: a row's seen
 * pieces always form its right end (every piece turned and put back goes
 * there), at most one per turn taken. When a turn has just ended without ending
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
    return row.map((entry, i) => ({
      piece: entry.piece ?? pool.pop()!,
      faceUp: entry.faceUp,
      seen: entry.faceUp || (own ? entry.piece !== null : i >= suffix),
    }));
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

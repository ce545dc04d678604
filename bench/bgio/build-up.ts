/**
 * Build Up written once more, as a boardgame.io 0.50 `Game`, the way a
 * boardgame.io user would write it: for the speed race in `bench/race.ts`
 * only (boardgame.io is a dev dependency, never a runtime one).
 *
 * It is a port of the rules in `docs/rules/build-up.md` with boneyard's
 * default options (two or more players, each with a double-six set of their
 * own colour; six stacks per player; opening draw with tied players
 * redrawing; hands of 6, 6, 6, 4; the lead rotates each hand; unplayable
 * tiles set aside), and imports nothing from boneyard. Moves: `play(tileIndex,
 * stack)` (the index of the tile in the mover's hand) and `pass`; `ai.enumerate`
 * lists the legal ones, so bots and random playouts can run.
 */
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/dist/cjs/core.js';

/** One domino: its colour (the seat that owns the set) and its two ends. */
export interface BgioTile {
  readonly color: number;
  readonly a: number;
  readonly b: number;
}

/** The game state `G`: everything is public to boardgame.io's reducer (no `playerView` needed here). */
export interface BgioBuildUpState {
  players: number;
  /** Stacks, bottom first. */
  stacks: BgioTile[][];
  hands: BgioTile[][];
  boneyards: BgioTile[][];
  setAside: BgioTile[][];
  scores: number[];
  /** Index into `HAND_SIZES` of the hand being played. */
  hand: number;
  /** Seat that led the current hand. */
  leader: number;
  /** Seat to move next (read by `turn.order`). */
  next: number;
  over: boolean;
}

/** What `endIf` returns, found in `ctx.gameover`. */
export interface BgioBuildUpResult {
  readonly scores: number[];
  readonly winners: number[];
}

/** One enumerated move, in boardgame.io's `ai.enumerate` shape. */
export type BgioBuildUpChoice = { move: 'play'; args: [number, number] } | { move: 'pass'; args: [] };

const HAND_SIZES = [6, 6, 6, 4];
const STACKS_PER_PLAYER = 6;

const pips = (tile: BgioTile): number => tile.a + tile.b;
const isDouble = (tile: BgioTile): boolean => tile.a === tile.b;

/** Rules 1–3: on a double only a larger total; a double on any non-double; else an equal or larger total. */
export function canCoverBgio(top: BgioTile, tile: BgioTile): boolean {
  if (isDouble(top)) return pips(tile) > pips(top);
  return isDouble(tile) || pips(tile) >= pips(top);
}

function fullSet(color: number): BgioTile[] {
  const tiles: BgioTile[] = [];
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) tiles.push({ color, a, b });
  return tiles;
}

function playable(G: BgioBuildUpState, tile: BgioTile): boolean {
  return G.stacks.some((stack) => canCoverBgio(stack[stack.length - 1]!, tile));
}

function anyoneCanPlay(G: BgioBuildUpState): boolean {
  return G.hands.some((hand) => hand.some((tile) => playable(G, tile)));
}

function deal(G: BgioBuildUpState): void {
  const size = HAND_SIZES[G.hand]!;
  G.hands.forEach((hand, seat) => {
    const boneyard = G.boneyards[seat]!;
    while (hand.length < size && boneyard.length > 0) hand.push(boneyard.shift()!);
  });
}

/** Scores own-colour tops, sets unplayed tiles aside, then deals the next hand (the lead rotates) or ends. */
function endHand(G: BgioBuildUpState): void {
  for (const stack of G.stacks) {
    const top = stack[stack.length - 1]!;
    G.scores[top.color]! += pips(top);
  }
  G.hands.forEach((hand, seat) => {
    G.setAside[seat]!.push(...hand);
    hand.length = 0;
  });
  if (G.hand + 1 >= HAND_SIZES.length) {
    G.over = true;
    return;
  }
  G.hand += 1;
  G.leader = (G.leader + 1) % G.players;
  G.next = G.leader;
  deal(G);
}

/**
 * After `from` played or passed: end the hand when every hand is empty or
 * nobody can play (maybe several hands in a row), else the next seat still
 * holding tiles moves.
 */
function advance(G: BgioBuildUpState, from: number): void {
  let seat = from;
  for (;;) {
    const emptied = G.hands.every((hand) => hand.length === 0);
    if (emptied || !anyoneCanPlay(G)) {
      endHand(G);
      if (G.over) return;
      seat = G.leader;
      if (G.hands[seat]!.length > 0 && anyoneCanPlay(G)) return;
      continue;
    }
    do seat = (seat + 1) % G.players;
    while (G.hands[seat]!.length === 0);
    G.next = seat;
    return;
  }
}

/** Every legal move of `playerID` (boardgame.io's `ai.enumerate`): each tile on each stack it covers, else pass. */
export function enumerateBuildUp(G: BgioBuildUpState, _ctx: Ctx, playerID: string): BgioBuildUpChoice[] {
  const choices: BgioBuildUpChoice[] = [];
  const hand = G.hands[Number(playerID)] ?? [];
  hand.forEach((tile, index) => {
    G.stacks.forEach((stack, at) => {
      if (canCoverBgio(stack[stack.length - 1]!, tile)) choices.push({ move: 'play', args: [index, at] });
    });
  });
  return choices.length > 0 ? choices : [{ move: 'pass', args: [] }];
}

/** Build Up as a boardgame.io game. Seed it with `{ ...BgioBuildUp, seed }`. */
export const BgioBuildUp: Game<BgioBuildUpState> = {
  name: 'build-up',
  minPlayers: 2,
  maxPlayers: 8,

  setup: ({ ctx, random }) => {
    const players = ctx.numPlayers;
    const G: BgioBuildUpState = {
      players,
      stacks: [],
      hands: [],
      boneyards: [],
      setAside: [],
      scores: new Array<number>(players).fill(0),
      hand: 0,
      leader: 0,
      next: 0,
      over: false,
    };
    for (let seat = 0; seat < players; seat++) {
      const set = random.Shuffle(fullSet(seat));
      for (const tile of set.splice(0, STACKS_PER_PLAYER)) G.stacks.push([tile]);
      G.boneyards.push(set);
      G.hands.push([]);
      G.setAside.push([]);
    }
    // Opening draw: most pips leads; tied players put their tiles back, reshuffle and draw again.
    let drawing = G.hands.map((_, seat) => seat);
    let first = -1;
    while (first < 0) {
      const drawn = drawing.map((seat) => G.boneyards[seat]!.shift()!);
      const best = Math.max(...drawn.map(pips));
      const tied = drawing.filter((_, i) => pips(drawn[i]!) === best);
      drawing.forEach((seat, i) => {
        const tile = drawn[i]!;
        if (tied.length === 1 || pips(tile) !== best) G.hands[seat]!.push(tile);
        else G.boneyards[seat] = random.Shuffle([...G.boneyards[seat]!, tile]);
      });
      if (tied.length === 1) first = tied[0]!;
      else drawing = tied;
    }
    G.leader = first;
    G.next = G.leader;
    deal(G);
    if (!anyoneCanPlay(G)) advance(G, G.leader);
    return G;
  },

  moves: {
    play: ({ G, playerID }, index: number, stack: number) => {
      const hand = G.hands[Number(playerID)];
      const tile = hand?.[index];
      const target = G.stacks[stack];
      if (!hand || !tile || !target || !canCoverBgio(target[target.length - 1]!, tile)) return INVALID_MOVE;
      hand.splice(index, 1);
      target.push(tile);
      advance(G, Number(playerID));
    },
    pass: ({ G, playerID }) => {
      const seat = Number(playerID);
      if (G.hands[seat]!.some((tile) => playable(G, tile))) return INVALID_MOVE;
      advance(G, seat);
    },
  },

  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: {
      first: ({ G }) => G.next,
      next: ({ G }) => G.next,
    },
  },

  endIf: ({ G }): BgioBuildUpResult | undefined => {
    if (!G.over) return undefined;
    const best = Math.max(...G.scores);
    return {
      scores: [...G.scores],
      winners: G.scores.flatMap((score, seat) => (score === best ? [seat] : [])),
    };
  },

  ai: { enumerate: enumerateBuildUp },
};

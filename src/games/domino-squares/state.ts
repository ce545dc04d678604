/**
 * Setup and flow of the four games played with Domino Squares pieces: the
 * deal, turn order, commands, ends of rounds and games, and their scoring.
 * Each step of a move's flow emits what it does into the move's `events`
 * sink (`SquaresHappening`s; `events.ts` tells them).
 *
 * @module
 */
import type { Draft } from 'immer';
import { type EventSink, NO_EVENTS } from '../../core/define-game.js';
import type { Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import { invalid } from '../../core/parse.js';
import { type RngHolder, type RngState, shuffle } from '../../core/random.js';
import { canPlaceAnySquare, startSquaresLayout } from './layout.js';
import { CLASSIC_HAND_SIZE, dominoSquaresHandSize, ROW_SIZE } from './options.js';
import { checkSquaresPieceSet, type DominoSquaresPiece, pieceCommand, squaresPips } from './pieces.js';
import type {
  BlindHughieOptions,
  BlindHughieState,
  DominoSquaresBlockOptions,
  DominoSquaresClassicState,
  DominoSquaresDrawOptions,
  DominoSquaresKnownPiece,
  DominoSquaresOptions,
  DominoSquaresState,
  FewestPipsResult,
  SquaresDeal,
  SquaresDrawEvent,
  SquaresHappening,
} from './types.js';

/** Where the flow tells what it does (see `EventSink`; a no-op in `apply` and on the fast path). */
export type SquaresEvents = EventSink<SquaresHappening>;

// ---------------------------------------------------------------------------
// Shared by the games
// ---------------------------------------------------------------------------

/**
 * Shuffles `pieces` with the holder's generator, deals `handSize` to each
 * seat, then turns up the next piece as the starter (a random piece of the
 * rest, as the pile is shuffled). Too few pieces (only a hand-made state) throw
 * `InvalidStateError` `'short-deal'` (issue 14 item 11).
 */
export function dealSquares(
  holder: RngHolder,
  pieces: readonly DominoSquaresPiece[],
  players: number,
  handSize: number,
): SquaresDeal {
  if (pieces.length < players * handSize + 1) {
    // Only a hand-made state can get here (setup checks the set, parseState conservation): issue 14 item 11.
    invalid(
      'short-deal',
      '',
      `the deal needs ${players * handSize + 1} pieces (${handSize} each and a starter); the state holds ${pieces.length}`,
    );
  }
  const deck = shuffle(holder, [...pieces]);
  const hands: DominoSquaresPiece[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(deck.splice(0, handSize));
  const starter = deck.shift()!;
  return { hands, starter, rest: deck };
}

/**
 * Block scoring: the player (or players, ruling 9) with the fewest pips wins
 * the pip totals of every other player; everyone else scores 0. With `out`
 * (the seat that went out, ruling 28 `goingOut: 'wins'`) that player alone
 * wins, and scores the pips of every other hand.
 */
export function fewestPips(
  hands: readonly (readonly DominoSquaresPiece[])[],
  out: Seat | null = null,
): FewestPipsResult {
  const pips = hands.map((hand) => hand.reduce((sum, piece) => sum + squaresPips(piece), 0));
  if (out !== null) {
    const won = pips.reduce((sum, p, seat) => (seat === out ? sum : sum + p), 0);
    return { pips, scores: pips.map((_, seat) => (seat === out ? won : 0)), winners: [out] };
  }
  const least = Math.min(...pips);
  const winners = pips.flatMap((p, seat) => (p === least ? [seat] : []));
  const won = pips.reduce((sum, p) => (p === least ? sum : sum + p), 0);
  return { pips, scores: pips.map((p) => (p === least ? won : 0)), winners };
}

/** Plain values going into the mutable copy: the same objects, typed as mutable (they are never mutated in place). */
export function asDraft<T>(value: T): Draft<T> {
  return value as Draft<T>;
}

// ---------------------------------------------------------------------------
// Domino Squares
// ---------------------------------------------------------------------------

type SquaresDraft = Draft<DominoSquaresState>;

/** The piece of `hand` with id `id`, if any. */
export function findPiece(hand: readonly DominoSquaresPiece[], id: string): DominoSquaresPiece | undefined {
  return hand.find((piece) => piece.id === id);
}

/** Removes the piece with id `id` (which the hand holds) from `hand` and returns it. */
export function takePiece(hand: Draft<DominoSquaresPiece[]>, id: string): DominoSquaresPiece {
  const index = hand.findIndex((piece) => piece.id === id);
  return hand.splice(index, 1)[0]!;
}

/** Whether the round blocks now: the pile is empty and nobody can play (ruling 13). */
function blocks(draft: SquaresDraft): boolean {
  if (draft.over || draft.phase !== 'play' || draft.pile.length > 0) return false;
  return !canPlaceAnySquare(draft.layout, draft.hands.flat());
}

function deal(draft: SquaresDraft, pieces: DominoSquaresPiece[], leader: Seat, events: SquaresEvents): void {
  const { hands, starter, rest } = dealSquares(
    draft,
    pieces,
    draft.players,
    dominoSquaresHandSize(draft.players),
  );
  draft.layout = asDraft(startSquaresLayout(starter));
  draft.hands = asDraft(hands);
  draft.pile = asDraft(rest);
  draft.leader = leader;
  draft.turn = leader;
  draft.phase = 'play';
  draft.drawn = null;
  draft.passDirection = null;
  draft.passChoices = new Array<string | null>(draft.players).fill(null);
  draft.known = [];
  draft.roundPoints = new Array<number>(draft.players).fill(0);
  if (events.on) {
    const dealt = draft.hands.map((hand) => [...hand]);
    const { round, options } = draft;
    events.emit({
      type: 'round-start',
      round,
      rounds: options.rounds,
      player: leader,
      starter,
      hands: dealt,
    });
  }
  if (blocks(draft)) endSquaresRound(draft, null, events);
}

/** The first round's deal: the whole set shuffled, `firstPlayer` leads. */
export function initDominoSquares(
  players: number,
  options: DominoSquaresOptions,
  rng: RngState,
): DominoSquaresState {
  const pieces = checkSquaresPieceSet(options.pieces, 0);
  const state = {
    players,
    rng: [...rng],
    options: { firstPlayer: options.firstPlayer, rounds: options.rounds, pieces },
    round: 0,
    leader: options.firstPlayer,
    turn: options.firstPlayer,
    phase: 'play',
    layout: [],
    hands: [],
    pile: [],
    drawn: null,
    passDirection: null,
    passChoices: [],
    known: [],
    roundPoints: [],
    scores: new Array<number>(players).fill(0),
    results: [],
    over: false,
  } as unknown as SquaresDraft;
  deal(state, [...pieces], options.firstPlayer, NO_EVENTS);
  return state as unknown as DominoSquaresState;
}

/**
 * Ends the round: the going-out bonus to `winner` (none when blocked), the
 * round's result, then the next deal (led by the seat after the winner, or
 * after the leader when blocked) or the end of the game.
 */
export function endSquaresRound(draft: SquaresDraft, winner: Seat | null, events: SquaresEvents): void {
  const bonus = new Array<number>(draft.players).fill(0);
  if (winner !== null) {
    let points = 10;
    for (const hand of draft.hands) for (const piece of hand) points += pieceCommand(piece) ? 3 : 2;
    bonus[winner] = points;
    draft.scores[winner]! += points;
  }
  draft.results.push({
    winner,
    leader: draft.leader,
    layout: [...draft.layout],
    hands: draft.hands.map((hand) => [...hand]),
    playPoints: [...draft.roundPoints],
    bonus,
  });
  if (events.on) {
    if (winner === null) events.emit({ type: 'blocked', reason: 'nobody-can-play', turns: 0 });
    const totals = new Array<number>(draft.players).fill(0);
    for (const result of draft.results) {
      result.playPoints.forEach((points, seat) => {
        totals[seat]! += points + result.bonus[seat]!;
      });
    }
    const round = draft.results.length - 1;
    events.emit({ type: 'round-end', round, winner, bonus, playPoints: [...draft.roundPoints], totals });
  }
  if (draft.round + 1 >= draft.options.rounds) {
    draft.over = true;
    draft.phase = 'play';
    draft.drawn = null;
    const scores = [...draft.scores];
    events.emit({ type: 'game-over', ended: 'rounds', pips: [], scores, winners: bestSeats(scores) });
    return;
  }
  draft.round += 1;
  const all = [...draft.layout.map((placed) => placed.piece), ...draft.hands.flat(), ...draft.pile];
  deal(draft, all as DominoSquaresPiece[], ((winner ?? draft.leader) + 1) % draft.players, events);
}

/** Drops the remembered facts that `drop` names (ruling 25). */
export function forgetKnown(draft: SquaresDraft, drop: (fact: DominoSquaresKnownPiece) => boolean): void {
  if (draft.known.length > 0) draft.known = draft.known.filter((fact) => !drop(fact));
}

/**
 * Gives the turn to the seat `step` places on (2 after a Skip: the seat
 * between is skipped), back in phase `'play'`; the round ends blocked if the
 * pile is empty and nobody can play (ruling 13).
 */
export function endSquaresTurn(draft: SquaresDraft, step: 1 | 2, events: SquaresEvents): void {
  const owner = draft.turn;
  draft.turn = (draft.turn + step) % draft.players;
  draft.phase = 'play';
  draft.drawn = null;
  const blocked = blocks(draft);
  const skipped = step === 2 ? { skipped: (owner + 1) % draft.players } : {};
  events.emit({ type: 'turn-end', player: owner, next: blocked ? null : draft.turn, ...skipped });
  if (blocked) endSquaresRound(draft, null, events);
}

/**
 * Draws the top of the pile for the player (`cause`: why, for the event):
 * if it fits, they may play it now (`'drawn'`), else the turn ends.
 */
export function drawSquaresPiece(
  draft: SquaresDraft,
  player: Seat,
  cause: SquaresDrawEvent['cause'],
  events: SquaresEvents,
): void {
  const piece = draft.pile.shift();
  if (!piece) {
    endSquaresTurn(draft, 1, events);
    return;
  }
  draft.hands[player]!.push(piece);
  const fits = canPlaceAnySquare(draft.layout, [piece]);
  events.emit({ type: 'draw', player, cause, fits, piece });
  if (fits) {
    draft.phase = 'drawn';
    draft.drawn = piece.id;
  } else {
    endSquaresTurn(draft, 1, events);
  }
}

/** Carries out the command of the piece just played (ruling 14: not on a player's last piece). */
export function runCommand(
  draft: SquaresDraft,
  player: Seat,
  piece: DominoSquaresPiece,
  events: SquaresEvents,
): void {
  const command = pieceCommand(piece);
  switch (command) {
    case 'give-1':
      events.emit({ type: 'command', player, command, more: true });
      draft.phase = 'give';
      return;
    case 'draw-1':
      events.emit({ type: 'command', player, command, more: draft.pile.length > 0 });
      drawSquaresPiece(draft, player, 'draw-1', events);
      return;
    case 'skip':
      events.emit({ type: 'command', player, command, skipped: (player + 1) % draft.players, more: true });
      endSquaresTurn(draft, 2, events);
      return;
    case 'play-again': {
      const more = canPlaceAnySquare(draft.layout, draft.hands[player]!);
      events.emit({ type: 'command', player, command, more });
      if (more) {
        draft.phase = 'again';
        draft.drawn = null;
      } else {
        endSquaresTurn(draft, 1, events);
      }
      return;
    }
    case 'all-pass-1':
      events.emit({ type: 'command', player, command, more: true });
      draft.phase = 'direction';
      return;
    default:
      endSquaresTurn(draft, 1, events);
  }
}

/** All Pass 1: the seats with pieces that have not chosen one to pass yet. */
export function passers(state: DominoSquaresState): Seat[] {
  const seats: Seat[] = [];
  state.hands.forEach((hand, seat) => {
    if (hand.length > 0 && state.passChoices[seat] === null) seats.push(seat);
  });
  return seats;
}

// ---------------------------------------------------------------------------
// Block and Draw
// ---------------------------------------------------------------------------

type ClassicDraft = Draft<DominoSquaresClassicState>;

/** Tells the end of a game of Block, Draw or Blind Hughie (`blocked` first when it blocked). */
function tellGameOver(
  state: {
    readonly ended: 'domino' | 'out' | 'block' | null;
    readonly pips: readonly number[];
    readonly scores: readonly number[];
    readonly winners: readonly Seat[];
  },
  events: SquaresEvents,
): void {
  const { ended, pips, scores, winners } = state;
  events.emit({
    type: 'game-over',
    ended: ended ?? 'block',
    pips: [...pips],
    scores: [...scores],
    winners: [...winners],
  });
}

/** Ends Block or Draw: a player went out (`'domino'`) or nobody can play (`'block'`); the fewest pips win. */
export function finishClassic(draft: ClassicDraft, ended: 'domino' | 'block', events: SquaresEvents): void {
  const out = ended === 'domino' && draft.options.goingOut === 'wins' ? draft.turn : null;
  const result = fewestPips(draft.hands as DominoSquaresPiece[][], out);
  draft.pips = result.pips;
  draft.scores = result.scores;
  draft.winners = result.winners;
  draft.ended = ended;
  draft.over = true;
  if (ended === 'block') events.emit({ type: 'blocked', reason: 'nobody-can-play', turns: 0 });
  tellGameOver(draft, events);
}

/** Gives the turn to `seat`, or ends the game in a block if nobody can play and nobody can draw (ruling 11). */
function startClassicTurn(draft: ClassicDraft, seat: Seat, events: SquaresEvents): void {
  draft.turn = seat;
  draft.mayKeep = false;
  if (draft.boneyard.length > 0) return;
  if (!canPlaceAnySquare(draft.layout, draft.hands.flat())) finishClassic(draft, 'block', events);
}

/** Gives the turn to the next seat (or ends the game in a block). */
export function nextClassicTurn(draft: ClassicDraft, events: SquaresEvents): void {
  startClassicTurn(draft, (draft.turn + 1) % draft.players, events);
}

function initClassic(
  game: 'block' | 'draw',
  players: number,
  options: {
    pieces: readonly DominoSquaresPiece[];
    firstPlayer: number;
    drawRule: 'until-playable' | 'one' | null;
    goingOut: 'wins' | 'fewest-pips';
  },
  rng: readonly number[],
): DominoSquaresClassicState {
  const holder = { rng: [...rng] };
  const deal = dealSquares(holder, options.pieces, players, CLASSIC_HAND_SIZE[game]);
  const state: DominoSquaresClassicState = {
    players,
    rng: holder.rng,
    game,
    options: {
      firstPlayer: options.firstPlayer,
      ...(options.drawRule === null ? {} : { drawRule: options.drawRule }),
      goingOut: options.goingOut,
      pieces: options.pieces,
    },
    layout: startSquaresLayout(deal.starter),
    hands: deal.hands,
    boneyard: game === 'draw' ? deal.rest : [],
    outOfPlay: game === 'block' ? deal.rest : [],
    turn: options.firstPlayer,
    mayKeep: false,
    ended: null,
    pips: [],
    scores: new Array<number>(players).fill(0),
    winners: [],
    over: false,
  };
  startClassicTurn(state as unknown as ClassicDraft, options.firstPlayer, NO_EVENTS);
  return state;
}

/** Block's deal: 9 pieces each, a starter, the rest out of play. */
export function initDominoSquaresBlock(
  players: number,
  options: DominoSquaresBlockOptions,
  rng: RngState,
): DominoSquaresClassicState {
  return initClassic(
    'block',
    players,
    { ...options, pieces: checkSquaresPieceSet(options.pieces, 0), drawRule: null },
    rng,
  );
}

/** Draw's deal: 7 pieces each, a starter, the rest the boneyard. */
export function initDominoSquaresDraw(
  players: number,
  options: DominoSquaresDrawOptions,
  rng: RngState,
): DominoSquaresClassicState {
  return initClassic('draw', players, { ...options, pieces: checkSquaresPieceSet(options.pieces, 0) }, rng);
}

// ---------------------------------------------------------------------------
// Blind Hughie
// ---------------------------------------------------------------------------

type HughieDraft = Draft<BlindHughieState>;

/** Ends Blind Hughie: a row played out (`'out'`) or too many playless turns (`'block'`); the fewest pips win. */
export function finishBlindHughie(draft: HughieDraft, ended: 'out' | 'block', events: SquaresEvents): void {
  const out = ended === 'out' && draft.options.goingOut === 'wins' ? draft.turn : null;
  const result = fewestPips(
    draft.rows.map((row) => row.map((entry) => entry.piece as DominoSquaresPiece)),
    out,
  );
  draft.pips = result.pips;
  draft.scores = result.scores;
  draft.winners = result.winners;
  draft.ended = ended;
  draft.over = true;
  tellGameOver(draft, events);
}

/** Whether some piece of some row (face up or down) fits the layout: a player can still make a play (ruling 17). */
export function someoneCanPlay(state: Pick<BlindHughieState, 'layout' | 'rows'>): boolean {
  return canPlaceAnySquare(
    state.layout,
    state.rows.flatMap((row) => row.map((entry) => entry.piece)),
  );
}

/**
 * Ends the turn: counts it, and blocks the game when no player can make a
 * play (no row piece fits), or as the long stop after `idleRounds × players`
 * playless turns in a row (ruling 17, changed in R2).
 */
export function endBlindHughieTurn(draft: HughieDraft, events: SquaresEvents): void {
  const owner = draft.turn;
  draft.turnsTaken[owner]! += 1;
  draft.idleTurns = draft.playedThisTurn ? 0 : draft.idleTurns + 1;
  draft.playedThisTurn = false;
  const turns = draft.options.idleRounds * draft.players;
  const nobody = !someoneCanPlay(draft as BlindHughieState);
  const blocked = nobody || draft.idleTurns >= turns;
  if (!blocked) draft.turn = (owner + 1) % draft.players;
  const next = blocked ? null : draft.turn;
  events.emit({ type: 'turn-end', player: owner, next, idleTurns: draft.idleTurns });
  if (!blocked) return;
  events.emit({ type: 'blocked', reason: nobody ? 'nobody-can-play' : 'idle-turns', turns });
  finishBlindHughie(draft, 'block', events);
}

/** The deal: a face-down row of 9 pieces each, a starter, the rest out of play. */
export function initBlindHughie(
  players: number,
  options: BlindHughieOptions,
  rng: RngState,
): BlindHughieState {
  const holder = { rng: [...rng] };
  const pieces = checkSquaresPieceSet(options.pieces, 0);
  const deal = dealSquares(holder, pieces, players, ROW_SIZE);
  return {
    players,
    rng: holder.rng,
    options: {
      firstPlayer: options.firstPlayer,
      eitherEnd: options.eitherEnd,
      idleRounds: options.idleRounds,
      goingOut: options.goingOut,
      memory: options.memory,
      pieces,
    },
    layout: startSquaresLayout(deal.starter),
    rows: deal.hands.map((hand) => hand.map((piece) => ({ piece, faceUp: false, seen: false }))),
    outOfPlay: deal.rest,
    turn: options.firstPlayer,
    turned: null,
    turnsTaken: new Array<number>(players).fill(0),
    playedThisTurn: false,
    idleTurns: 0,
    ended: null,
    pips: [],
    scores: new Array<number>(players).fill(0),
    winners: [],
    over: false,
  };
}

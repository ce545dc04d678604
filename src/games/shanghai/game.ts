import { defineGame } from '../../core/define-game.js';
import type { Game, Outcome, Seat, Violation } from '../../core/game.js';
import type { Tile } from '../../core/tiles.js';
import { endTurn, roll, startRound } from './flow.js';
import { checkShanghaiOptions, SHANGHAI_DEFAULTS, type ShanghaiOptions } from './options.js';
import { sampleShanghai } from './sample.js';
import { arrangeCounts, countTypes, isLayable, type ShanghaiLink, type TypeCounts } from './solver.js';
import type { Draft, ShanghaiLaidChain, ShanghaiRoundResult, ShanghaiState } from './state.js';

/**
 * Lay a chain for the current roll. `tiles` are the ids of the tiles used,
 * listed in the order they sit in your hand (so each choice of tiles is one
 * move); the engine lines them up end to end (see `arrangeShanghaiChain`).
 *
 * @example
 * ```ts
 * const move: ShanghaiLay = { type: 'lay', player: 0, tiles: ['0:2-3', '1:3-6'] };
 * ```
 */
export interface ShanghaiLay {
  readonly type: 'lay';
  readonly player: Seat;
  readonly tiles: readonly string[];
}

/** Make no chain for the current roll: the turn ends and you draw one tile per chain laid. *
 * @example
 * ```ts
 * const move: ShanghaiStop = { type: 'stop', player: 0 };
 * ```
 */
export interface ShanghaiStop {
  readonly type: 'stop';
  readonly player: Seat;
}

/** A Shanghai move. *
 * @example
 * ```ts
 * const moves: ShanghaiMove[] = shanghai.legalMoves(state, 0);
 * ```
 */
export type ShanghaiMove = ShanghaiLay | ShanghaiStop;

/** What one seat (or a spectator) may see of a Shanghai match. *
 * @example
 * ```ts
 * const view: ShanghaiView = shanghai.view(state, 1);
 * view.myHand; // seat 1's tiles; the others only as view.handSizes
 * ```
 */
export interface ShanghaiView {
  readonly viewer: Seat | null;
  readonly players: number;
  readonly options: ShanghaiOptions;
  readonly round: number;
  readonly tieBreaker: boolean;
  readonly contenders: readonly Seat[];
  readonly playing: readonly boolean[];
  readonly leader: Seat;
  readonly turn: Seat;
  /** The roll to answer (meaningless once `over`). */
  readonly dice: readonly number[];
  readonly chainsThisTurn: number;
  readonly idleTurns: number;
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly Tile[];
  readonly handSizes: readonly number[];
  readonly boneyardSize: number;
  /** Every seat's chains laid this round, face up. */
  readonly chains: readonly (readonly ShanghaiLaidChain[])[];
  readonly scores: readonly number[];
  readonly results: readonly ShanghaiRoundResult[];
  readonly winners: readonly Seat[];
  readonly over: boolean;
}

/** The positions in `hand` of the move's tiles, or the rule the list breaks. */
function locate(hand: readonly Tile[], ids: readonly string[]): number[] | Violation {
  if (ids.length === 0) return { code: 'empty-chain', message: 'A chain has at least one tile.' };
  const positions: number[] = [];
  for (const id of ids) {
    const at = hand.findIndex((tile) => tile.id === id);
    if (at < 0) return { code: 'tile-not-in-hand', message: `You hold no tile ${id}.` };
    if (positions.includes(at)) return { code: 'tile-repeated', message: `Tile ${id} is listed twice.` };
    if (positions.length > 0 && at < positions[positions.length - 1]!) {
      return { code: 'not-in-hand-order', message: 'List the tiles in the order they sit in your hand.' };
    }
    positions.push(at);
  }
  return positions;
}

/** Every choice of tiles from `hand` (as positions, in hand order) that makes a chain for `dice`. */
export function layableChoices(hand: readonly Tile[], dice: readonly number[]): number[][] {
  const counts: TypeCounts = new Int32Array(49);
  const chosen: number[] = [];
  const found: number[][] = [];
  const [from, to] = dice as [number, number];
  const visit = (start: number): void => {
    for (let i = start; i < hand.length; i++) {
      const tile = hand[i]!;
      const index = tile.low * 7 + tile.high;
      counts[index]! += 1;
      chosen.push(i);
      if (isLayable(counts, from, to)) found.push([...chosen]);
      visit(i + 1);
      chosen.pop();
      counts[index]! -= 1;
    }
  };
  visit(0);
  return found;
}

function outcome(state: ShanghaiState): Outcome {
  return { over: state.over, scores: state.scores, winners: state.over ? state.winners : [] };
}

/**
 * Shanghai, the dice-and-chains domino game: roll two dice, lay a chain of
 * dominoes from your hand whose ends show the dice (blanks are wild), roll
 * again, and stop when you cannot (or will not) answer; draw one tile per
 * chain. A round ends when a draw cannot be covered; +1 per tile laid, −1 per
 * tile in hand; first to 50 wins.
 *
 * Options: {@link ShanghaiOptions}. Rules and rulings: `docs/rules/shanghai.md`.
 *
 * @example
 * ```ts
 * import { shanghai } from 'boneyard/shanghai';
 * let state = shanghai.setup({ seed: 42, players: 3 });
 * const seat = shanghai.activePlayers(state)[0]!;
 * state.dice;                                      // e.g. [6, 2], rolled by the engine
 * const moves = shanghai.legalMoves(state, seat);  // [{ type: 'lay', player, tiles: ['1:2-6'] }, …, { type: 'stop', player }]
 * state = shanghai.apply(state, moves[0]!);
 * ```
 */
export const shanghai: Game<ShanghaiState, ShanghaiMove, ShanghaiOptions, ShanghaiView> = defineGame<
  ShanghaiState,
  ShanghaiMove,
  ShanghaiOptions,
  ShanghaiView
>({
  id: 'shanghai',
  name: 'Shanghai',
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 2,
  defaultOptions: SHANGHAI_DEFAULTS,
  checkOptions: checkShanghaiOptions,
  init(players, options, rng) {
    const state: Draft = {
      players,
      rng: [...rng],
      options: { ...options },
      round: 1,
      tieBreaker: false,
      contenders: [],
      playing: [],
      leader: 0,
      turn: 0,
      dice: [],
      chainsThisTurn: 0,
      idleTurns: 0,
      hands: [],
      boneyard: [],
      chains: [],
      scores: new Array<number>(players).fill(0),
      results: [],
      winners: [],
      over: false,
    };
    // Ruling 7: seat 0 leads the first round.
    startRound(
      state,
      0,
      Array.from({ length: players }, (_, seat) => seat),
      false,
    );
    return state;
  },
  moves: {
    lay: {
      fields: { tiles: 'string[]' },
      check(state, move) {
        const positions = locate(state.hands[move.player]!, move.tiles);
        if (!Array.isArray(positions)) return positions;
        const tiles = positions.map((at) => state.hands[move.player]![at]!);
        if (!isLayable(countTypes(tiles), state.dice[0]!, state.dice[1]!)) {
          return {
            code: 'not-a-chain',
            message: `These tiles cannot be laid in one chain whose ends show ${state.dice[0]} and ${state.dice[1]}.`,
          };
        }
        return null;
      },
      reduce(draft, move) {
        const hand = draft.hands[move.player]!;
        const positions = locate(hand, move.tiles) as number[];
        const tiles = positions.map((at) => ({ ...hand[at]! }));
        for (let i = positions.length - 1; i >= 0; i--) hand.splice(positions[i]!, 1);
        const [from, to] = [draft.dice[0]!, draft.dice[1]!];
        const used = new Set<number>();
        const links: ShanghaiLink[] = arrangeCounts(countTypes(tiles), from, to)!.map(([left, right]) => {
          const at = tiles.findIndex(
            (tile, i) =>
              !used.has(i) && tile.low === Math.min(left, right) && tile.high === Math.max(left, right),
          );
          used.add(at);
          return { tile: tiles[at]!, left, right };
        });
        draft.chains[move.player]!.push({ dice: [from, to], links });
        draft.chainsThisTurn += 1;
        roll(draft);
      },
    },
    stop: {
      fields: {},
      check() {
        return null;
      },
      reduce(draft) {
        endTurn(draft);
      },
    },
  },
  activePlayers(state) {
    return state.over ? [] : [state.turn];
  },
  legalMoves(state, player) {
    const hand = state.hands[player]!;
    const moves: ShanghaiMove[] = layableChoices(hand, state.dice).map((positions) => ({
      type: 'lay',
      player,
      tiles: positions.map((at) => hand[at]!.id),
    }));
    moves.push({ type: 'stop', player });
    return moves;
  },
  view(state, viewer) {
    return {
      viewer,
      players: state.players,
      options: state.options,
      round: state.round,
      tieBreaker: state.tieBreaker,
      contenders: state.contenders,
      playing: state.playing,
      leader: state.leader,
      turn: state.turn,
      dice: state.dice,
      chainsThisTurn: state.chainsThisTurn,
      idleTurns: state.idleTurns,
      myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
      handSizes: state.hands.map((hand) => hand.length),
      boneyardSize: state.boneyard.length,
      chains: state.chains,
      scores: state.scores,
      results: state.results,
      winners: state.winners,
      over: state.over,
    };
  },
  outcome,
  moveBound(state) {
    // Per round: every `lay` puts at least one of the 28·P tiles face up, so at
    // most 28·P lays; every turn ends with one `stop`; a turn with a chain has
    // a lay, so at most 28·P of them, and between two of those (and at the
    // end) fewer than `maxIdleTurns` chainless turns (the round ends at that
    // many, ruling 6). Rounds, tie-breakers included, are at most `maxRounds`.
    const tiles = 28 * state.players;
    const perRound = tiles + tiles + state.options.maxIdleTurns * (tiles + 1);
    return state.options.maxRounds * perRound;
  },
  sample: sampleShanghai,
});

import { describe, expect, it } from 'vitest';
import {
  type ShanghaiEvent,
  type ShanghaiMove,
  type ShanghaiOptions,
  type ShanghaiState,
  shanghai,
} from '../../../src/games/shanghai/index.js';
import { withoutMessages } from '../../harness/messages.js';

interface Step {
  readonly before: ShanghaiState;
  readonly after: ShanghaiState;
  readonly move: ShanghaiMove;
}

const types = (events: readonly ShanghaiEvent[]) => events.map((event) => event.type);

/** Plays seeded matches (first lay when `lay(step)` says so, else stop) and returns the first step `want` accepts. */
function findStep(
  want: (step: Step, events: readonly ShanghaiEvent[]) => boolean,
  options: Partial<ShanghaiOptions> & { players?: number } = {},
  lay: (state: ShanghaiState, moves: number) => boolean = () => true,
): Step {
  for (let seed = 0; seed < 300; seed++) {
    let state = shanghai.setup({ seed, ...options });
    for (let moves = 0; !state.over && moves < 5000; moves++) {
      const legal = shanghai.legalMoves(state, state.turn);
      const move = lay(state, moves) ? legal[0]! : legal[legal.length - 1]!;
      const { state: after, events } = shanghai.step(state, move);
      if (want({ before: state, after, move }, events)) return { before: state, after, move };
      state = after;
    }
  }
  throw new Error('no such step found');
}

/** Every tile id the seat cannot see in either state (other hands, the boneyard). */
function hiddenIds(step: Step, viewer: number | null): Set<string> {
  const hidden = new Set<string>();
  for (const state of [step.before, step.after]) {
    state.hands.forEach((hand, seat) => {
      if (seat !== viewer) for (const tile of hand) hidden.add(tile.id);
    });
    for (const tile of state.boneyard) hidden.add(tile.id);
  }
  if (viewer !== null) {
    for (const state of [step.before, step.after])
      for (const tile of state.hands[viewer]!) hidden.delete(tile.id);
  }
  for (const state of [step.before, step.after]) {
    for (const chains of state.chains)
      for (const chain of chains) for (const link of chain.links) hidden.delete(link.tile.id);
  }
  return hidden;
}

function expectNoLeak(step: Step): void {
  for (const viewer of [null, ...step.before.hands.map((_, seat) => seat)]) {
    const text = JSON.stringify(shanghai.events(step.before, step.after, step.move, viewer));
    for (const id of hiddenIds(step, viewer)) expect(text).not.toContain(`"${id}"`);
  }
}

describe('Shanghai events', () => {
  it('a lay: the chain laid (public, drawn as it lies), then the dice rolled again', () => {
    const step = findStep(({ move }) => move.type === 'lay');
    const events = shanghai.events(step.before, step.after, step.move, null);
    expect(types(events)).toEqual(['lay', 'roll']);
    const [lay, roll] = events as [
      Extract<ShanghaiEvent, { type: 'lay' }>,
      Extract<ShanghaiEvent, { type: 'roll' }>,
    ];
    const laid = step.after.chains[step.move.player]!.at(-1)!;
    expect(lay).toMatchObject({ player: step.move.player, dice: laid.dice, links: laid.links });
    expect(lay.text).toBe(
      `Seat ${step.move.player} lays ${laid.links.map((l) => `${l.left}-${l.right}`).join(' ')} for ${laid.dice.join('·')}.`,
    );
    expect(roll).toMatchObject({ player: step.move.player, dice: step.after.dice });
    // Every seat sees the same: the laid tiles are face up.
    for (let seat = 0; seat < step.before.players; seat++) {
      expect(shanghai.events(step.before, step.after, step.move, seat)).toEqual(events);
    }
    expect(shanghai.step(step.before, step.move).events).toEqual(events);
  });

  it('a stop after chains: the draw shows the tiles only to the drawer, then the next player rolls', () => {
    const step = findStep(
      ({ before, after, move }) =>
        move.type === 'stop' && before.chainsThisTurn > 0 && after.round === before.round,
    );
    const seat = step.move.player;
    const owed = step.before.chainsThisTurn;
    const mine = shanghai.events(step.before, step.after, step.move, seat);
    expect(types(mine)).toEqual(['stop', 'draw', 'roll']);
    const drawn = step.after.hands[seat]!.slice(-owed).map((tile) => tile.id);
    expect(mine[1]).toMatchObject({ type: 'draw', player: seat, owed, count: owed, tiles: drawn });
    expect(mine[1]!.text).toMatch(/^Seat \d draws \d tiles?: (\d-\d ?)+\.$/);
    expect(mine[2]).toMatchObject({ type: 'roll', player: step.after.turn, dice: step.after.dice });
    expect(mine[0]).toMatchObject({ type: 'stop', player: seat, chains: owed });
    expect(typeof (mine[0] as { declined?: boolean }).declined).toBe('boolean');
    const other = (seat + 1) % step.before.players;
    const theirs = shanghai.events(step.before, step.after, step.move, other);
    expect(types(theirs)).toEqual(['stop', 'draw', 'roll']);
    expect(withoutMessages(theirs[1])).toEqual({
      type: 'draw',
      player: seat,
      owed,
      count: owed,
      text: `Seat ${seat} draws ${owed} tile${owed > 1 ? 's' : ''}.`,
    });
    expect('declined' in theirs[0]!).toBe(false);
    expectNoLeak(step);
  });

  it('a stop without a chain: no draw; the player alone learns whether he declined a possible chain', () => {
    const declined = findStep(
      ({ before, move }) =>
        move.type === 'stop' &&
        before.chainsThisTurn === 0 &&
        shanghai.legalMoves(before, before.turn).length > 1,
      {},
      () => false,
    );
    const seat = declined.move.player;
    const mine = shanghai.events(declined.before, declined.after, declined.move, seat);
    expect(types(mine)).toEqual(['stop', 'roll']);
    expect(mine[0]).toMatchObject({ type: 'stop', chains: 0, declined: true });
    expect(mine[0]!.text).toContain('declining a chain');
    const spectator = shanghai.events(declined.before, declined.after, declined.move, null);
    expect(withoutMessages(spectator[0])).toEqual({
      type: 'stop',
      player: seat,
      chains: 0,
      text: `Seat ${seat} stops without a chain.`,
    });
    const forced = findStep(
      ({ before, move }) =>
        move.type === 'stop' &&
        before.chainsThisTurn === 0 &&
        shanghai.legalMoves(before, before.turn).length === 1,
    );
    expect(shanghai.events(forced.before, forced.after, forced.move, forced.move.player)[0]).toMatchObject({
      declined: false,
    });
  });

  it('a draw the boneyard cannot cover: the short draw, the round end with +1/−1 scores, the next deal and roll', () => {
    const step = findStep(
      ({ after }, events) =>
        !after.over && events.some((e) => e.type === 'round-end' && e.ended === 'boneyard'),
      { maxRounds: 5, target: 500 },
    );
    const seat = step.move.player;
    const events = shanghai.events(step.before, step.after, step.move, seat);
    expect(types(events)).toEqual(['stop', 'draw', 'round-end', 'round-start', 'roll']);
    const draw = events[1] as Extract<ShanghaiEvent, { type: 'draw' }>;
    expect(draw.count).toBe(step.before.boneyard.length);
    expect(draw.count).toBeLessThan(draw.owed);
    // The drawn tiles go straight back into the mix: not shown, even to the drawer.
    expect(draw.tiles).toBeUndefined();
    const result = step.after.results.at(-1)!;
    expect(events[2]).toMatchObject({
      type: 'round-end',
      round: step.before.round,
      tieBreaker: false,
      ended: 'boneyard',
      laid: result.laid,
      inHand: result.inHand,
      scores: result.scores,
      totals: step.after.scores,
    });
    for (const [s, points] of result.scores.entries()) {
      expect(points).toBe(result.laid[s]! - result.inHand[s]!);
      expect(events[2]!.text).toContain(
        `seat ${s} ${points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0'} (laid`,
      );
    }
    expect(events[3]).toMatchObject({
      type: 'round-start',
      player: step.after.leader,
      round: step.after.round,
      handSizes: step.after.hands.map((h) => h.length),
    });
    expect(events[4]).toMatchObject({ type: 'roll', player: step.after.turn, dice: step.after.dice });
    expectNoLeak(step);
  });

  it('a round ended by idle turns (ruling 6)', () => {
    const step = findStep((_, events) => events.some((e) => e.type === 'round-end' && e.ended === 'idle'), {
      maxIdleTurns: 3,
      maxRounds: 3,
    });
    const events = shanghai.events(step.before, step.after, step.move, null);
    expect(types(events).slice(0, 2)).toEqual(['stop', 'round-end']);
    expect(events[1]!.text).toContain('too many turns without a chain');
  });

  it('a tie for the lead: round end, then the tie-breaker, its deal to the tied players only, and the roll', () => {
    const step = findStep((_, events) => events.some((e) => e.type === 'tie-breaker'), {
      players: 3,
      target: 8,
      maxIdleTurns: 4,
    });
    const events = shanghai.events(step.before, step.after, step.move, null);
    expect(types(events).slice(-4)).toEqual(['round-end', 'tie-breaker', 'round-start', 'roll']);
    const tie = events.at(-3) as Extract<ShanghaiEvent, { type: 'tie-breaker' }>;
    expect(tie).toMatchObject({ round: step.after.round, contenders: step.after.contenders });
    expect(tie.text).toMatch(/^Seats .* are tied: round \d+ is a tie-breaker\.$/);
    const start = events.at(-2) as Extract<ShanghaiEvent, { type: 'round-start' }>;
    expect(start.handSizes.filter((n) => n > 0)).toHaveLength(step.after.contenders.length);
    expect(start.text).toContain('tied player');
  });

  it('the end of the match: round end, then the winners', () => {
    const step = findStep(({ after }) => after.over, { target: 10, maxIdleTurns: 6 });
    const events = shanghai.events(step.before, step.after, step.move, null);
    expect(types(events).slice(-2)).toEqual(['round-end', 'match-end']);
    expect(events.at(-1)).toMatchObject({
      type: 'match-end',
      winners: step.after.winners,
      scores: step.after.scores,
    });
    expect(events.at(-1)!.text).toMatch(/^Match over: seats? [\d, and]+ (wins|share the win) with -?\d+/);
    const tieBreakerEnd = findStep(({ after, before }) => after.over && before.tieBreaker, {
      players: 3,
      target: 8,
      maxIdleTurns: 4,
    });
    const last = shanghai.events(tieBreakerEnd.before, tieBreakerEnd.after, tieBreakerEnd.move, null);
    expect(last.at(-2)).toMatchObject({ type: 'round-end', tieBreaker: true });
    expect(last.at(-2)!.text).toMatch(/^Tie-breaker round \d+ ends .*totals unchanged/);
    expect(last.at(-1)).toMatchObject({ type: 'match-end', winners: tieBreakerEnd.after.winners });
  });

  it('step gives the spectator the same events as events(…, null)', () => {
    const step = findStep(({ move, before }) => move.type === 'stop' && before.chainsThisTurn > 0);
    expect(shanghai.step(step.before, step.move).events).toEqual(
      shanghai.events(step.before, step.after, step.move, null),
    );
    expect(shanghai.step(step.before, step.move, step.move.player).events).toEqual(
      shanghai.events(step.before, step.after, step.move, step.move.player),
    );
  });
});

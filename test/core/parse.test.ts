import { describe, expect, it } from 'vitest';
import { InvalidStateError, type JsonValue, stateCheck } from '../../src/index.js';

const { checkList, int, invalid, object } = stateCheck;

/** The order the checks below ran in. */
let ran: string[] = [];

function everyKeyIsThere({ input }: { input: JsonValue }): { state: Record<string, unknown> } {
  ran.push('keys');
  return { state: object(input, '', ['players', 'turn']) };
}

function playersAreTwoToFour({ state }: { state: Record<string, unknown> }): { players: number } {
  ran.push('players');
  return { players: int(state.players, 'players', 2, 4) };
}

function turnIsASeat({ state, players }: { state: Record<string, unknown>; players: number }): void {
  ran.push('turn');
  int(state.turn, 'turn', 0, players - 1);
}

function seatTwoNeverMoves({ state }: { state: Record<string, unknown> }): void {
  ran.push('seat two');
  if (state.turn === 2) invalid('inconsistent', 'turn', 'seat 2 never moves');
}

const CHECKS = checkList<{ input: JsonValue }>()
  .and(everyKeyIsThere)
  .and(playersAreTwoToFour)
  .and(turnIsASeat)
  .and(seatTwoNeverMoves);

function refusal(input: JsonValue): [string, string] | null {
  ran = [];
  try {
    CHECKS.run({ input });
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    return [(error as InvalidStateError).code, (error as InvalidStateError).path];
  }
}

describe('checkList: a validator as named checks run in order', () => {
  it('lists its checks in order, by name', () => {
    expect(CHECKS.checks.map((check) => check.name)).toEqual([
      'everyKeyIsThere',
      'playersAreTwoToFour',
      'turnIsASeat',
      'seatTwoNeverMoves',
    ]);
  });

  it('hands what each check read to the checks after it, and returns it all', () => {
    const start = { input: { players: 3, turn: 1 } };
    const read = CHECKS.run(start);
    expect(ran).toEqual(['keys', 'players', 'turn', 'seat two']);
    expect(read).toEqual({ input: start.input, state: start.input, players: 3 });
    // The start is copied, not written into.
    expect(start).toEqual({ input: { players: 3, turn: 1 } });
  });

  it('stops at the first check that fails: it names the error', () => {
    expect(refusal({ players: 5, turn: 2 })).toEqual(['out-of-range', 'players']);
    expect(ran).toEqual(['keys', 'players']);
    expect(refusal({ players: 2, turn: 2 })).toEqual(['out-of-range', 'turn']);
    expect(refusal({ players: 3, turn: 2 })).toEqual(['inconsistent', 'turn']);
    expect(ran).toEqual(['keys', 'players', 'turn', 'seat two']);
    expect(refusal({ players: 3 })).toEqual(['missing-key', 'turn']);
    expect(ran).toEqual(['keys']);
  });

  it('adds checks without changing the list it was made from', () => {
    const shorter = checkList<{ input: JsonValue }>().and(everyKeyIsThere);
    const longer = shorter.and(playersAreTwoToFour);
    expect(shorter.checks).toHaveLength(1);
    expect(longer.checks).toHaveLength(2);
    ran = [];
    expect(shorter.run({ input: { players: 9, turn: 0 } })).toEqual({
      input: { players: 9, turn: 0 },
      state: { players: 9, turn: 0 },
    });
  });
});

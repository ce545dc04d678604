import { describe, expect, it } from 'vitest';
import { BoneyardError, IllegalMoveError, InvalidOptionError } from '../../src/index.js';

describe('errors', () => {
  it('carry a code, a message and what was refused', () => {
    const move = { type: 'pass', player: 0 };
    const illegal = new IllegalMoveError('must-play', 'You can play.', move);
    expect(illegal).toBeInstanceOf(BoneyardError);
    expect(illegal).toBeInstanceOf(Error);
    expect([illegal.name, illegal.code, illegal.message, illegal.move]).toEqual([
      'IllegalMoveError',
      'must-play',
      'You can play.',
      move,
    ]);
    const option = new InvalidOptionError('players', 'too many');
    expect([option.name, option.code, option.option, option.message]).toEqual([
      'InvalidOptionError',
      'invalid-option',
      'players',
      'players: too many',
    ]);
  });
});

/**
 * What several Domino Squares games tell alike: plays, draws, passes and game over as one viewer may
 * see them, and Block's and Draw's `tell`.
 *
 * @module
 */
import { BoneyardError } from '../../../core/errors.js';
import type { Seat } from '../../../core/game.js';
import { said } from '../../../core/message.js';
import type { DominoSquaresPiece } from './pieces.js';
import { DOMINO_SQUARES_EN } from './texts-en.js';
import type {
  DominoSquaresClassicEvent,
  SquaresDrawEvent,
  SquaresGameOverEvent,
  SquaresHappening,
  SquaresPassEvent,
  SquaresPlayEvent,
} from './types.js';

/**
 * A message of the Domino Squares games and its English text.
 *
 * @example
 * ```ts
 * saySquares('domino-squares.direction', { player: 0, toward: 'left' }).text;
 * // 'Seat 0 sends the pieces left: everyone chooses a piece to pass.'
 * ```
 */
export const saySquares = (id: keyof typeof DOMINO_SQUARES_EN, params: Readonly<Record<string, unknown>>) =>
  said(DOMINO_SQUARES_EN, id, params);

function playEvent(happening: Extract<SquaresHappening, { type: 'play' }>): SquaresPlayEvent {
  const { player, piece, rotation, x, y, points, at } = happening;
  return {
    type: 'play',
    player,
    piece,
    rotation,
    x,
    y,
    points,
    ...saySquares('domino-squares.play', { player, piece, rotation, row: at.row, column: at.column, points }),
  };
}

function drawEvent(
  player: Seat,
  piece: DominoSquaresPiece,
  fits: boolean,
  cause: SquaresDrawEvent['cause'],
  viewer: Seat | null,
): SquaresDrawEvent {
  if (viewer !== player) {
    return {
      type: 'draw',
      player,
      cause,
      fits,
      ...saySquares('domino-squares.draw', { player, piece: null, fits, cause }),
    };
  }
  return {
    type: 'draw',
    player,
    cause,
    fits,
    piece,
    ...saySquares('domino-squares.draw', { player, piece, fits, cause }),
  };
}

function passEvent(player: Seat, reason: SquaresPassEvent['reason'], automatic: boolean): SquaresPassEvent {
  return {
    type: 'pass',
    player,
    automatic,
    reason,
    ...saySquares('domino-squares.pass', { player, reason }),
  };
}

function gameOverEvent(
  ended: SquaresGameOverEvent['ended'],
  pips: readonly number[],
  scores: readonly number[],
  winners: readonly number[],
): SquaresGameOverEvent {
  return {
    type: 'game-over',
    ended,
    pips: [...pips],
    scores: [...scores],
    winners: [...winners],
    ...saySquares('domino-squares.game-over', {
      ended,
      pips: [...pips],
      scores: [...scores],
      winners: [...winners],
    }),
  };
}

/** A happening of every game: the play, a draw, a pass, the end of the game. */
type CommonHappening = Extract<SquaresHappening, { type: 'play' | 'draw' | 'pass' | 'game-over' }>;

/** The events every game tells alike. */
export function tellCommon(
  happening: CommonHappening,
  viewer: Seat | null,
): SquaresPlayEvent | SquaresDrawEvent | SquaresPassEvent | SquaresGameOverEvent {
  switch (happening.type) {
    case 'play':
      return playEvent(happening);
    case 'draw':
      return drawEvent(happening.player, happening.piece, happening.fits, happening.cause, viewer);
    case 'pass':
      return passEvent(happening.player, happening.reason, happening.automatic);
    case 'game-over':
      return gameOverEvent(happening.ended, happening.pips, happening.scores, happening.winners);
  }
}

/** Whether a happening is one that every game tells alike. */
export function isCommon(happening: SquaresHappening): happening is CommonHappening {
  return (
    happening.type === 'play' ||
    happening.type === 'draw' ||
    happening.type === 'pass' ||
    happening.type === 'game-over'
  );
}

/**
 * A happening the game never emits (its rules and its `tell` disagree).
 * @throws {@link BoneyardError} `invariant-broken` always.
 */
export function unexpected(happening: SquaresHappening): never {
  throw new BoneyardError('invariant-broken', `This game's rules never emit a ${happening.type} happening.`);
}

/**
 * What one Block or Draw move did, as `viewer` may see it, from what the
 * rules emitted while it ran, each with its text: the move (`play`, `draw` —
 * the piece only to the drawer — or `pass`); an automatic `pass` when the
 * piece drawn ends the turn (variant `'one'`: it does not fit;
 * `'until-playable'`: it does not fit and the boneyard is empty, ruling 24 of
 * `docs/rules/domino-squares.md`); then `blocked` when nobody can play, and
 * `game-over` with the pips, scores and winners.
 *
 * @example
 * ```ts
 * tellDominoSquaresClassic([{ type: 'pass', player: 1, automatic: false, reason: 'cannot-play' }], 0)[0]!.text;
 * // 'Seat 1 cannot play and passes.'
 * ```
 */
export function tellDominoSquaresClassic(
  happenings: readonly SquaresHappening[],
  viewer: Seat | null,
): DominoSquaresClassicEvent[] {
  return happenings.map((happening): DominoSquaresClassicEvent => {
    if (isCommon(happening)) return tellCommon(happening, viewer);
    if (happening.type === 'blocked') {
      return {
        type: 'blocked',
        reason: 'nobody-can-play',
        ...saySquares('domino-squares.blocked', { reason: 'nobody-can-play', game: 'classic', turns: null }),
      };
    }
    return unexpected(happening);
  });
}

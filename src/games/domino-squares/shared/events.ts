/**
 * What several Domino Squares games tell alike: plays, draws, passes and game over as one viewer may
 * see them, and Block's and Draw's `tell`.
 *
 * @module
 */
import { BoneyardError } from '../../../core/errors.js';
import type { Seat } from '../../../core/game.js';
import { nameSquaresSeats, describeSquaresPiece as show } from './describe.js';
import type { DominoSquaresPiece } from './pieces.js';
import type {
  DominoSquaresClassicEvent,
  SquaresDrawEvent,
  SquaresGameOverEvent,
  SquaresHappening,
  SquaresPassEvent,
  SquaresPlayEvent,
} from './types.js';

const PASS_TEXTS: Readonly<Record<SquaresPassEvent['reason'], string>> = {
  'cannot-play': 'cannot play and passes',
  keep: 'keeps the piece drawn and ends the turn',
  stop: 'stops: no second piece',
  'drawn-unplayable': 'keeps the piece drawn, which does not fit; the turn passes',
  'boneyard-empty': 'found nothing to play before the boneyard ran out; the turn passes',
};

function playEvent(happening: Omit<SquaresPlayEvent, 'text'>): SquaresPlayEvent {
  const { player, piece, rotation, x, y, points } = happening;
  const scored = points > 0 ? `, scoring ${points}` : '';
  return {
    type: 'play',
    player,
    piece,
    rotation,
    x,
    y,
    points,
    text: `Seat ${player} plays ${show(piece)} turned ${rotation} at (${x}, ${y})${scored}.`,
  };
}

function drawEvent(
  player: Seat,
  piece: DominoSquaresPiece,
  fits: boolean,
  cause: SquaresDrawEvent['cause'],
  viewer: Seat | null,
): SquaresDrawEvent {
  const how = fits ? 'it fits' : 'it does not fit';
  const by = cause === 'draw-1' ? ' (Draw 1)' : '';
  if (viewer !== player) {
    return { type: 'draw', player, cause, fits, text: `Seat ${player} draws a piece${by}: ${how}.` };
  }
  return {
    type: 'draw',
    player,
    cause,
    fits,
    piece,
    text: `Seat ${player} draws ${show(piece)}${by}: ${how}.`,
  };
}

function passEvent(player: Seat, reason: SquaresPassEvent['reason'], automatic: boolean): SquaresPassEvent {
  return { type: 'pass', player, automatic, reason, text: `Seat ${player} ${PASS_TEXTS[reason]}.` };
}

function gameOverEvent(
  ended: SquaresGameOverEvent['ended'],
  pips: readonly number[],
  scores: readonly number[],
  winners: readonly number[],
): SquaresGameOverEvent {
  const how: Record<SquaresGameOverEvent['ended'], string> = {
    rounds: 'after the last round',
    domino: `seat ${winners[0]} went out ("Domino")`,
    out: `seat ${winners[0]} played out his row`,
    block: 'blocked',
  };
  const left = pips.length > 0 ? `; pips left ${pips.join(' · ')}` : '';
  const verb = winners.length === 1 ? 'wins' : 'share the win';
  return {
    type: 'game-over',
    ended,
    pips: [...pips],
    scores: [...scores],
    winners: [...winners],
    text: `Game over (${how[ended]}${left}): ${nameSquaresSeats(winners)} ${verb} with ${scores[winners[0]!]} (scores ${scores.join(' · ')}).`,
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
      return { type: 'blocked', reason: 'nobody-can-play', text: 'Blocked: nobody can play a piece.' };
    }
    return unexpected(happening);
  });
}

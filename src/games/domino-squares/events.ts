/**
 * What happened in a move of the four games played with Domino Squares
 * pieces, as one seat (or a spectator) may see it: the move itself and every
 * automatic consequence (a command, a forced draw or pass, the end of a turn,
 * a blocked round or game, round ends with scores, the next deal, game over),
 * as the rules emitted it while the move ran (`SquaresHappening`s), filtered
 * for the viewer, with its text. A hidden piece (drawn, given, passed, turned
 * over and put back face down) is told only to the seats that see it.
 *
 * @module
 */
import { recordMove } from '../../core/define-game.js';
import { BoneyardError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { nameSquaresSeats, describeSquaresPiece as show } from './describe.js';
import type { DominoSquaresCommand, DominoSquaresPiece } from './pieces.js';
import {
  blindHughieMoves,
  dominoSquaresBlockMoves,
  dominoSquaresDrawMoves,
  dominoSquaresMoves,
} from './rules.js';
import type {
  BlindHughieEvent,
  BlindHughieMove,
  BlindHughieState,
  DominoSquaresClassicEvent,
  DominoSquaresClassicState,
  DominoSquaresDrawMove,
  DominoSquaresEvent,
  DominoSquaresMove,
  DominoSquaresState,
  SquaresDrawEvent,
  SquaresGameOverEvent,
  SquaresHappening,
  SquaresPassEvent,
  SquaresPlayEvent,
} from './types.js';

const COMMAND_NAMES: Readonly<Record<DominoSquaresCommand, string>> = {
  'give-1': 'Give 1',
  'draw-1': 'Draw 1',
  skip: 'Skip',
  'play-again': 'Play Again',
  'all-pass-1': 'All Pass 1',
};

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
function tellCommon(
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
function isCommon(happening: SquaresHappening): happening is CommonHappening {
  return (
    happening.type === 'play' ||
    happening.type === 'draw' ||
    happening.type === 'pass' ||
    happening.type === 'game-over'
  );
}

/** A happening the game never emits (its rules and its `tell` disagree). */
function unexpected(happening: SquaresHappening): never {
  throw new BoneyardError('invariant-broken', `This game's rules never emit a ${happening.type} happening.`);
}

// ---------------------------------------------------------------------------
// Domino Squares
// ---------------------------------------------------------------------------

/**
 * What one Domino Squares move did, as `viewer` may see it, from what the
 * rules emitted while it ran (`happenings`, in order), each with its text:
 * the move (`play`, `draw`, `pass`, `give`, `direction`, `pass-piece`); the
 * command of a piece played (`command`, with Draw 1's `draw`); the exchange
 * of All Pass 1 (`exchange`, each viewer's own pieces only); `turn-end` when
 * the turn passed (a Skip names the seat skipped); then, if a round ended,
 * `blocked` (no going-out) and `round-end` with its scores, the next deal
 * (`round-start`, the viewer's own hand only) — several rounds when a deal
 * blocks at once — and `game-over`. A hidden piece (drawn, given, passed)
 * is told only to the seats that see it.
 *
 * @example
 * ```ts
 * tellDominoSquares([{ type: 'direction', player: 0, toward: 'left' }], 1)[0]!.text;
 * // 'Seat 0 sends the pieces left: everyone chooses a piece to pass.'
 * ```
 */
export function tellDominoSquares(
  happenings: readonly SquaresHappening[],
  viewer: Seat | null,
): DominoSquaresEvent[] {
  return happenings.map((happening): DominoSquaresEvent => {
    if (isCommon(happening)) return tellCommon(happening, viewer);
    switch (happening.type) {
      case 'command': {
        const { player, command, skipped, more } = happening;
        const name = COMMAND_NAMES[command];
        if (command === 'skip') {
          return {
            type: 'command',
            player,
            command,
            skipped: skipped!,
            text: `${name}: seat ${skipped} loses the turn.`,
          };
        }
        const asks: Record<Exclude<DominoSquaresCommand, 'skip'>, string> = {
          'draw-1': more ? `seat ${player} takes a piece` : 'the draw pile is empty',
          'give-1': `seat ${player} gives a piece to another player`,
          'play-again': more
            ? `seat ${player} may play another piece`
            : `seat ${player} has nothing more to play`,
          'all-pass-1': `seat ${player} chooses which way the pieces pass`,
        };
        return { type: 'command', player, command, text: `${name}: ${asks[command]}.` };
      }
      case 'give': {
        const { player, to, piece } = happening;
        if (viewer === player || viewer === to) {
          return { type: 'give', player, to, piece, text: `Seat ${player} gives seat ${to} ${show(piece)}.` };
        }
        return { type: 'give', player, to, text: `Seat ${player} gives seat ${to} a piece.` };
      }
      case 'direction': {
        const { player, toward } = happening;
        return {
          type: 'direction',
          player,
          toward,
          text: `Seat ${player} sends the pieces ${toward}: everyone chooses a piece to pass.`,
        };
      }
      case 'pass-piece': {
        const { player, piece } = happening;
        if (viewer === player) {
          return {
            type: 'pass-piece',
            player,
            piece,
            text: `Seat ${player} chooses ${show(piece)} to pass.`,
          };
        }
        return { type: 'pass-piece', player, text: `Seat ${player} has chosen a piece to pass.` };
      }
      case 'exchange': {
        const { toward, passed } = happening;
        const players = passed.length;
        const step = toward === 'right' ? players - 1 : 1;
        const gave = viewer === null ? undefined : (passed[viewer] ?? undefined);
        const received =
          viewer === null ? undefined : (passed[(viewer - step + players) % players] ?? undefined);
        const parts = [
          gave ? `you gave ${show(gave)}` : null,
          received ? `you received ${show(received)}` : null,
        ].filter(Boolean);
        return {
          type: 'exchange',
          toward,
          ...(gave ? { gave } : {}),
          ...(received ? { received } : {}),
          text: `The pieces pass ${toward}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`,
        };
      }
      case 'turn-end': {
        const { player, next, skipped } = happening;
        const over = skipped !== undefined ? `seat ${skipped} is skipped; ` : '';
        return {
          type: 'turn-end',
          player,
          next,
          ...(skipped !== undefined ? { skipped } : {}),
          text: `Seat ${player}'s turn ends; ${over}${next === null ? 'nobody can play' : `seat ${next} to move`}.`,
        };
      }
      case 'blocked':
        return {
          type: 'blocked',
          reason: 'nobody-can-play',
          text: 'Blocked: the pile is empty and nobody can play.',
        };
      case 'round-end': {
        const { round, winner, bonus, playPoints, totals } = happening;
        const how = winner === null ? 'blocked, no bonus' : `seat ${winner} went out, +${bonus[winner]}`;
        return {
          type: 'round-end',
          round,
          winner,
          bonus: [...bonus],
          playPoints: [...playPoints],
          totals: [...totals],
          text: `Round ${round + 1} ends (${how}): played ${playPoints.join(' · ')}; totals ${totals.join(' · ')}.`,
        };
      }
      case 'round-start': {
        const { round, rounds, player, starter, hands } = happening;
        const handSizes = hands.map((hand) => hand.length);
        const own = viewer === null ? undefined : hands[viewer];
        return {
          type: 'round-start',
          round,
          player,
          starter,
          handSizes,
          ...(own ? { hand: [...own] } : {}),
          text: `Round ${round + 1} of ${rounds}: ${handSizes[0]} pieces each, starter ${show(starter)}; seat ${player} leads.`,
        };
      }
      default:
        return unexpected(happening);
    }
  });
}

/**
 * The events of one Domino Squares move (`after = apply(before, move)`), as
 * `viewer` may see them: the move run again on a copy of `before`, told by
 * `tellDominoSquares`.
 *
 * @example
 * ```ts
 * const after = dominoSquares.apply(state, move);
 * dominoSquaresEvents(state, after, move, 0).map((event) => event.text);
 * // ['Seat 0 plays p07 .-6-1-6 turned 2 at (1, 0), scoring 7.', "Seat 0's turn ends; seat 1 to move."]
 * ```
 */
export function dominoSquaresEvents(
  before: DominoSquaresState,
  _after: DominoSquaresState,
  move: DominoSquaresMove,
  viewer: Seat | null,
): DominoSquaresEvent[] {
  return tellDominoSquares(recordMove(dominoSquaresMoves, before, move), viewer);
}

// ---------------------------------------------------------------------------
// Block and Draw
// ---------------------------------------------------------------------------

/**
 * What one Block or Draw move did, as `viewer` may see it, from what the
 * rules emitted while it ran, each with its text: the move (`play`, `draw` —
 * the piece only to the drawer — or `pass`); an automatic `pass` when the
 * piece drawn ends the turn (variant `'one'`: it does not fit;
 * `'until-playable'`: it does not fit and the boneyard is empty, ruling 24);
 * then `blocked` when nobody can play, and `game-over` with the pips, scores
 * and winners.
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

/**
 * The events of one Block or Draw move (`after = apply(before, move)`), as
 * `viewer` may see them: the move run again on a copy of `before`, told by
 * `tellDominoSquaresClassic`.
 *
 * @example
 * ```ts
 * const after = dominoSquaresDraw.apply(state, { type: 'draw', player: 0 });
 * dominoSquaresClassicEvents(state, after, { type: 'draw', player: 0 }, 1).map((event) => event.text);
 * // ['Seat 0 draws a piece: it does not fit.']
 * ```
 */
export function dominoSquaresClassicEvents(
  before: DominoSquaresClassicState,
  _after: DominoSquaresClassicState,
  move: DominoSquaresDrawMove,
  viewer: Seat | null,
): DominoSquaresClassicEvent[] {
  const moves = before.game === 'draw' ? dominoSquaresDrawMoves : dominoSquaresBlockMoves;
  return tellDominoSquaresClassic(recordMove(moves, before, move), viewer);
}

// ---------------------------------------------------------------------------
// Blind Hughie
// ---------------------------------------------------------------------------

/**
 * What one Blind Hughie move did, as `viewer` may see it, from what the
 * rules emitted while it ran, each with its text: `turn-over` (the piece
 * shown to all when it fits or goes back face up, else only to its owner,
 * ruling 18) or `play`; when the piece turned does not fit, `turn-end` with
 * the playless turns so far; then `blocked` (nobody can make a play, or the
 * long stop, ruling 17) and `game-over` with the pips, scores and winners —
 * also when a row is played out.
 *
 * @example
 * ```ts
 * tellBlindHughie([{ type: 'turn-end', player: 0, next: 1, idleTurns: 1 }], null)[0]!.text;
 * // "Seat 0's turn ends (1 playless in a row); seat 1 to move."
 * ```
 */
export function tellBlindHughie(
  happenings: readonly SquaresHappening[],
  viewer: Seat | null,
): BlindHughieEvent[] {
  return happenings.map((happening): BlindHughieEvent => {
    if (isCommon(happening)) return tellCommon(happening, viewer) as BlindHughieEvent;
    switch (happening.type) {
      case 'turn-over': {
        const { player, end, fits, faceUp, piece } = happening;
        const shown = happening.shown || viewer === player;
        const what = shown ? show(piece) : 'a piece';
        const where = fits
          ? 'it fits and must be played'
          : `it does not fit and goes face ${faceUp ? 'up' : 'down'} to the right end`;
        return {
          type: 'turn-over',
          player,
          end,
          fits,
          faceUp,
          ...(shown ? { piece } : {}),
          text: `Seat ${player} turns over ${what} (${end} end): ${where}.`,
        };
      }
      case 'turn-end': {
        const { player, next, idleTurns } = happening;
        return {
          type: 'turn-end',
          player,
          next,
          idleTurns: idleTurns!,
          text: `Seat ${player}'s turn ends (${idleTurns} playless in a row); ${next === null ? 'the game ends' : `seat ${next} to move`}.`,
        };
      }
      case 'blocked': {
        const { reason, turns } = happening;
        return {
          type: 'blocked',
          reason,
          text:
            reason === 'nobody-can-play'
              ? 'Blocked: no piece of any row fits, so no player can make a play.'
              : `Blocked: ${turns} turns in a row without a play (the long stop).`,
        };
      }
      default:
        return unexpected(happening);
    }
  });
}

/**
 * The events of one Blind Hughie move (`after = apply(before, move)`), as
 * `viewer` may see them: the move run again on a copy of `before`, told by
 * `tellBlindHughie`.
 *
 * @example
 * ```ts
 * const move = { type: 'turn-over', player: 0, end: 'left' } as const;
 * blindHughieEvents(state, blindHughie.apply(state, move), move, 1).map((event) => event.text);
 * // ['Seat 0 turns over a piece: it does not fit and goes face down to the right end.', "Seat 0's turn ends; seat 1 to move."]
 * ```
 */
export function blindHughieEvents(
  before: BlindHughieState,
  _after: BlindHughieState,
  move: BlindHughieMove,
  viewer: Seat | null,
): BlindHughieEvent[] {
  return tellBlindHughie(recordMove(blindHughieMoves, before, move), viewer);
}

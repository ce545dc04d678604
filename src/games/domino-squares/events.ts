/**
 * What happened in a move of the four games played with Domino Squares
 * pieces, as one seat (or a spectator) may see it: the move itself and every
 * automatic consequence (a command, a forced draw or pass, the end of a turn,
 * a blocked round or game, round ends with scores, the next deal, game over).
 * A hidden piece (drawn, given, passed, turned over and put back face down)
 * is told only to the seats that see it.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import { nameSquaresSeats, describeSquaresPiece as show } from './describe.js';
import { canPlaceAnySquare, checkSquaresPlacement } from './layout.js';
import { type DominoSquaresCommand, type DominoSquaresPiece, hasWild, pieceCommand } from './pieces.js';
import { someoneCanPlay } from './state.js';
import type {
  BlindHughieEvent,
  BlindHughieMove,
  BlindHughieState,
  DominoSquaresClassicEvent,
  DominoSquaresClassicState,
  DominoSquaresDrawMove,
  DominoSquaresEvent,
  DominoSquaresMove,
  DominoSquaresPlay,
  DominoSquaresState,
  SquaresDrawEvent,
  SquaresGameOverEvent,
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

function playEvent(move: DominoSquaresPlay, piece: DominoSquaresPiece, points: number): SquaresPlayEvent {
  const scored = points > 0 ? `, scoring ${points}` : '';
  return {
    type: 'play',
    player: move.player,
    piece,
    rotation: move.rotation,
    x: move.x,
    y: move.y,
    points,
    text: `Seat ${move.player} plays ${show(piece)} turned ${move.rotation} at (${move.x}, ${move.y})${scored}.`,
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

// ---------------------------------------------------------------------------
// Domino Squares
// ---------------------------------------------------------------------------

/**
 * The events of one Domino Squares move (`after = apply(before, move)`), as
 * `viewer` may see them, in order: the move (`play`, `draw`, `pass`, `give`,
 * `direction`, `pass-piece`); the command of a piece played (`command`, with
 * Draw 1's `draw`); the exchange of All Pass 1 (`exchange`); `turn-end` when
 * the turn passed (a Skip names the seat skipped); then, if a round ended,
 * `blocked` (no going-out) and `round-end` with its scores, the next deal
 * (`round-start`, the viewer's own hand only) — several rounds when a deal
 * blocks at once — and `game-over`.
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
  after: DominoSquaresState,
  move: DominoSquaresMove,
  viewer: Seat | null,
): DominoSquaresEvent[] {
  const events: DominoSquaresEvent[] = [];
  const mover = move.player;
  const first = before.results.length;
  const roundEnded = after.results.length > first;
  let skipped: Seat | undefined;
  switch (move.type) {
    case 'play': {
      const hand = before.hands[mover]!;
      const piece = hand.find((p) => p.id === move.piece)!;
      const placed = checkSquaresPlacement(before.layout, piece, move.rotation, move.x, move.y);
      events.push(playEvent(move, piece, 'points' in placed ? placed.points : 0));
      const command = pieceCommand(piece);
      if (!command || hand.length === 1) break; // Ruling 14: no command on the last piece.
      const name = COMMAND_NAMES[command];
      if (command === 'skip') {
        skipped = (mover + 1) % before.players;
        events.push({
          type: 'command',
          player: mover,
          command,
          skipped,
          text: `${name}: seat ${skipped} loses the turn.`,
        });
      } else if (command === 'draw-1') {
        const drawn = before.pile[0];
        events.push({
          type: 'command',
          player: mover,
          command,
          text: drawn ? `${name}: seat ${mover} takes a piece.` : `${name}: the draw pile is empty.`,
        });
        if (drawn) events.push(drawEvent(mover, drawn, after.phase === 'drawn', 'draw-1', viewer));
      } else {
        const asks: Record<string, string> = {
          'give-1': `seat ${mover} gives a piece to another player`,
          'play-again':
            after.phase === 'again'
              ? `seat ${mover} may play another piece`
              : `seat ${mover} has nothing more to play`,
          'all-pass-1': `seat ${mover} chooses which way the pieces pass`,
        };
        events.push({ type: 'command', player: mover, command, text: `${name}: ${asks[command]}.` });
      }
      break;
    }
    case 'draw': {
      const piece = before.pile[0]!;
      const cause = canPlaceAnySquare(before.layout, before.hands[mover]!) ? 'choice' : 'cannot-play';
      events.push(drawEvent(mover, piece, after.phase === 'drawn', cause, viewer));
      break;
    }
    case 'pass': {
      const reason = before.phase === 'drawn' ? 'keep' : before.phase === 'again' ? 'stop' : 'cannot-play';
      events.push(passEvent(mover, reason, false));
      break;
    }
    case 'give': {
      const piece = before.hands[mover]!.find((p) => p.id === move.piece)!;
      const sees = viewer === mover || viewer === move.to;
      events.push(
        sees
          ? {
              type: 'give',
              player: mover,
              to: move.to,
              piece,
              text: `Seat ${mover} gives seat ${move.to} ${show(piece)}.`,
            }
          : {
              type: 'give',
              player: mover,
              to: move.to,
              text: `Seat ${mover} gives seat ${move.to} a piece.`,
            },
      );
      break;
    }
    case 'direction':
      events.push({
        type: 'direction',
        player: mover,
        toward: move.toward,
        text: `Seat ${mover} sends the pieces ${move.toward}: everyone chooses a piece to pass.`,
      });
      break;
    default: {
      const piece = before.hands[mover]!.find((p) => p.id === move.piece)!;
      events.push(
        viewer === mover
          ? {
              type: 'pass-piece',
              player: mover,
              piece,
              text: `Seat ${mover} chooses ${show(piece)} to pass.`,
            }
          : { type: 'pass-piece', player: mover, text: `Seat ${mover} has chosen a piece to pass.` },
      );
      if (after.phase === 'passing') break;
      const toward = before.passDirection ?? 'left';
      const step = toward === 'right' ? before.players - 1 : 1;
      const choice = (seat: Seat) => (seat === mover ? move.piece : before.passChoices[seat]);
      let gave: DominoSquaresPiece | undefined;
      let received: DominoSquaresPiece | undefined;
      if (viewer !== null) {
        const mine = choice(viewer);
        gave = mine ? before.hands[viewer]!.find((p) => p.id === mine) : undefined;
        const source = (viewer - step + before.players) % before.players;
        const theirs = choice(source);
        received = theirs ? before.hands[source]!.find((p) => p.id === theirs) : undefined;
      }
      const parts = [
        gave ? `you gave ${show(gave)}` : null,
        received ? `you received ${show(received)}` : null,
      ].filter(Boolean);
      events.push({
        type: 'exchange',
        toward,
        ...(gave ? { gave } : {}),
        ...(received ? { received } : {}),
        text: `The pieces pass ${toward}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`,
      });
    }
  }
  // The turn passed: back in phase 'play' with the round going on, or a blocked round (ruling 13) after it.
  const blocked = roundEnded && after.results[first]!.winner === null;
  if ((after.phase === 'play' && !roundEnded) || blocked) {
    const owner = before.turn;
    const next = roundEnded ? null : after.turn;
    const over = skipped !== undefined ? `seat ${skipped} is skipped; ` : '';
    events.push({
      type: 'turn-end',
      player: owner,
      next,
      ...(skipped !== undefined ? { skipped } : {}),
      text: `Seat ${owner}'s turn ends; ${over}${next === null ? 'nobody can play' : `seat ${next} to move`}.`,
    });
  }
  if (!roundEnded) return events;
  const totals = new Array<number>(after.players).fill(0);
  for (let round = 0; round < after.results.length; round++) {
    const result = after.results[round]!;
    result.playPoints.forEach((points, seat) => {
      totals[seat]! += points + result.bonus[seat]!;
    });
    if (round < first) continue;
    if (result.winner === null) {
      events.push({
        type: 'blocked',
        reason: 'nobody-can-play',
        text: 'Blocked: the pile is empty and nobody can play.',
      });
    }
    const how =
      result.winner === null
        ? 'blocked, no bonus'
        : `seat ${result.winner} went out, +${result.bonus[result.winner]}`;
    events.push({
      type: 'round-end',
      round,
      winner: result.winner,
      bonus: [...result.bonus],
      playPoints: [...result.playPoints],
      totals: [...totals],
      text: `Round ${round + 1} ends (${how}): played ${result.playPoints.join(' · ')}; totals ${totals.join(' · ')}.`,
    });
    const next = round + 1;
    if (next >= after.options.rounds) break;
    const later = after.results[next];
    const hands = later ? later.hands : after.hands;
    const starter = (later ? later.layout : after.layout)[0]!.piece;
    const leader = later ? later.leader : after.leader;
    const handSizes = hands.map((hand) => hand.length);
    const own = viewer === null ? undefined : hands[viewer];
    events.push({
      type: 'round-start',
      round: next,
      player: leader,
      starter,
      handSizes,
      ...(own ? { hand: [...own] } : {}),
      text: `Round ${next + 1} of ${after.options.rounds}: ${handSizes[0]} pieces each, starter ${show(starter)}; seat ${leader} leads.`,
    });
  }
  if (after.over) events.push(gameOverEvent('rounds', [], after.scores, bestSeats(after.scores)));
  return events;
}

// ---------------------------------------------------------------------------
// Block and Draw
// ---------------------------------------------------------------------------

/**
 * The events of one Block or Draw move, as `viewer` may see them: the move
 * (`play`, `draw` — the piece only to the drawer — or `pass`); an automatic
 * `pass` when the piece drawn ends the turn (variant `'one'`: it does not
 * fit; `'until-playable'`: it does not fit and the boneyard is empty, ruling
 * 24); then `blocked` when nobody can play, and `game-over` with the pips,
 * scores and winners.
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
  after: DominoSquaresClassicState,
  move: DominoSquaresDrawMove,
  viewer: Seat | null,
): DominoSquaresClassicEvent[] {
  const events: DominoSquaresClassicEvent[] = [];
  const mover = move.player;
  if (move.type === 'play') {
    const piece = before.hands[mover]!.find((p) => p.id === move.piece)!;
    events.push(playEvent(move, piece, 0));
  } else if (move.type === 'draw') {
    const piece = before.boneyard[0]!;
    const fits = canPlaceAnySquare(before.layout, [piece]);
    events.push(drawEvent(mover, piece, fits, 'cannot-play', viewer));
    if (!fits && before.options.drawRule === 'one') events.push(passEvent(mover, 'drawn-unplayable', true));
    else if (!fits && before.boneyard.length === 1) events.push(passEvent(mover, 'boneyard-empty', true));
  } else {
    events.push(passEvent(mover, before.mayKeep ? 'keep' : 'cannot-play', false));
  }
  if (after.over && !before.over) {
    if (after.ended === 'block') {
      events.push({ type: 'blocked', reason: 'nobody-can-play', text: 'Blocked: nobody can play a piece.' });
    }
    events.push(gameOverEvent(after.ended ?? 'block', after.pips, after.scores, after.winners));
  }
  return events;
}

// ---------------------------------------------------------------------------
// Blind Hughie
// ---------------------------------------------------------------------------

/**
 * The events of one Blind Hughie move, as `viewer` may see them: `turn-over`
 * (the piece shown to all when it fits or goes back face up, else only to its
 * owner, ruling 18) or `play`; when the piece turned does not fit,
 * `turn-end` with the playless turns so far; then `blocked` (nobody can make
 * a play, or the long stop, ruling 17) and `game-over` with the pips, scores
 * and winners — also when a row is played out.
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
  after: BlindHughieState,
  move: BlindHughieMove,
  viewer: Seat | null,
): BlindHughieEvent[] {
  const events: BlindHughieEvent[] = [];
  const mover = move.player;
  if (move.type === 'play') {
    const piece =
      before.turned && before.turned.id === move.piece
        ? before.turned
        : before.rows[mover]!.find((entry) => entry.piece.id === move.piece)!.piece;
    events.push(playEvent(move, piece, 0));
  } else {
    const row = before.rows[mover]!;
    const entry = (move.end === 'left' ? row[0] : row[row.length - 1])!;
    const piece = entry.piece;
    const fits = canPlaceAnySquare(before.layout, [piece]);
    const faceUp = !fits && hasWild(piece);
    const shown = fits || faceUp || entry.faceUp || viewer === mover;
    const what = shown ? show(piece) : 'a piece';
    const where = fits
      ? 'it fits and must be played'
      : `it does not fit and goes face ${faceUp ? 'up' : 'down'} to the right end`;
    events.push({
      type: 'turn-over',
      player: mover,
      end: move.end,
      fits,
      faceUp,
      ...(shown ? { piece } : {}),
      text: `Seat ${mover} turns over ${what} (${move.end} end): ${where}.`,
    });
    if (!fits) {
      const next = after.over ? null : after.turn;
      events.push({
        type: 'turn-end',
        player: mover,
        next,
        idleTurns: after.idleTurns,
        text: `Seat ${mover}'s turn ends (${after.idleTurns} playless in a row); ${next === null ? 'the game ends' : `seat ${next} to move`}.`,
      });
    }
  }
  if (after.over && !before.over) {
    if (after.ended === 'block') {
      const nobody = !someoneCanPlay(after);
      events.push({
        type: 'blocked',
        reason: nobody ? 'nobody-can-play' : 'idle-turns',
        text: nobody
          ? 'Blocked: no piece of any row fits, so no player can make a play.'
          : `Blocked: ${after.options.idleRounds * after.players} turns in a row without a play (the long stop).`,
      });
    }
    events.push(gameOverEvent(after.ended ?? 'block', after.pips, after.scores, after.winners));
  }
  return events;
}

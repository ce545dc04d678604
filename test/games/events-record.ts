/**
 * The events record of every listed game: seeded games between a greedy bot
 * and random moves, every variant, and for each move the move itself, the
 * events `step` tells every viewer (each seat, then the spectator) and the
 * events `events(before, after, move, viewer)` tells them. Used by
 * `events-record.test.ts` (a fingerprint per game, committed) and by
 * a scratch script that writes the whole record as JSON (to compare event by event).
 * Issue 29 item 1 moved every game's events into its rules; this record,
 * taken from the code before that change, proves the events stayed the same.
 */
import { createHash } from 'node:crypto';
import type { AnyGame, BaseMove, Seat } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { seededPlay } from './seeded-play.js';

/** One move of the record: what was played and what every viewer was told. */
export interface MoveRecord {
  /** The move played (from `legalMoves`). */
  readonly move: BaseMove;
  /** `step(before, move, viewer).events`, viewers 0…players-1 then `null`. */
  readonly step: readonly (readonly unknown[])[];
  /** `events(before, after, move, viewer)`, the same viewers. */
  readonly events: readonly (readonly unknown[])[];
}

/** One seeded game of the record. */
export interface GameRecord {
  /** The variant's name in the entry. */
  readonly variant: string;
  /** The seed of `setup`. */
  readonly seed: string;
  /** Every move and its events. */
  readonly moves: readonly MoveRecord[];
  /** The last state reached (so the record pins the states too). */
  readonly final: unknown;
}

/**
 * The record of one listed game: `games` seeded games per variant (every
 * variant in turn), each cut off after `maxMoves` moves.
 */
export function recordGame(id: string, games: number, maxMoves: number): GameRecord[] {
  const entry = gameRegistry[id]!;
  const game: AnyGame = entry.game;
  const records: GameRecord[] = [];
  const variants = Object.entries(entry.variants);
  for (let g = 0; g < games; g++) {
    for (const [variant, options] of variants) {
      const seed = `events-${id}-${variant}-${g}`;
      const play = seededPlay(id, options, seed, g);
      let state = play.start;
      const moves: MoveRecord[] = [];
      if (maxMoves > 0) {
        for (const { move, after } of play.moves) {
          const viewers: (Seat | null)[] = [...Array.from({ length: state.players }, (_, s) => s), null];
          moves.push({
            move,
            step: viewers.map((viewer) => game.step(state, move, viewer).events),
            events: viewers.map((viewer) => game.events(state, after, move, viewer)),
          });
          state = after;
          if (moves.length >= maxMoves) break;
        }
      }
      records.push({ variant, seed, moves, final: state });
    }
  }
  return records;
}

/** JSON with every object's keys sorted: equal values give equal text, whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(
      Object.keys(item)
        .sort()
        .map((key) => [key, (item as Record<string, unknown>)[key]]),
    );
  });
}

/** A game's fingerprint: counts, and a sha256 of the canonical JSON of its whole record. */
export interface Fingerprint {
  /** Games played (all variants). */
  readonly games: number;
  /** Moves played. */
  readonly moves: number;
  /** Events told, over every viewer, by `step` and `events` together. */
  readonly events: number;
  /** sha256 (hex) of the canonical JSON of the record. */
  readonly sha256: string;
}

/** The fingerprint of a record. */
export function fingerprint(records: readonly GameRecord[]): Fingerprint {
  let moves = 0;
  let events = 0;
  for (const record of records) {
    moves += record.moves.length;
    for (const move of record.moves) {
      for (const told of [...move.step, ...move.events]) events += told.length;
    }
  }
  const sha256 = createHash('sha256').update(canonicalJson(records)).digest('hex');
  return { games: records.length, moves, events, sha256 };
}

/** How much of every game the record plays: games per variant and moves per game. */
export const RECORD_SIZE: Readonly<Record<string, { readonly games: number; readonly maxMoves: number }>> = {
  'build-up': { games: 15, maxMoves: 400 },
  'domino-squares': { games: 8, maxMoves: 400 },
  'domino-squares-block': { games: 150, maxMoves: 400 },
  'domino-squares-draw': { games: 24, maxMoves: 400 },
  'blind-hughie': { games: 15, maxMoves: 400 },
  'dump-truck': { games: 6, maxMoves: 400 },
  shanghai: { games: 4, maxMoves: 400 },
};

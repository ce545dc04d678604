/**
 * The score at the end of each hand or round, and at the end of the game,
 * with every player named: a small table (player, points this hand, total)
 * that stays on screen until the next one, and one line for the log and for
 * screen readers.
 */
import type { Outcome } from 'boneyard';
import { h } from './dom.js';
import { namesList, num, t } from './lang.js';

/** One summary: its heading, each seat's points in it (or none), each seat's total. */
export interface ScoreSummary {
  /** Its heading, in the page's language when drawn. */
  readonly title: () => string;
  /** Each seat's points in this hand or round; `null` at the end of the game. */
  readonly gained: readonly number[] | null;
  readonly totals: readonly number[];
  /** The winners, at the end of the game. */
  readonly winners?: readonly number[];
}

/**
 * The summary a frame's events tell, if a hand or round ended in them:
 * Build Up's `hand-end`, Shanghai's and Domino Squares' `round-end` (Dump
 * Truck's `round-end` is one draw, not a hand: its unloads are told instead).
 */
export function summaryOf(gameId: string, events: readonly unknown[]): ScoreSummary | null {
  for (const told of events) {
    if (typeof told !== 'object' || told === null) continue;
    const event = told as Record<string, unknown>;
    const totals = event.totals as number[] | undefined;
    if (!Array.isArray(totals)) continue;
    if (event.type === 'hand-end' && typeof event.hand === 'number')
      return {
        title: () => t('score.hand-over', { n: num((event.hand as number) + 1) }),
        gained: event.scores as number[],
        totals,
      };
    if (event.type === 'round-end' && gameId === 'shanghai' && typeof event.round === 'number')
      return {
        title: () =>
          event.tieBreaker
            ? t('score.tie-breaker-over')
            : t('score.round-over', { n: num(event.round as number) }),
        gained: event.scores as number[],
        totals,
      };
    if (event.type === 'round-end' && typeof event.round === 'number' && Array.isArray(event.playPoints)) {
      const bonus = (event.bonus as number[] | undefined) ?? [];
      return {
        title: () => t('score.round-over', { n: num((event.round as number) + 1) }),
        gained: (event.playPoints as number[]).map((points, seat) => points + (bonus[seat] ?? 0)),
        totals,
      };
    }
  }
  return null;
}

/** The end of the game as a summary: final scores, winners. */
export function finalSummary(outcome: Outcome): ScoreSummary {
  return { title: () => t('score.final'), gained: null, totals: outcome.scores, winners: outcome.winners };
}

/** A summary in one line: `Hand 1 is over: Ana 12 points (12 in all), Pip 8 points (8 in all).` */
export function summaryLine(summary: ScoreSummary, names: readonly string[]): string {
  const parts = names.map((name, seat) => {
    const total = summary.totals[seat] ?? 0;
    const gained = summary.gained?.[seat];
    return gained === undefined
      ? t('score.total-line', { name, n: num(total), count: total })
      : t('score.gained', { name, n: num(gained), count: gained, total: num(total) });
  });
  const winners = summary.winners?.map((seat) => names[seat]!) ?? [];
  const won =
    winners.length > 0 ? ` ${t('score.won', { winners: namesList(winners), count: winners.length })}` : '';
  return `${summary.title()}: ${parts.join(', ')}.${won}`;
}

/** A summary drawn: a table of players, best total first, this seat marked. */
export function summaryTable(
  summary: ScoreSummary,
  names: readonly string[],
  you: number | null,
): HTMLElement {
  const seats = names
    .map((_, seat) => seat)
    .sort((a, b) => (summary.totals[b] ?? 0) - (summary.totals[a] ?? 0));
  const rows = seats.map((seat) =>
    h(
      'tr',
      { className: summary.winners?.includes(seat) ? 'winner' : '' },
      h('th', {
        scope: 'row',
        textContent: `${names[seat]}${seat === you ? t('score.you') : ''}${summary.winners?.includes(seat) ? t('score.wins-mark') : ''}`,
      }),
      summary.gained ? h('td', { textContent: num(summary.gained[seat] ?? 0) }) : null,
      h('td', { textContent: num(summary.totals[seat] ?? 0) }),
    ),
  );
  return h(
    'section',
    { className: 'score-summary', dataset: { testid: 'score-summary' } },
    h(
      'table',
      {},
      h('caption', { textContent: summary.title() }),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col', textContent: t('score.player') }),
          summary.gained ? h('th', { scope: 'col', textContent: t('score.this-time') }) : null,
          h('th', { scope: 'col', textContent: t('score.total') }),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  );
}

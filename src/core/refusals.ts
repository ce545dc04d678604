/**
 * Refusals as messages: why a move (or a table) refuses something, as an id
 * and its parameters beside the English `message`, so an app can say it in
 * any language (`textOf(violation.why, 'es')` from `boneyard/texts`).
 *
 * @module
 */
import type { Violation } from './game.js';
import { type Catalog, type Message, said } from './message.js';

/**
 * A refusal of a game's rules, its English `message` rendered from the game's English refusal sentences
 * (`catalog`, keyed `<part>.refusal.<code>` or `<part>.refusal.<code>.<variant>`).
 *
 * @example
 * ```ts
 * const refused = refusalsOf({ 'x.refusal.full': 'Seat {player} is full.' }, 'x');
 * refused('full', { player: 1 }); // { code: 'full', message: 'Seat 1 is full.', why: { id: 'x.refusal.full', params: { player: 1 } } }
 * ```
 */
export function refusalsOf(
  catalog: Catalog,
  part: string,
): <C extends string>(code: C, params?: Readonly<Record<string, unknown>>, variant?: string) => Violation<C> {
  return (code, params = {}, variant) => {
    const { message, text } = said(
      catalog,
      `${part}.refusal.${code}${variant === undefined ? '' : `.${variant}`}`,
      params,
    );
    return { code, message: text, why: message };
  };
}

/**
 * The English sentences of the core's refusals (`CORE_CODES`): what a player reads when a move is not a
 * move of the game, or not theirs to make now. The shape refusals say it in general words (the English
 * `message` beside them names the field or value for developers); the turn refusals are their `message`.
 *
 * @example
 * ```ts
 * CORE_REFUSALS_EN['core.refusal.not-your-turn']; // 'Seat {player} may not move now.'
 * ```
 */
export const CORE_REFUSALS_EN = {
  'core.refusal.malformed-move': 'That move cannot be read.',
  'core.refusal.unknown-move-type': 'That is not a move of this game.',
  'core.refusal.bad-player': 'That seat is not at this table.',
  'core.refusal.unknown-field': 'That move says more than this game reads.',
  'core.refusal.missing-field': 'That move leaves something out.',
  'core.refusal.bad-field': 'That move names something wrongly.',
  'core.refusal.not-your-turn': 'Seat {player} may not move now.',
  'core.refusal.not-your-seat': 'This connection plays seat {seat}, not another.',
} as const satisfies Catalog;

/** The message of a core refusal (`code` one of `CORE_CODES`), with the seat it names. */
export function coreRefusal(code: string, params: Readonly<Record<string, unknown>> = {}): Message {
  return { id: `core.refusal.${code}`, params };
}

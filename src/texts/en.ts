/**
 * The English catalog: every sentence of the library, gathered from the
 * games, the table and the CLI (each keeps its own English sentences, which
 * render its `text`s).
 *
 * @module
 */

import { type Catalog, CORE_EN, type Sentence } from '../core/message.js';
import { BUILD_UP_EN } from '../games/build-up/texts-en.js';
import { DOMINO_SQUARES_EN } from '../games/domino-squares/shared/texts-en.js';
import { DUMP_TRUCK_EN } from '../games/dump-truck/texts-en.js';
import { SHANGHAI_EN } from '../games/shanghai/texts-en.js';
import { TABLE_EN } from '../table/texts-en.js';
import { CLI_EN } from './cli-en.js';
import { NOTICES_EN } from './notices.js';
import { addressed, EN_YOU } from './you.js';

/** Every English sentence of the library by message id, as the games, the table and the CLI write them. */
const SENTENCES = {
  ...CORE_EN,
  ...BUILD_UP_EN,
  ...DUMP_TRUCK_EN,
  ...SHANGHAI_EN,
  ...DOMINO_SQUARES_EN,
  ...TABLE_EN,
  ...CLI_EN,
} as const;

/**
 * Every English sentence by message id (each game's, which render its texts; said to a seat about
 * itself in the second person when `textOf` is given that seat as `viewer`), and the refusals and bots'
 * notes (`notices.ts`).
 *
 * @example
 * ```ts
 * Object.keys(EN).length; // every message id of the library
 * ```
 */
export const EN: Catalog = { ...addressed(SENTENCES, EN_YOU), ...NOTICES_EN };

/** Every message id of the library. */
type MessageId = keyof typeof SENTENCES;

/** A complete catalog: a sentence for every message id of the library (what each shipped locale is checked to be). */
export type CompleteCatalog = { readonly [Id in MessageId]: Sentence };

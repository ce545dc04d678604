/**
 * What a client gets of every text (`TableJoinOptions.texts`): events carry
 * both an English `text` and a `message` by default; a client that renders
 * messages in its reader's language can do without the English, and one
 * that shows the English only can do without the messages. The choice is
 * made per connection at join and applied to the frames and the history the
 * connection is sent.
 *
 * @module
 */
import { TableRefusal } from './record.js';

/**
 * What of every text a connection is sent: `'both'` (the default: `text` and `message`), `'text'` (the English
 * only) or `'messages'` (the message only).
 *
 * @example
 * ```ts
 * const texts: TableTexts = 'messages';
 * ```
 */
export type TableTexts = 'text' | 'messages' | 'both';

/**
 * The choice a join's options make, `undefined` when they make none.
 *
 * @throws `TableRefusal` (`bad-options`) for a `texts` that is not one of the three.
 * @example
 * ```ts
 * textsChosen({ spectate: true, texts: 'messages' }); // 'messages'
 * ```
 */
export function textsChosen(options: unknown): TableTexts | undefined {
  const texts = (options as { texts?: unknown } | null)?.texts;
  if (texts === undefined) return undefined;
  if (texts === 'text' || texts === 'messages' || texts === 'both') return texts;
  throw new TableRefusal('bad-options', "texts must be 'text', 'messages' or 'both'.");
}

/** An event without the part the connection does without. */
function trimmed(event: unknown, texts: TableTexts): unknown {
  if (typeof event !== 'object' || event === null) return event;
  const { text, message, ...rest } = event as { text?: unknown; message?: unknown };
  return texts === 'text' ? { ...rest, text } : { ...rest, message };
}

const trimAll = (events: readonly unknown[] | undefined, texts: TableTexts) =>
  events?.map((event) => trimmed(event, texts));

/**
 * A message of the table as a connection that chose `texts` gets it: its frames' and history's events with only
 * the English `text` or only the `message`. Anything else (and `'both'`) goes as it is.
 *
 * @example
 * ```ts
 * transport.send(to, type, textsFor(type, message, 'messages'));
 * ```
 */
export function textsFor(type: string, message: unknown, texts: TableTexts): unknown {
  if (texts === 'both' || typeof message !== 'object' || message === null) return message;
  if (type === 'frame') {
    const frame = message as { events?: readonly unknown[]; tableEvents?: readonly unknown[] };
    return {
      ...frame,
      ...(frame.events ? { events: trimAll(frame.events, texts) } : {}),
      ...(frame.tableEvents ? { tableEvents: trimAll(frame.tableEvents, texts) } : {}),
    };
  }
  if (type === 'history') {
    const history = message as { entries: readonly { events: readonly unknown[] }[] };
    return {
      ...history,
      entries: history.entries.map((entry) => ({ ...entry, events: trimAll(entry.events, texts) })),
    };
  }
  return message;
}

/**
 * `tableLogger`: a logger for Colyseus's `new Server({ logger })` that
 * cannot be flooded. Colyseus logs every oversized or malformed frame with
 * a stack trace; a hostile client sends thousands. Each kind of line (its
 * first line, numbers blanked) is written once in full per window, and the
 * repeats become one counted line.
 *
 * @module
 */

/**
 * The console-like logger Colyseus takes (`new Server({ logger })`).
 *
 * @example
 * ```ts
 * tableLogger(console).error(new RangeError('Max payload size exceeded')); // one line, no stack: a client sent too much
 * ```
 */
export interface TableLogger {
  /** Writes a debug line. */
  debug(...args: unknown[]): void;
  /** Writes an error line. */
  error(...args: unknown[]): void;
  /** Writes an information line. */
  info(...args: unknown[]): void;
  /** Writes a trace line. */
  trace(...args: unknown[]): void;
  /** Writes a warning line. */
  warn(...args: unknown[]): void;
}

/** The kinds counted at most, per window (more kinds are counted together). */
const MAX_KINDS = 100;

/** The first line of what is logged, with numbers blanked: what makes repeats one kind. */
function kindOf(args: readonly unknown[]): string {
  const first = args[0];
  const text = first instanceof Error ? `${first.name}: ${first.message}` : String(first);
  return (text.split('\n', 1)[0] ?? '').slice(0, 200).replace(/\d+/g, '#');
}

/**
 * A logger that writes each kind of error or warning once in full per
 * `windowMs` (default one minute), and its repeats as one counted line
 * (`… and 4,211 more like it in the last 60 s`) when the window closes on
 * the next line of that kind. Memory is bounded: at most 100 kinds per
 * window. Debug, info and trace lines pass through.
 *
 * @example
 * ```ts
 * import { Server } from '@colyseus/core';
 * import { tableLogger } from 'boneyard/colyseus';
 *
 * const server = new Server({ logger: tableLogger() });
 * ```
 */
export function tableLogger(
  base: TableLogger = console,
  windowMs = 60_000,
  now: () => number = Date.now,
): TableLogger {
  const seen = new Map<string, { start: number; repeats: number }>();
  const counted =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]): void => {
      const t = now();
      let kind = kindOf(args);
      let entry = seen.get(kind);
      if (!entry && seen.size >= MAX_KINDS) {
        for (const [key, value] of seen)
          if (t - value.start >= windowMs && value.repeats === 0) seen.delete(key);
        if (seen.size >= MAX_KINDS) {
          kind = 'other lines';
          entry = seen.get(kind);
        }
      }
      if (entry && t - entry.start < windowMs) {
        entry.repeats += 1;
        return;
      }
      if (entry && entry.repeats > 0) {
        write(
          `… and ${entry.repeats.toLocaleString('en')} more like "${kind}" in the last ${Math.round((t - entry.start) / 1000)} s`,
        );
      }
      seen.set(kind, { start: t, repeats: 0 });
      write(...args);
    };
  return {
    debug: (...args) => base.debug(...args),
    info: (...args) => base.info(...args),
    trace: (...args) => base.trace(...args),
    error: counted((...args) => base.error(...args)),
    warn: counted((...args) => base.warn(...args)),
  };
}

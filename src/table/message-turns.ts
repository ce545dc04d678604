/**
 * Clients' messages, for every table of a process, handled in short turns
 * of the event loop so that a busy process still answers everything else.
 *
 * @module
 */
/** Milliseconds of clients' messages handled per turn of the event loop, for all tables of the process. */
const TURN_BUDGET_MS = 5;
/** Clients' messages waiting to be handled, in order of arrival, for every table of this process. */
const work: (() => void)[] = [];
let draining = false;
/** The next turn of the event loop: `setImmediate` in Node; a zero timeout in a browser, which has none. */
const nextTurn: (callback: () => void) => void =
  typeof setImmediate === 'function' ? setImmediate : (callback) => setTimeout(callback, 0);

/**
 * Queues the handling of a client's message. Messages are handled in turns
 * of at most `TURN_BUDGET_MS` per turn of the event loop (the work a
 * message starts in microtasks counted in its turn), so a process busy with
 * moves still answers everything else in between: matchmaking, joins, the
 * clock. A message arriving while the queue is empty waits for the next
 * turn only (a `setImmediate`, or a zero timeout in a browser).
 */
export function schedule(task: () => void): void {
  work.push(task);
  if (!draining) {
    draining = true;
    nextTurn(drain);
  }
}

function drain(): void {
  const start = performance.now();
  const next = (): void => {
    const task = work.shift();
    if (!task) {
      draining = false;
      return;
    }
    task();
    if (performance.now() - start >= TURN_BUDGET_MS) {
      if (work.length > 0) nextTurn(drain);
      else draining = false;
      return;
    }
    queueMicrotask(next);
  };
  next();
}

/**
 * The table's frames shown at a pace people can follow: a move by someone
 * else (a bot's answer, a forced move) stays on screen a while before the
 * next frame replaces it, so a chain of forced moves is seen move by move;
 * your own moves are shown at once. Frames wait in order; none is skipped.
 */

/** How long another seat's move stays on screen, from the page's `?pace=<ms>` (default 700, at most 5000; 0: none). */
export function paceFrom(asked: string | null): number {
  const ms = Number(asked ?? 700);
  return Number.isFinite(ms) ? Math.max(0, Math.min(5000, ms)) : 700;
}

/** Frames queued and shown one at a time (`show`), each move by another seat held `ms` before the next. */
export class FramePacer<F> {
  private queue: F[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly ms: number,
    private readonly show: (frame: F) => void,
    /** Whether a frame brings a new move by another seat (then it is held). */
    private readonly byOther: (frame: F) => boolean,
  ) {}

  /** A frame received: shown now, or after those before it. */
  push(frame: F): void {
    this.queue.push(frame);
    this.pump();
  }

  /** Whether frames are waiting (the one shown is not the latest: nothing may be played from it). */
  get catchingUp(): boolean {
    return this.queue.length > 0;
  }

  /** Forgets the waiting frames (leaving the table). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queue = [];
  }

  private pump(): void {
    if (this.timer !== undefined) return;
    const next = this.queue.shift();
    if (next === undefined) return;
    const held = this.ms > 0 && this.byOther(next);
    this.show(next);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.pump();
      },
      held ? this.ms : 0,
    );
  }
}

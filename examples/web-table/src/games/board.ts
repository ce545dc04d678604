/** What every game's board gets from the table, and gives back. */

/** The table as one game's board needs it. */
export interface BoardContext<V, M> {
  /** This seat's view (from the latest frame). */
  readonly view: V;
  /** This seat's legal moves now (empty when it may not move). */
  readonly moves: readonly M[];
  /** This seat, or `null` when watching. */
  readonly seat: number | null;
  /** Every seat's name. */
  readonly names: readonly string[];
  /** What the last move did (the frame's events), to highlight it. */
  readonly events: readonly Record<string, unknown>[];
  /** The move in words (the library's `describeMove`), for titles and buttons. */
  say(move: M): string;
  /** Sends a move to the table. */
  play(move: M): void;
  /** What the player has picked so far (a tile, a piece, a rotation…); kept between frames. */
  readonly pick: Record<string, unknown>;
  /** Draws the board again (after a pick). */
  redraw(): void;
}

/** One game's board: its drawing and what the seats panel shows. */
export interface Board<V, M extends { readonly type: string }> {
  /** The table drawn from the seat's view, with lit targets for its legal moves. */
  draw(context: BoardContext<V, M>): HTMLElement;
  /** Moves made with a button rather than by pointing at the board (pass, stop, draw…). */
  readonly buttons: readonly M['type'][];
  /**
   * Whether a button's move throws points away (Dump Truck: a domino back to
   * the pool, an unload for nothing): such buttons come last and look quieter.
   */
  wasteful?(view: V, move: M): boolean;
  /** The seats whose turn it is. */
  toMove(view: V): number[];
  /** Each seat's score so far. */
  scores(view: V): readonly number[];
  /** What each seat holds, in words (e.g. "5 tiles"), or `''`. */
  holds(view: V, seat: number): string;
}

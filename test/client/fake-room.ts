/** A room object with the members `tableClient` uses, driven by the test: it delivers messages and closes. */
import type { TableRoom } from '../../src/client/index.js';

export class FakeRoom implements TableRoom {
  readonly sent: [string, unknown][] = [];
  readonly leaves: (boolean | undefined)[] = [];
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();
  private readonly leaveHandlers: ((code: number) => void)[] = [];

  constructor(readonly roomId = 'room-1') {}

  send(type: string, message?: unknown): void {
    this.sent.push([type, message]);
  }

  onMessage(type: string, callback: (message: unknown) => void): () => void {
    const set = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, set);
    set.add(callback);
    return () => set.delete(callback);
  }

  onLeave(callback: (code: number) => void): void {
    this.leaveHandlers.push(callback);
  }

  leave(consented?: boolean): Promise<number> {
    this.leaves.push(consented);
    this.close(4000);
    return Promise.resolve(4000);
  }

  /** The server sends `message` as `type`. */
  deliver(type: string, message: unknown): void {
    for (const handler of this.handlers.get(type) ?? []) handler(message);
  }

  /** The connection ends with `code`. */
  close(code: number): void {
    for (const handler of this.leaveHandlers) handler(code);
  }
}

/** A room of the 0.17+ SDK: it reports a drop and its own reconnection. */
export class FakeRoom18 extends FakeRoom {
  private readonly dropHandlers: ((code: number) => void)[] = [];
  private readonly reconnectHandlers: (() => void)[] = [];

  onDrop(callback: (code: number) => void): void {
    this.dropHandlers.push(callback);
  }

  onReconnect(callback: () => void): void {
    this.reconnectHandlers.push(callback);
  }

  drop(code: number): void {
    for (const handler of this.dropHandlers) handler(code);
  }

  reconnect(): void {
    for (const handler of this.reconnectHandlers) handler();
  }
}

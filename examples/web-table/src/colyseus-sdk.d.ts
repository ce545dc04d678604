/**
 * The part of the Colyseus client the page uses, typed here because the
 * repository's lockfile cannot hold `@colyseus/sdk` (the 0.18 client) beside
 * the 0.16 server it installs for Node 20 (the client's optional peer is
 * `@colyseus/core` 0.18). The page is written for `@colyseus/sdk`; on the 0.16
 * line `vite.config.ts` serves `colyseus.js` under that name, whose `Client`
 * and `Room` have these same members. An app on 0.18 has the real types from
 * `npm i @colyseus/sdk`.
 */
declare module '@colyseus/sdk' {
  export interface Room {
    /** The room type's name (the game id here). */
    readonly name: string;
    readonly roomId: string;
    readonly sessionId: string;
    onMessage<T = unknown>(type: string, callback: (message: T) => void): () => void;
    onLeave(callback: (code: number) => void): void;
    send(type: string, message?: unknown): void;
    leave(consented?: boolean): Promise<number>;
  }
  export class Client {
    constructor(endpoint: string);
    create(roomName: string, options?: object): Promise<Room>;
    joinOrCreate(roomName: string, options?: object): Promise<Room>;
    joinById(roomId: string, options?: object): Promise<Room>;
  }
}

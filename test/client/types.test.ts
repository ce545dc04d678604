/**
 * Type tests: a client of Build Up hears Build Up's frames (its view, moves
 * and events) and sends only Build Up's moves; a `colyseus.js` room is a
 * `TableRoom` as it is. Checked by `tsc` (`npm run typecheck`); the calls
 * below also run, on a fake room.
 */
import type { Room } from 'colyseus.js';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type TableClient,
  type TableClientMessages,
  type TableConnectionState,
  type TableFrameOf,
  type TableRoom,
  type TableServerMessages,
  tableClient,
} from '../../src/client/index.js';
import type { BuildUpEvent, BuildUpMove, BuildUpState, BuildUpView } from '../../src/games/build-up/index.js';
import { buildUp } from '../../src/games/build-up/index.js';
import { dumpTruck } from '../../src/games/dump-truck/index.js';
import type { TableError, TableEvent, TableOver, TableSeatGrant } from '../../src/table/index.js';
import { FakeRoom } from './fake-room.js';

describe('boneyard/client types', () => {
  it("types a Build Up client's frames by Build Up's view, moves and events", () => {
    const client = tableClient(buildUp, new FakeRoom());
    expectTypeOf(client).toEqualTypeOf<TableClient<typeof buildUp, FakeRoom>>();
    expectTypeOf(client.room).toEqualTypeOf<FakeRoom>();
    expectTypeOf(client.state).toEqualTypeOf<TableConnectionState>();
    client.on('frame', (frame) => {
      expectTypeOf(frame.view).toEqualTypeOf<BuildUpView>();
      expectTypeOf(frame.legalMoves).toEqualTypeOf<readonly BuildUpMove[]>();
      expectTypeOf(frame.events).toEqualTypeOf<readonly BuildUpEvent[] | undefined>();
      expectTypeOf(frame.lastMove).toExtend<BuildUpMove | { type: string; player: number } | null>();
    });
    client.on('history', (history) => {
      expectTypeOf(history.entries[0]!.events).toEqualTypeOf<readonly (BuildUpEvent | TableEvent)[]>();
    });
    client.on('seat', (grant) => expectTypeOf(grant).toEqualTypeOf<TableSeatGrant>());
    client.on('over', (over) => expectTypeOf(over).toEqualTypeOf<TableOver>());
    client.on('error', (error) => expectTypeOf(error).toEqualTypeOf<TableError>());
    client.on('connection', (event) => expectTypeOf(event.state).toEqualTypeOf<TableConnectionState>());
    expectTypeOf(client.frame).toEqualTypeOf<TableFrameOf<typeof buildUp> | null>();
    expectTypeOf<NonNullable<typeof client.frame>['view']>().toEqualTypeOf<BuildUpView>();
    expectTypeOf(client.verify).returns.toEqualTypeOf<BuildUpState>();
  });

  it("sends only the game's moves, and each message with its own payload", () => {
    const client = tableClient(buildUp, new FakeRoom());
    expectTypeOf(client.move).parameter(0).toEqualTypeOf<BuildUpMove>();
    client.move({ type: 'pass', player: 0 });
    client.move({ type: 'play', player: 0, tile: '0:1-2', stack: 0 });
    // @ts-expect-error: Build Up has no 'draw' move
    client.move({ type: 'draw', player: 0 });
    // @ts-expect-error: a play names its stack
    client.move({ type: 'play', player: 0, tile: '0:1-2' });
    // @ts-expect-error: a Dump Truck move is not a Build Up move
    client.move(dumpTruck.legalMoves(dumpTruck.setup({ seed: 1 }), 0)[0]!);
    client.send('bot', { seat: 1, bot: 'greedy' });
    client.send('stand-in', { seat: 1 });
    client.send('back');
    // @ts-expect-error: 'bot' needs its seat and bot
    client.send('bot');
    // @ts-expect-error: no such message
    client.send('hack', {});
    // @ts-expect-error: no such event
    client.on('state', () => {});
  });

  it('shares one map of the messages with a server', () => {
    expectTypeOf<TableServerMessages<typeof buildUp>['frame']['view']>().toEqualTypeOf<BuildUpView>();
    expectTypeOf<TableClientMessages<typeof buildUp>['move']>().toEqualTypeOf<BuildUpMove>();
    expectTypeOf<TableClientMessages<typeof dumpTruck>['move']>().not.toEqualTypeOf<BuildUpMove>();
  });

  it('takes a colyseus.js room as it is, and types the rejoined rooms alike', () => {
    expectTypeOf<Room>().toExtend<TableRoom>();
    const typed = (room: Room) =>
      tableClient(buildUp, room, {
        server: 'ws://127.0.0.1:2567',
        tokens: { get: () => null, set: () => {}, delete: () => {} },
        rejoin: async () => room,
      });
    expectTypeOf(typed).returns.toEqualTypeOf<TableClient<typeof buildUp, Room>>();
    // @ts-expect-error: a shared token store needs the server's address (tokens are kept per server)
    tableClient(buildUp, new FakeRoom(), { tokens: { get: () => null, set: () => {}, delete: () => {} } });
  });
});

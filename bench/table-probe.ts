/**
 * The newcomer of `npm run bench -- table-load`, in its own process (so a
 * client process busy with hundreds of players does not slow its requests):
 * every 250 ms creates a Build Up table and a friend joins it, both leave;
 * after `seconds` prints the latencies as JSON. Run: `tsx bench/table-probe.ts <port> <seconds>`.
 */
import { Client, type Room } from 'colyseus.js';
import { sleep, within } from './util.js';

const [port, seconds] = process.argv.slice(2).map(Number) as [number, number];
const client = new Client(`ws://127.0.0.1:${port}`);
const creates: number[] = [];
const joins: number[] = [];
let failed = 0;
const leave = (room: Room) => void room.leave().catch(() => undefined);
const end = Date.now() + seconds * 1000;
for (let i = 0; Date.now() < end; i++) {
  const started = performance.now();
  try {
    let at = performance.now();
    const first = await within(client.create('build-up', { seed: `probe-${i}`, name: 'a' }), leave);
    first.onMessage('*', () => {});
    creates.push(performance.now() - at);
    at = performance.now();
    const second = await within(client.joinById(first.roomId, { name: 'b' }), leave);
    second.onMessage('*', () => {});
    joins.push(performance.now() - at);
    leave(first);
    leave(second);
  } catch {
    failed++;
  }
  await sleep(Math.max(0, 250 - (performance.now() - started)));
}
console.log(JSON.stringify({ creates, joins, failed }));
process.exit(0);

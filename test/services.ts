/**
 * Vitest's global setup for `npm test`: before any test starts, one line for each service the suite needs
 * that does not answer (today Redis, for the queue tests), with what to run; nothing when all answer.
 */
import { connect } from 'node:net';

const REDIS_URL = process.env.BONEYARD_TEST_REDIS ?? 'redis://127.0.0.1:6379';

/** Whether something accepts a TCP connection at `host:port` within `ms`. */
function answers(host: string, port: number, ms = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export default async function setup(): Promise<void> {
  const url = new URL(REDIS_URL);
  const host = url.hostname || '127.0.0.1';
  const port = Number(url.port || 6379);
  if (!(await answers(host, port))) {
    process.stdout.write(
      `boneyard: no Redis at ${host}:${port}, so the queue tests (test/queue) will fail: start one ` +
        '(`redis-server --daemonize yes`; Debian: `apt-get install redis-server`) or set BONEYARD_TEST_REDIS.\n',
    );
  }
}

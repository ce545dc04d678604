/** Child processes for the end-to-end tests: Redis, the table server, free ports. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a process and resolves once a line of its output matches `ready`. */
export function start(
  command: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      if (ready.test(output)) {
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

/** Redis from Debian's package, on its own port, keeping nothing on disk. */
export function startRedis(port: number): Promise<ChildProcess> {
  return start(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    /Ready to accept connections/,
  );
}

/** The web table's game server (examples/web-table/server.ts) in its own Node process. */
export function startTableServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  return start(
    process.execPath,
    ['--import', 'tsx', join(root, 'examples/web-table/server.ts')],
    /table server on/,
    // The tests pick their seeds (the server deals by default; CLIENT_SEEDS is for development and tests).
    { PORT: String(port), CLIENT_SEEDS: '1', ...env },
  );
}

/** Stops a child and waits for it to exit. */
export function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * A private PostgreSQL cluster from Debian's binaries: its own data folder
 * and port, run as the `postgres` user (initdb refuses root), trust auth on
 * loopback. `restart` stops it (fast) and starts it again; `stop` ends it and
 * deletes the folder.
 */
export async function privatePostgres(): Promise<{
  url: string;
  stop: () => Promise<void>;
  down: () => Promise<void>;
  up: () => Promise<void>;
}> {
  const { execFileSync } = await import('node:child_process');
  const { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } = await import('node:fs');
  const { tmpdir, userInfo } = await import('node:os');
  const bin = join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'boneyard-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const root = userInfo().uid === 0;
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const as = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const up = async () =>
    void as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const down = async () => void as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await up();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    down,
    up,
    stop: async () => {
      await down().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with nothing of its own reaching the network (never a browser a tool downloads). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

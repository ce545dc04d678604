// `npm run table`: the Colyseus game server (tsx) and the web table's Vite dev server, together.
// Ctrl-C stops both. PORT sets the game server's port (default 2567), TABLE_PAGE_PORT the page's (5173).
// Both run on the Colyseus line installed here: 0.18 after `npm run colyseus:0.18` (Node >= 22), else the
// lockfile's 0.16 (scripts/colyseus-line.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colyseusLine } from './colyseus-line.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), [join(root, 'examples/web-table/server.ts')], { stdio: 'inherit', cwd: root }),
  spawn(bin('vite'), ['--config', join(root, 'examples/web-table/vite.config.ts')], {
    stdio: 'inherit',
    cwd: root,
  }),
];
const port = process.env.PORT ?? '2567';
const page = process.env.TABLE_PAGE_PORT ?? '5173';
const line = colyseusLine();
console.log(
  line === '0.18'
    ? 'web table on Colyseus 0.18 (@colyseus/sdk in the page)'
    : `web table on Colyseus 0.16 (the lockfile's; \`npm run colyseus:0.18\` moves this checkout to the current line on Node >= 22, this is Node ${process.versions.node})`,
);
console.log(
  `web table: open http://127.0.0.1:${page}/${port === '2567' ? '' : `?server=ws://127.0.0.1:${port}`}`,
);
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { colyseusLine } from '../../scripts/colyseus-line.mjs';

// The page of `npm run table`; the game server runs beside it (examples/web-table/server.ts).
// The page is written for the current Colyseus client, `@colyseus/sdk` (0.18). A checkout on the 0.16 line
// (the lockfile's, for Node 20) serves `colyseus.js` under that name: a 0.18 client cannot join a 0.16 server.
const line = colyseusLine();
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  server: { host: '127.0.0.1', port: Number(process.env.TABLE_PAGE_PORT ?? 5173), strictPort: true },
  resolve: line === '0.16' ? { alias: [{ find: /^@colyseus\/sdk$/, replacement: 'colyseus.js' }] } : {},
  clearScreen: false,
});

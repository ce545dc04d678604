import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { colyseusLine } from '../../scripts/colyseus-line.mjs';

// The page of `npm run table`; the game server runs beside it (examples/web-table/server.ts).
// The page is written for the current Colyseus client, `@colyseus/sdk` (0.18). A checkout on the 0.16 line
// (the lockfile's, for Node 20) serves `colyseus.js` under that name: a 0.18 client cannot join a 0.16 server.
// The page imports only the package's public entries (`boneyard`, `boneyard/client`, `boneyard/table`…), as an
// app would; here they are served from this checkout's sources, as tsconfig.json's `paths` type them.
const line = colyseusLine();
const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
/** `boneyard` and `boneyard/<entry>` (a game folder or a runtime entry) from the sources. */
const publicEntries: Plugin = {
  name: 'boneyard-public-entries',
  enforce: 'pre',
  resolveId(id) {
    if (id === 'boneyard') return src('index.ts');
    const entry = /^boneyard\/([\w-]+)$/.exec(id)?.[1];
    if (!entry) return null;
    return (
      [src(`games/${entry}/index.ts`), src(`${entry}/index.ts`)].find((file) => existsSync(file)) ?? null
    );
  },
};
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  server: { host: '127.0.0.1', port: Number(process.env.TABLE_PAGE_PORT ?? 5173), strictPort: true },
  plugins: [publicEntries],
  resolve: line === '0.16' ? { alias: [{ find: /^@colyseus\/sdk$/, replacement: 'colyseus.js' }] } : {},
  clearScreen: false,
});

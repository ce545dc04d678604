import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The page of `npm run table`; the game server runs beside it (examples/web-table/server.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  server: { host: '127.0.0.1', port: Number(process.env.TABLE_PAGE_PORT ?? 5173), strictPort: true },
  clearScreen: false,
});

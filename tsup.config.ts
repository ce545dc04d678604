import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Build entries: the root, one per game folder of the list (src/games/<folder>/index.ts), the runtime entries.
// test/games/list.test.ts checks these against the list, package.json exports and the docs entries.
const games = readdirSync('src/games', { withFileTypes: true })
  .filter((dirent) => dirent.isDirectory())
  .map((dirent) => dirent.name);
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(games.map((folder) => [folder, `src/games/${folder}/index.ts`])),
    testing: 'src/testing/index.ts',
    simulate: 'src/simulate/index.ts',
    table: 'src/table/index.ts',
    'table-sqlite': 'src/table/sqlite.ts',
    'table-postgres': 'src/table/postgres.ts',
    client: 'src/client/index.ts',
    texts: 'src/texts/index.ts',
    'simulate-worker': 'src/simulate/worker.ts',
    queue: 'src/queue/index.ts',
    colyseus: 'src/colyseus/index.ts',
    'colyseus-worker': 'src/colyseus/worker.ts',
    cli: 'src/cli/bin.ts',
  },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  // No source maps: they were 2.5 of the 4.2 MB unpacked, and the bundles are unminified, readable code.
  sourcemap: false,
  clean: true,
  treeshake: true,
  // Quiet: tree-shaking leaves chunks of type-only modules empty, and Rollup says so on stderr for each; errors
  // still fail the build, and check-bundles and publint report what was built.
  silent: true,
  splitting: true,
  target: 'es2022',
  // No shims: they would put Node's path/url into the chunks the browser entries share.
  shims: false,
  define: { __BONEYARD_VERSION__: JSON.stringify(version) },
});

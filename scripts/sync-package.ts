/**
 * `npm run sync`: writes the package's `exports`, `typesVersions` and the
 * docs entry points from the one list of games (src/games/list.ts), so that
 * adding a game is a folder and a line. `test/games/list.test.ts` fails when
 * they are out of date.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gameFamilies } from '../src/registry.js';

/** The package subpaths in order: the root, each game folder, then the runtime entries. */
export function subpaths(): { subpath: string; file: string; source: string }[] {
  return [
    { subpath: '.', file: 'index', source: 'src/index.ts' },
    ...gameFamilies.map((family) => ({
      subpath: `./${family.folder}`,
      file: family.folder,
      source: `src/games/${family.folder}/index.ts`,
    })),
    { subpath: './testing', file: 'testing', source: 'src/testing/index.ts' },
    { subpath: './simulate', file: 'simulate', source: 'src/simulate/index.ts' },
    { subpath: './table', file: 'table', source: 'src/table/index.ts' },
    { subpath: './table-sqlite', file: 'table-sqlite', source: 'src/table/sqlite.ts' },
    { subpath: './table-postgres', file: 'table-postgres', source: 'src/table/postgres.ts' },
    { subpath: './client', file: 'client', source: 'src/client/index.ts' },
    { subpath: './texts', file: 'texts', source: 'src/texts/index.ts' },
  ];
}

export function expectedExports(): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const { subpath, file } of subpaths()) {
    exports[subpath] = {
      import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
      require: { types: `./dist/${file}.d.cts`, default: `./dist/${file}.cjs` },
    };
  }
  exports['./package.json'] = './package.json';
  return exports;
}

/** For TypeScript's old `node10` resolution, which does not read `exports`. */
export function expectedTypesVersions(
  exports: Record<string, unknown>,
): Record<string, Record<string, string[]>> {
  const map: Record<string, string[]> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (subpath === '.' || typeof target !== 'object' || target === null) continue;
    map[subpath.slice(2)] = [(target as { require: { types: string } }).require.types];
  }
  return { '*': map };
}

/** The root entry re-exports every game folder: the lines between the markers of src/index.ts. */
export function expectedRootIndex(current: string): string {
  const lines = gameFamilies.map((family) => `export * from './games/${family.folder}/index.js';`);
  return current.replace(
    /(\/\/ games: written by `npm run sync` from src\/games\/list\.ts\n)[\s\S]*?(\/\/ end of games\n)/,
    `$1${lines.join('\n')}\n$2`,
  );
}

export function expectedDocEntries(): string[] {
  return subpaths().map((entry) => entry.source);
}

if (process.argv[1]?.endsWith('sync-package.ts')) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;
  pkg.exports = { ...expectedExports(), ...extraExports(pkg.exports as Record<string, unknown>) };
  pkg.typesVersions = expectedTypesVersions(pkg.exports as Record<string, unknown>);
  writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
  const typedoc = JSON.parse(readFileSync('typedoc.json', 'utf8')) as Record<string, unknown>;
  typedoc.entryPoints = [...expectedDocEntries(), ...extraDocEntries(typedoc.entryPoints as string[])];
  writeFileSync('typedoc.json', `${JSON.stringify(typedoc, null, 2)}\n`);
  writeFileSync('src/index.ts', expectedRootIndex(readFileSync('src/index.ts', 'utf8')));
  execFileSync('npx', ['biome', 'format', '--write', 'package.json', 'typedoc.json', 'src/index.ts'], {
    stdio: 'ignore',
  });
  console.log(
    'package.json exports, typesVersions, typedoc.json entryPoints and src/index.ts written from the list',
  );
}

/** Entries that are not games nor the fixed ones (e.g. ./colyseus, ./queue) are kept as they are. */
function extraExports(current: Record<string, unknown> = {}): Record<string, unknown> {
  const known = new Set([...subpaths().map((s) => s.subpath), './package.json']);
  return Object.fromEntries(
    Object.entries(current).filter(([key]) => !known.has(key) && !isGameSubpath(key)),
  );
}

function extraDocEntries(current: string[] = []): string[] {
  const known = new Set(expectedDocEntries());
  return current.filter((entry) => !known.has(entry) && !entry.startsWith('src/games/'));
}

function isGameSubpath(key: string): boolean {
  return (
    /^\.\/[a-z-]+$/.test(key) &&
    ![
      './testing',
      './simulate',
      './table',
      './table-sqlite',
      './table-postgres',
      './client',
      './texts',
      './colyseus',
      './queue',
    ].includes(key)
  );
}

// Bundles every browser entry of the built package the way an app's bundler would (esbuild, platform
// browser, minified, tree-shaken) and fails on any Node built-in or on a size over its budget. Also
// bundles single imports (`scoreTruck` alone, `findChain` alone) to prove tree-shaking works.
// Run by `npm test` after the build; prints every entry's size, minified and gzipped.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** Entries that need Node by design (worker threads; sockets; Redis; database drivers). */
const NODE_ONLY = new Set([
  './simulate',
  './colyseus',
  './queue',
  './table-sqlite',
  './table-postgres',
  './package.json',
]);
/** How many game folders `src/games` holds (one entry each, as tsup.config.ts builds them). */
function gameFolders() {
  return readdirSync(new URL('../src/games', import.meta.url), { withFileTypes: true }).filter((d) =>
    d.isDirectory(),
  ).length;
}

/** Gzipped budgets in bytes: a whole entry, and single imports that must tree-shake. */
const BUDGETS = {
  // Issue 35: the root entry carries every game's how-to-play words (HowToPlay, about 4.2 KB gzipped):
  // 60,000 before them.
  // The root re-exports every game: 3,000 more for each game folder past the four built in (a new game from
  // `npm run new-game` adds about 2,200).
  // Issue 37: every text a person reads is also a message (an id and its parameters: events, moves, every line
  // of the drawings), the English text rendered from each game's English sentences: 68,231, about 4,600 more
  // (63,667 before). The other languages are in boneyard/texts only.
  '.': 70_000 + 3_000 * Math.max(0, gameFolders() - 4),
  './testing': 60_000,
  // Issue 37: boneyard/texts holds every shipped language: each one's sentences (21,797 for the four) and each
  // listed game's how-to-play in each (about 18,300 more: 40,118 in all). An app pays for what it imports:
  // `textOf alone` below leaves the guides out. The refusals' and the table's notices in the four languages came
  // next (48,445 in all).
  './texts': 55_000,
  default: 40_000,
  // Issue 12: the exact scorer alone (frontier DP, tiny-grid table, sequences, jokers) under 5 KB; issue 27
  // added answers past the exact range (work allowance, band bound, walk) within 6 KB, read as 6,000 bytes
  // (5,977 at 39a775d). Issue 38 (each call's own context, the sweep split at its seams, first paths and the
  // colours' bound) brought it to about 6,200; back within 6,000 after it (5,994: tuples for internal
  // answers, the sweep's scratch made per layer, the state cap a constant).
  'scoreTruck alone': 6_000,
  'findChain alone': 5_000,
  // Every language's sentences without the how-to-play guides (22,207 at the guides' arrival; 30,832 with every
  // refusal and table notice in the four languages, which textOf renders too).
  'textOf alone': 35_000,
};
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

async function bundle(label, contents) {
  const seenBuiltins = [];
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['import', 'browser'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'no-node-builtins',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (builtins.has(args.path)) {
              seenBuiltins.push(`${args.path} (from ${args.importer})`);
              return { path: args.path, external: true };
            }
            return undefined;
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0].contents;
  return { label, min: code.length, gzip: gzipSync(code, { level: 9 }).length, builtins: seenBuiltins };
}

const rows = [];
/** The built ESM file an app's bundler picks for a subpath (the package's `exports`, `import` condition). */
const file = (subpath) => `./${pkg.exports[subpath].import.default.replace(/^\.\//, '')}`;
for (const subpath of Object.keys(pkg.exports)) {
  if (NODE_ONLY.has(subpath)) continue;
  const label = subpath === '.' ? 'boneyard' : `boneyard/${subpath.slice(2)}`;
  rows.push({
    ...(await bundle(label, `export * from '${file(subpath)}';`)),
    budget: BUDGETS[subpath] ?? BUDGETS.default,
  });
}
rows.push({
  ...(await bundle(
    'scoreTruck alone',
    `import { scoreTruck } from '${file('./dump-truck')}'; console.log(scoreTruck);`,
  )),
  budget: BUDGETS['scoreTruck alone'],
});
rows.push({
  ...(await bundle('textOf alone', `import { textOf } from '${file('./texts')}'; console.log(textOf);`)),
  budget: BUDGETS['textOf alone'],
});
rows.push({
  ...(await bundle(
    'findChain alone',
    `import { findChain } from '${file('./shanghai')}'; console.log(findChain);`,
  )),
  budget: BUDGETS['findChain alone'],
});

let failed = false;
console.log('entry (browser bundle)            minified    gzipped   budget (gzip)');
for (const row of rows) {
  const over = row.gzip > row.budget;
  console.log(
    `${row.label.padEnd(32)} ${String(row.min).padStart(9)} ${String(row.gzip).padStart(10)} ${String(row.budget).padStart(10)}${over ? '  OVER BUDGET' : ''}`,
  );
  if (row.builtins.length > 0) console.log(`  Node built-ins reached: ${row.builtins.join(', ')}`);
  failed ||= over || row.builtins.length > 0;
}
if (failed) {
  console.error('check-bundles: a browser entry imports a Node built-in or is over its size budget');
  process.exit(1);
}

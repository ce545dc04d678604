/**
 * `npm run new-game <folder>`: a new game made from the Tiny Block template
 * (`examples/tiny-block/`), with its names rewritten, and everything the list
 * test asks of a game: the folder `src/games/<folder>/`, its line in
 * `src/games/list.ts`, the rules-doc skeleton `docs/rules/<folder>.md` with
 * its code table, its rows in `docs/codes.md`, its tests in
 * `test/games/<folder>/` (the template's, with its `hide`), its `hide` in
 * `test/games/check-all.test.ts` and what a seat may not see in
 * `test/colyseus/hidden.ts`, its words in `src/texts/` (its English refusals and guide listed, the
 * template's other languages written renamed: `new-game-texts.ts`), a CHANGELOG line; then `npm run sync`
 * and the docs site's game pages.
 * What is left is the game's own rules. Run from the project's root.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameFamily } from '../src/core/index.js';
import { TEMPLATE_WORDS } from './new-game-texts.js';

/** The template's folder, its tests and its `hide`. */
export const TEMPLATE = {
  folder: 'examples/tiny-block',
  test: 'test/examples/tiny-block.test.ts',
  hide: 'test/examples/tiny-block-hide.ts',
} as const;

/** A game's names in each case the code uses, from its folder name. */
export interface GameNames {
  /** `'tiny-block'`: the folder, the game's `id`, its subpath. */
  readonly folder: string;
  /** `'tinyBlock'`: the game object and its functions. */
  readonly camel: string;
  /** `'TinyBlock'`: its types. */
  readonly pascal: string;
  /** `'TINY_BLOCK'`: its constants. */
  readonly constant: string;
  /** `'Tiny Block'`: its name for people. */
  readonly title: string;
}

/**
 * The names of a game from its folder name: kebab-case, lower-case words of
 * letters and digits, the first word starting with a letter.
 *
 * @returns The names, or `null` when `folder` is not such a name.
 * @example
 * ```ts
 * gameNames('fives-and-threes'); // { folder: 'fives-and-threes', camel: 'fivesAndThrees', pascal: 'FivesAndThrees', constant: 'FIVES_AND_THREES', title: 'Fives And Threes' }
 * gameNames('Fives'); // null
 * ```
 */
export function gameNames(folder: string): GameNames | null {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) return null;
  const words = folder.split('-');
  const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  const pascal = words.map(capital).join('');
  return {
    folder,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    constant: words.map((word) => word.toUpperCase()).join('_'),
    title: words.map(capital).join(' '),
  };
}

const TEMPLATE_NAMES = gameNames('tiny-block')!;

/**
 * Rewrites the template's names to the game's, in every case.
 *
 * @example
 * ```ts
 * renameGame("export const tinyBlock = defineGame({ id: 'tiny-block', name: 'Tiny Block'", gameNames('fives')!);
 * // "export const fives = defineGame({ id: 'fives', name: 'Fives'"
 * ```
 */
export function renameGame(text: string, names: GameNames): string {
  const from = TEMPLATE_NAMES;
  return text
    .replaceAll(from.constant, names.constant)
    .replaceAll(from.pascal, names.pascal)
    .replaceAll(from.camel, names.camel)
    .replaceAll(from.folder, names.folder)
    .replaceAll(from.title, names.title);
}

/** `from 'boneyard'` (how the template imports the library, as a user's project would) to `to`. */
function importsFrom(text: string, to: string): string {
  return text.replace(/^(import\b[^;]*?)from 'boneyard';$/gm, `$1from '${to}';`);
}

/** Writes `text` to `file` under `root`, making its folder; refuses to overwrite. */
function create(root: string, file: string, text: string): void {
  const path = join(root, file);
  if (existsSync(path)) fail(`${file} exists already`);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

/** Reads `file`, applies `change`, writes it back; `change` must change it (else the file's shape moved). */
function edit(root: string, file: string, change: (text: string) => string): void {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const changed = change(text);
  if (changed === text) noPlace(file);
  writeFileSync(path, changed);
}

/** Stops where an edit of `file` finds nothing to change: the file's layout moved. */
function noPlace(file: string): never {
  fail(`${file}: found no place for the new game (has its layout changed?)`);
}

/** Why the command made nothing (or stopped): printed as `new-game: <message>`, exit code 1. */
export class NewGameRefused extends Error {
  override readonly name = 'NewGameRefused';
}

function fail(message: string): never {
  throw new NewGameRefused(message);
}

/** The core move codes, in the order the rules docs list them. */
const CORE_ROWS: readonly (readonly [string, string])[] = [
  ['malformed-move', 'The move is a plain object (`defineGame`, before any rule of the game).'],
  ['unknown-move-type', '`type` names a move of the game.'],
  ['bad-player', '`player` is a seat of the game.'],
  ['unknown-field', 'The move has only the fields its type takes.'],
  ['missing-field', 'The move has every field its type needs.'],
  ['bad-field', 'Each field has its type.'],
  ['not-your-turn', 'Only a seat that may move now moves.'],
  ['not-your-seat', 'A connection bound to one seat moves only for that seat.'],
];

/**
 * The rules-doc skeleton: where the engine and the tests are, a table for the
 * seed sentences to fill in, and the code table (every code of the game, the
 * template's rule written against each to be rewritten).
 *
 * @example
 * ```ts
 * rulesDoc(gameNames('fives')!, ['no-match', 'malformed-move']); // '# Fives — rules traced to the engine\n…'
 * ```
 */
export function rulesDoc(names: GameNames, codes: readonly string[]): string {
  const core = new Set(CORE_ROWS.map(([code]) => code));
  const own = codes.filter((code) => !core.has(code));
  return `# ${names.title} — rules traced to the engine

Seed: (the rules this game follows, and where they come from).
Engine: \`src/games/${names.folder}/\` (\`${names.camel}\` in \`game.ts\`; the moves,
their checks and the codes in \`rules.ts\`; setup and the flow of play in
\`state.ts\`; \`parseState\` in \`parse.ts\`). Tests: \`test/games/${names.folder}/\`.

Made by \`npm run new-game ${names.folder}\` from the Tiny Block template: the
rules below are the template's until this game's own replace them.

## Every sentence of the seed

| # | Seed sentence | How the engine reads it | Test |
|---|---|---|---|
| 1 | (a sentence of the rules) | (the code that enforces it) | (the test that shows it) |

## Rule codes

Every code a ${names.title} move can be refused with (\`${names.constant}_CODES\` in
\`src/games/${names.folder}/rules.ts\`, also \`${names.camel}.codes\`).

| Code | The rule it enforces (seed sentence) |
|---|---|
${own.map((code) => `| \`${code}\` | (the rule; the template's check in \`rules.ts\` gives this code) |`).join('\n')}

Besides these, every game shares the core codes (\`CORE_CODES\`), given by
\`defineGame\` before a ${names.title} rule is asked:

| Code | The rule it enforces |
|---|---|
${CORE_ROWS.map(([code, rule]) => `| \`${code}\` | ${rule} |`).join('\n')}
`;
}

/**
 * `docs/codes.md` with the game's move codes: the game's list named in the
 * kinds table, and each code's row naming the game (a new row, after the
 * last move row, for a code no game had).
 *
 * @example
 * ```ts
 * withCodeRows(readFileSync('docs/codes.md', 'utf8'), gameNames('fives')!, ['no-match']);
 * ```
 */
export function withCodeRows(doc: string, names: GameNames, codes: readonly string[]): string {
  const list = `${names.constant}_CODES`;
  const thrower = `${names.title} (\`${list}\`)`;
  let text = doc.replace(
    /(\| move \| `CORE_CODES` \(`CoreCode`\) and each game's codes \([^|]*?)(; also `game\.codes`\))/,
    `$1, \`${list}\`$2`,
  );
  const core = new Set(CORE_ROWS.map(([code]) => code));
  for (const code of codes.filter((c) => !core.has(c))) {
    const row = new RegExp(`^(\\| \`${code}\` \\| move \\| )([^|]*?)( \\|.*)$`, 'm');
    if (row.test(text)) {
      text = text.replace(row, `$1$2; ${thrower}$3`);
      continue;
    }
    const lines = text.split('\n');
    let last = lines.length - 1;
    while (last > 0 && !/^\| `[a-z-]+` \| move \|/.test(lines[last]!)) last -= 1;
    lines.splice(
      last + 1,
      0,
      `| \`${code}\` | move | ${thrower} | (what the rule asks; see \`docs/rules/${names.folder}.md\`) |`,
    );
    text = lines.join('\n');
  }
  return text;
}

/** The template's test, moved to `test/games/<folder>/` and renamed. */
function gameTest(root: string, names: GameNames, file: string): string {
  const text = readFileSync(join(root, file), 'utf8')
    .replaceAll(`'./${TEMPLATE.hide.split('/').pop()!.replace(/\.ts$/, '.js')}'`, `'./hide.js'`)
    .replaceAll(`'../../${TEMPLATE.folder}/`, `'../../../src/games/${names.folder}/`)
    .replaceAll(`(${TEMPLATE.folder})`, `(src/games/${names.folder})`);
  return renameGame(importsFrom(text, '../../../src/core/index.js'), names);
}

/** `text` with `pattern` replaced (its first match); fails naming `file` where `pattern` finds no place. */
function replaced(file: string, text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) noPlace(file);
  return text.replace(pattern, replacement);
}

/** A value as a TypeScript literal, the template's names rewritten to the game's. */
const literal = (value: unknown, names: GameNames): string =>
  renameGame(JSON.stringify(value, null, 2), names);

/**
 * Lists the new game's words in `boneyard/texts`: its English refusals in
 * `NOTICES_EN` and its guide in `HOW_TO_PLAY_EN`, and in each other shipped
 * language the template's words ({@link TEMPLATE_WORDS}, renamed): refusals,
 * guide and variant names.
 *
 * @returns The files changed, relative to `root`.
 */
function addTexts(root: string, names: GameNames): string[] {
  const { folder, camel, constant } = names;
  const refusals = `${constant}_REFUSALS_EN`;
  /** Each change of `file` in turn: every pattern must find its place. */
  const change = (file: string, ...steps: [RegExp, string][]) =>
    edit(root, file, (text) =>
      steps.reduce((done, [pattern, replacement]) => replaced(file, done, pattern, replacement), text),
    );
  /** After the file's first block of imports. */
  const importing = (line: string): [RegExp, string] => [/^((?:import\b[^;]*;\n)+)/m, `$1${line}\n`];
  change(
    'src/texts/notices.ts',
    importing(`import { ${refusals} } from '../games/${folder}/refusals-en.js';`),
    [/(\n {2}\.\.\.TABLE_REFUSALS_EN,)/, `\n  ...${refusals},$1`],
  );
  change(
    'src/texts/how-to-play-en.ts',
    importing(`import { ${camel}HowToPlay } from '../games/${folder}/how-to-play.js';`),
    [/(\ninterface Guides \{\n(?:[^\n]*\n)*?)(\})/, `$1  readonly '${folder}': HowToPlay;\n$2`],
    [/(\nexport type GuideGameId =(?:\n {2}\| '[^']+')+)(;)/, `$1\n  | '${folder}'$2`],
    [/(\n)(\} satisfies Record<keyof Guides, HowToPlay>;)/, `$1  '${folder}': ${camel}HowToPlay,\n$2`],
  );
  const files = ['src/texts/notices.ts', 'src/texts/how-to-play-en.ts'];
  for (const [language, words] of Object.entries(TEMPLATE_WORDS)) {
    const sentences = Object.entries(words.refusals).map(
      ([code, sentence]) => `  '${folder}.refusal.${code}': ${JSON.stringify(sentence)},`,
    );
    change(`src/texts/notices-${language}.ts`, [/\n\};\n$/, `\n${sentences.join('\n')}\n};\n`]);
    change(
      `src/texts/how-to-play-${language}.ts`,
      [/\n\}\)\)\(\);\n/, `\n  '${folder}': ${literal(words.howToPlay, names)},\n}))();\n`],
      [/\n\};\n$/, `\n  '${folder}': ${literal(words.variants, names)},\n};\n`],
    );
    files.push(`src/texts/notices-${language}.ts`, `src/texts/how-to-play-${language}.ts`);
  }
  return files;
}

/**
 * Makes the game `folder` in the project at `root` (see the module's
 * comment); `sync` runs `npm run sync` at the end.
 *
 * @returns The files written or changed, relative to `root`.
 * @example
 * ```ts
 * await newGame('.', 'fives'); // ['src/games/fives/bots.ts', …, 'CHANGELOG.md']
 * ```
 */
export async function newGame(root: string, folder: string, sync = true): Promise<string[]> {
  const names = gameNames(folder);
  if (!names)
    fail(`'${folder}' is not a folder name: kebab-case words of a-z and 0-9, e.g. fives-and-threes`);
  if (existsSync(join(root, 'src/games', folder))) fail(`src/games/${folder} exists already`);
  const list = readFileSync(join(root, 'src/games/list.ts'), 'utf8');
  if (list.includes(` as ${names.camel} `)) fail(`src/games/list.ts already names ${names.camel}`);
  const written: string[] = [];
  const gameDir = `src/games/${folder}`;
  for (const file of readdirSync(join(root, TEMPLATE.folder)).sort()) {
    if (!file.endsWith('.ts')) continue;
    let text = renameGame(
      importsFrom(readFileSync(join(root, TEMPLATE.folder, file), 'utf8'), '../../core/index.js'),
      names,
    );
    // The game's own entry: `import … from 'boneyard/<folder>'` in its docs, one typedoc module.
    if (file === 'index.ts') text = text.replace(/^ \* @module$/m, ` * @module boneyard/${folder}`);
    create(root, `${gameDir}/${file}`, text);
    written.push(`${gameDir}/${file}`);
  }
  const testDir = `test/games/${folder}`;
  create(root, `${testDir}/game.test.ts`, gameTest(root, names, TEMPLATE.test));
  create(root, `${testDir}/hide.ts`, gameTest(root, names, TEMPLATE.hide));
  written.push(`${testDir}/game.test.ts`, `${testDir}/hide.ts`);

  edit(
    root,
    'src/games/list.ts',
    (text) => `${text.trimEnd()}\nexport { family as ${names.camel} } from './${folder}/entry.js';\n`,
  );
  edit(root, 'test/games/check-all.test.ts', (text) =>
    text
      .replace(
        /(\nimport [^\n]*from '\.\/[^']+';\n)(?!import)/,
        `$1import { hide${names.pascal} } from './${folder}/hide.js';\n`,
      )
      .replace(/(\nconst hides[^=]*= \{\n(?:[^\n]*\n)*?)(\};)/, `$1  '${folder}': hide${names.pascal},\n$2`),
  );
  // What a seat may not see, for the Colyseus tables' test that no frame leaks it.
  edit(root, 'test/colyseus/hidden.ts', (text) =>
    text
      .replace(
        /(\nimport [^\n]*;\n)(?!import)/,
        `$1import { hidden${names.pascal}Ids } from '../games/${folder}/hide.js';\n`,
      )
      .replace(
        /(\nhiders\['domino-squares-draw'\] = [^\n]*\n)/,
        `$1hiders${folder.includes('-') ? `['${folder}']` : `.${folder}`} = hidden${names.pascal}Ids;\n`,
      ),
  );
  written.push('src/games/list.ts', 'test/games/check-all.test.ts', 'test/colyseus/hidden.ts');

  // The codes as the new game declares them (its own, then the core's).
  const module = (await import(pathToFileURL(join(root, gameDir, 'entry.ts')).href)) as {
    family: GameFamily;
  };
  const codes = module.family.games[0]!.game.codes;
  create(root, `docs/rules/${folder}.md`, rulesDoc(names, codes));
  edit(root, 'docs/codes.md', (text) => withCodeRows(text, names, codes));
  edit(root, 'CHANGELOG.md', (text) =>
    text.replace(
      /(## \[Unreleased\]\n+### Added\n)/,
      `$1- ${names.title} (\`boneyard/${folder}\`, \`${names.camel}\`): a new game made by \`npm run new-game ${folder}\` from the Tiny Block template; its rules in \`docs/rules/${folder}.md\`.\n`,
    ),
  );
  written.push(`docs/rules/${folder}.md`, 'docs/codes.md', 'CHANGELOG.md');

  // Its words in every shipped language: the template's English (its guide, its refusals) listed in
  // `src/texts/`, and the template's other languages written there, renamed.
  written.push(...addTexts(root, names));

  // Formatted, and the imports sorted as the lint wants them.
  execFileSync('npx', ['biome', 'check', '--write', ...written], { cwd: root, stdio: 'ignore' });
  if (sync) {
    execFileSync('npx', ['tsx', 'scripts/sync-package.ts'], { cwd: root, stdio: 'ignore' });
    // The docs site's page for the game (and the games index), written from its entry as for every game.
    execFileSync('npx', ['tsx', 'scripts/docs-pages.ts'], { cwd: root, stdio: 'ignore' });
    written.push(
      'package.json',
      'typedoc.json',
      'src/index.ts',
      `docs/games/${folder}.md`,
      'docs/games/index.md',
    );
  }
  return written;
}

if (process.argv[1]?.endsWith('new-game.ts')) {
  const [folder = ''] = process.argv.slice(2);
  let written: string[] = [];
  try {
    if (!folder) fail('usage: npm run new-game <folder> (kebab-case, e.g. fives-and-threes)');
    written = await newGame('.', folder);
  } catch (error) {
    if (!(error instanceof NewGameRefused)) throw error;
    process.stderr.write(`new-game: ${error.message}\n`);
    process.exit(1);
  }
  const names = gameNames(folder)!;
  console.log(`${names.title} made from the Tiny Block template: ${written.length} files written or changed.
Next: write its rules in src/games/${folder}/ and docs/rules/${folder}.md (the codes' rows in
docs/codes.md name the template's rules until then), its tests in test/games/${folder}/, a line in the
README's list of games, then run npm test.`);
}

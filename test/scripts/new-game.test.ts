/**
 * `npm run new-game <folder>` (scripts/new-game.ts): its names and its edits
 * of the docs, and the command itself run in a scratch copy of this project,
 * whose new game typechecks, lints, is listed, documented and exported, and
 * passes `checkGame` with its own `hide`. (That the scratch project's whole
 * `npm test` passes is `test/e2e/new-game.e2e.ts`: minutes long.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameNames,
  NewGameRefused,
  newGame,
  renameGame,
  rulesDoc,
  withCodeRows,
} from '../../scripts/new-game.js';
import type { AnyGame, GameFamily } from '../../src/core/index.js';
import type { checkGame as CheckGame, CheckGameOptions } from '../../src/testing/index.js';
import { scratchCopy } from './scratch-copy.js';

const root = resolve(__dirname, '../..');

describe('gameNames and renameGame', () => {
  it('give every case of a kebab-case folder name, and refuse anything else', () => {
    expect(gameNames('fives-and-threes')).toEqual({
      folder: 'fives-and-threes',
      camel: 'fivesAndThrees',
      pascal: 'FivesAndThrees',
      constant: 'FIVES_AND_THREES',
      title: 'Fives And Threes',
    });
    expect(gameNames('mexican-train2')?.pascal).toBe('MexicanTrain2');
    for (const bad of ['', 'Fives', 'fives_and', '-fives', 'fives-', '2fives', 'five--s', '../x', 'a b'])
      expect(gameNames(bad), bad).toBeNull();
  });

  it('rewrite the template names in every case', () => {
    const text =
      "TINY_BLOCK_CODES TinyBlockState tinyBlock.setup 'tiny-block' 'Tiny Block' tinyBlockFamily hideTinyBlock";
    expect(renameGame(text, gameNames('fives')!)).toBe(
      "FIVES_CODES FivesState fives.setup 'fives' 'Fives' fivesFamily hideFives",
    );
  });
});

describe('the docs the command writes', () => {
  const names = gameNames('fives')!;

  it('a rules doc whose code table names every code of the game, its own and the core ones', () => {
    const doc = rulesDoc(names, ['no-match', 'odd-code', 'malformed-move', 'not-your-seat']);
    for (const code of ['no-match', 'odd-code', 'malformed-move', 'not-your-seat', 'bad-field'])
      expect(doc).toContain(`| \`${code}\` |`);
    expect(doc).toContain('## Rule codes');
    expect(doc).toContain('`FIVES_CODES`');
  });

  it("codes.md: the game named on each of its codes' rows, a new row for a new code, its list named", () => {
    const doc = readFileSync(join(root, 'docs/codes.md'), 'utf8');
    const text = withCodeRows(doc, names, ['no-match', 'odd-code', 'malformed-move']);
    expect(text).toMatch(/^\| `no-match` \| move \| [^|]*; Fives \(`FIVES_CODES`\) \|/m);
    expect(text).toMatch(/^\| `odd-code` \| move \| Fives \(`FIVES_CODES`\) \|/m);
    expect(text).toMatch(/^\| `malformed-move` \| move \| `defineGame` \(every game\) \|/m);
    expect(text).toContain(', `FIVES_CODES`; also `game.codes`)');
    // The new row goes after the last move row, before the state rows.
    const lines = text.split('\n');
    const row = lines.findIndex((line) => line.startsWith('| `odd-code` |'));
    expect(lines[row - 1]).toMatch(/^\| `[a-z-]+` \| move \|/);
    expect(lines[row + 1]).toMatch(/^\| `[a-z-]+` \| state \|/);
    expect(text.split('\n').length).toBe(doc.split('\n').length + 1);
  });
});

describe('npm run new-game in a scratch copy of the project', () => {
  let dir = '';
  const folder = 'fives-and-threes';
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  beforeAll(() => {
    dir = scratchCopy('boneyard-new-game-');
    run('npx', ['tsx', 'scripts/new-game.ts', folder]);
  }, 120_000); // a copy of the project, then biome and `npm run sync` in it: slow on a loaded machine
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the game folder, its tests, and lists, hides, documents and exports it', () => {
    for (const file of [
      'types.ts',
      'rules.ts',
      'game.ts',
      'entry.ts',
      'index.ts',
      'parse.ts',
      'how-to-play.ts',
    ])
      expect(existsSync(join(dir, 'src/games', folder, file)), file).toBe(true);
    const game = read(`src/games/${folder}/game.ts`);
    expect(game).toContain("id: 'fives-and-threes'");
    expect(game).toContain('export const fivesAndThrees = defineGame(');
    expect(game).not.toMatch(/tiny|Tiny|TINY|^import[^;]*from 'boneyard'/m);
    expect(read('src/games/list.ts')).toContain(
      "export { family as fivesAndThrees } from './fives-and-threes/entry.js';",
    );
    expect(read('test/games/check-all.test.ts')).toContain("'fives-and-threes': hideFivesAndThrees,");
    expect(read('test/colyseus/hidden.ts')).toContain(
      "hiders['fives-and-threes'] = hiddenFivesAndThreesIds;",
    );
    expect(read(`test/games/${folder}/game.test.ts`)).toContain(
      "from '../../../src/games/fives-and-threes/index.js'",
    );
    expect(read(`docs/rules/${folder}.md`)).toContain('`tile-not-in-hand`');
    expect(read('docs/codes.md')).toContain('Fives And Threes (`FIVES_AND_THREES_CODES`)');
    expect(read('CHANGELOG.md')).toMatch(
      /## \[Unreleased\]\n+### Added\n- Fives And Threes \(`boneyard\/fives-and-threes`/,
    );
    // `npm run sync` ran: the package, the docs site and the root entry take the game.
    expect(JSON.parse(read('package.json')).exports['./fives-and-threes'].import.default).toBe(
      './dist/fives-and-threes.js',
    );
    expect(JSON.parse(read('typedoc.json')).entryPoints).toContain('src/games/fives-and-threes/index.ts');
    expect(read('src/index.ts')).toContain("export * from './games/fives-and-threes/index.js';");
  });

  it('refuses to make the same game twice, and a bad folder name, changing nothing', async () => {
    const list = read('src/games/list.ts');
    await expect(newGame(dir, folder)).rejects.toThrow(/src\/games\/fives-and-threes exists already/);
    await expect(newGame(dir, 'Fives')).rejects.toThrow(NewGameRefused);
    expect(read('src/games/list.ts')).toBe(list);
    // As a command: the reason on stderr, exit code 1.
    let failed: { status: number; stderr: string } | undefined;
    try {
      run('npx', ['tsx', 'scripts/new-game.ts']);
    } catch (error) {
      failed = error as { status: number; stderr: string };
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr).toMatch(/^new-game: usage: npm run new-game <folder>/);
  });

  it('makes a game that typechecks and lints, with its tests', () => {
    writeFileSync(
      join(dir, 'tsconfig.new-game.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [`src/games/${folder}`, `test/games/${folder}`, 'test/colyseus/hidden.ts'],
      }),
    );
    expect(() => run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.new-game.json'])).not.toThrow();
    expect(() =>
      run('npx', [
        'biome',
        'check',
        `src/games/${folder}`,
        `test/games/${folder}`,
        'test/games/check-all.test.ts',
        'test/colyseus/hidden.ts',
      ]),
    ).not.toThrow();
  });

  it('makes a game that passes checkGame with its own hide', async () => {
    const url = (file: string) => pathToFileURL(join(dir, file)).href;
    const { family } = (await import(url(`src/games/${folder}/entry.ts`))) as { family: GameFamily };
    const hides = (await import(url(`test/games/${folder}/hide.ts`))) as Record<
      string,
      CheckGameOptions['hide']
    >;
    const { checkGame } = (await import(url('src/testing/index.ts'))) as { checkGame: typeof CheckGame };
    const game = family.games[0]!.game as AnyGame;
    expect(game.id).toBe(folder);
    expect(game.name).toBe('Fives And Threes');
    const report = checkGame(game, { hide: hides.hideFivesAndThrees!, games: 10, seed: 'new-game' });
    expect(report.states).toBeGreaterThan(0);
    expect(report.hiddenViews).toBeGreaterThan(0);
    expect(report.refusedStates).toBeGreaterThan(0);
  });
});

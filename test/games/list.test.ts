/**
 * The one list of games (src/games/list.ts) agrees with everything that names
 * games: the folders, their file shape, the package exports, the build and
 * docs entries, the rules docs; and no import circle runs anywhere in src/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectedDocEntries,
  expectedExports,
  expectedRootIndex,
  expectedTypesVersions,
} from '../../scripts/sync-package.js';
import { gameFamilies, gameRegistry } from '../../src/registry.js';
import tsupConfig from '../../tsup.config.js';

const root = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const SHAPE = [
  'types.ts',
  'options.ts',
  'state.ts',
  'rules.ts',
  'view.ts',
  'sample.ts',
  'bots.ts',
  'describe.ts',
  'game.ts',
  'entry.ts',
  'index.ts',
];

/** What sits at the top of a family folder (several games sharing pieces): its entry and its index. */
const FAMILY_TOP = ['entry.ts', 'index.ts'];
/** The files each game of a family has, in its own sub-folder (or in the family's shared/ part). */
const GAME_SHAPE = SHAPE.filter((file) => !FAMILY_TOP.includes(file));
/** The family's part shared by its games (pieces, layout, deal, shared types…): not a game. */
const SHARED = 'shared';

/** The sub-folders of a family folder that hold a game (a `game.ts`); none for a one-folder game. */
function subGames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory() && dirent.name !== SHARED)
    .filter((dirent) => existsSync(join(dir, dirent.name, 'game.ts')))
    .map((dirent) => dirent.name)
    .sort();
}

describe('the one list of games', () => {
  const folders = readdirSync(join(root, 'src/games'), { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => dirent.name)
    .sort();

  it('lists every game folder once, and nothing else', () => {
    expect(gameFamilies.map((family) => family.folder).sort()).toEqual(folders);
    const ids = gameFamilies.flatMap((family) => family.games.map((entry) => entry.game.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(gameRegistry).sort()).toEqual([...ids].sort());
  });

  for (const folder of folders) {
    const dir = join(root, 'src/games', folder);
    const games = subGames(dir);
    if (games.length === 0) {
      it(`${folder}: has the same files for the same concerns as every game folder`, () => {
        for (const file of SHAPE) expect(existsSync(join(dir, file)), file).toBe(true);
      });
      continue;
    }
    it(`${folder}: a family folder has its entry, its index and a shared/ part, and no game file at the top`, () => {
      for (const file of FAMILY_TOP) expect(existsSync(join(dir, file)), file).toBe(true);
      expect(existsSync(join(dir, SHARED)), SHARED).toBe(true);
      for (const file of GAME_SHAPE) expect(existsSync(join(dir, file)), file).toBe(false);
    });
    for (const game of games) {
      it(`${folder}/${game}: has the same files for the same concerns as every game folder`, () => {
        // A concern the family's games share (e.g. Block's and Draw's view) may live in shared/ instead.
        for (const file of GAME_SHAPE) {
          const found = existsSync(join(dir, game, file)) || existsSync(join(dir, SHARED, file));
          expect(found, `${game}/${file}`).toBe(true);
        }
        expect(existsSync(join(dir, game, 'game.ts')), `${game}/game.ts`).toBe(true);
      });
    }
    it(`${folder}: its games import nothing from one another, and shared/ imports no game`, () => {
      for (const file of readdirSync(join(dir, SHARED))) {
        const text = readFileSync(join(dir, SHARED, file), 'utf8');
        for (const m of text.matchAll(/from\s+'\.\.\/(?!\.\.\/)([^/']+)\//g))
          expect.fail(`${SHARED}/${file} imports ../${m[1]}`);
      }
      for (const game of games) {
        for (const file of readdirSync(join(dir, game))) {
          const text = readFileSync(join(dir, game, file), 'utf8');
          for (const m of text.matchAll(/from\s+'\.\.\/(?!\.\.\/)([^/']+)\//g))
            expect(m[1], `${game}/${file} imports ../${m[1]}`).toBe(SHARED);
        }
      }
    });
  }

  it('is what package.json exports (run `npm run sync` after adding a game)', () => {
    const pkg = JSON.parse(read('package.json'));
    for (const [subpath, target] of Object.entries(expectedExports()))
      expect(pkg.exports[subpath]).toEqual(target);
    const extra = Object.keys(pkg.exports).filter((key) => !(key in expectedExports()));
    expect(
      extra.every((key) => ['./colyseus', './queue'].includes(key)),
      extra.join(', '),
    ).toBe(true);
    expect(pkg.typesVersions).toEqual(expectedTypesVersions(pkg.exports));
  });

  it('is what the root entry re-exports', () => {
    const index = read('src/index.ts');
    expect(index).toContain('// end of games');
    expect(expectedRootIndex(index)).toBe(index);
  });

  it('is what the build and the docs site take as entries', () => {
    const config = (Array.isArray(tsupConfig) ? tsupConfig[0] : tsupConfig) as {
      entry: Record<string, string>;
    };
    const pkg = JSON.parse(read('package.json'));
    for (const [subpath, target] of Object.entries(pkg.exports as Record<string, unknown>)) {
      if (subpath === './package.json') continue;
      const file = (target as { import: { default: string } }).import.default.replace(
        /^\.\/dist\/|\.js$/g,
        '',
      );
      expect(config.entry[file], `tsup entry for ${subpath}`).toBeDefined();
    }
    const typedoc = JSON.parse(read('typedoc.json'));
    for (const entry of expectedDocEntries()) expect(typedoc.entryPoints).toContain(entry);
  });

  for (const family of gameFamilies) {
    it(`${family.folder}: has a rules doc that lists every rule code of its games`, () => {
      const file = `docs/rules/${family.folder}.md`;
      expect(existsSync(join(root, file)), file).toBe(true);
      const doc = read(file);
      for (const entry of family.games) {
        for (const code of entry.game.codes)
          expect(doc, `${entry.game.id}: ${code}`).toContain(`\`${code}\``);
      }
    });
  }
});

describe('imports', () => {
  it('form no circle anywhere in src/ (type imports included)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const dirent of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, dirent.name);
        if (dirent.isDirectory()) walk(path);
        else if (path.endsWith('.ts')) files.push(path);
      }
    };
    walk(join(root, 'src'));
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((m) =>
        resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')),
      );
      graph.set(file, targets);
    }
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push(
          [...path.slice(path.indexOf(file)), file].map((f) => f.slice(root.length + 1)).join(' → '),
        );
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles.join('\n')).toBe('');
  });
});

describe('names (CONTRIBUTING, "Names")', () => {
  /** Every .ts file under a folder, as [path, text]. */
  const sources = (dir: string): [string, string][] =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [file.slice(root.length + 1), readFileSync(file, 'utf8')];
      });
  const games = [...sources('src/games'), ...sources('examples/tiny-block')];

  it("give a game's rules functions the game's name (no bare legalMoves, outcome, moveBound, activePlayers)", () => {
    const bare = games.flatMap(([file, text]) =>
      [...text.matchAll(/export (?:function|const) (legalMoves|outcome|moveBound|activePlayers)\b/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(bare).toEqual([]);
  });

  it('keep draw… for taking a tile: a view or a part of one as text is format…', () => {
    const drawn = games.flatMap(([file, text]) =>
      [...text.matchAll(/export (?:function|const) (draw\w*(?:View|Layout|Tile|Chain|Links|Dice))\b/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(drawn).toEqual([]);
  });

  it('call the events filter each game passes to defineGame tell<Game>', () => {
    const tells = games
      .filter(([file]) => file.endsWith('game.ts'))
      .flatMap(([file, text]) => [...text.matchAll(/^\s*tell: (\w+),/gm)].map((m) => [file, m[1]!] as const));
    expect(tells.length).toBeGreaterThanOrEqual(7); // every game in src/games (the template tells the default events)
    for (const [file, name] of tells) expect(name, file).toMatch(/^tell[A-Z]\w*$/);
  });
});

/**
 * The one table of codes (`docs/codes.md`) against the typed lists: every
 * code of every list has a row of its kind, every row names a listed code,
 * and the library throws only listed codes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_CODES, RUNTIME_CODES, STATE_CODES } from '../../src/core/errors.js';
import { InvalidOptionError } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { TABLE_CODES } from '../../src/table/protocol.js';
import { GameCheckError } from '../../src/testing/check-game.js';

type Kind = 'move' | 'state' | 'runtime' | 'table';

const root = join(import.meta.dirname, '../..');

/** Every listed code, as `kind code`. */
function listed(): Set<string> {
  const codes = new Set<string>();
  const add = (kind: Kind, list: readonly string[]) => {
    for (const code of list) codes.add(`${kind} ${code}`);
  };
  add('move', CORE_CODES);
  for (const entry of Object.values(gameRegistry)) add('move', entry.game.codes);
  add('state', STATE_CODES);
  add('runtime', RUNTIME_CODES);
  add('table', TABLE_CODES);
  return codes;
}

/** Every row of the table in `docs/codes.md`, as `kind code`. */
function rows(): string[] {
  const text = readFileSync(join(root, 'docs/codes.md'), 'utf8');
  return [...text.matchAll(/^\| `([a-z][a-z-]*)` \| (move|state|runtime|table) \|/gm)].map(
    ([, code, kind]) => `${kind} ${code}`,
  );
}

/** The text of every source file under `src/<dir>`. */
function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(join(root, 'src', dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({
      path: `src/${dir}/${file}`,
      text: readFileSync(join(root, 'src', dir, file), 'utf8'),
    }));
}

/** The library's own code, without the table layers (they throw only `TABLE_CODES`, typed). */
const library = ['core', 'games', 'simulate', 'cli', 'queue', 'testing'].flatMap(sources);

describe('docs/codes.md', () => {
  it('has a row for every listed code (move, state, runtime and table)', () => {
    const table = new Set(rows());
    expect([...listed()].filter((code) => !table.has(code))).toEqual([]);
  });

  it('names only listed codes, each once', () => {
    const codes = listed();
    expect(rows().filter((row) => !codes.has(row))).toEqual([]);
    expect(rows().length).toBe(new Set(rows()).size);
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('docs/codes.md');
  });
});

describe('the code lists', () => {
  it('hold no code twice', () => {
    for (const list of [CORE_CODES, STATE_CODES, RUNTIME_CODES, TABLE_CODES]) {
      expect(list.length).toBe(new Set(list).size);
    }
  });

  it('list every runtime code the library throws', () => {
    const thrown = library.flatMap(({ text }) =>
      [...text.matchAll(/new BoneyardError\(\s*'([^']+)'/g)].map(([, code]) => code!),
    );
    expect(thrown.length).toBeGreaterThan(5);
    expect(thrown.filter((code) => !(RUNTIME_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(RUNTIME_CODES).toContain(new InvalidOptionError('players', 'too many').code);
    expect(RUNTIME_CODES).toContain(new GameCheckError('json', 'broke', { seed: 1 }, [], undefined).code);
  });

  it('make every state error go through the typed `invalid` (no InvalidStateError built by hand)', () => {
    const byHand = library.filter(
      ({ path, text }) => path !== 'src/core/parse.ts' && /new InvalidStateError\(/.test(text),
    );
    expect(byHand.map(({ path }) => path)).toEqual([]);
  });

  it('hold no code the library never throws', () => {
    const text = library
      .filter(({ path }) => path !== 'src/core/errors.ts')
      .map(({ text }) => text)
      .join('\n');
    const unused = [...STATE_CODES, ...RUNTIME_CODES].filter(
      (code) => code !== 'invalid-option' && !text.includes(`'${code}'`),
    );
    expect(unused).toEqual([]);
  });
});

/**
 * The web table's server is written as an app would write it: it imports the
 * library only by its public entries (`boneyard`, `boneyard/table`,
 * `boneyard/colyseus`, `boneyard/table-sqlite`…), never `src/`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };

const entries = new Set(
  Object.keys(pkg.exports).map((key) => (key === '.' ? 'boneyard' : `boneyard/${key.slice(2)}`)),
);

describe("the web table's server", () => {
  it.each(['server.ts', 'server-env.ts'])('%s imports the library by its public entries only', (file) => {
    const text = readFileSync(new URL(`../../examples/web-table/${file}`, import.meta.url), 'utf8');
    const from = [...text.matchAll(/\bfrom '([^']+)'/g)].map((m) => m[1]!);
    expect(from.length).toBeGreaterThan(0);
    for (const path of from) {
      expect(path, `${file} imports ${path}`).not.toMatch(/(^|\/)src\//);
      if (path.startsWith('boneyard')) expect(entries, `${file} imports ${path}`).toContain(path);
    }
    expect(from.some((path) => path.startsWith('boneyard'))).toBe(true);
  });
});

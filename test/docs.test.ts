/**
 * Every public export has TSDoc, and every function, class and value an
 * `@example`: the names each public entry (package.json `exports`)
 * re-exports are looked up in the files they come from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');

function entries(): string[] {
  const typedoc = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as { entryPoints: string[] };
  return typedoc.entryPoints.filter((f) => existsSync(join(root, f)));
}

/** name → file that declares it, following `export { … } from` and `export * from`. */
function exported(file: string, out = new Map<string, string>()): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const target = resolve(dirname(file), match[2]!.replace(/\.js$/, '.ts'));
    for (const part of match[1]!.split(',')) {
      // `family as buildUpFamily`: the declaration carries the original name.
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (!name) continue;
      const source = readFileSync(target, 'utf8');
      // A re-export of a re-export: follow it.
      if (new RegExp(`export\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from`).test(source)) {
        exported(target).forEach((f, n) => {
          if (n === name) out.set(n, f);
        });
      } else out.set(name, target);
    }
  }
  for (const match of text.matchAll(/export \* from '([^']+)'/g)) {
    exported(resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts')), out);
  }
  return out;
}

function docOf(file: string, name: string): string | undefined {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((l) =>
    new RegExp(`^export (?:declare )?(?:async )?(?:function\\*?|const|class|interface|type) ${name}\\b`).test(
      l,
    ),
  );
  if (at < 0) return undefined;
  let end = at - 1;
  while (end >= 0 && lines[end]!.trim().startsWith('//')) end--;
  if (!lines[end]?.trim().endsWith('*/')) return '';
  let start = end;
  while (start >= 0 && !lines[start]!.includes('/**')) start--;
  return lines.slice(start, end + 1).join('\n');
}

function isTypeOnly(file: string, name: string): boolean {
  return new RegExp(`^export (?:declare )?(?:interface|type) ${name}\\b`, 'm').test(
    readFileSync(file, 'utf8'),
  );
}

describe('public API docs', () => {
  for (const entry of entries()) {
    it(`${entry}: every export has TSDoc with an @example`, () => {
      const names = exported(join(root, entry));
      expect(names.size).toBeGreaterThan(0);
      const missing = [...names]
        .filter(([name, file]) => {
          const doc = docOf(file, name);
          if (!doc) return true;
          // Types and interfaces need a description; functions, classes and values an example too.
          return !isTypeOnly(file, name) && !doc.includes('@example');
        })
        .map(([name, file]) => `${name} (${file.slice(root.length + 1)})`);
      expect(missing).toEqual([]);
    });
  }
});

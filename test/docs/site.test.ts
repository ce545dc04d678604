import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsPages } from '../../scripts/docs-pages.js';

const root = new URL('../../', import.meta.url).pathname;

describe('the docs site sources', () => {
  it('has the game pages its generator writes from the games’ entries (run npx tsx scripts/docs-pages.ts)', () => {
    const written = docsPages();
    expect(written.length).toBeGreaterThan(7);
    for (const [path, text] of written) expect(readFileSync(join(root, path), 'utf8'), path).toBe(text);
    const pages = readdirSync(join(root, 'docs/games')).map((name) => `docs/games/${name}`);
    expect(pages.sort()).toEqual(written.map(([path]) => path).sort());
  });

  it('has only code blocks a test runs: js and cjs (check-tarball), js server/client, js queue and ts (the e2e), sh', () => {
    const kinds = new Map<string, string[]>();
    for (const folder of ['docs/guide', 'docs/games'])
      for (const name of readdirSync(join(root, folder)).filter((n) => n.endsWith('.md'))) {
        const text = readFileSync(join(root, folder, name), 'utf8');
        for (const [, info = ''] of text.matchAll(/^```(.*)$/gm))
          if (info !== '') kinds.set(info, [...(kinds.get(info) ?? []), `${folder}/${name}`]);
      }
    const runnable = new Set(['js', 'cjs', 'js server', 'js client', 'js queue', 'ts', 'sh']);
    expect([...kinds.keys()].filter((kind) => !runnable.has(kind))).toEqual([]);
    expect(kinds.get('js server')).toEqual(['docs/guide/host.md']);
    expect(kinds.get('js client')).toEqual(['docs/guide/host.md']);
    expect(kinds.get('js queue')).toEqual(['docs/guide/queue.md']);
    expect(kinds.get('js')?.length).toBeGreaterThan(8);
  });
});

describe('scripts/check-links.mjs', () => {
  const site = mkdtempSync(join(tmpdir(), 'boneyard-links-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const page = (path: string, html: string) => {
    mkdirSync(join(site, path, '..'), { recursive: true });
    writeFileSync(join(site, path), `<html><body>${html}</body></html>`);
  };
  const check = () => {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, ['scripts/check-links.mjs', site, '/'], {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, out: failed.stderr };
    }
  };

  it('passes a site whose links, anchors and assets resolve, and names each broken one', () => {
    page(
      'index.html',
      '<a href="/guide/a.html#top">a</a> <a href="./guide/">guide</a> <img src="/logo.svg"> <a href="https://example.com/x">out</a>',
    );
    page('guide/index.html', '<a href="a.html">a</a> <a href="../index.html">home</a>');
    page('guide/a.html', '<h1 id="top">A</h1><a href="#top">top</a>');
    writeFileSync(join(site, 'logo.svg'), '<svg/>');
    expect(check()).toMatchObject({ code: 0 });

    page(
      'guide/b.html',
      '<a href="/guide/c.html">c</a> <a href="a.html#bottom">a</a> <img src="../gone.png">',
    );
    const { code, out } = check();
    expect(code).toBe(1);
    expect(out).toContain('3 broken link(s)');
    expect(out).toContain('guide/b.html: href /guide/c.html');
    expect(out).toContain('guide/b.html: href a.html#bottom (no #bottom there)');
    expect(out).toContain('guide/b.html: src ../gone.png');
  });
});

// `npm run docs`: the docs site into docs/.vitepress/dist, one folder any static host serves.
// 1. TypeDoc: the API reference as HTML into docs/public/api (copied into the site as /api/) and as JSON;
// 2. docs/reference.md from that JSON: every export grouped by entry, and the root entry's by game;
// 3. VitePress builds the pages of docs/ (it fails on a dead link between pages);
// 4. scripts/check-links.mjs checks every link of the built site, the API pages' included.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const work = mkdtempSync(join(tmpdir(), 'boneyard-docs-'));
try {
  const json = join(work, 'api.json');
  // The API pages link back into the site (absolute, under the site's base).
  const base = process.env.DOCS_BASE ?? '/';
  const footer = `<p>boneyard docs: <a href="${base}guide/quick-start.html">Quick start</a> · <a href="${base}guide/">Guides</a> · <a href="${base}games/">Games</a> · <a href="${base}reference.html">API by entry and game</a></p>`;
  run(bin('typedoc'), [
    '--out',
    'docs/public/api',
    '--json',
    json,
    '--logLevel',
    'Warn',
    '--customFooterHtml',
    footer,
  ]);
  writeFileSync(join(root, 'docs/reference.md'), referencePage(JSON.parse(readFileSync(json, 'utf8'))));
  run(bin('vitepress'), ['build', 'docs', '--logLevel', 'warn']);
  run(process.execPath, [join(root, 'scripts/check-links.mjs'), join(root, 'docs/.vitepress/dist')]);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The API reference's way in: each entry's exports, by game and by kind, each with its first sentence. */
export function referencePage(project) {
  const folders = {
    2: 'modules',
    4: 'modules',
    128: 'classes',
    256: 'interfaces',
    2097152: 'types',
    32: 'variables',
    64: 'functions',
  };
  const kinds = [
    [64, 'Functions'],
    [128, 'Classes'],
    [32, 'Constants'],
    [256, 'Interfaces'],
    [2097152, 'Types'],
    [4, 'Namespaces'],
  ];
  const byId = new Map();
  for (const module of project.children)
    for (const child of module.children ?? []) byId.set(child.id, { child, module });
  const url = (module, child) =>
    `./api/${folders[child.kind]}/${module.name.replaceAll('/', '_')}.${child.name}.html`;
  const summary = (child) => {
    const comment = child.comment ?? child.signatures?.[0]?.comment ?? child.getSignature?.comment;
    const text = (comment?.summary ?? [])
      .map((part) => (part.kind === 'code' ? part.text : part.text))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const sentence = (text.match(/^.*?\.(?=\s|$)/)?.[0] ?? text).replace(/:$/, '.');
    return (sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence)
      .replaceAll('|', '\\|')
      .replaceAll('<', '&lt;')
      .replaceAll('{', '&#123;');
  };
  const table = (entries) => {
    const lines = [];
    for (const [kind, title] of kinds) {
      const rows = entries
        .filter(({ child }) => child.kind === kind)
        .sort((a, b) => a.child.name.localeCompare(b.child.name));
      if (rows.length === 0) continue;
      lines.push('', `**${title}**`, '', '| name | what it is |', '| --- | --- |');
      for (const { child, module } of rows)
        lines.push(`| [${child.name}](${url(module, child)}) | ${summary(child)} |`);
    }
    return lines;
  };
  const resolveEntry = (module, child) =>
    child.variant === 'reference' || child.kind === 4194304 ? byId.get(child.target) : { child, module };
  const modules = project.children;
  const rootModule = modules.find((m) => m.name === 'boneyard');
  const games = modules.filter((m) =>
    ['build-up', 'domino-squares', 'dump-truck', 'shanghai'].some((g) => m.name === `boneyard/${g}`),
  );
  const gameOf = new Map();
  for (const game of games)
    for (const child of game.children ?? []) gameOf.set(child.target ?? child.id, game.name);
  const lines = [
    '<!-- Written by scripts/docs-site.mjs from the TypeDoc JSON at each `npm run docs`; not committed. -->',
    '',
    '# API reference',
    '',
    "Every export, grouped by entry (the import path), and the root entry's by game; each name links to its full page (TypeDoc, with examples). Start with [Game](./api/interfaces/boneyard.Game.html) (the contract every game implements), [gameRegistry](./api/variables/boneyard.gameRegistry.html) and [playOut](./api/functions/boneyard.playOut.html). The [API home](./api/index.html) lists the entries.",
    '',
    '## `boneyard`: the core',
    '',
    'The contract, tiles, chance, errors, bots, replay and the registry. `boneyard` also re-exports every game (below).',
    ...table(
      (rootModule.children ?? [])
        .filter((c) => !gameOf.has(c.id))
        .map((child) => ({ child, module: rootModule })),
    ),
    '',
    '## The games',
  ];
  for (const game of games) {
    lines.push(
      '',
      `### \`${game.name}\``,
      '',
      `Also exported by \`boneyard\`. How to play: [the games](./games/index.md).`,
    );
    lines.push(...table((game.children ?? []).map((c) => resolveEntry(game, c)).filter(Boolean)));
  }
  lines.push('', '## Runtime entries');
  for (const module of modules.filter((m) => m !== rootModule && !games.includes(m))) {
    lines.push(
      '',
      `### \`${module.name}\``,
      '',
      `[Its page](./api/modules/${module.name.replaceAll('/', '_')}.html).`,
    );
    lines.push(...table((module.children ?? []).map((c) => resolveEntry(module, c)).filter(Boolean)));
  }
  return `${lines.join('\n')}\n`;
}

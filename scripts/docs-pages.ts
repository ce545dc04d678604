/**
 * The docs site's game pages, written from each listed game's entry (`howToPlay`, options, variants,
 * codes) so a page says what `boneyard rules <game>` and `boneyard play <game> --help` say:
 * `docs/games/<id>.md`, `docs/games/index.md` and the Dump Truck example drawn
 * (`docs/games/dump-truck-example.svg`, from `scoreTruck`).
 * `npx tsx scripts/docs-pages.ts` writes them; `test/docs/site.test.ts` fails when they are stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameEntry, GameFamily } from '../src/core/entry.js';
import { scoreTruck } from '../src/games/dump-truck/index.js';
import { gameFamilies } from '../src/registry.js';
import { howToPlayOf } from '../src/texts/how-to-play.js';

/** The example the seed's Dump Truck rules score, and the CLI's `boneyard score 1234/1153/0133`. */
export const TRUCK_EXAMPLE = [
  [1, 2, 3, 4],
  [1, 1, 5, 3],
  [0, 1, 3, 3],
] as const;

const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** A game's page: the game in words for a person, then how to play it from code, then its rules trace. */
export function gamePage(family: GameFamily, entry: GameEntry): string {
  const { game, howToPlay: guide } = entry;
  if (!guide) throw new TypeError(`${game.id} has no howToPlay`);
  const players =
    game.minPlayers === game.maxPlayers ? `${game.minPlayers}` : `${game.minPlayers} to ${game.maxPlayers}`;
  const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
  const options = Object.entries(game.defaultOptions as Record<string, unknown>).map(
    ([key, value]) => `| \`${key}\` | \`${shown(value)}\` | ${guide.options[key] ?? ''} |`,
  );
  const variants = Object.entries(entry.variants).map(([name, options]) => {
    const given = Object.entries(options).map(([key, value]) => `\`${key}: ${shown(value)}\``);
    return `| ${name} | ${given.join(', ') || '(none)'} | ${guide.variants[name] ?? ''} |`;
  });
  const picture =
    game.id === 'dump-truck'
      ? [
          '',
          '### A load, scored',
          '',
          '![A Dump Truck load of 1 2 3 4 / 1 1 5 3 / 0 1 3 3: the sequence 1-2-3-4 across the top, the chain of 1s down and across, the chain of 3s in the corner: 11 points](./dump-truck-example.svg)',
          '',
          `The load \`1234/1153/0133\` scores ${scoreTruck(TRUCK_EXAMPLE.map((row) => [...row])).total}: the sequence 1-2-3-4 across the top (4), the 1s from the top left corner down and across (4; the corner 1 counts in both), and the three 3s in the bottom right corner (3). The 5 and the blank join nothing. \`npx boneyard score 1234/1153/0133\` says the same, and the [scoreTruck guide](../guide/score-truck.md) scores any grid.`,
        ]
      : [];
  return [
    "<!-- Written by scripts/docs-pages.ts from the game's entry (howToPlay, options, variants): edit those, then run `npx tsx scripts/docs-pages.ts`. -->",
    '',
    `# ${game.name}`,
    '',
    guide.equipment,
    '',
    `**Players:** ${players} · **Import:** \`boneyard/${family.folder}\` · **Try it in a terminal:** \`npx boneyard play ${game.id}\``,
    '',
    `**Play it now** against bots in your browser, on [the play page](../play.md?game=${game.id}) of the docs site: nothing to install.`,
    '',
    howToPlayOf(game.id, 'es') === undefined
      ? `**Languages:** this page is in English only. The game itself speaks English, Spanish, Portuguese and French: its events and moves through \`boneyard/texts\`, and in a terminal with \`npx boneyard play ${game.id} --lang es\` (see [Languages](../guide/languages.md)).`
      : `**Languages:** this page is in English only. The game itself speaks English, Spanish, Portuguese and French: its events, its moves and this how-to-play through \`boneyard/texts\` (\`howToPlayOf('${game.id}', 'es')\`), and in a terminal with \`npx boneyard rules ${game.id} --lang es\` and \`npx boneyard play ${game.id} --lang es\` (see [Languages](../guide/languages.md)).`,
    '',
    '## Goal',
    '',
    guide.goal,
    '',
    '## Setup',
    '',
    list(guide.setup),
    '',
    '## A turn',
    '',
    list(guide.turn),
    '',
    '## Scoring',
    '',
    list(guide.scoring),
    ...picture,
    '',
    '## The end',
    '',
    list(guide.end),
    '',
    '## Options',
    '',
    `Pass them to \`setup\` (\`{ seed, players, ...options }\`) or to the CLI (\`--option key=value\`).`,
    '',
    '| option | default | what it does |',
    '| --- | --- | --- |',
    ...options,
    '',
    '## Variants',
    '',
    'Named option sets (`gameRegistry[id].variants`), the rules as written first:',
    '',
    '| variant | options | what changes |',
    '| --- | --- | --- |',
    ...variants,
    '',
    '## In code',
    '',
    'A whole game between the greedy bot and the easy one:',
    '',
    '```js',
    `import { gameRegistry, playOut } from 'boneyard';`,
    '',
    `const { game, bots } = gameRegistry['${game.id}'];`,
    `const result = playOut(game, { seed: 1, players: ${game.minPlayers} }, [bots.greedy(1), bots.easy(2)]);`,
    `console.log(result.outcome.winners, result.outcome.scores);`,
    `console.log(result.moves.length, 'moves');`,
    '```',
    '',
    '## Rules, rulings and codes',
    '',
    `- [Every rule traced to the engine](../rules/${family.folder}.md): each sentence of the rules as published, the library's numbered rulings where they were silent or ambiguous, and the tests that check them.`,
    `- [The codes a refused move carries](../codes.md), and in code \`game.codes\`: ${game.codes.length} codes (${game.codes
      .slice(0, 6)
      .map((code) => `\`${code}\``)
      .join(', ')}, …).`,
    `- [Balance report](../balance/${game.id}.md): win rates by seat and variant over thousands of bot games.`,
    '',
  ].join('\n');
}

/** The games' index page. */
export function gamesIndex(): string {
  const rows = gameFamilies.flatMap((family) =>
    family.games.map(
      (entry) =>
        `| [${entry.game.name}](./${entry.game.id}.md) | ${entry.game.minPlayers}–${entry.game.maxPlayers} | \`boneyard/${family.folder}\` | ${entry.howToPlay?.goal ?? ''} |`,
    ),
  );
  return [
    "<!-- Written by scripts/docs-pages.ts: run `npx tsx scripts/docs-pages.ts` after changing a game's entry. -->",
    '',
    '# The games',
    '',
    'Each page teaches a game to a person (the goal, a turn, scoring, the end, every option in a line) and links the rules traceability doc that ties each rule to the engine and its tests.',
    '',
    '| game | players | import | goal |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The seed's Dump Truck example drawn: the 3×4 truck, each scoring chain outlined in its colour. */
export function truckExampleSvg(): string {
  const cell = 56;
  const pad = 16;
  const { chains, total } = scoreTruck(TRUCK_EXAMPLE.map((row) => [...row]));
  const colours = ['#d9480f', '#1971c2', '#2f9e44', '#9c36b5'];
  const width = pad * 2 + cell * 4;
  const height = pad * 2 + cell * 3 + 56;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif">`,
    `<title>A Dump Truck load scored: ${TRUCK_EXAMPLE.map((row) => row.join('')).join('/')}, ${total} points</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
  ];
  TRUCK_EXAMPLE.forEach((row, r) => {
    row.forEach((value, c) => {
      const x = pad + c * cell;
      const y = pad + r * cell;
      parts.push(
        `<rect x="${x + 2}" y="${y + 2}" width="${cell - 4}" height="${cell - 4}" rx="6" fill="#f8f9fa" stroke="#495057"/>`,
        `<text x="${x + cell / 2}" y="${y + cell / 2 + 8}" font-size="24" text-anchor="middle" fill="#212529">${value}</text>`,
      );
    });
  });
  chains.forEach((chain, i) => {
    const points = chain.cells
      .map(
        ({ row, column }) =>
          `${pad + column * cell + cell / 2 + (i - 1) * 5},${pad + row * cell + cell / 2 + (i - 1) * 5}`,
      )
      .join(' ');
    parts.push(
      `<polyline points="${points}" fill="none" stroke="${colours[i % colours.length]}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>`,
    );
  });
  const legend = chains
    .map((chain) => `${chain.kind === 'sequence' ? 'run' : `${chain.value}s`} ${chain.points}`)
    .join(' + ');
  parts.push(
    `<text x="${pad}" y="${pad + cell * 3 + 34}" font-size="18" fill="#212529">${legend} = ${total} points</text>`,
    '</svg>',
    '',
  );
  return parts.join('\n');
}

/** Every generated file: path (from the repository root) and its text. */
export function docsPages(): Array<[string, string]> {
  const files: Array<[string, string]> = [['docs/games/index.md', gamesIndex()]];
  for (const family of gameFamilies)
    for (const entry of family.games) files.push([`docs/games/${entry.game.id}.md`, gamePage(family, entry)]);
  files.push(['docs/games/dump-truck-example.svg', truckExampleSvg()]);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const [path, text] of docsPages()) writeFileSync(root + path, text);
  console.log(`docs-pages: ${docsPages().length} files written`);
}

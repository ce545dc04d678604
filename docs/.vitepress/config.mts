// The docs site (VitePress): `npm run docs` builds it into docs/.vitepress/dist, with the TypeDoc API
// reference in its api/ folder (scripts/docs-site.mjs). Pages are the Markdown files of docs/ (guides,
// games, the rules traceability docs, the codes, the balance reports); links stay relative `.md` links so
// the same files read on GitHub. DOCS_BASE sets the path the site is served under (default `/`).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitepress';

const games = [
  ['Build Up', 'build-up'],
  ['Dump Truck', 'dump-truck'],
  ['Shanghai', 'shanghai'],
  ['Domino Squares', 'domino-squares'],
  ['Block', 'domino-squares-block'],
  ['Draw', 'domino-squares-draw'],
  ['Blind Hughie', 'blind-hughie'],
];

const base = process.env.DOCS_BASE ?? '/';

export default defineConfig({
  title: 'boneyard',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: `${base}favicon.svg` }]],
  description:
    'Headless, seeded, immutable rules engines for domino games, with bots, a table layer and a simulator.',
  base,
  // The play page runs the library from its sources, in the browser (the same code as the package's root entry).
  // The play page imports the package's public entries; the site builds them from the sources.
  vite: {
    resolve: {
      alias: [
        { find: /^boneyard$/, replacement: fileURLToPath(new URL('../../src/index.ts', import.meta.url)) },
        {
          find: /^boneyard\/table$/,
          replacement: fileURLToPath(new URL('../../src/table/index.ts', import.meta.url)),
        },
      ],
    },
  },
  srcExclude: ['api-home.md', 'api/**', 'balance/README.md'],
  lastUpdated: false,
  // Every internal link must resolve (the build fails otherwise); the API pages are TypeDoc's HTML,
  // checked with every other link of the built site by scripts/check-links.mjs.
  ignoreDeadLinks: [/^\/api\//, /^\.\.?\/api\//],
  themeConfig: {
    nav: [
      { text: 'Quick start', link: '/guide/quick-start' },
      { text: 'Play', link: '/play' },
      { text: 'Guides', link: '/guide/' },
      { text: 'Games', link: '/games/' },
      { text: 'API', link: '/reference' },
    ],
    sidebar: [
      {
        text: 'Start',
        items: [
          { text: 'Quick start', link: '/guide/quick-start' },
          { text: 'Install', link: '/guide/install' },
        ],
      },
      {
        text: 'Guides',
        items: [
          { text: 'Play a game in code', link: '/guide/play' },
          { text: 'Host a game', link: '/guide/host' },
          { text: 'Stores', link: '/guide/stores' },
          { text: 'The web table', link: '/guide/web-table' },
          { text: 'Bots and simulation', link: '/guide/bots-and-simulation' },
          { text: 'The queue', link: '/guide/queue' },
          { text: 'Test your own game', link: '/guide/test-your-game' },
          { text: 'scoreTruck', link: '/guide/score-truck' },
          { text: 'The command line', link: '/guide/cli' },
          { text: 'Languages', link: '/guide/languages' },
          { text: 'Performance', link: '/guide/performance' },
        ],
      },
      {
        text: 'Games',
        items: [
          { text: 'All games', link: '/games/' },
          ...games.map(([text, id]) => ({ text, link: `/games/${id}` })),
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'API, by entry and game', link: '/reference' },
          { text: 'Error and rule codes', link: '/codes' },
          { text: 'Balance reports', link: '/balance/bots' },
        ],
      },
    ],
    search: { provider: 'local' },
    outline: [2, 3],
  },
});

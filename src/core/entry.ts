/**
 * A game's entry in the one list of games: the game objects of one folder,
 * their bots by name, their named variants and their text form (`format`). The
 * registry, the CLI, the demo, the benchmarks and `simulate` read this list;
 * a test checks the package exports, build entries, docs entries and rules
 * docs against it.
 *
 * @module
 */
import { type BotTurn, randomBot } from './bots.js';
import type { AnyGame, MoveOf, Seat, StateOf, ViewOf } from './game.js';
import type { Message } from './message.js';
import { createRng, randomInt, type Seed } from './random.js';
import { searchBot } from './search-bot.js';

/**
 * The bots every listed game offers: `random`, `greedy` (its own scorers),
 * `search` (information-set tree search from its own view, tuned per game to
 * about 100 ms a move), and three difficulty levels for apps: `easy` (the
 * greedy bot, but one move in three at random), `medium` (search with a tenth
 * of the budget, about 10 ms a move) and `hard` (the `search` bot). Their
 * measured strength is in `docs/balance/bots.md`.
 *
 * @example
 * ```ts
 * const name: BotName = 'hard';
 * const bot = gameRegistry['build-up']!.bots[name]('seat-2');
 * ```
 */
export type BotName = 'random' | 'greedy' | 'search' | 'easy' | 'medium' | 'hard';

/**
 * The difficulty levels, easiest first: the bot names an app can offer a player.
 *
 * @example
 * ```ts
 * for (const level of BOT_LEVELS) console.log(level, gameRegistry['shanghai']!.bots[level]);
 * ```
 */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const satisfies readonly BotName[];

/**
 * How hard a search bot thinks per decision: iterations (deterministic for a
 * seed), milliseconds, or both (whichever ends first). A number means iterations.
 *
 * @example
 * ```ts
 * const budget: SearchBudget = { thinkMs: 100 };
 * const bot = gameRegistry['dump-truck']!.bots.search('seed', budget);
 * ```
 */
export type SearchBudget =
  | number
  | {
      /** Iterations (play-outs) per decision. */
      readonly iterations?: number;
      /** Milliseconds per decision. */
      readonly thinkMs?: number;
    };

/**
 * A bot for whichever game it was made for (the list's loose bot type).
 *
 * @example
 * ```ts
 * playOut(buildUp, { seed: 1 }, gameRegistry['build-up']!.bots.search(1, 200)).outcome.winners; // e.g. [0]
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: a listed bot takes its own game's moves and views.
export type EntryBot = (turn: BotTurn<any, any>) => any;

/**
 * Makes a fresh bot for one game from a seed (and, for `search`, `medium` and
 * `hard`, a budget replacing the game's own: iterations and/or `thinkMs`).
 *
 * @example
 * ```ts
 * const make: BotFactory = gameRegistry['build-up']!.bots.search;
 * const bot = make('seed', { thinkMs: 50 });
 * ```
 */
export type BotFactory = (seed: Seed, budget?: SearchBudget) => EntryBot;

/**
 * How to play a game, in words for people: what the CLI's `boneyard rules <game>`
 * prints and `boneyard play <game> --help` reads its options from, kept as data
 * so an app or a docs site can show it too. Written from the seed rules, with
 * this library's rulings where they decide (the full trace is in
 * `docs/rules/<folder>.md`).
 *
 * @example
 * ```ts
 * const guide: HowToPlay = gameRegistry['build-up']!.howToPlay!;
 * console.log(guide.goal, guide.options.schedule);
 * ```
 */
export interface HowToPlay {
  /** Who plays with what: players and the tiles or pieces. */
  readonly equipment: string;
  /** What you are trying to do, in a sentence or two. */
  readonly goal: string;
  /** How the game is set up, before the first turn. */
  readonly setup: readonly string[];
  /** What a turn is, step by step. */
  readonly turn: readonly string[];
  /** How points are scored. */
  readonly scoring: readonly string[];
  /** When the game ends, and who wins. */
  readonly end: readonly string[];
  /** Each of the game's options (every key of `game.defaultOptions`) in words. */
  readonly options: Readonly<Record<string, string>>;
  /** Each named variant of the entry (its keys) in words. */
  readonly variants: Readonly<Record<string, string>>;
}

/**
 * The titles {@link formatHowToPlay} prints around a guide, in one language (`boneyard/texts` ships them
 * for every language it ships: `GUIDE_WORDS`).
 *
 * @example
 * ```ts
 * const titles = { title: '{name} : comment jouer', goal: 'But :', setup: 'Mise en place :', turn: 'Un tour :', scoring: 'Points :', end: 'La fin :' };
 * formatHowToPlay('Shanghai', guide, titles).split('\n')[0]; // 'Shanghai : comment jouer'
 * ```
 */
export interface HowToPlayTitles {
  /** The first line, `{name}` standing for the game's name: `'{name}: how to play'`. */
  readonly title: string;
  /** Before the goal, with its colon as the language writes it (`'Goal:'`, French `'But :'`). */
  readonly goal: string;
  /** The setup's title (`'Setup:'`). */
  readonly setup: string;
  /** A turn's title (`'A turn:'`). */
  readonly turn: string;
  /** Scoring's title (`'Scoring:'`). */
  readonly scoring: string;
  /** The end's title (`'The end:'`). */
  readonly end: string;
}

/** The English titles around a guide (`boneyard/texts` builds its English `GUIDE_WORDS_EN` on them). */
export const ENGLISH_TITLES: HowToPlayTitles = {
  title: '{name}: how to play',
  goal: 'Goal:',
  setup: 'Setup:',
  turn: 'A turn:',
  scoring: 'Scoring:',
  end: 'The end:',
};

/**
 * Formats a {@link HowToPlay} as plain text (what `boneyard rules <game>` prints), its titles in English
 * unless `titles` gives them in another language.
 *
 * @example
 * ```ts
 * const entry = gameRegistry['shanghai']!;
 * console.log(formatHowToPlay(entry.game.name, entry.howToPlay!));
 * ```
 */
export function formatHowToPlay(
  name: string,
  guide: HowToPlay,
  titles: HowToPlayTitles = ENGLISH_TITLES,
): string {
  const section = (title: string, lines: readonly string[]) => [
    title,
    ...lines.map((line) => wrap(`- ${line}`, '  ')),
  ];
  return [
    titles.title.replace('{name}', name),
    wrap(guide.equipment, ''),
    '',
    wrap(`${titles.goal} ${guide.goal}`, ''),
    '',
    ...section(titles.setup, guide.setup),
    '',
    ...section(titles.turn, guide.turn),
    '',
    ...section(titles.scoring, guide.scoring),
    '',
    ...section(titles.end, guide.end),
  ].join('\n');
}

/**
 * `text` wrapped at 78 columns (its leading spaces kept), later lines indented by `indent`.
 *
 * @example
 * ```ts
 * wrap('- a long line of words …', '  '); // '- a long line …\n  of words …'
 * ```
 */
export function wrap(text: string, indent: string): string {
  const lead = /^ */.exec(text)![0];
  const lines: string[] = [];
  let line = lead;
  for (const word of text.slice(lead.length).split(' ')) {
    if (line.trim() && line.length + 1 + word.length > 78) {
      lines.push(line);
      line = indent + word;
    } else line = line.trim() ? `${line} ${word}` : line + word;
  }
  lines.push(line);
  return lines.join('\n');
}

/**
 * One listed game: the `Game`, its bots by name, the option sets a designer
 * compares, and a seat's view as text (`format`).
 *
 * @example
 * ```ts
 * const entry: GameEntry = gameRegistry['build-up']!;
 * Object.keys(entry.variants); // ['seed', 'subtract unplayed', …]
 * console.log(entry.format(entry.game.view(state, 0)));
 * ```
 */
export interface GameEntry<G extends AnyGame = AnyGame> {
  /** The game. */
  readonly game: G;
  /** Its bots by name. */
  readonly bots: Readonly<Record<BotName, BotFactory>>;
  /** Iterations per decision of its `search` and `hard` bots (calibrated to about 100 ms a decision). */
  readonly searchIterations: number;
  /** Named option sets (each is passed to `setup`), the first being the seed's own rules. */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Draws a seat's (or a spectator's) view as text for people. */
  readonly format: (view: ViewOf<G>) => string;
  /**
   * The same drawing as messages, one a line (`format` is their English text), for other languages:
   * `textOf` in `boneyard/texts`.
   */
  readonly formatMessages?: (view: ViewOf<G>) => readonly Message[];
  /**
   * One of the seat's legal moves in words, from its point of view (`view` is
   * that seat's view), in the voice of the event texts: for buttons, tooltips,
   * logs and the CLI's move lists.
   */
  readonly describeMove: (view: ViewOf<G>, move: MoveOf<G>) => string;
  /**
   * The same as a message (an id and its parameters; `describeMove` is its English text), for other
   * languages: `textOf` in `boneyard/texts`. Every game of the library has it.
   */
  readonly describeMoveMessage?: (view: ViewOf<G>, move: MoveOf<G>) => Message;
  /** How to play it, in words (goal, a turn, scoring, the end, its options and variants). */
  readonly howToPlay?: HowToPlay;
}

/**
 * What a game folder exports: its import path (`boneyard/<folder>`, also the
 * name of its rules doc `docs/rules/<folder>.md`) and its listed games.
 *
 * @example
 * ```ts
 * const family: GameFamily = buildUpFamily;
 * family.folder; // 'build-up'
 * family.games.map((entry) => entry.game.id); // ['build-up']
 * ```
 */
export interface GameFamily {
  /** The folder under `src/games/`, the package subpath and the rules doc's name. */
  readonly folder: string;
  /** The games of the folder. */
  readonly games: readonly GameEntry[];
}

/**
 * What {@link defineEntry} needs besides the game.
 *
 * @example
 * ```ts
 * defineEntry(buildUp, { greedy: greedyBuildUpBot, variants: { seed: {} }, format: formatBuildUpView }).bots.hard; // a search bot
 * ```
 */
export interface EntryParts<G extends AnyGame> {
  /** Makes the game's greedy bot (also the search bot's play-out policy). */
  readonly greedy: () => EntryBot;
  /** Named option sets; the first is the seed's own rules (usually `{}`). */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** A view as text (the game's `format…View`). */
  readonly format: (view: ViewOf<G>) => string;
  /** The same as messages, one a line (see {@link GameEntry.formatMessages}). */
  readonly formatMessages?: (view: ViewOf<G>) => readonly Message[];
  /** A legal move in words from the moving seat's view (see {@link GameEntry.describeMove}). */
  readonly describeMove: (view: ViewOf<G>, move: MoveOf<G>) => string;
  /** The same as a message (see {@link GameEntry.describeMoveMessage}). */
  readonly describeMoveMessage?: (view: ViewOf<G>, move: MoveOf<G>) => Message;
  /** How to play the game in words (see {@link HowToPlay}); every listed game has one. */
  readonly howToPlay?: HowToPlay;
  /**
   * Iterations per decision of the `search` and `hard` bots (default 100), calibrated to about 100 ms
   * a decision on the reference machine; `medium` gets a tenth.
   */
  readonly searchIterations?: number;
  /** The search's candidate moves at a turn, best first (default: the greedy choice first, then the rest). */
  readonly candidates?: (turn: BotTurn<MoveOf<G>, ViewOf<G>>) => readonly MoveOf<G>[];
  /** A faster play-out policy reading the sampled state (see `searchBot`'s `statePolicy`); default the greedy bot. */
  readonly statePolicy?: (state: StateOf<G>, seat: Seat) => MoveOf<G>;
  /** Where the search's play-outs stop early (e.g. the end of a round); default the end of the game. */
  readonly horizon?: (from: StateOf<G>, to: StateOf<G>) => boolean;
}

/**
 * Builds a game's {@link GameEntry}: `random` and `search` bots come from
 * core, `greedy` from the game.
 *
 * @example
 * ```ts
 * export const buildUpEntry = defineEntry(buildUp, { greedy: greedyBuildUpBot, variants: { seed: {} }, format: formatBuildUpView });
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEntry<G extends AnyGame>(game: G, parts: EntryParts<G>): GameEntry<G> {
  const { greedy, candidates, horizon, statePolicy } = parts;
  const tuned = parts.searchIterations ?? 100;
  const search = (seed: Seed, budget: SearchBudget) =>
    searchBot(game, {
      seed,
      ...(typeof budget === 'number' ? { iterations: budget } : budget),
      rollout: greedy(),
      ...(candidates ? { candidates } : {}),
      ...(horizon ? { horizon } : {}),
      ...(statePolicy ? { statePolicy } : {}),
    } as Parameters<typeof searchBot>[1]) as EntryBot;
  return {
    game,
    bots: {
      random: (seed) => randomBot(seed),
      greedy: () => greedy(),
      search: (seed, budget = tuned) => search(seed, budget),
      easy: (seed) => sloppy(greedy(), seed),
      medium: (seed, budget = Math.max(1, Math.round(tuned / 10))) => search(seed, budget),
      hard: (seed, budget = tuned) => search(seed, budget),
    },
    searchIterations: tuned,
    variants: parts.variants,
    format: parts.format,
    ...(parts.formatMessages ? { formatMessages: parts.formatMessages } : {}),
    describeMove: parts.describeMove,
    ...(parts.describeMoveMessage ? { describeMoveMessage: parts.describeMoveMessage } : {}),
    ...(parts.howToPlay ? { howToPlay: parts.howToPlay } : {}),
  };
}

/** The `easy` level: the greedy bot, except that one move in three is a random legal move (seeded). */
function sloppy(greedy: EntryBot, seed: Seed): EntryBot {
  const random = { rng: createRng(seed) };
  return (turn) =>
    randomInt(random, 0, 2) === 0
      ? turn.legalMoves[randomInt(random, 0, turn.legalMoves.length - 1)]
      : greedy(turn);
}

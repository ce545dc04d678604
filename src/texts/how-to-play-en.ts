/**
 * Every listed game's how-to-play in English, by game id (each game keeps its own, which its entry
 * carries), and the shape a language's guides must have: the same games, every option and variant.
 *
 * @module
 */
import { ENGLISH_TITLES, type HowToPlay, type HowToPlayTitles } from '../core/entry.js';
import { type BuildUpGuide, buildUpHowToPlay } from '../games/build-up/how-to-play.js';
import {
  type BlindHughieGuide,
  blindHughieHowToPlay,
} from '../games/domino-squares/blind-hughie/how-to-play.js';
import {
  type DominoSquaresBlockGuide,
  dominoSquaresBlockHowToPlay,
} from '../games/domino-squares/block/how-to-play.js';
import {
  type DominoSquaresDrawGuide,
  dominoSquaresDrawHowToPlay,
} from '../games/domino-squares/draw/how-to-play.js';
import {
  type DominoSquaresGuide,
  dominoSquaresHowToPlay,
} from '../games/domino-squares/squares/how-to-play.js';
import { type DumpTruckGuide, dumpTruckHowToPlay } from '../games/dump-truck/how-to-play.js';
import { type ShanghaiGuide, shanghaiHowToPlay } from '../games/shanghai/how-to-play.js';

/** Each listed game's English guide with its own option and variant keys, by game id. */
interface Guides {
  readonly 'build-up': BuildUpGuide;
  readonly 'dump-truck': DumpTruckGuide;
  readonly shanghai: ShanghaiGuide;
  readonly 'domino-squares': DominoSquaresGuide;
  readonly 'domino-squares-block': DominoSquaresBlockGuide;
  readonly 'domino-squares-draw': DominoSquaresDrawGuide;
  readonly 'blind-hughie': BlindHughieGuide;
}

/** The id of a game with a shipped how-to-play. */
export type GuideGameId =
  | 'build-up'
  | 'dump-truck'
  | 'shanghai'
  | 'domino-squares'
  | 'domino-squares-block'
  | 'domino-squares-draw'
  | 'blind-hughie';

/**
 * Every listed game's English how-to-play by game id: the guides the games' entries carry.
 *
 * @example
 * ```ts
 * HOW_TO_PLAY_EN['build-up'].goal; // 'Have the most pips of your colour on top of the stacks …'
 * ```
 */
export const HOW_TO_PLAY_EN: Readonly<Record<GuideGameId, HowToPlay>> = {
  'build-up': buildUpHowToPlay,
  'dump-truck': dumpTruckHowToPlay,
  shanghai: shanghaiHowToPlay,
  'domino-squares': dominoSquaresHowToPlay,
  'domino-squares-block': dominoSquaresBlockHowToPlay,
  'domino-squares-draw': dominoSquaresDrawHowToPlay,
  'blind-hughie': blindHughieHowToPlay,
} satisfies Record<keyof Guides, HowToPlay>;

/** One game's how-to-play in another language: every section, and every option and variant of the English. */
export type GuideLike<English extends HowToPlay> = Omit<HowToPlay, 'options' | 'variants'> & {
  readonly options: { readonly [Key in keyof English['options']]: string };
  readonly variants: { readonly [Key in keyof English['variants']]: string };
};

/** A complete language of guides: every listed game's, each with every option and variant the English has. */
export type CompleteGuides = { readonly [Id in GuideGameId]: GuideLike<Guides[Id]> };

/** The words around a how-to-play in a language: the titles `boneyard rules` prints, and its last line. */
export interface GuideWords extends HowToPlayTitles {
  /** The CLI's last line, `{id}` standing for the game's id. */
  readonly play: string;
}

/** Each variant's name in a language, by game id and variant key (English names them by their keys). */
export type VariantNames = {
  readonly [Id in GuideGameId]: { readonly [Key in keyof Guides[Id]['variants']]: string };
};

/**
 * The English words around a guide (what `formatHowToPlay` prints by default).
 *
 * @example
 * ```ts
 * GUIDE_WORDS_EN.turn; // 'A turn:'
 * ```
 */
export const GUIDE_WORDS_EN: GuideWords = {
  ...ENGLISH_TITLES,
  play: 'Play it: boneyard play {id}. Its options and variants: boneyard play {id} --help.',
};

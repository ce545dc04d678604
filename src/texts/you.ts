/**
 * A seat is "you" to itself: the sentences whose subject is the seat a message names as `player` are said to
 * that seat in the second person ("You play 3-5…", "Juegas 3-5…") when `textOf` is given it as `viewer`.
 *
 * @module
 */
import { type Catalog, renderMessage, type Sentence } from '../core/message.js';

/** How a language turns a sentence about a seat into one said to it. */
export interface Addressing {
  /** The seat as the subject at the start of a sentence, its number captured (e.g. `/^Seat (\d+) /`). */
  readonly subject: RegExp;
  /** What replaces it (e.g. `'You '`, or `''` where the verb alone says who). */
  readonly you: string;
  /**
   * Third-person words and their second-person forms, tried in order, each replaced once; a form starting
   * with `^` only at the start (the verb right after the subject).
   */
  readonly forms: readonly (readonly [string, string])[];
  /** Another seat's thing, when that seat is the viewer, as the viewer's own ("seat 0's 2-4" → "your 2-4"). */
  readonly own?: (text: string, viewer: number) => string;
}

/** The event sentences whose subject is the seat named `player`. */
const ABOUT_THE_PLAYER = [
  'build-up.play',
  'build-up.pass',
  'dump-truck.choose',
  'dump-truck.draw',
  'dump-truck.choice-gone',
  'dump-truck.no-draw',
  'dump-truck.place',
  'dump-truck.replace',
  'dump-truck.return',
  'dump-truck.discard',
  'dump-truck.unload',
  'dump-truck.keep',
  'shanghai.roll',
  'shanghai.lay',
  'shanghai.stop',
  'shanghai.draw',
  'domino-squares.play',
  'domino-squares.draw',
  'domino-squares.pass',
  'domino-squares.give',
  'domino-squares.direction',
  'domino-squares.pass-piece',
  'domino-squares.turn-over',
];

/** `catalog` with every sentence about the player also said to it, in the second person, by `addressing`. */
export function addressed<C extends Catalog>(catalog: C, addressing: Addressing): C {
  const out: Record<string, Sentence> = { ...catalog };
  for (const id of ABOUT_THE_PLAYER) {
    const sentence = catalog[id];
    if (sentence === undefined) continue;
    out[id] = (params: { player?: unknown }, tools) => {
      let text = renderMessage([{ [id]: sentence }], { id, params }, tools.locale, tools.viewer);
      if (tools.viewer === null) return text;
      if (addressing.own) text = addressing.own(text, tools.viewer);
      if (tools.viewer !== params.player) return text;
      const found = addressing.subject.exec(text);
      if (!found || Number(found[1]) !== params.player) return text;
      let rest = text.slice(found[0].length);
      let verb = false;
      for (const [from, to] of addressing.forms) {
        if (from.startsWith('^')) {
          // One verb follows the subject: the first form that fits it, and no other.
          if (!verb && rest.startsWith(from.slice(1))) {
            rest = to + rest.slice(from.length - 1);
            verb = true;
          }
        } else if (rest.includes(from)) rest = rest.replace(from, to);
      }
      const said = addressing.you + rest;
      return said.charAt(0).toUpperCase() + said.slice(1);
    };
  }
  return out as C;
}

/** English: "Seat 0 plays" → "You play". */
export const EN_YOU: Addressing = {
  subject: /^Seat (\d+) /,
  you: 'You ',
  forms: [
    ['^plays', 'play'],
    ['^cannot play and passes', 'cannot play and pass'],
    ['^has no tiles left and is passed over', 'have no tiles left and are passed over'],
    ['^chooses their draw', 'choose your draw'],
    ['^chooses', 'choose'],
    ['^draws', 'draw'],
    ['^places', 'place'],
    ['^moves', 'move'],
    ['^puts', 'put'],
    ['^returns', 'return'],
    ['^dumps their load', 'dump your load'],
    ['^unloads', 'unload'],
    ['^keeps their load', 'keep your load'],
    ['^rolls', 'roll'],
    ['^lays', 'lay'],
    ['^stops', 'stop'],
    ['^keeps the piece drawn and ends the turn', 'keep the piece drawn and end the turn'],
    ['^keeps', 'keep'],
    ['^gives', 'give'],
    ['^sends', 'send'],
    ['^has chosen', 'have chosen'],
    ['^turns over', 'turn over'],
    ['they choose again', 'you choose again'],
    ['which is now in their hand', 'which is now in your hand'],
  ],
  own: (text, viewer) => text.replace(`seat ${viewer}'s `, 'your '),
};

/** Spanish: "El jugador 0 juega" → "Juegas" (the verb says who). */
export const ES_YOU: Addressing = {
  subject: /^El jugador (\d+) /,
  you: '',
  forms: [
    ['^juega', 'juegas'],
    ['^no puede jugar y pasa', 'no puedes jugar y pasas'],
    ['^no tiene fichas y se le salta', 'no tienes fichas y se te salta'],
    ['^elige su robo', 'eliges tu robo'],
    ['^elige', 'eliges'],
    ['^roba', 'robas'],
    ['^no roba', 'no robas'],
    ['^quería', 'querías'],
    ['^coloca', 'colocas'],
    ['^mueve', 'mueves'],
    ['^pone', 'pones'],
    ['^devuelve', 'devuelves'],
    ['^vacía su carga', 'vacías tu carga'],
    ['^descarga', 'descargas'],
    ['^conserva su carga', 'conservas tu carga'],
    ['^tira', 'tiras'],
    ['^se planta', 'te plantas'],
    ['^da ', 'das '],
    ['^manda', 'mandas'],
    ['^ya eligió', 'ya elegiste'],
    ['^voltea', 'volteas'],
    ['^se queda la pieza robada y termina el turno', 'te quedas la pieza robada y terminas el turno'],
    ['^se queda', 'te quedas'],
    ['^no encontró', 'no encontraste'],
    ['y tapa la', 'y tapas la'],
    ['y tapa tu', 'y tapas tu'],
    [' y suma', ' y sumas'],
    ['vuelve a elegir', 'vuelves a elegir'],
    ['que ahora tiene en la mano', 'que ahora tienes en la mano'],
    ['no juega una segunda pieza', 'no juegas una segunda pieza'],
  ],
  own: (text, viewer) => text.replace(new RegExp(`la (\\d+-\\d+) del jugador ${viewer}\\b`), 'tu $1'),
};

/** Brazilian Portuguese: "O jogador 0 joga" → "Você joga" (você takes the same verb). */
export const PT_YOU: Addressing = {
  subject: /^O jogador (\d+) /,
  you: 'Você ',
  forms: [],
  own: (text, viewer) => text.replace(new RegExp(`a (\\d+-\\d+) do jogador ${viewer}\\b`), 'a sua $1'),
};

/** French: "Le joueur 0 pose" → "Vous posez". */
export const FR_YOU: Addressing = {
  subject: /^Le joueur (\d+) /,
  you: 'Vous ',
  forms: [
    ['^pose', 'posez'],
    ['^ne peut pas jouer et boude', 'ne pouvez pas jouer et boudez'],
    ['^n’a plus de dominos et passe son tour', 'n’avez plus de dominos et passez votre tour'],
    ['^choisit sa pioche', 'choisissez votre pioche'],
    ['^choisit', 'choisissez'],
    ['^pioche', 'piochez'],
    ['^ne pioche rien', 'ne piochez rien'],
    ['^voulait', 'vouliez'],
    ['^déplace', 'déplacez'],
    ['^met', 'mettez'],
    ['^remet', 'remettez'],
    ['^vide son chargement', 'videz votre chargement'],
    ['^décharge', 'déchargez'],
    ['^garde son chargement', 'gardez votre chargement'],
    ['^lance', 'lancez'],
    ['^s’arrête', 'vous arrêtez'],
    ['^donne', 'donnez'],
    ['^envoie', 'envoyez'],
    ['^a choisi', 'avez choisi'],
    ['^retourne', 'retournez'],
    ['^garde la pièce piochée et finit son tour', 'gardez la pièce piochée et finissez votre tour'],
    ['^garde', 'gardez'],
    ['^n’a rien trouvé', 'n’avez rien trouvé'],
    ['^ne peut pas', 'ne pouvez pas'],
    ['et couvre', 'et couvrez'],
    ['et marque', 'et marquez'],
    ['il choisit à nouveau', 'vous choisissez à nouveau'],
    ['qu’il a maintenant en main', 'que vous avez maintenant en main'],
  ],
  own: (text, viewer) => text.replace(new RegExp(`le (\\d+-\\d+) du joueur ${viewer}\\b`), 'votre $1'),
};

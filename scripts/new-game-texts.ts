/**
 * The Tiny Block template's words in the languages `boneyard/texts` ships
 * besides English (its English lives in the template: `how-to-play.ts`,
 * `refusals-en.ts`). `npm run new-game` writes them, renamed, into
 * `src/texts/`, so that a new game is complete in every language from the
 * start, as the texts tests ask; like the template's rules, they are the
 * template's until the game's own replace them.
 *
 * @module
 */

import type { HowToPlay } from '../src/core/index.js';

/** One language's words of the template: its guide, its variant's name, its refusal sentences by code. */
export interface TemplateWords {
  /** The guide (the texts tests check it has the English guide's options, variants and lines). */
  readonly howToPlay: HowToPlay;
  /** The variant's name. */
  readonly variants: { readonly seed: string };
  /** The refusal sentences, by the end of their id (`no-match.left` for `tiny-block.refusal.no-match.left`). */
  readonly refusals: Readonly<Record<string, string>>;
}

/**
 * The template's words in Spanish, Portuguese and French, by language.
 *
 * @example
 * ```ts
 * TEMPLATE_WORDS.es.refusals['empty-boneyard']; // 'El pozo está vacío: pasa.'
 * ```
 */
export const TEMPLATE_WORDS: Readonly<Record<'es' | 'pt' | 'fr', TemplateWords>> = {
  es: {
    howToPlay: {
      equipment: 'Tiny Block: 2 o 3 jugadores y un juego hasta el doble tres (diez fichas, de 0-0 a 3-3).',
      goal: 'Quedarte sin fichas primero, o sumar menos puntos en la mano cuando nadie puede jugar.',
      setup: [
        'Cada jugador recibe sus fichas (tres si no se dice otra cosa); las demás quedan boca abajo: el pozo.',
        'Un sorteo con semilla decide quién sale.',
      ],
      turn: [
        'Juega una ficha que case con uno de los extremos de la mesa; cualquier ficha abre la mesa.',
        'Si no tienes qué jugar, roba una ficha del pozo y sigue; con el pozo vacío, pasa.',
      ],
      scoring: ['El ganador se anota 1 y los demás 0.'],
      end: [
        'La partida termina cuando un jugador se queda sin fichas: ese jugador gana.',
        'También termina cuando todos pasan seguidos (un tranque): gana quien suma menos puntos; un empate se comparte.',
      ],
      options: { hand: 'Fichas que recibe cada jugador, de 1 a 3 (por defecto 3).' },
      variants: { seed: 'Las reglas tal como están escritas.' },
    },
    variants: { seed: 'reglas estándar' },
    refusals: {
      'must-play': 'Si tienes una ficha que casa con un extremo, tienes que jugarla.',
      'tile-not-in-hand': 'No tienes la ficha {tile}.',
      'no-match.left': 'La ficha tiene que casar con el extremo izquierdo.',
      'no-match.right': 'La ficha tiene que casar con el extremo derecho.',
      'empty-boneyard': 'El pozo está vacío: pasa.',
      'must-draw': 'Si no puedes jugar, robas mientras quedan fichas en el pozo.',
    },
  },
  pt: {
    howToPlay: {
      equipment: 'Tiny Block: 2 ou 3 jogadores e um dominó duplo-três (dez pedras, de 0-0 a 3-3).',
      goal: 'Bater primeiro, ou ficar com menos pontos na mão quando ninguém pode jogar.',
      setup: [
        'Cada jogador recebe suas pedras (três, se nada for dito); as outras ficam viradas para baixo: o monte.',
        'Um sorteio com semente decide quem sai.',
      ],
      turn: [
        'Jogue uma pedra que combine com uma das pontas da mesa; qualquer pedra abre a mesa.',
        'Sem nada para jogar, compre uma pedra do monte e continue; com o monte vazio, passe.',
      ],
      scoring: ['O vencedor marca 1 e os outros 0.'],
      end: [
        'O jogo acaba quando um jogador bate: esse jogador vence.',
        'Também acaba quando todos passam seguidos (jogo trancado): vence quem tem menos pontos; um empate é dividido.',
      ],
      options: { hand: 'Pedras que cada jogador recebe, de 1 a 3 (padrão 3).' },
      variants: { seed: 'As regras como estão escritas.' },
    },
    variants: { seed: 'regras padrão' },
    refusals: {
      'must-play': 'Se você tem uma pedra que combina com uma ponta, precisa jogá-la.',
      'tile-not-in-hand': 'Você não tem a pedra {tile}.',
      'no-match.left': 'A pedra precisa combinar com a ponta da esquerda.',
      'no-match.right': 'A pedra precisa combinar com a ponta da direita.',
      'empty-boneyard': 'O monte está vazio: passe.',
      'must-draw': 'Quem não pode jogar compra enquanto houver pedras no monte.',
    },
  },
  fr: {
    howToPlay: {
      equipment: 'Tiny Block : 2 ou 3 joueurs et un jeu jusqu’au double trois (dix dominos, de 0-0 à 3-3).',
      goal: 'Poser tous ses dominos le premier, ou garder le moins de points quand personne ne peut jouer.',
      setup: [
        'Chaque joueur reçoit ses dominos (trois si rien n’est dit) ; les autres restent faces cachées : la pioche.',
        'Un tirage avec graine décide qui commence.',
      ],
      turn: [
        'Posez un domino qui va à un bout de la chaîne ; n’importe quel domino ouvre la chaîne.',
        'Sans rien à poser, piochez un domino et continuez ; la pioche vide, passez.',
      ],
      scoring: ['Le gagnant marque 1, les autres 0.'],
      end: [
        'La partie finit quand un joueur a posé tous ses dominos : il gagne.',
        'Elle finit aussi quand tous passent à la suite (partie bloquée) : le moins de points gagne ; une égalité se partage.',
      ],
      options: { hand: 'Dominos donnés à chaque joueur, de 1 à 3 (3 par défaut).' },
      variants: { seed: 'Les règles telles qu’écrites.' },
    },
    variants: { seed: 'règles de base' },
    refusals: {
      'must-play': 'Qui a un domino qui va à un bout doit le poser.',
      'tile-not-in-hand': 'Vous n’avez pas le domino {tile}.',
      'no-match.left': 'Le domino doit aller au bout gauche.',
      'no-match.right': 'Le domino doit aller au bout droit.',
      'empty-boneyard': 'La pioche est vide : passez.',
      'must-draw': 'Qui ne peut pas jouer pioche tant que la pioche a des dominos.',
    },
  },
};

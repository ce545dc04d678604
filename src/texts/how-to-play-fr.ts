/**
 * How to play every listed game in French, as a French domino player says it (domino, pioche, double,
 * bouder, la donne, la manche, partie bloquée); the options' values stay as they are typed
 * (`'set-aside'`).
 *
 * @module
 */
import type { CompleteGuides, GuideWords, VariantNames } from './how-to-play-en.js';

const SQUARES_PIECES = [
  'Une pièce est un carré de quatre cases : des nombres, des blancs noirs, des jokers blancs et, sur une pièce à commande, une commande (qui compte comme un blanc pour l’accord).',
  'Une pièce se pose contre une pièce au bout de la table, en accordant un côté entier : deux cases voisines, nombre contre nombre, blanc contre blanc ; un joker s’accorde à tout nombre ou joker, jamais à un blanc.',
  'Seuls les deux bouts de la table prennent des pièces ; une pièce qui a deux voisines n’en prend plus, et une pièce ne peut pas s’accorder à deux pièces à la fois.',
];

const SQUARES_OPTIONS = {
  pieces:
    'Le jeu de pièces (par défaut : les 48 pièces de cette bibliothèque, dans docs/rules/domino-squares.md).',
  firstPlayer: 'La place du joueur le plus âgé, qui commence (par défaut 0).',
  goingOut:
    "Qui gagne quand un joueur fait domino : 'wins' (par défaut : il gagne et marque les points restant dans toutes les autres mains) ou 'fewest-pips' (les mains sont comptées comme après une partie bloquée).",
} as const;

const SQUARES_BLOCK_SCORING = [
  'À la fin, chaque main est montrée et ses points comptés (blancs, commandes et jokers valent 0).',
  'Le joueur qui a le moins de points gagne et marque les points de toutes les autres mains.',
];

/**
 * Every listed game's how-to-play in French, by game id.
 *
 * @example
 * ```ts
 * HOW_TO_PLAY_FR.shanghai.turn[0]; // 'Lancez les dés. …'
 * ```
 */
export const HOW_TO_PLAY_FR: CompleteGuides = /* @__PURE__ */ (() => ({
  // Made by a call marked pure, so that a bundler leaves the guides out of an app that never reads them (the
  // spreads of the shared lines would otherwise keep them).
  'build-up': {
    equipment:
      'Build Up (un jeu de David Vander Ark) : 2 joueurs (jusqu’à 8), chacun avec un jeu double-six de sa couleur.',
    goal: 'Avoir le plus de points de votre couleur au sommet des piles à la fin de chaque donne, sur quatre donnes.',
    setup: [
      'Chaque joueur pose au milieu six dominos de son jeu face visible : les piles (douze à deux joueurs).',
      'Chaque joueur pioche un domino dans sa propre pioche : le plus fort commence la première donne. Puis chacun pioche jusqu’à en avoir six.',
      'Des donnes de 6, 6, 6 puis 4 dominos : les quatre donnes épuisent chaque jeu.',
    ],
    turn: [
      'Posez un domino de votre main au sommet de n’importe quelle pile.',
      'Un domino simple couvre un domino d’autant de points ou moins ; un double couvre n’importe quel domino simple.',
      'Un double ne couvre un autre double que s’il a plus de points ; n’importe quel domino couvre un double s’il a plus de points.',
      'Si vous ne pouvez pas jouer, vous boudez et les autres continuent.',
    ],
    scoring: [
      'À la fin d’une donne, chaque joueur marque les points de sa couleur au sommet des piles.',
      'Les dominos que vous n’avez pas pu poser sont mis de côté : ils ne comptent ni pour ni contre vous.',
    ],
    end: [
      'Une donne se termine quand toutes les mains sont vides, ou quand personne ne peut jouer (partie bloquée).',
      'Après la quatrième donne, le plus gros total gagne ; des totaux égaux se partagent la victoire.',
    ],
    options: {
      schedule:
        'Les dominos piochés pour chaque donne, dans l’ordre (par défaut [6,6,6,4] ; 22 au plus en tout).',
      unplayable:
        "Ce que deviennent les dominos que vous n’avez pas pu poser à la fin d’une donne : 'set-aside' (par défaut, la règle d’origine : mis de côté) ou 'subtract' (leurs points comptent contre vous).",
      laterLead:
        "Qui commence les donnes suivantes : 'rotate' (par défaut, la place suivante à chaque donne) ou 'lowest-score' (le joueur le plus en retard).",
      equalOnDouble:
        'Si un domino simple peut couvrir un double d’autant de points (par défaut false : il en faut plus).',
    },
    variants: {
      seed: 'La règle telle qu’elle est écrite.',
      'subtract unplayed': 'Les dominos restés sans être posés à la fin d’une donne comptent contre vous.',
      'lowest score leads': 'Le joueur le plus en retard commence chaque donne suivante.',
      'equal on a double': 'Un domino simple peut couvrir un double d’autant de points.',
    },
  },

  'dump-truck': {
    equipment:
      'Dump Truck (un jeu de Thomas Gale) : 2 joueurs (jusqu’à 8), un jeu double-six partagé comme pioche.',
    goal: 'Charger votre camion (3 rangées de 4 cases d’un demi-domino : six dominos) pour qu’il marque de longues chaînes quand vous le déchargez ; le plus gros score à la fin gagne.',
    setup: ['Les 28 dominos sont mélangés face cachée : la pioche. Tous les camions sont vides au départ.'],
    turn: [
      'À chaque manche, tous les joueurs piochent en même temps un domino (le score le plus bas choisit en premier quand cela compte, par exemple parmi les dominos face visible ; pile ou face entre scores égaux).',
      'Chargez-le : posez-le dans votre camion, couché ou debout, à côté d’un domino déjà là (le premier va n’importe où) ; ou remettez-le face visible dans la pioche.',
      'Ou mettez-le à la place d’un domino de votre camion ; celui qui sort va face visible dans la pioche ou à une place libre du camion.',
      'Puis chaque joueur peut décharger tout le camion (en marquant, ou en le vidant sans marquer) ou continuer à charger.',
    ],
    scoring: [
      'Les chaînes vont en ligne ou en colonne, jamais en diagonale, sur les moitiés des dominos : un point par moitié dans la chaîne.',
      'Une chaîne de nombres égaux par nombre (par exemple 1-1-1-1, et aussi 6-6-6) et une suite (par exemple 2-3-4-5-6) par chargement ; les blancs n’entrent jamais dans une suite.',
      'Une chaîne doit avoir au moins 3 moitiés pour marquer. Une moitié peut compter dans la suite et dans une chaîne de nombres égaux.',
      'Les dominos déchargés quittent la partie. Essayez : boneyard score 1234/1153/0133 (11 points).',
    ],
    end: [
      'La partie se termine quand il ne reste plus de dominos dans la pioche ni en main ; chaque camion encore chargé est compté tel quel.',
      'Le plus gros score gagne ; des scores égaux se partagent la victoire.',
    ],
    options: {
      blanks:
        "Comment marquent les chaînes de blancs : 'normal' (par défaut), 'worthless' (plus dur), 'double' (plus facile : 2 points par moitié) ou 'jokers' (bien plus facile : les blancs prennent une valeur pour tout le chargement).",
      template:
        'Jouer avec un gabarit : les 12 cases sont fixes et le chargement ne glisse jamais (par défaut false : seule la forme doit tenir).',
      noShift: 'SANS DÉPLACER : rien de ce qui est posé ne bouge avant le déchargement (pas d’échange).',
      noReplace: 'SANS ÉCHANGE : un domino pioché ne peut jamais prendre la place d’un domino du camion.',
      noRelocate:
        'Variante de cette bibliothèque : un domino délogé par un échange ne peut que retourner dans la pioche, jamais ailleurs dans le camion.',
      returnLimit:
        'Combien de fois un même domino peut retourner face visible dans la pioche ; une fois de plus l’écarte de la partie (par défaut 1 ; de 0 à 10).',
      minChain: 'Le nombre minimum de moitiés pour qu’une chaîne marque (par défaut 3 ; de 1 à 12).',
    },
    variants: {
      seed: 'La règle telle qu’elle est écrite.',
      'harder (blanks worthless)': 'Les chaînes de blancs ne marquent rien.',
      'easier (blanks double)': 'Les chaînes de blancs marquent 2 points par moitié.',
      'much easier (blanks jokers)': 'Les blancs sont des jokers, une seule valeur pour tout le chargement.',
      'no shift': 'Rien de ce qui est posé ne bouge avant le déchargement.',
      'no replace': 'Pas d’échange d’un domino pioché contre un domino du camion.',
      'no relocate (library variant)': 'Un domino délogé ne peut que retourner dans la pioche.',
      template: 'Le camion est un gabarit fixe de 12 cases.',
    },
  },

  shanghai: {
    equipment: 'Shanghai : 2 joueurs (jusqu’à 8), un jeu double-six par joueur et deux dés.',
    goal: 'Former des chaînes de dominos qui répondent aux dés, en posant plus de dominos que vos adversaires ; le premier à 50 points gagne.',
    setup: ['Tous les jeux sont mélangés face cachée ; chaque joueur pioche dix dominos et les cache.'],
    turn: [
      'Lancez les dés. Posez de votre main une chaîne dont les deux bouts montrent les deux nombres obtenus : un 6 et un 2 prennent le 6-2, ou le 6-3 avec le 3-2.',
      'Dans une chaîne, les bouts qui se touchent sont égaux. Les blancs sont des jokers : le 6-0 répond à tout lancer avec un 6, et le 0-0 à tous les lancers.',
      'Après une chaîne, relancez et continuez tant que vous le pouvez et le voulez ; quand vous ne formez pas de chaîne, votre tour est fini.',
      'Puis piochez un domino pour chaque chaîne posée pendant ce tour, quelle que soit sa longueur.',
    ],
    scoring: [
      'À la fin de la manche, chaque joueur marque un point par domino posé en chaîne et en perd un par domino resté en main.',
    ],
    end: [
      'Une manche se termine quand un joueur doit piocher plus de dominos qu’il n’en reste : il pioche ce qui reste et le jeu s’arrête.',
      'Puis tout est mélangé à nouveau pour une nouvelle manche, que commence le joueur suivant. Le premier à atteindre 50 à la fin d’une manche gagne ; le plus haut si plusieurs y arrivent ; une égalité joue une manche de départage.',
    ],
    options: {
      target: 'Les points qui terminent la partie à la fin d’une manche (par défaut 50).',
      handSize: 'Les dominos distribués à chaque joueur au début d’une manche (par défaut 10 ; de 1 à 10).',
      tieBreaker:
        "Qui joue la manche de départage : 'tied' (par défaut, les joueurs à égalité en tête) ou 'everyone' (tout le monde joue ; seuls les scores des joueurs à égalité décident).",
      maxRounds:
        'Les manches après lesquelles la partie s’arrête même si personne n’a atteint le but ; le plus gros total gagne (par défaut 100).',
      maxIdleTurns:
        'Une manche se termine aussi après ce nombre de tours de suite sans chaîne (par défaut 500, un arrêt de sécurité).',
    },
    variants: {
      seed: 'La règle telle qu’elle est écrite.',
      'one round': 'Une seule manche décide.',
      'tie-breaker: everyone':
        'Tout le monde joue la manche de départage ; seuls les scores des joueurs à égalité comptent.',
    },
  },

  'domino-squares': {
    equipment: 'Domino Squares (Winning Moves) : de 2 à 4 joueurs, avec les pièces carrées.',
    goal: 'Avoir le plus gros score après trois manches : vous marquez avec chaque pièce posée, et en faisant domino le premier.',
    setup: [
      ...SQUARES_PIECES,
      'Chaque joueur prend 7 pièces (6 à quatre joueurs) et les cache ; le reste forme la pioche. Une pièce de la pioche commence la table (sa commande ne compte pas).',
    ],
    turn: [
      'Posez une pièce à un bout de la table, ou piochez-en une (vous pouvez poser tout de suite la pièce piochée, ou la garder).',
      'Après une pièce à commande, faites ce qu’elle dit : Donne 1 (donnez une pièce à un adversaire), Pioche 1, Saute (le joueur suivant perd son tour), Rejoue, Tous passent 1 (chacun passe une pièce à gauche ou à droite).',
    ],
    scoring: [
      'Une pièce posée marque par son côté de points, les deux cases hors de l’accord : leurs nombres (blancs et commandes valent 0).',
      'Le premier joueur à faire domino termine la manche et marque 10, plus 2 par pièce simple et 3 par pièce à commande restant dans les mains des autres.',
    ],
    end: [
      'Une manche se termine quand un joueur fait domino, ou quand la pioche est vide et que personne ne peut jouer. La manche suivante est commencée par le joueur à gauche du dernier gagnant.',
      'Après trois manches, le plus gros total gagne.',
    ],
    options: {
      pieces: SQUARES_OPTIONS.pieces,
      firstPlayer: SQUARES_OPTIONS.firstPlayer,
      rounds: 'Les manches d’une partie (par défaut 3 ; de 1 à 10).',
    },
    variants: {
      seed: 'La règle telle qu’elle est écrite.',
      'one round': 'Une seule manche décide.',
    },
  },

  'domino-squares-block': {
    equipment:
      'Le jeu bloqué, le jeu de dominos le plus courant, avec des pièces de Domino Squares : de 2 à 4 joueurs.',
    goal: 'Poser toute votre main le premier (en criant « Domino ! »), ou avoir le moins de points quand personne ne peut jouer.',
    setup: [
      ...SQUARES_PIECES,
      'Chaque joueur pioche 9 pièces ; une de plus commence la table ; le reste est hors jeu. Les commandes ne comptent pas.',
    ],
    turn: ['Posez une pièce à un bout de la table ; si vous ne pouvez pas, vous boudez.'],
    scoring: SQUARES_BLOCK_SCORING,
    end: [
      'La partie se termine quand un joueur a posé toute sa main, ou quand personne ne peut jouer (partie bloquée).',
    ],
    options: { ...SQUARES_OPTIONS },
    variants: { seed: 'La règle telle qu’elle est écrite.' },
  },

  'domino-squares-draw': {
    equipment: 'Le jeu à la pioche, avec des pièces de Domino Squares : de 2 à 4 joueurs.',
    goal: 'Poser toute votre main le premier, ou avoir le moins de points quand personne ne peut jouer.',
    setup: [
      ...SQUARES_PIECES,
      'Chaque joueur pioche 7 pièces ; une de plus commence la table ; le reste forme la pioche. Les commandes ne comptent pas.',
    ],
    turn: [
      'Posez une pièce à un bout de la table.',
      'Si vous ne pouvez pas, piochez pièce après pièce jusqu’à pouvoir en poser une (la pioche vide, vous boudez).',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['La partie se termine quand un joueur a posé toute sa main, ou quand personne ne peut jouer.'],
    options: {
      ...SQUARES_OPTIONS,
      drawRule:
        "'until-playable' (par défaut : piocher jusqu’à ce qu’une pièce aille) ou 'one' (la variante imprimée : piocher une pièce, la poser si elle va et que vous le voulez, et votre tour est fini).",
    },
    variants: {
      seed: 'La règle telle qu’elle est écrite.',
      'draw one': 'Piochez une seule pièce, puis votre tour est fini.',
    },
  },

  'blind-hughie': {
    equipment: 'Blind Hughie (dominos à l’aveugle), avec des pièces de Domino Squares : de 2 à 4 joueurs.',
    goal: 'Être le premier à ne plus avoir de pièces, en jouant d’une rangée face cachée que vous ne voyez pas ; ou avoir le moins de points quand le jeu s’arrête.',
    setup: [
      ...SQUARES_PIECES,
      'Chaque joueur pioche 9 pièces sans les regarder et les aligne face cachée en rangée ; une de plus commence la table ; le reste est hors jeu.',
    ],
    turn: [
      'Retournez la pièce au bout gauche de votre rangée. Si elle va à un bout de la table, vous devez la poser, et vous rejouez.',
      'La première pièce qui ne va pas retourne face cachée au bout droit de votre rangée, et votre tour est fini (une pièce avec un joker y retourne face visible).',
      'Une pièce face visible au bout droit peut être posée au lieu de retourner celle de gauche.',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['La partie se termine quand un joueur n’a plus de pièces, ou quand aucun joueur ne peut poser.'],
    options: {
      ...SQUARES_OPTIONS,
      eitherEnd:
        'La variante imprimée : après votre premier tour, vous pouvez retourner l’un ou l’autre bout de votre rangée (par défaut false).',
      idleRounds:
        'La partie est aussi bloquée quand chaque joueur a eu ce nombre de tours de suite sans poser (par défaut 9 ; de 1 à 9).',
      memory:
        "Ce que votre vue montre de vos propres pièces remises face cachée : 'perfect' (par défaut : toutes) ou 'none' (face cachée veut dire cachée : à vous de vous en souvenir).",
    },
    variants: {
      seed: 'La règle telle qu’elle est écrite, pour des joueurs en chair et en os : vous retenez vous-même vos pièces face cachée.',
      'either end': 'Après votre premier tour, vous pouvez retourner l’un ou l’autre bout de votre rangée.',
      'perfect recall': 'Votre vue montre chaque pièce que vous avez retournée puis remise.',
    },
  },
}))();

/**
 * The titles around a guide in French, and the CLI's last line.
 *
 * @example
 * ```ts
 * GUIDE_WORDS_FR.title; // '{name} : comment jouer'
 * ```
 */
export const GUIDE_WORDS_FR: GuideWords = {
  title: '{name} : comment jouer',
  goal: 'But :',
  setup: 'Mise en place :',
  turn: 'Un tour :',
  scoring: 'Points :',
  end: 'La fin :',
  play: 'Pour jouer : boneyard play {id} --lang fr. Ses options et variantes : boneyard play {id} --help.',
};

/**
 * Each variant's name in French, by game id.
 *
 * @example
 * ```ts
 * VARIANT_NAMES_FR['dump-truck']['no shift']; // 'sans déplacer'
 * ```
 */
export const VARIANT_NAMES_FR: VariantNames = {
  'build-up': {
    seed: 'règles standard',
    'subtract unplayed': 'retirer les dominos non posés',
    'lowest score leads': 'le dernier commence',
    'equal on a double': 'égal sur un double',
  },
  'dump-truck': {
    seed: 'règles standard',
    'harder (blanks worthless)': 'plus dur (blancs sans valeur)',
    'easier (blanks double)': 'plus facile (blancs doublés)',
    'much easier (blanks jokers)': 'bien plus facile (blancs jokers)',
    'no shift': 'sans déplacer',
    'no replace': 'sans échange',
    'no relocate (library variant)': 'sans déplacer le domino échangé',
    template: 'camion de forme fixe',
  },
  shanghai: {
    seed: 'règles standard',
    'one round': 'une seule manche',
    'tie-breaker: everyone': 'tout le monde joue le départage',
  },
  'domino-squares': { seed: 'règles standard', 'one round': 'une seule manche' },
  'domino-squares-block': { seed: 'règles standard' },
  'domino-squares-draw': { seed: 'règles standard', 'draw one': 'une seule pioche' },
  'blind-hughie': {
    seed: 'règles standard',
    'either end': 'l’un ou l’autre bout',
    'perfect recall': 'mémoire parfaite',
  },
};

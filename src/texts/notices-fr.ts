/**
 * French: the refusals and the bots' notes, said to the player who made the move (vous), as a domino player
 * says them (domino, pile, pioche, camion, pièce).
 *
 * @module
 */
import type { CompleteNotices } from './notices.js';

const DOING: Readonly<Record<string, string>> = {
  draw: 'piocher',
  place: 'poser un domino',
  replace: 'échanger un domino',
  return: 'rendre un domino',
  unload: 'décharger',
  keep: 'garder le chargement',
};
const NOT_NOW: Readonly<Record<string, string>> = {
  play: 'Vous ne pouvez pas jouer de pièce maintenant.',
  draw: 'Vous ne pouvez pas piocher maintenant.',
  pass: 'Vous ne pouvez pas passer maintenant.',
  give: 'Personne n’a joué de Donne 1.',
  direction: 'Personne n’a joué de Tous passent 1.',
  'pass-piece': 'Personne ne passe de pièces maintenant.',
};

/**
 * The refusals and bots' notes in French.
 *
 * @example
 * ```ts
 * NOTICES_FR['table.refusal.game-over']; // 'La partie est terminée.'
 * ```
 */
export const NOTICES_FR: CompleteNotices = {
  'core.refusal.malformed-move': 'Ce coup est illisible.',
  'core.refusal.unknown-move-type': 'Ce coup n’existe pas dans ce jeu.',
  'core.refusal.bad-player': 'Cette place n’existe pas à cette table.',
  'core.refusal.unknown-field': 'Ce coup en dit plus que ce jeu n’en lit.',
  'core.refusal.missing-field': 'Il manque quelque chose à ce coup.',
  'core.refusal.bad-field': 'Ce coup nomme quelque chose de travers.',
  'core.refusal.not-your-turn': 'Ce n’est pas votre tour.',
  'core.refusal.not-your-seat': 'D’ici, vous jouez la place {seat}, pas une autre.',

  'build-up.refusal.tile-not-in-hand': 'Vous n’avez pas le {tile}.',
  'build-up.refusal.no-such-stack': 'Cette pile n’existe pas.',
  'build-up.refusal.cannot-cover':
    'Le {tile} ne peut pas couvrir cette pile (règles 1 à 3 : le total des points).',
  'build-up.refusal.must-play': 'Qui peut jouer ne peut pas passer (règle 5).',

  'shanghai.refusal.empty-chain': 'Une chaîne compte au moins un domino.',
  'shanghai.refusal.tile-not-in-hand': 'Vous n’avez pas le {tile}.',
  'shanghai.refusal.tile-repeated': 'Le {tile} est nommé deux fois.',
  'shanghai.refusal.not-a-chain':
    'Ces dominos ne forment pas une chaîne dont les bouts montrent {die1} et {die2}.',

  'dump-truck.refusal.wrong-step': (p) => `Vous ne pouvez pas ${DOING[p.move]} maintenant.`,
  'dump-truck.refusal.double-not-flipped':
    'Un double se lit pareil dans les deux sens : il n’est jamais retourné.',
  'dump-truck.refusal.no-face-down': 'Il ne reste aucun domino face cachée.',
  'dump-truck.refusal.not-face-up': 'Le {tile} n’est pas face visible.',
  'dump-truck.refusal.no-relocate':
    'Sans replacement : un domino délogé par un échange ne peut que retourner à la réserve.',
  'dump-truck.refusal.no-replace': 'Règle SANS ÉCHANGE : les dominos d’un camion ne sont jamais échangés.',
  'dump-truck.refusal.no-shift': 'Règle SANS DÉPLACEMENT : un domino chargé ne se déplace ni ne s’échange.',
  'dump-truck.refusal.not-in-truck': 'Le {tile} n’est pas dans votre camion.',
  'dump-truck.refusal.truck-empty': 'Il n’y a rien à décharger dans le camion.',
  'dump-truck.refusal.truck-full': 'Un camion tient six dominos au plus.',
  'dump-truck.refusal.outside-truck': 'Le domino dépasserait du camion de 4 de large et 3 de haut.',
  'dump-truck.refusal.outside-truck.load': 'Le chargement ne tiendrait plus en 4 de large et 3 de haut.',
  'dump-truck.refusal.first-at-corner':
    'Sans gabarit, le chargement n’a pas de place fixe : son premier domino va dans le coin en haut à gauche.',
  'dump-truck.refusal.cell-taken': 'Il y a déjà un domino à cet endroit.',
  'dump-truck.refusal.not-adjacent':
    'Chaque domino après le premier doit toucher un domino déjà dans le camion.',

  'domino-squares.refusal.piece-not-in-hand': 'Vous n’avez pas cette pièce.',
  'domino-squares.refusal.not-adjacent': 'Cette case ne partage aucun côté entier avec une pièce du jeu.',
  'domino-squares.refusal.occupied': 'Il y a déjà une pièce sur cette case.',
  'domino-squares.refusal.touches-two-pieces': (p) =>
    `Là, la pièce toucherait ${p.count} pièces par un côté ; elle ne peut toucher que le bout auquel elle correspond.`,
  'domino-squares.refusal.not-an-end': 'Cette pièce est fermée : ce n’est pas un bout.',
  'domino-squares.refusal.bad-rotation': 'Une pièce tourne de 0 à 3 quarts de tour.',
  'domino-squares.refusal.no-match': 'Tournée ainsi, la pièce ne correspond pas au côté de sa voisine.',
  'domino-squares.refusal.must-play': 'Qui peut jouer ne peut pas passer.',
  'domino-squares.refusal.must-play.draw': 'On ne pioche que si l’on ne peut pas jouer.',
  'domino-squares.refusal.must-draw.boneyard': 'Qui ne peut pas jouer pioche tant qu’il reste des pièces.',
  'domino-squares.refusal.already-drew': 'Jouez la pièce piochée ou gardez-la (passez).',
  'domino-squares.refusal.empty-boneyard': 'La pioche est vide.',
  'domino-squares.refusal.not-now': (p) => NOT_NOW[p.move] ?? 'Pas maintenant.',
  'domino-squares.refusal.only-drawn-piece': 'Après avoir pioché, vous ne pouvez jouer que la pièce piochée.',
  'domino-squares.refusal.empty-pile': 'La pioche est vide.',
  'domino-squares.refusal.must-draw': 'Qui ne peut pas ou ne veut pas jouer pioche une pièce.',
  'domino-squares.refusal.must-play.pile-empty': 'Pioche vide : qui peut jouer doit jouer (règle 12).',
  'domino-squares.refusal.bad-recipient': 'Donne 1 donne une pièce à un autre joueur.',
  'domino-squares.refusal.must-play-turned': 'La pièce retournée va : il faut la jouer.',
  'domino-squares.refusal.must-play-turned.named': 'Vous devez jouer la pièce retournée.',
  'domino-squares.refusal.left-end-only': 'Seul le bout gauche de la rangée se retourne.',
  'domino-squares.refusal.left-end-only.first-turn':
    'Le bout droit ne se retourne qu’après votre premier tour.',
  'domino-squares.refusal.piece-not-in-row': 'Cette pièce n’est pas dans votre rangée.',
  'domino-squares.refusal.face-down': 'Sans la retourner, on ne joue qu’une pièce face visible.',

  'table.refusal.malformed-move': 'Ce coup est illisible.',
  'table.refusal.move-too-large': 'Ce coup est trop long.',
  'table.refusal.malformed-message': 'La table n’a pas compris.',
  'table.refusal.unknown-message': 'La table ne connaît pas cette demande.',
  'table.refusal.too-many-messages': 'Trop de coups trop vite : attendez un instant.',
  'table.refusal.not-seated': 'Seul un joueur assis peut faire cela.',
  'table.refusal.not-your-turn': 'Ce n’est pas votre tour.',
  'table.refusal.table-not-full': 'La partie commence quand toutes les places sont prises.',
  'table.refusal.game-over': 'La partie est terminée.',
  'table.refusal.game-not-over':
    'La partie n’est pas encore finie : la revanche se distribue une fois finie.',
  'table.refusal.seat-taken': 'Cette place est prise.',
  'table.refusal.no-such-seat': 'Cette table n’a pas cette place.',
  'table.refusal.no-free-seat': 'Toutes les places sont prises : vous pouvez regarder.',
  'table.refusal.seat-limit': 'Vous avez déjà une place à cette table.',
  'table.refusal.spectators-full': 'Cette table a déjà tous les spectateurs qu’elle accepte.',
  'table.refusal.unknown-bot': 'Ce bot n’existe pas ici.',
  'table.refusal.not-away': 'Ce joueur est là : aucun bot ne peut jouer à sa place.',
  'table.refusal.not-standing-in': 'Aucun bot ne joue pour cette place.',
  'table.refusal.unknown-table': 'Cette table n’existe pas.',
  'table.refusal.too-many-joins': 'Trop d’entrées en une minute : attendez un peu.',
  'table.refusal.too-many-creates': 'Trop de nouvelles tables en une minute : attendez un peu.',
  'table.refusal.too-many-tables':
    'Vous êtes à trop de tables inachevées : terminez-en ou quittez-en une d’abord.',
  'table.refusal.unknown-seat-token': 'Cette place n’est plus la vôtre.',
  'table.refusal.bad-table-id': 'Ce n’est pas le nom d’une table.',
  'table.refusal.wrong-game': 'Cette table joue à un autre jeu.',
  'table.refusal.unknown-variant': 'Ce jeu n’a pas cette variante.',
  'table.refusal.bad-options': 'Ce jeu ne peut pas se préparer ainsi.',
  'table.refusal.bad-seed': 'Cette graine ne convient pas.',
  'table.refusal.seed-not-allowed': 'Ce serveur distribue lui-même les dominos.',
  'table.refusal.seed-mismatch': 'La donne ne correspond pas à ce que le serveur a promis.',
  'table.refusal.bad-bots': 'Un bot par place au plus.',
  'table.refusal.table-live-elsewhere': 'Cette table se joue sur un autre serveur : rejoignez-la à nouveau.',
  'table.refusal.stale-table': 'Cette table est passée sur un autre serveur : rejoignez-la à nouveau.',
  'table.refusal.store-failed': 'La table n’a pas pu être enregistrée : réessayez.',
  'table.refusal.store-unavailable':
    'La table ne peut pas être enregistrée pour l’instant : rien n’a été joué ; réessayez.',
  'table.refusal.bad-record': 'Le registre de cette table est illisible.',
  'table.refusal.server-error': 'Le serveur a échoué : réessayez.',
  'table.refused-move': 'Ce coup n’est pas permis.',

  'table.bot-failed': '{bot} a échoué ; un coup au hasard a été joué.',
  'table.bot-fallback': '{bot} n’a pas pu réfléchir ; le bot de base a joué ce coup.',
  'table.bot-shortened': '{bot} a réfléchi {used} de ses {budget} ms (les fils des bots étaient occupés).',
};

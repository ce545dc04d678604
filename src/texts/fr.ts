/**
 * French: every sentence of the library as a French domino player says it (domino, pioche, double, bouder
 * for a pass, la manche, le joueur qui pose le premier).
 *
 * @module
 */
import type { Catalog, TextTools } from '../core/message.js';
import type { DumpTruckWhere } from '../games/dump-truck/texts-en.js';
import { cap, chainLine, dash, dice, piece, signed, squaresIn, tiles } from './common.js';
import type { CompleteCatalog } from './en.js';
import { NOTICES_FR } from './notices-fr.js';
import { addressed, FR_YOU } from './you.js';

const seatsOf = (t: TextTools, seats: readonly number[]) =>
  seats.length === 1 ? `le joueur ${seats[0]}` : `les joueurs ${t.list(seats.map(String))}`;
const dominos = (t: TextTools, n: number) => t.plural(n, { one: '# domino', other: '# dominos' });
const points = (t: TextTools, n: number) => t.plural(n, { one: '# point', other: '# points' });
const drawn = (what: unknown) => (what === 'face-down' ? 'un domino face cachée' : dash(what as number[]));
const ROW: Readonly<Record<string, string>> = { top: 'du haut', middle: 'du milieu', bottom: 'du bas' };
const HALF: Readonly<Record<string, string>> = {
  left: 'de gauche',
  right: 'de droite',
  top: 'du haut',
  bottom: 'du bas',
};
const TRUCK_SIDE: Readonly<Record<string, string>> = {
  'right-of': 'à droite du',
  'left-of': 'à gauche du',
  below: 'sous le',
  above: 'au-dessus du',
};
const SIDE: Readonly<Record<string, string>> = {
  'right-of': 'à droite de',
  'left-of': 'à gauche de',
  below: 'sous',
  above: 'au-dessus de',
};
const DIRECTION: Readonly<Record<string, string>> = { left: 'la gauche', right: 'la droite' };
const END: Readonly<Record<string, string>> = { left: 'gauche', right: 'droit' };
const COMMAND: Readonly<Record<string, string>> = {
  'give-1': 'Donne 1',
  'draw-1': 'Pioche 1',
  skip: 'Saute',
  'play-again': 'Rejoue',
  'all-pass-1': 'Tous passent 1',
};
const SQUARE: Readonly<Record<string, string>> = { blank: 'blanc', wild: 'joker', ...COMMAND };
const squares = (list: readonly (number | string)[]) => squaresIn(SQUARE, list);
const TURN = [
  'telle quelle',
  'tournée d’un quart vers la droite',
  'tournée d’un demi-tour',
  'tournée d’un quart vers la gauche',
];
const PASS: Readonly<Record<string, string>> = {
  'cannot-play': 'ne peut pas jouer et boude',
  keep: 'garde la pièce piochée et finit son tour',
  stop: 's’arrête : pas de deuxième pièce',
  'drawn-unplayable': 'garde la pièce piochée, qui ne va pas ; le tour passe',
  'boneyard-empty': 'n’a rien trouvé à jouer avant la fin de la pioche ; le tour passe',
};

const PHASE: Readonly<Record<string, string>> = {
  draw: 'pioche',
  load: 'chargement',
  unload: 'déchargement',
};
const DOING: Readonly<Record<string, string>> = {
  choose: 'choisit sa pioche',
  load: 'charge',
  relocate: 'place ou remet le domino délogé',
  unload: 'décide de décharger ou non',
  wait: 'attend',
  'has-chosen': 'a choisi',
  done: 'a fini',
};
const FROM: Readonly<Record<string, string>> = {
  'face-down': 'pioché face cachée',
  'face-up': 'pioché face visible',
  truck: 'sorti du camion',
};

const named = (seat: number, viewer: number | null) => `joueur ${seat}${seat === viewer ? ' (vous)' : ''}`;

const seatValues = (values: readonly (number | string)[]) =>
  values.map((v, seat) => `joueur ${seat} ${v}`).join(' · ');
const who = (viewer: number | null) => (viewer === null ? 'spectateur' : `le joueur ${viewer}`);
const handPieces = (list: readonly { id: string; squares: (number | string)[] }[]) =>
  list.map(piece).join('  ') || '—';
const ASKED: Readonly<Record<string, string>> = {
  play: 'poser une pièce, piocher ou bouder',
  drawn: 'poser la pièce tout juste piochée ou la garder',
  again: 'Rejoue : poser une autre pièce ou s’arrêter',
  give: 'Donne 1 : donner une pièce à un autre joueur',
  direction: 'Tous passent 1 : choisir gauche ou droite',
};

function truckPlace(where: DumpTruckWhere): string {
  switch (where.kind) {
    case 'cells': {
      const [r1, r2] = where.rows as [string, string];
      const [c1, c2] = where.columns;
      return r1 === r2
        ? `dans la rangée ${ROW[r1]}, colonnes ${c1} et ${c2}`
        : `dans la colonne ${c1}, rangées ${ROW[r1]} et ${ROW[r2]}`;
    }
    case 'first':
      return 'comme premier domino de votre camion';
    case 'beside': {
      const mine = where.mineHalf ? `${where.mine} ${HALF[where.mineHalf]}` : `${where.mine}`;
      const touched = where.touchedHalf ? `${where.touched} ${HALF[where.touchedHalf]}` : `${where.touched}`;
      return `son ${mine} ${TRUCK_SIDE[where.side]} ${touched} de ${dash(where.neighbour)}`;
    }
    case 'truck':
      return 'dans votre camion';
  }
}

/**
 * Every sentence in French.
 *
 * @example
 * ```ts
 * textOf({ id: 'dump-truck.keep', params: { player: 1 } }, 'fr'); // 'Le joueur 1 garde son chargement.'
 * ```
 */
const SENTENCES: Catalog = addressed<CompleteCatalog>(
  {
    'core.line': '{text}',
    'core.move': 'Joueur {player} : {move}.',

    'build-up.play': (p) =>
      `Le joueur ${p.player} pose le ${dash(p.tile)} sur la pile ${p.stack} et couvre le ${dash(p.covered)} du joueur ${p.owner}.`,
    'build-up.pass': (p, t) =>
      p.reason === 'cannot-play'
        ? t.viewer === p.player
          ? 'Vous ne pouvez pas jouer et boudez.'
          : `Le joueur ${p.player} ne peut pas jouer et boude.`
        : `Le joueur ${p.player} n’a plus de dominos et passe son tour.`,
    'build-up.hand-end': (p) => {
      const why =
        p.ended === 'emptied' ? 'toutes les mains sont vides' : 'partie bloquée : personne ne peut jouer';
      let line = `Fin de la donne ${p.hand} (${why}) : points ${p.scores.join(' / ')}, totaux ${p.totals.join(' / ')}`;
      if (p.unplayed) {
        const verb = p.unplayable === 'subtract' ? 'déduits' : 'mis de côté';
        line += ` ; ${verb} : ${p.unplayed.map((list: number[][], seat: number) => `joueur ${seat} ${list.map(dash).join(' ') || 'aucun'}`).join(', ')}`;
      }
      return `${line}.`;
    },
    'build-up.deal': (p) => {
      const line = `Donne ${p.hand} distribuée : ${p.sizes.join(' / ')} dominos ; le joueur ${p.leader} commence`;
      return p.tiles === null ? `${line}.` : `${line} ; vos dominos : ${tiles(p.tiles)}.`;
    },
    'build-up.game-over': (p, t) => {
      const who =
        p.winners.length === 1
          ? `le joueur ${p.winners[0]} gagne`
          : `les joueurs ${t.list(p.winners.map(String))} se partagent la victoire`;
      return `Partie terminée : ${who} avec ${p.best} (points ${p.scores.join(' / ')}).`;
    },
    'build-up.view.title': (p) => `Donne ${p.hand} sur ${p.hands} ; points ${p.scores.join(' / ')}`,
    'build-up.view.stack': (p) =>
      `  pile ${String(p.stack).padStart(2)} : ${dash(p.top).padEnd(4)} du joueur ${p.owner}  (hauteur ${p.height})`,
    'build-up.view.hands': (p) => `Dominos en main : ${p.sizes.join(' / ')} ; votre main : ${tiles(p.hand)}`,
    'build-up.move.pass': 'Bouder : aucun de vos dominos ne peut couvrir une pile.',
    'build-up.move.play': (p) => {
      const what = p.tile ? `le ${dash(p.tile)}` : 'un domino';
      if (!p.covered) return `Poser ${what} sur la pile ${p.stack}.`;
      const whose = p.mine ? `votre ${dash(p.covered)}` : `le ${dash(p.covered)} du joueur ${p.owner}`;
      return `Poser ${what} sur la pile ${p.stack}, en couvrant ${whose}.`;
    },

    'dump-truck.choose': (p) =>
      p.choice === null
        ? `Le joueur ${p.player} choisit sa pioche.`
        : `Le joueur ${p.player} choisit ${p.choice === 'face-down' ? drawn(p.choice) : `le ${drawn(p.choice)}`}.`,
    'dump-truck.round-start': (p, t) => {
      const flips = p.coinFlips
        .map((group: number[]) => ` Pile ou face entre scores égaux : ${t.list(group.map(String))}.`)
        .join('');
      return `La manche ${p.round} commence ; ordre de pioche ${p.drawOrder.join(', ')}.${flips}`;
    },
    'dump-truck.draw': (p) => {
      const what = p.tile === null ? 'un domino face cachée' : `le ${dash(p.tile)}`;
      const how = p.automatic
        ? ' (pioche automatique)'
        : p.from === 'face-down'
          ? ' (choisi face cachée)'
          : ' (choisi face visible)';
      return `Le joueur ${p.player} pioche ${what}${p.tile !== null && p.from === 'face-down' ? ' face cachée' : ''}${how}.`;
    },
    'dump-truck.choice-gone': (p) =>
      `Le joueur ${p.player} voulait ${p.chose === 'face-down' ? drawn(p.chose) : `le ${drawn(p.chose)}`}, qui n’est plus là : il choisit à nouveau.`,
    'dump-truck.no-draw': 'Le joueur {player} ne pioche rien : la pioche est vide.',
    'dump-truck.place': (p) =>
      `Le joueur ${p.player} ${p.relocated ? 'déplace le domino délogé' : 'pose le'} ${dash(p.tile)} ${p.orientation === 'horizontal' ? 'couché' : 'debout'} rangée ${p.row}, colonne ${p.column}${p.flipped ? ', le plus grand nombre en premier' : ''}.`,
    'dump-truck.replace': (p) =>
      `Le joueur ${p.player} met le ${dash(p.tile)} à la place du ${dash(p.replaced)}, qu’il a maintenant en main.`,
    'dump-truck.return': (p) =>
      `Le joueur ${p.player} remet le ${dash(p.tile)} face visible dans la pioche (retour ${p.returns}).`,
    'dump-truck.discard': (p) =>
      `Le joueur ${p.player} remet le ${dash(p.tile)} une fois de trop (limite ${p.returns}) : il quitte la partie.`,
    'dump-truck.unload': (p, t) => {
      if (!p.scored) return `Le joueur ${p.player} vide son chargement sans marquer.`;
      const chains = p.chains
        .map((c: { kind: string; value: number; points: number }) =>
          c.kind === 'like' ? `de ${c.value} ${c.points}` : `suite ${c.points}`,
        )
        .join(', ');
      const what = `${points(t, p.points)}${chains ? ` (${chains})` : ''}`;
      return p.final
        ? `Fin de partie : le joueur ${p.player} marque son chargement tel quel pour ${what}.`
        : `Le joueur ${p.player} décharge pour ${what}.`;
    },
    'dump-truck.keep': 'Le joueur {player} garde son chargement.',
    'dump-truck.round-end': (p) => `Fin de la manche ${p.round}. Scores : ${p.scores.join(', ')}.`,
    'dump-truck.game-over': (p, t) =>
      `Partie terminée. Scores : ${p.scores.join(', ')} ; ${p.winners.length > 1 ? `gagnants : les joueurs ${t.list(p.winners.map(String))}` : `gagnant : le joueur ${p.winners[0]}`}.`,
    'dump-truck.view.title': (p) => {
      const title = p.over
        ? `Dump Truck, partie terminée après ${p.round} manches.`
        : `Dump Truck, manche ${p.round} : phase de ${PHASE[p.phase] ?? p.phase}.`;
      return `${title} ${p.viewer === null ? 'Vous regardez.' : `Vous êtes le joueur ${p.viewer}.`}`;
    },
    'dump-truck.view.pool': (p) =>
      `Pioche : ${p.faceDown} face cachée ; face visible : ${p.faceUp.map(dash).join(' ') || 'aucun'}. Ordre de pioche : ${p.drawOrder.join(', ')}. Écartés : ${p.discarded}.`,
    'dump-truck.view.seat': (p, t) => {
      const doing =
        p.doing === 'chose'
          ? `a choisi ${p.chose && p.chose !== 'face-down' ? `le ${drawn(p.chose)}` : drawn('face-down')}`
          : (DOING[p.doing] ?? p.doing);
      const holds =
        p.holds === 'hidden'
          ? ' ; tient un domino face cachée'
          : p.holds
            ? ` ; tient le ${dash(p.holds.tile)} (${FROM[p.holds.from]})`
            : '';
      const truck = p.count === 0 ? 'camion vide' : `camion : ${dominos(t, p.count)} valant ${p.worth}`;
      return `Joueur ${p.seat}${p.you ? ' (vous)' : ''} : ${points(t, p.score)}, ${doing}${holds} ; ${truck}`;
    },
    'dump-truck.view.last-unload': (p, t) =>
      `Dernier déchargement : le joueur ${p.player} ${{ final: 'a marqué à la fin', scored: 'a déchargé', dumped: 'a vidé sans marquer' }[p.how as string]} à la manche ${p.round} pour ${points(t, p.points)}.`,
    'dump-truck.move.draw': (p) =>
      p.tile === null
        ? 'Choisir un domino face cachée.'
        : `Choisir le ${dash(p.tile)} parmi les dominos face visible.`,
    'dump-truck.move.place': (p) => {
      if (!p.tile) return 'Charger le domino en main.';
      const how =
        p.orientation === 'horizontal' ? `couché, ${p.first} à gauche` : `debout, ${p.first} en haut`;
      return `${p.verb === 'move' ? 'Déplacer' : 'Charger'} le ${dash(p.tile)} ${how}, ${truckPlace(p.where)}.`;
    },
    'dump-truck.move.replace': (p) => {
      const hand = p.tile ? `le ${dash(p.tile)}` : 'le domino en main';
      const how = p.first === null ? '' : ` (${p.first} ${p.side === 'top' ? 'en haut' : 'à gauche'})`;
      return `Mettre ${hand} à la place du ${dash(p.out)}${how} et prendre le ${dash(p.out)} en main.`;
    },
    'dump-truck.move.return': (p, t) => {
      const hand = p.tile ? `le ${dash(p.tile)}` : 'le domino en main';
      return p.leaves
        ? `Remettre ${hand} : il est déjà revenu ${t.plural(p.times, { one: '# fois', other: '# fois' })}, il quitte donc la partie.`
        : `Remettre ${hand} face visible dans la pioche.`;
    },
    'dump-truck.move.unload': (p, t) =>
      p.scored
        ? `Décharger votre camion de ${dominos(t, p.count)} pour ${points(t, p.points)}.`
        : 'Vider votre chargement sans marquer.',
    'dump-truck.move.keep': 'Garder votre chargement pour l’instant.',

    'shanghai.roll': (p) => `Le joueur ${p.player} lance les dés : ${dice(p.dice)}.`,
    'shanghai.lay': (p) => `Le joueur ${p.player} pose ${tiles(p.links)} pour ${dice(p.dice)}.`,
    'shanghai.stop': (p, t) => {
      const text =
        p.chains === 0
          ? `Le joueur ${p.player} s’arrête sans chaîne`
          : `Le joueur ${p.player} s’arrête après ${t.plural(p.chains, { one: '# chaîne', other: '# chaînes' })}`;
      return p.declined ? `${text}, en renonçant à une chaîne pour ${dice(p.dice)}.` : `${text}.`;
    },
    'shanghai.draw': (p, t) => {
      if (p.tiles) return `Le joueur ${p.player} pioche ${dominos(t, p.count)} : ${tiles(p.tiles)}.`;
      const short = p.count < p.owed ? ` (${p.owed} dus ; la pioche est épuisée)` : '';
      return `Le joueur ${p.player} pioche ${dominos(t, p.count)}${short}.`;
    },
    'shanghai.round-end': (p) => {
      const why = p.ended === 'boneyard' ? 'la pioche ne pouvait plus fournir' : 'trop de tours sans chaîne';
      const seats = p.seats
        .map((s: { playing: boolean; points: number; laid: number; held: number }, seat: number) =>
          s.playing
            ? `joueur ${seat} ${signed(s.points)} (posés ${s.laid}, en main ${s.held})`
            : `joueur ${seat} n’a pas joué`,
        )
        .join(' · ');
      const name = p.tieBreaker ? `La manche de départage ${p.round}` : `La manche ${p.round}`;
      const after = p.tieBreaker
        ? `totaux inchangés : ${p.totals.join(' · ')}`
        : `totaux ${p.totals.join(' · ')}`;
      return `${name} se termine (${why}) : ${seats} ; ${after}.`;
    },
    'shanghai.match-end': (p, t) =>
      `Partie terminée : ${seatsOf(t, p.winners)} ${p.winners.length === 1 ? 'gagne' : 'se partagent la victoire'} avec ${p.best} (totaux ${p.scores.join(' · ')}).`,
    'shanghai.tie-breaker': (p, t) =>
      `${cap(seatsOf(t, p.contenders))} ${p.contenders.length === 1 ? 'est à égalité' : 'sont à égalité'} : la manche ${p.round} est un départage.`,
    'shanghai.round-start': (p, t) =>
      `Manche ${p.round} : tous les jeux mélangés, ${dominos(t, p.handSize)} à chaque ${p.everyone ? 'joueur' : 'joueur à égalité'} ; le joueur ${p.player} commence.`,
    'shanghai.view.title': (p) => {
      const tie = p.contenders
        ? ` (départage : ${p.contenders.map((s: number) => named(s, p.viewer)).join(', ')})`
        : '';
      return `Shanghai · manche ${p.round}${tie} · le premier à ${p.target}`;
    },
    'shanghai.view.scores': (p) =>
      `Scores : ${p.scores.map((score: number, seat: number) => `${named(seat, p.viewer)} ${score}`).join(' · ')}`,
    'shanghai.view.last-round': (p) =>
      `Dernière manche (${p.round}) : ${p.scores
        .map(
          (score: number, seat: number) =>
            `${named(seat, p.viewer)} posés ${p.laid[seat]}, en main ${p.held[seat]} : ${score}`,
        )
        .join(' · ')}`,
    'shanghai.view.over': (p, t) =>
      `Partie terminée : ${p.winners.length > 1 ? 'gagnent' : 'gagne'} ${t.list(p.winners.map((s: number) => named(s, p.viewer)))}.`,
    'shanghai.view.boneyard': (p) =>
      `Pioche : ${p.boneyard} face cachée · mains : ${p.hands
        .map((size: number, seat: number) =>
          p.playing[seat] ? `${named(seat, p.viewer)} ${size}` : `${named(seat, p.viewer)} ne joue pas`,
        )
        .join(' · ')}`,
    'shanghai.view.chains-title': 'Chaînes posées cette manche :',
    'shanghai.view.chains': (p) => chainLine(p, 'pour', named),
    'shanghai.view.turn': (p, t) => {
      const turn =
        p.owed === 0
          ? 'pas encore de chaîne ce tour-ci'
          : `${t.plural(p.owed, { one: '# chaîne', other: '# chaînes' })} ce tour-ci (s’arrêter pioche ${p.owed})`;
      return `Au ${named(p.turn, p.viewer)} de jouer : dés ${p.dice[0]} et ${p.dice[1]} · ${turn}`;
    },
    'shanghai.view.hand': (p) => `Votre main : ${tiles(p.hand)}`,
    'shanghai.move.stop': (p, t) =>
      p.owed === 0
        ? 'S’arrêter : votre tour finit sans chaîne ; vous ne piochez rien.'
        : `S’arrêter après ${t.plural(p.owed, { one: '# chaîne', other: '# chaînes' })} et piocher ${dominos(t, p.owed)}.`,
    'shanghai.move.lay': (p, t) => {
      const sets = p.twins.map(
        (twin: { tile: number[]; set: number }) => `${dash(twin.tile)} du jeu ${twin.set}`,
      );
      const which = sets.length > 0 ? `, ${sets.join(', ')}` : '';
      return `Poser ${tiles(p.links)} pour ${dice(p.dice)} (${dominos(t, p.count)}${which}).`;
    },

    'domino-squares.play': (p) =>
      `Le joueur ${p.player} pose ${piece(p.piece)} tournée ${p.rotation} rangée ${p.row}, colonne ${p.column}${p.points > 0 ? ` et marque ${p.points}` : ''}.`,
    'domino-squares.draw': (p) =>
      `Le joueur ${p.player} pioche ${p.piece ? piece(p.piece) : 'une pièce'}${p.cause === 'draw-1' ? ' (Pioche 1)' : ''} : ${p.fits ? 'elle va' : 'elle ne va pas'}.`,
    'domino-squares.pass': (p) => `Le joueur ${p.player} ${PASS[p.reason]}.`,
    'domino-squares.game-over': (p, t) => {
      const how = {
        rounds: 'après la dernière manche',
        domino: `le joueur ${p.winners[0]} a fait domino (« Domino ! »)`,
        out: `le joueur ${p.winners[0]} a joué toute sa rangée`,
        block: 'partie bloquée',
      }[p.ended as string];
      const left = p.pips.length > 0 ? ` ; points restants ${p.pips.join(' · ')}` : '';
      const verb = p.winners.length === 1 ? 'gagne' : 'se partagent la victoire';
      return `Partie terminée (${how}${left}) : ${seatsOf(t, p.winners)} ${verb} avec ${p.scores[p.winners[0]]} (scores ${p.scores.join(' · ')}).`;
    },
    'domino-squares.blocked': (p) => {
      if (p.game === 'classic') return 'Partie bloquée : personne ne peut poser de pièce.';
      if (p.game === 'squares') return 'Partie bloquée : la pioche est vide et personne ne peut jouer.';
      return p.reason === 'nobody-can-play'
        ? 'Partie bloquée : aucune pièce d’aucune rangée ne va, personne ne peut donc jouer.'
        : `Partie bloquée : ${p.turns} tours de suite sans pose (le long arrêt).`;
    },
    'domino-squares.command': (p) => {
      const name = COMMAND[p.command];
      if (p.command === 'skip') return `${name} : le joueur ${p.skipped} perd son tour.`;
      const asks: Readonly<Record<string, string>> = {
        'draw-1': p.more ? `le joueur ${p.player} prend une pièce` : 'la pioche est vide',
        'give-1': `le joueur ${p.player} donne une pièce à un autre joueur`,
        'play-again': p.more
          ? `le joueur ${p.player} peut poser une autre pièce`
          : `le joueur ${p.player} n’a plus rien à poser`,
        'all-pass-1': `le joueur ${p.player} choisit de quel côté passent les pièces`,
      };
      return `${name} : ${asks[p.command]}.`;
    },
    'domino-squares.give': (p) =>
      `Le joueur ${p.player} donne au joueur ${p.to} ${p.piece ? piece(p.piece) : 'une pièce'}.`,
    'domino-squares.direction': (p) =>
      `Le joueur ${p.player} envoie les pièces vers ${DIRECTION[p.toward]} : chacun choisit une pièce à passer.`,
    'domino-squares.pass-piece': (p) =>
      p.piece
        ? `Le joueur ${p.player} choisit ${piece(p.piece)} à passer.`
        : `Le joueur ${p.player} a choisi une pièce à passer.`,
    'domino-squares.exchange': (p) => {
      const parts = [
        p.gave ? `vous avez donné ${piece(p.gave)}` : null,
        p.received ? `vous avez reçu ${piece(p.received)}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      return `Les pièces passent vers ${DIRECTION[p.toward]}${parts ? ` : ${parts}` : ''}.`;
    },
    'domino-squares.turn-end': (p) => {
      const next = (none: string) => (p.next === null ? none : `au joueur ${p.next} de jouer`);
      if (p.idleTurns !== null)
        return `Le tour du joueur ${p.player} se termine (${p.idleTurns} sans pose de suite) ; ${next('la partie se termine')}.`;
      const over = p.skipped !== null ? `le joueur ${p.skipped} est sauté ; ` : '';
      return `Le tour du joueur ${p.player} se termine ; ${over}${next('personne ne peut jouer')}.`;
    },
    'domino-squares.round-end': (p) => {
      const how =
        p.winner === null ? 'bloquée, sans bonus' : `le joueur ${p.winner} a fait domino, +${p.bonus}`;
      return `Fin de la manche ${p.round} (${how}) : posé ${p.playPoints.join(' · ')} ; totaux ${p.totals.join(' · ')}.`;
    },
    'domino-squares.round-start': (p) =>
      `Manche ${p.round} sur ${p.rounds} : ${p.each} pièces chacun, pièce de départ ${piece(p.starter)} ; le joueur ${p.player} commence.`,
    'domino-squares.turn-over': (p) => {
      const where = p.fits
        ? 'elle va et doit être posée'
        : `elle ne va pas et part face ${p.faceUp ? 'visible' : 'cachée'} au bout droit`;
      return `Le joueur ${p.player} retourne ${p.piece ? piece(p.piece) : 'une pièce'} (bout ${END[p.end]}) : ${where}.`;
    },
    'domino-squares.view.title': (p) => `${p.game} (pièces de Domino Squares) — vous êtes ${who(p.viewer)}`,
    'domino-squares.view.squares-title': (p) =>
      `Domino Squares — manche ${p.round} sur ${p.rounds} — vous êtes ${who(p.viewer)}`,
    'domino-squares.view.scores': (p) =>
      `Scores : ${seatValues(p.scores)} (cette manche ${seatValues(p.round)})`,
    'domino-squares.view.over': (p, t) =>
      `Partie terminée (${{ 'went-out': 'un joueur a fait domino', 'row-out': 'une rangée a été jouée', blocked: 'bloquée' }[p.how as string]}) : points restants ${seatValues(p.pips)} ; ` +
      `scores ${seatValues(p.scores)} ; ${p.winners.length > 1 ? 'ont gagné' : 'a gagné'} : ${t.list(p.winners.map((s: number) => `le joueur ${s}`))}.`,
    'domino-squares.view.squares-over': (p, t) =>
      `Partie terminée : ${p.winners.length > 1 ? 'à égalité' : 'gagne'} ${t.list(p.winners.map((s: number) => `le joueur ${s}`))} avec ${p.top}.`,
    'domino-squares.view.to-move': (p) =>
      `Au joueur ${p.turn} de jouer${p.mayKeep ? ' : poser une pièce ou garder celle qu’il vient de piocher' : ''}.`,
    'domino-squares.view.asked': (p) => {
      const asked =
        p.phase === 'passing'
          ? `Tous passent 1 vers ${DIRECTION[p.direction] ?? p.direction} : chacun choisit une pièce à passer`
          : ASKED[p.phase];
      return `Au joueur ${p.turn} de jouer : ${asked}. Le joueur ${p.leader} a commencé.`;
    },
    'domino-squares.view.turned': (p) =>
      `Le joueur ${p.turn} a retourné ${piece(p.piece)} : elle va et doit être posée.`,
    'domino-squares.view.turn-over': (p) =>
      `Au joueur ${p.turn} de jouer : retourner ${p.either ? 'l’un ou l’autre bout' : 'le bout gauche'} de la rangée, ou poser une pièce face visible.`,
    'domino-squares.view.idle': (p) =>
      `Tours de suite sans pose : ${p.idle} sur ${p.limit} ; hors jeu ${p.outOfPlay}`,
    'domino-squares.view.legend':
      'Table (cases dans le sens des aiguilles d’une montre depuis le haut à gauche : . blanc, * joker, G D S A P commandes.)',
    'domino-squares.view.hands': (p) =>
      `Mains : ${seatValues(p.hands)} ; ${{ boneyard: 'pioche', 'out-of-play': 'hors jeu', pile: 'talon' }[p.rest as string]} ${p.count}`,
    'domino-squares.view.holds': (p) => `le joueur ${p.seat} tient : ${handPieces(p.pieces)}`,
    'domino-squares.view.hand': (p) => `Votre main : ${handPieces(p.pieces)}`,
    'domino-squares.view.drawn': 'Tout juste piochée : {piece}',
    'domino-squares.view.passing': (p) =>
      `Passe : ${seatValues(p.chosen.map((c: boolean) => (c ? 'a choisi' : 'choisit')))}${p.mine ? ` ; votre choix ${p.mine}` : ''}`,
    'domino-squares.view.known': (p) =>
      `Vous savez : ${p.known.map((f: { piece: string; holder: number }) => `${f.piece} est chez le joueur ${f.holder}`).join(', ')}`,
    'domino-squares.view.rows':
      'Rangées, bout gauche d’abord (## face cachée, (…) vue par vous, […] face visible) :',
    'domino-squares.view.row': (p) => `  joueur ${p.seat}${p.you ? ' (vous)' : ''} : ${p.row || '—'}`,
    'domino-squares.move.play': (p) => {
      if (!p.piece) return 'Poser une pièce.';
      const beside = p.side && p.beside ? ` ${SIDE[p.side]} ${squares(p.beside)}` : '';
      const score = p.points === null ? '' : p.points > 0 ? `, pour ${p.points}` : ', sans marquer';
      return `Poser ${squares(p.piece)}, ${TURN[p.rotation] ?? 'tournée'},${beside}${score}.`;
    },
    'domino-squares.move.draw': (p) =>
      p.from === 'pile' ? 'Piocher une pièce dans le talon.' : 'Piocher une pièce dans la pioche.',
    'domino-squares.move.pass': (p) =>
      ({
        keep: 'Garder la pièce piochée et finir votre tour.',
        stop: 'S’arrêter : ne pas poser de deuxième pièce.',
        'cannot-play': 'Bouder : vous ne pouvez pas jouer.',
        'pile-empty': 'Bouder : vous ne pouvez pas jouer et le talon est vide.',
      })[p.why as string]!,
    'domino-squares.move.give': (p) =>
      `Donner ${p.piece ? squares(p.piece) : 'une pièce'} au joueur ${p.to}.`,
    'domino-squares.move.direction': (p) =>
      `Envoyer les pièces vers ${DIRECTION[p.toward]} : chacune va de vous au joueur ${p.to}.`,
    'domino-squares.move.pass-piece': (p) =>
      `Passer ${p.piece ? squares(p.piece) : 'une pièce'}${p.to === null ? '' : ` au joueur ${p.to}`}.`,
    'domino-squares.move.turn-over': (p) => `Retourner la pièce du bout ${END[p.end]} de votre rangée.`,

    'table.sat-down': '{name} s’assied à la place {seat}.',
    'table.away': '{name} est parti.',
    'table.back': '{name} est de retour.',
    'table.stand-in': (p) =>
      `${p.bot} joue pour ${p.name} (${{ away: 'absent', clock: 'temps écoulé', handed: 'place cédée' }[p.reason as string] ?? 'absent'}).`,
    'table.bot-seated': '{bot} s’assied à la place {seat}.',
    'table.timeout': '{name} n’a plus de temps.',
    'table.bot-note': '{note}',

    'cli.start': '{game}, graine {seed}. Vous êtes le joueur {seat}.',
    'cli.your-moves': 'Vos coups :',
    'cli.mention': (p) => `(${p.shown} coups sur ${p.total} mentionnent « ${p.filter} »)`,
    'cli.groups': (p) => `${p.count} coups${p.filter === null ? '' : ` mentionnent « ${p.filter} »`} :`,
    'cli.group': (p, t) =>
      `${p.verb} : ${t.plural(p.count, { one: '# coup', other: '# coups' })}${p.detail === null ? '' : ` ; par premier domino : ${p.detail}`}`,
    'cli.narrow': 'Tapez un domino (p. ex. 3-5) ou des mots d’un coup pour lister ces coups, ou un numéro.',
    'cli.type': 'Tapez un numéro de 1 à {count}, des mots d’un coup pour les lister, ou q.',
    'cli.not-allowed': 'Interdit ({code}) : {reason}',
    'cli.bye': 'au revoir',
    'cli.game-over': (p, t) =>
      `Partie terminée. Scores : ${p.scores.join(' / ')} ; ${p.winners.length > 1 ? `gagnants : les joueurs ${t.list(p.winners.map(String))}` : `gagnant : le joueur ${p.winners[0]}`}.`,
  },
  FR_YOU,
);

/**
 * Every sentence in French, the refusals and bots' notes (`notices-fr.ts`) with them.
 *
 * @example
 * ```ts
 * textOf({ id: 'table.refusal.not-your-turn', params: {} }, 'fr'); // 'Ce n’est pas votre tour.'
 * ```
 */
export const FR: Catalog = { ...SENTENCES, ...NOTICES_FR };

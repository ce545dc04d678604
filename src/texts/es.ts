/**
 * Spanish: every sentence of the library as a Spanish-speaking domino player says it (ficha, pozo, doble,
 * tranque, la mano, el jugador que sale).
 *
 * @module
 */
import type { Catalog, TextTools } from '../core/message.js';
import type { DumpTruckWhere } from '../games/dump-truck/texts-en.js';
import { cap, chainLine, dash, dice, piece, signed, squaresIn, tiles } from './common.js';
import type { CompleteCatalog } from './en.js';
import { NOTICES_ES } from './notices-es.js';
import { addressed, ES_YOU } from './you.js';

const seatsOf = (t: TextTools, seats: readonly number[]) =>
  seats.length === 1 ? `el jugador ${seats[0]}` : `los jugadores ${t.list(seats.map(String))}`;
const fichas = (t: TextTools, n: number) => t.plural(n, { one: '# ficha', other: '# fichas' });
const puntos = (t: TextTools, n: number) => t.plural(n, { one: '# punto', other: '# puntos' });
const drawn = (what: unknown) => (what === 'face-down' ? 'una ficha boca abajo' : dash(what as number[]));
const ROW: Readonly<Record<string, string>> = { top: 'de arriba', middle: 'del medio', bottom: 'de abajo' };
const HALF: Readonly<Record<string, string>> = {
  left: 'izquierdo',
  right: 'derecho',
  top: 'de arriba',
  bottom: 'de abajo',
};
const TRUCK_SIDE: Readonly<Record<string, string>> = {
  'right-of': 'a la derecha del',
  'left-of': 'a la izquierda del',
  below: 'debajo del',
  above: 'encima del',
};
const SIDE: Readonly<Record<string, string>> = {
  'right-of': 'a la derecha de',
  'left-of': 'a la izquierda de',
  below: 'debajo de',
  above: 'encima de',
};
const DIRECTION: Readonly<Record<string, string>> = { left: 'la izquierda', right: 'la derecha' };
const END: Readonly<Record<string, string>> = { left: 'izquierdo', right: 'derecho' };
const COMMAND: Readonly<Record<string, string>> = {
  'give-1': 'Da 1',
  'draw-1': 'Roba 1',
  skip: 'Salta',
  'play-again': 'Juega otra vez',
  'all-pass-1': 'Todos pasan 1',
};
const SQUARE: Readonly<Record<string, string>> = { blank: 'blanco', wild: 'comodín', ...COMMAND };
const squares = (list: readonly (number | string)[]) => squaresIn(SQUARE, list);
const TURN = [
  'tal cual',
  'girada un cuarto a la derecha',
  'girada media vuelta',
  'girada un cuarto a la izquierda',
];
const PASS: Readonly<Record<string, string>> = {
  'cannot-play': 'no puede jugar y pasa',
  keep: 'se queda la pieza robada y termina el turno',
  stop: 'se planta: no juega una segunda pieza',
  'drawn-unplayable': 'se queda la pieza robada, que no encaja; pasa el turno',
  'boneyard-empty': 'no encontró qué jugar antes de que se acabara el pozo; pasa el turno',
};

const PHASE: Readonly<Record<string, string>> = { draw: 'robo', load: 'carga', unload: 'descarga' };
const DOING: Readonly<Record<string, string>> = {
  choose: 'eligiendo su robo',
  load: 'cargando',
  relocate: 'colocando o devolviendo la ficha desplazada',
  unload: 'decidiendo si descarga',
  wait: 'esperando',
  'has-chosen': 'ya eligió',
  done: 'terminado',
};
const FROM: Readonly<Record<string, string>> = {
  'face-down': 'robada boca abajo',
  'face-up': 'robada boca arriba',
  truck: 'sacada del camión',
};

const named = (seat: number, viewer: number | null) => `jugador ${seat}${seat === viewer ? ' (tú)' : ''}`;

const seatValues = (values: readonly (number | string)[]) =>
  values.map((v, seat) => `jugador ${seat} ${v}`).join(' · ');
const who = (viewer: number | null) => (viewer === null ? 'espectador' : `el jugador ${viewer}`);
const handPieces = (list: readonly { id: string; squares: (number | string)[] }[]) =>
  list.map(piece).join('  ') || '—';
const ASKED: Readonly<Record<string, string>> = {
  play: 'jugar una pieza, robar o pasar',
  drawn: 'jugar la pieza recién robada o quedársela',
  again: 'Juega otra vez: jugar otra pieza o plantarse',
  give: 'Da 1: dar una pieza a otro jugador',
  direction: 'Todos pasan 1: elegir izquierda o derecha',
};

function truckPlace(where: DumpTruckWhere): string {
  switch (where.kind) {
    case 'cells': {
      const [r1, r2] = where.rows as [string, string];
      const [c1, c2] = where.columns;
      return r1 === r2
        ? `en la fila ${ROW[r1]}, columnas ${c1} y ${c2}`
        : `en la columna ${c1}, filas ${ROW[r1]} y ${ROW[r2]}`;
    }
    case 'first':
      return 'como primera ficha de tu camión';
    case 'beside': {
      const mine = where.mineHalf ? `${where.mine} ${HALF[where.mineHalf]}` : `${where.mine}`;
      const touched = where.touchedHalf ? `${where.touched} ${HALF[where.touchedHalf]}` : `${where.touched}`;
      return `su ${mine} ${TRUCK_SIDE[where.side]} ${touched} de ${dash(where.neighbour)}`;
    }
    case 'truck':
      return 'en tu camión';
  }
}

/**
 * Every sentence in Spanish.
 *
 * @example
 * ```ts
 * textOf({ id: 'dump-truck.keep', params: { player: 1 } }, 'es'); // 'El jugador 1 conserva su carga.'
 * ```
 */
const SENTENCES: Catalog = addressed<CompleteCatalog>(
  {
    'core.line': '{text}',
    'core.move': 'Jugador {player}: {move}.',

    'build-up.play': (p) =>
      `El jugador ${p.player} juega ${dash(p.tile)} en la pila ${p.stack} y tapa la ${dash(p.covered)} del jugador ${p.owner}.`,
    'build-up.pass': (p, t) =>
      p.reason === 'cannot-play'
        ? t.viewer === p.player
          ? 'No puedes jugar y pasas.'
          : `El jugador ${p.player} no puede jugar y pasa.`
        : `El jugador ${p.player} no tiene fichas y se le salta.`,
    'build-up.hand-end': (p) => {
      const why = p.ended === 'emptied' ? 'todas las manos están vacías' : 'tranque: nadie puede jugar';
      let line = `Fin de la mano ${p.hand} (${why}): puntos ${p.scores.join(' / ')}, totales ${p.totals.join(' / ')}`;
      if (p.unplayed) {
        const verb = p.unplayable === 'subtract' ? 'restadas' : 'apartadas';
        line += `; ${verb}: ${p.unplayed.map((list: number[][], seat: number) => `jugador ${seat} ${list.map(dash).join(' ') || 'ninguna'}`).join(', ')}`;
      }
      return `${line}.`;
    },
    'build-up.deal': (p) => {
      const line = `Mano ${p.hand} repartida: ${p.sizes.join(' / ')} fichas; sale el jugador ${p.leader}`;
      return p.tiles === null ? `${line}.` : `${line}; tus fichas: ${tiles(p.tiles)}.`;
    },
    'build-up.game-over': (p, t) => {
      const who =
        p.winners.length === 1
          ? `gana el jugador ${p.winners[0]}`
          : `los jugadores ${t.list(p.winners.map(String))} comparten la victoria`;
      return `Fin de la partida: ${who} con ${p.best} (puntos ${p.scores.join(' / ')}).`;
    },
    'build-up.view.title': (p) => `Mano ${p.hand} de ${p.hands}; puntos ${p.scores.join(' / ')}`,
    'build-up.view.stack': (p) =>
      `  pila ${String(p.stack).padStart(2)}: ${dash(p.top).padEnd(4)} del jugador ${p.owner}  (altura ${p.height})`,
    'build-up.view.hands': (p) => `Fichas en mano: ${p.sizes.join(' / ')}; tu mano: ${tiles(p.hand)}`,
    'build-up.move.pass': 'Pasar: ninguna de tus fichas puede tapar una pila.',
    'build-up.move.play': (p) => {
      const what = p.tile ? dash(p.tile) : 'una ficha';
      if (!p.covered) return `Jugar ${what} en la pila ${p.stack}.`;
      const whose = p.mine ? `tu ${dash(p.covered)}` : `la ${dash(p.covered)} del jugador ${p.owner}`;
      return `Jugar ${what} en la pila ${p.stack}, tapando ${whose}.`;
    },

    'dump-truck.choose': (p) =>
      p.choice === null
        ? `El jugador ${p.player} elige su robo.`
        : `El jugador ${p.player} elige ${drawn(p.choice)}.`,
    'dump-truck.round-start': (p, t) => {
      const flips = p.coinFlips
        .map((group: number[]) => ` Moneda al aire entre puntuaciones iguales: ${t.list(group.map(String))}.`)
        .join('');
      return `Empieza la ronda ${p.round}; orden de robo ${p.drawOrder.join(', ')}.${flips}`;
    },
    'dump-truck.draw': (p) => {
      const what = p.tile === null ? 'una ficha boca abajo' : dash(p.tile);
      const how = p.automatic
        ? ' (robo automático)'
        : p.from === 'face-down'
          ? ' (eligió boca abajo)'
          : ' (la eligió boca arriba)';
      return `El jugador ${p.player} roba ${what}${p.tile !== null && p.from === 'face-down' ? ' boca abajo' : ''}${how}.`;
    },
    'dump-truck.choice-gone': (p) =>
      `El jugador ${p.player} quería ${drawn(p.chose)}, que ya no está: vuelve a elegir.`,
    'dump-truck.no-draw': 'El jugador {player} no roba nada: el pozo está vacío.',
    'dump-truck.place': (p) =>
      `El jugador ${p.player} ${p.relocated ? 'mueve la desplazada' : 'coloca la'} ${dash(p.tile)} ${p.orientation === 'horizontal' ? 'acostada' : 'de pie'} en la fila ${p.row}, columna ${p.column}${p.flipped ? ', el número mayor primero' : ''}.`,
    'dump-truck.replace': (p) =>
      `El jugador ${p.player} pone la ${dash(p.tile)} en lugar de la ${dash(p.replaced)}, que ahora tiene en la mano.`,
    'dump-truck.return': (p) =>
      `El jugador ${p.player} devuelve la ${dash(p.tile)} boca arriba al pozo (devolución ${p.returns}).`,
    'dump-truck.discard': (p) =>
      `El jugador ${p.player} devuelve la ${dash(p.tile)} una vez de más (límite ${p.returns}): sale del juego.`,
    'dump-truck.unload': (p, t) => {
      if (!p.scored) return `El jugador ${p.player} vacía su carga sin puntuar.`;
      const chains = p.chains
        .map((c: { kind: string; value: number; points: number }) =>
          c.kind === 'like' ? `de ${c.value} ${c.points}` : `escalera ${c.points}`,
        )
        .join(', ');
      const what = `${puntos(t, p.points)}${chains ? ` (${chains})` : ''}`;
      return p.final
        ? `Fin de la partida: el jugador ${p.player} puntúa su carga tal como está por ${what}.`
        : `El jugador ${p.player} descarga por ${what}.`;
    },
    'dump-truck.keep': 'El jugador {player} conserva su carga.',
    'dump-truck.round-end': (p) => `Fin de la ronda ${p.round}. Puntos: ${p.scores.join(', ')}.`,
    'dump-truck.game-over': (p, t) =>
      `Fin de la partida. Puntos: ${p.scores.join(', ')}; ${p.winners.length > 1 ? `ganadores: los jugadores ${t.list(p.winners.map(String))}` : `ganador: el jugador ${p.winners[0]}`}.`,
    'dump-truck.view.title': (p) => {
      const title = p.over
        ? `Dump Truck, partida terminada tras ${p.round} rondas.`
        : `Dump Truck, ronda ${p.round}: fase de ${PHASE[p.phase] ?? p.phase}.`;
      return `${title} ${p.viewer === null ? 'Estás mirando.' : `Eres el jugador ${p.viewer}.`}`;
    },
    'dump-truck.view.pool': (p) =>
      `Pozo: ${p.faceDown} boca abajo; boca arriba: ${p.faceUp.map(dash).join(' ') || 'ninguna'}. Orden de robo: ${p.drawOrder.join(', ')}. Descartadas: ${p.discarded}.`,
    'dump-truck.view.seat': (p, t) => {
      const doing =
        p.doing === 'chose' ? `eligió ${drawn(p.chose ?? 'face-down')}` : (DOING[p.doing] ?? p.doing);
      const holds =
        p.holds === 'hidden'
          ? '; tiene una ficha boca abajo'
          : p.holds
            ? `; tiene la ${dash(p.holds.tile)} (${FROM[p.holds.from]})`
            : '';
      const truck = p.count === 0 ? 'camión vacío' : `camión: ${fichas(t, p.count)} que valen ${p.worth}`;
      return `Jugador ${p.seat}${p.you ? ' (tú)' : ''}: ${puntos(t, p.score)}, ${doing}${holds}; ${truck}`;
    },
    'dump-truck.view.last-unload': (p, t) =>
      `Última descarga: el jugador ${p.player} ${{ final: 'puntuó al final', scored: 'descargó', dumped: 'vació sin puntuar' }[p.how as string]} en la ronda ${p.round} por ${puntos(t, p.points)}.`,
    'dump-truck.move.draw': (p) =>
      p.tile === null
        ? 'Elegir una ficha boca abajo.'
        : `Elegir la ${dash(p.tile)} de las fichas boca arriba.`,
    'dump-truck.move.place': (p) => {
      if (!p.tile) return 'Cargar la ficha en mano.';
      const how =
        p.orientation === 'horizontal' ? `acostada, ${p.first} a la izquierda` : `de pie, ${p.first} arriba`;
      return `${p.verb === 'move' ? 'Mover' : 'Cargar'} la ${dash(p.tile)} ${how}, ${truckPlace(p.where)}.`;
    },
    'dump-truck.move.replace': (p) => {
      const hand = p.tile ? `la ${dash(p.tile)}` : 'la ficha en mano';
      const how = p.first === null ? '' : ` (${p.first} ${p.side === 'top' ? 'arriba' : 'a la izquierda'})`;
      return `Poner ${hand} en lugar de la ${dash(p.out)}${how} y tomar la ${dash(p.out)} en la mano.`;
    },
    'dump-truck.move.return': (p, t) => {
      const hand = p.tile ? `la ${dash(p.tile)}` : 'la ficha en mano';
      return p.leaves
        ? `Devolver ${hand}: ya volvió ${t.plural(p.times, { one: '# vez', other: '# veces' })}, así que sale del juego.`
        : `Devolver ${hand} boca arriba al pozo.`;
    },
    'dump-truck.move.unload': (p, t) =>
      p.scored
        ? `Descargar tu camión de ${fichas(t, p.count)} por ${puntos(t, p.points)}.`
        : 'Vaciar tu carga sin puntuar.',
    'dump-truck.move.keep': 'Conservar tu carga por ahora.',

    'shanghai.roll': (p) => `El jugador ${p.player} tira ${dice(p.dice)}.`,
    'shanghai.lay': (p) => `El jugador ${p.player} pone ${tiles(p.links)} para ${dice(p.dice)}.`,
    'shanghai.stop': (p, t) => {
      const text =
        p.chains === 0
          ? `El jugador ${p.player} se planta sin cadena`
          : `El jugador ${p.player} se planta tras ${t.plural(p.chains, { one: '# cadena', other: '# cadenas' })}`;
      return p.declined ? `${text}, renunciando a una cadena para ${dice(p.dice)}.` : `${text}.`;
    },
    'shanghai.draw': (p, t) => {
      if (p.tiles) return `El jugador ${p.player} roba ${fichas(t, p.count)}: ${tiles(p.tiles)}.`;
      const short = p.count < p.owed ? ` (debía ${p.owed}; el pozo se acabó)` : '';
      return `El jugador ${p.player} roba ${fichas(t, p.count)}${short}.`;
    },
    'shanghai.round-end': (p) => {
      const why = p.ended === 'boneyard' ? 'el pozo no alcanzó para un robo' : 'demasiados turnos sin cadena';
      const seats = p.seats
        .map((s: { playing: boolean; points: number; laid: number; held: number }, seat: number) =>
          s.playing
            ? `jugador ${seat} ${signed(s.points)} (puso ${s.laid}, le quedaron ${s.held})`
            : `jugador ${seat} no jugó`,
        )
        .join(' · ');
      const name = p.tieBreaker ? `La ronda de desempate ${p.round}` : `La ronda ${p.round}`;
      const after = p.tieBreaker
        ? `totales sin cambios: ${p.totals.join(' · ')}`
        : `totales ${p.totals.join(' · ')}`;
      return `${name} termina (${why}): ${seats}; ${after}.`;
    },
    'shanghai.match-end': (p, t) =>
      `Fin de la partida: ${seatsOf(t, p.winners)} ${p.winners.length === 1 ? 'gana' : 'comparten la victoria'} con ${p.best} (totales ${p.scores.join(' · ')}).`,
    'shanghai.tie-breaker': (p, t) =>
      `${cap(seatsOf(t, p.contenders))} ${p.contenders.length === 1 ? 'está empatado' : 'están empatados'}: la ronda ${p.round} es de desempate.`,
    'shanghai.round-start': (p, t) =>
      `Ronda ${p.round}: se mezclan todos los juegos, ${fichas(t, p.handSize)} para cada ${p.everyone ? 'jugador' : 'jugador empatado'}; sale el jugador ${p.player}.`,
    'shanghai.view.title': (p) => {
      const tie = p.contenders
        ? ` (desempate: ${p.contenders.map((s: number) => named(s, p.viewer)).join(', ')})`
        : '';
      return `Shanghai · ronda ${p.round}${tie} · gana quien llegue a ${p.target}`;
    },
    'shanghai.view.scores': (p) =>
      `Puntos: ${p.scores.map((score: number, seat: number) => `${named(seat, p.viewer)} ${score}`).join(' · ')}`,
    'shanghai.view.last-round': (p) =>
      `Última ronda (${p.round}): ${p.scores
        .map(
          (score: number, seat: number) =>
            `${named(seat, p.viewer)} puso ${p.laid[seat]}, le quedaron ${p.held[seat]}: ${score}`,
        )
        .join(' · ')}`,
    'shanghai.view.over': (p, t) =>
      `Fin de la partida: ${p.winners.length > 1 ? 'ganan' : 'gana'} ${t.list(p.winners.map((s: number) => named(s, p.viewer)))}.`,
    'shanghai.view.boneyard': (p) =>
      `Pozo: ${p.boneyard} boca abajo · manos: ${p.hands
        .map((size: number, seat: number) =>
          p.playing[seat] ? `${named(seat, p.viewer)} ${size}` : `${named(seat, p.viewer)} no juega`,
        )
        .join(' · ')}`,
    'shanghai.view.chains-title': 'Cadenas puestas en esta ronda:',
    'shanghai.view.chains': (p) => chainLine(p, 'para', named),
    'shanghai.view.turn': (p, t) => {
      const turn =
        p.owed === 0
          ? 'aún sin cadena este turno'
          : `${t.plural(p.owed, { one: '# cadena', other: '# cadenas' })} este turno (plantarse roba ${p.owed})`;
      return `Le toca al ${named(p.turn, p.viewer)}: dados ${p.dice[0]} y ${p.dice[1]} · ${turn}`;
    },
    'shanghai.view.hand': (p) => `Tu mano: ${tiles(p.hand)}`,
    'shanghai.move.stop': (p, t) =>
      p.owed === 0
        ? 'Plantarte: tu turno acaba sin cadena; no robas nada.'
        : `Plantarte tras ${t.plural(p.owed, { one: '# cadena', other: '# cadenas' })} y robar ${fichas(t, p.owed)}.`,
    'shanghai.move.lay': (p, t) => {
      const sets = p.twins.map(
        (twin: { tile: number[]; set: number }) => `${dash(twin.tile)} del juego ${twin.set}`,
      );
      const which = sets.length > 0 ? `, ${sets.join(', ')}` : '';
      return `Poner ${tiles(p.links)} para ${dice(p.dice)} (${fichas(t, p.count)}${which}).`;
    },

    'domino-squares.play': (p) =>
      `El jugador ${p.player} juega ${piece(p.piece)} girada ${p.rotation} en la fila ${p.row}, columna ${p.column}${p.points > 0 ? ` y suma ${p.points}` : ''}.`,
    'domino-squares.draw': (p) =>
      `El jugador ${p.player} roba ${p.piece ? piece(p.piece) : 'una pieza'}${p.cause === 'draw-1' ? ' (Roba 1)' : ''}: ${p.fits ? 'encaja' : 'no encaja'}.`,
    'domino-squares.pass': (p) => `El jugador ${p.player} ${PASS[p.reason]}.`,
    'domino-squares.game-over': (p, t) => {
      const how = {
        rounds: 'tras la última ronda',
        domino: `el jugador ${p.winners[0]} dominó ("¡Dominó!")`,
        out: `el jugador ${p.winners[0]} jugó toda su fila`,
        block: 'tranque',
      }[p.ended as string];
      const left = p.pips.length > 0 ? `; puntos en mano ${p.pips.join(' · ')}` : '';
      const verb = p.winners.length === 1 ? 'gana' : 'comparten la victoria';
      return `Fin de la partida (${how}${left}): ${seatsOf(t, p.winners)} ${verb} con ${p.scores[p.winners[0]]} (puntos ${p.scores.join(' · ')}).`;
    },
    'domino-squares.blocked': (p) => {
      if (p.game === 'classic') return 'Tranque: nadie puede jugar una pieza.';
      if (p.game === 'squares') return 'Tranque: el montón está vacío y nadie puede jugar.';
      return p.reason === 'nobody-can-play'
        ? 'Tranque: ninguna pieza de ninguna fila encaja, así que nadie puede jugar.'
        : `Tranque: ${p.turns} turnos seguidos sin jugar (el cierre largo).`;
    },
    'domino-squares.command': (p) => {
      const name = COMMAND[p.command];
      if (p.command === 'skip') return `${name}: el jugador ${p.skipped} pierde el turno.`;
      const asks: Readonly<Record<string, string>> = {
        'draw-1': p.more ? `el jugador ${p.player} toma una pieza` : 'el montón está vacío',
        'give-1': `el jugador ${p.player} da una pieza a otro jugador`,
        'play-again': p.more
          ? `el jugador ${p.player} puede jugar otra pieza`
          : `el jugador ${p.player} no tiene nada más que jugar`,
        'all-pass-1': `el jugador ${p.player} elige hacia dónde pasan las piezas`,
      };
      return `${name}: ${asks[p.command]}.`;
    },
    'domino-squares.give': (p) =>
      `El jugador ${p.player} da al jugador ${p.to} ${p.piece ? piece(p.piece) : 'una pieza'}.`,
    'domino-squares.direction': (p) =>
      `El jugador ${p.player} manda las piezas hacia ${DIRECTION[p.toward]}: cada uno elige una pieza para pasar.`,
    'domino-squares.pass-piece': (p) =>
      p.piece
        ? `El jugador ${p.player} elige ${piece(p.piece)} para pasar.`
        : `El jugador ${p.player} ya eligió una pieza para pasar.`,
    'domino-squares.exchange': (p) => {
      const parts = [
        p.gave ? `diste ${piece(p.gave)}` : null,
        p.received ? `recibiste ${piece(p.received)}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      return `Las piezas pasan hacia ${DIRECTION[p.toward]}${parts ? `: ${parts}` : ''}.`;
    },
    'domino-squares.turn-end': (p) => {
      const next = (none: string) => (p.next === null ? none : `le toca al jugador ${p.next}`);
      if (p.idleTurns !== null)
        return `Termina el turno del jugador ${p.player} (${p.idleTurns} sin jugar seguidos); ${next('termina la partida')}.`;
      const over = p.skipped !== null ? `se salta al jugador ${p.skipped}; ` : '';
      return `Termina el turno del jugador ${p.player}; ${over}${next('nadie puede jugar')}.`;
    },
    'domino-squares.round-end': (p) => {
      const how =
        p.winner === null ? 'tranque, sin bonificación' : `el jugador ${p.winner} dominó, +${p.bonus}`;
      return `Fin de la ronda ${p.round} (${how}): jugado ${p.playPoints.join(' · ')}; totales ${p.totals.join(' · ')}.`;
    },
    'domino-squares.round-start': (p) =>
      `Ronda ${p.round} de ${p.rounds}: ${p.each} piezas cada uno, pieza de salida ${piece(p.starter)}; sale el jugador ${p.player}.`,
    'domino-squares.turn-over': (p) => {
      const where = p.fits
        ? 'encaja y hay que jugarla'
        : `no encaja y va boca ${p.faceUp ? 'arriba' : 'abajo'} al extremo derecho`;
      return `El jugador ${p.player} voltea ${p.piece ? piece(p.piece) : 'una pieza'} (extremo ${END[p.end]}): ${where}.`;
    },
    'domino-squares.view.title': (p) => `${p.game} (piezas de Domino Squares) — eres ${who(p.viewer)}`,
    'domino-squares.view.squares-title': (p) =>
      `Domino Squares — ronda ${p.round} de ${p.rounds} — eres ${who(p.viewer)}`,
    'domino-squares.view.scores': (p) =>
      `Puntos: ${seatValues(p.scores)} (esta ronda ${seatValues(p.round)})`,
    'domino-squares.view.over': (p, t) =>
      `Fin de la partida (${{ 'went-out': 'un jugador dominó', 'row-out': 'se jugó toda una fila', blocked: 'tranque' }[p.how as string]}): puntos en mano ${seatValues(p.pips)}; ` +
      `puntos ${seatValues(p.scores)}; ${p.winners.length > 1 ? 'ganaron' : 'ganó'} ${t.list(p.winners.map((s: number) => `el jugador ${s}`))}.`,
    'domino-squares.view.squares-over': (p, t) =>
      `Fin de la partida: ${p.winners.length > 1 ? 'empatan' : 'gana'} ${t.list(p.winners.map((s: number) => `el jugador ${s}`))} con ${p.top}.`,
    'domino-squares.view.to-move': (p) =>
      `Le toca al jugador ${p.turn}${p.mayKeep ? ': jugar una pieza o quedarse la recién robada' : ''}.`,
    'domino-squares.view.asked': (p) => {
      const asked =
        p.phase === 'passing'
          ? `Todos pasan 1 hacia ${DIRECTION[p.direction] ?? p.direction}: cada uno elige una pieza para pasar`
          : ASKED[p.phase];
      return `Le toca al jugador ${p.turn}: ${asked}. Salió el jugador ${p.leader}.`;
    },
    'domino-squares.view.turned': (p) =>
      `El jugador ${p.turn} volteó ${piece(p.piece)}: encaja y hay que jugarla.`,
    'domino-squares.view.turn-over': (p) =>
      `Le toca al jugador ${p.turn}: voltear ${p.either ? 'cualquier extremo' : 'el extremo izquierdo'} de la fila, o jugar una pieza boca arriba.`,
    'domino-squares.view.idle': (p) =>
      `Turnos seguidos sin jugar: ${p.idle} de ${p.limit}; fuera de juego ${p.outOfPlay}`,
    'domino-squares.view.legend':
      'Mesa (casillas en el sentido del reloj desde arriba a la izquierda: . blanco, * comodín, G D S A P órdenes.)',
    'domino-squares.view.hands': (p) =>
      `Manos: ${seatValues(p.hands)}; ${{ boneyard: 'pozo', 'out-of-play': 'fuera de juego', pile: 'montón' }[p.rest as string]} ${p.count}`,
    'domino-squares.view.holds': (p) => `el jugador ${p.seat} tiene: ${handPieces(p.pieces)}`,
    'domino-squares.view.hand': (p) => `Tu mano: ${handPieces(p.pieces)}`,
    'domino-squares.view.drawn': 'Recién robada: {piece}',
    'domino-squares.view.passing': (p) =>
      `Pasando: ${seatValues(p.chosen.map((c: boolean) => (c ? 'ya eligió' : 'eligiendo')))}${p.mine ? `; tu elección ${p.mine}` : ''}`,
    'domino-squares.view.known': (p) =>
      `Sabes: ${p.known.map((f: { piece: string; holder: number }) => `${f.piece} la tiene el jugador ${f.holder}`).join(', ')}`,
    'domino-squares.view.rows':
      'Filas, extremo izquierdo primero (## boca abajo, (…) vista por ti, […] boca arriba):',
    'domino-squares.view.row': (p) => `  jugador ${p.seat}${p.you ? ' (tú)' : ''}: ${p.row || '—'}`,
    'domino-squares.move.play': (p) => {
      if (!p.piece) return 'Jugar una pieza.';
      const beside = p.side && p.beside ? ` ${SIDE[p.side]} ${squares(p.beside)}` : '';
      const score = p.points === null ? '' : p.points > 0 ? `, sumando ${p.points}` : ', sin sumar nada';
      return `Jugar ${squares(p.piece)}, ${TURN[p.rotation] ?? 'girada'},${beside}${score}.`;
    },
    'domino-squares.move.draw': (p) =>
      p.from === 'pile' ? 'Robar una pieza del montón.' : 'Robar una pieza del pozo.',
    'domino-squares.move.pass': (p) =>
      ({
        keep: 'Quedarte la pieza robada y terminar tu turno.',
        stop: 'Plantarte: no jugar una segunda pieza.',
        'cannot-play': 'Pasar: no puedes jugar.',
        'pile-empty': 'Pasar: no puedes jugar y el montón está vacío.',
      })[p.why as string]!,
    'domino-squares.move.give': (p) => `Dar ${p.piece ? squares(p.piece) : 'una pieza'} al jugador ${p.to}.`,
    'domino-squares.move.direction': (p) =>
      `Mandar las piezas hacia ${DIRECTION[p.toward]}: cada una va de ti al jugador ${p.to}.`,
    'domino-squares.move.pass-piece': (p) =>
      `Pasar ${p.piece ? squares(p.piece) : 'una pieza'}${p.to === null ? '' : ` al jugador ${p.to}`}.`,
    'domino-squares.move.turn-over': (p) => `Voltear la pieza del extremo ${END[p.end]} de tu fila.`,

    'table.sat-down': '{name} se sienta en el asiento {seat}.',
    'table.away': '{name} se ha ido.',
    'table.back': '{name} ha vuelto.',
    'table.stand-in': (p) =>
      `${p.bot} juega por ${p.name} (${{ away: 'ausente', clock: 'sin tiempo', handed: 'cedido' }[p.reason as string] ?? 'ausente'}).`,
    'table.bot-seated': '{bot} se sienta en el asiento {seat}.',
    'table.timeout': '{name} se quedó sin tiempo.',
    'table.bot-note': '{note}',

    'cli.start': '{game}, semilla {seed}. Eres el jugador {seat}.',
    'cli.your-moves': 'Tus jugadas:',
    'cli.mention': (p) => `(${p.shown} de ${p.total} jugadas mencionan "${p.filter}")`,
    'cli.groups': (p) => `${p.count} jugadas${p.filter === null ? '' : ` mencionan "${p.filter}"`}:`,
    'cli.group': (p, t) =>
      `${p.verb}: ${t.plural(p.count, { one: '# jugada', other: '# jugadas' })}${p.detail === null ? '' : `; por primera ficha: ${p.detail}`}`,
    'cli.narrow':
      'Escribe una ficha (p. ej. 3-5) o palabras de una jugada para ver esas jugadas, o un número.',
    'cli.type': 'Escribe un número del 1 al {count}, palabras de una jugada para verlas, o q.',
    'cli.not-allowed': 'No permitido ({code}): {reason}',
    'cli.bye': 'adiós',
    'cli.game-over': (p, t) =>
      `Fin de la partida. Puntos: ${p.scores.join(' / ')}; ${p.winners.length > 1 ? `ganadores: los jugadores ${t.list(p.winners.map(String))}` : `ganador: el jugador ${p.winners[0]}`}.`,
  },
  ES_YOU,
);

/**
 * Every sentence in Spanish, the refusals and bots' notes (`notices-es.ts`) with them.
 *
 * @example
 * ```ts
 * textOf({ id: 'table.refusal.not-your-turn', params: {} }, 'es'); // 'No te toca.'
 * ```
 */
export const ES: Catalog = { ...SENTENCES, ...NOTICES_ES };

/**
 * Spanish: the refusals and the bots' notes, said to the player who made the move (tú), as a domino
 * player says them (ficha, pila, pozo, camión, pieza, montón).
 *
 * @module
 */
import type { CompleteNotices } from './notices.js';

const DOING: Readonly<Record<string, string>> = {
  draw: 'robar',
  place: 'colocar una ficha',
  replace: 'cambiar una ficha',
  return: 'devolver una ficha',
  unload: 'descargar',
  keep: 'quedarte la carga',
};
const NOT_NOW: Readonly<Record<string, string>> = {
  play: 'No puedes jugar una pieza ahora.',
  draw: 'No puedes robar ahora.',
  pass: 'No puedes pasar ahora.',
  give: 'Nadie jugó un Da 1.',
  direction: 'Nadie jugó un Todos pasan 1.',
  'pass-piece': 'Ahora nadie está pasando piezas.',
};

/**
 * The refusals and bots' notes in Spanish.
 *
 * @example
 * ```ts
 * NOTICES_ES['table.refusal.game-over']; // 'La partida terminó.'
 * ```
 */
export const NOTICES_ES: CompleteNotices = {
  'core.refusal.malformed-move': 'No se entiende esa jugada.',
  'core.refusal.unknown-move-type': 'Esa jugada no existe en este juego.',
  'core.refusal.bad-player': 'Ese asiento no está en esta mesa.',
  'core.refusal.unknown-field': 'Esa jugada dice más de lo que este juego lee.',
  'core.refusal.missing-field': 'A esa jugada le falta algo.',
  'core.refusal.bad-field': 'Esa jugada nombra algo mal.',
  'core.refusal.not-your-turn': 'No te toca.',
  'core.refusal.not-your-seat': 'Desde aquí juegas el asiento {seat}, no otro.',

  'build-up.refusal.tile-not-in-hand': 'No tienes la ficha {tile}.',
  'build-up.refusal.no-such-stack': 'Esa pila no existe.',
  'build-up.refusal.cannot-cover': 'La {tile} no puede tapar esa pila (reglas 1–3: la suma de puntos).',
  'build-up.refusal.must-play': 'Si puedes jugar, no puedes pasar (regla 5).',

  'shanghai.refusal.empty-chain': 'Una cadena lleva al menos una ficha.',
  'shanghai.refusal.tile-not-in-hand': 'No tienes la ficha {tile}.',
  'shanghai.refusal.tile-repeated': 'La ficha {tile} está dos veces.',
  'shanghai.refusal.not-a-chain':
    'Con esas fichas no se arma una cadena cuyos extremos muestren {die1} y {die2}.',

  'dump-truck.refusal.wrong-step': (p) => `No puedes ${DOING[p.move]} ahora.`,
  'dump-truck.refusal.double-not-flipped': 'Un doble se lee igual de los dos lados: nunca se voltea.',
  'dump-truck.refusal.no-face-down': 'No queda ninguna ficha boca abajo.',
  'dump-truck.refusal.not-face-up': 'La {tile} no está boca arriba.',
  'dump-truck.refusal.no-relocate':
    'Sin recolocar: una ficha desplazada por un cambio solo puede volver a las de robar.',
  'dump-truck.refusal.no-replace': 'Regla SIN CAMBIOS: las fichas del camión nunca se cambian.',
  'dump-truck.refusal.no-shift': 'Regla SIN MOVER: una ficha ya cargada no se mueve ni se cambia.',
  'dump-truck.refusal.not-in-truck': 'La {tile} no está en tu camión.',
  'dump-truck.refusal.truck-empty': 'No hay nada que descargar en el camión.',
  'dump-truck.refusal.truck-full': 'En un camión caben seis fichas como mucho.',
  'dump-truck.refusal.outside-truck': 'La ficha se saldría del camión de 4 de ancho y 3 de alto.',
  'dump-truck.refusal.outside-truck.load': 'La carga ya no cabría en 4 de ancho y 3 de alto.',
  'dump-truck.refusal.first-at-corner':
    'Sin plantilla la carga no tiene un sitio fijo: su primera ficha va en la esquina de arriba a la izquierda.',
  'dump-truck.refusal.cell-taken': 'Ahí ya hay una ficha.',
  'dump-truck.refusal.not-adjacent':
    'Cada ficha después de la primera debe tocar una que ya esté en el camión.',

  'domino-squares.refusal.piece-not-in-hand': 'No tienes esa pieza.',
  'domino-squares.refusal.not-adjacent':
    'Esa casilla no comparte un lado entero con ninguna pieza de la mesa.',
  'domino-squares.refusal.occupied': 'Ya hay una pieza en esa casilla.',
  'domino-squares.refusal.touches-two-pieces': (p) =>
    `Ahí la pieza tocaría ${p.count} piezas por un lado; solo puede tocar el extremo con el que casa.`,
  'domino-squares.refusal.not-an-end': 'Esa pieza está cerrada: no es un extremo.',
  'domino-squares.refusal.bad-rotation': 'Una pieza se gira de 0 a 3 cuartos de vuelta.',
  'domino-squares.refusal.no-match': 'Así girada, la pieza no casa con el lado de la pieza de al lado.',
  'domino-squares.refusal.must-play': 'Si puedes jugar, no puedes pasar.',
  'domino-squares.refusal.must-play.draw': 'Solo se roba cuando no se puede jugar.',
  'domino-squares.refusal.must-draw.boneyard': 'Si no puedes jugar, robas del pozo mientras quede.',
  'domino-squares.refusal.already-drew': 'Juega la pieza que robaste o quédatela (pasa).',
  'domino-squares.refusal.empty-boneyard': 'El pozo está vacío.',
  'domino-squares.refusal.not-now': (p) => NOT_NOW[p.move] ?? 'Ahora no.',
  'domino-squares.refusal.only-drawn-piece': 'Después de robar, solo puedes jugar la pieza robada.',
  'domino-squares.refusal.empty-pile': 'El montón está vacío.',
  'domino-squares.refusal.must-draw': 'Si no puedes o no quieres jugar, robas una pieza.',
  'domino-squares.refusal.must-play.pile-empty': 'Con el montón vacío, si puedes jugar, juegas (regla 12).',
  'domino-squares.refusal.bad-recipient': 'Da 1 se le da a otro jugador.',
  'domino-squares.refusal.must-play-turned': 'La pieza que volteaste encaja: tienes que jugarla.',
  'domino-squares.refusal.must-play-turned.named': 'Tienes que jugar la pieza que volteaste.',
  'domino-squares.refusal.left-end-only': 'Solo se voltea el extremo izquierdo de la fila.',
  'domino-squares.refusal.left-end-only.first-turn':
    'El extremo derecho solo se voltea después de tu primer turno.',
  'domino-squares.refusal.piece-not-in-row': 'Esa pieza no está en tu fila.',
  'domino-squares.refusal.face-down': 'Sin voltearla, solo se juega una pieza boca arriba.',

  'table.refusal.malformed-move': 'No se entiende esa jugada.',
  'table.refusal.move-too-large': 'Esa jugada es demasiado larga.',
  'table.refusal.malformed-message': 'La mesa no entendió eso.',
  'table.refusal.unknown-message': 'La mesa no conoce esa petición.',
  'table.refusal.too-many-messages': 'Demasiadas jugadas demasiado rápido: espera un momento.',
  'table.refusal.not-seated': 'Solo un jugador sentado puede hacer eso.',
  'table.refusal.not-your-turn': 'No te toca.',
  'table.refusal.table-not-full': 'Se empieza a jugar cuando todos los asientos están ocupados.',
  'table.refusal.game-over': 'La partida terminó.',
  'table.refusal.game-not-over': 'La partida todavía no terminó: la revancha se reparte cuando termine.',
  'table.refusal.seat-taken': 'Ese asiento está ocupado.',
  'table.refusal.no-such-seat': 'Esta mesa no tiene ese asiento.',
  'table.refusal.no-free-seat': 'Todos los asientos están ocupados: puedes mirar.',
  'table.refusal.seat-limit': 'Ya tienes un asiento en esta mesa.',
  'table.refusal.spectators-full': 'Esta mesa ya tiene todos los espectadores que admite.',
  'table.refusal.unknown-bot': 'Aquí no hay ese bot.',
  'table.refusal.not-away': 'Ese jugador está presente: ningún bot puede jugar por él.',
  'table.refusal.not-standing-in': 'Ningún bot juega por este asiento.',
  'table.refusal.unknown-table': 'Esa mesa no existe.',
  'table.refusal.too-many-joins': 'Demasiadas entradas en un minuto: espera un poco.',
  'table.refusal.too-many-creates': 'Demasiadas mesas nuevas en un minuto: espera un poco.',
  'table.refusal.too-many-tables': 'Estás en demasiadas mesas sin terminar: termina o deja alguna primero.',
  'table.refusal.unknown-seat-token': 'Ese asiento ya no es tuyo.',
  'table.refusal.bad-table-id': 'Ese no es el nombre de una mesa.',
  'table.refusal.wrong-game': 'En esa mesa se juega otro juego.',
  'table.refusal.unknown-variant': 'Este juego no tiene esa variante.',
  'table.refusal.bad-options': 'Este juego no se puede preparar así.',
  'table.refusal.bad-seed': 'Esa semilla no sirve.',
  'table.refusal.seed-not-allowed': 'Este servidor reparte las fichas él mismo.',
  'table.refusal.seed-mismatch': 'El reparto no coincide con lo que prometió el servidor.',
  'table.refusal.bad-bots': 'Como mucho un bot por asiento.',
  'table.refusal.table-live-elsewhere': 'Esta mesa se está jugando en otro servidor: vuelve a entrar.',
  'table.refusal.stale-table': 'Esta mesa pasó a otro servidor: vuelve a entrar.',
  'table.refusal.store-failed': 'No se pudo guardar la mesa: inténtalo otra vez.',
  'table.refusal.store-unavailable':
    'Ahora no se puede guardar la mesa: no se jugó nada; inténtalo otra vez.',
  'table.refusal.bad-record': 'No se puede leer el registro de esta mesa.',
  'table.refusal.server-error': 'Falló el servidor: inténtalo otra vez.',
  'table.refused-move': 'Esa jugada no está permitida.',

  'table.bot-failed': '{bot} falló; se jugó una jugada al azar.',
  'table.bot-fallback': '{bot} no pudo pensar; jugó el bot básico.',
  'table.bot-shortened': '{bot} pensó {used} de sus {budget} ms (los hilos de los bots estaban ocupados).',
};

/**
 * How to play every listed game in Spanish, as a Spanish-speaking domino player says it (ficha, pozo,
 * doble, tranque, la mano, el que sale); the options' values stay as they are typed (`'set-aside'`).
 *
 * @module
 */
import type { CompleteGuides, GuideWords, VariantNames } from './how-to-play-en.js';

const SQUARES_PIECES = [
  'Una pieza es un cuadrado de cuatro casillas: números, blancos negros, comodines blancos y, en una pieza de orden, una orden (que cuenta como blanco al casar).',
  'Una pieza se pone pegada a una pieza del extremo de la mesa, casando un lado entero: dos casillas juntas, número con número, blanco con blanco; un comodín casa con cualquier número o comodín, nunca con un blanco.',
  'Solo los dos extremos de la mesa admiten piezas; una pieza con dos vecinas no admite más, y una pieza no puede casar con dos piezas a la vez.',
];

const SQUARES_OPTIONS = {
  pieces:
    'El juego de piezas (por defecto: las 48 piezas de esta biblioteca, en docs/rules/domino-squares.md).',
  firstPlayer: 'El asiento del jugador de más edad, que sale primero (por defecto 0).',
  goingOut:
    "Quién gana cuando un jugador se queda sin piezas: 'wins' (por defecto: gana y se anota los puntos que quedan en las demás manos) o 'fewest-pips' (las manos se cuentan como tras un tranque).",
} as const;

const SQUARES_BLOCK_SCORING = [
  'Al final se muestran todas las manos y se cuentan sus puntos (blancos, órdenes y comodines valen 0).',
  'Gana el jugador con menos puntos, que se anota los puntos de todas las demás manos.',
];

/**
 * Every listed game's how-to-play in Spanish, by game id.
 *
 * @example
 * ```ts
 * HOW_TO_PLAY_ES.shanghai.turn[0]; // 'Tira los dados. …'
 * ```
 */
export const HOW_TO_PLAY_ES: CompleteGuides = /* @__PURE__ */ (() => ({
  // Made by a call marked pure, so that a bundler leaves the guides out of an app that never reads them (the
  // spreads of the shared lines would otherwise keep them).
  'build-up': {
    equipment:
      'Build Up (un juego de David Vander Ark): 2 jugadores (hasta 8), cada uno con un dominó doble seis de su propio color.',
    goal: 'Tener más puntos de tu color encima de las pilas al final de cada mano, a lo largo de cuatro manos.',
    setup: [
      'Cada jugador pone en el centro seis fichas de su juego boca arriba: las pilas (doce con dos jugadores).',
      'Cada jugador roba una ficha de su propio pozo: el de más puntos sale en la primera mano. Luego cada uno roba hasta tener seis.',
      'Manos de 6, 6, 6 y luego 4 fichas: las cuatro manos gastan cada juego.',
    ],
    turn: [
      'Pon una ficha de tu mano encima de cualquier pila.',
      'Una ficha que no es doble tapa una ficha con los mismos puntos o menos; un doble tapa cualquier ficha que no sea doble.',
      'Un doble tapa otro doble solo si tiene más puntos; cualquier ficha tapa un doble si tiene más puntos.',
      'Si no puedes jugar, pasas y los demás siguen.',
    ],
    scoring: [
      'Al terminar una mano, cada jugador se anota los puntos de su color que están encima de las pilas.',
      'Las fichas que no pudiste jugar se apartan: no cuentan ni a favor ni en contra.',
    ],
    end: [
      'Una mano termina cuando todas las manos están vacías o cuando nadie puede jugar (tranque).',
      'Tras la cuarta mano gana el mayor total; con totales iguales se comparte la victoria.',
    ],
    options: {
      schedule:
        'Fichas que se roban para cada mano, en orden (por defecto [6,6,6,4]; como mucho 22 en total).',
      unplayable:
        "Qué pasa con las fichas que no pudiste jugar al final de una mano: 'set-aside' (por defecto, las reglas originales: se apartan) o 'subtract' (sus puntos cuentan en tu contra).",
      laterLead:
        "Quién sale en las manos siguientes: 'rotate' (por defecto, el siguiente asiento en cada mano) o 'lowest-score' (el jugador que va más atrás).",
      equalOnDouble:
        'Si una ficha que no es doble puede tapar un doble de los mismos puntos (por defecto false: necesita más).',
    },
    variants: {
      seed: 'Las reglas tal como están escritas.',
      'subtract unplayed': 'Las fichas que quedan sin jugar al final de una mano cuentan en tu contra.',
      'lowest score leads': 'El jugador que va más atrás sale en cada mano siguiente.',
      'equal on a double': 'Una ficha que no es doble puede tapar un doble de los mismos puntos.',
    },
  },

  'dump-truck': {
    equipment:
      'Dump Truck (un juego de Thomas Gale): 2 jugadores (hasta 8), un dominó doble seis compartido como pozo.',
    goal: 'Cargar tu camión (3 filas de 4 casillas de media ficha: seis fichas) para que al descargarlo sume cadenas largas; gana la puntuación más alta al final.',
    setup: ['Las 28 fichas se revuelven boca abajo: el pozo. Todos los camiones empiezan vacíos.'],
    turn: [
      'En cada ronda todos los jugadores roban a la vez una ficha del pozo (la puntuación más baja elige primero cuando importa, por ejemplo entre las fichas boca arriba; una moneda al aire entre puntuaciones iguales).',
      'Cárgala: ponla en tu camión, acostada o de pie, junto a una ficha que ya esté (la primera va donde quieras); o devuélvela boca arriba al pozo.',
      'O pon la ficha en lugar de una de tu camión; la que sale va boca arriba al pozo o a un sitio libre del camión.',
      'Luego cada jugador puede descargar todo el camión (puntuando, o vaciándolo sin puntuar) o seguir cargando.',
    ],
    scoring: [
      'Las cadenas van a lo ancho o a lo largo, nunca en diagonal, sobre las mitades de las fichas: un punto por mitad de la cadena.',
      'Una cadena de números iguales por número (por ejemplo 1-1-1-1, y también 6-6-6) y una escalera (por ejemplo 2-3-4-5-6) por carga; los blancos nunca entran en una escalera.',
      'Una cadena necesita al menos 3 mitades para puntuar. Una mitad puede contar en la escalera y en una cadena de números iguales.',
      'Las fichas descargadas salen del juego. Pruébalo: boneyard score 1234/1153/0133 (11 puntos).',
    ],
    end: [
      'La partida termina cuando no quedan fichas en el pozo ni en la mano; cada camión que sigue cargado puntúa tal como está.',
      'Gana la puntuación más alta; con puntuaciones iguales se comparte la victoria.',
    ],
    options: {
      blanks:
        "Cómo puntúan las cadenas de blancos: 'normal' (por defecto), 'worthless' (más difícil), 'double' (más fácil: 2 puntos por mitad) o 'jokers' (mucho más fácil: los blancos toman un valor para toda la carga).",
      template:
        'Jugar con plantilla: las 12 casillas son fijas y la carga nunca se desplaza (por defecto false: solo tiene que caber la forma).',
      noShift: 'SIN DESPLAZAR: nada de lo colocado se mueve antes de descargar (no se cambian fichas).',
      noReplace: 'SIN CAMBIAR: una ficha robada nunca puede ponerse en lugar de una del camión.',
      noRelocate:
        'Variante de esta biblioteca: una ficha desplazada por un cambio solo puede volver al pozo, nunca a otro sitio del camión.',
      returnLimit:
        'Cuántas veces puede volver una misma ficha boca arriba al pozo; una vez más la saca del juego (por defecto 1; de 0 a 10).',
      minChain: 'Las mitades mínimas que necesita una cadena para puntuar (por defecto 3; de 1 a 12).',
    },
    variants: {
      seed: 'Las reglas tal como están escritas.',
      'harder (blanks worthless)': 'Las cadenas de blancos no puntúan.',
      'easier (blanks double)': 'Las cadenas de blancos puntúan 2 puntos por mitad.',
      'much easier (blanks jokers)': 'Los blancos son comodines, con un valor para toda la carga.',
      'no shift': 'Nada de lo colocado se mueve antes de descargar.',
      'no replace': 'No se cambia una ficha robada por una del camión.',
      'no relocate (library variant)': 'Una ficha desplazada solo puede volver al pozo.',
      template: 'El camión es una plantilla fija de 12 casillas.',
    },
  },

  shanghai: {
    equipment: 'Shanghai: 2 jugadores (hasta 8), un dominó doble seis por jugador y dos dados.',
    goal: 'Formar cadenas de fichas que casen con los dados, usando más fichas que tus rivales; gana el primero que llega a 50 puntos.',
    setup: ['Se revuelven todos los juegos boca abajo; cada jugador roba diez fichas y las esconde.'],
    turn: [
      'Tira los dados. Pon una cadena de tu mano cuyos dos extremos muestren los dos números que salieron: un 6 y un 2 admiten la 6-2, o la 6-3 con la 3-2.',
      'En una cadena, los extremos que se tocan casan. Los blancos son comodines: la 6-0 responde a cualquier tirada con un 6 y la 0-0 a todas las tiradas.',
      'Tras una cadena vuelve a tirar y sigue mientras puedas y quieras; cuando no formes cadena, tu turno se acaba.',
      'Luego roba una ficha por cada cadena que pusiste en este turno, por larga que fuera.',
    ],
    scoring: [
      'Al terminar la ronda, cada jugador gana un punto por ficha puesta en cadenas y pierde uno por ficha que le queda en la mano.',
    ],
    end: [
      'Una ronda termina cuando un jugador tiene que robar más fichas de las que quedan: roba las que quedan y se acaba el juego.',
      'Luego se revuelve todo otra vez para una ronda nueva, en la que sale el siguiente jugador. Gana el primero que llega a 50 al final de una ronda; el más alto si llegan varios; un empate juega una ronda de desempate.',
    ],
    options: {
      target: 'Los puntos que terminan la partida al final de una ronda (por defecto 50).',
      handSize: 'Las fichas que se reparten a cada jugador al empezar una ronda (por defecto 10; de 1 a 10).',
      tieBreaker:
        "Quién juega la ronda de desempate: 'tied' (por defecto, los empatados en cabeza) o 'everyone' (todos juegan; solo cuentan las puntuaciones de los empatados).",
      maxRounds:
        'Las rondas tras las que la partida se detiene aunque nadie haya llegado a la meta; gana el total más alto (por defecto 100).',
      maxIdleTurns:
        'Una ronda también termina tras este número de turnos seguidos sin cadena (por defecto 500, un tope de seguridad).',
    },
    variants: {
      seed: 'Las reglas tal como están escritas.',
      'one round': 'Una sola ronda decide.',
      'tie-breaker: everyone':
        'Todos juegan la ronda de desempate; solo cuentan las puntuaciones de los empatados.',
    },
  },

  'domino-squares': {
    equipment: 'Domino Squares (Winning Moves): de 2 a 4 jugadores, con las piezas cuadradas.',
    goal: 'Tener la puntuación más alta tras tres rondas: sumas con cada pieza que juegas y por quedarte sin piezas primero.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jugador toma 7 piezas (6 si juegan cuatro) y las esconde; el resto es el montón. Una pieza del montón empieza la mesa (su orden no cuenta).',
    ],
    turn: [
      'Juega una pieza en un extremo de la mesa, o roba una del montón (puedes jugar en el acto la pieza robada, o quedártela).',
      'Tras una pieza de orden, haz lo que dice: Da 1 (da una pieza a un rival), Roba 1, Salta (el siguiente jugador pierde el turno), Juega otra vez, Todos pasan 1 (todos pasan una pieza a la izquierda o a la derecha).',
    ],
    scoring: [
      'Una pieza jugada suma por su lado de puntuación, las dos casillas que no casan: sus números (blancos y órdenes valen 0).',
      'El primer jugador que se queda sin piezas termina la ronda y suma 10, más 2 por cada pieza normal y 3 por cada pieza de orden que queden en las manos de los demás.',
    ],
    end: [
      'Una ronda termina cuando un jugador se queda sin piezas, o cuando el montón está vacío y nadie puede jugar. En la ronda siguiente sale el jugador a la izquierda del último ganador.',
      'Tras tres rondas gana el total más alto.',
    ],
    options: {
      pieces: SQUARES_OPTIONS.pieces,
      firstPlayer: SQUARES_OPTIONS.firstPlayer,
      rounds: 'Rondas de una partida (por defecto 3; de 1 a 10).',
    },
    variants: {
      seed: 'Las reglas tal como están escritas.',
      'one round': 'Una sola ronda decide.',
    },
  },

  'domino-squares-block': {
    equipment: 'Bloqueo, el juego de dominó más común, con piezas de Domino Squares: de 2 a 4 jugadores.',
    goal: 'Jugar toda tu mano primero (gritando «¡Dominó!»), o tener menos puntos cuando nadie puede jugar.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jugador roba 9 piezas; una más empieza la mesa; el resto queda fuera del juego. Las órdenes no cuentan.',
    ],
    turn: ['Juega una pieza en un extremo de la mesa; si no puedes, pasas.'],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['La partida termina cuando un jugador juega toda su mano, o cuando nadie puede jugar (tranque).'],
    options: { ...SQUARES_OPTIONS },
    variants: { seed: 'Las reglas tal como están escritas.' },
  },

  'domino-squares-draw': {
    equipment: 'Robado, con piezas de Domino Squares: de 2 a 4 jugadores.',
    goal: 'Jugar toda tu mano primero, o tener menos puntos cuando nadie puede jugar.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jugador roba 7 piezas; una más empieza la mesa; el resto es el pozo. Las órdenes no cuentan.',
    ],
    turn: [
      'Juega una pieza en un extremo de la mesa.',
      'Si no puedes, roba del pozo pieza tras pieza hasta que puedas jugar una (con el pozo vacío, pasas).',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['La partida termina cuando un jugador juega toda su mano, o cuando nadie puede jugar.'],
    options: {
      ...SQUARES_OPTIONS,
      drawRule:
        "'until-playable' (por defecto: robar hasta que una pieza encaje) o 'one' (la variante impresa: robar una pieza, jugarla si encaja y quieres, y tu turno se acaba).",
    },
    variants: {
      seed: 'Las reglas tal como están escritas.',
      'draw one': 'Roba una sola pieza y tu turno se acaba.',
    },
  },

  'blind-hughie': {
    equipment: 'Blind Hughie (dominó a ciegas), con piezas de Domino Squares: de 2 a 4 jugadores.',
    goal: 'Quedarte sin piezas primero, jugando de una fila boca abajo que no puedes ver; o tener menos puntos cuando se acaba el juego.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jugador roba 9 piezas sin mirarlas y las pone boca abajo en fila; una más empieza la mesa; el resto queda fuera del juego.',
    ],
    turn: [
      'Voltea la pieza del extremo izquierdo de tu fila. Si encaja en un extremo de la mesa, tienes que jugarla, y vuelves a jugar.',
      'La primera pieza que no encaja vuelve boca abajo al extremo derecho de tu fila y tu turno se acaba (una pieza con comodín vuelve boca arriba).',
      'Una pieza boca arriba en el extremo derecho puede jugarse en lugar de voltear la de la izquierda.',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['La partida termina cuando un jugador se queda sin piezas, o cuando ningún jugador puede jugar.'],
    options: {
      ...SQUARES_OPTIONS,
      eitherEnd:
        'La variante impresa: tras tu primer turno puedes voltear cualquiera de los dos extremos de tu fila (por defecto false).',
      idleRounds:
        'La partida también se tranca cuando todos los jugadores han tenido este número de turnos seguidos sin jugar (por defecto 9; de 1 a 9).',
      memory:
        "Lo que tu vista muestra de tus propias piezas devueltas boca abajo: 'perfect' (por defecto: todas) o 'none' (boca abajo es boca abajo: recuérdalas tú).",
    },
    variants: {
      seed: 'Las reglas tal como están escritas, para personas: tú recuerdas tus piezas boca abajo.',
      'either end': 'Tras tu primer turno puedes voltear cualquiera de los dos extremos de tu fila.',
      'perfect recall': 'Tu vista muestra todas las piezas que volteaste y devolviste.',
    },
  },
}))();

/**
 * The titles around a guide in Spanish, and the CLI's last line.
 *
 * @example
 * ```ts
 * GUIDE_WORDS_ES.title; // '{name}: cómo se juega'
 * ```
 */
export const GUIDE_WORDS_ES: GuideWords = {
  title: '{name}: cómo se juega',
  goal: 'Objetivo:',
  setup: 'Preparación:',
  turn: 'El turno:',
  scoring: 'Puntuación:',
  end: 'El final:',
  play: 'Juégalo: boneyard play {id} --lang es. Sus opciones y variantes: boneyard play {id} --help.',
};

/**
 * Each variant's name in Spanish, by game id.
 *
 * @example
 * ```ts
 * VARIANT_NAMES_ES['dump-truck']['no shift']; // 'sin desplazar'
 * ```
 */
export const VARIANT_NAMES_ES: VariantNames = {
  'build-up': {
    seed: 'reglas estándar',
    'subtract unplayed': 'restar las no jugadas',
    'lowest score leads': 'sale el que va último',
    'equal on a double': 'igual sobre un doble',
  },
  'dump-truck': {
    seed: 'reglas estándar',
    'harder (blanks worthless)': 'más difícil (blancos sin valor)',
    'easier (blanks double)': 'más fácil (blancos dobles)',
    'much easier (blanks jokers)': 'mucho más fácil (blancos comodines)',
    'no shift': 'sin desplazar',
    'no replace': 'sin cambiar',
    'no relocate (library variant)': 'sin mover la ficha cambiada',
    template: 'camión de forma fija',
  },
  shanghai: {
    seed: 'reglas estándar',
    'one round': 'una sola ronda',
    'tie-breaker: everyone': 'todos juegan el desempate',
  },
  'domino-squares': { seed: 'reglas estándar', 'one round': 'una sola ronda' },
  'domino-squares-block': { seed: 'reglas estándar' },
  'domino-squares-draw': { seed: 'reglas estándar', 'draw one': 'robar una sola' },
  'blind-hughie': {
    seed: 'reglas estándar',
    'either end': 'cualquier extremo',
    'perfect recall': 'memoria perfecta',
  },
};

/**
 * How to play every listed game in Brazilian Portuguese, as a Brazilian domino player says it (pedra,
 * monte, carroça, passar, jogo trancado, quem sai); the options' values stay as they are typed
 * (`'set-aside'`).
 *
 * @module
 */
import type { CompleteGuides, GuideWords, VariantNames } from './how-to-play-en.js';

const SQUARES_PIECES = [
  'Uma peça é um quadrado de quatro casas: números, brancos pretos, coringas brancos e, numa peça de comando, um comando (que conta como branco para encaixar).',
  'Uma peça é posta encostada numa peça da ponta da mesa, encaixando um lado inteiro: duas casas vizinhas, número com número, branco com branco; um coringa encaixa com qualquer número ou coringa, nunca com um branco.',
  'Só as duas pontas da mesa recebem peças; uma peça com duas vizinhas não recebe mais nenhuma, e uma peça não pode encaixar em duas peças ao mesmo tempo.',
];

const SQUARES_OPTIONS = {
  pieces: 'O jogo de peças (padrão: as 48 peças desta biblioteca, em docs/rules/domino-squares.md).',
  firstPlayer: 'O lugar do jogador mais velho, que sai primeiro (padrão 0).',
  goingOut:
    "Quem vence quando um jogador bate: 'wins' (padrão: ele vence e marca os pontos que sobram em todas as outras mãos) ou 'fewest-pips' (as mãos são contadas como num jogo trancado).",
} as const;

const SQUARES_BLOCK_SCORING = [
  'No fim todas as mãos são mostradas e seus pontos contados (brancos, comandos e coringas valem 0).',
  'Vence o jogador com menos pontos, que marca os pontos de todas as outras mãos.',
];

/**
 * Every listed game's how-to-play in Brazilian Portuguese, by game id.
 *
 * @example
 * ```ts
 * HOW_TO_PLAY_PT.shanghai.turn[0]; // 'Jogue os dados. …'
 * ```
 */
export const HOW_TO_PLAY_PT: CompleteGuides = /* @__PURE__ */ (() => ({
  // Made by a call marked pure, so that a bundler leaves the guides out of an app that never reads them (the
  // spreads of the shared lines would otherwise keep them).
  'build-up': {
    equipment:
      'Build Up (um jogo de David Vander Ark): 2 jogadores (até 8), cada um com um dominó duplo-seis da sua própria cor.',
    goal: 'Ter mais pontos da sua cor em cima das pilhas no fim de cada mão, ao longo de quatro mãos.',
    setup: [
      'Cada jogador põe no meio seis pedras do seu jogo viradas para cima: as pilhas (doze com dois jogadores).',
      'Cada jogador compra uma pedra do seu próprio monte: quem tiver mais pontos sai na primeira mão. Depois cada um compra até ficar com seis.',
      'Mãos de 6, 6, 6 e depois 4 pedras: as quatro mãos gastam cada jogo.',
    ],
    turn: [
      'Ponha uma pedra da sua mão em cima de qualquer pilha.',
      'Uma pedra que não é carroça cobre uma pedra com os mesmos pontos ou menos; uma carroça cobre qualquer pedra que não seja carroça.',
      'Uma carroça só cobre outra carroça se tiver mais pontos; qualquer pedra cobre uma carroça se tiver mais pontos.',
      'Se você não pode jogar, passa e os outros seguem.',
    ],
    scoring: [
      'Quando uma mão acaba, cada jogador marca os pontos da sua cor que estão em cima das pilhas.',
      'As pedras que você não conseguiu jogar ficam de lado: não contam nem a favor nem contra.',
    ],
    end: [
      'Uma mão acaba quando todas as mãos estão vazias, ou quando ninguém pode jogar (jogo trancado).',
      'Depois da quarta mão vence o maior total; totais iguais dividem a vitória.',
    ],
    options: {
      schedule: 'Pedras compradas para cada mão, em ordem (padrão [6,6,6,4]; no máximo 22 ao todo).',
      unplayable:
        "O que acontece com as pedras que você não conseguiu jogar no fim de uma mão: 'set-aside' (padrão, as regras originais: ficam de lado) ou 'subtract' (seus pontos contam contra você).",
      laterLead:
        "Quem sai nas mãos seguintes: 'rotate' (padrão, o lugar seguinte a cada mão) ou 'lowest-score' (o jogador mais atrás no placar).",
      equalOnDouble:
        'Se uma pedra que não é carroça pode cobrir uma carroça com os mesmos pontos (padrão false: precisa de mais).',
    },
    variants: {
      seed: 'As regras como estão escritas.',
      'subtract unplayed': 'As pedras que sobram sem jogar no fim de uma mão contam contra você.',
      'lowest score leads': 'O jogador mais atrás no placar sai em cada mão seguinte.',
      'equal on a double': 'Uma pedra que não é carroça pode cobrir uma carroça com os mesmos pontos.',
    },
  },

  'dump-truck': {
    equipment:
      'Dump Truck (um jogo de Thomas Gale): 2 jogadores (até 8), um dominó duplo-seis compartilhado como monte.',
    goal: 'Carregar o seu caminhão (3 filas de 4 casas de meia pedra: seis pedras) para que ele marque correntes longas quando você o descarregar; vence a maior pontuação no fim.',
    setup: ['As 28 pedras são embaralhadas viradas para baixo: o monte. Todos os caminhões começam vazios.'],
    turn: [
      'A cada rodada todos os jogadores compram ao mesmo tempo uma pedra do monte (a menor pontuação escolhe primeiro quando faz diferença, por exemplo entre as pedras viradas para cima; cara ou coroa entre pontuações iguais).',
      'Carregue-a: ponha no seu caminhão, deitada ou em pé, ao lado de uma pedra que já esteja lá (a primeira vai em qualquer lugar); ou devolva-a virada para cima ao monte.',
      'Ou ponha a pedra no lugar de uma do seu caminhão; a que sai vai virada para cima para o monte ou para um lugar livre do caminhão.',
      'Depois cada jogador pode descarregar o caminhão inteiro (marcando pontos, ou despejando sem marcar) ou continuar carregando.',
    ],
    scoring: [
      'As correntes correm na horizontal ou na vertical, nunca na diagonal, pelas metades das pedras: um ponto por metade na corrente.',
      'Uma corrente de números iguais por número (por exemplo 1-1-1-1, e também 6-6-6) e uma sequência (por exemplo 2-3-4-5-6) por carga; os brancos nunca entram numa sequência.',
      'Uma corrente precisa de pelo menos 3 metades para marcar. Uma metade pode contar na sequência e numa corrente de números iguais.',
      'As pedras descarregadas saem do jogo. Experimente: boneyard score 1234/1153/0133 (11 pontos).',
    ],
    end: [
      'O jogo acaba quando não sobram pedras no monte nem na mão; cada caminhão ainda carregado marca como está.',
      'Vence a maior pontuação; pontuações iguais dividem a vitória.',
    ],
    options: {
      blanks:
        "Como marcam as correntes de brancos: 'normal' (padrão), 'worthless' (mais difícil), 'double' (mais fácil: 2 pontos por metade) ou 'jokers' (bem mais fácil: os brancos valem um número só para a carga inteira).",
      template:
        'Jogar com gabarito: as 12 casas são fixas e a carga nunca desliza (padrão false: só a forma precisa caber).',
      noShift: 'SEM DESLOCAR: nada do que foi colocado se move antes de descarregar (sem trocas).',
      noReplace: 'SEM TROCAR: uma pedra comprada nunca pode ficar no lugar de uma do caminhão.',
      noRelocate:
        'Variante desta biblioteca: uma pedra tirada por uma troca só pode voltar ao monte, nunca a outro lugar do caminhão.',
      returnLimit:
        'Quantas vezes uma mesma pedra pode voltar ao monte virada para cima; mais uma vez a tira do jogo (padrão 1; de 0 a 10).',
      minChain: 'O mínimo de metades que uma corrente precisa para marcar (padrão 3; de 1 a 12).',
    },
    variants: {
      seed: 'As regras como estão escritas.',
      'harder (blanks worthless)': 'As correntes de brancos não marcam nada.',
      'easier (blanks double)': 'As correntes de brancos marcam 2 pontos por metade.',
      'much easier (blanks jokers)': 'Os brancos são coringas, com um número só para a carga inteira.',
      'no shift': 'Nada do que foi colocado se move antes de descarregar.',
      'no replace': 'Nada de trocar uma pedra comprada por uma do caminhão.',
      'no relocate (library variant)': 'Uma pedra tirada só pode voltar ao monte.',
      template: 'O caminhão é um gabarito fixo de 12 casas.',
    },
  },

  shanghai: {
    equipment: 'Shanghai: 2 jogadores (até 8), um dominó duplo-seis por jogador e dois dados.',
    goal: 'Formar correntes de pedras que combinem com os dados, usando mais pedras que os adversários; vence o primeiro a chegar a 50 pontos.',
    setup: ['Todos os jogos são misturados virados para baixo; cada jogador compra dez pedras e as esconde.'],
    turn: [
      'Jogue os dados. Baixe da sua mão uma corrente cujas duas pontas mostrem os dois números tirados: um 6 e um 2 pedem a 6-2, ou a 6-3 com a 3-2.',
      'Numa corrente as pontas que se tocam combinam. Os brancos são coringas: a 6-0 responde a qualquer jogada com um 6, e a 0-0 a todas as jogadas.',
      'Depois de uma corrente, jogue os dados de novo e continue enquanto puder e quiser; quando não formar corrente, a sua vez acaba.',
      'Então compre uma pedra para cada corrente que baixou nesta vez, por mais longa que fosse.',
    ],
    scoring: [
      'Quando a rodada acaba, cada jogador ganha um ponto por pedra baixada em correntes e perde um por pedra que ficou na mão.',
    ],
    end: [
      'Uma rodada acaba quando um jogador precisa comprar mais pedras do que sobram: ele compra o que sobra e o jogo para.',
      'Então tudo é misturado de novo para uma nova rodada, em que sai o jogador seguinte. Vence o primeiro a chegar a 50 no fim de uma rodada; o maior se vários chegarem; um empate joga uma rodada de desempate.',
    ],
    options: {
      target: 'Os pontos que encerram a partida no fim de uma rodada (padrão 50).',
      handSize: 'As pedras distribuídas a cada jogador no começo de uma rodada (padrão 10; de 1 a 10).',
      tieBreaker:
        "Quem joga a rodada de desempate: 'tied' (padrão, os empatados na liderança) ou 'everyone' (todos jogam; só contam as pontuações dos empatados).",
      maxRounds:
        'As rodadas depois das quais a partida para mesmo que ninguém tenha chegado à meta; vence o maior total (padrão 100).',
      maxIdleTurns:
        'Uma rodada também acaba depois de tantas vezes seguidas sem corrente (padrão 500, uma parada de segurança).',
    },
    variants: {
      seed: 'As regras como estão escritas.',
      'one round': 'Uma única rodada decide.',
      'tie-breaker: everyone': 'Todos jogam a rodada de desempate; só contam as pontuações dos empatados.',
    },
  },

  'domino-squares': {
    equipment: 'Domino Squares (Winning Moves): de 2 a 4 jogadores, com as peças quadradas.',
    goal: 'Ter a maior pontuação depois de três rodadas: você marca com cada peça que joga, e por bater primeiro.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jogador pega 7 peças (6 quando são quatro) e as esconde; o resto é a pilha de compra. Uma peça da pilha começa a mesa (seu comando não vale).',
    ],
    turn: [
      'Jogue uma peça numa ponta da mesa, ou compre uma da pilha (você pode jogar a peça comprada na hora, ou ficar com ela).',
      'Depois de uma peça de comando, faça o que ela diz: Dá 1 (dê uma peça a um adversário), Compra 1, Pula (o próximo jogador perde a vez), Joga de novo, Todos passam 1 (todos passam uma peça para a esquerda ou para a direita).',
    ],
    scoring: [
      'Uma peça jogada marca pelo seu lado de pontos, as duas casas fora do encaixe: seus números (brancos e comandos valem 0).',
      'O primeiro jogador a bater encerra a rodada e marca 10, mais 2 por peça comum e 3 por peça de comando que sobrem nas mãos dos outros.',
    ],
    end: [
      'Uma rodada acaba quando um jogador bate, ou quando a pilha está vazia e ninguém pode jogar. Na rodada seguinte sai o jogador à esquerda do último vencedor.',
      'Depois de três rodadas vence o maior total.',
    ],
    options: {
      pieces: SQUARES_OPTIONS.pieces,
      firstPlayer: SQUARES_OPTIONS.firstPlayer,
      rounds: 'Rodadas numa partida (padrão 3; de 1 a 10).',
    },
    variants: {
      seed: 'As regras como estão escritas.',
      'one round': 'Uma única rodada decide.',
    },
  },

  'domino-squares-block': {
    equipment: 'Bloqueio, o jogo de dominó mais comum, com peças de Domino Squares: de 2 a 4 jogadores.',
    goal: 'Bater primeiro, jogando a mão inteira (gritando "Dominó!"), ou ter menos pontos quando ninguém pode jogar.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jogador compra 9 peças; mais uma começa a mesa; o resto fica fora do jogo. Os comandos não valem.',
    ],
    turn: ['Jogue uma peça numa ponta da mesa; se não puder, passe.'],
    scoring: SQUARES_BLOCK_SCORING,
    end: [
      'A partida acaba quando um jogador joga a mão inteira, ou quando ninguém pode jogar (jogo trancado).',
    ],
    options: { ...SQUARES_OPTIONS },
    variants: { seed: 'As regras como estão escritas.' },
  },

  'domino-squares-draw': {
    equipment: 'Dominó de compra, com peças de Domino Squares: de 2 a 4 jogadores.',
    goal: 'Bater primeiro, jogando a mão inteira, ou ter menos pontos quando ninguém pode jogar.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jogador compra 7 peças; mais uma começa a mesa; o resto é o monte. Os comandos não valem.',
    ],
    turn: [
      'Jogue uma peça numa ponta da mesa.',
      'Se não puder, compre do monte peça por peça até poder jogar uma (com o monte vazio, você passa).',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['A partida acaba quando um jogador joga a mão inteira, ou quando ninguém pode jogar.'],
    options: {
      ...SQUARES_OPTIONS,
      drawRule:
        "'until-playable' (padrão: comprar até uma peça encaixar) ou 'one' (a variante impressa: comprar uma peça, jogá-la se encaixar e você quiser, e a sua vez acaba).",
    },
    variants: {
      seed: 'As regras como estão escritas.',
      'draw one': 'Compre só uma peça, e a sua vez acaba.',
    },
  },

  'blind-hughie': {
    equipment: 'Blind Hughie (dominó às cegas), com peças de Domino Squares: de 2 a 4 jogadores.',
    goal: 'Ficar sem peças primeiro, jogando de uma fila virada para baixo que você não pode ver; ou ter menos pontos quando o jogo para.',
    setup: [
      ...SQUARES_PIECES,
      'Cada jogador compra 9 peças sem olhar e as põe viradas para baixo numa fila; mais uma começa a mesa; o resto fica fora do jogo.',
    ],
    turn: [
      'Vire a peça da ponta esquerda da sua fila. Se ela encaixar numa ponta da mesa, você tem de jogá-la, e joga de novo.',
      'A primeira peça que não encaixa volta virada para baixo para a ponta direita da sua fila, e a sua vez acaba (uma peça com coringa volta virada para cima).',
      'Uma peça virada para cima na ponta direita pode ser jogada em vez de virar a da esquerda.',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['A partida acaba quando um jogador fica sem peças, ou quando nenhum jogador pode jogar.'],
    options: {
      ...SQUARES_OPTIONS,
      eitherEnd:
        'A variante impressa: depois da sua primeira vez você pode virar qualquer uma das pontas da sua fila (padrão false).',
      idleRounds:
        'O jogo também tranca depois que todos os jogadores tiveram tantas vezes seguidas sem jogar (padrão 9; de 1 a 9).',
      memory:
        "O que a sua visão mostra das suas próprias peças devolvidas viradas para baixo: 'perfect' (padrão: todas) ou 'none' (virada para baixo é virada para baixo: lembre-se delas você mesmo).",
    },
    variants: {
      seed: 'As regras como estão escritas, para pessoas: você se lembra das suas peças viradas para baixo.',
      'either end': 'Depois da sua primeira vez você pode virar qualquer uma das pontas da sua fila.',
      'perfect recall': 'A sua visão mostra todas as peças que você virou e devolveu.',
    },
  },
}))();

/**
 * The titles around a guide in Brazilian Portuguese, and the CLI's last line.
 *
 * @example
 * ```ts
 * GUIDE_WORDS_PT.title; // '{name}: como jogar'
 * ```
 */
export const GUIDE_WORDS_PT: GuideWords = {
  title: '{name}: como jogar',
  goal: 'Objetivo:',
  setup: 'Preparação:',
  turn: 'A vez:',
  scoring: 'Pontuação:',
  end: 'O fim:',
  play: 'Jogue: boneyard play {id} --lang pt. Suas opções e variantes: boneyard play {id} --help.',
};

/**
 * Each variant's name in Brazilian Portuguese, by game id.
 *
 * @example
 * ```ts
 * VARIANT_NAMES_PT['dump-truck']['no shift']; // 'sem deslocar'
 * ```
 */
export const VARIANT_NAMES_PT: VariantNames = {
  'build-up': {
    seed: 'regras padrão',
    'subtract unplayed': 'descontar as não jogadas',
    'lowest score leads': 'sai quem está atrás',
    'equal on a double': 'igual sobre carroça',
  },
  'dump-truck': {
    seed: 'regras padrão',
    'harder (blanks worthless)': 'mais difícil (brancos sem valor)',
    'easier (blanks double)': 'mais fácil (brancos em dobro)',
    'much easier (blanks jokers)': 'bem mais fácil (brancos coringas)',
    'no shift': 'sem deslocar',
    'no replace': 'sem trocar',
    'no relocate (library variant)': 'sem mover a pedra trocada',
    template: 'caminhão de forma fixa',
  },
  shanghai: {
    seed: 'regras padrão',
    'one round': 'uma única rodada',
    'tie-breaker: everyone': 'todos jogam o desempate',
  },
  'domino-squares': { seed: 'regras padrão', 'one round': 'uma única rodada' },
  'domino-squares-block': { seed: 'regras padrão' },
  'domino-squares-draw': { seed: 'regras padrão', 'draw one': 'comprar só uma' },
  'blind-hughie': {
    seed: 'regras padrão',
    'either end': 'qualquer ponta',
    'perfect recall': 'memória perfeita',
  },
};

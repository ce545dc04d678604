/**
 * Brazilian Portuguese: the refusals and the bots' notes, said to the player who made the move (você), as a
 * domino player says them (pedra, pilha, monte, caminhão, peça).
 *
 * @module
 */
import type { CompleteNotices } from './notices.js';

const DOING: Readonly<Record<string, string>> = {
  draw: 'comprar',
  place: 'colocar uma pedra',
  replace: 'trocar uma pedra',
  return: 'devolver uma pedra',
  unload: 'descarregar',
  keep: 'manter a carga',
};
const NOT_NOW: Readonly<Record<string, string>> = {
  play: 'Você não pode jogar uma peça agora.',
  draw: 'Você não pode comprar agora.',
  pass: 'Você não pode passar agora.',
  give: 'Ninguém jogou um Dá 1.',
  direction: 'Ninguém jogou um Todos passam 1.',
  'pass-piece': 'Ninguém está passando peças agora.',
};

/**
 * The refusals and bots' notes in Brazilian Portuguese.
 *
 * @example
 * ```ts
 * NOTICES_PT['table.refusal.game-over']; // 'O jogo acabou.'
 * ```
 */
export const NOTICES_PT: CompleteNotices = {
  'core.refusal.malformed-move': 'Não dá para entender essa jogada.',
  'core.refusal.unknown-move-type': 'Essa jogada não existe neste jogo.',
  'core.refusal.bad-player': 'Esse lugar não existe nesta mesa.',
  'core.refusal.unknown-field': 'Essa jogada diz mais do que este jogo lê.',
  'core.refusal.missing-field': 'Falta alguma coisa nessa jogada.',
  'core.refusal.bad-field': 'Essa jogada nomeia algo errado.',
  'core.refusal.not-your-turn': 'Não é a sua vez.',
  'core.refusal.not-your-seat': 'Daqui você joga no lugar {seat}, não em outro.',

  'build-up.refusal.tile-not-in-hand': 'Você não tem a pedra {tile}.',
  'build-up.refusal.no-such-stack': 'Essa pilha não existe.',
  'build-up.refusal.cannot-cover': 'A {tile} não pode cobrir essa pilha (regras 1–3: a soma dos pontos).',
  'build-up.refusal.must-play': 'Quem pode jogar não pode passar (regra 5).',

  'shanghai.refusal.empty-chain': 'Uma corrente tem pelo menos uma pedra.',
  'shanghai.refusal.tile-not-in-hand': 'Você não tem a pedra {tile}.',
  'shanghai.refusal.tile-repeated': 'A pedra {tile} aparece duas vezes.',
  'shanghai.refusal.not-a-chain':
    'Essas pedras não formam uma corrente cujas pontas mostrem {die1} e {die2}.',

  'dump-truck.refusal.wrong-step': (p) => `Você não pode ${DOING[p.move]} agora.`,
  'dump-truck.refusal.double-not-flipped': 'Uma carroça é igual dos dois lados: nunca é virada.',
  'dump-truck.refusal.no-face-down': 'Não sobrou nenhuma pedra virada para baixo.',
  'dump-truck.refusal.not-face-up': 'A {tile} não está virada para cima.',
  'dump-truck.refusal.no-relocate':
    'Sem recolocar: uma pedra tirada por uma troca só pode voltar para as de comprar.',
  'dump-truck.refusal.no-replace': 'Regra SEM TROCA: as pedras do caminhão nunca são trocadas.',
  'dump-truck.refusal.no-shift': 'Regra SEM MEXER: uma pedra já carregada não se mexe nem se troca.',
  'dump-truck.refusal.not-in-truck': 'A {tile} não está no seu caminhão.',
  'dump-truck.refusal.truck-empty': 'Não há nada no caminhão para descarregar.',
  'dump-truck.refusal.truck-full': 'Um caminhão leva no máximo seis pedras.',
  'dump-truck.refusal.outside-truck': 'A pedra sairia do caminhão de 4 de largura e 3 de altura.',
  'dump-truck.refusal.outside-truck.load': 'A carga não caberia mais em 4 de largura e 3 de altura.',
  'dump-truck.refusal.first-at-corner':
    'Sem gabarito a carga não tem lugar fixo: a primeira pedra vai no canto de cima à esquerda.',
  'dump-truck.refusal.cell-taken': 'Já tem uma pedra aí.',
  'dump-truck.refusal.not-adjacent':
    'Cada pedra depois da primeira tem que encostar numa que já está no caminhão.',

  'domino-squares.refusal.piece-not-in-hand': 'Você não tem essa peça.',
  'domino-squares.refusal.not-adjacent': 'Essa casa não encosta um lado inteiro em nenhuma peça da mesa.',
  'domino-squares.refusal.occupied': 'Já tem uma peça nessa casa.',
  'domino-squares.refusal.touches-two-pieces': (p) =>
    `Aí a peça encostaria em ${p.count} peças por um lado; ela só pode encostar na ponta com que combina.`,
  'domino-squares.refusal.not-an-end': 'Essa peça está fechada: não é uma ponta.',
  'domino-squares.refusal.bad-rotation': 'Uma peça gira de 0 a 3 quartos de volta.',
  'domino-squares.refusal.no-match': 'Girada assim, a peça não combina com o lado da peça vizinha.',
  'domino-squares.refusal.must-play': 'Quem pode jogar não pode passar.',
  'domino-squares.refusal.must-play.draw': 'Só se compra quando não dá para jogar.',
  'domino-squares.refusal.must-draw.boneyard': 'Quem não pode jogar compra do monte enquanto houver.',
  'domino-squares.refusal.already-drew': 'Jogue a peça que você comprou ou fique com ela (passe).',
  'domino-squares.refusal.empty-boneyard': 'O monte está vazio.',
  'domino-squares.refusal.not-now': (p) => NOT_NOW[p.move] ?? 'Agora não.',
  'domino-squares.refusal.only-drawn-piece': 'Depois de comprar, você só pode jogar a peça comprada.',
  'domino-squares.refusal.empty-pile': 'A pilha de compra está vazia.',
  'domino-squares.refusal.must-draw': 'Quem não pode ou não quer jogar compra uma peça.',
  'domino-squares.refusal.must-play.pile-empty':
    'Com a pilha de compra vazia, quem pode jogar joga (regra 12).',
  'domino-squares.refusal.bad-recipient': 'Dá 1 dá uma peça para outro jogador.',
  'domino-squares.refusal.must-play-turned': 'A peça que você virou encaixa: tem que jogá-la.',
  'domino-squares.refusal.must-play-turned.named': 'Você tem que jogar a peça que virou.',
  'domino-squares.refusal.left-end-only': 'Só a ponta esquerda da fila é virada.',
  'domino-squares.refusal.left-end-only.first-turn':
    'A ponta direita só pode ser virada depois da sua primeira vez.',
  'domino-squares.refusal.piece-not-in-row': 'Essa peça não está na sua fila.',
  'domino-squares.refusal.face-down': 'Sem virar, só se joga uma peça virada para cima.',

  'table.refusal.malformed-move': 'Não dá para entender essa jogada.',
  'table.refusal.move-too-large': 'Essa jogada é longa demais.',
  'table.refusal.malformed-message': 'A mesa não entendeu isso.',
  'table.refusal.unknown-message': 'A mesa não conhece esse pedido.',
  'table.refusal.too-many-messages': 'Jogadas demais rápido demais: espere um pouco.',
  'table.refusal.not-seated': 'Só um jogador sentado pode fazer isso.',
  'table.refusal.not-your-turn': 'Não é a sua vez.',
  'table.refusal.table-not-full': 'O jogo começa quando todos os lugares estão ocupados.',
  'table.refusal.game-over': 'O jogo acabou.',
  'table.refusal.game-not-over': 'O jogo ainda não acabou: a revanche é dada quando acabar.',
  'table.refusal.seat-taken': 'Esse lugar está ocupado.',
  'table.refusal.no-such-seat': 'Esta mesa não tem esse lugar.',
  'table.refusal.no-free-seat': 'Todos os lugares estão ocupados: você pode assistir.',
  'table.refusal.seat-limit': 'Você já tem um lugar nesta mesa.',
  'table.refusal.spectators-full': 'Esta mesa já tem todos os espectadores que aceita.',
  'table.refusal.unknown-bot': 'Não há esse bot aqui.',
  'table.refusal.not-away': 'Esse jogador está presente: nenhum bot pode jogar por ele.',
  'table.refusal.not-standing-in': 'Nenhum bot joga por este lugar.',
  'table.refusal.unknown-table': 'Essa mesa não existe.',
  'table.refusal.too-many-joins': 'Entradas demais em um minuto: espere um pouco.',
  'table.refusal.too-many-creates': 'Mesas novas demais em um minuto: espere um pouco.',
  'table.refusal.too-many-tables': 'Você está em mesas demais sem terminar: termine ou saia de uma primeiro.',
  'table.refusal.unknown-seat-token': 'Esse lugar não é mais seu.',
  'table.refusal.bad-table-id': 'Isso não é o nome de uma mesa.',
  'table.refusal.wrong-game': 'Nessa mesa se joga outro jogo.',
  'table.refusal.unknown-variant': 'Este jogo não tem essa variante.',
  'table.refusal.bad-options': 'Este jogo não pode ser montado assim.',
  'table.refusal.bad-seed': 'Essa semente não serve.',
  'table.refusal.seed-not-allowed': 'Este servidor distribui as pedras ele mesmo.',
  'table.refusal.seed-mismatch': 'A distribuição não confere com o que o servidor prometeu.',
  'table.refusal.bad-bots': 'No máximo um bot por lugar.',
  'table.refusal.table-live-elsewhere': 'Esta mesa está sendo jogada em outro servidor: entre de novo.',
  'table.refusal.stale-table': 'Esta mesa passou para outro servidor: entre de novo.',
  'table.refusal.store-failed': 'Não deu para salvar a mesa: tente de novo.',
  'table.refusal.store-unavailable': 'Agora não dá para salvar a mesa: nada foi jogado; tente de novo.',
  'table.refusal.bad-record': 'Não dá para ler o registro desta mesa.',
  'table.refusal.server-error': 'O servidor falhou: tente de novo.',
  'table.refused-move': 'Essa jogada não é permitida.',

  'table.bot-failed': '{bot} falhou; foi feita uma jogada ao acaso.',
  'table.bot-fallback': '{bot} não conseguiu pensar; o bot básico jogou.',
  'table.bot-shortened': '{bot} pensou {used} dos seus {budget} ms (as threads dos bots estavam ocupadas).',
};

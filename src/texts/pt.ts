/**
 * Brazilian Portuguese: every sentence of the library as a Brazilian domino player says it (pedra, monte
 * for the stock, passar, a mão, quem sai, jogo trancado).
 *
 * @module
 */
import type { Catalog, TextTools } from '../core/message.js';
import type { DumpTruckWhere } from '../games/dump-truck/texts-en.js';
import { cap, chainLine, dash, dice, piece, signed, squaresIn, tiles } from './common.js';
import type { CompleteCatalog } from './en.js';
import { NOTICES_PT } from './notices-pt.js';
import { addressed, PT_YOU } from './you.js';

const seatsOf = (t: TextTools, seats: readonly number[]) =>
  seats.length === 1 ? `o jogador ${seats[0]}` : `os jogadores ${t.list(seats.map(String))}`;
const pedras = (t: TextTools, n: number) => t.plural(n, { one: '# pedra', other: '# pedras' });
const pontos = (t: TextTools, n: number) => t.plural(n, { one: '# ponto', other: '# pontos' });
const drawn = (what: unknown) =>
  what === 'face-down' ? 'uma pedra virada para baixo' : dash(what as number[]);
const ROW: Readonly<Record<string, string>> = { top: 'de cima', middle: 'do meio', bottom: 'de baixo' };
const HALF: Readonly<Record<string, string>> = {
  left: 'da esquerda',
  right: 'da direita',
  top: 'de cima',
  bottom: 'de baixo',
};
const TRUCK_SIDE: Readonly<Record<string, string>> = {
  'right-of': 'à direita do',
  'left-of': 'à esquerda do',
  below: 'abaixo do',
  above: 'acima do',
};
const SIDE: Readonly<Record<string, string>> = {
  'right-of': 'à direita de',
  'left-of': 'à esquerda de',
  below: 'abaixo de',
  above: 'acima de',
};
const DIRECTION: Readonly<Record<string, string>> = { left: 'a esquerda', right: 'a direita' };
const END: Readonly<Record<string, string>> = { left: 'esquerda', right: 'direita' };
const COMMAND: Readonly<Record<string, string>> = {
  'give-1': 'Dá 1',
  'draw-1': 'Compra 1',
  skip: 'Pula',
  'play-again': 'Joga de novo',
  'all-pass-1': 'Todos passam 1',
};
const SQUARE: Readonly<Record<string, string>> = { blank: 'branco', wild: 'coringa', ...COMMAND };
const squares = (list: readonly (number | string)[]) => squaresIn(SQUARE, list);
const TURN = ['como está', 'girada um quarto à direita', 'girada meia volta', 'girada um quarto à esquerda'];
const PASS: Readonly<Record<string, string>> = {
  'cannot-play': 'não pode jogar e passa',
  keep: 'fica com a peça comprada e encerra a vez',
  stop: 'para: não joga uma segunda peça',
  'drawn-unplayable': 'fica com a peça comprada, que não encaixa; a vez passa',
  'boneyard-empty': 'não achou o que jogar antes de o monte acabar; a vez passa',
};

const PHASE: Readonly<Record<string, string>> = { draw: 'compra', load: 'carga', unload: 'descarga' };
const DOING: Readonly<Record<string, string>> = {
  choose: 'escolhendo a compra',
  load: 'carregando',
  relocate: 'colocando ou devolvendo a pedra deslocada',
  unload: 'decidindo se descarrega',
  wait: 'esperando',
  'has-chosen': 'já escolheu',
  done: 'terminou',
};
const FROM: Readonly<Record<string, string>> = {
  'face-down': 'comprada virada para baixo',
  'face-up': 'comprada virada para cima',
  truck: 'tirada do caminhão',
};

const named = (seat: number, viewer: number | null) => `jogador ${seat}${seat === viewer ? ' (você)' : ''}`;

const seatValues = (values: readonly (number | string)[]) =>
  values.map((v, seat) => `jogador ${seat} ${v}`).join(' · ');
const who = (viewer: number | null) => (viewer === null ? 'espectador' : `o jogador ${viewer}`);
const handPieces = (list: readonly { id: string; squares: (number | string)[] }[]) =>
  list.map(piece).join('  ') || '—';
const ASKED: Readonly<Record<string, string>> = {
  play: 'jogar uma peça, comprar ou passar',
  drawn: 'jogar a peça recém-comprada ou ficar com ela',
  again: 'Joga de novo: jogar outra peça ou parar',
  give: 'Dá 1: dar uma peça a outro jogador',
  direction: 'Todos passam 1: escolher esquerda ou direita',
};

function truckPlace(where: DumpTruckWhere): string {
  switch (where.kind) {
    case 'cells': {
      const [r1, r2] = where.rows as [string, string];
      const [c1, c2] = where.columns;
      return r1 === r2
        ? `na fila ${ROW[r1]}, colunas ${c1} e ${c2}`
        : `na coluna ${c1}, filas ${ROW[r1]} e ${ROW[r2]}`;
    }
    case 'first':
      return 'como primeira pedra do seu caminhão';
    case 'beside': {
      const mine = where.mineHalf ? `${where.mine} ${HALF[where.mineHalf]}` : `${where.mine}`;
      const touched = where.touchedHalf ? `${where.touched} ${HALF[where.touchedHalf]}` : `${where.touched}`;
      return `o seu ${mine} ${TRUCK_SIDE[where.side]} ${touched} de ${dash(where.neighbour)}`;
    }
    case 'truck':
      return 'no seu caminhão';
  }
}

/**
 * Every sentence in Brazilian Portuguese.
 *
 * @example
 * ```ts
 * textOf({ id: 'dump-truck.keep', params: { player: 1 } }, 'pt'); // 'O jogador 1 mantém a carga.'
 * ```
 */
const SENTENCES: Catalog = addressed<CompleteCatalog>(
  {
    'core.line': '{text}',
    'core.move': 'Jogador {player}: {move}.',

    'build-up.play': (p) =>
      `O jogador ${p.player} joga ${dash(p.tile)} na pilha ${p.stack} e cobre a ${dash(p.covered)} do jogador ${p.owner}.`,
    'build-up.pass': (p, t) =>
      p.reason === 'cannot-play'
        ? t.viewer === p.player
          ? 'Você não pode jogar e passa.'
          : `O jogador ${p.player} não pode jogar e passa.`
        : `O jogador ${p.player} não tem mais pedras e é pulado.`,
    'build-up.hand-end': (p) => {
      const why = p.ended === 'emptied' ? 'todas as mãos estão vazias' : 'jogo trancado: ninguém pode jogar';
      let line = `Fim da mão ${p.hand} (${why}): pontos ${p.scores.join(' / ')}, totais ${p.totals.join(' / ')}`;
      if (p.unplayed) {
        const verb = p.unplayable === 'subtract' ? 'descontadas' : 'separadas';
        line += `; ${verb}: ${p.unplayed.map((list: number[][], seat: number) => `jogador ${seat} ${list.map(dash).join(' ') || 'nenhuma'}`).join(', ')}`;
      }
      return `${line}.`;
    },
    'build-up.deal': (p) => {
      const line = `Mão ${p.hand} distribuída: ${p.sizes.join(' / ')} pedras; o jogador ${p.leader} sai`;
      return p.tiles === null ? `${line}.` : `${line}; suas pedras: ${tiles(p.tiles)}.`;
    },
    'build-up.game-over': (p, t) => {
      const who =
        p.winners.length === 1
          ? `o jogador ${p.winners[0]} vence`
          : `os jogadores ${t.list(p.winners.map(String))} dividem a vitória`;
      return `Fim de jogo: ${who} com ${p.best} (pontos ${p.scores.join(' / ')}).`;
    },
    'build-up.view.title': (p) => `Mão ${p.hand} de ${p.hands}; pontos ${p.scores.join(' / ')}`,
    'build-up.view.stack': (p) =>
      `  pilha ${String(p.stack).padStart(2)}: ${dash(p.top).padEnd(4)} do jogador ${p.owner}  (altura ${p.height})`,
    'build-up.view.hands': (p) => `Pedras na mão: ${p.sizes.join(' / ')}; a sua mão: ${tiles(p.hand)}`,
    'build-up.move.pass': 'Passar: nenhuma das suas pedras pode cobrir uma pilha.',
    'build-up.move.play': (p) => {
      const what = p.tile ? dash(p.tile) : 'uma pedra';
      if (!p.covered) return `Jogar ${what} na pilha ${p.stack}.`;
      const whose = p.mine ? `a sua ${dash(p.covered)}` : `a ${dash(p.covered)} do jogador ${p.owner}`;
      return `Jogar ${what} na pilha ${p.stack}, cobrindo ${whose}.`;
    },

    'dump-truck.choose': (p) =>
      p.choice === null
        ? `O jogador ${p.player} escolhe a sua compra.`
        : `O jogador ${p.player} escolhe ${drawn(p.choice)}.`,
    'dump-truck.round-start': (p, t) => {
      const flips = p.coinFlips
        .map((group: number[]) => ` Cara ou coroa entre pontuações iguais: ${t.list(group.map(String))}.`)
        .join('');
      return `Começa a rodada ${p.round}; ordem de compra ${p.drawOrder.join(', ')}.${flips}`;
    },
    'dump-truck.draw': (p) => {
      const what = p.tile === null ? 'uma pedra virada para baixo' : dash(p.tile);
      const how = p.automatic
        ? ' (compra automática)'
        : p.from === 'face-down'
          ? ' (escolheu virada para baixo)'
          : ' (escolheu virada para cima)';
      return `O jogador ${p.player} compra ${what}${p.tile !== null && p.from === 'face-down' ? ' virada para baixo' : ''}${how}.`;
    },
    'dump-truck.choice-gone': (p) =>
      `O jogador ${p.player} queria ${drawn(p.chose)}, que já não está lá: escolhe de novo.`,
    'dump-truck.no-draw': 'O jogador {player} não compra nada: o monte está vazio.',
    'dump-truck.place': (p) =>
      `O jogador ${p.player} ${p.relocated ? 'move a deslocada' : 'coloca a'} ${dash(p.tile)} ${p.orientation === 'horizontal' ? 'deitada' : 'em pé'} na fila ${p.row}, coluna ${p.column}${p.flipped ? ', o número maior primeiro' : ''}.`,
    'dump-truck.replace': (p) =>
      `O jogador ${p.player} põe a ${dash(p.tile)} no lugar da ${dash(p.replaced)}, que agora está na sua mão.`,
    'dump-truck.return': (p) =>
      `O jogador ${p.player} devolve a ${dash(p.tile)} virada para cima ao monte (devolução ${p.returns}).`,
    'dump-truck.discard': (p) =>
      `O jogador ${p.player} devolve a ${dash(p.tile)} uma vez a mais (limite ${p.returns}): ela sai do jogo.`,
    'dump-truck.unload': (p, t) => {
      if (!p.scored) return `O jogador ${p.player} despeja a carga sem marcar pontos.`;
      const chains = p.chains
        .map((c: { kind: string; value: number; points: number }) =>
          c.kind === 'like' ? `de ${c.value} ${c.points}` : `sequência ${c.points}`,
        )
        .join(', ');
      const what = `${pontos(t, p.points)}${chains ? ` (${chains})` : ''}`;
      return p.final
        ? `Fim de jogo: o jogador ${p.player} marca a carga como está por ${what}.`
        : `O jogador ${p.player} descarrega por ${what}.`;
    },
    'dump-truck.keep': 'O jogador {player} mantém a carga.',
    'dump-truck.round-end': (p) => `Fim da rodada ${p.round}. Pontos: ${p.scores.join(', ')}.`,
    'dump-truck.game-over': (p, t) =>
      `Fim de jogo. Pontos: ${p.scores.join(', ')}; ${p.winners.length > 1 ? `vencedores: os jogadores ${t.list(p.winners.map(String))}` : `vencedor: o jogador ${p.winners[0]}`}.`,
    'dump-truck.view.title': (p) => {
      const title = p.over
        ? `Dump Truck, fim de jogo depois de ${p.round} rodadas.`
        : `Dump Truck, rodada ${p.round}: fase de ${PHASE[p.phase] ?? p.phase}.`;
      return `${title} ${p.viewer === null ? 'Você está assistindo.' : `Você é o jogador ${p.viewer}.`}`;
    },
    'dump-truck.view.pool': (p) =>
      `Monte: ${p.faceDown} viradas para baixo; viradas para cima: ${p.faceUp.map(dash).join(' ') || 'nenhuma'}. Ordem de compra: ${p.drawOrder.join(', ')}. Descartadas: ${p.discarded}.`,
    'dump-truck.view.seat': (p, t) => {
      const doing =
        p.doing === 'chose' ? `escolheu ${drawn(p.chose ?? 'face-down')}` : (DOING[p.doing] ?? p.doing);
      const holds =
        p.holds === 'hidden'
          ? '; tem uma pedra virada para baixo'
          : p.holds
            ? `; tem a ${dash(p.holds.tile)} (${FROM[p.holds.from]})`
            : '';
      const truck = p.count === 0 ? 'caminhão vazio' : `caminhão: ${pedras(t, p.count)} valendo ${p.worth}`;
      return `Jogador ${p.seat}${p.you ? ' (você)' : ''}: ${pontos(t, p.score)}, ${doing}${holds}; ${truck}`;
    },
    'dump-truck.view.last-unload': (p, t) =>
      `Última descarga: o jogador ${p.player} ${{ final: 'marcou no fim', scored: 'descarregou', dumped: 'despejou sem marcar' }[p.how as string]} na rodada ${p.round} por ${pontos(t, p.points)}.`,
    'dump-truck.move.draw': (p) =>
      p.tile === null
        ? 'Escolher uma pedra virada para baixo.'
        : `Escolher a ${dash(p.tile)} das pedras viradas para cima.`,
    'dump-truck.move.place': (p) => {
      if (!p.tile) return 'Carregar a pedra na mão.';
      const how =
        p.orientation === 'horizontal' ? `deitada, ${p.first} à esquerda` : `em pé, ${p.first} em cima`;
      return `${p.verb === 'move' ? 'Mover' : 'Carregar'} a ${dash(p.tile)} ${how}, ${truckPlace(p.where)}.`;
    },
    'dump-truck.move.replace': (p) => {
      const hand = p.tile ? `a ${dash(p.tile)}` : 'a pedra na mão';
      const how = p.first === null ? '' : ` (${p.first} ${p.side === 'top' ? 'em cima' : 'à esquerda'})`;
      return `Pôr ${hand} no lugar da ${dash(p.out)}${how} e pegar a ${dash(p.out)} na mão.`;
    },
    'dump-truck.move.return': (p, t) => {
      const hand = p.tile ? `a ${dash(p.tile)}` : 'a pedra na mão';
      return p.leaves
        ? `Devolver ${hand}: ela já voltou ${t.plural(p.times, { one: '# vez', other: '# vezes' })}, então sai do jogo.`
        : `Devolver ${hand} virada para cima ao monte.`;
    },
    'dump-truck.move.unload': (p, t) =>
      p.scored
        ? `Descarregar o seu caminhão de ${pedras(t, p.count)} por ${pontos(t, p.points)}.`
        : 'Despejar a carga sem marcar pontos.',
    'dump-truck.move.keep': 'Manter a carga por enquanto.',

    'shanghai.roll': (p) => `O jogador ${p.player} joga os dados: ${dice(p.dice)}.`,
    'shanghai.lay': (p) => `O jogador ${p.player} baixa ${tiles(p.links)} para ${dice(p.dice)}.`,
    'shanghai.stop': (p, t) => {
      const text =
        p.chains === 0
          ? `O jogador ${p.player} para sem corrente`
          : `O jogador ${p.player} para depois de ${t.plural(p.chains, { one: '# corrente', other: '# correntes' })}`;
      return p.declined ? `${text}, recusando uma corrente para ${dice(p.dice)}.` : `${text}.`;
    },
    'shanghai.draw': (p, t) => {
      if (p.tiles) return `O jogador ${p.player} compra ${pedras(t, p.count)}: ${tiles(p.tiles)}.`;
      const short = p.count < p.owed ? ` (devia ${p.owed}; o monte acabou)` : '';
      return `O jogador ${p.player} compra ${pedras(t, p.count)}${short}.`;
    },
    'shanghai.round-end': (p) => {
      const why = p.ended === 'boneyard' ? 'o monte não cobriu uma compra' : 'vezes demais sem corrente';
      const seats = p.seats
        .map((s: { playing: boolean; points: number; laid: number; held: number }, seat: number) =>
          s.playing
            ? `jogador ${seat} ${signed(s.points)} (baixou ${s.laid}, ficou com ${s.held})`
            : `jogador ${seat} ficou de fora`,
        )
        .join(' · ');
      const name = p.tieBreaker ? `A rodada de desempate ${p.round}` : `A rodada ${p.round}`;
      const after = p.tieBreaker
        ? `totais inalterados: ${p.totals.join(' · ')}`
        : `totais ${p.totals.join(' · ')}`;
      return `${name} termina (${why}): ${seats}; ${after}.`;
    },
    'shanghai.match-end': (p, t) =>
      `Fim de jogo: ${seatsOf(t, p.winners)} ${p.winners.length === 1 ? 'vence' : 'dividem a vitória'} com ${p.best} (totais ${p.scores.join(' · ')}).`,
    'shanghai.tie-breaker': (p, t) =>
      `${cap(seatsOf(t, p.contenders))} ${p.contenders.length === 1 ? 'está empatado' : 'estão empatados'}: a rodada ${p.round} é de desempate.`,
    'shanghai.round-start': (p, t) =>
      `Rodada ${p.round}: todos os jogos misturados, ${pedras(t, p.handSize)} para cada ${p.everyone ? 'jogador' : 'jogador empatado'}; o jogador ${p.player} sai.`,
    'shanghai.view.title': (p) => {
      const tie = p.contenders
        ? ` (desempate: ${p.contenders.map((s: number) => named(s, p.viewer)).join(', ')})`
        : '';
      return `Shanghai · rodada ${p.round}${tie} · vence quem chegar a ${p.target}`;
    },
    'shanghai.view.scores': (p) =>
      `Pontos: ${p.scores.map((score: number, seat: number) => `${named(seat, p.viewer)} ${score}`).join(' · ')}`,
    'shanghai.view.last-round': (p) =>
      `Última rodada (${p.round}): ${p.scores
        .map(
          (score: number, seat: number) =>
            `${named(seat, p.viewer)} baixou ${p.laid[seat]}, ficou com ${p.held[seat]}: ${score}`,
        )
        .join(' · ')}`,
    'shanghai.view.over': (p, t) =>
      `Fim de jogo: ${p.winners.length > 1 ? 'vencem' : 'vence'} ${t.list(p.winners.map((s: number) => named(s, p.viewer)))}.`,
    'shanghai.view.boneyard': (p) =>
      `Monte: ${p.boneyard} viradas para baixo · mãos: ${p.hands
        .map((size: number, seat: number) =>
          p.playing[seat] ? `${named(seat, p.viewer)} ${size}` : `${named(seat, p.viewer)} fica de fora`,
        )
        .join(' · ')}`,
    'shanghai.view.chains-title': 'Correntes baixadas nesta rodada:',
    'shanghai.view.chains': (p) => chainLine(p, 'para', named),
    'shanghai.view.turn': (p, t) => {
      const turn =
        p.owed === 0
          ? 'nenhuma corrente ainda nesta vez'
          : `${t.plural(p.owed, { one: '# corrente', other: '# correntes' })} nesta vez (parar compra ${p.owed})`;
      return `Vez do ${named(p.turn, p.viewer)}: dados ${p.dice[0]} e ${p.dice[1]} · ${turn}`;
    },
    'shanghai.view.hand': (p) => `A sua mão: ${tiles(p.hand)}`,
    'shanghai.move.stop': (p, t) =>
      p.owed === 0
        ? 'Parar: a sua vez acaba sem corrente; você não compra nada.'
        : `Parar depois de ${t.plural(p.owed, { one: '# corrente', other: '# correntes' })} e comprar ${pedras(t, p.owed)}.`,
    'shanghai.move.lay': (p, t) => {
      const sets = p.twins.map(
        (twin: { tile: number[]; set: number }) => `${dash(twin.tile)} do jogo ${twin.set}`,
      );
      const which = sets.length > 0 ? `, ${sets.join(', ')}` : '';
      return `Baixar ${tiles(p.links)} para ${dice(p.dice)} (${pedras(t, p.count)}${which}).`;
    },

    'domino-squares.play': (p) =>
      `O jogador ${p.player} joga ${piece(p.piece)} girada ${p.rotation} na fila ${p.row}, coluna ${p.column}${p.points > 0 ? ` e marca ${p.points}` : ''}.`,
    'domino-squares.draw': (p) =>
      `O jogador ${p.player} compra ${p.piece ? piece(p.piece) : 'uma peça'}${p.cause === 'draw-1' ? ' (Compra 1)' : ''}: ${p.fits ? 'encaixa' : 'não encaixa'}.`,
    'domino-squares.pass': (p) => `O jogador ${p.player} ${PASS[p.reason]}.`,
    'domino-squares.game-over': (p, t) => {
      const how = {
        rounds: 'depois da última rodada',
        domino: `o jogador ${p.winners[0]} bateu ("Dominó!")`,
        out: `o jogador ${p.winners[0]} jogou toda a sua fila`,
        block: 'jogo trancado',
      }[p.ended as string];
      const left = p.pips.length > 0 ? `; pontos na mão ${p.pips.join(' · ')}` : '';
      const verb = p.winners.length === 1 ? 'vence' : 'dividem a vitória';
      return `Fim de jogo (${how}${left}): ${seatsOf(t, p.winners)} ${verb} com ${p.scores[p.winners[0]]} (pontos ${p.scores.join(' · ')}).`;
    },
    'domino-squares.blocked': (p) => {
      if (p.game === 'classic') return 'Jogo trancado: ninguém pode jogar uma peça.';
      if (p.game === 'squares') return 'Jogo trancado: o monte está vazio e ninguém pode jogar.';
      return p.reason === 'nobody-can-play'
        ? 'Jogo trancado: nenhuma peça de nenhuma fila encaixa, então ninguém pode jogar.'
        : `Jogo trancado: ${p.turns} vezes seguidas sem jogada (a parada longa).`;
    },
    'domino-squares.command': (p) => {
      const name = COMMAND[p.command];
      if (p.command === 'skip') return `${name}: o jogador ${p.skipped} perde a vez.`;
      const asks: Readonly<Record<string, string>> = {
        'draw-1': p.more ? `o jogador ${p.player} pega uma peça` : 'o monte está vazio',
        'give-1': `o jogador ${p.player} dá uma peça a outro jogador`,
        'play-again': p.more
          ? `o jogador ${p.player} pode jogar outra peça`
          : `o jogador ${p.player} não tem mais nada para jogar`,
        'all-pass-1': `o jogador ${p.player} escolhe para que lado as peças passam`,
      };
      return `${name}: ${asks[p.command]}.`;
    },
    'domino-squares.give': (p) =>
      `O jogador ${p.player} dá ao jogador ${p.to} ${p.piece ? piece(p.piece) : 'uma peça'}.`,
    'domino-squares.direction': (p) =>
      `O jogador ${p.player} manda as peças para ${DIRECTION[p.toward]}: cada um escolhe uma peça para passar.`,
    'domino-squares.pass-piece': (p) =>
      p.piece
        ? `O jogador ${p.player} escolhe ${piece(p.piece)} para passar.`
        : `O jogador ${p.player} já escolheu uma peça para passar.`,
    'domino-squares.exchange': (p) => {
      const parts = [
        p.gave ? `você deu ${piece(p.gave)}` : null,
        p.received ? `você recebeu ${piece(p.received)}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      return `As peças passam para ${DIRECTION[p.toward]}${parts ? `: ${parts}` : ''}.`;
    },
    'domino-squares.turn-end': (p) => {
      const next = (none: string) => (p.next === null ? none : `é a vez do jogador ${p.next}`);
      if (p.idleTurns !== null)
        return `Acaba a vez do jogador ${p.player} (${p.idleTurns} sem jogada seguidas); ${next('o jogo termina')}.`;
      const over = p.skipped !== null ? `o jogador ${p.skipped} é pulado; ` : '';
      return `Acaba a vez do jogador ${p.player}; ${over}${next('ninguém pode jogar')}.`;
    },
    'domino-squares.round-end': (p) => {
      const how = p.winner === null ? 'trancado, sem bônus' : `o jogador ${p.winner} bateu, +${p.bonus}`;
      return `Fim da rodada ${p.round} (${how}): jogado ${p.playPoints.join(' · ')}; totais ${p.totals.join(' · ')}.`;
    },
    'domino-squares.round-start': (p) =>
      `Rodada ${p.round} de ${p.rounds}: ${p.each} peças para cada um, peça inicial ${piece(p.starter)}; o jogador ${p.player} sai.`,
    'domino-squares.turn-over': (p) => {
      const where = p.fits
        ? 'encaixa e tem de ser jogada'
        : `não encaixa e vai virada para ${p.faceUp ? 'cima' : 'baixo'} para a ponta direita`;
      return `O jogador ${p.player} vira ${p.piece ? piece(p.piece) : 'uma peça'} (ponta ${END[p.end]}): ${where}.`;
    },
    'domino-squares.view.title': (p) => `${p.game} (peças de Domino Squares) — você é ${who(p.viewer)}`,
    'domino-squares.view.squares-title': (p) =>
      `Domino Squares — rodada ${p.round} de ${p.rounds} — você é ${who(p.viewer)}`,
    'domino-squares.view.scores': (p) =>
      `Pontos: ${seatValues(p.scores)} (nesta rodada ${seatValues(p.round)})`,
    'domino-squares.view.over': (p, t) =>
      `Fim de jogo (${{ 'went-out': 'um jogador bateu', 'row-out': 'uma fila foi jogada toda', blocked: 'trancado' }[p.how as string]}): pontos na mão ${seatValues(p.pips)}; ` +
      `pontos ${seatValues(p.scores)}; ${p.winners.length > 1 ? 'venceram' : 'venceu'} ${t.list(p.winners.map((s: number) => `o jogador ${s}`))}.`,
    'domino-squares.view.squares-over': (p, t) =>
      `Fim de jogo: ${p.winners.length > 1 ? 'empatam' : 'vence'} ${t.list(p.winners.map((s: number) => `o jogador ${s}`))} com ${p.top}.`,
    'domino-squares.view.to-move': (p) =>
      `Vez do jogador ${p.turn}${p.mayKeep ? ': jogar uma peça ou ficar com a recém-comprada' : ''}.`,
    'domino-squares.view.asked': (p) => {
      const asked =
        p.phase === 'passing'
          ? `Todos passam 1 para ${DIRECTION[p.direction] ?? p.direction}: cada um escolhe uma peça para passar`
          : ASKED[p.phase];
      return `Vez do jogador ${p.turn}: ${asked}. Quem saiu: jogador ${p.leader}.`;
    },
    'domino-squares.view.turned': (p) =>
      `O jogador ${p.turn} virou ${piece(p.piece)}: encaixa e tem de ser jogada.`,
    'domino-squares.view.turn-over': (p) =>
      `Vez do jogador ${p.turn}: virar ${p.either ? 'qualquer ponta' : 'a ponta esquerda'} da fila, ou jogar uma peça virada para cima.`,
    'domino-squares.view.idle': (p) =>
      `Vezes seguidas sem jogada: ${p.idle} de ${p.limit}; fora de jogo ${p.outOfPlay}`,
    'domino-squares.view.legend':
      'Mesa (casas no sentido horário a partir de cima à esquerda: . branco, * coringa, G D S A P comandos.)',
    'domino-squares.view.hands': (p) =>
      `Mãos: ${seatValues(p.hands)}; ${{ boneyard: 'monte', 'out-of-play': 'fora de jogo', pile: 'pilha de compra' }[p.rest as string]} ${p.count}`,
    'domino-squares.view.holds': (p) => `o jogador ${p.seat} tem: ${handPieces(p.pieces)}`,
    'domino-squares.view.hand': (p) => `A sua mão: ${handPieces(p.pieces)}`,
    'domino-squares.view.drawn': 'Recém-comprada: {piece}',
    'domino-squares.view.passing': (p) =>
      `Passando: ${seatValues(p.chosen.map((c: boolean) => (c ? 'já escolheu' : 'escolhendo')))}${p.mine ? `; a sua escolha ${p.mine}` : ''}`,
    'domino-squares.view.known': (p) =>
      `Você sabe: ${p.known.map((f: { piece: string; holder: number }) => `${f.piece} está com o jogador ${f.holder}`).join(', ')}`,
    'domino-squares.view.rows':
      'Filas, ponta esquerda primeiro (## virada para baixo, (…) vista por você, […] virada para cima):',
    'domino-squares.view.row': (p) => `  jogador ${p.seat}${p.you ? ' (você)' : ''}: ${p.row || '—'}`,
    'domino-squares.move.play': (p) => {
      if (!p.piece) return 'Jogar uma peça.';
      const beside = p.side && p.beside ? ` ${SIDE[p.side]} ${squares(p.beside)}` : '';
      const score = p.points === null ? '' : p.points > 0 ? `, marcando ${p.points}` : ', sem marcar nada';
      return `Jogar ${squares(p.piece)}, ${TURN[p.rotation] ?? 'girada'},${beside}${score}.`;
    },
    'domino-squares.move.draw': (p) =>
      p.from === 'pile' ? 'Comprar uma peça da pilha de compra.' : 'Comprar uma peça do monte.',
    'domino-squares.move.pass': (p) =>
      ({
        keep: 'Ficar com a peça comprada e encerrar a sua vez.',
        stop: 'Parar: não jogar uma segunda peça.',
        'cannot-play': 'Passar: você não pode jogar.',
        'pile-empty': 'Passar: você não pode jogar e a pilha de compra está vazia.',
      })[p.why as string]!,
    'domino-squares.move.give': (p) => `Dar ${p.piece ? squares(p.piece) : 'uma peça'} ao jogador ${p.to}.`,
    'domino-squares.move.direction': (p) =>
      `Mandar as peças para ${DIRECTION[p.toward]}: cada uma vai de você para o jogador ${p.to}.`,
    'domino-squares.move.pass-piece': (p) =>
      `Passar ${p.piece ? squares(p.piece) : 'uma peça'}${p.to === null ? '' : ` ao jogador ${p.to}`}.`,
    'domino-squares.move.turn-over': (p) => `Virar a peça da ponta ${END[p.end]} da sua fila.`,

    'table.sat-down': '{name} senta no lugar {seat}.',
    'table.away': '{name} saiu.',
    'table.back': '{name} voltou.',
    'table.stand-in': (p) =>
      `${p.bot} joga por ${p.name} (${{ away: 'ausente', clock: 'sem tempo', handed: 'cedido' }[p.reason as string] ?? 'ausente'}).`,
    'table.bot-seated': '{bot} senta no lugar {seat}.',
    'table.timeout': 'O tempo de {name} acabou.',
    'table.bot-note': '{note}',

    'cli.start': '{game}, semente {seed}. Você é o jogador {seat}.',
    'cli.your-moves': 'Suas jogadas:',
    'cli.mention': (p) => `(${p.shown} de ${p.total} jogadas mencionam "${p.filter}")`,
    'cli.groups': (p) => `${p.count} jogadas${p.filter === null ? '' : ` mencionam "${p.filter}"`}:`,
    'cli.group': (p, t) =>
      `${p.verb}: ${t.plural(p.count, { one: '# jogada', other: '# jogadas' })}${p.detail === null ? '' : `; pela primeira pedra: ${p.detail}`}`,
    'cli.narrow':
      'Digite uma pedra (ex.: 3-5) ou palavras de uma jogada para listar essas jogadas, ou um número.',
    'cli.type': 'Digite um número de 1 a {count}, palavras de uma jogada para listá-las, ou q.',
    'cli.not-allowed': 'Não permitido ({code}): {reason}',
    'cli.bye': 'tchau',
    'cli.game-over': (p, t) =>
      `Fim de jogo. Pontos: ${p.scores.join(' / ')}; ${p.winners.length > 1 ? `vencedores: os jogadores ${t.list(p.winners.map(String))}` : `vencedor: o jogador ${p.winners[0]}`}.`,
  },
  PT_YOU,
);

/**
 * Every sentence in Brazilian Portuguese, the refusals and bots' notes (`notices-pt.ts`) with them.
 *
 * @example
 * ```ts
 * textOf({ id: 'table.refusal.not-your-turn', params: {} }, 'pt'); // 'Não é a sua vez.'
 * ```
 */
export const PT: Catalog = { ...SENTENCES, ...NOTICES_PT };

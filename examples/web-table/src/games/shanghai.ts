/**
 * Shanghai: the dice to answer, every seat's chains laid this round, your
 * hand. Build a chain tile by tile (only tiles that can still make a chain
 * for these dice are lit), then click the finished chain to lay it.
 */
import { arrangeShanghaiChain, type ShanghaiMove, type ShanghaiView, type Tile } from 'boneyard';
import { h, pointable, svg } from '../dom.js';
import { num, t } from '../lang.js';
import { domino, PIPS, SEAT_COLOURS, seatMark, tileDrawing } from '../pieces.js';
import type { Board } from './board.js';

/** A die showing `value`, named for assistive technology ("a 5"). */
export function die(value: number): SVGSVGElement {
  const node = svg('svg', { width: 40, height: 40, viewBox: '0 0 40 40', class: 'die' });
  node.setAttribute('aria-label', `a ${value}`);
  node.append(
    svg('rect', {
      x: 1,
      y: 1,
      width: 38,
      height: 38,
      rx: 7,
      fill: '#fff',
      stroke: '#1d232b',
      'stroke-width': 2,
    }),
  );
  for (const [col, row] of PIPS[value] ?? [])
    node.append(svg('circle', { cx: 10 + col * 10, cy: 10 + row * 10, r: 3.6, fill: '#1d232b' }));
  return node;
}

export const shanghaiBoard: Board<ShanghaiView, ShanghaiMove> = {
  buttons: ['stop'],
  toMove: (view) => (view.over ? [] : [view.turn]),
  scores: (view) => view.scores,
  holds: (view, seat) =>
    view.playing[seat] ? t('sh.in-hand', { n: num(view.handSizes[seat] ?? 0) }) : t('sh.sits-out'),
  draw(context) {
    const { view, moves, pick } = context;
    const lays = moves.flatMap((move) => (move.type === 'lay' ? [move] : []));
    const chosen = ((pick.chain as string[] | undefined) ?? []).filter((id) =>
      view.myHand.some((t) => t.id === id),
    );
    const fitting = lays.filter((move) => chosen.every((id) => move.tiles.includes(id)));
    if (chosen.length > 0 && fitting.length === 0) chosen.length = 0;
    pick.chain = chosen;
    const complete = fitting.find((move) => move.tiles.length === chosen.length);

    const dice = h('div', { className: 'dice' }, die(view.dice[0]!), die(view.dice[1]!));
    const hand = h('div', { className: 'hand' });
    for (const tile of view.myHand) {
      if (chosen.includes(tile.id)) continue;
      const drawn = h('span', { className: 'tile' }, tileDrawing(tile, 26));
      if (fitting.some((move) => move.tiles.includes(tile.id))) {
        pointable(
          drawn,
          t('sh.add', { tile: `${tile.low}-${tile.high}` }),
          () => {
            pick.chain = [...chosen, tile.id];
            context.redraw();
          },
          'pickable',
        );
      }
      hand.append(drawn);
    }
    // The chain being built: arranged end to end once it is a chain for the dice.
    const tiles = chosen.map((id) => view.myHand.find((t) => t.id === id)!) as Tile[];
    const links = complete ? arrangeShanghaiChain(tiles, view.dice) : null;
    const building = h('div', { className: 'chain building' });
    if (links)
      for (const link of links) building.append(domino(link.left, link.right, { size: 24 }, link.tile.id));
    else {
      for (const tile of tiles) {
        const drawn = h('span', { className: 'tile' }, tileDrawing(tile, 24));
        pointable(
          drawn,
          t('sh.take-back', { tile: `${tile.low}-${tile.high}` }),
          () => {
            pick.chain = chosen.filter((id) => id !== tile.id);
            context.redraw();
          },
          'pickable',
        );
        drawn.classList.add('picked');
        building.append(drawn);
      }
    }
    if (complete) pointable(building, context.say(complete), () => context.play(complete));
    const mine =
      view.viewer === null
        ? null
        : h(
            'div',
            { className: 'your-chain' },
            h('h3', { textContent: t('sh.your-chain') }),
            chosen.length > 0
              ? building
              : h('p', {
                  className: 'small',
                  textContent: lays.length > 0 ? t('sh.hint-build') : '—',
                }),
            complete
              ? h('p', {
                  className: 'hint',
                  textContent: t('sh.hint-lay'),
                })
              : null,
            chosen.length > 0 && !complete
              ? h('p', {
                  className: 'hint',
                  textContent: t('sh.hint-more'),
                })
              : null,
          );
    if (chosen.length > 0) {
      const clear = h('button', { textContent: t('shanghai.clear-chain'), className: 'small-button' });
      clear.onclick = () => {
        pick.chain = [];
        context.redraw();
      };
      mine?.append(clear);
    }
    const laid = h('div', { className: 'laid' });
    const lastLay = context.events.filter((e) => e.type === 'lay').length;
    for (let seat = 0; seat < view.players; seat++) {
      const chains = view.chains[seat] ?? [];
      const row = h(
        'div',
        { className: 'seat-chains' },
        h('h3', {}, seatMark(seat), ` ${t('sh.chains-of', { name: context.names[seat]! })}`),
      );
      row.style.borderColor = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
      chains.forEach((chain, i) => {
        const isLast = seat === view.turn && i >= chains.length - lastLay;
        const line = h(
          'div',
          { className: `chain${isLast ? ' last' : ''}` },
          h('span', {
            className: 'for',
            textContent: t('sh.for-dice', { a: chain.dice[0]!, b: chain.dice[1]! }),
          }),
        );
        for (const link of chain.links)
          line.append(domino(link.left, link.right, { size: 16 }, link.tile.id));
        row.append(line);
      });
      if (chains.length === 0) row.append(h('p', { className: 'small', textContent: t('sh.none-yet') }));
      laid.append(row);
    }
    return h(
      'div',
      { className: 'shanghai' },
      h('p', {
        className: 'where',
        textContent: `${t('dt.round', { n: num(view.round) })}${view.tieBreaker ? t('sh.tie-breaker') : ''} · ${t('sh.first-to', { n: num(view.options.target) })} · ${t('sh.left-to-draw', { n: num(view.boneyardSize) })}`,
      }),
      view.over
        ? null
        : h(
            'div',
            { className: 'row' },
            h(
              'div',
              {},
              h('h3', { textContent: t('sh.must-answer', { name: context.names[view.turn]! }) }),
              dice,
            ),
            mine,
          ),
      view.viewer === null ? null : h('h3', { textContent: t('sh.your-hand') }),
      view.viewer === null ? null : hand,
      laid,
    );
  },
};

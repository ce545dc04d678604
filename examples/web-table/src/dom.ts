/** Tiny DOM helpers: the page is plain TypeScript, no framework. */

/** An HTML element with properties (`className`, `textContent`, `onclick`…), data attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Omit<HTMLElementTagNameMap[K], 'dataset'>> & { dataset?: Record<string, string> } = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes. */
export function svg<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number> = {},
  ...children: SVGElement[]
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  node.append(...children);
  return node;
}

/**
 * Makes `node` a target a player can point at: lit, clickable, reachable with
 * the keyboard (Tab, then Enter or Space). Its name is `label`; with
 * `byContent` the label is read first and the node's own content after it
 * (a piece drawn with its name, whose squares show text: the name then holds
 * what is seen, as WCAG's "label in name" asks).
 */
export function pointable<T extends Element>(
  node: T,
  label: string,
  act: () => void,
  kind = 'target',
  byContent = false,
): T {
  node.classList.add(kind);
  node.setAttribute('role', 'button');
  node.setAttribute('tabindex', '0');
  if (byContent) {
    node.prepend(h('span', { className: 'visually-hidden', textContent: `${label} ` }));
  } else node.setAttribute('aria-label', label);
  node.setAttribute('title', label);
  node.addEventListener('click', (event) => {
    event.stopPropagation();
    act();
  });
  node.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      act();
    }
  });
  return node;
}

/**
 * A pile to draw from, made a target: the move is read first, then what the
 * pile shows ("12 face down"); its drawing is not read.
 */
export function pileTarget(pile: HTMLElement, label: string, act: () => void): HTMLElement {
  for (const drawing of pile.querySelectorAll('svg')) drawing.setAttribute('aria-hidden', 'true');
  return pointable(pile, label, act, 'target', true);
}

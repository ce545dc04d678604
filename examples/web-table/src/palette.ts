/**
 * The seats' colours, told apart by people with the common colour-vision
 * deficiencies: Okabe–Ito's blue and vermillion first, then the colours a
 * search picked one by one for the largest smallest difference (CIELAB ΔE)
 * between any two seats under normal vision and under simulated protanopia,
 * deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, full
 * severity), each at least 3.2:1 against the white table. Every pair of the
 * eight differs by ΔE 23 or more in all four (`test/examples/web-table-palette.test.ts`
 * holds it). Colour never tells whose alone: every seat has a mark too.
 */

/** One colour per seat: its set, its truck, its chains, its pieces on the layout, its seat card. */
export const SEAT_COLOURS = [
  '#0072b2',
  '#c85600',
  '#664444',
  '#7700ee',
  '#998899',
  '#bb7755',
  '#bb55ff',
  '#990000',
] as const;

/**
 * Colour-vision deficiencies as 3×3 matrices on linear RGB (Machado et al.
 * 2009, severity 1): what the page looks like to a person with each, for
 * the palette's test and for a screenshot through an SVG `feColorMatrix`.
 */
export const COLOUR_VISION: Readonly<
  Record<'protanopia' | 'deuteranopia' | 'tritanopia', readonly number[][]>
> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/**
 * How each container is drawn, as data: its size in CSS px at the smallest (the table draws
 * them all larger when it has the room), its outline, the inside the water
 * fills (a clip path), the heights of its bottom and its brim inside, its handle and where it
 * pours from. Tall-thin and short-wide on purpose: the drawing can mislead, the hidden
 * capacity decides. Pure: the geometry functions below turn water into heights and back.
 */
import { clampValue } from '@lingos/kit';
import { measuringJugCapacity, type ContainerShape } from './containerModel';

/** The drawing of one container shape, in its own units (1 unit = 1 CSS px). */
export interface ContainerArt {
  readonly width: number;
  readonly height: number;
  /** The body's outline (filled and stroked). */
  readonly outline: string;
  /** The inside the water fills; the water is clipped to it. */
  readonly inside: string;
  /** Handles and rims: stroked lines. */
  readonly details?: string;
  /** The height of the water when the container is full. */
  readonly brimY: number;
  /** The height of the inside's bottom (no water). */
  readonly bottomY: number;
  /** The inside's left and right at the water (for the water's flat top line). */
  readonly insideLeft: number;
  readonly insideRight: number;
}

export const containerArt: Readonly<Record<ContainerShape, ContainerArt>> = {
  // A teacup: short and wide at the top.
  cup: {
    width: 76,
    height: 62,
    outline: 'M 6 6 H 70 L 62 50 Q 60 58 52 58 H 24 Q 16 58 14 50 Z',
    inside: 'M 8 8 H 68 L 60 50 Q 58 56 52 56 H 24 Q 18 56 16 50 Z',
    brimY: 10,
    bottomY: 56,
    insideLeft: 8,
    insideRight: 68,
  },
  mug: {
    width: 94,
    height: 86,
    outline: 'M 6 6 H 70 V 72 Q 70 82 60 82 H 16 Q 6 82 6 72 Z',
    inside: 'M 8 8 H 68 V 72 Q 68 80 60 80 H 16 Q 8 80 8 72 Z',
    details: 'M 70 22 C 92 22 92 62 70 62',
    brimY: 12,
    bottomY: 80,
    insideLeft: 8,
    insideRight: 68,
  },
  // Tall, a little narrower at the foot.
  glass: {
    width: 60,
    height: 114,
    outline: 'M 6 4 H 54 L 48 108 H 12 Z',
    inside: 'M 8 6 H 52 L 46 106 H 14 Z',
    brimY: 10,
    bottomY: 106,
    insideLeft: 8,
    insideRight: 52,
  },
  // The shortest and the widest.
  bowl: {
    width: 152,
    height: 66,
    outline: 'M 4 6 H 148 C 148 40 118 62 92 62 H 60 C 34 62 4 40 4 6 Z',
    inside: 'M 6 8 H 146 C 146 40 116 60 92 60 H 60 C 36 60 6 40 6 8 Z',
    brimY: 10,
    bottomY: 60,
    insideLeft: 6,
    insideRight: 146,
  },
  // The tallest: a narrow neck over a round body.
  vase: {
    width: 66,
    height: 158,
    outline: 'M 23 4 H 43 L 41 26 C 64 42 64 112 48 152 H 18 C 2 112 2 42 25 26 Z',
    inside: 'M 25 6 H 41 L 39 27 C 61 43 61 112 46 150 H 20 C 5 112 5 43 27 27 Z',
    brimY: 10,
    bottomY: 150,
    insideLeft: 4,
    insideRight: 62,
  },
  bottle: {
    width: 58,
    height: 152,
    outline:
      'M 21 4 H 37 V 26 C 51 34 54 44 54 56 V 142 Q 54 148 48 148 H 10 Q 4 148 4 142 V 56 C 4 44 7 34 21 26 Z',
    inside:
      'M 23 6 H 35 V 27 C 49 35 52 45 52 56 V 142 Q 52 146 48 146 H 10 Q 6 146 6 142 V 56 C 6 45 9 35 23 27 Z',
    brimY: 10,
    bottomY: 146,
    insideLeft: 6,
    insideRight: 52,
  },
  // A plain jug with a spout and a handle, no marks.
  jug: {
    width: 118,
    height: 138,
    outline: 'M 14 8 H 86 V 124 Q 86 134 76 134 H 24 Q 14 134 14 124 V 24 L 4 12 Z',
    inside: 'M 16 10 H 84 V 124 Q 84 132 76 132 H 24 Q 16 132 16 124 V 10 Z',
    details: 'M 86 28 C 114 28 114 92 86 92',
    brimY: 14,
    bottomY: 132,
    insideLeft: 16,
    insideRight: 84,
  },
  pot: {
    width: 158,
    height: 100,
    outline: 'M 16 14 H 142 V 84 Q 142 96 130 96 H 28 Q 16 96 16 84 Z',
    inside: 'M 18 16 H 140 V 84 Q 140 94 130 94 H 28 Q 18 94 18 84 Z',
    details: 'M 16 28 H 4 V 40 H 16 M 142 28 H 154 V 40 H 142 M 10 14 H 148',
    brimY: 20,
    bottomY: 94,
    insideLeft: 18,
    insideRight: 140,
  },
  // A gable-top milk carton.
  carton: {
    width: 66,
    height: 130,
    outline: 'M 8 30 L 18 6 H 48 L 58 30 V 126 H 8 Z',
    inside: 'M 10 32 H 56 V 124 H 10 Z',
    details: 'M 8 30 H 58 M 33 6 V 30',
    brimY: 34,
    bottomY: 124,
    insideLeft: 10,
    insideRight: 56,
  },
  // Straight sides, so its marks are evenly spaced: 20 px for every 100 mL, 1 L at y 40.
  // Wide enough inside for "1000 mL" beside its mark with room before the right side.
  'measuring-jug': {
    width: 162,
    height: 248,
    outline: 'M 18 8 H 136 V 236 Q 136 244 128 244 H 26 Q 18 244 18 236 V 24 L 4 12 Z',
    inside: 'M 20 10 H 134 V 236 Q 134 242 128 242 H 26 Q 20 242 20 236 V 10 Z',
    details: 'M 136 40 C 164 40 164 150 136 150',
    brimY: 42,
    bottomY: 242,
    insideLeft: 20,
    insideRight: 134,
  },
};

/** Where the water's flat top is drawn for `amount` of `capacity` (the brim when full). */
export function containerLevelY(art: ContainerArt, amount: number, capacity: number): number {
  const fraction = capacity > 0 ? clampValue(amount / capacity, 0, 1) : 0;
  return art.bottomY - fraction * (art.bottomY - art.brimY);
}

/** The water a height inside reaches (the inverse of {@link containerLevelY}), unsnapped. */
export function containerAmountAtY(art: ContainerArt, y: number, capacity: number): number {
  const fraction = clampValue((art.bottomY - y) / (art.bottomY - art.brimY), 0, 1);
  return fraction * capacity;
}

/** Where a measuring jug's marks start (its inside's left), and how long they are. */
export const jugMarkLeft = containerArt['measuring-jug'].insideLeft;
export const jugLongMark = 22;
export const jugShortMark = 12;
/** Where a mark's number starts: just right of the long marks. */
export const jugLabelX = jugMarkLeft + jugLongMark + 5;
/** The size of a measuring jug's numbers, in px (bold). */
export const jugLabelSize = 15;

/** The height of a measuring jug's mark for `value` mL (its scale is the jug's capacity). */
export function jugMarkY(value: number): number {
  return containerLevelY(containerArt['measuring-jug'], value, measuringJugCapacity);
}

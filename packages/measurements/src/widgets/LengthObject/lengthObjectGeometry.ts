/**
 * Where a length object is drawn: its left end exactly at `x`, its right end exactly at
 * `x + lengthCm × pxPerCm`, one fixed scale per screen (measurements.md: "objects are drawn to
 * one fixed on-screen scale, not real size"), so a ruler or a row of units under it reads
 * true. Each shape is a few primitives (rectangles, polygons, ellipses, circles, lines) in a
 * box from 0 to its width, pointing right (the tip of a pencil, the bowl of a spoon). Pure.
 */
import type { ObjectShape } from '../../model/objects';

/** The shapes LengthObject draws to scale; any other object shape is drawn as a `bar`. */
export const lengthShapes = [
  'pencil',
  'crayon',
  'straw',
  'ribbon',
  'nail',
  'key',
  'spoon',
  'twig',
  'feather',
  'leaf',
  'shoe',
  'bead-string',
  'eraser',
  'toothbrush',
  'coin',
  'bill',
  'book',
  'bar',
] as const;
/** A shape LengthObject draws to scale. */
export type LengthShape = (typeof lengthShapes)[number];

/** The colour roles of a shape's parts, each a theme colour (light and dark). */
export const partTones = ['main', 'soft', 'dark', 'muted', 'pale', 'plant', 'warm'] as const;
/** The colour role of one part. */
export type PartTone = (typeof partTones)[number];

/** One drawn part, in the object's own box (0 ≤ x ≤ width, 0 ≤ y ≤ height). */
export type ShapePart =
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly radius: number;
      readonly tone: PartTone;
    }
  | {
      readonly kind: 'polygon';
      readonly points: readonly (readonly [number, number])[];
      readonly tone: PartTone;
    }
  | {
      readonly kind: 'ellipse';
      readonly cx: number;
      readonly cy: number;
      readonly rx: number;
      readonly ry: number;
      readonly tone: PartTone;
    }
  | {
      readonly kind: 'line';
      readonly x1: number;
      readonly y1: number;
      readonly x2: number;
      readonly y2: number;
      readonly tone: PartTone;
    };

/** How thick each shape is drawn, in cm at the screen's scale (a pencil is about 0.8 cm). */
const thicknessCm: { readonly [Shape in LengthShape]: number } = {
  pencil: 0.8,
  crayon: 1,
  straw: 0.6,
  ribbon: 1.2,
  nail: 0.6,
  key: 2.2,
  spoon: 3,
  twig: 1.2,
  feather: 2.4,
  leaf: 4,
  shoe: 6,
  'bead-string': 1,
  eraser: 2,
  toothbrush: 1.4,
  coin: 0,
  bill: 6.5,
  book: 6,
  bar: 1,
};

/** The thinnest and the thickest an object is drawn, in px: visible on a phone, never a wall. */
export const drawnThickness = { min: 12, max: 56 } as const;

/** The length shape an object shape is drawn as: itself, or a bar. */
export function lengthShapeOf(shape: ObjectShape | (string & {})): LengthShape {
  return (lengthShapes as readonly string[]).includes(shape) ? (shape as LengthShape) : 'bar';
}

/** Where an object lies on screen: its ends and its height, in px. */
export interface ObjectLayout {
  /** The left end: exactly `x`. */
  readonly left: number;
  /** The right end: exactly `x + lengthCm × pxPerCm`. */
  readonly right: number;
  readonly width: number;
  readonly top: number;
  readonly height: number;
}

/** What {@link objectLayout} needs. */
export interface ObjectLayoutInput {
  readonly shape: LengthShape;
  readonly lengthCm: number;
  readonly pxPerCm: number;
  /** The left end, px; default 0. */
  readonly x?: number;
  /** The top, px; default 0. */
  readonly y?: number;
}

/** The drawn height of a shape at a length and scale: a coin is as tall as it is wide. */
export function objectHeight(shape: LengthShape, lengthCm: number, pxPerCm: number): number {
  const width = Math.max(0, lengthCm * pxPerCm);
  if (shape === 'coin') return width;
  const natural = thicknessCm[shape] * pxPerCm;
  // Never taller than the object is long (a 1 cm eraser stays a small block).
  return Math.min(
    Math.max(drawnThickness.min, Math.min(drawnThickness.max, natural)),
    Math.max(width, drawnThickness.min),
  );
}

/** Where an object of a length lies at a scale: its ends are exactly on the scale's marks. */
export function objectLayout({
  shape,
  lengthCm,
  pxPerCm,
  x = 0,
  y = 0,
}: ObjectLayoutInput): ObjectLayout {
  const width = Math.max(0, lengthCm * pxPerCm);
  return {
    left: x,
    right: x + width,
    width,
    top: y,
    height: objectHeight(shape, lengthCm, pxPerCm),
  };
}

const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  tone: PartTone,
  radius = 0,
): ShapePart => ({
  kind: 'rect',
  x,
  y,
  width: Math.max(0, width),
  height: Math.max(0, height),
  radius,
  tone,
});

const polygon = (points: readonly (readonly [number, number])[], tone: PartTone): ShapePart => ({
  kind: 'polygon',
  points,
  tone,
});

const ellipse = (cx: number, cy: number, rx: number, ry: number, tone: PartTone): ShapePart => ({
  kind: 'ellipse',
  cx,
  cy,
  rx: Math.max(0, rx),
  ry: Math.max(0, ry),
  tone,
});

const line = (x1: number, y1: number, x2: number, y2: number, tone: PartTone): ShapePart => ({
  kind: 'line',
  x1,
  y1,
  x2,
  y2,
  tone,
});

/** A tip or end part's length: a share of the width, at most `most` px. */
const partOf = (width: number, share: number, most: number): number =>
  Math.min(width * share, most);

/**
 * The parts of a shape in a box `width` × `height`: the first part reaches x = 0 and some part
 * reaches x = width, so the drawing's ends are exactly the object's ends.
 */
export function shapeParts(
  shape: LengthShape,
  width: number,
  height: number,
): readonly ShapePart[] {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const mid = h / 2;
  switch (shape) {
    case 'pencil': {
      const tip = partOf(w, 0.16, h * 2.2);
      const eraser = partOf(w, 0.08, h * 1.1);
      const lead = tip * 0.35;
      return [
        rect(0, 0, eraser, h, 'warm', h * 0.25),
        rect(eraser, 0, eraser * 0.4, h, 'muted'),
        rect(eraser * 1.4, 0, w - tip - eraser * 1.4, h, 'main'),
        polygon(
          [
            [w - tip, 0],
            [w, mid],
            [w - tip, h],
          ],
          'pale',
        ),
        polygon(
          [
            [w - lead, mid - (h * 0.35) / 2],
            [w, mid],
            [w - lead, mid + (h * 0.35) / 2],
          ],
          'dark',
        ),
      ];
    }
    case 'crayon': {
      const tip = partOf(w, 0.12, h * 1.3);
      return [
        rect(0, 0, w - tip, h, 'main', h * 0.2),
        rect(w * 0.2, 0, (w - tip) * 0.55, h, 'soft'),
        polygon(
          [
            [w - tip, h * 0.1],
            [w, mid - h * 0.15],
            [w, mid + h * 0.15],
            [w - tip, h * 0.9],
          ],
          'main',
        ),
      ];
    }
    case 'straw': {
      const stripes: ShapePart[] = [];
      const gap = Math.max(h * 1.6, 8);
      for (let x = gap / 2; x + h * 0.6 < w; x += gap) stripes.push(rect(x, 0, h * 0.6, h, 'main'));
      return [rect(0, 0, w, h, 'pale', h * 0.3), ...stripes];
    }
    case 'ribbon': {
      const notch = Math.min(h * 0.5, w * 0.2);
      return [
        polygon(
          [
            [0, 0],
            [w, 0],
            [w - notch, mid],
            [w, h],
            [0, h],
          ],
          'warm',
        ),
        line(0, mid, w - notch, mid, 'soft'),
      ];
    }
    case 'nail': {
      const head = Math.min(h * 0.5, w * 0.1);
      const point = partOf(w, 0.15, h * 2);
      const shaft = h * 0.45;
      return [
        rect(0, 0, head, h, 'muted', 1),
        rect(head, mid - shaft / 2, w - head - point, shaft, 'muted'),
        polygon(
          [
            [w - point, mid - shaft / 2],
            [w, mid],
            [w - point, mid + shaft / 2],
          ],
          'muted',
        ),
      ];
    }
    case 'key': {
      const radius = Math.min(mid, w * 0.22);
      const shaft = h * 0.22;
      const bitLength = partOf(w, 0.3, h * 1.4);
      return [
        ellipse(radius, mid, radius, radius, 'main'),
        ellipse(radius, mid, radius * 0.4, radius * 0.4, 'pale'),
        rect(radius * 1.8, mid - shaft / 2, w - radius * 1.8, shaft, 'main'),
        rect(w - bitLength, mid, bitLength * 0.3, h * 0.3, 'main'),
        rect(w - bitLength * 0.55, mid, bitLength * 0.25, h * 0.4, 'main'),
        rect(w - bitLength * 0.2, mid, bitLength * 0.2, h * 0.25, 'main'),
      ];
    }
    case 'spoon': {
      const bowl = partOf(w, 0.35, h * 1.7);
      const handle = h * 0.22;
      return [
        rect(0, mid - handle / 2, w - bowl * 0.9, handle, 'muted', handle / 2),
        ellipse(w - bowl / 2, mid, bowl / 2, mid, 'muted'),
        ellipse(w - bowl / 2, mid, bowl * 0.32, mid * 0.62, 'pale'),
      ];
    }
    case 'twig': {
      // Wood, not red: the muted tone is brown (or tan in dark mode) in the fruit themes.
      return [
        polygon(
          [
            [0, mid - h * 0.18],
            [w, mid - h * 0.05],
            [w, mid + h * 0.05],
            [0, mid + h * 0.18],
          ],
          'muted',
        ),
        polygon(
          [
            [w * 0.45, mid - h * 0.05],
            [w * 0.62, 0],
            [w * 0.64, h * 0.06],
            [w * 0.52, mid],
          ],
          'muted',
        ),
        ellipse(w * 0.66, h * 0.1, Math.min(w * 0.05, h * 0.25), h * 0.1, 'plant'),
      ];
    }
    case 'feather': {
      return [
        polygon(
          [
            [w * 0.15, mid],
            [w * 0.3, h * 0.08],
            [w * 0.8, 0],
            [w, mid],
            [w * 0.8, h],
            [w * 0.3, h * 0.92],
          ],
          'soft',
        ),
        line(0, mid, w, mid, 'dark'),
      ];
    }
    case 'leaf': {
      const stem = partOf(w, 0.15, h);
      return [
        rect(0, mid - h * 0.05, stem, h * 0.1, 'plant'),
        polygon(
          [
            [stem, mid],
            [stem + (w - stem) * 0.25, h * 0.05],
            [stem + (w - stem) * 0.7, h * 0.12],
            [w, mid],
            [stem + (w - stem) * 0.7, h * 0.88],
            [stem + (w - stem) * 0.25, h * 0.95],
          ],
          'plant',
        ),
        line(stem, mid, w, mid, 'pale'),
      ];
    }
    case 'shoe': {
      return [
        polygon(
          [
            [0, h * 0.15],
            [w * 0.35, h * 0.1],
            [w * 0.5, h * 0.45],
            [w * 0.85, h * 0.6],
            [w, h * 0.8],
            [w, h],
            [0, h],
          ],
          'main',
        ),
        rect(0, h * 0.85, w, h * 0.15, 'pale'),
        line(w * 0.38, h * 0.3, w * 0.48, h * 0.25, 'pale'),
      ];
    }
    case 'bead-string': {
      const radius = Math.min(mid, w / 2);
      const parts: ShapePart[] = [line(0, mid, w, mid, 'dark')];
      const count = Math.max(1, Math.floor(w / (radius * 2.4)));
      // The first bead touches the left end and the last the right end.
      for (let index = 0; index < count; index += 1) {
        const cx = count === 1 ? w / 2 : radius + (index * (w - 2 * radius)) / (count - 1);
        parts.push(ellipse(cx, mid, radius, radius, index % 2 === 0 ? 'main' : 'warm'));
      }
      return parts;
    }
    case 'eraser':
      return [rect(0, 0, w, h, 'warm', h * 0.15), rect(w * 0.55, 0, w * 0.45, h, 'soft', h * 0.15)];
    case 'toothbrush': {
      const head = partOf(w, 0.25, h * 3);
      return [
        rect(0, mid - h * 0.2, w - head * 0.8, h * 0.4, 'main', h * 0.2),
        rect(w - head, mid - h * 0.1, head, h * 0.6, 'main', h * 0.1),
        rect(w - head * 0.9, 0, head * 0.8, mid - h * 0.1, 'pale'),
      ];
    }
    case 'coin':
      return [
        ellipse(w / 2, mid, w / 2, mid, 'warm'),
        ellipse(w / 2, mid, w * 0.36, mid * 0.72, 'soft'),
      ];
    case 'bill':
      return [
        rect(0, 0, w, h, 'plant', 2),
        rect(w * 0.05, h * 0.12, w * 0.9, h * 0.76, 'pale', 2),
        ellipse(w / 2, mid, Math.min(w * 0.12, h * 0.3), h * 0.3, 'plant'),
      ];
    case 'book':
      return [rect(0, 0, w, h, 'main', 2), rect(0, 0, partOf(w, 0.1, h * 0.4), h, 'dark', 2)];
    case 'bar':
      return [rect(0, 0, w, h, 'main', Math.min(h, w) * 0.25)];
  }
}

/** The leftmost and rightmost x any part of a drawing reaches. */
export function partsExtent(parts: readonly ShapePart[]): {
  readonly left: number;
  readonly right: number;
} {
  let left = Infinity;
  let right = -Infinity;
  const take = (x: number) => {
    left = Math.min(left, x);
    right = Math.max(right, x);
  };
  for (const part of parts) {
    switch (part.kind) {
      case 'rect':
        take(part.x);
        take(part.x + part.width);
        break;
      case 'polygon':
        for (const [x] of part.points) take(x);
        break;
      case 'ellipse':
        take(part.cx - part.rx);
        take(part.cx + part.rx);
        break;
      case 'line':
        take(part.x1);
        take(part.x2);
        break;
    }
  }
  return { left, right };
}

/** What {@link fitScale} leaves free around the span, and its largest scale. */
export interface FitScaleOptions {
  /** Room each side of the span, in cm (it grows with the scale); default 1. */
  readonly marginCm?: number;
  /** Room each side of the span, in px (for end labels that keep their size); default 0. */
  readonly marginPx?: number;
  /** The most px per cm; default 32. */
  readonly max?: number;
}

/** The fewest px per cm {@link fitScale} gives: a hundredth of a px, never 0. */
const leastScale = 0.01;

/**
 * How many px make a centimetre so a span and its margins fit a width: the largest scale that
 * fits, up to `max`, to a hundredth of a px (rounded down, so the drawing is never wider than
 * the width). A fraction of a px is fine: metre sticks along a 5 m lane take about half a px
 * per cm on a phone. An unknown width (0) gives `max`.
 */
export function fitScale(
  widthPx: number,
  spanCm: number,
  { marginCm = 1, marginPx = 0, max = 32 }: FitScaleOptions = {},
): number {
  if (!(widthPx > 0) || !(spanCm > 0)) return max;
  const exact = (widthPx - 2 * marginPx) / (spanCm + 2 * marginCm);
  return Math.min(max, Math.max(leastScale, Math.floor(exact * 100) / 100));
}

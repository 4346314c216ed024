import type { ReactElement } from 'react';
import type { MeasureObject } from '../../model/objects';
import * as styles from './LengthObject.css';
import {
  lengthShapeOf,
  objectLayout,
  shapeParts,
  type LengthShape,
  type ShapePart,
} from './lengthObjectGeometry';

/** Props of {@link LengthObjectShape}: what to draw, how long, at which scale and where. */
export interface LengthObjectShapeProps {
  /** The shape to draw (an object's `shape`; anything not a length shape is a bar). */
  readonly shape: LengthShape | MeasureObject['shape'];
  /** The length in cm (whole in the Lingos; the drawing takes any). */
  readonly lengthCm: number;
  /** The screen's scale: px per cm, the same for everything on one screen. */
  readonly pxPerCm: number;
  /** The left end, px in the enclosing SVG. */
  readonly x?: number;
  /** The top, px in the enclosing SVG. */
  readonly y?: number;
  /** Glows (a chosen object). */
  readonly selected?: boolean;
  /** The object's id, written as `data-object` for tests and styling. */
  readonly objectId?: string;
}

function Part({ part }: { readonly part: ShapePart }): ReactElement {
  switch (part.kind) {
    case 'rect':
      return (
        <rect
          className={styles.tone[part.tone]}
          x={part.x}
          y={part.y}
          width={part.width}
          height={part.height}
          rx={Math.min(part.radius, part.width / 2, part.height / 2)}
        />
      );
    case 'polygon':
      return (
        <polygon
          className={styles.tone[part.tone]}
          points={part.points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}
        />
      );
    case 'ellipse':
      return (
        <ellipse
          className={styles.tone[part.tone]}
          cx={part.cx}
          cy={part.cy}
          rx={part.rx}
          ry={part.ry}
        />
      );
    case 'line':
      return (
        <line
          className={styles.lineTone[part.tone]}
          x1={part.x1}
          y1={part.y1}
          x2={part.x2}
          y2={part.y2}
        />
      );
  }
}

const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * A length object drawn inside an SVG (a ruler's, a unit row's): its left end exactly at `x`
 * and its right end exactly at `x + lengthCm × pxPerCm`. Hidden from screen readers: the
 * widget around it describes it.
 */
export function LengthObjectShape({
  shape,
  lengthCm,
  pxPerCm,
  x = 0,
  y = 0,
  selected = false,
  objectId,
}: LengthObjectShapeProps): ReactElement {
  const drawn = lengthShapeOf(shape);
  const layout = objectLayout({ shape: drawn, lengthCm, pxPerCm, x, y });
  return (
    <g
      aria-hidden="true"
      className={selected ? styles.selected : styles.group}
      transform={`translate(${round(layout.left)} ${round(layout.top)})`}
      data-shape={drawn}
      data-object={objectId}
      data-left={round(layout.left)}
      data-right={round(layout.right)}
    >
      {shapeParts(drawn, layout.width, layout.height).map((part, index) => (
        <Part key={index} part={part} />
      ))}
    </g>
  );
}

/** Props of {@link LengthObject}. */
export interface LengthObjectProps {
  /** The object: its shape, its name ("a crayon") and its hidden length. */
  readonly object: Pick<MeasureObject, 'id' | 'name' | 'shape' | 'lengthCm'>;
  /** The length to draw it at, cm; default the object's own `lengthCm` (or 10). */
  readonly lengthCm?: number;
  /** The screen's scale: px per cm, the same for everything on one screen. */
  readonly pxPerCm: number;
  /** The accessible name; default the object's name ("a crayon"). */
  readonly label?: string;
  readonly selected?: boolean;
  readonly className?: string;
}

/**
 * A length object on its own, as an image named "a crayon": an SVG exactly as wide as the
 * object is long at the screen's scale, drawn in theme colours (light and dark).
 */
export function LengthObject({
  object,
  lengthCm,
  pxPerCm,
  label,
  selected,
  className,
}: LengthObjectProps): ReactElement {
  const length = lengthCm ?? object.lengthCm ?? 10;
  const drawn = lengthShapeOf(object.shape);
  const layout = objectLayout({ shape: drawn, lengthCm: length, pxPerCm });
  // A stroke half a px wide sits outside the box on each side.
  const pad = 1;
  return (
    <svg
      role="img"
      aria-label={label ?? object.name}
      className={[styles.svg, className].filter(Boolean).join(' ')}
      width={layout.width + 2 * pad}
      height={layout.height + 2 * pad}
      viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.height + 2 * pad}`}
      data-length={length}
    >
      <LengthObjectShape
        shape={drawn}
        lengthCm={length}
        pxPerCm={pxPerCm}
        selected={selected}
        objectId={object.id}
      />
    </svg>
  );
}

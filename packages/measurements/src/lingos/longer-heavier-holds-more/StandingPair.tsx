import type { ReactElement } from 'react';
import { theNameOf } from '../../model/objects';
import { LengthObjectShape } from '../../widgets/LengthObject/LengthObject';
import { lengthShapeOf, objectHeight } from '../../widgets/LengthObject/lengthObjectGeometry';
import * as styles from './LongerHeavierHoldsMore.css';
import type { ItemObject } from './model';

/** The scale of the standing objects: 25 cm is 200 px, so two fit a 320 px phone. */
const pxPerCm = 8;
const columnWidth = 120;
const topRoom = 16;
const groundRoom = 12;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Which is taller?": two length objects standing upright on one line, bottoms lined up, drawn
 * to one scale (UnitRow's lane lies flat, so standing is drawn here). Described as what a
 * sighted child sees: "The pencil and the crayon stand on one line. The pencil reaches higher."
 */
export function StandingPair({
  objects,
}: {
  readonly objects: readonly [ItemObject, ItemObject];
}): ReactElement {
  const tallest = Math.max(...objects.map((entry) => entry.value));
  const height = topRoom + tallest * pxPerCm + groundRoom;
  const ground = height - groundRoom;
  const width = columnWidth * objects.length;
  const [first, second] = objects;
  const [higher, lower] = first.value > second.value ? [first, second] : [second, first];
  const label = `${capitalize(theNameOf(first.object))} and ${theNameOf(
    second.object,
  )} stand on one line. ${capitalize(theNameOf(higher.object))} reaches higher than ${theNameOf(
    lower.object,
  )}.`;
  return (
    <svg
      role="img"
      aria-label={label}
      className={styles.standing}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <line className={styles.ground} x1={4} x2={width - 4} y1={ground} y2={ground} />
      {objects.map((entry, index) => {
        const shape = lengthShapeOf(entry.object.shape);
        const thickness = objectHeight(shape, entry.value, pxPerCm);
        const centre = columnWidth * index + columnWidth / 2;
        // Turned a quarter to the left about its starting end: the object's length runs up
        // from the ground, its far end (a pencil's tip) at the top.
        return (
          <g
            key={entry.id}
            transform={`translate(${centre} ${ground}) rotate(-90)`}
            data-standing={entry.id}
          >
            <LengthObjectShape
              shape={shape}
              lengthCm={entry.value}
              pxPerCm={pxPerCm}
              x={0}
              y={-thickness / 2}
              objectId={entry.id}
            />
          </g>
        );
      })}
    </svg>
  );
}

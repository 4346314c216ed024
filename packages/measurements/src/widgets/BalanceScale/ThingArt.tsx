import { Picture } from '@lingos/kit';
import type { ReactElement } from 'react';
import * as styles from './BalanceScale.css';
import { nounOf } from '../../model/objects';
import { massLabelSize, massPileArt } from './massArt';
import {
  drawnSizeOf,
  isMass,
  type BalanceObject,
  type BalanceThing,
  type DrawnSize,
  type StandardMass,
} from './balanceModel';

/** An object's picture at each drawn size, in CSS px at the regular size. */
export const objectPixels: Readonly<Record<DrawnSize, number>> = {
  1: 40,
  2: 48,
  3: 56,
  4: 68,
  5: 80,
};
const maxPictures = 4;
/** How much smaller a small weighing picture draws its things. */
const smallScale = 0.8;

/** A pile of `count` equal masses (see massArt.ts), the top one labelled "100 g" in full. */
function MassPile({
  grams,
  count,
  small,
}: {
  readonly grams: StandardMass;
  readonly count: number;
  readonly small: boolean;
}): ReactElement {
  const art = massPileArt(grams, count);
  const scale = small ? smallScale : 1;
  const kilogram = grams >= 1000;
  const bodyClass = kilogram ? styles.weightBodyKilogram : styles.weightBody;
  return (
    <svg
      viewBox={`0 0 ${art.width} ${art.height}`}
      width={Math.round(art.width * scale)}
      height={Math.round(art.height * scale)}
      aria-hidden="true"
      focusable="false"
      data-mass={grams}
      data-layers={art.layers.length}
    >
      <rect
        x={art.knob.x}
        y={art.knob.y}
        width={art.knob.width}
        height={art.knob.height}
        rx={3}
        className={bodyClass}
      />
      {art.layers.map((layer, index) => (
        <path
          key={index}
          d={layer.body}
          className={bodyClass}
          data-part={index === art.layers.length - 1 ? 'top-mass' : undefined}
        />
      ))}
      <text
        x={art.label.x}
        y={art.label.y}
        textAnchor="middle"
        dominantBaseline="central"
        className={
          kilogram ? `${styles.weightLabel} ${styles.weightLabelKilogram}` : styles.weightLabel
        }
        style={{ fontSize: massLabelSize }}
      >
        {art.label.text}
      </text>
    </svg>
  );
}

/** The outlines of objects the art set has no picture for, in a 32-unit square. */
const outlines: Readonly<Record<string, ReactElement>> = {
  // A pumpkin, a ball: round, with a stem.
  round: (
    <>
      <rect x={14.5} y={3} width={3} height={6} rx={1} className={styles.outlineStem} />
      <ellipse cx={16} cy={19} rx={13} ry={11} className={styles.outlineBody} />
      <path
        d="M 16 8 C 11 12 11 26 16 30 M 16 8 C 21 12 21 26 16 30"
        className={styles.outlineLine}
      />
    </>
  ),
  box: <rect x={3} y={8} width={26} height={21} rx={2} className={styles.outlineBody} />,
  can: (
    <>
      <rect x={7} y={6} width={18} height={23} rx={2} className={styles.outlineBody} />
      <ellipse cx={16} cy={6.5} rx={9} ry={2.5} className={styles.outlineBody} />
    </>
  ),
  // A bag of milk: a soft pouch, its top sealed flat.
  bag: (
    <path
      d="M 7 6 H 25 L 24 9 C 29 14 29 26 25 29 H 7 C 3 26 3 14 8 9 Z"
      className={styles.outlineBody}
    />
  ),
  // A milk carton: a gable top over a tall box.
  carton: (
    <path d="M 9 12 L 12 4 H 20 L 23 12 V 30 H 9 Z M 9 12 H 23" className={styles.outlineBody} />
  ),
};

/** An object drawn by its picture, or by its outline and its name when the set has none. */
function ObjectArt({
  object,
  pixels,
  named,
}: {
  readonly object: BalanceObject;
  readonly pixels: number;
  readonly named: boolean;
}) {
  if (object.picture) return <Picture name={object.picture} size={pixels} decorative />;
  return (
    // The stack's text already names it; the name under the outline is for the eye.
    <span className={styles.outlined} aria-hidden="true">
      <svg viewBox="0 0 32 32" width={pixels} height={pixels} focusable="false">
        {outlines[object.shape] ?? outlines.box}
      </svg>
      {named ? (
        <span className={styles.outlineName} data-part="object-name">
          {nounOf(object)}
        </span>
      ) : null}
    </span>
  );
}

/** Props of {@link ThingArt}. */
export interface ThingArtProps {
  readonly thing: BalanceThing;
  /** How many are in the stack (0: the outline of an emptied tray stack). */
  readonly count: number;
  /** Drawn smaller, for a small weighing picture. */
  readonly small?: boolean;
  /** The scale's drawn sizes by object id, for objects that carry none (see `drawnSizeOf`). */
  readonly drawnSizes?: Readonly<Record<string, DrawnSize>>;
}

/**
 * The art of a stack of equal things, always decorative (the stack's text names it): masses
 * as labelled weights piled up, objects as their pictures side by side, overlapping, each at
 * its drawn size.
 */
export function ThingArt({ thing, count, small = false, drawnSizes }: ThingArtProps): ReactElement {
  const empty = count === 0;
  const scale = small ? smallScale : 1;
  let art: ReactElement;
  if (isMass(thing)) {
    art = <MassPile grams={thing} count={count} small={small} />;
  } else {
    const size = drawnSizeOf(thing, drawnSizes);
    const pixels = Math.round(objectPixels[size] * scale);
    art = (
      <span className={styles.objectRow} data-drawn-size={size}>
        {Array.from({ length: Math.max(1, Math.min(maxPictures, count)) }, (_, index) => (
          // Each picture after the first overlaps the one before, as things piled on a pan.
          <span key={index} style={index > 0 ? { marginLeft: -pixels * 0.45 } : undefined}>
            <ObjectArt object={thing} pixels={pixels} named={!small} />
          </span>
        ))}
      </span>
    );
  }
  return (
    <>
      <span className={empty ? styles.stackArtEmpty : undefined}>{art}</span>
      {count > 1 ? (
        <span className={styles.countBadge} aria-hidden="true">
          ×{count}
        </span>
      ) : null}
    </>
  );
}

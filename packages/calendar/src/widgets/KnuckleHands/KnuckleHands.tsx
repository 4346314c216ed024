import { useAnnouncer, useRovingFocus, useSpeech } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import type { Month } from '../../model/dates';
import { monthShortName } from '../../model/names';
import * as styles from './KnuckleHands.css';
import {
  handSides,
  knucklePlaceName,
  knucklePlaces,
  knuckleTapText,
  placeCentre,
  placeSize,
  type HandSide,
  type KnucklePlace,
} from './knuckleHandsModel';

/** Props of {@link KnuckleHands}. */
export interface KnuckleHandsProps {
  /** The months (and their days) are written on the hands; otherwise a tap shows each month. */
  readonly labelled?: boolean;
  /** Months a hint or a worked example lights (and shows, on unlabelled hands). */
  readonly highlighted?: readonly Month[];
  /** Called when a place is tapped (click, tap, Enter or Space), after it has said its month. */
  readonly onTap?: (month: Month) => void;
  /** The key under the hands ("Knuckle: 31 days"…); default on labelled hands only. */
  readonly legend?: boolean;
  /** The accessible name of the whole; default "Two fists". */
  readonly label?: string;
  readonly className?: string;
}

const handNames: Readonly<Record<HandSide, string>> = {
  left: 'Left hand',
  right: 'Right hand',
};

// One fist, little finger on the left and thumb on the right, in the px of the buttons over
// it: four bumps along the top (the knuckles), grooves down from the dips between them.
// The bumps rise just above the round knuckle buttons, so each knuckle shows as a bump.
const fistPath =
  'M 6 46 C 4 -6 58 -6 56 40 C 56 -6 104 -6 104 40 C 104 -6 152 -6 152 40 C 152 -6 202 -6 200 46 ' +
  'C 224 50 228 72 226 96 L 222 128 C 220 144 208 150 194 150 L 36 150 C 16 150 6 138 6 120 Z';
const grooveXs = [56, 104, 152];
const thumbCrease = 'M 200 54 C 210 80 210 110 200 138';

function FistDrawing({ hand }: { readonly hand: HandSide }) {
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${styles.fistWidth} ${styles.fistHeight}`}
      aria-hidden="true"
      focusable="false"
    >
      {/* The right fist is the left one mirrored: index finger and thumb towards the middle. */}
      <g transform={hand === 'right' ? `translate(${styles.fistWidth} 0) scale(-1 1)` : undefined}>
        <path className={styles.fist} d={fistPath} />
        {grooveXs.map((x) => (
          <line key={x} className={styles.groove} x1={x} y1={42} x2={x} y2={132} />
        ))}
        <path className={styles.groove} d={thumbCrease} />
      </g>
    </svg>
  );
}

/**
 * KnuckleHands: two fists side by side, knuckles up, for the knuckle rule (calendar.md,
 * lingo 2-3). The left fist reads knuckle January, dip February … knuckle July; the right fist
 * starts again on its first knuckle: August … December. Each knuckle or dip is a button; the
 * arrows walk along them (one tab stop) and a tap or Enter says the month, and on labelled hands
 * its days. On unlabelled hands a place is "Knuckle 3 of the left hand" until it is tapped, then
 * shows its month. On a narrow screen the right fist goes under the left.
 */
export function KnuckleHands({
  labelled = true,
  highlighted = [],
  onTap,
  legend = labelled,
  label = 'Two fists',
  className,
}: KnuckleHandsProps) {
  const speech = useSpeech();
  const { message, announce } = useAnnouncer();
  const [revealed, setRevealed] = useState<ReadonlySet<Month>>(() => new Set());
  const roving = useRovingFocus({ count: knucklePlaces.length });
  const lit = new Set(highlighted);

  function tap(place: KnucklePlace) {
    setRevealed((before) => new Set(before).add(place.month));
    const text = knuckleTapText(place, labelled);
    speech.speak(text);
    announce(text);
    onTap?.(place.month);
  }

  function renderPlace(place: KnucklePlace) {
    const index = place.month - 1;
    const shown = labelled || revealed.has(place.month) || lit.has(place.month);
    const { x, y } = placeCentre(place);
    const item = roving.getItemProps(index);
    return (
      <button
        key={place.month}
        ref={item.ref}
        type="button"
        tabIndex={item.tabIndex}
        onKeyDown={item.onKeyDown}
        onFocus={item.onFocus}
        className={[styles.place[place.kind], lit.has(place.month) ? styles.lit : '']
          .filter(Boolean)
          .join(' ')}
        style={{ left: x - placeSize / 2, top: y - placeSize / 2 }}
        data-kind={place.kind}
        data-month={place.month}
        data-state={lit.has(place.month) ? 'lit' : shown ? 'shown' : 'hidden'}
        onClick={() => tap(place)}
      >
        {/* "Jan" on screen, "Knuckle: January, 31 days" for screen readers (as MonthGrid's
            "Sun" is read "Sunday"): the name is the text, so the short label is no mismatch. */}
        <span aria-hidden="true">{shown ? monthShortName(place.month) : ''}</span>
        <VisuallyHidden>{knucklePlaceName(place, { labelled, revealed: shown })}</VisuallyHidden>
      </button>
    );
  }

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-state="idle">
      <div role="toolbar" aria-label={label} className={styles.hands}>
        {handSides.map((hand) => (
          <div key={hand} role="group" aria-label={handNames[hand]} className={styles.hand}>
            <FistDrawing hand={hand} />
            {knucklePlaces.filter((place) => place.hand === hand).map(renderPlace)}
            <p className={styles.handName} aria-hidden="true">
              {handNames[hand]}
            </p>
          </div>
        ))}
      </div>
      {legend ? (
        <ul className={styles.legend} aria-label="Key">
          <li className={styles.legendItem}>
            <span className={styles.swatch.knuckle} aria-hidden="true" />
            Knuckle: 31 days
          </li>
          <li className={styles.legendItem}>
            <span className={styles.swatch.dip} aria-hidden="true" />
            Dip: 30 days
          </li>
          <li className={styles.legendItem}>February: 28 or 29 days</li>
        </ul>
      ) : null}
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </div>
  );
}

/**
 * The knuckle rule as data (calendar.md, lingo 2-3): two fists side by side, knuckles up. The
 * left fist reads knuckle January, dip February, knuckle March, dip April, knuckle May, dip
 * June, knuckle July; the right fist starts again on its first knuckle: August, dip September,
 * knuckle October, dip November, knuckle December. A knuckle month has 31 days, a dip month 30,
 * and February (a dip) 28, or 29 in a leap year.
 */
import { months, type Month } from '../../model/dates';
import { monthName } from '../../model/names';

/** The two fists, left first. */
export const handSides = ['left', 'right'] as const;
/** A fist: `left` holds January to July, `right` August to December. */
export type HandSide = (typeof handSides)[number];

/** What a month sits on. */
export const knuckleKinds = ['knuckle', 'dip'] as const;
/** A knuckle (31 days) or the dip between two knuckles (30 days, or February). */
export type KnuckleKind = (typeof knuckleKinds)[number];

/** A month's place on the fists. */
export interface KnucklePlace {
  readonly month: Month;
  readonly hand: HandSide;
  readonly kind: KnuckleKind;
  /** Its number among the knuckles (or the dips) of its hand, from 1: May is knuckle 3. */
  readonly number: number;
  /** Its place along the fist from the first knuckle, 0–6 (knuckles even, dips odd). */
  readonly slot: number;
}

/** Places along one fist: 4 knuckles and the 3 dips between them. */
export const slotsPerHand = 7;

/** The 12 months' places, January first. */
export const knucklePlaces: readonly KnucklePlace[] = months.map((month) => {
  const hand: HandSide = month <= slotsPerHand ? 'left' : 'right';
  const slot = hand === 'left' ? month - 1 : month - slotsPerHand - 1;
  const kind: KnuckleKind = slot % 2 === 0 ? 'knuckle' : 'dip';
  return { month, hand, kind, number: Math.floor(slot / 2) + 1, slot };
});

/** The place of a month on the fists. */
export function knucklePlaceOf(month: Month): KnucklePlace {
  return knucklePlaces[month - 1] as KnucklePlace;
}

/** Whether a month sits on a knuckle (and so has 31 days). */
export function isKnuckleMonth(month: Month): boolean {
  return knucklePlaceOf(month).kind === 'knuckle';
}

/**
 * The days the knuckle rule gives a month with no year: 31 on a knuckle, 30 in a dip, and
 * "28 or 29" for February.
 */
export function knuckleDays(month: Month): 31 | 30 | '28 or 29' {
  if (month === 2) return '28 or 29';
  return isKnuckleMonth(month) ? 31 : 30;
}

/** "31 days", "30 days", "28 or 29 days". */
export function knuckleDaysText(month: Month): string {
  return `${knuckleDays(month)} days`;
}

/** "Knuckle" or "Dip", as a place's name begins. */
export function kindWord(kind: KnuckleKind): string {
  return kind === 'knuckle' ? 'Knuckle' : 'Dip';
}

/** How a place is shown: with its month (labelled hands, or tapped), or not yet. */
export interface KnucklePlaceView {
  /** The hands show every month and its days. */
  readonly labelled: boolean;
  /** The month has been tapped (or lit by a hint) on unlabelled hands. */
  readonly revealed: boolean;
}

/**
 * A place's accessible name (calendar.md's text alternative): labelled "Knuckle: January, 31
 * days", "Dip: February, 28 or 29 days"; unlabelled "Knuckle 3 of the left hand" until it is
 * tapped, then "Knuckle: May".
 */
export function knucklePlaceName(place: KnucklePlace, view: KnucklePlaceView): string {
  const kind = kindWord(place.kind);
  if (view.labelled) {
    return `${kind}: ${monthName(place.month)}, ${knuckleDaysText(place.month)}`;
  }
  if (view.revealed) return `${kind}: ${monthName(place.month)}`;
  return `${kind} ${place.number} of the ${place.hand} hand`;
}

/**
 * What a tap says: "Knuckle: May, 31 days." on labelled hands, "Knuckle: May." on unlabelled
 * ones (there the child works out the days).
 */
export function knuckleTapText(place: KnucklePlace, labelled: boolean): string {
  return `${knucklePlaceName(place, { labelled, revealed: true })}.`;
}

/** The side of a place's square button in CSS px (at least the 44 px touch target). */
export const placeSize = 48;

/**
 * Where a place's button is centred on its fist's drawing, in CSS px. Knuckles sit on the
 * bumps along the top, dips one button lower in the grooves between them, so no two buttons
 * overlap. The left fist runs from the little finger (January) to the index finger (July) by
 * its thumb; the right fist is its mirror image, index finger (August) first.
 */
export function placeCentre(place: Pick<KnucklePlace, 'hand' | 'slot'>): {
  readonly x: number;
  readonly y: number;
} {
  const step = placeSize / 2;
  const x = place.hand === 'left' ? 32 + step * place.slot : 56 + step * place.slot;
  return { x, y: place.slot % 2 === 0 ? 32 : 32 + placeSize };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { months, type Month } from '../../model/dates';
import {
  isKnuckleMonth,
  knuckleDays,
  knuckleDaysText,
  knucklePlaceName,
  knucklePlaceOf,
  knucklePlaces,
  knuckleTapText,
  placeCentre,
  placeSize,
} from './knuckleHandsModel';

/** Days in a month by JavaScript's Date: day 0 of the next month is the last of this one. */
const jsDaysInMonth = (year: number, month: Month): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

describe('knucklePlaces', () => {
  it('walks the left fist January to July, then starts the right fist again on a knuckle', () => {
    expect(knucklePlaces.map((place) => `${place.hand} ${place.kind} ${place.number}`)).toEqual([
      'left knuckle 1',
      'left dip 1',
      'left knuckle 2',
      'left dip 2',
      'left knuckle 3',
      'left dip 3',
      'left knuckle 4',
      'right knuckle 1',
      'right dip 1',
      'right knuckle 2',
      'right dip 2',
      'right knuckle 3',
    ]);
    expect(knucklePlaces.map((place) => place.slot)).toEqual([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4]);
  });

  it('puts July and August both on knuckles, side by side across the two fists', () => {
    expect(knucklePlaceOf(7)).toMatchObject({ hand: 'left', kind: 'knuckle', slot: 6 });
    expect(knucklePlaceOf(8)).toMatchObject({ hand: 'right', kind: 'knuckle', slot: 0 });
  });

  it('has 31-day months exactly on the knuckles: Jan, Mar, May, Jul, Aug, Oct, Dec', () => {
    expect(months.filter(isKnuckleMonth)).toEqual([1, 3, 5, 7, 8, 10, 12]);
  });
});

describe('knuckleDays', () => {
  it('gives 31 on a knuckle, 30 in a dip, and "28 or 29" for February', () => {
    expect(knuckleDays(5)).toBe(31);
    expect(knuckleDays(8)).toBe(31);
    expect(knuckleDays(4)).toBe(30);
    expect(knuckleDays(11)).toBe(30);
    expect(knuckleDays(2)).toBe('28 or 29');
    expect(knuckleDaysText(2)).toBe('28 or 29 days');
    expect(knuckleDaysText(9)).toBe('30 days');
  });

  it('agrees with JavaScript Date for every month of 2024 to 2035', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2035 }),
        fc.constantFrom(...months),
        (year, month) => {
          const days = knuckleDays(month);
          const actual = jsDaysInMonth(year, month);
          if (days === '28 or 29') expect([28, 29]).toContain(actual);
          else expect(days).toBe(actual);
        },
      ),
    );
  });
});

describe('knucklePlaceName', () => {
  it('names labelled places with the month and its days (calendar.md)', () => {
    const labelled = { labelled: true, revealed: false };
    expect(knucklePlaceName(knucklePlaceOf(1), labelled)).toBe('Knuckle: January, 31 days');
    expect(knucklePlaceName(knucklePlaceOf(2), labelled)).toBe('Dip: February, 28 or 29 days');
    expect(knucklePlaceName(knucklePlaceOf(9), labelled)).toBe('Dip: September, 30 days');
  });

  it('names an unlabelled place by its hand until it is tapped, then by its month', () => {
    expect(knucklePlaceName(knucklePlaceOf(5), { labelled: false, revealed: false })).toBe(
      'Knuckle 3 of the left hand',
    );
    expect(knucklePlaceName(knucklePlaceOf(5), { labelled: false, revealed: true })).toBe(
      'Knuckle: May',
    );
    expect(knucklePlaceName(knucklePlaceOf(11), { labelled: false, revealed: false })).toBe(
      'Dip 2 of the right hand',
    );
  });

  it('never says the month or its days on an unlabelled place not yet tapped', () => {
    for (const place of knucklePlaces) {
      const name = knucklePlaceName(place, { labelled: false, revealed: false });
      expect(name).not.toMatch(/January|February|March|April|May|June|July|August|September/);
      expect(name).not.toMatch(/October|November|December|days/);
    }
  });
});

describe('knuckleTapText', () => {
  it('says the month and its days on labelled hands, only the month on unlabelled ones', () => {
    expect(knuckleTapText(knucklePlaceOf(5), true)).toBe('Knuckle: May, 31 days.');
    expect(knuckleTapText(knucklePlaceOf(5), false)).toBe('Knuckle: May.');
    expect(knuckleTapText(knucklePlaceOf(6), false)).toBe('Dip: June.');
  });
});

describe('placeCentre', () => {
  it('keeps every button of a fist apart, knuckles on top and dips one row lower', () => {
    for (const hand of ['left', 'right'] as const) {
      const boxes = knucklePlaces
        .filter((place) => place.hand === hand)
        .map((place) => ({ ...placeCentre(place), kind: place.kind }));
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) {
          const apart = Math.abs(a.x - b.x) >= placeSize || Math.abs(a.y - b.y) >= placeSize;
          expect(apart).toBe(true);
        }
      }
      for (const box of boxes) expect(box.y).toBe(box.kind === 'knuckle' ? 32 : 80);
    }
  });

  it('mirrors the right fist: August beside the thumb, as July is on the left fist', () => {
    expect(placeCentre(knucklePlaceOf(1)).x).toBeLessThan(placeCentre(knucklePlaceOf(7)).x);
    expect(placeCentre(knucklePlaceOf(8)).x).toBeLessThan(placeCentre(knucklePlaceOf(12)).x);
    expect(placeCentre(knucklePlaceOf(7)).x).toBe(176);
    expect(placeCentre(knucklePlaceOf(8)).x).toBe(56);
  });
});

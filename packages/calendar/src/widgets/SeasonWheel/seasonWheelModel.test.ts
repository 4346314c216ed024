import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { months, type Month } from '../../model/dates';
import {
  cardPlacedText,
  monthAngle,
  monthAtAngle,
  newYearText,
  percentAt,
  placeText,
  pointAt,
  pointerKeySteps,
  pointerValueText,
  seasonAngle,
  seasonAtAngle,
  seasonWheelText,
  slicePath,
  stepsBetween,
  unwrappedIndex,
  yearRingText,
} from './seasonWheelModel';

describe('angles', () => {
  it('puts January at the top and goes clockwise, 30° a month', () => {
    expect(months.map(monthAngle)).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
  });
  it('finds the month at an angle, each slice its middle ± 15°', () => {
    expect(monthAtAngle(0)).toBe(1);
    expect(monthAtAngle(14)).toBe(1);
    expect(monthAtAngle(16)).toBe(2);
    expect(monthAtAngle(350)).toBe(1);
    expect(monthAtAngle(340)).toBe(12);
    expect(monthAtAngle(-20)).toBe(12);
    expect(monthAtAngle(90)).toBe(4);
  });
  it('gives each month back from its own angle', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...months),
        fc.double({ min: -14.9, max: 14.9, noNaN: true }),
        (month, offset) => {
          expect(monthAtAngle(monthAngle(month) + offset)).toBe(month);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('puts winter at the top, spring right, summer at the bottom, fall left', () => {
    expect(seasonAngle('winter')).toBe(0);
    expect(seasonAngle('spring')).toBe(90);
    expect(seasonAngle('summer')).toBe(180);
    expect(seasonAngle('fall')).toBe(270);
    expect(seasonAtAngle(340)).toBe('winter');
    expect(seasonAtAngle(44)).toBe('winter');
    expect(seasonAtAngle(46)).toBe('spring');
  });
});

describe('points and paths', () => {
  it('measures points clockwise from the top, y down', () => {
    const centre = { x: 200, y: 200 };
    expect(pointAt(0, 100, centre)).toEqual({ x: 200, y: 100 });
    const right = pointAt(90, 100, centre);
    expect(right.x).toBeCloseTo(300);
    expect(right.y).toBeCloseTo(200);
    const bottom = pointAt(180, 100, centre);
    expect(bottom.y).toBeCloseTo(300);
  });
  it('draws a slice with two arcs, the large flag only past 180°', () => {
    const centre = { x: 200, y: 200 };
    expect(slicePath(-15, 15, 100, 190, centre)).toBe(
      'M 150.824 16.474 A 190 190 0 0 1 249.176 16.474 L 225.882 103.407 A 100 100 0 0 0 174.118 103.407 Z',
    );
    expect(slicePath(0, 270, 100, 190, centre)).toContain('A 190 190 0 1 1');
  });
  it('places HTML by percentages of the square', () => {
    expect(percentAt(0, 0.5)).toEqual({ left: 50, top: 25 });
    expect(percentAt(90, 1)).toEqual({ left: 100, top: 50 });
  });
});

describe('pointer steps', () => {
  it('counts turns in months without wrapping', () => {
    expect(unwrappedIndex(12, 30)).toBe(12);
    expect(unwrappedIndex(1, -30)).toBe(-1);
    expect(unwrappedIndex(3, 44)).toBe(3);
    expect(unwrappedIndex(3, 46)).toBe(4);
  });
  it('reports every month passed, and the new year from December to January', () => {
    expect(stepsBetween(10, 13)).toEqual([
      { month: 12, yearChange: 0 },
      { month: 1, yearChange: 1 },
      { month: 2, yearChange: 0 },
    ]);
    expect(stepsBetween(0, -1)).toEqual([{ month: 12, yearChange: -1 }]);
    expect(stepsBetween(5, 5)).toEqual([]);
  });
  it('adds up to whole years however the ring is turned', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -40, max: 40 }),
        (from, to) => {
          const steps = stepsBetween(from, to);
          expect(steps).toHaveLength(Math.abs(to - from));
          const years = steps.reduce((sum, step) => sum + step.yearChange, 0);
          expect(years).toBe(Math.floor(to / 12) - Math.floor(from / 12));
          if (steps.length > 0) expect(steps.at(-1)?.month).toBe((((to % 12) + 12) % 12) + 1);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('moves as a slider: arrows a month (wrapping), pages a season, Home and End', () => {
    expect(pointerKeySteps(12, 'ArrowRight')).toEqual([{ month: 1, yearChange: 1 }]);
    expect(pointerKeySteps(12, 'ArrowUp')).toEqual([{ month: 1, yearChange: 1 }]);
    expect(pointerKeySteps(1, 'ArrowLeft')).toEqual([{ month: 12, yearChange: -1 }]);
    expect(pointerKeySteps(1, 'ArrowDown')).toEqual([{ month: 12, yearChange: -1 }]);
    expect(pointerKeySteps(11, 'PageUp')?.map((step) => step.month)).toEqual([12, 1, 2]);
    expect(pointerKeySteps(4, 'Home')?.map((step) => step.month)).toEqual([3, 2, 1]);
    expect(pointerKeySteps(10, 'End')?.map((step) => step.month)).toEqual([11, 12]);
    expect(pointerKeySteps(4, 'Enter')).toBeUndefined();
  });
  it('reads the pointer and a new year', () => {
    expect(pointerValueText(1)).toBe('January');
    expect(newYearText(2027)).toBe('A new year: 2027.');
  });
});

describe('texts', () => {
  it('reads the season wheel of calendar.md 1-4', () => {
    expect(seasonWheelText()).toBe(
      'Season wheel. Winter: December, January, February. Spring: March, April, May. Summer: June, July, August. Fall: September, October, November.',
    );
  });
  const names =
    (blanks: readonly Month[], placed: Partial<Record<Month, string>> = {}) =>
    (place: Month) =>
      blanks.includes(place)
        ? (placed[place] ?? null)
        : ([
            'January',
            'February',
            'March',
            'April',
            'May',
            'June',
            'July',
            'August',
            'September',
            'October',
            'November',
            'December',
          ][place - 1] ?? null);
  it('reads a blank place between its neighbours (calendar.md 1-3)', () => {
    expect(placeText(4, names([4]))).toBe('Place 4: empty, between March and May.');
    expect(placeText(1, names([1]))).toBe('Place 1: empty, between December and February.');
    expect(placeText(4, names([4, 5]))).toBe('Place 4: empty, between March and place 5.');
    expect(placeText(4, names([4], { 4: 'April' }))).toBe('Place 4: April.');
  });
  it('reads the year ring with its blanks in clockwise order', () => {
    expect(yearRingText([9, 4], names([9, 4]))).toBe(
      'Year ring, 12 places, January at the top, going clockwise. Place 4: empty, between March and May. Place 9: empty, between August and October.',
    );
  });
  it('says a dropped card: "April, place 4."', () => {
    expect(cardPlacedText(4, 4)).toBe('April, place 4.');
    expect(cardPlacedText(6, 7)).toBe('June, place 7.');
  });
});

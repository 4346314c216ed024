import { describe, expect, it } from 'vitest';
import {
  boxName,
  centredDates,
  centredWeek,
  centredWeekText,
  fillCountText,
  isMiddleBox,
  relativeDayWord,
  tappedDayText,
  weekFrom,
  weekStripText,
  type WeekStripBox,
} from './weekStripModel';

describe('centredWeek and centredDates', () => {
  it('centres 7 days on today with the star in box 4', () => {
    const boxes = centredWeek(2);
    expect(boxes.map((box) => box.weekday)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(boxes.map((box) => box.today ?? false)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });
  it('wraps round the week from Saturday', () => {
    expect(centredWeek(6).map((box) => box.weekday)).toEqual([3, 4, 5, 6, 0, 1, 2]);
  });
  it('numbers real dates across a month end', () => {
    const boxes = centredDates({ year: 2026, month: 10, day: 30 });
    expect(boxes.map((box) => box.number)).toEqual([27, 28, 29, 30, 31, 1, 2]);
    expect(boxes[3]).toEqual({ weekday: 5, number: 30, today: true });
  });
  it('lists a week from any start day', () => {
    expect(weekFrom(3, 5).map((box) => box.weekday)).toEqual([3, 4, 5, 6, 0]);
    expect(weekFrom().map((box) => box.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('boxName', () => {
  it('starts with what the box shows: the day and date, then the box and today', () => {
    expect(boxName({ weekday: 2, today: true }, 3)).toBe('Tuesday, box 4, today');
    expect(boxName({ weekday: 3, number: 14 }, 4)).toBe('Wednesday 14, box 5');
  });
  it('hides the day name when names are off', () => {
    expect(boxName({ weekday: 3 }, 4, { showNames: false })).toBe('Box 5');
    expect(boxName({ weekday: 3, number: 15 }, 4, { showNames: false })).toBe('15, box 5');
    expect(boxName({ weekday: 2, today: true }, 3, { showNames: false })).toBe('Box 4, today');
  });
  it('reads empty and blank boxes without giving the day away', () => {
    expect(boxName({ weekday: 1, state: 'empty' }, 2)).toBe('Box 3, empty');
    expect(boxName({ weekday: 1, number: 9, state: 'blank' }, 1)).toBe('Box 2, blank');
  });
  it('adds the Lingo’s words', () => {
    expect(boxName({ weekday: 1, label: 'right' }, 0)).toBe('Monday, box 1, right');
  });
});

describe('weekStripText', () => {
  it('reads calendar.md 1-0: "Week strip, 7 boxes. Box 4, in the middle, Tuesday, has a star: today."', () => {
    expect(weekStripText(centredWeek(2))).toBe(
      'Week strip, 7 boxes. Box 4, in the middle, Tuesday, has a star: today.',
    );
  });
  it('leaves the name out when names are off', () => {
    expect(weekStripText(centredWeek(2), { showNames: false })).toBe(
      'Week strip, 7 boxes. Box 4, in the middle, has a star: today.',
    );
  });
  it('counts the filled boxes of a week filling up', () => {
    const boxes: WeekStripBox[] = weekFrom().map((box, index) => ({
      ...box,
      state: index < 3 ? 'filled' : 'empty',
    }));
    expect(weekStripText(boxes)).toBe('Week strip, 7 boxes. 3 filled.');
  });
});

describe('centredWeekText', () => {
  it('reads calendar.md 1-2 for a Saturday', () => {
    expect(centredWeekText(centredWeek(6))).toBe(
      'Week strip. Middle, with a star: today, Saturday. Before it: Wednesday, Thursday, Friday. After it: Sunday, Monday, Tuesday.',
    );
  });
  it('falls back to the box text with names off', () => {
    expect(centredWeekText(centredWeek(6), { showNames: false })).toBe(
      'Week strip, 7 boxes. Box 4, in the middle, has a star: today.',
    );
  });
});

describe('counts and day words', () => {
  it('counts "1 day", "3 days" and "7 days: one week!"', () => {
    expect(fillCountText(1)).toBe('1 day');
    expect(fillCountText(3)).toBe('3 days');
    expect(fillCountText(7)).toBe('7 days: one week!');
  });
  it('finds the middle of an odd strip only', () => {
    expect(isMiddleBox(3, 7)).toBe(true);
    expect(isMiddleBox(2, 7)).toBe(false);
    expect(isMiddleBox(2, 6)).toBe(false);
  });
  it('names days around today', () => {
    expect([-2, -1, 0, 1, 2, 3].map(relativeDayWord)).toEqual([
      'the day before yesterday',
      'yesterday',
      'today',
      'tomorrow',
      'the day after tomorrow',
      undefined,
    ]);
  });
  it('says a tapped day: "Wednesday. That is tomorrow."', () => {
    expect(tappedDayText(3, 1)).toBe('Wednesday. That is tomorrow.');
    expect(tappedDayText(1, -1)).toBe('Monday. That is yesterday.');
    expect(tappedDayText(2, 0)).toBe('Tuesday. That is today.');
    expect(tappedDayText(5, 3)).toBe('Friday.');
  });
});

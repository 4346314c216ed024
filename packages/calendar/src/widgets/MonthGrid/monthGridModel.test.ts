import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../model/dates';
import {
  canShowMonth,
  cellName,
  columnText,
  isMonthWithin,
  marksList,
  monthGridCells,
  monthGridLabel,
  monthGridMove,
  monthGridText,
  monthLengthText,
  rowText,
  strongestTone,
  tabStopDate,
  type GridMoveContext,
  type GridPosition,
} from './monthGridModel';

const october2026: GridMoveContext = { year: 2026, month: 10 };
const navigable: GridMoveContext = { ...october2026, navigation: true };
const withHeaders: GridMoveContext = { ...october2026, headers: true };

function at(day: number, month: CalendarDate['month'] = 10, year = 2026): GridPosition {
  return { kind: 'date', date: { year, month, day } };
}

describe('monthGridMove: in the month', () => {
  it('moves one day with Left and Right, across week rows like reading', () => {
    expect(monthGridMove(at(14), 'ArrowRight', october2026)).toEqual(at(15));
    expect(monthGridMove(at(14), 'ArrowLeft', october2026)).toEqual(at(13));
    expect(monthGridMove(at(3), 'ArrowRight', october2026)).toEqual(at(4));
    expect(monthGridMove(at(4), 'ArrowLeft', october2026)).toEqual(at(3));
  });
  it('moves one week with Up and Down', () => {
    expect(monthGridMove(at(14), 'ArrowUp', october2026)).toEqual(at(7));
    expect(monthGridMove(at(14), 'ArrowDown', october2026)).toEqual(at(21));
    expect(monthGridMove(at(8), 'ArrowUp', october2026)).toEqual(at(1));
  });
  it('goes to the ends of the week row with Home and End', () => {
    expect(monthGridMove(at(14), 'Home', october2026)).toEqual(at(11));
    expect(monthGridMove(at(14), 'End', october2026)).toEqual(at(17));
  });
  it('stops Home at the 1st and End at the last date in a part row', () => {
    expect(monthGridMove(at(2), 'Home', october2026)).toEqual(at(1));
    expect(monthGridMove(at(1), 'End', october2026)).toEqual(at(3));
    expect(monthGridMove(at(30, 8), 'End', { year: 2026, month: 8 })).toEqual(at(31, 8));
  });
  it('leaves keys that are not moves to the page', () => {
    expect(monthGridMove(at(14), 'Enter', october2026)).toBeUndefined();
    expect(monthGridMove(at(14), 'a', october2026)).toBeUndefined();
  });
});

describe('monthGridMove: past the month', () => {
  it('stays put without navigation', () => {
    expect(monthGridMove(at(1), 'ArrowLeft', october2026)).toEqual(at(1));
    expect(monthGridMove(at(31), 'ArrowRight', october2026)).toEqual(at(31));
    expect(monthGridMove(at(4), 'ArrowUp', october2026)).toEqual(at(4));
    expect(monthGridMove(at(28), 'ArrowDown', october2026)).toEqual(at(28));
    expect(monthGridMove(at(14), 'PageDown', october2026)).toEqual(at(14));
  });
  it('crosses into the month before or after with navigation', () => {
    expect(monthGridMove(at(1), 'ArrowLeft', navigable)).toEqual(at(30, 9));
    expect(monthGridMove(at(31), 'ArrowRight', navigable)).toEqual(at(1, 11));
    expect(monthGridMove(at(4), 'ArrowUp', navigable)).toEqual(at(27, 9));
    expect(monthGridMove(at(28), 'ArrowDown', navigable)).toEqual(at(4, 11));
  });
  it('crosses a year end', () => {
    const december: GridMoveContext = { year: 2026, month: 12, navigation: true };
    expect(monthGridMove(at(31, 12), 'ArrowRight', december)).toEqual(at(1, 1, 2027));
    const january: GridMoveContext = { year: 2027, month: 1, navigation: true };
    expect(monthGridMove(at(1, 1, 2027), 'ArrowLeft', january)).toEqual(at(31, 12));
  });
  it('changes month with PageUp and PageDown, clamping the day', () => {
    expect(monthGridMove(at(14), 'PageDown', navigable)).toEqual(at(14, 11));
    expect(monthGridMove(at(14), 'PageUp', navigable)).toEqual(at(14, 9));
    expect(monthGridMove(at(31), 'PageDown', navigable)).toEqual(at(30, 11));
  });
  it('stays inside the min and max months', () => {
    const mayToJuly: GridMoveContext = {
      year: 2026,
      month: 5,
      navigation: true,
      min: { year: 2026, month: 5 },
      max: { year: 2026, month: 7 },
    };
    expect(monthGridMove(at(1, 5), 'ArrowLeft', mayToJuly)).toEqual(at(1, 5));
    expect(monthGridMove(at(12, 5), 'PageUp', mayToJuly)).toEqual(at(12, 5));
    expect(monthGridMove(at(28, 5), 'ArrowDown', mayToJuly)).toEqual(at(4, 6));
    const july = { ...mayToJuly, month: 7 as const };
    expect(monthGridMove(at(31, 7), 'ArrowRight', july)).toEqual(at(31, 7));
    expect(monthGridMove(at(14, 7), 'PageDown', july)).toEqual(at(14, 7));
  });
});

describe('monthGridMove: column headers', () => {
  it('reaches the header from the top date of a column with Up (calendar.md 2-0 step 4)', () => {
    expect(monthGridMove(at(14), 'ArrowUp', withHeaders)).toEqual(at(7));
    expect(monthGridMove(at(7), 'ArrowUp', withHeaders)).toEqual({ kind: 'header', weekday: 3 });
    expect(monthGridMove(at(4), 'ArrowUp', withHeaders)).toEqual({ kind: 'header', weekday: 0 });
  });
  it('prefers the header to the month before when both are possible', () => {
    expect(monthGridMove(at(2), 'ArrowUp', { ...withHeaders, navigation: true })).toEqual({
      kind: 'header',
      weekday: 5,
    });
  });
  it('moves along the headers and comes down to the first date of the column', () => {
    const sunday: GridPosition = { kind: 'header', weekday: 0 };
    expect(monthGridMove(sunday, 'ArrowRight', withHeaders)).toEqual({
      kind: 'header',
      weekday: 1,
    });
    expect(monthGridMove(sunday, 'ArrowLeft', withHeaders)).toEqual(sunday);
    expect(monthGridMove(sunday, 'End', withHeaders)).toEqual({ kind: 'header', weekday: 6 });
    expect(monthGridMove(sunday, 'ArrowUp', withHeaders)).toEqual(sunday);
    expect(monthGridMove(sunday, 'ArrowDown', withHeaders)).toEqual(at(4));
    expect(monthGridMove({ kind: 'header', weekday: 4 }, 'ArrowDown', withHeaders)).toEqual(at(1));
  });
});

describe('canShowMonth and isMonthWithin', () => {
  it('needs navigation and a month inside the bounds', () => {
    expect(canShowMonth(october2026, 1)).toBe(false);
    expect(canShowMonth(navigable, 1)).toBe(true);
    expect(canShowMonth({ ...navigable, max: { year: 2026, month: 10 } }, 1)).toBe(false);
    expect(canShowMonth({ ...navigable, max: { year: 2026, month: 10 } }, -1)).toBe(true);
    expect(isMonthWithin({ year: 2027, month: 1 }, undefined, { year: 2026, month: 12 })).toBe(
      false,
    );
    expect(isMonthWithin({ year: 2026, month: 12 }, { year: 2026, month: 12 })).toBe(true);
  });
});

describe('tabStopDate', () => {
  const shown = { year: 2026, month: 10 } as const;
  it('is the focus date in the month, else today, else the same day clamped, else the 1st', () => {
    expect(tabStopDate(shown, { year: 2026, month: 10, day: 9 })).toEqual({
      year: 2026,
      month: 10,
      day: 9,
    });
    expect(tabStopDate(shown, undefined, { year: 2026, month: 10, day: 20 })).toEqual({
      year: 2026,
      month: 10,
      day: 20,
    });
    expect(tabStopDate({ year: 2026, month: 11 }, { year: 2026, month: 10, day: 31 })).toEqual({
      year: 2026,
      month: 11,
      day: 30,
    });
    expect(tabStopDate(shown)).toEqual({ year: 2026, month: 10, day: 1 });
  });
});

describe('cellName', () => {
  it('names a date in full: "Wednesday, October 14, 2026"', () => {
    expect(cellName({ year: 2026, month: 10, day: 14 })).toBe('Wednesday, October 14, 2026');
  });
  it('adds the holiday: "Monday, October 12, 2026, Thanksgiving"', () => {
    expect(cellName({ year: 2026, month: 10, day: 12 })).toBe(
      'Monday, October 12, 2026, Thanksgiving',
    );
    expect(cellName({ year: 2026, month: 10, day: 12 }, { holidays: false })).toBe(
      'Monday, October 12, 2026',
    );
  });
  it('adds today, the marks and the Lingo’s words in that order', () => {
    const date = { year: 2026, month: 6, day: 16 } as const;
    expect(
      cellName(date, {
        today: date,
        marks: [{ label: 'goal' }, { tone: 'right' }],
        extra: 'hop 1',
      }),
    ).toBe('Tuesday, June 16, 2026, today, goal, hop 1');
  });
  it('reads a hidden number as "Thursday, row 2, date hidden"', () => {
    expect(cellName({ year: 2026, month: 5, day: 14 }, { hidden: true })).toBe(
      'Thursday, row 3, date hidden',
    );
    expect(cellName({ year: 2026, month: 10, day: 8 }, { hidden: true })).toBe(
      'Thursday, row 2, date hidden',
    );
    expect(cellName({ year: 2026, month: 10, day: 12 }, { hidden: true })).toBe(
      'Monday, row 3, date hidden',
    );
  });
});

describe('marks', () => {
  it('takes one mark or several', () => {
    expect(marksList(undefined)).toEqual([]);
    expect(marksList({ label: 'goal' })).toEqual([{ label: 'goal' }]);
    expect(marksList([{ label: 'a' }, { label: 'b' }])).toHaveLength(2);
  });
  it('shows wrong over right over highlighted', () => {
    expect(strongestTone([{ tone: 'highlighted' }, { tone: 'wrong' }, { tone: 'right' }])).toBe(
      'wrong',
    );
    expect(strongestTone([{ tone: 'highlighted' }, { tone: 'right' }])).toBe('right');
    expect(strongestTone([{ label: 'x' }])).toBeUndefined();
  });
});

describe('monthGridCells', () => {
  it('builds October 2026 with today starred and a goal balloon', () => {
    const rows = monthGridCells(2026, 10, {
      today: { year: 2026, month: 10, day: 14 },
      marks: { '2026-10-20': { picture: 'balloon', label: 'goal', tone: 'highlighted' } },
      hiddenNumbers: (date) => date.day !== 1,
    });
    expect(rows).toHaveLength(5);
    expect(rows[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    const first = rows[0]?.[4];
    expect(first?.name).toBe('Thursday, October 1, 2026');
    expect(first?.hidden).toBe(false);
    const today = rows[2]?.[3];
    expect(today?.key).toBe('2026-10-14');
    expect(today?.isToday).toBe(true);
    expect(today?.marks[0]).toEqual({ picture: 'star', label: 'today' });
    expect(today?.name).toBe('Wednesday, row 3, date hidden, today');
    const goal = rows[3]?.[2];
    expect(goal?.tone).toBe('highlighted');
    expect(goal?.name).toBe('Tuesday, row 4, date hidden, goal');
    expect(goal?.weekday).toBe(2);
    expect(goal?.row).toBe(4);
  });
});

describe('grid texts', () => {
  it('names the grid and its length', () => {
    expect(monthGridLabel(2026, 10)).toBe('Calendar for October 2026');
    expect(monthLengthText(2026, 5)).toBe('Calendar for May 2026, 31 days.');
  });
  it('reads a column: "Sunday column: 4, 11, 18, 25."', () => {
    expect(columnText(2026, 10, 0)).toBe('Sunday column: 4, 11, 18, 25.');
    expect(columnText(2026, 10, 1)).toBe('Monday column: 5, 12, 19, 26.');
    expect(columnText(2026, 10, 4)).toBe('Thursday column: 1, 8, 15, 22, 29.');
  });
  it('reads rows and the page (calendar.md 2-0)', () => {
    expect(rowText(2026, 10, 1)).toBe('Row 1: Thursday 1, Friday 2, Saturday 3.');
    expect(monthGridText(2026, 10, 1)).toBe(
      'Calendar for October 2026. Columns Sunday to Saturday. Row 1: Thursday 1, Friday 2, Saturday 3.',
    );
    expect(monthGridText(2026, 10)).toContain('Row 5: Sunday 25, Monday 26');
  });
});

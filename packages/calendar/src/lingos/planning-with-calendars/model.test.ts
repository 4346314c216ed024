import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate, Month } from '../../model/dates';
import {
  checkPlanningTap,
  planningCheckHint,
  planningGridText,
  planningLesson,
  planningSteps,
  relationText,
  stickerMoveText,
  type PlanningStep,
} from './model';

const june = (day: number): CalendarDate => ({ year: 2026, month: 6, day });
const may = (day: number): CalendarDate => ({ year: 2026, month: 5, day });

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** JavaScript's Date: the independent reference for days of the week and day counts. */
const jsDate = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));
const jsDayName = (date: CalendarDate) => dayNames[jsDate(date).getUTCDay()];
const jsDays = (from: CalendarDate, to: CalendarDate) =>
  (jsDate(to).getTime() - jsDate(from).getTime()) / 86_400_000;

const step = (id: PlanningStep['id']): PlanningStep => {
  const found = planningSteps.find((each) => each.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the lesson', () => {
  it('has the five steps of calendar.md, word for word, in order', () => {
    expect(planningSteps.map((each) => each.prompt)).toEqual([
      'One week later is the same day of the week, one row down. Swimming is on Monday, May 4. Tap the next swimming day.',
      'Two weeks later is two rows down. The class trip is two weeks after Tuesday, May 5. Put the bus on the trip day.',
      'A library book is due in 14 days. 14 days is two weeks. You borrowed it on Thursday, May 7.',
      'Plans can go into the next month. You borrowed a book on Thursday, May 21. It is due in 14 days.',
      'Count back to get ready. Canada Day is Wednesday, July 1. Make flags one week before.',
    ]);
  });

  it('each target is one or two weeks from its start, on the same real day of the week', () => {
    const expected: Record<string, [string, number, string]> = {
      swimming: ['Monday', 7, '2026-5-11'],
      'class-trip': ['Tuesday', 14, '2026-5-19'],
      'library-book': ['Thursday', 14, '2026-5-21'],
      'next-month': ['Thursday', 14, '2026-6-4'],
      flags: ['Wednesday', -7, '2026-6-24'],
    };
    for (const each of planningSteps) {
      const [weekday, days, key] = expected[each.id] ?? ['', 0, ''];
      expect(jsDayName(each.from)).toBe(weekday);
      expect(jsDayName(each.target)).toBe(weekday);
      expect(jsDays(each.from, each.target)).toBe(days);
      expect(`${each.target.year}-${each.target.month}-${each.target.day}`).toBe(key);
    }
  });

  it('every date is in May to July 2026', () => {
    for (const each of planningSteps) {
      for (const date of [each.from, each.target, ...each.given.map((event) => event.date)]) {
        expect(date.year).toBe(2026);
        expect([5, 6, 7]).toContain(date.month);
      }
    }
  });

  it('the bus and the flags are stickers; the other steps are taps', () => {
    expect(planningSteps.map((each) => each.action)).toEqual([
      'tap',
      'sticker',
      'tap',
      'tap',
      'sticker',
    ]);
    expect(step('class-trip').sticker?.picture).toBe('bus');
  });

  it('the closing check: two weeks after Monday, June 8 is Monday, June 22; a miss says "Two rows straight down."', () => {
    const [question] = planningLesson.check;
    expect(question?.prompt).toBe(
      'Soccer camp starts two weeks after Monday, June 8. Tap the first day of camp.',
    );
    const right = question?.choices.filter((choice) => choice.correct) ?? [];
    expect(right.map((choice) => choice.label)).toEqual(['Monday, June 22']);
    expect(jsDays(june(8), right[0]?.date ?? june(1))).toBe(14);
    for (const choice of question?.choices ?? []) {
      expect(jsDayName(choice.date)).toBe('Monday');
      if (!choice.correct) expect(choice.hint).toBe(planningCheckHint);
    }
    expect(planningCheckHint).toBe('Two rows straight down.');
  });
});

describe('checkPlanningTap', () => {
  it('is right only on the target date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...planningSteps),
        fc.integer({ min: 5, max: 7 }),
        fc.integer({ min: 1, max: 31 }),
        (each, month, dayOfMonth) => {
          const date: CalendarDate = { year: 2026, month: month as Month, day: dayOfMonth };
          if (jsDate(date).getUTCMonth() !== month - 1) return; // June 31
          const result = checkPlanningTap(each, date);
          expect(result.correct).toBe(jsDays(each.target, date) === 0);
          expect(result.message.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("praises the right date with the step's words", () => {
    expect(checkPlanningTap(step('swimming'), may(11))).toEqual({
      correct: true,
      message: 'Monday, May 11: one row down, the same day of the week. Swimming again!',
    });
  });

  it('another day of the week: stay in the column', () => {
    expect(checkPlanningTap(step('swimming'), may(12)).message).toBe(
      'Stay in the Monday column: one week later is a Monday too. Go one row down.',
    );
    expect(checkPlanningTap(step('flags'), june(23)).message).toBe(
      'Stay in the Wednesday column: one week earlier is a Wednesday too. Go one row up.',
    );
  });

  it('one week where two were asked', () => {
    expect(checkPlanningTap(step('class-trip'), may(12)).message).toBe(
      'That is one week after May 5. Two weeks is two rows down.',
    );
  });

  it('into the next month: one week on the first page, then change to June', () => {
    expect(checkPlanningTap(step('next-month'), may(28)).message).toBe(
      'That is one week after May 21. Two weeks is two rows down. Then change to June.',
    );
  });

  it('the start itself, the wrong way and too far', () => {
    expect(checkPlanningTap(step('library-book'), may(7)).message).toBe(
      'That is May 7, the start. Go two rows down.',
    );
    expect(checkPlanningTap(step('flags'), { year: 2026, month: 7, day: 8 }).message).toBe(
      'Before is up: go one row up from July 1.',
    );
    expect(checkPlanningTap(step('library-book'), may(28)).message).toBe(
      'That is three weeks after May 7: too far. Go two rows down from May 7.',
    );
  });
});

describe('texts', () => {
  it('a sticker that moves says where it is and how far from the start', () => {
    const bus = step('class-trip').sticker;
    if (!bus) throw new Error('no bus');
    expect(stickerMoveText(bus, may(5), may(12))).toBe(
      'Bus, on Tuesday, May 12: one week after May 5.',
    );
    expect(stickerMoveText(bus, may(5), may(8))).toBe('Bus, on Friday, May 8: 3 days after May 5.');
  });

  it('the grid reads its month and its stickers', () => {
    const bus = step('class-trip').sticker;
    if (!bus) throw new Error('no bus');
    expect(planningGridText({ year: 2026, month: 5 }, [{ sticker: bus, date: may(19) }])).toBe(
      'Calendar for May 2026. Sticker: school bus, on Tuesday, May 19: class trip.',
    );
  });

  it('relations count whole weeks in words and other days in numbers', () => {
    expect(relationText(may(5), may(5))).toBe('the same day as May 5');
    expect(relationText(may(5), may(19))).toBe('two weeks after May 5');
    expect(relationText({ year: 2026, month: 7, day: 1 }, june(24))).toBe('one week before July 1');
    expect(relationText(may(5), may(6))).toBe('1 day after May 5');
  });
});

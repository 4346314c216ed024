import { lessonShape, lessonTransition, createLesson } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDate, type Month } from '../../model/dates';
import {
  calendarBasicsLesson,
  calendarBasicsStepIds,
  countMonthTap,
  fillWeekTap,
  finishDayText,
  monthLengthText,
  monthRows,
  pointerText,
  relationText,
  movePointer,
  weekBoxText,
  yearRoundDone,
  yesterdayTomorrowTap,
  type CountMonthState,
  type YearPointer,
} from './model';

// Tuesday, October 13, 2026.
const tuesday = calendarDate(2026, 10, 13);

describe('the lesson', () => {
  it('has the five steps of calendar.md, the prompts built for today', () => {
    const lesson = calendarBasicsLesson(tuesday);
    expect(lesson.steps.map((step) => step.id)).toEqual([...calendarBasicsStepIds]);
    expect(lesson.steps[0]?.prompt).toBe(
      'A day goes from morning to night. Tap the moon to finish the day.',
    );
    expect(lesson.steps[1]?.prompt).toBe('Seven days make one week. Fill the rest of the week.');
    expect(lesson.steps[2]?.prompt).toMatch(
      /^About four weeks make a month\. A month has 28 to 31 days\./,
    );
    expect(lesson.steps[3]?.prompt).toMatch(
      /^Twelve months make one year\. Then a new year starts\./,
    );
    expect(lesson.steps[4]?.prompt).toBe(
      'Today is Tuesday. Yesterday was Monday. Tomorrow will be Wednesday. Tap yesterday, then tomorrow.',
    );
  });

  it('closes with "How many days are in one week?" (5, 7, 12) and "Today is Tuesday. Tap tomorrow."', () => {
    const { check } = calendarBasicsLesson(tuesday);
    expect(check.map((question) => question.prompt)).toEqual([
      'How many days are in one week?',
      'Today is Tuesday. Tap tomorrow.',
    ]);
    expect(check[0]?.choices.map((choice) => choice.label)).toEqual(['5', '7', '12']);
    expect(check[0]?.choices.filter((choice) => choice.correct).map((c) => c.value)).toEqual(['7']);
    expect(check[1]?.choices.filter((choice) => choice.correct).map((c) => c.value)).toEqual([
      'box-5',
    ]);
  });

  it('a wrong card gives a hint that replays its step, and another try; the right one completes', () => {
    const lesson = calendarBasicsLesson(tuesday);
    const shape = lessonShape(lesson);
    let state = createLesson(shape);
    for (let step = 0; step < 5; step += 1) {
      state = lessonTransition(state, { type: 'step-done' }, shape).state;
      state = lessonTransition(state, { type: 'next' }, shape).state;
    }
    expect(state.part).toBe('check');
    state = lessonTransition(state, { type: 'select', value: '12' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.phase).toBe('incorrect');
    expect(state.message).toBe(
      '12 months make a year. Count the week again: Sunday 1, Monday 2, Tuesday 3, Wednesday 4, Thursday 5, Friday 6, Saturday 7. Seven days make one week.',
    );
    state = lessonTransition(state, { type: 'retry' }, shape).state;
    state = lessonTransition(state, { type: 'select', value: '7' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.phase).toBe('correct');
    state = lessonTransition(state, { type: 'next' }, shape).state;
    state = lessonTransition(state, { type: 'select', value: 'box-4' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.message).toBe(
      'Box 4 has the star: that is today. Tomorrow is one day after today: the box just after the star.',
    );
    state = lessonTransition(state, { type: 'retry' }, shape).state;
    state = lessonTransition(state, { type: 'select', value: 'box-5' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    const done = lessonTransition(state, { type: 'next' }, shape);
    expect(done.completed).toBe(true);
  });
});

describe('steps 1–2: a day, then a week', () => {
  it('the first box is Sunday, 1 day; the seventh says one week', () => {
    expect(finishDayText).toBe('The sun has set. One day is done. Sunday, 1 day.');
    expect(weekBoxText(2)).toBe('Tuesday, 3 days.');
    expect(weekBoxText(6)).toBe('Saturday, 7 days: one week!');
  });

  it('boxes fill in order; a box further on says which comes next', () => {
    expect(fillWeekTap(1, 1)).toEqual({ filled: 2, said: 'Monday, 2 days.' });
    expect(fillWeekTap(2, 5)).toEqual({
      filled: 2,
      said: 'The days go in order. Tap Tuesday next.',
    });
    expect(fillWeekTap(3, 0)).toEqual({ filled: 3, said: 'Sunday, 1 day.' });
    let filled = 1;
    for (let box = 1; box < 7; box += 1) filled = fillWeekTap(filled, box).filled;
    expect(filled).toBe(7);
  });
});

describe('step 3: weeks in a month', () => {
  it('counts the rows of the month page (5 for October 2026, 4 for February 2026)', () => {
    expect(monthRows(2026, 10)).toBe(5);
    expect(monthRows(2026, 2)).toBe(4);
    expect(monthRows(2026, 8)).toBe(6);
  });

  it('says "Week 1" … top to bottom, then the real length at the last date', () => {
    let state: CountMonthState = { rows: 0, lastTapped: false };
    const tap = (day: number, row: number) => {
      const result = countMonthTap(state, calendarDate(2026, 10, day), row);
      state = result.state;
      return result;
    };
    expect(tap(14, 3).said).toBe('Count the weeks from the top. Tap a date in week 1.');
    expect(tap(2, 1).said).toBe('Week 1.');
    expect(tap(1, 1).said).toBe('Week 1.');
    expect(state.rows).toBe(1);
    expect(tap(5, 2).said).toBe('Week 2.');
    tap(12, 3);
    tap(19, 4);
    expect(tap(31, 5)).toMatchObject({
      said: 'Week 5. Now tap the last date of the month.',
      done: false,
    });
    expect(tap(30, 5)).toMatchObject({
      said: 'October 30. Find the last date: the biggest number.',
      done: false,
    });
    expect(tap(31, 5)).toMatchObject({ said: 'This month has 31 days.', done: true });
  });

  it('says each month’s real length, 28 to 31 days, leap years too', () => {
    expect(monthLengthText(2028, 2)).toBe('This month has 29 days.');
    expect(monthLengthText(2027, 2)).toBe('This month has 28 days.');
    expect(monthLengthText(2026, 4)).toBe('This month has 30 days.');
  });
});

describe('step 4: a year round the wheel', () => {
  const start: YearPointer = { month: 1, year: 2026 };
  /** One month on (+1) or back (−1), with the year change the wheel reports. */
  const step = (pointer: YearPointer, move: 1 | -1): YearPointer => {
    const to = ((((pointer.month - 1 + move) % 12) + 12) % 12) + 1;
    const yearChange = move === 1 && to === 1 ? 1 : move === -1 && to === 12 ? -1 : 0;
    return movePointer(pointer, to as Month, yearChange);
  };

  it('a year later the pointer is back at January and the step is done', () => {
    let pointer = start;
    for (let month = 2; month <= 12; month += 1) {
      pointer = step(pointer, 1);
      expect(pointer.month).toBe(month);
      expect(yearRoundDone(start, pointer)).toBe(false);
    }
    expect(pointerText(start, pointer)).toBe('December 2026.');
    pointer = step(pointer, 1);
    expect(pointer).toEqual({ month: 1, year: 2027 });
    expect(yearRoundDone(start, pointer)).toBe(true);
    expect(pointerText(start, pointer)).toBe('January 2027. 12 months: a new year starts!');
  });

  it('going backwards round to January is not a new year', () => {
    const back = step(step(start, -1), 1);
    expect(back).toEqual(start);
    expect(yearRoundDone(start, back)).toBe(false);
    expect(step(start, -1)).toEqual({ month: 12, year: 2025 });
  });

  it('the year is the start year plus whole turns of 12 months (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(1 as const, -1 as const), { maxLength: 60 }),
        (moves) => {
          let pointer = start;
          let months = 0;
          for (const move of moves) {
            months += move;
            pointer = step(pointer, move);
          }
          expect(pointer.year).toBe(2026 + Math.floor(months / 12));
          expect(pointer.month).toBe((((months % 12) + 12) % 12) + 1);
          expect(yearRoundDone(start, pointer)).toBe(months === 12);
        },
      ),
    );
  });
});

describe('step 5: yesterday, today, tomorrow', () => {
  it('a tap says the day and what it is to today: "Wednesday. That is tomorrow."', () => {
    expect(relationText(1, 3)).toBe('Wednesday. That is tomorrow.');
    expect(relationText(-1, 1)).toBe('Monday. That is yesterday.');
    expect(relationText(0, 2)).toBe('Tuesday. That is today.');
    expect(relationText(-3, 6)).toBe('Saturday. That is 3 days before today.');
    expect(relationText(2, 4)).toBe('Thursday. That is 2 days after today.');
  });

  it('yesterday first, then tomorrow ends the step', () => {
    const none = { yesterday: false, tomorrow: false };
    expect(yesterdayTomorrowTap(none, 1, 3)).toEqual({
      state: none,
      said: 'Wednesday. That is tomorrow. First tap yesterday.',
      done: false,
    });
    const first = yesterdayTomorrowTap(none, -1, 1);
    expect(first).toEqual({
      state: { yesterday: true, tomorrow: false },
      said: 'Monday. That is yesterday. Now tap tomorrow.',
      done: false,
    });
    expect(yesterdayTomorrowTap(first.state, 2, 4).said).toBe(
      'Thursday. That is 2 days after today. Find tomorrow, next to the star.',
    );
    expect(yesterdayTomorrowTap(first.state, 1, 3)).toEqual({
      state: { yesterday: true, tomorrow: true },
      said: 'Wednesday. That is tomorrow.',
      done: true,
    });
  });
});

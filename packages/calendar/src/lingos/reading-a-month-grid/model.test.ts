import { createLesson, lessonShape, lessonTransition } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import type { CalendarDate, Weekday } from '../../model/dates';
import {
  checkDate,
  columnDays,
  lessonPage,
  readingAMonthGridLesson,
  readingStepIds,
  readingSteps,
  startProgress,
  type GridEvent,
  type ReadingProgress,
  type ReadingStepId,
} from './model';

const october = (day: number): CalendarDate => ({ year: 2026, month: 10, day });
const tapDate = (day: number): GridEvent => ({ kind: 'date', date: october(day) });
const tapHeader = (weekday: Weekday): GridEvent => ({ kind: 'header', weekday });
const tapTitle: GridEvent = { kind: 'title' };

function stepOf(id: ReadingStepId) {
  const step = readingSteps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`No step ${id}`);
  return step;
}

/** Plays taps on a step from its start; returns every reaction. */
function play(id: ReadingStepId, events: readonly GridEvent[]) {
  const step = stepOf(id);
  let progress: ReadingProgress = startProgress;
  return events.map((event) => {
    const reaction = step.react(progress, event);
    progress = reaction.progress;
    return reaction;
  });
}

describe('Reading a Month Grid: the page', () => {
  it('is October 2026, which starts on a Thursday (checked against Date)', () => {
    expect(lessonPage).toEqual({ year: 2026, month: 10 });
    expect(new Date(Date.UTC(2026, 9, 1)).getUTCDay()).toBe(4);
  });

  it('lists a column’s days from the top (checked against Date)', () => {
    // Against Date: every day listed is that day of the week, and none is missing.
    for (const weekday of [0, 1, 2, 3, 4, 5, 6] as const) {
      const expected = Array.from({ length: 31 }, (_unused, index) => index + 1).filter(
        (day) => new Date(Date.UTC(2026, 9, day)).getUTCDay() === weekday,
      );
      expect(columnDays(weekday)).toEqual(expected);
    }
  });
});

describe('Reading a Month Grid: the steps', () => {
  it('has calendar.md’s five steps word for word, then "Tap October 9."', () => {
    expect(readingSteps.map((step) => step.id)).toEqual(readingStepIds);
    expect(readingSteps.map((step) => step.prompt)).toEqual([
      'This page shows one month. Its name and year are at the top.',
      'Each box is one day. The number is the date. Find the 1.',
      'Each column is one day of the week. Sunday is on the left.',
      'To find the day of the week for a date, go straight up to the top.',
      'Dates go left to right, then on to the next row, like reading. The last date tells how many days the month has.',
      'Tap October 9.',
    ]);
  });

  it('makes headers buttons only where a step uses them, the title only in step 1', () => {
    expect(readingSteps.map((step) => step.headers)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(readingSteps.map((step) => step.title)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('step 1: tapping the title reads "October 2026."', () => {
    const [date, title] = play('month-name', [tapDate(3), tapTitle]);
    expect(date?.done).toBeUndefined();
    expect(date?.say).toBe('The name of the month and its year are at the top. Tap them.');
    expect(title?.done).toBe('October 2026.');
  });

  it('step 2: the 1 says October 1 is a Thursday', () => {
    const [wrong, right] = play('find-the-first', [tapDate(7), tapDate(1)]);
    expect(wrong?.done).toBeUndefined();
    expect(wrong?.say).toBe(
      'That is Wednesday, October 7. Find the 1: the first box with a number.',
    );
    expect(right?.done).toBe('October 1 is a Thursday. A month can start on any day of the week.');
  });

  it('step 3: the Sunday header lights its column: "4, 11, 18, 25: all Sundays."', () => {
    const [monday, sunday] = play('sunday-column', [tapHeader(1), tapHeader(0)]);
    expect(monday?.done).toBeUndefined();
    expect(monday?.progress.column).toBe(1);
    expect(monday?.say).toBe('Monday column: 5, 12, 19, 26. Sunday is on the left.');
    expect(sunday?.progress.column).toBe(0);
    expect(sunday?.done).toBe('4, 11, 18, 25: all Sundays.');
  });

  it('step 3: a date tap points to the headers', () => {
    const [date] = play('sunday-column', [tapDate(4)]);
    expect(date?.done).toBeUndefined();
    expect(date?.say).toBe(
      'That is Sunday, October 4. Tap the name at the top of a column. Sunday is on the left.',
    );
  });

  it('step 4: 14, then the header above it: "October 14 is a Wednesday."', () => {
    const reactions = play('go-up', [
      tapHeader(3),
      tapDate(15),
      tapDate(14),
      tapHeader(4),
      tapHeader(3),
    ]);
    expect(reactions.map((reaction) => reaction.say ?? reaction.done)).toEqual([
      'First tap 14.',
      'That is Thursday, October 15. Find 14.',
      'October 14. Now go straight up to the name at the top.',
      'Go straight up from 14 to the name at the top.',
      'October 14 is a Wednesday.',
    ]);
    expect(reactions.map((reaction) => reaction.done !== undefined)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(reactions.at(-1)?.progress.column).toBe(3);
  });

  it('step 5: the last date tells the month’s length', () => {
    const [thirty, last] = play('last-date', [tapDate(30), tapDate(31)]);
    expect(thirty?.done).toBeUndefined();
    expect(last?.done).toBe('October has 31 days.');
  });

  it('step 6: "Tap October 9." is Friday, October 9; a miss lights its column again', () => {
    const [miss, right] = play('tap-october-9', [tapDate(6), tapDate(9)]);
    expect(miss?.done).toBeUndefined();
    expect(miss?.say).toBe(
      'That is Tuesday, October 6. Find the 9: it comes right after 8. Dates go left to right, like reading.',
    );
    expect(miss?.progress).toEqual({ missed: true, column: 5 });
    expect(right?.done).toBe('Yes! Friday, October 9.');
  });
});

describe('Reading a Month Grid: the closing check', () => {
  const [question] = readingAMonthGridLesson.check;

  it('asks the day of October 20 with Monday, Tuesday and Wednesday; Tuesday is right', () => {
    expect(question?.prompt).toBe('What day of the week is October 20?');
    expect(question?.choices.map((choice) => choice.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
    ]);
    expect(
      question?.choices.filter((choice) => choice.correct).map((choice) => choice.value),
    ).toEqual(['Tuesday']);
    expect(checkDate).toEqual(october(20));
    expect(new Date(Date.UTC(2026, 9, 20)).getUTCDay()).toBe(2);
  });

  it('a wrong card says to go straight up from 20, and another try follows', () => {
    const shape = lessonShape(readingAMonthGridLesson);
    let state = createLesson(shape);
    for (let step = 0; step < readingSteps.length; step += 1) {
      state = lessonTransition(state, { type: 'step-done' }, shape).state;
      state = lessonTransition(state, { type: 'next' }, shape).state;
    }
    expect(state.part).toBe('check');
    state = lessonTransition(state, { type: 'select', value: 'Monday' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.phase).toBe('incorrect');
    expect(state.message).toBe('Go straight up from 20 to the name at the top.');
    state = lessonTransition(state, { type: 'retry' }, shape).state;
    state = lessonTransition(state, { type: 'select', value: 'Tuesday' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.phase).toBe('correct');
    const done = lessonTransition(state, { type: 'next' }, shape);
    expect(done.completed).toBe(true);
  });
});

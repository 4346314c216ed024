import { describe, expect, it } from 'vitest';
import { formatDigital } from '../../model/time';
import {
  checkClockBasicsAnswer,
  clockBasicsCheck,
  clockBasicsStepIds,
  clockBasicsSteps,
  clockCardText,
  youMadeText,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;
const step = (id: (typeof clockBasicsStepIds)[number]) => {
  const found = clockBasicsSteps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('Clock Basics steps', () => {
  it('has the five curriculum steps in order', () => {
    expect(clockBasicsSteps.map((each) => each.id)).toEqual([...clockBasicsStepIds]);
    expect(clockBasicsSteps.map((each) => each.say)).toEqual([
      'A clock has the numbers 1 to 12 in a circle. Tap the 12 at the top.',
      'The short hand is the hour hand. Drag it to 3.',
      "The long hand is the minute hand. When it points straight up at 12, we say o'clock. Drag it to 12.",
      'Turn the long hand all the way round once. Watch the short hand!',
      'When the long hand points at 6, it has gone halfway round. We say half past. Drag it to 6.',
    ]);
  });

  it('step 1 is done when the 12 is tapped', () => {
    const tap = step('tap-twelve');
    expect(tap.hourHandOnly).toBe(true);
    expect(tap.highlightedNumbers).toEqual([12]);
    expect(tap.isDone({ start: 0, time: 0, tapped: 3 })).toBe(false);
    expect(tap.isDone({ start: 0, time: 0, tapped: 12 })).toBe(true);
  });

  it('step 2 drags the hour hand alone to 3 o’clock', () => {
    const hour = step('hour-hand-to-three');
    expect(hour.hourHandOnly).toBe(true);
    expect(hour.draggableHands).toEqual(['hour']);
    expect(hour.isDone({ start: 0, time: at(2, 0) })).toBe(false);
    expect(hour.isDone({ start: 0, time: at(3, 0) })).toBe(true);
    expect(hour.success({ start: 0, time: at(3, 0) })).toBe("3 o'clock");
  });

  it('step 3 starts at 5:20 and takes either o’clock', () => {
    const minute = step('minute-hand-to-twelve');
    const start = minute.startTime(at(3, 0));
    expect(formatDigital(start)).toBe('5:20');
    expect(minute.draggableHands).toEqual(['minute']);
    expect(minute.isDone({ start, time: at(5, 0) })).toBe(true);
    expect(minute.isDone({ start, time: at(6, 0) })).toBe(true);
    expect(minute.isDone({ start, time: at(5, 5) })).toBe(false);
    expect(minute.success({ start, time: at(6, 0) })).toBe("You made 6:00, 6 o'clock.");
  });

  it('step 4 is done after one whole turn of the long hand', () => {
    const turn = step('turn-once');
    const start = turn.startTime(at(5, 0));
    expect(start).toBe(at(5, 0));
    expect(turn.isDone({ start, time: at(5, 30) })).toBe(false);
    expect(turn.isDone({ start, time: at(6, 0) })).toBe(true);
    expect(turn.isDone({ start, time: at(4, 0) })).toBe(true);
    expect(turn.isDone({ start, time: at(7, 0) })).toBe(false);
    expect(turn.success({ start, time: at(6, 0) })).toBe('One turn of the long hand is one hour.');
  });

  it('step 5 is done at half past whatever hour the child reached', () => {
    const half = step('half-past');
    expect(half.isDone({ start: at(6, 0), time: at(6, 30) })).toBe(true);
    expect(half.isDone({ start: at(6, 0), time: at(5, 30) })).toBe(true);
    expect(half.isDone({ start: at(6, 0), time: at(6, 25) })).toBe(false);
    expect(half.success({ start: at(6, 0), time: at(6, 30) })).toBe('Half past 6, 6:30.');
  });

  it('says what the child made', () => {
    expect(youMadeText(at(6, 30))).toBe('You made 6:30, half past 6.');
  });
});

describe('Clock Basics closing check', () => {
  it('asks the two curriculum questions with their distractors', () => {
    expect(clockBasicsCheck.map((question) => question.prompt)).toEqual([
      "Which clock shows 7 o'clock?",
      'Which clock shows half past 2?',
    ]);
    expect(clockBasicsCheck[0]?.choices.map((choice) => formatDigital(choice.time)).sort()).toEqual(
      ['12:35', '6:30', '7:00'],
    );
    expect(clockBasicsCheck[1]?.choices.map((choice) => formatDigital(choice.time)).sort()).toEqual(
      ['2:30', '3:30', '6:10'],
    );
  });

  it('accepts the right clock and gives each wrong one its hint', () => {
    const [sevenOClock, halfPastTwo] = clockBasicsCheck;
    if (!sevenOClock || !halfPastTwo) throw new Error('missing questions');
    expect(checkClockBasicsAnswer(sevenOClock, at(7, 0))).toEqual({ correct: true });
    expect(checkClockBasicsAnswer(sevenOClock, at(0, 35))).toEqual({
      correct: false,
      hint: 'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
    });
    expect(checkClockBasicsAnswer(halfPastTwo, at(6, 10)).hint).toMatch(
      /^The short hand tells the hour/,
    );
    expect(checkClockBasicsAnswer(halfPastTwo, at(3, 30)).correct).toBe(false);
    expect(checkClockBasicsAnswer(halfPastTwo, at(3, 30)).hint).toBeDefined();
    expect(checkClockBasicsAnswer(halfPastTwo, at(2, 30))).toEqual({ correct: true });
  });

  it('describes clock cards by their hands', () => {
    expect(clockCardText(at(7, 0))).toBe(
      'Clock: the short hand points at 7. The long hand points at 12.',
    );
  });
});

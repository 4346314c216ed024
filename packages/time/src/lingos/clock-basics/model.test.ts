import { describe, expect, it } from 'vitest';
import { formatDigital } from '../../model/time';
import { lessonChoiceHint } from '@lingos/kit';
import {
  clockBasicsLesson,
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
    expect(clockBasicsSteps.map((each) => each.prompt)).toEqual([
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

  it('says "Almost!" when the long hand is let go a few minutes from the goal', () => {
    const twelve = step('minute-hand-to-twelve');
    expect(twelve.nearMiss?.({ start: at(5, 20), time: at(4, 58) })).toBe(
      'Almost! Point it straight up at 12.',
    );
    expect(twelve.nearMiss?.({ start: at(5, 20), time: at(5, 3) })).toBe(
      'Almost! Point it straight up at 12.',
    );
    expect(twelve.nearMiss?.({ start: at(5, 20), time: at(5, 0) })).toBeUndefined();
    expect(twelve.nearMiss?.({ start: at(5, 20), time: at(5, 15) })).toBeUndefined();
    const six = step('half-past');
    expect(six.nearMiss?.({ start: at(6, 0), time: at(6, 27) })).toBe(
      'Almost! Point it straight down at 6.',
    );
    expect(six.nearMiss?.({ start: at(6, 0), time: at(6, 10) })).toBeUndefined();
  });

  it('says what the child made', () => {
    expect(youMadeText(at(6, 30))).toBe('You made 6:30, half past 6.');
  });
});

describe('Clock Basics closing check', () => {
  const check = clockBasicsLesson.check;
  it('asks the two curriculum questions with their distractors', () => {
    expect(check.map((question) => question.prompt)).toEqual([
      "Which clock shows 7 o'clock?",
      'Which clock shows half past 2?',
    ]);
    expect(check[0]?.choices.map((choice) => formatDigital(choice.time)).sort()).toEqual([
      '12:35',
      '6:30',
      '7:00',
    ]);
    expect(check[1]?.choices.map((choice) => formatDigital(choice.time)).sort()).toEqual([
      '2:30',
      '3:30',
      '6:10',
    ]);
  });

  it('has exactly one right clock per question: the time asked for', () => {
    const right = check.map((question) =>
      question.choices.filter((choice) => 'correct' in choice && choice.correct),
    );
    expect(right.map((cards) => cards.map((card) => formatDigital(card.time)))).toEqual([
      ['7:00'],
      ['2:30'],
    ]);
  });

  it('gives the swapped clocks H-SWAP and every other wrong clock a hint of its own', () => {
    for (const question of check) {
      for (const choice of question.choices) {
        if ('correct' in choice && choice.correct) continue;
        const hint = lessonChoiceHint(choice, {}, clockBasicsLesson.hints);
        if (['12:35', '6:10'].includes(formatDigital(choice.time))) {
          expect(hint).toMatch(/^The short hand tells the hour/);
        } else {
          expect(hint).not.toMatch(/^The short hand tells the hour/);
        }
      }
    }
  });

  it('describes clock cards by their hands', () => {
    expect(clockCardText(at(7, 0))).toBe(
      'Clock: the short hand points at 7. The long hand points at 12.',
    );
  });
});

import { lessonShape } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import {
  checkMinuteHand,
  checkRibbonJump,
  countByFivesDone,
  countByFivesSpeech,
  minuteHandSpeech,
  shadedFraction,
  timeMathBasicsClosingCheck,
  timeMathBasicsHints,
  timeMathBasicsLesson,
  timeMathBasicsSteps,
  timeMathRibbonText,
  type TimeMathTask,
} from './model';

const at = (hour: number, minute: number): number => hour * 60 + minute;

type RibbonTask = Extract<TimeMathTask, { kind: 'ribbon-jump' }>;
const ribbonTask = (id: string): RibbonTask => {
  const step = timeMathBasicsSteps.find((entry) => entry.id === id);
  if (step?.task.kind !== 'ribbon-jump') throw new Error(`no ribbon step ${id}`);
  return step.task;
};

describe('the lesson', () => {
  it('has the five steps of the curriculum, each with something to do', () => {
    expect(timeMathBasicsSteps.map((step) => step.task.kind)).toEqual([
      'count-by-fives',
      'turn-minute-hand',
      'ribbon-jump',
      'ribbon-jump',
      'ribbon-jump',
    ]);
    expect(timeMathBasicsSteps[0]?.prompt).toBe(
      'The long hand takes 60 minutes to go all the way round. Count by fives: tap each number.',
    );
    expect(timeMathBasicsSteps[4]?.done).toContain(
      'When we go back past the 12, the hour goes back too.',
    );
  });

  it('has the closing check with its distractors', () => {
    expect(timeMathBasicsClosingCheck.map((question) => question.prompt)).toEqual([
      'It is 4:00. What time will it be in half an hour?',
      'How many minutes are in one hour?',
    ]);
    expect(
      timeMathBasicsClosingCheck.map((question) => question.choices.map((choice) => choice.label)),
    ).toEqual([
      ['4:30', '4:15', '5:00'],
      ['60', '100', '12'],
    ]);
  });
});

describe('step 1: count by fives', () => {
  it('each number says its minutes', () => {
    expect([1, 3, 6, 9, 12].map(countByFivesSpeech)).toEqual(['5', '15', '30', '45', '60']);
  });

  it('is done when all twelve are tapped', () => {
    expect(countByFivesDone([1, 2, 3])).toBe(false);
    expect(countByFivesDone([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 3])).toBe(true);
  });
});

describe('step 2: half and quarter', () => {
  const step = timeMathBasicsSteps[1];
  if (step?.task.kind !== 'turn-minute-hand') throw new Error('expected the minute-hand step');
  const [half, quarter] = step.task.targets as [
    (typeof step.task.targets)[number],
    (typeof step.task.targets)[number],
  ];

  it('shades half the face at the 6 and a quarter at the 3', () => {
    expect(shadedFraction(at(2, 30))).toBe(0.5);
    expect(shadedFraction(at(2, 15))).toBe(0.25);
    expect(checkMinuteHand(half, at(2, 30))).toEqual({ correct: true, message: half.says });
    expect(checkMinuteHand(quarter, at(2, 15)).correct).toBe(true);
  });

  it('a miss says where halfway or a quarter is', () => {
    expect(checkMinuteHand(half, at(2, 15))).toEqual({ correct: false, misconception: 'halfway' });
    expect(checkMinuteHand(quarter, at(2, 30))).toEqual({
      correct: false,
      misconception: 'quarter-way',
    });
    expect(timeMathBasicsHints.halfway).toBe('Halfway round the face is the 6.');
    expect(minuteHandSpeech(at(2, 30))).toBe('30 minutes past, 2:30');
    expect(minuteHandSpeech(at(2, 0))).toBe("2:00, o'clock");
  });
});

describe('steps 3–5: jumps on the ribbon', () => {
  it('+1 h from 2:00 lands on 3:00', () => {
    expect(checkRibbonJump(ribbonTask('jump-hour'), [60])).toEqual({ correct: true });
  });

  it('+15 min more lands on 3:15', () => {
    expect(checkRibbonJump(ribbonTask('jump-quarter'), [60, 15])).toEqual({ correct: true });
  });

  it('−30 min lands on 2:45', () => {
    expect(checkRibbonJump(ribbonTask('jump-back'), [60, 15, -30])).toEqual({ correct: true });
  });

  it('the wrong way gets "later means forward" or "earlier means going back"', () => {
    expect(checkRibbonJump(ribbonTask('jump-hour'), [-60])).toEqual({
      correct: false,
      misconception: 'wrong-way-forward',
    });
    expect(checkRibbonJump(ribbonTask('jump-back'), [60, 15, 30])).toEqual({
      correct: false,
      misconception: 'wrong-way-back',
    });
  });

  it('the wrong size names the button', () => {
    expect(checkRibbonJump(ribbonTask('jump-quarter'), [60, 30])).toEqual({
      correct: false,
      misconception: 'wrong-size',
      message: 'Use the +15 min button: plus 15 minutes.',
    });
    expect(checkRibbonJump(ribbonTask('jump-back'), [60, 15, -15])).toMatchObject({
      message: 'Use the −30 min button: minus 30 minutes.',
    });
  });

  it('gives the curriculum’s text alternative', () => {
    expect(timeMathRibbonText([60, 15])).toBe(
      'Time ribbon from 2:00. Jump plus 1 hour, now 3:00. Jump plus 15 minutes, now 3:15.',
    );
  });
});

describe('closing check', () => {
  const hints = timeMathBasicsLesson.hints;
  it('half an hour after 4:00 is 4:30; 4:15 and 5:00 name their mistakes', () => {
    expect(lessonShape(timeMathBasicsLesson).questions[0]).toEqual({
      correct: ['4:30'],
      hints: { '4:15': hints['quarter-hour'], '5:00': hints['whole-hour'] },
    });
  });

  it('an hour has 60 minutes; 100 is H-60', () => {
    expect(lessonShape(timeMathBasicsLesson).questions[1]).toEqual({
      correct: ['60'],
      hints: { '100': hints['H-60'], '12': hints['twelve-numbers'] },
    });
    expect(hints['H-60']).toBe(
      "An hour has 60 minutes, not 100. After :59 comes the next o'clock.",
    );
  });
});

import { lessonShape } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import {
  advancedTimeClosingCheck,
  advancedTimeConceptsLesson,
  advancedTimeHints,
  advancedTimeSteps,
  checkLandmarkTap,
  checkTimePair,
  checkTwentyFourHourSetting,
  clockHalfLabel,
  dayRibbonText,
  hearingDone,
  pairSpeech,
  shortHandTurns,
  sunDragDone,
  timeAmountPairs,
} from './model';

const at = (hour: number, minute: number): number => hour * 60 + minute;

describe('the lesson', () => {
  it('has the five steps and the closing check of the curriculum', () => {
    expect(advancedTimeSteps.map((step) => step.task.kind)).toEqual([
      'drag-sun',
      'tap-landmarks',
      'hear-24-hour',
      'set-24-hour',
      'match-pairs',
    ]);
    expect(
      advancedTimeClosingCheck.map((question) => question.choices.map((choice) => choice.label)),
    ).toEqual([
      ['16:00', '14:00', '04:00'],
      ['120', '60', '200'],
    ]);
  });

  it('matches the amounts of time of step 5', () => {
    expect(timeAmountPairs.map((pair) => `${pair.left} = ${pair.right}`)).toEqual([
      '60 minutes = 1 hour',
      '30 minutes = half an hour',
      '120 minutes = 2 hours',
      '24 hours = 1 day',
      '7 days = 1 week',
    ]);
  });
});

describe('step 1: the day ribbon', () => {
  it('gives the curriculum’s text alternative', () => {
    expect(dayRibbonText(at(9, 0))).toBe(
      'Day ribbon: the sun is at 9 in the morning, 9:00 AM, 09:00.',
    );
    expect(dayRibbonText(at(12, 0))).toBe('Day ribbon: the sun is at 12 noon, 12:00 PM, 12:00.');
    expect(dayRibbonText(0)).toBe('Day ribbon: the moon is at 12 midnight, 12:00 AM, 00:00.');
    expect(dayRibbonText(at(22, 30))).toBe(
      'Day ribbon: the moon is at 10:30 at night, 10:30 PM, 22:30.',
    );
    expect(dayRibbonText(at(15, 0))).toBe(
      'Day ribbon: the sun is at 3 in the afternoon, 3:00 PM, 15:00.',
    );
  });

  it('turns the short hand twice, AM then PM', () => {
    expect(clockHalfLabel(at(11, 59))).toBe('AM');
    expect(clockHalfLabel(at(12, 0))).toBe('PM');
    expect(shortHandTurns(at(12, 0))).toBe(1);
    expect(shortHandTurns(at(24, 0))).toBe(2);
  });

  it('is done once the sun passes noon and reaches midnight', () => {
    expect(sunDragDone([0, 300, 700])).toBe(false);
    expect(sunDragDone([0, 720, 1000])).toBe(false);
    expect(sunDragDone([0, 720, 1440])).toBe(true);
  });
});

describe('step 2: landmarks', () => {
  it('taps 12 noon, then 12 midnight', () => {
    expect(checkLandmarkTap(0, at(12, 0))).toEqual({ correct: true });
    expect(checkLandmarkTap(0, 0)).toEqual({ correct: false, misconception: 'noon-not-midnight' });
    expect(checkLandmarkTap(1, 0)).toEqual({ correct: true });
    expect(checkLandmarkTap(1, at(24, 0))).toEqual({ correct: true });
    expect(checkLandmarkTap(1, at(12, 0))).toEqual({
      correct: false,
      misconception: 'midnight-not-noon',
    });
  });
});

describe('steps 3–4: 24-hour time', () => {
  it('says each afternoon hour both ways', () => {
    expect(pairSpeech(at(15, 0))).toBe('3 PM, 15:00');
    expect(pairSpeech(at(13, 0))).toBe('1 PM, 13:00');
    expect(hearingDone([at(13, 0), at(13, 0), at(14, 0)])).toBe(false);
    expect(hearingDone([at(13, 0), at(15, 0), at(14, 0)])).toBe(true);
  });

  it('3 PM is 15:00; 03:00 gets the add-12 hint', () => {
    expect(checkTwentyFourHourSetting(at(15, 0), at(15, 0))).toEqual({
      correct: true,
      message: 'The clock shows 15:00, which is 3 PM.',
    });
    expect(checkTwentyFourHourSetting(at(15, 0), at(3, 0))).toEqual({
      correct: false,
      misconception: 'set-add-twelve',
    });
    expect(advancedTimeHints['set-add-twelve']).toBe(
      'For a PM time, add 12 to the hour: 3 + 12 = 15.',
    );
    expect(checkTwentyFourHourSetting(at(15, 0), at(14, 0))).toEqual({ correct: false });
  });
});

describe('step 5: pairs', () => {
  it('matches only the same amounts', () => {
    expect(checkTimePair('hour', 'hour')).toEqual({ correct: true });
    expect(checkTimePair('two-hours', 'hour')).toMatchObject({
      correct: false,
      misconception: 'not-a-pair',
    });
    expect(checkTimePair('day', 'week').message).toContain(
      '24 hours make 1 day, and 7 days make 1 week.',
    );
  });
});

describe('closing check', () => {
  const hints = advancedTimeConceptsLesson.hints;
  it('4 PM is 16:00; 14:00 and 04:00 name their mistakes', () => {
    expect(lessonShape(advancedTimeConceptsLesson).questions[0]).toEqual({
      correct: ['16:00'],
      hints: { '14:00': hints['add-twelve'], '04:00': hints['morning-time'] },
    });
  });

  it('2 hours is 120 minutes; 200 is H-60 and 60 is one hour', () => {
    expect(lessonShape(advancedTimeConceptsLesson).questions[1]).toEqual({
      correct: ['120'],
      hints: { '60': hints['one-hour'], '200': hints['H-60'] },
    });
  });
});

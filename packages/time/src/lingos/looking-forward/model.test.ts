import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFromTime } from '../../model/elapsed';
import { faceValue, meridiemOf, readingLevelOf } from '../../model/time';
import {
  checkLookingForward,
  describeLookingForward,
  forwardChoices,
  forwardText,
  forwardWorkedExample,
  generateLookingForward,
  lookingForwardHints,
  lookingForwardModel,
  passesAnHour,
  type LookingForwardItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(start: number, duration: number, step = 2): LookingForwardItem {
  return {
    key: 'test',
    prompt: 'test',
    step,
    start,
    duration,
    end: (start + duration) % 1440,
    compareBy: step === 4 ? 'day' : 'face',
    format: step === 4 ? '12h' : 'face',
    answerMode: step === 4 ? 'digital' : 'clock',
    story: 'painting',
  };
}

const many = (step: number, count = 300): LookingForwardItem[] =>
  Array.from({ length: count }, (_, seed) => generateLookingForward(step, createRng(seed)));

describe('generateLookingForward', () => {
  it('step 1: o’clock starts at 1–10, plus 1, 2, 3 h or 30 min, ending before 12, 3 clock choices', () => {
    for (const generated of many(1)) {
      expect(readingLevelOf(generated.start)).toBe('R1');
      expect(faceValue(generated.start).hour).toBeLessThanOrEqual(10);
      expect([60, 120, 180, 30]).toContain(generated.duration);
      expect(generated.start + generated.duration).toBeLessThan(at(12, 0));
      expect(generated.choices).toHaveLength(3);
      expect(generated.choices).toContain(generated.end);
      expect(new Set(generated.choices?.map((time) => time % 720)).size).toBe(3);
      expect(generated.answerMode).toBe('choice');
    }
  });

  it('step 2: R1–R3 starts plus 15, 30, 45 min or 1 h, some crossing into the next hour', () => {
    const items = many(2);
    for (const generated of items) {
      expect(['R1', 'R2', 'R3']).toContain(readingLevelOf(generated.start));
      expect([15, 30, 45, 60]).toContain(generated.duration);
      expect(generated.answerMode).toBe('clock');
    }
    expect(items.some((generated) => passesAnHour(generated.start, generated.duration))).toBe(true);
  });

  it('step 3: R4 starts at 1–10, plus 5–55 min or 1 h 5–30 min', () => {
    for (const generated of many(3)) {
      expect(readingLevelOf(generated.start)).toBe('R4');
      const d = generated.duration;
      expect(d % 5).toBe(0);
      expect((d >= 5 && d <= 55) || (d >= 65 && d <= 90)).toBe(true);
    }
  });

  it('step 4: 6:00 AM to 8:55 PM, 10 min to 3 h 55, one in 3 across noon, AM/PM needed', () => {
    const items = many(4, 600);
    let crossing = 0;
    for (const generated of items) {
      expect(generated.start).toBeGreaterThanOrEqual(at(6, 0));
      expect(generated.start).toBeLessThanOrEqual(at(20, 55));
      expect(generated.duration).toBeGreaterThanOrEqual(10);
      expect(generated.duration).toBeLessThanOrEqual(235);
      expect(generated.start + generated.duration).toBeLessThan(1440);
      expect(generated.compareBy).toBe('day');
      if (generated.start < at(12, 0) && generated.start + generated.duration > at(12, 0))
        crossing += 1;
    }
    expect(crossing / items.length).toBeGreaterThan(0.25);
    expect(crossing / items.length).toBeLessThan(0.42);
  });

  it('tells a story with the start time in words and digits up to R3', () => {
    const generated = generateLookingForward(2, createRng(4));
    expect(generated.prompt).toMatch(/When (does|are)/);
    expect(generated.prompt).toContain(String(faceValue(generated.start).hour));
  });

  it('the right answer is always accepted, in its own format (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateLookingForward(step, createRng(seed));
        expect(
          checkLookingForward(generated, entryFromTime(generated.end, generated.format)),
        ).toEqual({
          correct: true,
        });
      }),
    );
  });
});

describe('checkLookingForward', () => {
  it('compares face values in steps 1–3', () => {
    expect(checkLookingForward(item(at(3, 45), 30), { hour: 4, minute: 15 }).correct).toBe(true);
    expect(
      checkLookingForward(item(at(3, 45), 30), { hour: 4, minute: 15, meridiem: 'PM' }).correct,
    ).toBe(true);
  });

  it('3:45 + 30 min answered 3:15: the hour was not moved on', () => {
    expect(checkLookingForward(item(at(3, 45), 30), { hour: 3, minute: 15 })).toEqual({
      correct: false,
      misconception: 'hour-not-moved',
      message:
        'When the long hand passes 12, a new hour starts. 3:45 to 4:00 is 15 minutes, and 15 more makes 4:15.',
    });
    expect(lookingForwardHints['hour-not-moved']).toContain('3:45 to 4:00 is 15 minutes');
  });

  it('3:75 is H-60, even though it is the same amount of time', () => {
    expect(checkLookingForward(item(at(3, 45), 30), { hour: 3, minute: 75 })).toEqual({
      correct: false,
      misconception: 'H-60',
    });
  });

  it('counted backwards', () => {
    expect(
      checkLookingForward(item(at(3, 45), 30), { hour: 3, minute: 15 + 0 }).misconception,
    ).toBe('hour-not-moved');
    expect(checkLookingForward(item(at(3, 15), 30), { hour: 2, minute: 45 })).toEqual({
      correct: false,
      misconception: 'backwards',
      message: 'Later means forward. Turn the hands forward.',
    });
  });

  it('counted backwards at step 1, where the answer is a clock card: no hands to turn', () => {
    const cards = { ...item(at(3, 0), 120, 1), answerMode: 'choice' as const };
    expect(checkLookingForward(cards, { hour: 1, minute: 0 })).toEqual({
      correct: false,
      misconception: 'backwards',
      message: 'Later means forward. Count forward 2 hours from 3:00, then pick that clock.',
    });
  });

  it('counted backwards at step 4, where the time is typed', () => {
    expect(
      checkLookingForward(item(at(14, 10), 35, 4), { hour: 1, minute: 35, meridiem: 'PM' }),
    ).toEqual({
      correct: false,
      misconception: 'backwards',
      message: 'Later means forward. Count forward 35 minutes from 2:10 PM, then type that time.',
    });
  });

  it('step 4: 11:40 AM + 45 min is 12:25 PM; 12:25 AM is H-NOON with the item’s numbers', () => {
    const crossing = item(at(11, 40), 45, 4);
    expect(checkLookingForward(crossing, { hour: 12, minute: 25, meridiem: 'PM' })).toEqual({
      correct: true,
    });
    expect(checkLookingForward(crossing, { hour: 12, minute: 25, meridiem: 'AM' })).toEqual({
      correct: false,
      misconception: 'H-NOON',
      message:
        'Stop at 12 first. 11:40 to 12:00 is 20 minutes. Then 12:00 to 12:25 is 25 minutes more.',
    });
  });

  it('step 4 without crossing noon: a wrong AM/PM is still H-NOON, about the item’s half of the day', () => {
    // The curriculum's "Stop at 12 first. 10:30 to 12:00 …" is about a count that passes 12.
    expect(
      checkLookingForward(item(at(14, 10), 20, 4), { hour: 2, minute: 30, meridiem: 'AM' }),
    ).toEqual({
      correct: false,
      misconception: 'H-NOON',
      message: 'After 12 noon the times are PM: 2:30 PM.',
    });
    expect(
      checkLookingForward(item(at(8, 0), 30, 4), { hour: 8, minute: 30, meridiem: 'PM' }),
    ).toEqual({
      correct: false,
      misconception: 'H-NOON',
      message: 'Before 12 noon it is still morning: 8:30 AM.',
    });
  });

  it('any other wrong time gets the default hint', () => {
    expect(checkLookingForward(item(at(3, 45), 30), { hour: 5, minute: 10 })).toEqual({
      correct: false,
    });
  });
});

describe('choices, worked example, text', () => {
  it('offers the end, the backward count and an hour off', () => {
    const choices = forwardChoices(at(3, 0), 120, at(5, 0), createRng(1));
    expect([...choices].sort((a, b) => a - b)).toEqual([at(1, 0), at(5, 0), at(6, 0)]);
  });

  it('counts forward on the ribbon step by step', () => {
    const steps = forwardWorkedExample(item(at(3, 45), 30));
    expect(steps.map((step) => step.text)).toEqual([
      'Start at 3:45. Count forward 30 minutes.',
      'Plus 15 minutes to 4:00.',
      'Plus 15 minutes to 4:15.',
      'So the end time is 4:15.',
    ]);
    expect(steps[2]?.ribbon).toEqual({ start: at(3, 45), jumps: [15, 15] });
    expect(lookingForwardModel.workedExample).toBe(forwardWorkedExample);
  });

  it('gives the text alternative and the answer in words', () => {
    expect(forwardText(item(at(3, 45), 30))).toBe(
      'Start: 3:45. Ribbon: plus 15 minutes to 4:00, plus 15 minutes to 4:15.',
    );
    expect(describeLookingForward(item(at(3, 45), 30))).toBe('4:15, quarter past 4');
    expect(describeLookingForward(item(at(11, 40), 45, 4))).toBe('12:25 PM');
    expect(meridiemOf(item(at(11, 40), 45, 4).end)).toBe('PM');
  });
});

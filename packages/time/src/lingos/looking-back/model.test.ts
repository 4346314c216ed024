import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFromTime } from '../../model/elapsed';
import { faceValue, readingLevelOf } from '../../model/time';
import {
  backChoices,
  backText,
  backWorkedExample,
  checkLookingBack,
  crossesBackOverHour,
  describeLookingBack,
  generateLookingBack,
  lookingBackHints,
  lookingBackModel,
  type LookingBackItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(end: number, duration: number, step = 2): LookingBackItem {
  return {
    key: 'test',
    prompt: 'test',
    step,
    end,
    duration,
    start: (end - duration + 1440) % 1440,
    compareBy: step === 4 ? 'day' : 'face',
    format: step === 4 ? '12h' : 'face',
    answerMode: step === 4 ? 'digital' : 'clock',
    story: 'muffins',
  };
}

const many = (step: number, count = 300): LookingBackItem[] =>
  Array.from({ length: count }, (_, seed) => generateLookingBack(step, createRng(seed)));

describe('generateLookingBack', () => {
  it('step 1: o’clock ends at 2–11, minus 1, 2, 3 h or 30 min, never before 1:00, 3 clocks', () => {
    for (const generated of many(1)) {
      expect(readingLevelOf(generated.end)).toBe('R1');
      expect(faceValue(generated.end).hour).toBeGreaterThanOrEqual(2);
      expect(faceValue(generated.end).hour).toBeLessThanOrEqual(11);
      expect([60, 120, 180, 30]).toContain(generated.duration);
      expect(generated.start).toBeGreaterThanOrEqual(at(1, 0));
      expect(generated.choices).toHaveLength(3);
      expect(generated.choices).toContain(generated.start);
    }
  });

  it('step 2: R1–R3 ends, minus 15, 30, 45 min or 1 h, half crossing back over the hour', () => {
    const items = many(2, 400);
    const crossing = items.filter((generated) =>
      crossesBackOverHour(generated.end, generated.duration),
    );
    expect(crossing.length / items.length).toBeGreaterThan(0.4);
    expect(crossing.length / items.length).toBeLessThan(0.6);
    for (const generated of items) {
      expect(['R1', 'R2', 'R3']).toContain(readingLevelOf(generated.end));
      expect([15, 30, 45, 60]).toContain(generated.duration);
    }
  });

  it('step 3: R4 ends, minus 5–55 min or 1 h 5–30 min', () => {
    for (const generated of many(3)) {
      expect(readingLevelOf(generated.end)).toBe('R4');
      expect(generated.start).toBeGreaterThanOrEqual(at(1, 0));
    }
  });

  it('step 4: ends 7:00 AM to 9:55 PM, minus 10 min to 3 h 55, one in 3 back across noon', () => {
    const items = many(4, 600);
    let crossing = 0;
    for (const generated of items) {
      expect(generated.end).toBeGreaterThanOrEqual(at(7, 0));
      expect(generated.end).toBeLessThanOrEqual(at(21, 55));
      expect(generated.duration).toBeGreaterThanOrEqual(10);
      expect(generated.duration).toBeLessThanOrEqual(235);
      if (generated.start < at(12, 0) && generated.end > at(12, 0)) crossing += 1;
    }
    expect(crossing / items.length).toBeGreaterThan(0.25);
    expect(crossing / items.length).toBeLessThan(0.42);
  });

  it('the right answer is always accepted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateLookingBack(step, createRng(seed));
        expect(
          checkLookingBack(generated, entryFromTime(generated.start, generated.format)).correct,
        ).toBe(true);
      }),
    );
  });
});

describe('checkLookingBack', () => {
  it('4:10 − 20 min answered 4:50: the hour was kept', () => {
    expect(checkLookingBack(item(at(4, 10), 20), { hour: 4, minute: 50 })).toEqual({
      correct: false,
      misconception: 'hour-kept',
      message:
        'Going back past the 12, the hour goes back one. 4:10 back to 4:00 is 10 minutes, and 10 more is 3:50.',
    });
    expect(lookingBackHints['hour-kept']).toContain('4:10 back to 4:00 is 10 minutes');
  });

  it('4:00 − 30 min answered 4:30: the hour was kept', () => {
    expect(checkLookingBack(item(at(4, 0), 30), { hour: 4, minute: 30 }).misconception).toBe(
      'hour-kept',
    );
  });

  it('added instead of subtracting', () => {
    expect(checkLookingBack(item(at(4, 10), 40), { hour: 4, minute: 50 })).toEqual({
      correct: false,
      misconception: 'added',
      message: 'Before means earlier. Turn the hands backward.',
    });
  });

  it('added at step 1, where the answer is a clock card: no hands to turn', () => {
    const cards = { ...item(at(5, 0), 60, 1), answerMode: 'choice' as const };
    expect(checkLookingBack(cards, { hour: 6, minute: 0 })).toEqual({
      correct: false,
      misconception: 'added',
      message: 'Before means earlier. Count back 1 hour from 5:00, then pick that clock.',
    });
  });

  it('added at step 4, where the time is typed', () => {
    expect(
      checkLookingBack(item(at(16, 10), 40, 4), { hour: 4, minute: 50, meridiem: 'PM' }),
    ).toEqual({
      correct: false,
      misconception: 'added',
      message: 'Before means earlier. Count back 40 minutes from 4:10 PM, then type that time.',
    });
  });

  it('12:20 PM − 35 min is 11:45 AM; 11:45 PM is H-NOON', () => {
    const crossing = item(at(12, 20), 35, 4);
    expect(checkLookingBack(crossing, { hour: 11, minute: 45, meridiem: 'AM' })).toEqual({
      correct: true,
    });
    expect(checkLookingBack(crossing, { hour: 11, minute: 45, meridiem: 'PM' })).toEqual({
      correct: false,
      misconception: 'H-NOON',
      message: 'Just before noon is still morning: 11:45 AM.',
    });
    expect(lookingBackHints['H-NOON']).toBe('Just before noon is still morning: 11:45 AM.');
  });

  it('a PM start answered AM', () => {
    expect(
      checkLookingBack(item(at(15, 0), 30, 4), { hour: 2, minute: 30, meridiem: 'AM' }).message,
    ).toBe('After 12 noon the times are PM: 2:30 PM.');
  });

  it('3:90 is H-60', () => {
    expect(checkLookingBack(item(at(4, 10), 20), { hour: 3, minute: 90 })).toEqual({
      correct: false,
      misconception: 'H-60',
    });
  });

  it('other wrong answers get the default hint', () => {
    expect(checkLookingBack(item(at(4, 10), 20), { hour: 2, minute: 0 })).toEqual({
      correct: false,
    });
  });
});

describe('choices, worked example, text', () => {
  it('offers the start, the forward count and an hour off', () => {
    const choices = backChoices(at(5, 0), 120, at(3, 0), createRng(2));
    expect([...choices].sort((a, b) => a - b)).toEqual([at(2, 0), at(3, 0), at(7, 0)]);
  });

  it('counts back on the ribbon step by step', () => {
    const steps = backWorkedExample(item(at(4, 10), 40));
    expect(steps.map((step) => step.text)).toEqual([
      'Start at the end, 4:10. Count back 40 minutes.',
      'Minus 10 minutes to 4:00.',
      'Minus 30 minutes to 3:30.',
      'So it started at 3:30.',
    ]);
    expect(steps[2]?.ribbon).toEqual({ start: at(4, 10), jumps: [-10, -30] });
    expect(lookingBackModel.workedExample).toBe(backWorkedExample);
  });

  it('gives the text alternative of the curriculum', () => {
    expect(backText(item(at(4, 10), 40))).toBe(
      'End: 4:10. Ribbon: minus 10 minutes to 4:00, minus 30 minutes to 3:30.',
    );
    expect(describeLookingBack(item(at(4, 10), 40))).toBe('3:30, half past 3');
  });
});

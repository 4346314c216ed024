import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeHints } from '../../model/clockReading';
import { countUpSentence, digitsAsNumber, durationEntry } from '../../model/elapsed';
import { faceValue, meridiemOf, readingLevelOf } from '../../model/time';
import {
  checkDurationCalculator,
  describeDuration,
  durationCalculatorHints,
  durationCalculatorModel,
  durationCardEntry,
  durationChoices,
  durationText,
  durationWorkedExample,
  generateDurationCalculator,
  hoursOnlyAnswer,
  type DurationCalculatorItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(start: number, end: number): DurationCalculatorItem {
  return {
    key: 'test',
    prompt: 'test',
    step: 3,
    start,
    end,
    duration: end - start,
    startForm: 'digital',
    endForm: 'digital',
    answerMode: 'number-pad',
  };
}

const many = (step: number, count = 300): DurationCalculatorItem[] =>
  Array.from({ length: count }, (_, seed) => generateDurationCalculator(step, createRng(seed)));

describe('generateDurationCalculator', () => {
  it('never crosses noon or midnight; start before end in one half of the day', () => {
    for (const step of [1, 2, 3, 4]) {
      for (const generated of many(step)) {
        expect(generated.end).toBeGreaterThan(generated.start);
        expect(meridiemOf(generated.start)).toBe(meridiemOf(generated.end));
        expect(generated.duration).toBe(generated.end - generated.start);
      }
    }
  });

  it('step 1: o’clock starts at 7–10, 1–3 h later, choices of the right answer ±1 h', () => {
    for (const generated of many(1)) {
      expect(readingLevelOf(generated.start)).toBe('R1');
      expect(readingLevelOf(generated.end)).toBe('R1');
      expect([7, 8, 9, 10]).toContain(faceValue(generated.start).hour);
      expect([60, 120, 180]).toContain(generated.duration);
      expect(generated.choices).toContain(generated.duration);
      expect(generated.choices).toHaveLength(3);
    }
  });

  it('step 2: R2–R3 starts, 15, 30, 45 min, 1 h 15 or 1 h 30', () => {
    for (const generated of many(2)) {
      expect(['R2', 'R3']).toContain(readingLevelOf(generated.start));
      expect([15, 30, 45, 75, 90]).toContain(generated.duration);
      expect(generated.answerMode).toBe('number-pad');
    }
  });

  it('step 3: R4 starts, 5 min to 2 h 55 in fives, crossing 1–2 hour marks', () => {
    for (const generated of many(3)) {
      expect(readingLevelOf(generated.start)).toBe('R4');
      expect(generated.duration % 5).toBe(0);
      expect(generated.duration).toBeLessThanOrEqual(175);
      const marks = Math.floor(((generated.start % 60) + generated.duration) / 60);
      expect(marks).toBeGreaterThanOrEqual(1);
      expect(marks).toBeLessThanOrEqual(2);
    }
  });

  it('step 4: R5 starts; 2 in 3 are 1–59 min across an hour, the rest up to 3 h 59', () => {
    const items = many(4, 600);
    let shortAcross = 0;
    for (const generated of items) {
      expect(readingLevelOf(generated.start)).toBe('R5');
      expect(generated.duration).toBeLessThanOrEqual(239);
      if (generated.duration < 60 && (generated.start % 60) + generated.duration >= 60)
        shortAcross += 1;
    }
    expect(shortAcross / items.length).toBeGreaterThan(0.6);
  });

  it('speaks digital times but never a clock’s', () => {
    for (const generated of many(3, 50)) {
      if (generated.startForm === 'analog' || generated.endForm === 'analog') {
        expect(generated.prompt).toBe('How long is it from the start clock to the end clock?');
      } else {
        expect(generated.prompt).toMatch(/^How long is it from \d+:\d\d to \d+:\d\d\?$/);
      }
    }
  });

  it('accepts the right total in any split (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.integer({ min: 0, max: 3 }),
        (step, seed, borrow) => {
          const generated = generateDurationCalculator(step, createRng(seed));
          const usual = durationEntry(generated.duration);
          const shift = Math.min(borrow, usual.hours);
          const split = { hours: usual.hours - shift, minutes: usual.minutes + shift * 60 };
          expect(checkDurationCalculator(generated, split).correct).toBe(true);
        },
      ),
    );
  });
});

describe('checkDurationCalculator', () => {
  it('accepts "0 h 90 min" and echoes it back', () => {
    expect(checkDurationCalculator(item(at(2, 0), at(3, 30)), { hours: 0, minutes: 90 })).toEqual({
      correct: true,
      message: 'Yes! 90 minutes = 1 hour 30 minutes.',
    });
    expect(checkDurationCalculator(item(at(2, 0), at(3, 30)), { hours: 1, minutes: 30 })).toEqual({
      correct: true,
    });
  });

  it('2:50 to 3:10 answered 60 min (310 − 250) is H-60, then counts up', () => {
    expect(checkDurationCalculator(item(at(2, 50), at(3, 10)), { hours: 0, minutes: 60 })).toEqual({
      correct: false,
      misconception: 'H-60',
      message:
        "An hour has 60 minutes, not 100. After :59 comes the next o'clock. Count up: 2:50 to 3:00 is 10 minutes, 3:00 to 3:10 is 10 more. That makes 20 minutes.",
    });
    expect(durationCalculatorHints['H-60']).toContain('Count up: 2:50 to 3:00 is 10 minutes');
  });

  it('7:30 to 9:00 as 900 − 730 = 170 is H-60 in every split the child can give', () => {
    const countUp =
      "An hour has 60 minutes, not 100. After :59 comes the next o'clock. Count up: 7:30 to 8:00 is 30 minutes, 8:00 to 9:00 is 1 hour more. That makes 1 hour 30 minutes.";
    for (const entry of [
      { hours: 0, minutes: 170 },
      { hours: 1, minutes: 70 },
    ]) {
      for (const half of [0, 12 * 60]) {
        expect(checkDurationCalculator(item(half + at(7, 30), half + at(9, 0)), entry)).toEqual({
          correct: false,
          misconception: 'H-60',
          message: countUp,
        });
      }
    }
  });

  it('8:45 to 10:00 answered 155 min (1000 − 845) is H-60, then counts up from 8:45', () => {
    for (const entry of [
      { hours: 0, minutes: 155 },
      { hours: 1, minutes: 55 },
    ]) {
      expect(checkDurationCalculator(item(at(8, 45), at(10, 0)), entry)).toEqual({
        correct: false,
        misconception: 'H-60',
        message:
          "An hour has 60 minutes, not 100. After :59 comes the next o'clock. Count up: 8:45 to 9:00 is 15 minutes, 9:00 to 10:00 is 1 hour more. That makes 1 hour 15 minutes.",
      });
    }
  });

  it('names every digit-subtraction answer H-60, at every step (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateDurationCalculator(step, createRng(seed));
        // The clocks' digits subtracted (9:00 − 7:30 as 900 − 730 = 170), typed as minutes
        // only ("0 h 170 min") or with its digits split into hours and minutes ("1 h 70 min").
        const difference = Math.abs(
          digitsAsNumber(generated.end, '12h') - digitsAsNumber(generated.start, '12h'),
        );
        const entries = [
          { hours: 0, minutes: difference },
          { hours: Math.floor(difference / 100), minutes: difference % 100 },
        ];
        for (const entry of entries) {
          if (entry.hours * 60 + entry.minutes === generated.duration) continue;
          expect(checkDurationCalculator(generated, entry)).toEqual({
            correct: false,
            misconception: 'H-60',
            message: `${timeHints['H-60']} ${countUpSentence(generated.start, generated.end)}`,
          });
        }
      }),
    );
  });

  it('"1 h 65 min" for 2:50 to 4:15 is H-60', () => {
    expect(
      checkDurationCalculator(item(at(2, 50), at(4, 15)), { hours: 1, minutes: 65 }).misconception,
    ).toBe('H-60');
  });

  it('only the hours compared', () => {
    expect(hoursOnlyAnswer(at(2, 50), at(3, 10))).toBe(60);
    // 2:50 to 3:10 answered "1 h" would be the digit rule too (310 − 250 = 60 min); use another pair.
    expect(checkDurationCalculator(item(at(2, 20), at(4, 5)), { hours: 2, minutes: 0 })).toEqual({
      correct: false,
      misconception: 'hours-only',
    });
  });

  it('other wrong totals get the default hint', () => {
    expect(checkDurationCalculator(item(at(2, 20), at(4, 5)), { hours: 1, minutes: 10 })).toEqual({
      correct: false,
    });
  });

  it('offers the right answer and ±1 h as choices', () => {
    expect([...durationChoices(120, createRng(1))].sort((a, b) => a - b)).toEqual([60, 120, 180]);
    expect([...durationChoices(60, createRng(1))].sort((a, b) => a - b)).toEqual([60, 120, 180]);
    expect(durationCardEntry(90)).toEqual({ hours: 1, minutes: 30 });
  });
});

describe('worked example and text', () => {
  it('counts up in words', () => {
    expect(countUpSentence(at(2, 50), at(3, 10))).toBe(
      'Count up: 2:50 to 3:00 is 10 minutes, 3:00 to 3:10 is 10 more. That makes 20 minutes.',
    );
  });

  it('jumps along the ribbon to the total', () => {
    const steps = durationWorkedExample(item(at(2, 50), at(3, 10)));
    expect(steps.map((step) => step.text)).toEqual([
      'Start at 2:50. Count up to 3:10.',
      'Plus 10 minutes to 3:00.',
      'Plus 10 minutes to 3:10.',
      'Total: 20 minutes.',
    ]);
    expect(durationCalculatorModel.workedExample).toBe(durationWorkedExample);
  });

  it('gives the curriculum’s text alternative, and describes analog clocks by their hands', () => {
    expect(durationText(item(at(2, 50), at(3, 10)))).toBe(
      'Start: 2:50. End: 3:10. Ribbon: plus 10 minutes to 3:00, plus 10 minutes to 3:10. Total: 20 minutes.',
    );
    expect(durationText({ ...item(at(2, 50), at(3, 10)), startForm: 'analog' }, false)).toBe(
      'Start: a clock. The short hand is close to 3. The long hand points at 10. End: 3:10.',
    );
    expect(describeDuration(item(at(2, 0), at(3, 30)))).toBe('1 hour 30 minutes');
  });
});

import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFromTime } from '../../model/elapsed';
import { readingLevelOf } from '../../model/time';
import {
  allTermsDistinct,
  askedTime,
  checkPattern,
  describePattern,
  generatePattern,
  patternChoices,
  patternText,
  patternWorkedExample,
  ruleLabel,
  timePatternHints,
  timePatternModel,
  type PatternTerm,
  type TimePatternItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(
  start: number,
  jump: number,
  askIndex: number,
  options: Partial<TimePatternItem> = {},
): TimePatternItem {
  const count = options.terms?.length ?? 5;
  const terms: PatternTerm[] = Array.from({ length: count }, (_, index) => ({
    time: start + index * jump,
    form: 'digital',
    state: index === askIndex ? 'asked' : 'shown',
  }));
  return {
    key: 'test',
    prompt: 'test',
    step: 3,
    jump,
    terms,
    askIndex,
    compareBy: 'face',
    askRule: false,
    answerMode: 'clock',
    ...options,
  };
}

const many = (step: number, count = 300): TimePatternItem[] =>
  Array.from({ length: count }, (_, seed) => generatePattern(step, createRng(seed)));

describe('generatePattern', () => {
  it('step 1: +30 min or +1 h from an R1–R2 start, "What comes next?", 3 clocks', () => {
    for (const generated of many(1)) {
      expect([30, 60]).toContain(generated.jump);
      expect(['R1', 'R2']).toContain(readingLevelOf((generated.terms[0] as PatternTerm).time));
      expect(generated.askIndex).toBe(4);
      expect(generated.terms.filter((term) => term.state === 'shown')).toHaveLength(4);
      expect(generated.prompt).toBe('What comes next?');
      expect(generated.choices).toHaveLength(3);
      expect(generated.choices).toContain(askedTime(generated));
    }
  });

  it('step 2: 15 min, 30 min, 1 h or 2 h, with the rule asked first', () => {
    for (const generated of many(2)) {
      expect([15, 30, 60, 120]).toContain(generated.jump);
      expect(generated.askRule).toBe(true);
      expect(generated.ruleChoices).toEqual([15, 30, 60, 120]);
      expect(generated.prompt).toBe('What is the rule? Then set the next clock.');
    }
  });

  it('step 3: 5, 10, 20, 25, 45 min or 1 h 30, half with the gap in the middle, forms mixed', () => {
    const items = many(3, 400);
    const middle = items.filter((generated) => generated.askIndex < 4).length / items.length;
    expect(middle).toBeGreaterThan(0.4);
    expect(middle).toBeLessThan(0.6);
    expect(
      items.some((generated) => new Set(generated.terms.map((term) => term.form)).size === 2),
    ).toBe(true);
    for (const generated of items) expect([5, 10, 20, 25, 45, 90]).toContain(generated.jump);
  });

  it('step 4: 40 min, 2 h 15, 3 h or going down; AM/PM; the 6th term or a gap', () => {
    const items = many(4, 400);
    expect(items.some((generated) => generated.jump < 0)).toBe(true);
    expect(
      items.some((generated) => generated.terms.length === 6 && generated.askIndex === 5),
    ).toBe(true);
    expect(items.some((generated) => generated.terms.length === 5 && generated.askIndex < 4)).toBe(
      true,
    );
    expect(
      items.some(
        (generated) =>
          generated.terms.some((term) => term.time < at(12, 0)) &&
          generated.terms.some((term) => term.time >= at(12, 0)),
      ),
    ).toBe(true);
    for (const generated of items) {
      expect([40, 135, 180, -10, -20, -30, -60]).toContain(generated.jump);
      expect(generated.compareBy).toBe('day');
      if (generated.terms.length === 6) expect(generated.terms[4]?.state).toBe('skipped');
    }
  });

  it('never reaches the same time twice, and 4 clocks are always shown (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generatePattern(step, createRng(seed));
        expect(allTermsDistinct(generated)).toBe(true);
        expect(generated.terms.filter((term) => term.state === 'shown')).toHaveLength(4);
        expect(generated.terms.filter((term) => term.state === 'asked')).toHaveLength(1);
        generated.terms.forEach((term, index) => {
          if (index > 0) {
            const previous = generated.terms[index - 1] as PatternTerm;
            expect((term.time - previous.time + 1440) % 1440).toBe((generated.jump + 1440) % 1440);
          }
        });
      }),
    );
  });

  it('accepts the right answer, with the rule when asked (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generatePattern(step, createRng(seed));
        const entry = entryFromTime(
          askedTime(generated),
          generated.compareBy === 'day' ? '12h' : 'face',
        );
        expect(checkPattern(generated, { entry, rule: generated.jump })).toEqual({ correct: true });
        expect(patternWorkedExample(generated)).toHaveLength(3);
      }),
    );
  });
});

describe('checkPattern', () => {
  it('2:00, 2:15, 2:30, 2:45 → 3:00', () => {
    const row = item(at(2, 0), 15, 4);
    expect(checkPattern(row, { entry: { hour: 3, minute: 0 } })).toEqual({ correct: true });
    expect(checkPattern(row, { entry: { hour: 2, minute: 50 } })).toEqual({
      correct: false,
      misconception: 'find-jump',
    });
    expect(timePatternHints['find-jump']).toBe(
      'Find the jump from clock 1 to clock 2. Then check it from clock 2 to clock 3.',
    );
  });

  it('an answer such as 2:60 is H-60', () => {
    expect(checkPattern(item(at(2, 0), 15, 4), { entry: { hour: 2, minute: 60 } })).toEqual({
      correct: false,
      misconception: 'H-60',
    });
  });

  it('a going-down sequence continued upward', () => {
    const down = item(at(4, 0), -10, 4);
    expect(askedTime(down)).toBe(at(3, 20));
    expect(checkPattern(down, { entry: { hour: 3, minute: 40 } })).toEqual({
      correct: false,
      misconception: 'going-down',
    });
    expect(timePatternHints['going-down']).toBe('The times are getting earlier. Go back.');
  });

  it('when the rule is asked too, both must be right; marks say which', () => {
    const row = item(at(2, 0), 15, 4, { askRule: true, step: 2 });
    expect(checkPattern(row, { entry: { hour: 3, minute: 0 }, rule: 15 })).toEqual({
      correct: true,
    });
    expect(checkPattern(row, { entry: { hour: 3, minute: 0 }, rule: 30 })).toEqual({
      correct: false,
      misconception: 'find-jump',
      marks: { rule: 'incorrect', time: 'correct' },
    });
    expect(checkPattern(row, { entry: { hour: 3, minute: 15 }, rule: 15 }).marks).toEqual({
      rule: 'correct',
      time: 'incorrect',
    });
  });

  it('with AM/PM shown, the half of the day counts', () => {
    const noon = item(at(10, 40), 40, 4, { compareBy: 'day', step: 4 });
    expect(askedTime(noon)).toBe(at(13, 20));
    expect(checkPattern(noon, { entry: { hour: 1, minute: 20, meridiem: 'PM' } })).toEqual({
      correct: true,
    });
    expect(checkPattern(noon, { entry: { hour: 1, minute: 20, meridiem: 'AM' } })).toEqual({
      correct: false,
      misconception: 'am-pm',
    });
  });
});

describe('text, choices, worked example', () => {
  it('gives the curriculum’s text alternative', () => {
    expect(patternText(item(at(2, 0), 15, 4))).toBe(
      'Clock 1: 2:00. Clock 2: 2:15. Clock 3: 2:30. Clock 4: 2:45. Clock 5: question mark.',
    );
  });

  it('labels the rules', () => {
    expect(ruleLabel(15)).toBe('every 15 minutes');
    expect(ruleLabel(60)).toBe('every hour');
    expect(ruleLabel(120)).toBe('every 2 hours');
    expect(ruleLabel(90)).toBe('every 1 hour 30 minutes');
    expect(ruleLabel(-10)).toBe('10 minutes earlier each time');
  });

  it('offers the next clock, the other jump and a jump too far', () => {
    const choices = patternChoices(at(3, 0), 30, createRng(5));
    // 3:00 + 1 h and 3:00 + 2 × 30 min are the same clock, so the third is 3:00 − 30 min.
    expect([...choices].sort((a, b) => a - b)).toEqual([at(2, 30), at(3, 30), at(4, 0)]);
  });

  it('finds the jump, checks it, then uses it; the ribbon draws the jumps', () => {
    const steps = patternWorkedExample(item(at(2, 0), 15, 4));
    expect(steps.map((step) => step.text)).toEqual([
      'From clock 1, 2:00, to clock 2, 2:15: plus 15 minutes.',
      'From clock 2 to clock 3: plus 15 minutes again. The rule is every 15 minutes.',
      'Clock 5: 2:45 plus 15 minutes is 3:00.',
    ]);
    expect(steps[2]?.ribbon).toEqual({ start: at(2, 0), jumps: [15, 15, 15, 15] });
    expect(describePattern(item(at(2, 0), 15, 4, { askRule: true }))).toBe(
      'every 15 minutes; 3:00',
    );
    expect(timePatternModel.workedExample).toBe(patternWorkedExample);
  });
});

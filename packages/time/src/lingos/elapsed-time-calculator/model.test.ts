import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsAsNumber, durationEntry, entryFromTime } from '../../model/elapsed';
import { readingLevelOf } from '../../model/time';
import {
  checkElapsed,
  describeElapsed,
  elapsedHints,
  elapsedText,
  elapsedTimeCalculatorModel,
  elapsedWorkedExample,
  generateElapsed,
  landmarkHint,
  landmarkOf,
  type ElapsedAnswer,
  type ElapsedItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(
  start: number,
  end: number,
  ask: ElapsedItem['ask'] = 'duration',
  clock: '12h' | '24h' = '12h',
): ElapsedItem {
  const duration = (end - start + 1440) % 1440;
  return {
    key: 'test',
    prompt: 'test',
    step: 4,
    ask,
    start,
    end,
    duration,
    landmark: start < at(12, 0) && start + duration > at(12, 0) ? at(12, 0) : 0,
    clock,
  };
}

function rightAnswer(generated: ElapsedItem): ElapsedAnswer {
  if (generated.ask === 'duration')
    return { kind: 'duration', entry: durationEntry(generated.duration) };
  return {
    kind: 'time',
    entry: entryFromTime(
      generated.ask === 'end' ? generated.end : generated.start,
      generated.clock,
    ),
  };
}

/** Reference elapsed time through Date: end is the next occurrence after start. */
function referenceDuration(start: number, end: number): number {
  const from = Date.UTC(2024, 5, 1, 0, start);
  let to = Date.UTC(2024, 5, 1, 0, end);
  if (to <= from) to += 86_400_000;
  return (to - from) / 60_000;
}

const many = (step: number, count = 300): ElapsedItem[] =>
  Array.from({ length: count }, (_, seed) => generateElapsed(step, createRng(seed)));

describe('generateElapsed', () => {
  it('step 1: across noon, R1–R2, start 8:00–11:30 AM, end 12:30–4:00 PM, at most 6 h', () => {
    for (const generated of many(1)) {
      expect(generated.landmark).toBe(at(12, 0));
      expect(['R1', 'R2']).toContain(readingLevelOf(generated.start));
      expect(['R1', 'R2']).toContain(readingLevelOf(generated.end));
      expect(generated.start).toBeGreaterThanOrEqual(at(8, 0));
      expect(generated.start).toBeLessThanOrEqual(at(11, 30));
      expect(generated.end).toBeGreaterThanOrEqual(at(12, 30));
      expect(generated.end).toBeLessThanOrEqual(at(16, 0));
      expect(generated.duration).toBeLessThanOrEqual(360);
      expect(generated.ask).toBe('duration');
    }
  });

  it('step 2: across noon, 5-minute times, 15 min to 7 h', () => {
    for (const generated of many(2)) {
      expect(generated.landmark).toBe(at(12, 0));
      expect(generated.start % 5).toBe(0);
      expect(generated.end % 5).toBe(0);
      expect(generated.duration).toBeGreaterThanOrEqual(15);
      expect(generated.duration).toBeLessThanOrEqual(420);
    }
  });

  it('step 3: across midnight, evening start, morning end, never more than 12 h', () => {
    for (const generated of many(3)) {
      expect(generated.landmark).toBe(0);
      expect(generated.start).toBeGreaterThanOrEqual(at(19, 0));
      expect(generated.end).toBeGreaterThanOrEqual(at(5, 0));
      expect(generated.end).toBeLessThanOrEqual(at(8, 55));
      expect(generated.duration).toBeLessThanOrEqual(720);
    }
  });

  it('step 4: duration, end or start (about a third each), 24-hour in about 1 in 3, up to 14 h', () => {
    const items = many(4, 900);
    for (const ask of ['duration', 'end', 'start'] as const) {
      const share = items.filter((generated) => generated.ask === ask).length / items.length;
      expect(share).toBeGreaterThan(0.25);
      expect(share).toBeLessThan(0.42);
    }
    const twentyFour = items.filter((generated) => generated.clock === '24h').length / items.length;
    expect(twentyFour).toBeGreaterThan(0.25);
    expect(twentyFour).toBeLessThan(0.42);
    for (const generated of items) expect(generated.duration).toBeLessThanOrEqual(840);
  });

  it('every item crosses noon or midnight, and its duration agrees with Date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateElapsed(step, createRng(seed));
        expect([0, at(12, 0)]).toContain(generated.landmark);
        expect(generated.duration).toBe(referenceDuration(generated.start, generated.end));
        expect(checkElapsed(generated, rightAnswer(generated)).correct).toBe(true);
      }),
    );
  });
});

describe('checkElapsed', () => {
  it('10:40 AM to 2:15 PM is 3 h 35 min, in any split', () => {
    const trip = item(at(10, 40), at(14, 15));
    expect(checkElapsed(trip, { kind: 'duration', entry: { hours: 3, minutes: 35 } })).toEqual({
      correct: true,
    });
    expect(checkElapsed(trip, { kind: 'duration', entry: { hours: 2, minutes: 95 } })).toEqual({
      correct: true,
      message: 'Yes! 2 hours 95 minutes = 3 hours 35 minutes.',
    });
  });

  it('the wrong way round the clock (8 h 25 min) is H-NOON, with the item’s numbers', () => {
    const trip = item(at(10, 40), at(14, 15));
    expect(checkElapsed(trip, { kind: 'duration', entry: { hours: 8, minutes: 25 } })).toEqual({
      correct: false,
      misconception: 'H-NOON',
      message:
        'Jump to 12 first. 10:40 AM to 12:00 noon is 1 h 20 min. 12:00 to 2:15 PM is 2 h 15 min. Together that makes 3 h 35 min.',
    });
    expect(elapsedHints['H-NOON']).toBe(landmarkHint(trip));
  });

  it('digits subtracted across noon is H-NOON', () => {
    const trip = item(at(10, 20), at(14, 45));
    expect(
      checkElapsed(trip, { kind: 'duration', entry: { hours: 7, minutes: 75 } }).misconception,
    ).toBe('H-NOON');
  });

  it('names every digit-subtraction answer H-NOON (or midnight), in every split (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateElapsed(step, createRng(seed));
        if (generated.ask !== 'duration') return;
        // The digits as the item writes them (10:40 AM → 1040, 14:15 → 1415), larger minus
        // smaller, typed as minutes only or split into hours and minutes.
        const difference = Math.abs(
          digitsAsNumber(generated.end, generated.clock) -
            digitsAsNumber(generated.start, generated.clock),
        );
        const entries = [
          { hours: 0, minutes: difference },
          { hours: Math.floor(difference / 100), minutes: difference % 100 },
        ];
        for (const entry of entries) {
          if (entry.hours * 60 + entry.minutes === generated.duration) continue;
          expect(checkElapsed(generated, { kind: 'duration', entry })).toEqual({
            correct: false,
            misconception: generated.landmark === 0 ? 'midnight' : 'H-NOON',
            message: landmarkHint(generated),
          });
        }
      }),
    );
  });

  it('across midnight, the midnight hint', () => {
    const night = item(at(22, 30), at(6, 15));
    expect(checkElapsed(night, { kind: 'duration', entry: { hours: 4, minutes: 15 } })).toEqual({
      correct: false,
      misconception: 'midnight',
      message:
        'After 11:59 PM comes 12:00 AM, midnight, and the morning begins. Jump to 12 first. 10:30 PM to 12:00 midnight is 1 h 30 min. 12:00 to 6:15 AM is 6 h 15 min. Together that makes 7 h 45 min.',
    });
  });

  it('end and start times need the right AM/PM, or the 24-hour form', () => {
    const end = item(at(22, 40), at(6, 15), 'end', '24h');
    expect(
      checkElapsed(end, { kind: 'time', entry: { hour: 6, minute: 15, clock: '24h' } }),
    ).toEqual({ correct: true });
    expect(
      checkElapsed(end, { kind: 'time', entry: { hour: 6, minute: 15, meridiem: 'AM' } }),
    ).toEqual({ correct: true });
    expect(
      checkElapsed(end, { kind: 'time', entry: { hour: 18, minute: 15, clock: '24h' } })
        .misconception,
    ).toBe('midnight');
    const start = item(at(10, 40), at(14, 15), 'start');
    expect(
      checkElapsed(start, { kind: 'time', entry: { hour: 10, minute: 40, meridiem: 'PM' } })
        .misconception,
    ).toBe('H-NOON');
    expect(
      checkElapsed(start, { kind: 'time', entry: { hour: 10, minute: 100, meridiem: 'AM' } })
        .misconception,
    ).toBe('H-60');
  });

  it('other wrong answers get the default hint', () => {
    expect(
      checkElapsed(item(at(10, 40), at(14, 15)), {
        kind: 'duration',
        entry: { hours: 3, minutes: 0 },
      }),
    ).toEqual({
      correct: false,
    });
    expect(
      checkElapsed(item(at(10, 40), at(14, 15)), { kind: 'time', entry: { hour: 3, minute: 35 } }),
    ).toEqual({
      correct: false,
    });
  });
});

describe('worked example and text', () => {
  it('gives the curriculum’s text alternative', () => {
    expect(elapsedText(item(at(10, 40), at(14, 15)))).toBe(
      'Ribbon from 10:40 AM to 2:15 PM. Plus 20 minutes to 11:00 AM. Plus 1 hour to 12:00 noon. Plus 2 hours 15 minutes to 2:15 PM. Total: 3 hours 35 minutes.',
    );
  });

  it('jumps to the landmark first', () => {
    expect(elapsedWorkedExample(item(at(10, 40), at(14, 15))).map((step) => step.text)).toEqual([
      'Ribbon from 10:40 AM to 2:15 PM.',
      'Plus 20 minutes to 11:00 AM.',
      'Plus 1 hour to 12:00 noon.',
      'Plus 2 hours 15 minutes to 2:15 PM.',
      'Total: 3 hours 35 minutes.',
    ]);
    expect(
      elapsedWorkedExample(item(at(23, 0), at(1, 30), 'start', '24h')).map((step) => step.text),
    ).toEqual([
      'Start at the end, 01:30, and count back 2 hours 30 minutes.',
      'Minus 30 minutes to 01:00.',
      'Minus 1 hour to 00:00 midnight.',
      'Minus 1 hour to 23:00.',
      'So it started at 23:00.',
    ]);
    expect(elapsedTimeCalculatorModel.workedExample).toBe(elapsedWorkedExample);
  });

  it('describes the answer and the landmark', () => {
    expect(describeElapsed(item(at(10, 40), at(14, 15)))).toBe('3 hours 35 minutes');
    expect(describeElapsed(item(at(22, 40), at(6, 15), 'end', '24h'))).toBe('06:15');
    expect(landmarkOf(item(at(10, 40), at(14, 15)))).toBe('noon');
    expect(landmarkOf(item(at(22, 40), at(6, 15)))).toBe('midnight');
  });
});

import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationEntry, entryFromTime } from '../../model/elapsed';
import { readingLevelOf } from '../../model/time';
import {
  checkRealWorld,
  describeRealWorld,
  generateRealWorld,
  realWorldHints,
  realWorldModel,
  realWorldWorkedExample,
  scenarioStart,
  type RealWorldAnswer,
  type RealWorldItem,
  type Scenario,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(scenario: Scenario, step = 2): RealWorldItem {
  const day = step === 4 || scenario.kind === 'enough-time';
  return {
    key: 'test',
    prompt: 'test',
    step,
    scenario,
    compareBy: day ? 'day' : 'face',
    format: day ? '12h' : 'face',
    answerMode: 'time',
  };
}

const time = (hour: number, minute: number, meridiem?: 'AM' | 'PM'): RealWorldAnswer => ({
  kind: 'time',
  entry: meridiem ? { hour, minute, meridiem } : { hour, minute },
});

/** The right answer of any item, built from its scenario. */
function rightAnswer(generated: RealWorldItem): RealWorldAnswer {
  const { scenario, format } = generated;
  switch (scenario.kind) {
    case 'end':
    case 'chain':
      return { kind: 'time', entry: entryFromTime(scenario.end, format) };
    case 'start':
      return { kind: 'time', entry: entryFromTime(scenario.start, format) };
    case 'how-long':
      return { kind: 'duration', entry: durationEntry(scenario.duration) };
    case 'enough-time':
      return { kind: 'yes-no', value: scenario.enough };
    case 'who-first':
      return { kind: 'name', name: scenario.first };
    case 'timetable':
      return { kind: 'time', entry: entryFromTime(scenario.next, format) };
  }
}

const many = (step: number, count = 300): RealWorldItem[] =>
  Array.from({ length: count }, (_, seed) => generateRealWorld(step, createRng(seed)));

describe('generateRealWorld', () => {
  it('step 1: always "When does it end?", R1–R2, 30 min, 1 h or 2 h, 3 clock choices', () => {
    for (const generated of many(1)) {
      expect(generated.scenario.kind).toBe('end');
      if (generated.scenario.kind !== 'end') continue;
      expect(['R1', 'R2']).toContain(readingLevelOf(generated.scenario.start));
      expect([30, 60, 120]).toContain(generated.scenario.duration);
      expect(generated.prompt).toMatch(/When does it end\?$/);
      expect(generated.choices).toHaveLength(3);
      expect(generated.choices).toContain(generated.scenario.end);
    }
  });

  it('step 2: end, start or how long, in multiples of 15 minutes', () => {
    const kinds = new Set(many(2).map((generated) => generated.scenario.kind));
    expect(kinds).toEqual(new Set(['end', 'start', 'how-long']));
    for (const generated of many(2)) {
      if (
        generated.scenario.kind === 'end' ||
        generated.scenario.kind === 'start' ||
        generated.scenario.kind === 'how-long'
      ) {
        expect(generated.scenario.duration % 15).toBe(0);
        expect(generated.scenario.start % 15).toBe(0);
      }
      expect(generated.answerMode).toBe(
        generated.scenario.kind === 'how-long' ? 'duration' : 'time',
      );
    }
  });

  it('step 3: "Is there enough time?" or "Who finished first?", in 5-minute values', () => {
    const items = many(3);
    expect(new Set(items.map((generated) => generated.scenario.kind))).toEqual(
      new Set(['enough-time', 'who-first']),
    );
    const enough = items.flatMap((generated) =>
      generated.scenario.kind === 'enough-time' ? [generated.scenario] : [],
    );
    expect(enough.some((scenario) => scenario.enough)).toBe(true);
    expect(enough.some((scenario) => !scenario.enough)).toBe(true);
    expect(enough.some((scenario) => scenario.end === scenario.limit)).toBe(true);
    const who = items.flatMap((generated) =>
      generated.scenario.kind === 'who-first' ? [generated.scenario] : [],
    );
    // Half of them: the one who starts first finishes last.
    const trapped = who.filter((scenario) => {
      const [a, b] = scenario.runners;
      return (a.start < b.start ? a : b).name !== scenario.first;
    });
    expect(trapped.length / who.length).toBeGreaterThan(0.35);
    expect(trapped.length / who.length).toBeLessThan(0.65);
  });

  it('step 4: a chain or a timetable, some across noon, with AM/PM', () => {
    const items = many(4, 400);
    expect(new Set(items.map((generated) => generated.scenario.kind))).toEqual(
      new Set(['chain', 'timetable']),
    );
    const chains = items.flatMap((generated) =>
      generated.scenario.kind === 'chain' ? [generated.scenario] : [],
    );
    expect(chains.some((scenario) => scenario.start < at(12, 0) && scenario.end > at(12, 0))).toBe(
      true,
    );
    for (const generated of items) expect(generated.compareBy).toBe('day');
  });

  it('every item accepts its right answer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateRealWorld(step, createRng(seed));
        expect(checkRealWorld(generated, rightAnswer(generated)).correct).toBe(true);
        expect(realWorldWorkedExample(generated).length).toBeGreaterThan(1);
        expect(describeRealWorld(generated).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('checkRealWorld: one step', () => {
  const end: Scenario = { kind: 'end', start: at(3, 15), duration: 30, end: at(3, 45) };
  const start: Scenario = { kind: 'start', start: at(3, 15), duration: 30, end: at(3, 45) };
  const howLong: Scenario = { kind: 'how-long', start: at(2, 50), duration: 20, end: at(3, 10) };

  it('"When did it start?" answered by adding: count back', () => {
    expect(checkRealWorld(item(start), time(4, 15))).toEqual({
      correct: false,
      misconception: 'wrong-move-start',
    });
    expect(realWorldHints['wrong-move-start']).toBe("'Started' means before, so count back.");
    expect(checkRealWorld(item(start), time(3, 15))).toEqual({ correct: true });
  });

  it('"When does it end?" answered by subtracting: count on', () => {
    expect(checkRealWorld(item(end), time(2, 45))).toEqual({
      correct: false,
      misconception: 'wrong-move-end',
    });
  });

  it('a clock time given for "How long?"', () => {
    expect(checkRealWorld(item(howLong), time(3, 10))).toEqual({
      correct: false,
      misconception: 'clock-time',
    });
    expect(
      checkRealWorld(item(howLong), { kind: 'duration', entry: { hours: 3, minutes: 10 } }),
    ).toEqual({
      correct: false,
      misconception: 'clock-time',
    });
  });

  it('"How long?" counts any split, and H-60 for digits subtracted', () => {
    expect(
      checkRealWorld(item(howLong), { kind: 'duration', entry: { hours: 0, minutes: 20 } }),
    ).toEqual({ correct: true });
    // As in 2-4: H-60, then the count up with the story's own times.
    expect(
      checkRealWorld(item(howLong), { kind: 'duration', entry: { hours: 0, minutes: 60 } }),
    ).toEqual({
      correct: false,
      misconception: 'H-60',
      message:
        "An hour has 60 minutes, not 100. After :59 comes the next o'clock. Count up: 2:50 to 3:00 is 10 minutes, 3:00 to 3:10 is 10 more. That makes 20 minutes.",
    });
    const hockey: Scenario = { kind: 'how-long', start: at(7, 45), duration: 75, end: at(9, 0) };
    expect(
      checkRealWorld(item(hockey), { kind: 'duration', entry: { hours: 1, minutes: 55 } }),
    ).toEqual({
      correct: false,
      misconception: 'H-60',
      message:
        "An hour has 60 minutes, not 100. After :59 comes the next o'clock. Count up: 7:45 to 8:00 is 15 minutes, 8:00 to 9:00 is 1 hour more. That makes 1 hour 15 minutes.",
    });
    const long: Scenario = { kind: 'how-long', start: at(2, 0), duration: 90, end: at(3, 30) };
    expect(
      checkRealWorld(item(long), { kind: 'duration', entry: { hours: 0, minutes: 90 } }),
    ).toEqual({
      correct: true,
      message: 'Yes! 90 minutes = 1 hour 30 minutes.',
    });
  });

  it('3:75 is H-60', () => {
    expect(checkRealWorld(item(end), time(2, 105))).toEqual({
      correct: false,
      misconception: 'H-60',
    });
  });
});

describe('checkRealWorld: decisions', () => {
  const movie: Scenario = {
    kind: 'enough-time',
    start: at(18, 30),
    duration: 105,
    end: at(20, 15),
    limit: at(20, 0),
    limitLabel: 'Bedtime',
    enough: false,
  };

  it('the movie lasts 1 h 45, starts at 6:30 PM, bedtime is 8:00 PM: No', () => {
    expect(checkRealWorld(item(movie, 3), { kind: 'yes-no', value: false })).toEqual({
      correct: true,
    });
    expect(checkRealWorld(item(movie, 3), { kind: 'yes-no', value: true })).toEqual({
      correct: false,
      misconception: 'enough-time',
      message:
        'First find when it ends: 6:30 PM plus 1 hour 45 minutes. Then compare that time with bedtime, 8:00 PM.',
    });
  });

  it('finishing exactly at bedtime is enough', () => {
    const onTime = { ...movie, limit: at(20, 15), enough: true };
    expect(checkRealWorld(item(onTime, 3), { kind: 'yes-no', value: true })).toEqual({
      correct: true,
    });
    expect(realWorldWorkedExample(item(onTime, 3)).at(-1)?.text).toContain(
      'Ending right on time is enough',
    );
  });

  it('who finished first: the earlier end, and the "started first" trap', () => {
    const race: Scenario = {
      kind: 'who-first',
      runners: [
        { name: 'Maya', activity: 'swimming', start: at(3, 10), duration: 40, end: at(3, 50) },
        { name: 'Liam', activity: 'reading', start: at(3, 25), duration: 20, end: at(3, 45) },
      ],
      first: 'Liam',
    };
    expect(checkRealWorld(item(race, 3), { kind: 'name', name: 'Liam' })).toEqual({
      correct: true,
    });
    expect(checkRealWorld(item(race, 3), { kind: 'name', name: 'Maya' })).toEqual({
      correct: false,
      misconception: 'started-first',
    });
    const plain: Scenario = {
      ...race,
      runners: [race.runners[1], { ...race.runners[0], start: at(3, 30), end: at(4, 10) }],
    };
    expect(checkRealWorld(item(plain, 3), { kind: 'name', name: 'Maya' })).toEqual({
      correct: false,
      misconception: 'who-first',
    });
  });
});

describe('checkRealWorld: two steps', () => {
  const swim: Scenario = {
    kind: 'chain',
    start: at(16, 15),
    first: { label: 'swimming', duration: 45 },
    second: { label: 'drive', duration: 20 },
    middle: at(17, 0),
    end: at(17, 20),
  };

  it('swimming 4:15 PM + 45 min, drive 20 min: home at 5:20 PM', () => {
    expect(checkRealWorld(item(swim, 4), time(5, 20, 'PM'))).toEqual({ correct: true });
  });

  it('only the first step done', () => {
    expect(checkRealWorld(item(swim, 4), time(5, 0, 'PM'))).toEqual({
      correct: false,
      misconception: 'first-step-only',
      message: 'That is when swimming ends. Now add the 20-minute drive.',
    });
    expect(realWorldHints['first-step-only']).toBe(
      'That is when swimming ends. Now add the 20-minute drive.',
    );
  });

  it('the wrong AM/PM across noon is H-NOON', () => {
    const noon: Scenario = { ...swim, start: at(11, 15), middle: at(12, 0), end: at(12, 20) };
    expect(checkRealWorld(item(noon, 4), time(12, 20, 'AM'))).toMatchObject({
      correct: false,
      misconception: 'H-NOON',
    });
  });

  const buses: Scenario = {
    kind: 'timetable',
    timetable: { first: at(7, 0), every: 20 },
    arrival: at(8, 7),
    next: at(8, 20),
  };

  it('buses every 20 minutes from 7:00 AM, at the stop at 8:07 AM: the next bus is 8:20 AM', () => {
    expect(checkRealWorld(item(buses, 4), time(8, 20, 'AM'))).toEqual({ correct: true });
    expect(checkRealWorld(item(buses, 4), time(8, 0, 'AM'))).toEqual({
      correct: false,
      misconception: 'missed-bus',
    });
    expect(checkRealWorld(item(buses, 4), time(8, 7, 'AM'))).toEqual({
      correct: false,
      misconception: 'arrival-time',
    });
    // No 12 between 8:07 and 8:20: the hint is about the morning, not the curriculum's
    // "Stop at 12 first. 10:30 to 12:00 …" example.
    expect(checkRealWorld(item(buses, 4), time(8, 20, 'PM'))).toEqual({
      correct: false,
      misconception: 'H-NOON',
      message: 'Before 12 noon it is still morning: 8:20 AM.',
    });
  });

  it('works the timetable out step by step', () => {
    expect(realWorldWorkedExample(item(buses, 4)).map((step) => step.text)).toEqual([
      'The buses leave at 7:40 AM, 8:00 AM, 8:20 AM.',
      'You reach the stop at 8:07 AM.',
      'The first bus at or after 8:07 AM is at 8:20 AM.',
    ]);
    expect(scenarioStart(buses)).toBe(at(7, 0));
    expect(realWorldModel.describe(item(buses, 4))).toBe('8:20 AM');
  });
});

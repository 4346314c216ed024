import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFromTime } from '../../model/elapsed';
import { meridiemOf, readingLevelOf } from '../../model/time';
import {
  convertTime,
  neighbouringWholeHourPairs,
  offsetBetween,
  relativeDay,
} from '../../model/zones';
import {
  checkTimeZone,
  describeTimeZone,
  directionHint,
  generateTimeZone,
  timeZoneConverterModel,
  timeZoneHints,
  zoneChoices,
  zoneMapText,
  zoneWorkedExample,
  type TimeZoneItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(
  from: TimeZoneItem['from'],
  to: TimeZoneItem['to'],
  time: number,
  step = 2,
): TimeZoneItem {
  const converted = convertTime(time, from, to);
  return {
    key: 'test',
    prompt: 'test',
    step,
    from,
    to,
    time,
    answer: converted.time,
    dayShift: converted.dayShift,
    askDay: converted.dayShift !== 0,
    answerMode: 'digital',
  };
}

const many = (step: number, count = 300): TimeZoneItem[] =>
  Array.from({ length: count }, (_, seed) => generateTimeZone(step, createRng(seed)));

describe('generateTimeZone', () => {
  it('step 1: neighbouring whole-hour zones, o’clock 8 AM–7 PM, not across noon, 3 choices', () => {
    const pairs = neighbouringWholeHourPairs.map(([a, b]) => [a, b].sort().join('|'));
    for (const generated of many(1)) {
      expect(pairs).toContain([generated.from, generated.to].sort().join('|'));
      expect(readingLevelOf(generated.time)).toBe('R1');
      expect(generated.time).toBeGreaterThanOrEqual(at(8, 0));
      expect(generated.time).toBeLessThanOrEqual(at(19, 0));
      expect(meridiemOf(generated.time)).toBe(meridiemOf(generated.answer));
      expect(generated.choices).toHaveLength(3);
      expect(generated.choices).toContain(generated.answer);
      expect(generated.choices).toContain(generated.time);
    }
  });

  it('step 2: two of the five whole-hour cities, 1–4 h apart, R1–R2, some across noon', () => {
    const items = many(2);
    for (const generated of items) {
      expect(generated.from).not.toBe('st-johns');
      expect(generated.to).not.toBe('st-johns');
      const hours = Math.abs(offsetBetween(generated.from, generated.to)) / 60;
      expect([1, 2, 3, 4]).toContain(hours);
      expect(['R1', 'R2']).toContain(readingLevelOf(generated.time));
      expect(generated.dayShift).toBe(0);
    }
    expect(
      items.some((generated) => meridiemOf(generated.time) !== meridiemOf(generated.answer)),
    ).toBe(true);
  });

  it('step 3: St. John’s in 2 of 3 items, R3–R4', () => {
    const items = many(3, 600);
    const withStJohns = items.filter(
      (generated) => generated.from === 'st-johns' || generated.to === 'st-johns',
    );
    expect(withStJohns.length / items.length).toBeGreaterThan(0.58);
    expect(withStJohns.length / items.length).toBeLessThan(0.75);
    for (const generated of items) expect(['R3', 'R4']).toContain(readingLevelOf(generated.time));
  });

  it('step 4: any pair, R4, one in 3 across midnight asking the day, some told as a story', () => {
    const items = many(4, 600);
    const midnight = items.filter((generated) => generated.askDay);
    expect(midnight.length / items.length).toBeGreaterThan(0.25);
    expect(midnight.length / items.length).toBeLessThan(0.42);
    for (const generated of midnight) {
      expect(generated.dayShift).not.toBe(0);
      expect(generated.prompt).toMatch(/yesterday, today or tomorrow/);
    }
    expect(items.some((generated) => /hockey game|video call|Grandma/.test(generated.prompt))).toBe(
      true,
    );
    for (const generated of items) expect(generated.time % 5).toBe(0);
  });

  it('the right time (and day) is always accepted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateTimeZone(step, createRng(seed));
        expect(
          checkTimeZone(generated, {
            entry: entryFromTime(generated.answer, '12h'),
            day: relativeDay(generated.dayShift),
          }),
        ).toEqual({ correct: true });
      }),
    );
  });
});

describe('checkTimeZone', () => {
  it('noon in Toronto is 9:00 AM in Vancouver', () => {
    expect(
      checkTimeZone(item('toronto', 'vancouver', at(12, 0)), {
        entry: { hour: 9, minute: 0, meridiem: 'AM' },
      }),
    ).toEqual({
      correct: true,
    });
  });

  it('the wrong direction: east is later', () => {
    expect(
      checkTimeZone(item('toronto', 'halifax', at(10, 0)), {
        entry: { hour: 9, minute: 0, meridiem: 'AM' },
      }),
    ).toEqual({
      correct: false,
      misconception: 'wrong-direction',
      message:
        'The sun reaches the east first, so cities further east have later times. Halifax is east of Toronto: add 1 hour.',
    });
    expect(timeZoneHints['wrong-direction']).toBe(directionHint('toronto', 'halifax'));
    expect(directionHint('toronto', 'vancouver')).toContain(
      'Vancouver is west of Toronto: take away 3 hours.',
    );
  });

  it('St. John’s counted as a whole hour', () => {
    expect(
      checkTimeZone(item('halifax', 'st-johns', at(10, 0)), {
        entry: { hour: 11, minute: 0, meridiem: 'AM' },
      }),
    ).toEqual({
      correct: false,
      misconception: 'st-johns',
    });
    expect(timeZoneHints['st-johns']).toBe("St. John's is only half an hour ahead of Halifax.");
    expect(
      checkTimeZone(item('toronto', 'st-johns', at(10, 0)), {
        entry: { hour: 11, minute: 0, meridiem: 'AM' },
      }).misconception,
    ).toBe('st-johns');
  });

  it('the wrong AM/PM across noon is H-NOON', () => {
    expect(
      checkTimeZone(item('toronto', 'halifax', at(11, 30)), {
        entry: { hour: 12, minute: 30, meridiem: 'AM' },
      }),
    ).toEqual({
      correct: false,
      misconception: 'H-NOON',
      message: 'Stop at 12 first. 11:30 AM plus 1 hour goes past 12 noon, so AM changes to PM.',
    });
  });

  it('the same time as the source', () => {
    expect(
      checkTimeZone(item('toronto', 'vancouver', at(12, 0)), {
        entry: { hour: 12, minute: 0, meridiem: 'PM' },
      }),
    ).toEqual({
      correct: false,
      misconception: 'same-time',
      message:
        "Each time zone has its own clock. Vancouver's clock is 3 hours earlier than Toronto.",
    });
  });

  it('across midnight: 11:30 PM in Vancouver is 2:30 AM tomorrow in Toronto', () => {
    const late = item('vancouver', 'toronto', at(23, 30), 4);
    const time = { hour: 2, minute: 30, meridiem: 'AM' } as const;
    expect(checkTimeZone(late, { entry: time, day: 'tomorrow' })).toEqual({ correct: true });
    expect(checkTimeZone(late, { entry: time, day: 'today' })).toEqual({
      correct: false,
      misconception: 'wrong-day',
    });
    expect(
      checkTimeZone(late, { entry: { ...time, meridiem: 'PM' }, day: 'tomorrow' }).misconception,
    ).toBe('H-NOON');
  });

  it('H-60 for minutes of 60 or more', () => {
    expect(
      checkTimeZone(item('toronto', 'vancouver', at(12, 0)), {
        entry: { hour: 8, minute: 60, meridiem: 'AM' },
      }),
    ).toEqual({
      correct: false,
      misconception: 'H-60',
    });
  });
});

describe('choices, worked example and text', () => {
  it('offers the right time, the wrong direction and the same time', () => {
    expect(
      [...zoneChoices(at(10, 0), 'toronto', 'halifax', createRng(3))].sort((a, b) => a - b),
    ).toEqual([at(9, 0), at(10, 0), at(11, 0)]);
  });

  it('converts step by step, with the day across midnight', () => {
    expect(
      zoneWorkedExample(item('vancouver', 'toronto', at(23, 30), 4)).map((step) => step.text),
    ).toEqual([
      'Find Vancouver and Toronto on the map.',
      'Toronto is east of Vancouver, so its clock shows a later time: 3 hours later than Vancouver.',
      '11:30 PM plus 3 hours is 2:30 AM.',
      'That goes past 12 midnight, so a new day has begun in Toronto: it is tomorrow there.',
    ]);
    expect(timeZoneConverterModel.workedExample).toBe(zoneWorkedExample);
  });

  it('gives the curriculum’s text alternatives', () => {
    const noon = item('toronto', 'vancouver', at(12, 0));
    expect(zoneMapText(noon)).toBe(
      'Map of Canada, west to east. Vancouver: question mark. Toronto: 12:00 PM, noon.',
    );
    expect(describeTimeZone(noon)).toBe('Vancouver: 9:00 AM, 3 hours earlier than Toronto');
    expect(describeTimeZone(item('vancouver', 'toronto', at(23, 30), 4))).toBe(
      'Toronto: 2:30 AM, tomorrow, 3 hours later than Vancouver',
    );
  });
});

import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Weekday } from '../../model/dates';
import {
  answerOf,
  backwardsHint,
  checkYesterdayTodayTomorrow,
  crossesWeekend,
  describeYesterdayTodayTomorrow,
  generateYesterdayTodayTomorrow,
  mustCrossWeekend,
  weekAround,
  yesterdayTodayTomorrowHints,
  yesterdayTodayTomorrowWorkedExample,
  type YesterdayTodayTomorrowItem,
} from './model';

const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// An independent reference: JS Date's day of the week one real day later or earlier than a
// date with the given day of the week (January 4, 2026 was a Sunday).
const jsDay = (weekday: number, days: number): number =>
  new Date(Date.UTC(2026, 0, 4 + weekday + days)).getUTCDay();

const itemsAt = (step: number, count = 300): YesterdayTodayTomorrowItem[] =>
  Array.from({ length: count }, (_unused, seed) =>
    generateYesterdayTodayTomorrow(step, createRng(seed)),
  );

/** A session's run of items at a step, each generated with the keys before it. */
function run(step: number, seed: number, count: number): YesterdayTodayTomorrowItem[] {
  const items: YesterdayTodayTomorrowItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const recentKeys = items.map((item) => item.key).slice(-20);
    items.push(
      generateYesterdayTodayTomorrow(step, createRng(seed * 1000 + index), { recentKeys }),
    );
  }
  return items;
}

const item = (
  fields: Pick<YesterdayTodayTomorrowItem, 'kind' | 'today' | 'direction'> &
    Partial<YesterdayTodayTomorrowItem>,
): YesterdayTodayTomorrowItem => ({
  key: 'test',
  prompt: '',
  step: fields.kind === 'tap' ? 1 : fields.kind === 'forward' ? 2 : 3,
  choices: [],
  ...fields,
});

describe('Yesterday, Today, Tomorrow generator', () => {
  it('step 1: "Tap tomorrow." or "Tap yesterday." from any day, no cards (the strip is tapped)', () => {
    const seen = new Set<string>();
    for (const each of itemsAt(1)) {
      expect(each.kind).toBe('tap');
      expect(each.prompt).toBe(`Tap ${each.direction}.`);
      expect(each.speech).toBe(`Tap ${each.direction}. The star is today: ${names[each.today]}.`);
      expect(each.choices).toEqual([]);
      seen.add(`${each.today}:${each.direction}`);
    }
    expect(seen.size).toBe(14);
  });

  it('step 2: "Today is Saturday. What day will tomorrow be?" with yesterday, tomorrow and the day 2 away', () => {
    for (const each of itemsAt(2)) {
      expect(each.kind).toBe('forward');
      const today = names[each.today];
      expect(each.prompt).toBe(
        each.direction === 'tomorrow'
          ? `Today is ${today}. What day will tomorrow be?`
          : `Today is ${today}. What day was yesterday?`,
      );
      const twoAway = jsDay(each.today, each.direction === 'tomorrow' ? 2 : -2);
      expect([...each.choices].sort()).toEqual(
        [jsDay(each.today, -1), jsDay(each.today, 1), twoAway].sort(),
      );
    }
  });

  it('step 3: "Tomorrow will be Monday. What day is today?" with the answer, the named day and its other side', () => {
    for (const each of itemsAt(3)) {
      expect(each.kind).toBe('backward');
      const named = each.named as Weekday;
      expect(each.prompt).toBe(
        each.direction === 'tomorrow'
          ? `Tomorrow will be ${names[named]}. What day is today?`
          : `Yesterday was ${names[named]}. What day is today?`,
      );
      const back = each.direction === 'tomorrow' ? -1 : 1;
      expect(each.today).toBe(jsDay(named, back));
      expect([...each.choices].sort()).toEqual([each.today, named, jsDay(named, -back)].sort());
    }
  });

  it('steps 2–3: exactly one card is right, and the distractors are never right (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.integer(), (step, seed) => {
        const each = generateYesterdayTodayTomorrow(step, createRng(seed));
        expect(each.choices).toHaveLength(3);
        expect(new Set(each.choices).size).toBe(3);
        const right = each.choices.filter(
          (day) => checkYesterdayTodayTomorrow(each, { day }).correct,
        );
        expect(right).toHaveLength(1);
      }),
    );
  });

  it('step 3: Saturday and Sunday appear in at least 1 of every 3 items of a session (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (seed) => {
        const items = run(3, seed, 12);
        for (let index = 2; index < items.length; index += 1) {
          const window = items.slice(index - 2, index + 1);
          expect(window.some((each) => crossesWeekend(each))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('step 3: the weekend is not forced after items of other steps', () => {
    expect(mustCrossWeekend({ recentKeys: ['ytt:2:3:tomorrow', 'ytt:3:2:tomorrow'] })).toBe(false);
    expect(mustCrossWeekend({ recentKeys: ['ytt:3:6:tomorrow:wrap', 'ytt:3:2:tomorrow'] })).toBe(
      false,
    );
    expect(mustCrossWeekend({ recentKeys: ['ytt:3:4:yesterday', 'ytt:3:2:tomorrow'] })).toBe(true);
  });

  it('never makes the item shown last (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer(), (step, seed) => {
        const first = generateYesterdayTodayTomorrow(step, createRng(seed));
        const next = generateYesterdayTodayTomorrow(step, createRng(seed), {
          recentKeys: [first.key],
        });
        expect(next.key).not.toBe(first.key);
      }),
    );
  });

  it('the answer is today ± 1 mod 7, as JS Date walks the days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer(), (step, seed) => {
        const each = generateYesterdayTodayTomorrow(step, createRng(seed));
        if (each.kind === 'backward') {
          const named = each.named as Weekday;
          expect(answerOf(each)).toBe(jsDay(named, each.direction === 'tomorrow' ? -1 : 1));
        } else {
          expect(answerOf(each)).toBe(jsDay(each.today, each.direction === 'tomorrow' ? 1 : -1));
        }
        for (const day of [0, 1, 2, 3, 4, 5, 6] as const) {
          expect(checkYesterdayTodayTomorrow(each, { day }).correct).toBe(day === answerOf(each));
        }
      }),
    );
  });
});

describe('checkYesterdayTodayTomorrow', () => {
  it('Saturday’s tomorrow is Sunday, and Sunday’s yesterday is Saturday (the wrap)', () => {
    expect(
      checkYesterdayTodayTomorrow(item({ kind: 'tap', today: 6, direction: 'tomorrow' }), {
        day: 0,
      }),
    ).toEqual({ correct: true });
    expect(
      checkYesterdayTodayTomorrow(item({ kind: 'forward', today: 0, direction: 'yesterday' }), {
        day: 6,
      }),
    ).toEqual({ correct: true });
  });

  it('names the direction swapped, for tomorrow and for yesterday', () => {
    const tomorrow = checkYesterdayTodayTomorrow(
      item({ kind: 'tap', today: 3, direction: 'tomorrow' }),
      { day: 2 },
    );
    expect(tomorrow).toEqual({ correct: false, misconception: 'swapped-tomorrow' });
    expect(yesterdayTodayTomorrowHints['swapped-tomorrow']).toBe(
      'Tomorrow has not happened yet. It is one day after today.',
    );
    const yesterday = checkYesterdayTodayTomorrow(
      item({ kind: 'forward', today: 3, direction: 'yesterday' }),
      { day: 4 },
    );
    expect(yesterday).toEqual({ correct: false, misconception: 'swapped-yesterday' });
    expect(yesterdayTodayTomorrowHints['swapped-yesterday']).toMatch(/one day before today\.$/);
  });

  it('names the day 2 away, and tapping today itself', () => {
    const two = checkYesterdayTodayTomorrow(
      item({ kind: 'forward', today: 5, direction: 'tomorrow' }),
      { day: 0 },
    );
    expect(two.misconception).toBe('two-days');
    expect(two.message).toBe('That is 2 days after today. Tomorrow is just 1 day after today.');
    const twoBack = checkYesterdayTodayTomorrow(
      item({ kind: 'forward', today: 1, direction: 'yesterday' }),
      { day: 6 },
    );
    expect(twoBack.message).toBe(
      'That is 2 days before today. Yesterday is just 1 day before today.',
    );
    const today = checkYesterdayTodayTomorrow(
      item({ kind: 'tap', today: 4, direction: 'yesterday' }),
      { day: 4 },
    );
    expect(today.misconception).toBe('today');
    expect(today.message).toBe('The star is today. Yesterday is the box just before it.');
    const far = checkYesterdayTodayTomorrow(
      item({ kind: 'tap', today: 4, direction: 'yesterday' }),
      { day: 0 },
    );
    expect(far).toEqual({ correct: false });
  });

  it('step 3: any wrong card gets the working-backwards hint, worded for the item', () => {
    const tomorrowMonday = item({ kind: 'backward', today: 0, direction: 'tomorrow', named: 1 });
    expect(checkYesterdayTodayTomorrow(tomorrowMonday, { day: 0 })).toEqual({ correct: true });
    for (const day of [1, 2] as const) {
      expect(checkYesterdayTodayTomorrow(tomorrowMonday, { day })).toEqual({
        correct: false,
        misconception: 'backwards',
        message: 'If tomorrow is Monday, today is the day just before Monday.',
      });
    }
    expect(yesterdayTodayTomorrowHints.backwards).toBe(
      'If tomorrow is Monday, today is the day just before Monday.',
    );
    expect(backwardsHint('yesterday', 5)).toBe(
      'If yesterday was Friday, today is the day just after Friday.',
    );
  });

  it('an answer after "Show the week" is practice, not evidence, right or wrong', () => {
    const forward = item({ kind: 'forward', today: 6, direction: 'tomorrow' });
    expect(checkYesterdayTodayTomorrow(forward, { day: 0, shownWeek: true })).toEqual({
      correct: true,
      evidence: 'none',
    });
    expect(checkYesterdayTodayTomorrow(forward, { day: 5, shownWeek: true })).toEqual({
      correct: false,
      misconception: 'swapped-tomorrow',
      evidence: 'none',
    });
    expect(checkYesterdayTodayTomorrow(forward, { day: 0, shownWeek: false })).toEqual({
      correct: true,
    });
  });
});

describe('texts', () => {
  it('the strip: 7 days centred on today', () => {
    expect(weekAround(6)).toEqual([3, 4, 5, 6, 0, 1, 2]);
  });

  it('the answer in words', () => {
    expect(
      describeYesterdayTodayTomorrow(item({ kind: 'forward', today: 6, direction: 'tomorrow' })),
    ).toBe('Today is Saturday, so tomorrow will be Sunday.');
    expect(
      describeYesterdayTodayTomorrow(item({ kind: 'tap', today: 0, direction: 'yesterday' })),
    ).toBe('Today is Sunday, so yesterday was Saturday.');
    expect(
      describeYesterdayTodayTomorrow(
        item({ kind: 'backward', today: 4, direction: 'yesterday', named: 3 }),
      ),
    ).toBe('Yesterday was Wednesday, so today is Thursday.');
  });

  it('the worked example goes from today (or the day named) one box the right way', () => {
    expect(
      yesterdayTodayTomorrowWorkedExample(item({ kind: 'tap', today: 6, direction: 'tomorrow' })),
    ).toEqual([
      { text: 'The star is today: Saturday.', lit: 6, solved: false },
      { text: 'Tomorrow is one day after today: the next box.', lit: 6, solved: false },
      {
        text: 'The day after Saturday is Sunday. Tomorrow will be Sunday.',
        lit: 0,
        solved: true,
      },
    ]);
    expect(
      yesterdayTodayTomorrowWorkedExample(
        item({ kind: 'backward', today: 0, direction: 'tomorrow', named: 1 }),
      ).map((step) => step.text),
    ).toEqual([
      'Tomorrow will be Monday.',
      'Today is one day before tomorrow.',
      'The day just before Monday is Sunday. Today is Sunday.',
    ]);
  });
});

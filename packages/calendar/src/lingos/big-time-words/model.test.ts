import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate, Month, Weekday } from '../../model/dates';
import {
  bigTimeWordsHints,
  bigTimeWordsModel,
  bigTimeWordsWorkedExample,
  checkBigTimeWords,
  describeBigTimeWords,
  generateBigTimeWords,
  isAnswerComplete,
  rightAnswer,
  taskKey,
  taskPrompt,
  timeEvents,
  wordPairs,
  type BigTimeWordsAnswer,
  type BigTimeWordsItem,
  type BigTimeWordsTask,
} from './model';

type TaskOf<Kind extends BigTimeWordsTask['kind']> = Extract<BigTimeWordsTask, { kind: Kind }>;

const item = (task: BigTimeWordsTask, step = 1): BigTimeWordsItem => ({
  key: taskKey(task),
  prompt: taskPrompt(task),
  step,
  task,
});

const many = (step: number, count = 400): BigTimeWordsItem[] =>
  Array.from({ length: count }, (_, seed) => generateBigTimeWords(step, createRng(seed)));

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day of the week by JavaScript's Date: the independent reference. */
const jsWeekday = (date: CalendarDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** The date 14 days later by JavaScript's Date. */
const jsFortnightAfter = (date: CalendarDate): CalendarDate => {
  const later = new Date(Date.UTC(date.year, date.month - 1, date.day + 14));
  return {
    year: later.getUTCFullYear(),
    month: (later.getUTCMonth() + 1) as Month,
    day: later.getUTCDate(),
  };
};

/** February 29 exists in that year, by JavaScript's Date. */
const jsLeap = (year: number): boolean => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;

/** Every answer a widget of the item could give, right or wrong. */
function possibleAnswers(generated: BigTimeWordsItem): BigTimeWordsAnswer[] {
  const { task } = generated;
  switch (task.kind) {
    case 'two-days':
      return task.choices.map((day) => ({ kind: 'choice', value: String(day) }));
    case 'weekday-or-weekend':
      return ['weekday', 'weekend'].map((value) => ({ kind: 'choice', value }));
    case 'longer':
      return task.choices.map((choice) => ({ kind: 'choice', value: choice.id }));
    case 'leap-year':
      return ['yes', 'no'].map((value) => ({ kind: 'choice', value }));
    case 'fortnight-date': {
      const length = new Date(Date.UTC(task.year, task.month, 0)).getUTCDate();
      return Array.from({ length }, (_, index) => ({
        kind: 'date',
        date: { year: task.year, month: task.month, day: index + 1 },
      }));
    }
    case 'years-in-decades':
    case 'decades-in-century':
      return Array.from({ length: 601 }, (_, value) => ({ kind: 'number', value }));
    case 'sort': {
      // Every way to put the 4 cards in the bins.
      let placements: Record<string, string>[] = [{}];
      for (const card of task.cards) {
        placements = placements.flatMap((placement) =>
          task.bins.map((bin) => ({ ...placement, [card.id]: bin.id })),
        );
      }
      return placements.map((placement) => ({ kind: 'sort', placement }));
    }
    case 'match': {
      const ids = task.pairs.map((pair) => pair.id);
      const orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ];
      return orders.map((order) => ({
        kind: 'pairs',
        pairs: Object.fromEntries(ids.map((id, index) => [id, ids[order[index] ?? 0] ?? ''])),
      }));
    }
  }
}

/** The right answer worked out by hand from calendar.md, independent of the model. */
function expectedRight(generated: BigTimeWordsItem, answer: BigTimeWordsAnswer): boolean {
  const { task } = generated;
  switch (task.kind) {
    case 'two-days': {
      const offset = task.direction === 'after' ? 2 : 5; // − 2 ≡ + 5 (mod 7)
      return answer.kind === 'choice' && Number(answer.value) === (task.today + offset) % 7;
    }
    case 'weekday-or-weekend': {
      const name = dayNames[task.day] ?? '';
      const weekend = name === 'Saturday' || name === 'Sunday';
      return answer.kind === 'choice' && answer.value === (weekend ? 'weekend' : 'weekday');
    }
    case 'longer': {
      const inUnits: Record<string, number> = {
        'a fortnight': 14,
        'a leap year': 366,
        'a decade': 10,
        'a century': 100,
      };
      const length = (label: string) => inUnits[label] ?? Number(label.split(' ')[0]);
      const [first, second] = task.choices;
      const longer = length(first.label) > length(second.label) ? first : second;
      return answer.kind === 'choice' && answer.value === longer.id;
    }
    case 'leap-year':
      return answer.kind === 'choice' && answer.value === (jsLeap(task.year) ? 'yes' : 'no');
    case 'fortnight-date': {
      const target = jsFortnightAfter(task.start);
      return (
        answer.kind === 'date' &&
        answer.date.year === target.year &&
        answer.date.month === target.month &&
        answer.date.day === target.day
      );
    }
    case 'years-in-decades':
      return answer.kind === 'number' && answer.value === task.decades * 10;
    case 'decades-in-century':
      return answer.kind === 'number' && answer.value === 10;
    case 'sort':
      return (
        answer.kind === 'sort' &&
        task.cards.every((card) => {
          const placed = answer.placement[card.id];
          if (task.mode === 'days') {
            const weekend = card.label === 'Saturday' || card.label === 'Sunday';
            return placed === (weekend ? 'weekend' : 'weekday');
          }
          const daily = ['brushing your teeth', 'going to bed', 'eating breakfast'];
          const expected = daily.includes(card.label)
            ? 'daily'
            : card.label.includes('every')
              ? 'weekly'
              : 'annual';
          return placed === expected;
        })
      );
    case 'match': {
      const meaning: Record<string, string> = {
        fortnight: '14 days',
        decade: '10 years',
        century: '100 years',
        'leap year': '366 days',
        week: '7 days',
        year: '12 months',
        monthly: 'once a month',
      };
      return (
        answer.kind === 'pairs' &&
        task.pairs.every((pair) => {
          const joined = task.pairs.find((other) => other.id === answer.pairs[pair.id]);
          return joined?.meaning === meaning[pair.word];
        })
      );
    }
  }
}

describe('generateBigTimeWords', () => {
  it('every item has exactly one right answer among those its widget can give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), (step, seed) => {
        const generated = generateBigTimeWords(step, createRng(seed));
        const answers = possibleAnswers(generated);
        const right = answers.filter((answer) => checkBigTimeWords(generated, answer).correct);
        expect(right).toHaveLength(1);
        expect(right[0]).toEqual(rightAnswer(generated));
        for (const answer of answers) {
          expect(checkBigTimeWords(generated, answer).correct).toBe(
            expectedRight(generated, answer),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the key tells items apart, so the session can keep one from coming twice in a row', () => {
    for (const step of [1, 2, 3, 4]) {
      const byKey = new Map<string, BigTimeWordsItem>();
      for (const generated of many(step, 300)) {
        const same = byKey.get(generated.key);
        if (same) expect(generated).toEqual(same);
        else byKey.set(generated.key, generated);
      }
      // More than one item per step, so there is always another to pick.
      expect(byKey.size).toBeGreaterThan(step === 4 ? 10 : 20);
    }
  });

  it('step 1: day sorts and event sorts take turns', () => {
    let previous = generateBigTimeWords(1, createRng(1));
    for (let seed = 2; seed < 60; seed += 1) {
      const next = generateBigTimeWords(1, createRng(seed), { recentKeys: [previous.key] });
      const before = previous.task as TaskOf<'sort'>;
      const now = next.task as TaskOf<'sort'>;
      expect(now.mode).not.toBe(before.mode);
      previous = next;
    }
  });

  it('step 1 days: 4 different days, 1 or 2 of them on the weekend, into Weekday and Weekend', () => {
    const sorts = many(1).filter(
      (generated) => generated.task.kind === 'sort' && generated.task.mode === 'days',
    );
    expect(sorts.length).toBeGreaterThan(100);
    for (const generated of sorts) {
      const task = generated.task as TaskOf<'sort'>;
      expect(task.cards).toHaveLength(4);
      expect(new Set(task.cards.map((card) => card.label)).size).toBe(4);
      const weekend = task.cards.filter((card) => ['Saturday', 'Sunday'].includes(card.label));
      expect(weekend.length).toBeGreaterThanOrEqual(1);
      expect(weekend.length).toBeLessThanOrEqual(2);
      expect(task.bins.map((bin) => bin.label)).toEqual(['Weekday', 'Weekend']);
      expect(generated.prompt).toBe('Sort the days: weekday or weekend?');
    }
  });

  it('step 1 events: 4 different pictures, at least one for each bin', () => {
    const sorts = many(1).filter(
      (generated) => generated.task.kind === 'sort' && generated.task.mode === 'events',
    );
    expect(sorts.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    for (const generated of sorts) {
      const task = generated.task as TaskOf<'sort'>;
      expect(task.cards).toHaveLength(4);
      expect(new Set(task.cards.map((card) => card.id)).size).toBe(4);
      expect(task.bins.map((bin) => bin.label)).toEqual([
        'Daily',
        'Weekly',
        'Once a year (annual)',
      ]);
      for (const bin of task.bins) {
        expect(task.cards.some((card) => card.bin === bin.id)).toBe(true);
      }
      for (const card of task.cards) {
        seen.add(card.id);
        expect(card.picture).toBeDefined();
      }
    }
    // calendar.md's five events all come up.
    for (const id of ['brushing-teeth', 'swim-lesson', 'birthday', 'canada-day', 'library-day']) {
      expect(seen.has(id)).toBe(true);
    }
  });

  it('step 2: 3 pairs from the seven, no meaning across from its word', () => {
    const items = many(2);
    for (const generated of items) {
      const task = generated.task as TaskOf<'match'>;
      expect(task.kind).toBe('match');
      expect(task.pairs).toHaveLength(3);
      expect(new Set(task.pairs.map((pair) => pair.id)).size).toBe(3);
      expect([...task.rightOrder].sort()).toEqual(task.pairs.map((pair) => pair.id).sort());
      task.pairs.forEach((pair, index) => expect(task.rightOrder[index]).not.toBe(pair.id));
      expect(generated.prompt).toBe('Match each time word to what it means.');
    }
    const drawn = new Set(items.flatMap((generated) => (generated.task as TaskOf<'match'>).pairs));
    expect([...drawn].map((pair) => pair.id).sort()).toEqual(
      wordPairs.map((pair) => pair.id).sort(),
    );
  });

  it('step 3: the day after tomorrow or before yesterday, a fortnight on the grid, weekday or weekend', () => {
    const items = many(3, 600);
    const kinds = new Set(items.map((generated) => generated.task.kind));
    expect(kinds).toEqual(new Set(['two-days', 'fortnight-date', 'weekday-or-weekend']));
    for (const generated of items) {
      const { task } = generated;
      if (task.kind === 'two-days') {
        const words = task.direction === 'after' ? 'after tomorrow' : 'before yesterday';
        expect(generated.prompt).toBe(
          `Today is ${dayNames[task.today]}. What day is the day ${words}?`,
        );
        expect(new Set(task.choices).size).toBe(3);
      }
      if (task.kind === 'fortnight-date') {
        expect(task.year).toBeGreaterThanOrEqual(2024);
        expect(task.year).toBeLessThanOrEqual(2035);
        // Same page: the target is in the month shown.
        expect(task.target.month).toBe(task.month);
        expect(task.start.month).toBe(task.month);
        expect(jsWeekday(task.target)).toBe(jsWeekday(task.start));
        expect(generated.prompt).toMatch(
          /^Tap the date a fortnight after [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}\.$/,
        );
      }
      if (task.kind === 'weekday-or-weekend') {
        expect(generated.prompt).toBe(`Is ${dayNames[task.day]} a weekday or a weekend day?`);
      }
    }
  });

  it('step 3: a fortnight item names the start as spoken, its real day of the week', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const generated = generateBigTimeWords(3, createRng(seed));
        if (generated.task.kind !== 'fortnight-date') return;
        const { start } = generated.task;
        const monthNames = new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' });
        const month = monthNames.format(new Date(Date.UTC(start.year, start.month - 1, 1)));
        expect(generated.prompt).toBe(
          `Tap the date a fortnight after ${dayNames[jsWeekday(start)]}, ${month} ${start.day}.`,
        );
      }),
    );
  });

  it('step 4: longer, decades, decades in a century and leap years, in range', () => {
    const items = many(4, 800);
    const kinds = new Set(items.map((generated) => generated.task.kind));
    expect(kinds).toEqual(
      new Set(['longer', 'years-in-decades', 'decades-in-century', 'leap-year']),
    );
    const years = new Set<number>();
    const decades = new Set<number>();
    for (const generated of items) {
      const { task } = generated;
      if (task.kind === 'years-in-decades') {
        decades.add(task.decades);
        expect(generated.prompt).toBe(`How many years are in ${task.decades} decades?`);
      }
      if (task.kind === 'leap-year') {
        years.add(task.year);
        expect(generated.prompt).toBe(`Is ${task.year} a leap year?`);
      }
      if (task.kind === 'longer') {
        const [first, second] = task.choices;
        expect(first.amount).not.toBe(second.amount);
        expect(first.unit).toBe(second.unit);
        expect(generated.prompt).toBe(`Which is longer: ${first.label} or ${second.label}?`);
      }
      if (task.kind === 'decades-in-century') {
        expect(generated.prompt).toBe('How many decades make a century?');
      }
    }
    expect([...decades].sort()).toEqual([2, 3, 4, 5]);
    expect(Math.min(...years)).toBe(2024);
    expect(Math.max(...years)).toBe(2035);
    const leapShare = items.filter(
      (generated) => generated.task.kind === 'leap-year' && jsLeap(generated.task.year),
    ).length;
    expect(leapShare).toBeGreaterThan(30);
  });
});

describe('checkBigTimeWords', () => {
  const thursday = 4 as Weekday;

  it('the day after tomorrow is today + 2, wrapping round the week', () => {
    const after = item(
      { kind: 'two-days', direction: 'after', today: thursday, choices: [5, 6, 0] },
      3,
    );
    expect(checkBigTimeWords(after, { kind: 'choice', value: '6' }).correct).toBe(true);
    const friday = item({ kind: 'two-days', direction: 'after', today: 5, choices: [6, 0, 1] }, 3);
    expect(checkBigTimeWords(friday, { kind: 'choice', value: '0' }).correct).toBe(true);
  });

  it('tomorrow for the day after tomorrow names that mix-up', () => {
    const after = item(
      { kind: 'two-days', direction: 'after', today: thursday, choices: [5, 6, 0] },
      3,
    );
    const result = checkBigTimeWords(after, { kind: 'choice', value: '5' });
    expect(result).toEqual({ correct: false, misconception: 'day-after-tomorrow' });
    expect(bigTimeWordsHints[result.misconception ?? 'default']).toBe(
      'First find tomorrow, then go one more day.',
    );
  });

  it('the day before yesterday is today − 2, wrapping back past Sunday', () => {
    const monday = item({ kind: 'two-days', direction: 'before', today: 1, choices: [5, 6, 0] }, 3);
    expect(checkBigTimeWords(monday, { kind: 'choice', value: '6' }).correct).toBe(true);
    expect(checkBigTimeWords(monday, { kind: 'choice', value: '0' })).toEqual({
      correct: false,
      misconception: 'day-before-yesterday',
    });
  });

  it('a fortnight after Monday, May 4, 2026 is Monday, May 18', () => {
    const start: CalendarDate = { year: 2026, month: 5, day: 4 };
    const task: TaskOf<'fortnight-date'> = {
      kind: 'fortnight-date',
      year: 2026,
      month: 5,
      start,
      target: { year: 2026, month: 5, day: 18 },
    };
    const fortnight = item(task, 3);
    expect(fortnight.prompt).toBe('Tap the date a fortnight after Monday, May 4.');
    expect(checkBigTimeWords(fortnight, { kind: 'date', date: task.target }).correct).toBe(true);
    // One week later, a day off, or the right day in another year: the fortnight hint.
    for (const date of [
      { year: 2026, month: 5, day: 11 },
      { year: 2026, month: 5, day: 17 },
      { year: 2027, month: 5, day: 18 },
    ] as const) {
      expect(checkBigTimeWords(fortnight, { kind: 'date', date })).toEqual({
        correct: false,
        misconception: 'fortnight',
      });
    }
    expect(bigTimeWordsHints.fortnight).toBe(
      "Fortnight comes from 'fourteen nights': 14 days, which is 2 weeks.",
    );
  });

  it('weekday means Monday to Friday, weekend Saturday and Sunday', () => {
    const expected: Record<number, string> = {
      0: 'weekend',
      1: 'weekday',
      2: 'weekday',
      3: 'weekday',
      4: 'weekday',
      5: 'weekday',
      6: 'weekend',
    };
    for (const day of [0, 1, 2, 3, 4, 5, 6] as const) {
      const question = item({ kind: 'weekday-or-weekend', day }, 3);
      const right = expected[day] ?? '';
      const other = right === 'weekend' ? 'weekday' : 'weekend';
      expect(checkBigTimeWords(question, { kind: 'choice', value: right }).correct).toBe(true);
      expect(checkBigTimeWords(question, { kind: 'choice', value: other })).toEqual({
        correct: false,
        misconception: 'weekday-weekend',
      });
    }
  });

  it('a decade is 10 years: 3 decades are 30; 300 is the century mix-up', () => {
    const question = item({ kind: 'years-in-decades', decades: 3 }, 4);
    expect(checkBigTimeWords(question, { kind: 'number', value: 30 }).correct).toBe(true);
    expect(checkBigTimeWords(question, { kind: 'number', value: 300 })).toEqual({
      correct: false,
      misconception: 'decade-century',
    });
    expect(checkBigTimeWords(question, { kind: 'number', value: 3 })).toEqual({
      correct: false,
      misconception: 'count-by-tens',
    });
  });

  it('10 decades make a century; 100 is the mix-up', () => {
    const question = item({ kind: 'decades-in-century' }, 4);
    expect(checkBigTimeWords(question, { kind: 'number', value: 10 }).correct).toBe(true);
    expect(checkBigTimeWords(question, { kind: 'number', value: 100 }).misconception).toBe(
      'decade-century',
    );
    expect(checkBigTimeWords(question, { kind: 'number', value: 20 }).misconception).toBe(
      'count-by-tens',
    );
    expect(bigTimeWordsHints['decade-century']).toBe(
      '100 cents make a dollar and 100 years make a century. A decade is 10 years.',
    );
  });

  it('2024, 2028 and 2032 are the leap years from 2024 to 2035', () => {
    for (let year = 2024; year <= 2035; year += 1) {
      const question = item({ kind: 'leap-year', year }, 4);
      const leap = [2024, 2028, 2032].includes(year);
      expect(
        checkBigTimeWords(question, { kind: 'choice', value: leap ? 'yes' : 'no' }).correct,
      ).toBe(true);
      expect(checkBigTimeWords(question, { kind: 'choice', value: leap ? 'no' : 'yes' })).toEqual({
        correct: false,
        misconception: 'leap-year',
      });
    }
  });

  it('a fortnight is longer than 10 days; the other card names the fortnight', () => {
    const question = item(
      {
        kind: 'longer',
        word: 'fortnight',
        choices: [
          { id: 'word', label: 'a fortnight', amount: 14, unit: 'days' },
          { id: 'other', label: '10 days', amount: 10, unit: 'days' },
        ],
      },
      4,
    );
    expect(question.prompt).toBe('Which is longer: a fortnight or 10 days?');
    expect(checkBigTimeWords(question, { kind: 'choice', value: 'word' }).correct).toBe(true);
    expect(checkBigTimeWords(question, { kind: 'choice', value: 'other' }).misconception).toBe(
      'fortnight',
    );
  });

  it('a century against a decade: the century, and the mix-up hint when wrong', () => {
    const question = item(
      {
        kind: 'longer',
        word: 'century',
        choices: [
          { id: 'other', label: 'a decade', amount: 10, unit: 'years' },
          { id: 'word', label: 'a century', amount: 100, unit: 'years' },
        ],
      },
      4,
    );
    expect(checkBigTimeWords(question, { kind: 'choice', value: 'word' }).correct).toBe(true);
    expect(checkBigTimeWords(question, { kind: 'choice', value: 'other' }).misconception).toBe(
      'decade-century',
    );
  });

  it('a sort is right only with every card in its bin, and marks each card', () => {
    const task: TaskOf<'sort'> = {
      kind: 'sort',
      mode: 'days',
      cards: [
        { id: 'day-6', label: 'Saturday', bin: 'weekend' },
        { id: 'day-3', label: 'Wednesday', bin: 'weekday' },
        { id: 'day-0', label: 'Sunday', bin: 'weekend' },
        { id: 'day-1', label: 'Monday', bin: 'weekday' },
      ],
      bins: [
        { id: 'weekday', label: 'Weekday' },
        { id: 'weekend', label: 'Weekend' },
      ],
    };
    const sort = item(task);
    const right = {
      'day-6': 'weekend',
      'day-3': 'weekday',
      'day-0': 'weekend',
      'day-1': 'weekday',
    };
    expect(checkBigTimeWords(sort, { kind: 'sort', placement: right })).toEqual({
      correct: true,
      marks: { 'day-6': 'correct', 'day-3': 'correct', 'day-0': 'correct', 'day-1': 'correct' },
    });
    expect(
      checkBigTimeWords(sort, { kind: 'sort', placement: { ...right, 'day-3': 'weekend' } }),
    ).toEqual({
      correct: false,
      misconception: 'weekday-weekend',
      marks: { 'day-6': 'correct', 'day-3': 'incorrect', 'day-0': 'correct', 'day-1': 'correct' },
    });
  });

  it('a misplaced event picture says why it goes where it goes', () => {
    const events = ['brushing-teeth', 'swim-lesson', 'canada-day', 'birthday'].map((id) => {
      const event = timeEvents.find((each) => each.id === id);
      if (!event) throw new Error(id);
      return { id, label: event.label, bin: event.howOften, picture: event.picture };
    });
    const sort = item({
      kind: 'sort',
      mode: 'events',
      cards: events,
      bins: [
        { id: 'daily', label: 'Daily' },
        { id: 'weekly', label: 'Weekly' },
        { id: 'annual', label: 'Once a year (annual)' },
      ],
    });
    const result = checkBigTimeWords(sort, {
      kind: 'sort',
      placement: {
        'brushing-teeth': 'weekly',
        'swim-lesson': 'weekly',
        'canada-day': 'annual',
        birthday: 'daily',
      },
    });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('how-often');
    expect(result.message).toBe(
      'You brush your teeth every day: daily. Your birthday comes once a year: annual.',
    );
    expect(result.marks).toEqual({
      'brushing-teeth': 'incorrect',
      'swim-lesson': 'correct',
      'canada-day': 'correct',
      birthday: 'incorrect',
    });
  });

  it('a match is right only with every pair right; decade with 100 years is the mix-up', () => {
    const pick = (id: string) => wordPairs.find((pair) => pair.id === id)!;
    const match = item(
      {
        kind: 'match',
        pairs: [pick('decade'), pick('century'), pick('week')],
        rightOrder: ['century', 'week', 'decade'],
      },
      2,
    );
    expect(
      checkBigTimeWords(match, {
        kind: 'pairs',
        pairs: { decade: 'decade', century: 'century', week: 'week' },
      }).correct,
    ).toBe(true);
    expect(
      checkBigTimeWords(match, {
        kind: 'pairs',
        pairs: { decade: 'century', century: 'decade', week: 'week' },
      }),
    ).toEqual({
      correct: false,
      misconception: 'decade-century',
      marks: { decade: 'incorrect', century: 'incorrect', week: 'correct' },
    });
  });

  it('a fortnight matched with 7 days names the fortnight', () => {
    const pick = (id: string) => wordPairs.find((pair) => pair.id === id)!;
    const match = item(
      {
        kind: 'match',
        pairs: [pick('fortnight'), pick('week'), pick('year')],
        rightOrder: ['week', 'year', 'fortnight'],
      },
      2,
    );
    expect(
      checkBigTimeWords(match, {
        kind: 'pairs',
        pairs: { fortnight: 'week', week: 'fortnight', year: 'year' },
      }).misconception,
    ).toBe('fortnight');
  });

  it('an answer from the wrong widget is never right', () => {
    const question = item({ kind: 'decades-in-century' }, 4);
    expect(checkBigTimeWords(question, { kind: 'choice', value: '10' }).correct).toBe(false);
  });
});

describe('isAnswerComplete', () => {
  it('a sort is ready once every card is in a bin; a match once every word is joined', () => {
    const sort = generateBigTimeWords(1, createRng(3));
    const task = sort.task as TaskOf<'sort'>;
    const [first, ...rest] = task.cards;
    const partial = { kind: 'sort' as const, placement: { [first?.id ?? '']: 'weekday' } };
    expect(isAnswerComplete(sort, partial)).toBe(false);
    const full = {
      kind: 'sort' as const,
      placement: Object.fromEntries([first, ...rest].map((card) => [card?.id, task.bins[0]?.id])),
    };
    expect(isAnswerComplete(sort, full)).toBe(true);
    const match = generateBigTimeWords(2, createRng(3));
    expect(isAnswerComplete(match, { kind: 'pairs', pairs: {} })).toBe(false);
    expect(isAnswerComplete(match, rightAnswer(match))).toBe(true);
  });
});

describe('the worked example and the answer in words', () => {
  it('sorts one card per step, into its bin', () => {
    const sort = item({
      kind: 'sort',
      mode: 'days',
      cards: [
        { id: 'day-0', label: 'Sunday', bin: 'weekend' },
        { id: 'day-2', label: 'Tuesday', bin: 'weekday' },
        { id: 'day-4', label: 'Thursday', bin: 'weekday' },
        { id: 'day-5', label: 'Friday', bin: 'weekday' },
      ],
      bins: [
        { id: 'weekday', label: 'Weekday' },
        { id: 'weekend', label: 'Weekend' },
      ],
    });
    expect(bigTimeWordsWorkedExample(sort).map((step) => step.text)).toEqual([
      'Sunday is a weekend day. Into Weekend.',
      'Tuesday is a weekday. Into Weekday.',
      'Thursday is a weekday. Into Weekday.',
      'Friday is a weekday. Into Weekday.',
    ]);
    expect(describeBigTimeWords(sort)).toBe('Weekday: Tuesday, Thursday, Friday. Weekend: Sunday.');
  });

  it('hops a fortnight one row at a time', () => {
    const fortnight = item(
      {
        kind: 'fortnight-date',
        year: 2026,
        month: 5,
        start: { year: 2026, month: 5, day: 4 },
        target: { year: 2026, month: 5, day: 18 },
      },
      3,
    );
    expect(bigTimeWordsWorkedExample(fortnight).map((step) => step.text)).toEqual([
      'A fortnight is 14 days: 2 weeks.',
      'One week after Monday, May 4 is Monday, May 11: one row down.',
      'Two weeks after is Monday, May 18: two rows down.',
    ]);
  });

  it('finds the day after tomorrow through tomorrow', () => {
    const question = item(
      { kind: 'two-days', direction: 'after', today: 6, choices: [0, 1, 2] },
      3,
    );
    expect(bigTimeWordsWorkedExample(question).map((step) => step.text)).toEqual([
      'Today is Saturday.',
      'Tomorrow is Sunday.',
      'One more day on: the day after tomorrow is Monday.',
    ]);
  });

  it('counts decades by tens', () => {
    const question = item({ kind: 'years-in-decades', decades: 4 }, 4);
    expect(bigTimeWordsWorkedExample(question).map((step) => step.text)).toEqual([
      'A decade is 10 years.',
      'Count by tens, once for each decade: 10, 20, 30, 40.',
      '4 decades are 40 years.',
    ]);
  });

  it('has steps for every generated item, each ending on the answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), (step, seed) => {
        const generated = generateBigTimeWords(step, createRng(seed));
        const steps = bigTimeWordsModel.workedExample(generated);
        expect(steps.length).toBeGreaterThanOrEqual(2);
        for (const each of steps) expect(each.text.length).toBeGreaterThan(0);
        expect(describeBigTimeWords(generated).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('says the leap year answer with its days', () => {
    expect(describeBigTimeWords(item({ kind: 'leap-year', year: 2028 }, 4))).toBe(
      '2028 is a leap year: it has 366 days, with February 29.',
    );
    expect(describeBigTimeWords(item({ kind: 'leap-year', year: 2030 }, 4))).toBe(
      '2030 is not a leap year: it has 365 days.',
    );
  });
});

import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Month } from '../../model/dates';
import { holidayDate, holidayIds, type HolidayId } from '../../model/holidays';
import { isSeasonSafeDate, seasonIds, type SeasonId } from '../../model/seasons';
import {
  cardMistake,
  checkSeasons,
  describeSeasons,
  dropText,
  generateSeasons,
  holidayPrompt,
  isSortDone,
  seasonAnswer,
  seasonOfCard,
  seasonWheelText,
  seasonsHints,
  seasonsModel,
  seasonsWorkedExample,
  type SeasonCard,
  type SeasonsItem,
  type SeasonsTask,
} from './model';
import { scenes } from './scenes';

/**
 * The season of a month, worked out independently of the model: the month's first day as a JS
 * Date, counted in whole quarters from December 1 (calendar.md's table: Dec–Feb winter …).
 */
const expectedSeason = (month: number): SeasonId => {
  const date = new Date(2026, month - 1, 1);
  const quarter = Math.floor(((date.getMonth() + 1) % 12) / 3);
  return (['winter', 'spring', 'summer', 'fall'] as const)[quarter] as SeasonId;
};

const month = (value: Month): SeasonCard => ({ id: `month-${value}`, kind: 'month', month: value });
const scene = (id: string): SeasonCard => {
  const found = scenes.find((each) => each.id === id);
  if (!found) throw new Error(`no scene ${id}`);
  return { id: `scene-${id}`, kind: 'scene', scene: found };
};

const itemOf = (task: SeasonsTask, step = 2): SeasonsItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});
const sortOf = (cards: SeasonCard[]) =>
  itemOf({ kind: 'sort', cards, wheel: 'both', sayAutumn: false });

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const edgeMonths = [12, 2, 3, 5, 6, 8, 9, 11];

describe('the scene bank', () => {
  it('has 24 scenes, 6 per season, each with its own id, picture and name', () => {
    expect(scenes).toHaveLength(24);
    for (const season of seasonIds) {
      expect(scenes.filter((each) => each.season === season)).toHaveLength(6);
    }
    expect(new Set(scenes.map((each) => each.id)).size).toBe(24);
    expect(new Set(scenes.map((each) => each.picture)).size).toBe(24);
    expect(new Set(scenes.map((each) => each.name)).size).toBe(24);
  });

  it('never names a season in a card text, so the card gives nothing away', () => {
    for (const each of scenes) {
      expect(`${each.alt} ${each.name}`).not.toMatch(/winter|spring|summer|fall|autumn/i);
    }
  });
});

describe('Seasons in Canada generator', () => {
  it('step 1: 4 picture cards, one per season, no wheel', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateSeasons(1, createRng(seed));
        const { task } = item;
        if (task.kind !== 'sort') throw new Error('step 1 sorts');
        expect(item.prompt).toBe('Put each picture in its season.');
        expect(task.wheel).toBe('none');
        expect(task.cards).toHaveLength(4);
        expect(task.cards.every((card) => card.kind === 'scene')).toBe(true);
        expect(new Set(task.cards.map(seasonOfCard))).toEqual(new Set(seasonIds));
      }),
    );
  });

  it('step 1 draws on the whole bank', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 300; seed += 1) {
      const { task } = generateSeasons(1, createRng(seed));
      if (task.kind === 'sort') task.cards.forEach((card) => seen.add(card.id));
    }
    expect(seen.size).toBe(24);
  });

  it('step 2: 3 different month cards, with the wheel showing the months', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateSeasons(2, createRng(seed));
        const { task } = item;
        if (task.kind !== 'sort') throw new Error('step 2 sorts');
        expect(item.prompt).toBe('Put each month in its season.');
        expect(task.wheel).toBe('both');
        expect(task.cards).toHaveLength(3);
        const picked = task.cards.map((card) => (card.kind === 'month' ? card.month : 0));
        picked.forEach((each) => seen.add(each));
        expect(new Set(picked).size).toBe(3);
      }),
    );
    expect(seen.size).toBe(12);
  });

  it('step 3: 3 month cards, at least 2 of them edge months, with the wheel showing seasons only', () => {
    let allEdges = 0;
    for (let seed = 0; seed < 300; seed += 1) {
      const { task } = generateSeasons(3, createRng(seed));
      if (task.kind !== 'sort') throw new Error('step 3 sorts');
      expect(task.wheel).toBe('seasons');
      const picked = task.cards.map((card) => (card.kind === 'month' ? card.month : 0));
      expect(new Set(picked).size).toBe(3);
      const edges = picked.filter((each) => edgeMonths.includes(each)).length;
      expect(edges).toBeGreaterThanOrEqual(2);
      if (edges === 3) allEdges += 1;
    }
    expect(allEdges).toBeGreaterThan(0);
    expect(allEdges).toBeLessThan(300);
  });

  it('step 4: holidays and season order, each with exactly one right season of 4 (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateSeasons(4, createRng(seed));
        const { task } = item;
        if (task.kind === 'sort') throw new Error('step 4 asks with a ChoiceGrid');
        const right = seasonIds.filter(
          (season) => checkSeasons(item, { kind: 'choice', season }).correct,
        );
        expect(right).toHaveLength(1);
        if (task.kind === 'holiday') {
          expect(right[0]).toBe(expectedSeason(task.month));
          expect(item.prompt).toMatch(/^.+ is .+\. Which season is it in\?$/);
        } else {
          const index = seasonIds.indexOf(task.season);
          const expected = seasonIds[(index + (task.direction === 'after' ? 1 : 3)) % 4];
          expect(right[0]).toBe(expected);
          expect(item.prompt).toBe(`Which season comes ${task.direction} ${task.season}?`);
        }
      }),
    );
  });

  it('step 4 asks about every holiday and every order question, about half each', () => {
    const asked = new Set<string>();
    let holidays = 0;
    for (let seed = 0; seed < 600; seed += 1) {
      const item = generateSeasons(4, createRng(seed));
      asked.add(item.key);
      if (item.task.kind === 'holiday') holidays += 1;
    }
    expect(asked.size).toBe(7 + 8);
    expect(holidays / 600).toBeGreaterThan(0.4);
    expect(holidays / 600).toBeLessThan(0.6);
  });

  it('never asks about a holiday from the 15th to the 31st of March, June, September or December', () => {
    for (let year = 2024; year <= 2035; year += 1) {
      for (const id of holidayIds) expect(isSeasonSafeDate(holidayDate(id, year))).toBe(true);
    }
  });

  it('never gives the previous item again (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const first = generateSeasons(step, createRng(seed));
        const next = generateSeasons(step, createRng(seed), { recentKeys: [first.key] });
        expect(next.key).not.toBe(first.key);
      }),
    );
  });

  it('sorting by the table is right; moving any one card to another bin is wrong (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 3 }), fc.nat(), (seed, step, pick) => {
        const item = generateSeasons(step, createRng(seed));
        if (item.task.kind !== 'sort') throw new Error('steps 1–3 sort');
        const right = Object.fromEntries(
          item.task.cards.map((card) => [
            card.id,
            card.kind === 'month' ? expectedSeason(card.month) : card.scene.season,
          ]),
        );
        expect(checkSeasons(item, { kind: 'sort', placement: right }).correct).toBe(true);
        const card = item.task.cards[pick % item.task.cards.length] as SeasonCard;
        const others = seasonIds.filter((season) => season !== right[card.id]);
        for (const other of others) {
          const result = checkSeasons(item, {
            kind: 'sort',
            placement: { ...right, [card.id]: other },
          });
          expect(result.correct).toBe(false);
          expect(result.marks?.[card.id]).toBe('incorrect');
        }
      }),
    );
  });

  it('the first sort of a session says the bins and "Fall, also called autumn."; later ones do not', () => {
    const first = generateSeasons(2, createRng(1), { recentKeys: ['holiday:canada-day'] });
    expect(first.task.kind === 'sort' && first.task.sayAutumn).toBe(true);
    expect(first.speech).toEqual([
      'Put each month in its season.',
      'Winter, spring, summer and fall.',
      'Fall, also called autumn.',
    ]);
    const later = generateSeasons(2, createRng(2), { recentKeys: [first.key] });
    expect(later.task.kind === 'sort' && later.task.sayAutumn).toBe(false);
    expect(later.speech).toBeUndefined();
  });
});

describe('checkSeasons: sorting', () => {
  it('is right when every month is in its season; marks each card', () => {
    const item = sortOf([month(12), month(4), month(9)]);
    expect(
      checkSeasons(item, {
        kind: 'sort',
        placement: { 'month-12': 'winter', 'month-4': 'spring', 'month-9': 'fall' },
      }),
    ).toEqual({
      correct: true,
      marks: { 'month-12': 'correct', 'month-4': 'correct', 'month-9': 'correct' },
    });
  });

  it('December put in fall names where winter starts', () => {
    const item = sortOf([month(12), month(4), month(9)]);
    const result = checkSeasons(item, {
      kind: 'sort',
      placement: { 'month-12': 'fall', 'month-4': 'spring', 'month-9': 'fall' },
    });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('december-in-fall');
    expect(result.message).toBe('Winter starts with December: December, January, February.');
    expect(result.marks).toEqual({
      'month-12': 'incorrect',
      'month-4': 'correct',
      'month-9': 'correct',
    });
  });

  it('March put in winter names where spring starts', () => {
    const item = sortOf([month(3), month(7), month(1)]);
    const result = checkSeasons(item, {
      kind: 'sort',
      placement: { 'month-3': 'winter', 'month-7': 'summer', 'month-1': 'winter' },
    });
    expect(result.misconception).toBe('march-in-winter');
    expect(result.message).toBe(
      'March can still be snowy, but on the calendar spring starts in March.',
    );
  });

  it('any other month in the wrong bin gets the general hint', () => {
    expect(cardMistake(month(6), 'spring')).toEqual({
      misconception: 'month-season',
      text: 'Find the month on the wheel and see which season it sits in.',
    });
    // December in spring is not the "December in fall" mistake.
    expect(cardMistake(month(12), 'spring').misconception).toBe('month-season');
    expect(cardMistake(month(3), 'summer').misconception).toBe('month-season');
  });

  it('each different hint is said once, in card order', () => {
    const item = sortOf([month(12), month(3), month(11)]);
    const result = checkSeasons(item, {
      kind: 'sort',
      placement: { 'month-12': 'fall', 'month-3': 'winter', 'month-11': 'winter' },
    });
    expect(result.misconception).toBe('december-in-fall');
    expect(result.message).toBe(
      [
        seasonsHints['december-in-fall'],
        seasonsHints['march-in-winter'],
        seasonsHints['month-season'],
      ].join(' '),
    );
  });

  it('a picture in the wrong bin says why it belongs in its season', () => {
    const item = itemOf(
      {
        kind: 'sort',
        cards: [scene('skating'), scene('tulips'), scene('swimming'), scene('geese')],
        wheel: 'none',
        sayAutumn: false,
      },
      1,
    );
    const result = checkSeasons(item, {
      kind: 'sort',
      placement: {
        'scene-skating': 'winter',
        'scene-tulips': 'spring',
        'scene-swimming': 'fall',
        'scene-geese': 'summer',
      },
    });
    expect(result.misconception).toBe('scene');
    expect(result.message).toBe(
      'The lakes get warm enough for swimming in summer. In fall, geese fly south before the cold comes.',
    );
  });

  it('a card left out is never right, and Check waits for every card', () => {
    const item = sortOf([month(1), month(5), month(8)]);
    const partial = { 'month-1': 'winter', 'month-5': 'spring', 'month-8': null } as const;
    expect(checkSeasons(item, { kind: 'sort', placement: partial })).toMatchObject({
      correct: false,
      misconception: 'not-sorted',
    });
    expect(isSortDone(item, partial)).toBe(false);
    expect(isSortDone(item, { ...partial, 'month-8': 'summer' })).toBe(true);
  });

  it('an answer of the wrong kind is never right', () => {
    const item = sortOf([month(1), month(5), month(8)]);
    expect(checkSeasons(item, { kind: 'choice', season: 'winter' }).correct).toBe(false);
  });
});

describe('checkSeasons: holidays and order', () => {
  const holiday = (id: HolidayId, at: Month) =>
    itemOf({ kind: 'holiday', holiday: id, month: at }, 4);

  it('Canada Day is in summer; a wrong pick says which month to find on the wheel', () => {
    const item = holiday('canada-day', 7);
    expect(item.task.kind === 'holiday' && seasonAnswer(item.task)).toBe('summer');
    expect(checkSeasons(item, { kind: 'choice', season: 'summer' })).toEqual({
      correct: true,
      marks: { summer: 'correct' },
    });
    expect(checkSeasons(item, { kind: 'choice', season: 'spring' })).toEqual({
      correct: false,
      misconception: 'holiday',
      marks: { spring: 'incorrect' },
      message: 'Canada Day is in July. Find July on the wheel and see which season it sits in.',
    });
  });

  it('every holiday is in the season of its month', () => {
    const expected: Record<HolidayId, SeasonId> = {
      'new-years-day': 'winter',
      'family-day': 'winter',
      'victoria-day': 'spring',
      'canada-day': 'summer',
      thanksgiving: 'fall',
      halloween: 'fall',
      'remembrance-day': 'fall',
    };
    for (const id of holidayIds) {
      const item = holiday(id, holidayDate(id, 2026).month);
      expect(checkSeasons(item, { kind: 'choice', season: expected[id] }).correct).toBe(true);
    }
  });

  it('asks in the words of calendar.md', () => {
    expect(holidayPrompt('canada-day')).toBe('Canada Day is July 1. Which season is it in?');
    expect(holidayPrompt('thanksgiving')).toBe(
      'Thanksgiving is the second Monday of October. Which season is it in?',
    );
  });

  it('after fall comes winter; before winter comes fall', () => {
    const after = itemOf({ kind: 'order', season: 'fall', direction: 'after' }, 4);
    expect(checkSeasons(after, { kind: 'choice', season: 'winter' }).correct).toBe(true);
    const wrong = checkSeasons(after, { kind: 'choice', season: 'spring' });
    expect(wrong.misconception).toBe('season-order');
    const before = itemOf({ kind: 'order', season: 'winter', direction: 'before' }, 4);
    expect(checkSeasons(before, { kind: 'choice', season: 'fall' }).correct).toBe(true);
    expect(checkSeasons(before, { kind: 'sort', placement: {} }).correct).toBe(false);
  });
});

describe('Seasons in Canada texts', () => {
  it('reads the wheel and a drop as calendar.md says', () => {
    expect(seasonWheelText()).toBe(
      'Season wheel. Winter: December, January, February. Spring: March, April, May. Summer: June, July, August. Fall: September, October, November.',
    );
    expect(dropText(scene('skating'), 'winter')).toBe('Skating, in the winter bin.');
    expect(dropText(month(12), 'fall')).toBe('December, in the fall bin.');
  });

  it('the worked example walks each card to its bin', () => {
    const steps = seasonsWorkedExample(sortOf([month(12), month(4)]));
    expect(steps.map((step) => step.text)).toEqual([
      'Find December on the wheel. It sits in winter: December, January, February. December goes in the winter bin.',
      'Find April on the wheel. It sits in spring: March, April, May. April goes in the spring bin.',
    ]);
    const pictures = seasonsWorkedExample(
      itemOf({ kind: 'sort', cards: [scene('skating')], wheel: 'none', sayAutumn: false }, 1),
    );
    expect(pictures[0]?.text).toBe(
      'Ponds freeze in winter, so you can skate on them. Skating goes in the winter bin.',
    );
  });

  it('the worked example of a holiday finds its month in its season', () => {
    const steps = seasonsWorkedExample(
      itemOf({ kind: 'holiday', holiday: 'thanksgiving', month: 10 }, 4),
    );
    expect(steps.map((step) => step.text)).toEqual([
      'Thanksgiving is the second Monday of October.',
      'October is in fall: September, October, November.',
      'Thanksgiving is in fall.',
    ]);
  });

  it('the worked example of the order goes round the seasons', () => {
    const steps = seasonsWorkedExample(
      itemOf({ kind: 'order', season: 'fall', direction: 'after' }, 4),
    );
    expect(steps.map((step) => step.text)).toEqual([
      'The seasons go round: winter, spring, summer, fall, and then winter again.',
      'After fall comes winter.',
    ]);
  });

  it('describes the answer', () => {
    expect(describeSeasons(sortOf([month(12), month(6)]))).toBe('December: winter. June: summer.');
    expect(describeSeasons(itemOf({ kind: 'holiday', holiday: 'canada-day', month: 7 }, 4))).toBe(
      'Canada Day, July 1, is in summer.',
    );
    expect(
      describeSeasons(itemOf({ kind: 'order', season: 'spring', direction: 'before' }, 4)),
    ).toBe('Before spring comes winter.');
  });

  it('the model has 4 steps', () => {
    expect(seasonsModel.steps).toBe(4);
  });
});

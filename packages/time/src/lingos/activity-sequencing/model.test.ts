import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activities,
  activitySequencingHints,
  activitySequencingModel,
  checkActivitySequencing,
  correctOrder,
  describeActivitySequencing,
  fitsActivity,
  generateActivitySequencing,
  initialScheduleBlocks,
  ruleHolds,
  ruleText,
  sequencingText,
  sequencingWorkedExample,
  twentyFourHourHint,
  type ActivitySequencingItem,
  type OrderCard,
  type ScheduleTaskBlock,
  type SequencingTask,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;
const activity = (id: string) => activities.find((entry) => entry.id === id)!;

function item(task: SequencingTask, step = task.kind === 'order' ? 2 : 3): ActivitySequencingItem {
  return { key: 'test', prompt: 'test', step, task };
}

const many = (step: number, count = 200): ActivitySequencingItem[] =>
  Array.from({ length: count }, (_, seed) => generateActivitySequencing(step, createRng(seed)));

describe('generateActivitySequencing', () => {
  it('step 1: 4 activities with AM/PM start times at least 1 h apart', () => {
    for (const generated of many(1)) {
      if (generated.task.kind !== 'order') throw new Error('expected an order task');
      const times = generated.task.cards.map((card) => card.time).sort((a, b) => a - b);
      expect(times).toHaveLength(4);
      times.forEach((time, index) => {
        if (index > 0) expect(time - (times[index - 1] as number)).toBeGreaterThanOrEqual(60);
      });
      expect(generated.task.cards.every((card) => card.form === 'digital-meridiem')).toBe(true);
      expect(generated.prompt).toBe('Put the activities in order, earliest first.');
    }
  });

  it('step 2: 5 activities in mixed formats, at least 15 min apart, exactly 2 in one hour, a PM card in 24 h', () => {
    for (const generated of many(2)) {
      if (generated.task.kind !== 'order') throw new Error('expected an order task');
      const { cards } = generated.task;
      expect(cards).toHaveLength(5);
      const times = cards.map((card) => card.time).sort((a, b) => a - b);
      times.forEach((time, index) => {
        if (index > 0) expect(time - (times[index - 1] as number)).toBeGreaterThanOrEqual(15);
      });
      const hours = times.map((time) => Math.floor(time / 60));
      expect(new Set(hours).size).toBe(4);
      expect(cards.some((card) => card.form === '24h' && card.time >= at(13, 0))).toBe(true);
      expect(new Set(cards.map((card) => card.form)).size).toBeGreaterThanOrEqual(2);
    }
  });

  it('steps 3–4: windows of 2–3 h with 3 blocks and 1 rule, 3–4 h with 4 blocks and 2 rules', () => {
    for (const [step, lengths, count, rules] of [
      [3, [120, 150, 180], 3, ['before']],
      [4, [180, 210, 240], 4, ['gap', 'starts-at']],
    ] as const) {
      for (const generated of many(step)) {
        if (generated.task.kind !== 'schedule') throw new Error('expected a schedule task');
        const { task } = generated;
        expect(lengths).toContain(task.window.to - task.window.from);
        expect(task.blocks).toHaveLength(count);
        expect(task.rules.map((rule) => rule.kind)).toEqual(rules);
        for (const block of task.blocks) {
          expect(block.duration).toBeGreaterThanOrEqual(15);
          expect(block.duration).toBeLessThanOrEqual(90);
        }
      }
    }
  });

  it('never deals the cards already in order, so Check cannot pass before a move', () => {
    for (const step of [1, 2]) {
      for (const generated of many(step, 400)) {
        if (generated.task.kind !== 'order') throw new Error('expected an order task');
        const dealt = generated.task.cards.map((card) => card.id);
        expect(dealt).not.toEqual(correctOrder(generated.task.cards));
      }
    }
  });

  it('names a clock card’s sky with its article: "an afternoon sky", "a morning sky"', () => {
    const card = (time: number): OrderCard => ({
      id: 'a',
      activity: activity('soccer'),
      time,
      form: 'sky',
    });
    expect(sequencingText(item({ kind: 'order', cards: [card(at(16, 0))] }))).toMatch(
      /^Card 1 of 1: Soccer\. A clock with an afternoon sky\. /,
    );
    expect(sequencingText(item({ kind: 'order', cards: [card(at(9, 0))] }))).toMatch(
      /A clock with a morning sky\. /,
    );
  });

  it('every schedule comes with a solution that the answer rule accepts (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4), fc.integer(), (step, seed) => {
        const generated = generateActivitySequencing(step, createRng(seed));
        if (generated.task.kind !== 'schedule') throw new Error('expected a schedule task');
        expect(
          checkActivitySequencing(generated, { kind: 'schedule', starts: generated.task.solution })
            .correct,
        ).toBe(true);
      }),
    );
  });

  it('every order task accepts its sorted order and nothing else with a swap (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.integer(), (step, seed) => {
        const generated = generateActivitySequencing(step, createRng(seed));
        if (generated.task.kind !== 'order') throw new Error('expected an order task');
        const right = correctOrder(generated.task.cards);
        expect(checkActivitySequencing(generated, { kind: 'order', ids: right }).correct).toBe(
          true,
        );
        const swapped = [right[1], right[0], ...right.slice(2)] as string[];
        expect(checkActivitySequencing(generated, { kind: 'order', ids: swapped }).correct).toBe(
          false,
        );
      }),
    );
  });
});

describe('ordering cards make sense for a child’s day', () => {
  it('each activity starts at a time it could happen: no dinner at 9:30 AM (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.integer(), (step, seed) => {
        const generated = generateActivitySequencing(step, createRng(seed));
        if (generated.task.kind !== 'order') throw new Error('expected an order task');
        for (const card of generated.task.cards) {
          expect(
            fitsActivity(card.activity, card.time),
            `${card.activity.id} at ${card.time}`,
          ).toBe(true);
        }
        const ids = generated.task.cards.map((card) => card.activity.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('knows when each activity can start', () => {
    expect(fitsActivity(activity('dinner'), at(9, 30))).toBe(false);
    expect(fitsActivity(activity('dinner'), at(18, 0))).toBe(true);
    expect(fitsActivity(activity('snack'), at(20, 0))).toBe(false);
    expect(fitsActivity(activity('homework'), at(7, 0))).toBe(false);
  });

  it('still uses every activity across many items', () => {
    const used = new Set(
      [...many(1), ...many(2)].flatMap((generated) =>
        generated.task.kind === 'order' ? generated.task.cards.map((card) => card.activity.id) : [],
      ),
    );
    expect([...used].sort()).toEqual(activities.map((entry) => entry.id).sort());
  });
});

describe('checkActivitySequencing: ordering', () => {
  const cards: OrderCard[] = [
    { id: 'a', activity: activity('piano'), time: at(17, 0), form: '24h' },
    { id: 'b', activity: activity('snack'), time: at(15, 30), form: 'digital-meridiem' },
    { id: 'c', activity: activity('homework'), time: at(9, 0), form: 'sky' },
  ];

  it('orders by minutes since midnight and marks each card', () => {
    expect(
      checkActivitySequencing(item({ kind: 'order', cards }), {
        kind: 'order',
        ids: ['c', 'b', 'a'],
      }),
    ).toEqual({
      correct: true,
      marks: { c: 'correct', b: 'correct', a: 'correct' },
    });
  });

  it('a 24-hour card out of place: "17:00 is 5 PM. Take 12 away from the hour."', () => {
    expect(
      checkActivitySequencing(item({ kind: 'order', cards }), {
        kind: 'order',
        ids: ['a', 'c', 'b'],
      }),
    ).toEqual({
      correct: false,
      misconception: '24h',
      message: '17:00 is 5 PM. Take 12 away from the hour.',
      marks: { c: 'incorrect', b: 'incorrect', a: 'incorrect' },
    });
    expect(activitySequencingHints['24h']).toBe('17:00 is 5 PM. Take 12 away from the hour.');
    expect(twentyFourHourHint(at(16, 15))).toBe('16:15 is 4:15 PM. Take 12 away from the hour.');
  });

  it('other misplacements get the default hint, with marks', () => {
    expect(
      checkActivitySequencing(item({ kind: 'order', cards }), {
        kind: 'order',
        ids: ['b', 'c', 'a'],
      }),
    ).toEqual({
      correct: false,
      marks: { c: 'incorrect', b: 'incorrect', a: 'correct' },
    });
  });
});

describe('checkActivitySequencing: schedules', () => {
  const blocks: ScheduleTaskBlock[] = [
    { id: 'snack', activity: activity('snack'), duration: 15 },
    { id: 'soccer', activity: activity('soccer'), duration: 75 },
    { id: 'piano', activity: activity('piano'), duration: 30 },
  ];
  const task: SequencingTask = {
    kind: 'schedule',
    window: { from: at(15, 0), to: at(18, 0) },
    windowLabels: { from: 'School ends', to: 'Dinner' },
    blocks,
    rules: [{ id: 'rule-1', kind: 'before', first: 'snack', second: 'soccer' }],
    solution: { snack: at(15, 0), soccer: at(15, 15), piano: at(16, 30) },
  };

  it('any placement inside the window, without overlaps, keeping the rules, is right; touching is fine', () => {
    const touching = { snack: at(15, 0), soccer: at(15, 15), piano: at(16, 30) };
    expect(checkActivitySequencing(item(task), { kind: 'schedule', starts: touching })).toEqual({
      correct: true,
      marks: { snack: 'correct', soccer: 'correct', piano: 'correct', 'rule:rule-1': 'correct' },
    });
    const other = { snack: at(15, 30), soccer: at(16, 0), piano: at(15, 0) };
    expect(checkActivitySequencing(item(task), { kind: 'schedule', starts: other }).correct).toBe(
      true,
    );
  });

  it('an overlap: "Soccer ends at 4:45, but piano starts at 4:30. They overlap by 15 minutes."', () => {
    const overlapping = { snack: at(15, 0), soccer: at(15, 30), piano: at(16, 30) };
    expect(checkActivitySequencing(item(task), { kind: 'schedule', starts: overlapping })).toEqual({
      correct: false,
      misconception: 'overlap',
      message: 'Soccer ends at 4:45, but piano starts at 4:30. They overlap by 15 minutes.',
      marks: { snack: 'correct', soccer: 'incorrect', piano: 'incorrect' },
    });
  });

  it('a broken rule: its card is read again and marked', () => {
    const broken = { snack: at(16, 30), soccer: at(15, 0), piano: at(17, 0) };
    expect(checkActivitySequencing(item(task), { kind: 'schedule', starts: broken })).toEqual({
      correct: false,
      misconception: 'rule',
      message: 'Snack before soccer.',
      marks: {
        snack: 'incorrect',
        soccer: 'incorrect',
        piano: 'correct',
        'rule:rule-1': 'incorrect',
      },
    });
  });

  it('a block not placed, or outside the window', () => {
    expect(
      checkActivitySequencing(item(task), {
        kind: 'schedule',
        starts: { snack: at(15, 0), soccer: null, piano: at(16, 30) },
      }),
    ).toMatchObject({
      correct: false,
      misconception: 'not-placed',
      marks: { soccer: 'incorrect' },
    });
    expect(
      checkActivitySequencing(item(task), {
        kind: 'schedule',
        starts: { snack: at(14, 50), soccer: at(15, 15), piano: at(16, 30) },
      }),
    ).toMatchObject({
      correct: false,
      misconception: 'outside-window',
      message: 'Every activity must fit between 3:00 PM and 6:00 PM.',
    });
  });

  it('a gap rule and a 24-hour start', () => {
    const step4Blocks: ScheduleTaskBlock[] = [
      { id: 'swim', activity: activity('swim'), duration: 60 },
      { id: 'piano', activity: activity('piano'), duration: 30 },
    ];
    const gap = { id: 'rule-1', kind: 'gap', first: 'swim', second: 'piano', minutes: 15 } as const;
    const fixed = { id: 'rule-2', kind: 'starts-at', block: 'piano', time: at(17, 0) } as const;
    expect(ruleText(gap, step4Blocks)).toBe('Leave 15 minutes to get from swimming to piano.');
    expect(ruleText(fixed, step4Blocks)).toBe('Piano starts at 17:00.');
    expect(ruleHolds(gap, { swim: at(15, 45), piano: at(17, 0) }, step4Blocks)).toBe(true);
    expect(ruleHolds(gap, { swim: at(16, 0), piano: at(17, 0) }, step4Blocks)).toBe(false);
    const step4: SequencingTask = {
      kind: 'schedule',
      window: { from: at(15, 0), to: at(18, 0) },
      windowLabels: { from: 'School ends', to: 'Dinner' },
      blocks: step4Blocks,
      rules: [gap, fixed],
      solution: { swim: at(15, 0), piano: at(17, 0) },
    };
    expect(
      checkActivitySequencing(item(step4, 4), {
        kind: 'schedule',
        starts: { swim: at(15, 0), piano: at(16, 30) },
      }),
    ).toMatchObject({
      correct: false,
      misconception: 'rule',
      message: 'Piano starts at 17:00. 17:00 is 5 PM. Take 12 away from the hour.',
    });
  });

  it('works the schedule out block by block, and gives the text alternative', () => {
    const steps = sequencingWorkedExample(item(task));
    expect(steps.map((step) => step.text)).toEqual([
      'The window runs from 3:00 PM to 6:00 PM.',
      'Rule: Snack before soccer.',
      'Snack, 15 minutes: from 3:00 to 3:15 PM.',
      'Soccer, 1 hour 15 minutes: from 3:15 to 4:30 PM.',
      'Piano, 30 minutes: from 4:30 to 5:00 PM.',
      'Every activity fits, nothing overlaps, and every rule holds.',
    ]);
    expect(sequencingText(item(task), { snack: at(15, 0) })).toBe(
      'Schedule from 3:00 PM to 6:00 PM. Snack, 15 minutes, from 3:00 to 3:15 PM. Soccer, 1 hour 15 minutes, not placed yet. Piano, 30 minutes, not placed yet.',
    );
    expect(initialScheduleBlocks(item(task)).every((block) => block.start === null)).toBe(true);
    expect(describeActivitySequencing(item(task))).toBe(
      'Snack 3:00 to 3:15 PM; Soccer 3:15 to 4:30 PM; Piano 4:30 to 5:00 PM',
    );
    expect(activitySequencingModel.steps).toBe(4);
  });
});

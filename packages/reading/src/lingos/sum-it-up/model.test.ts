import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importantBin, detailBin } from './summarySort';
import {
  checkSum,
  exampleSolution,
  generateSum,
  orderMarkKey,
  sumModel,
  type SumItem,
  type SummarySortItem,
} from './model';

function play(step: number, seed: number, count: number): SumItem[] {
  const rng = createRng(seed);
  const items: SumItem[] = [];
  for (let turn = 0; turn < count; turn += 1) {
    const recentKeys = items.map((item) => item.key).slice(-20);
    items.push(generateSum(step, rng, { recentKeys }));
  }
  return items;
}

function sortOn(passageId: string): SummarySortItem {
  for (let seed = 0; ; seed += 1) {
    const item = generateSum(2, createRng(seed));
    if (item.kind === 'sort' && item.source === passageId) return item;
  }
}

const rightPlacement = (item: SummarySortItem) =>
  Object.fromEntries(item.task.cards.map((card) => [card.id, card.bin]));

describe('generateSum', () => {
  it('offers the summary and a list of details at step 1', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(1, seed, 5)) {
          if (item.kind !== 'choice') throw new Error('choice expected');
          expect(item.prompt).toBe('Which is the best summary?');
          expect(item.choices).toHaveLength(2);
          const wrong = item.choices.find((choice) => !choice.correct);
          expect(wrong?.hint).toMatch(/detail/);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('offers 4 summaries at step 3, one of them right', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(3, seed, 5)) {
          if (item.kind !== 'choice') throw new Error('choice expected');
          expect(item.choices).toHaveLength(4);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('sorts 6 cards, 3 each, at step 2, never the same passage twice in a row', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = play(step, seed, 7);
        for (const item of items) {
          if (step !== 2) continue;
          if (item.kind !== 'sort') throw new Error('sort expected');
          expect(item.task.cards).toHaveLength(6);
          expect(item.task.cards.filter((card) => card.bin === importantBin)).toHaveLength(3);
        }
        for (let index = 1; index < items.length; index += 1) {
          expect(items[index]?.source).not.toBe(items[index - 1]?.source);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('checkSum', () => {
  const item = sortOn('3-3-a');
  const order = item.task.order;

  it('is right when the sort and the order are right, and reads the summary', () => {
    const result = checkSum(item, { kind: 'sort', placement: rightPlacement(item), order });
    expect(result).toMatchObject({
      correct: true,
      message:
        'Nadia trained all month. She fell at the start but kept going. She finished fourth with her best time and felt proud.',
    });
  });

  it('names the details when a detail is called important', () => {
    const detail = item.task.cards.find((card) => card.bin === detailBin)!;
    const result = checkSum(item, {
      kind: 'sort',
      placement: { ...rightPlacement(item), [detail.id]: importantBin },
      order,
    });
    expect(result).toMatchObject({ correct: false, misconception: 'details-only' });
    expect(result.marks?.[detail.id]).toBe('incorrect');
    expect(sumModel.hints['details-only']).toBe(
      'Those are small details. A summary tells the most important events from beginning to end.',
    );
  });

  it('names the order when the sort is right and the order is not, marking each place', () => {
    const swapped = [order[2]!, order[1]!, order[0]!];
    const result = checkSum(item, {
      kind: 'sort',
      placement: rightPlacement(item),
      order: swapped,
    });
    expect(result).toMatchObject({ correct: false, misconception: 'out-of-order' });
    expect(result.marks?.[orderMarkKey(order[1]!)]).toBe('correct');
    expect(result.marks?.[orderMarkKey(order[0]!)]).toBe('incorrect');
    expect(sumModel.hints['out-of-order']).toBe('A summary keeps the order of the story.');
  });

  it('gives a wrong summary its own hint', () => {
    let summary: SumItem = generateSum(3, createRng(0));
    for (let seed = 1; summary.source !== '3-3-b'; seed += 1)
      summary = generateSum(3, createRng(seed));
    const result = checkSum(summary, { kind: 'choice', choice: 'Lila found Max at the park.' });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'wrong-choice',
      message: 'Where was Max found? Read sentence 6.',
    });
  });
});

describe('worked example', () => {
  it('places the important cards in story order, then the details, then reads the summary', () => {
    const item = sortOn('3-3-c');
    const steps = sumModel.workedExample(item).map((step) => step.text);
    expect(steps).toHaveLength(7);
    expect(steps[0]).toBe("'Geese eat a lot to build energy.' is important: the story needs it.");
    expect(steps[3]).toMatch(/is a small detail: the story works without it\.$/);
    expect(steps[6]).toBe(
      'In story order, the summary is: Geese eat a lot to build energy. They fly south in a V shape. They return north in the spring to nest.',
    );
    expect(exampleSolution(item).map((card) => card.bin)).toEqual([
      importantBin,
      importantBin,
      importantBin,
      detailBin,
      detailBin,
      detailBin,
    ]);
  });
});

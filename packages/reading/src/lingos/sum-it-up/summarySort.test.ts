import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import raw from '../../data/lingo-3-3.json';
import { parsePassages } from '../../model/passages';
import {
  basketText,
  checkSummarySort,
  detailBin,
  importantBin,
  importantCards,
  isSortComplete,
  placedText,
  summaryOf,
  summarySortTask,
  type SummarySortTask,
} from './summarySort';

const { passages } = parsePassages(raw, 'lingo-3-3.json');
const nadia = passages.find((passage) => passage.id === '3-3-a')!;
const sortQuestion = nadia.questions.find((question) => question.type === 'sort')!;

const idOf = (task: SummarySortTask, text: string) =>
  task.cards.find((card) => card.text === text)!.id;
/** reading.md 3-3 A's cards, as the right sort puts them. */
const important = [
  'Nadia trained all month.',
  'She fell at the start but kept going.',
  'She finished fourth with her best time and felt proud.',
];
const details = ['Her legs were sore.', 'Her friends cheered.', 'She sipped apple cider.'];
const rightPlacement = (task: SummarySortTask) =>
  Object.fromEntries(
    task.cards.map((card) => [card.id, important.includes(card.text) ? importantBin : detailBin]),
  );

describe('summarySortTask', () => {
  it('shows all 6 cards, never in the data order, with the important ones in story order', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = summarySortTask(sortQuestion, createRng(seed));
        expect(task.cards.map((card) => card.text).sort()).toEqual(
          [...important, ...details].sort(),
        );
        expect(task.cards.map((card) => card.text)).not.toEqual([...important, ...details]);
        expect(task.order).toEqual(important.map((text) => idOf(task, text)));
      }),
    );
  });
});

describe('checkSummarySort', () => {
  const task = summarySortTask(sortQuestion, createRng(5));
  const order = important.map((text) => idOf(task, text));

  it('is right when the sort and the order are right', () => {
    const result = checkSummarySort(task, { placement: rightPlacement(task), order });
    expect(result.correct).toBe(true);
    expect(Object.values(result.marks).every((mark) => mark === 'correct')).toBe(true);
  });

  it('is wrong, naming the order, when the sort is right but the order is not', () => {
    const result = checkSummarySort(task, {
      placement: rightPlacement(task),
      order: [order[1]!, order[0]!, order[2]!],
    });
    expect(result).toMatchObject({ correct: false, mistake: 'order' });
  });

  it('marks a detail called important and names the sort', () => {
    const placement = {
      ...rightPlacement(task),
      [idOf(task, 'Her friends cheered.')]: importantBin,
      [idOf(task, 'Nadia trained all month.')]: detailBin,
    };
    const result = checkSummarySort(task, { placement, order });
    expect(result).toMatchObject({ correct: false, mistake: 'sort', detailAsImportant: true });
    expect(result.marks[idOf(task, 'Her friends cheered.')]).toBe('incorrect');
    expect(result.marks[idOf(task, 'Nadia trained all month.')]).toBe('incorrect');
    expect(result.marks[idOf(task, 'Her legs were sore.')]).toBe('correct');
  });
});

describe('importantCards', () => {
  const task = summarySortTask(sortQuestion, createRng(5));

  it('lists the cards in Important, keeping the order the child gave them', () => {
    const [first, second, third] = important.map((text) => idOf(task, text));
    const placement = rightPlacement(task);
    expect(importantCards(placement, [third!, first!], task.cards)).toEqual([third, first, second]);
    expect(isSortComplete(task, placement)).toBe(true);
    expect(isSortComplete(task, { ...placement, [first!]: null })).toBe(false);
  });
});

describe('what is said', () => {
  const task = summarySortTask(sortQuestion, createRng(5));

  it('reads the finished summary in story order', () => {
    expect(summaryOf(task)).toBe(important.join(' '));
  });

  it('says the basket and each placed card as reading.md writes them', () => {
    expect(basketText(3)).toBe('Summary basket: 3 places.');
    expect(placedText('Nadia trained all month.', 1)).toBe(
      "Card 'Nadia trained all month' placed in Important, place 1.",
    );
  });
});

import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Passage } from '../../model/passages';
import { parsePassageItemKey, passageItemKey } from '../../practice/engine';
import {
  cardsAtStep,
  checkFirstNextLast,
  describeFirstNextLast,
  eventCardsText,
  eventSentences,
  firstNextLastHints,
  firstNextLastModel,
  firstNextLastPassages,
  firstNextLastRules,
  generateFirstNextLast,
  hasTimeWords,
  passagesFor,
  storyCards,
  workedFirstNextLast,
  type FirstNextLastItem,
} from './model';

const passage = (id: string): Passage => {
  const found = firstNextLastPassages.find((each) => each.id === id);
  if (!found) throw new Error(`no passage ${id}`);
  return found;
};
const orderQuestion = (id: string) => {
  const found = passage(id).questions.find((question) => question.type === 'order');
  if (!found) throw new Error(`no order question in ${id}`);
  return found;
};

/** An order item on a passage with its cards in a given shown order (story indices). */
function orderItem(id: string, shown: readonly number[], step = 2): FirstNextLastItem {
  const cards = storyCards(passage(id), orderQuestion(id));
  return {
    key: passageItemKey(id, ['order'], 0),
    step,
    passage: passage(id),
    questionId: 'order',
    source: id,
    prompt: 'Put the events in order.',
    task: { kind: 'order', cards: shown.map((index) => cards[index]!) },
  };
}

/** The first/last choice item of a passage, all choices shown. */
function choiceItem(id: string): FirstNextLastItem {
  const question = passage(id).questions.find((each) => each.type === 'first-last')!;
  return {
    key: passageItemKey(id, ['first-last'], 0),
    step: 2,
    passage: passage(id),
    questionId: 'first-last',
    source: id,
    prompt: question.prompt,
    task: { kind: 'choice', choices: question.choices, evidence: question.evidence },
  };
}

/** Plays a session's generator: each item's key fed back as recent keys. */
function session(step: number, seed: number, count: number): FirstNextLastItem[] {
  const rng = createRng(seed);
  const keys: string[] = [];
  const items: FirstNextLastItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = generateFirstNextLast(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    items.push(item);
  }
  return items;
}

describe('the data', () => {
  it('has the 5 passages of reading.md, each with its order and first/last question', () => {
    expect(firstNextLastPassages.map((each) => each.title)).toEqual([
      "Liv's Snowman",
      'Camping at the Lake',
      'Pancakes for Ned',
      'The Lost Mitten',
      "Ana's Sunflower",
    ]);
    for (const each of firstNextLastPassages) {
      expect(each.questions.map((question) => question.type).sort()).toEqual([
        'first-last',
        'order',
      ]);
    }
  });

  it('finds the sentence of every event, in story order', () => {
    expect(eventSentences(passage('1-3-a'), orderQuestion('1-3-a'))).toEqual([0, 1, 2, 3]);
    expect(eventSentences(passage('1-3-b'), orderQuestion('1-3-b'))).toEqual([0, 1, 2, 3]);
    expect(eventSentences(passage('1-3-c'), orderQuestion('1-3-c'))).toEqual([1, 2, 3, 4]);
    expect(eventSentences(passage('1-3-d'), orderQuestion('1-3-d'))).toEqual([1, 2, 3, 5]);
    expect(eventSentences(passage('1-3-e'), orderQuestion('1-3-e'))).toEqual([0, 1, 3, 4, 5]);
  });

  it('points every first/last question at the sentence that answers it', () => {
    const evidence = firstNextLastPassages.map(
      (each) => each.questions.find((question) => question.type === 'first-last')?.evidence,
    );
    expect(evidence).toEqual([[3], [2], [1], [3], [4]]);
  });
});

describe('passagesFor', () => {
  it('reads only the passages with First and Last at step 1', () => {
    expect(passagesFor(1).map((each) => each.id)).toEqual(['1-3-a', '1-3-c']);
    expect(hasTimeWords(passage('1-3-b'))).toBe(false);
  });

  it('reads every passage at steps 2 and 3', () => {
    expect(passagesFor(2)).toHaveLength(5);
    expect(passagesFor(3)).toHaveLength(5);
  });
});

describe('cardsAtStep', () => {
  const all = storyCards(passage('1-3-a'), orderQuestion('1-3-a'));

  it('shows 3 cards at step 1: the first, one between and the last, with pictures', () => {
    const cards = cardsAtStep(all, 1, createRng(4));
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.index)).toEqual(expect.arrayContaining([0, 3]));
    expect(cards.every((card) => card.picture !== undefined)).toBe(true);
  });

  it('shows all 4 with pictures at step 2, and without pictures at step 3', () => {
    expect(cardsAtStep(all, 2, createRng(4)).every((card) => card.picture)).toBe(true);
    const step3 = cardsAtStep(all, 3, createRng(4));
    expect(step3).toHaveLength(4);
    expect(step3.some((card) => card.picture !== undefined)).toBe(false);
  });

  it('never shows the cards already in order', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const cards = cardsAtStep(all, step, createRng(seed));
        return cards.some((card, index) => index > 0 && cards[index - 1]!.index > card.index);
      }),
    );
  });
});

describe('generateFirstNextLast', () => {
  it('asks order questions only at steps 1 and 3, with 3 and 4–5 cards', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of session(1, seed, 6)) {
          if (item.task.kind !== 'order' || item.task.cards.length !== 3) return false;
        }
        for (const item of session(3, seed, 6)) {
          if (item.task.kind !== 'order') return false;
          if (item.task.cards.length < 4 || item.task.cards.some((card) => card.picture)) {
            return false;
          }
        }
        return true;
      }),
    );
  });

  it('at step 2 shows 4 cards with pictures or a choice of 3 with exactly one right', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) =>
        session(2, seed, 8).every((item) =>
          item.task.kind === 'order'
            ? item.task.cards.length === 4 && item.task.cards.every((card) => card.picture)
            : item.task.choices.length === 3 &&
              item.task.choices.filter((choice) => choice.correct).length === 1,
        ),
      ),
    );
  });

  it('never repeats an item or a passage twice in a row, except within a run', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = session(step, seed, 12);
        return items.every((item, index) => {
          const previous = items[index - 1];
          if (!previous) return true;
          if (previous.key === item.key) return false;
          const run = parsePassageItemKey(item.key)!;
          return run.index > 0 || previous.passage.id !== item.passage.id;
        });
      }),
    );
  });

  it('asks a passage a third time only after every passage at the step is read', () => {
    // 30 items: more than the 20 keys a session keeps, so the round travels in the keys.
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const starts = session(3, seed, 30).map((item) => item.passage.id);
        const counts = new Map<string, number>();
        for (const [index, id] of starts.entries()) {
          const count = (counts.get(id) ?? 0) + 1;
          counts.set(id, count);
          if (count === 3 && new Set(starts.slice(0, index)).size < 5) return false;
        }
        return true;
      }),
    );
  });

  it('follows an order question with its first/last question at step 2', () => {
    const seed = 11;
    const items = session(2, seed, 12);
    const runs = items.filter((item) => parsePassageItemKey(item.key)!.run.length === 2);
    expect(runs.length).toBeGreaterThan(0);
    for (const [index, item] of items.entries()) {
      const key = parsePassageItemKey(item.key)!;
      if (key.index === 1) {
        expect(items[index - 1]!.passage.id).toBe(item.passage.id);
        expect(item.task.kind).toBe('choice');
      }
    }
  });

  it('gives each item its passage as its source, for the mastery window', () => {
    for (const item of session(3, 5, 5)) expect(item.source).toBe(item.passage.id);
    expect(firstNextLastRules.minSources).toBe(3);
  });

  it('speaks the order prompt and the cards', () => {
    const [item] = session(1, 3, 1);
    if (item?.task.kind !== 'order') throw new Error('expected an order item');
    expect(item.speech).toEqual(['Put the events in order.', eventCardsText(item.task.cards)]);
  });
});

describe('checkFirstNextLast', () => {
  it('takes the story order, every card marked right', () => {
    const item = orderItem('1-3-a', [2, 0, 3, 1]);
    const result = checkFirstNextLast(item, { kind: 'order', ids: ['e0', 'e1', 'e2', 'e3'] });
    expect(result.correct).toBe(true);
    expect(result.marks).toEqual({ e0: 'correct', e1: 'correct', e2: 'correct', e3: 'correct' });
  });

  it('marks every card out of place, and gives the time-word hint when First is out', () => {
    const item = orderItem('1-3-c', [0, 1, 2, 3]);
    const result = checkFirstNextLast(item, { kind: 'order', ids: ['e1', 'e0', 'e2', 'e3'] });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'time-words',
      marks: { e0: 'incorrect', e1: 'incorrect', e2: 'correct', e3: 'correct' },
    });
    expect(firstNextLastHints['time-words']).toBe(
      "The word 'First' tells you which comes at the start. Find it in the story.",
    );
  });

  it("gives the 'Last' hint when the last card of a passage with Last is out", () => {
    const item = orderItem('1-3-a', [0, 1, 2, 3]);
    const result = checkFirstNextLast(item, { kind: 'order', ids: ['e0', 'e1', 'e3', 'e2'] });
    expect(result.message).toBe(
      "The word 'Last' tells you which comes at the end. Find it in the story.",
    );
  });

  it("gives reading.md's logic hint on Liv's snowman", () => {
    const item = orderItem('1-3-a', [0, 1, 2, 3]);
    const result = checkFirstNextLast(item, { kind: 'order', ids: ['e0', 'e2', 'e1', 'e3'] });
    expect(result).toMatchObject({ correct: false, misconception: 'logic' });
    expect(result.message).toBe(
      "Can this happen before that? Liv can't put a hat on a snowman she hasn't made yet.",
    );
  });

  it('names the card put too early on other passages', () => {
    const item = orderItem('1-3-b', [0, 1, 2, 3]);
    const result = checkFirstNextLast(item, { kind: 'order', ids: ['e0', 'e2', 'e1', 'e3'] });
    expect(result.message).toBe(
      "Can this happen before that? Sam gets sticks: that can't come before they set up the tent.",
    );
  });

  it('calls an order missing a card wrong, never crashing', () => {
    const item = orderItem('1-3-a', [0, 1, 2, 3]);
    expect(checkFirstNextLast(item, { kind: 'order', ids: ['e0', 'e1'] }).correct).toBe(false);
    expect(checkFirstNextLast(item, { kind: 'choice', text: 'x' }).correct).toBe(false);
  });

  it('agrees with sorting by story place for any order (property)', () => {
    const item = orderItem('1-3-e', [4, 3, 2, 1, 0], 3);
    fc.assert(
      fc.property(fc.shuffledSubarray(['e0', 'e1', 'e2', 'e3', 'e4'], { minLength: 5 }), (ids) => {
        const right = ids.join() === 'e0,e1,e2,e3,e4';
        const result = checkFirstNextLast(item, { kind: 'order', ids });
        return result.correct === right && (right || result.misconception !== undefined);
      }),
    );
  });

  it('takes the marked choice and gives a wrong choice its own hint', () => {
    const item = choiceItem('1-3-a');
    expect(checkFirstNextLast(item, { kind: 'choice', text: 'grins at her snowman' }).correct).toBe(
      true,
    );
    expect(checkFirstNextLast(item, { kind: 'choice', text: 'makes a big ball' })).toEqual({
      correct: false,
      misconception: 'choice',
      message: "That's what she does first. Find the word 'Last'.",
    });
  });
});

describe('describing and the worked example', () => {
  it('says the order after the answer', () => {
    const item = orderItem('1-3-b', [3, 2, 1, 0]);
    expect(describeFirstNextLast(item)).toBe(
      'Order correct: Dad and Sam pick a spot; They set up the tent; Sam gets sticks; They munch hot dogs at the fire.',
    );
  });

  it('says the choice and the sentence that tells it', () => {
    expect(describeFirstNextLast(choiceItem('1-3-d'))).toBe(
      'Yes: At home she has one mitten. Sentence 4 says: At home, Pam has just one mitten!',
    );
  });

  it('reads the question, lights the evidence, says why, then places the cards', () => {
    const steps = workedFirstNextLast(orderItem('1-3-c', [3, 1, 0, 2]));
    expect(steps.map((step) => step.lookHere)).toEqual([
      [],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
    expect(steps[0]?.text).toBe("Put the events in order. Let's find each event in the story.");
    expect(steps[3]?.order).toEqual(['e0', 'e1', 'e2', 'e3']);
  });

  it('selects the right choice last, after reading its sentence', () => {
    const steps = workedFirstNextLast(choiceItem('1-3-e'));
    expect(steps[1]?.text).toBe('Sentence 5 says: A thin stem pops up.');
    expect(steps[1]?.lookHere).toEqual([4]);
    expect(steps[3]?.choice).toBe('A thin stem pops up.');
  });

  it('is a PracticeModel of 3 steps', () => {
    expect(firstNextLastModel.steps).toBe(3);
  });
});

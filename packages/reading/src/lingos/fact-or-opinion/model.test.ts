import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Passage } from '../../model/passages';
import { passageWords } from '../../widgets/PassageReader/wordChoice';
import {
  cardOf,
  checkFactOrOpinion,
  factOrOpinionHints,
  factOrOpinionModel,
  factOrOpinionPassages,
  factOrOpinionRules,
  generateFactOrOpinion,
  isFactOrOpinionReady,
  isOpinionWord,
  reasonFor,
  sortCards,
  workedFactOrOpinion,
  type FactOrOpinionItem,
} from './model';

const passage = (id: string): Passage => factOrOpinionPassages.find((each) => each.id === id)!;
const card = (id: string, sentence: number) => {
  const question = passage(id).questions.find((each) => each.evidence[0] === sentence)!;
  return cardOf(question, passage(id));
};

function session(step: number, seed: number, count: number): FactOrOpinionItem[] {
  const rng = createRng(seed);
  const keys: string[] = [];
  const items: FactOrOpinionItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = generateFactOrOpinion(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    items.push(item);
  }
  return items;
}

describe('the sentences', () => {
  it('marks each sentence F or O as reading.md does', () => {
    expect([0, 1, 2, 3, 4].map((index) => card('2-4-a', index).bin)).toEqual([
      'fact',
      'fact',
      'fact',
      'opinion',
      'opinion',
    ]);
    expect(card('2-4-d', 4)).toMatchObject({ text: 'Fresh snow is beautiful.', bin: 'opinion' });
  });

  it("finds an opinion's words in its sentence, numbered as the passage numbers them", () => {
    const textOf = (id: string, words: readonly number[]) =>
      words.map((index) => passageWords(passage(id))[index]?.text);
    expect(textOf('2-4-a', card('2-4-a', 3).answerWords)).toEqual(['I', 'think', 'funny']);
    expect(textOf('2-4-a', card('2-4-a', 4).answerWords)).toEqual(['most', 'amazing']);
    expect(textOf('2-4-d', card('2-4-d', 4).answerWords)).toEqual(['beautiful']);
    // 2-4-c s4 "The prairie sky is the prettiest sky in the world." starts at word 24.
    expect(card('2-4-c', 3).answerWords).toEqual([29]);
    expect(isOpinionWord(card('2-4-c', 3), 29)).toBe(true); // prettiest
    expect(isOpinionWord(card('2-4-c', 3), 25)).toBe(false); // prairie
    expect(card('2-4-b', 0).answerWords).toEqual([]);
  });
});

describe('generateFactOrOpinion', () => {
  it('step 1 sorts 4 sentences with clear signals, both kinds; step 2 all 5', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const one = session(1, seed, 5).every(
          (item) =>
            item.task.kind === 'sort' &&
            item.task.cards.length === 4 &&
            new Set(item.task.cards.map((each) => each.bin)).size === 2 &&
            !item.task.cards.some((each) => each.text === 'Moose can swim across wide lakes.'),
        );
        const two = session(2, seed, 5).every(
          (item) => item.task.kind === 'sort' && item.task.cards.length === 5,
        );
        return one && two;
      }),
    );
  });

  it('step 3 asks of one sentence at a time, the tricky ones among them', () => {
    const texts = new Set<string>();
    for (let seed = 1; seed < 40; seed += 1) {
      for (const item of session(3, seed, 6)) {
        expect(item.task.kind).toBe('judge');
        if (item.task.kind === 'judge') texts.add(item.task.card.text);
      }
    }
    expect(texts).toContain('Moose can swim across wide lakes.');
    expect(texts).toContain('Fresh snow is beautiful.');
  });

  it('never repeats an item twice in a row, nor a passage for a new sort', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = session(step, seed, 10);
        return items.every((item, index) => {
          const previous = items[index - 1];
          if (!previous) return true;
          if (previous.key === item.key) return false;
          return item.task.kind === 'judge' || previous.passage.id !== item.passage.id;
        });
      }),
    );
  });

  it('gives each item its passage as its source', () => {
    for (const item of session(2, 4, 4)) expect(item.source).toBe(item.passage.id);
    expect(factOrOpinionRules.minSources).toBe(3);
  });

  it('keeps the tricky sentences out of step 1', () => {
    const cards = sortCards(passage('2-4-d'), 1, createRng(1));
    expect(cards.map((each) => each.text)).not.toContain('Fresh snow is beautiful.');
  });
});

describe('checkFactOrOpinion', () => {
  const sortItem = session(2, 9, 1)[0]!;
  if (sortItem.task.kind !== 'sort') throw new Error('expected a sort');
  const cards = sortItem.task.cards;
  const right = Object.fromEntries(cards.map((each) => [each.id, each.bin]));

  it('takes every card in its bin', () => {
    expect(checkFactOrOpinion(sortItem, { kind: 'sort', placement: right }).correct).toBe(true);
  });

  it('marks each card, and names a fact put in Opinion', () => {
    const fact = cards.find((each) => each.bin === 'fact')!;
    const result = checkFactOrOpinion(sortItem, {
      kind: 'sort',
      placement: { ...right, [fact.id]: 'opinion' },
    });
    expect(result).toMatchObject({ correct: false, misconception: 'fact-as-opinion' });
    expect(result.marks?.[fact.id]).toBe('incorrect');
    expect(factOrOpinionHints['fact-as-opinion']).toMatch(/^Can we check it\?/);
  });

  it('names an opinion put in Fact', () => {
    const opinion = cards.find((each) => each.bin === 'opinion')!;
    const result = checkFactOrOpinion(sortItem, {
      kind: 'sort',
      placement: { ...right, [opinion.id]: 'fact' },
    });
    expect(result.misconception).toBe('opinion-as-fact');
  });

  it('waits for every card before Check', () => {
    expect(isFactOrOpinionReady(sortItem, { kind: 'sort', placement: {} })).toBe(false);
    expect(isFactOrOpinionReady(sortItem, { kind: 'sort', placement: right })).toBe(true);
  });

  const judge = (id: string, sentence: number): FactOrOpinionItem => {
    const found = [...Array(60).keys()]
      .flatMap((seed) => session(3, seed + 1, 6))
      .find(
        (item) =>
          item.task.kind === 'judge' &&
          item.passage.id === id &&
          item.task.card.sentence === sentence,
      );
    if (!found) throw new Error(`no item for ${id} s${sentence + 1}`);
    return found;
  };

  it('needs both parts right for an opinion: the bin and an opinion word', () => {
    const item = judge('2-4-d', 4); // Fresh snow is beautiful.
    const beautiful = passageWords(item.passage).findIndex((word) => word.text === 'beautiful');
    expect(isFactOrOpinionReady(item, { kind: 'judge', choice: 'opinion' })).toBe(false);
    expect(
      checkFactOrOpinion(item, { kind: 'judge', choice: 'opinion', word: beautiful }).correct,
    ).toBe(true);
    const snow = beautiful - 2;
    expect(
      checkFactOrOpinion(item, { kind: 'judge', choice: 'opinion', word: snow }),
    ).toMatchObject({
      correct: false,
      misconception: 'opinion-word',
      marks: { choice: 'correct', [`word:${snow}`]: 'incorrect' },
    });
    expect(checkFactOrOpinion(item, { kind: 'judge', choice: 'fact' }).misconception).toBe(
      'opinion-as-fact',
    );
  });

  it('takes Fact alone for a fact, even a surprising one', () => {
    const item = judge('2-4-a', 1); // Moose can swim across wide lakes.
    expect(isFactOrOpinionReady(item, { kind: 'judge', choice: 'fact' })).toBe(true);
    expect(checkFactOrOpinion(item, { kind: 'judge', choice: 'fact' }).correct).toBe(true);
    expect(
      checkFactOrOpinion(item, { kind: 'judge', choice: 'opinion', word: 0 }).misconception,
    ).toBe('fact-as-opinion');
  });

  it('agrees with the marked bin for any answer (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('fact' as const, 'opinion' as const),
        fc.nat(),
        (seed, choice, pick) => {
          const item = session(3, seed, 1)[0]!;
          if (item.task.kind !== 'judge') return false;
          const { card } = item.task;
          const words = passageWords(item.passage);
          // Half the taps on the card's own sentence, where its opinion words are.
          const own = words.filter((word) => word.sentence === card.sentence);
          const word =
            pick % 2 === 0
              ? own[(pick >> 1) % own.length]!.index
              : words[(pick >> 1) % words.length]!.index;
          const result = checkFactOrOpinion(item, { kind: 'judge', choice, word });
          // Reference: a word of the card's sentence whose text is a word of an opinion phrase.
          const phraseWordsOf = card.opinionWords.flatMap((phrase) =>
            phrase.toLowerCase().split(' '),
          );
          const tapped = words[word]!;
          const opinionWord =
            tapped.sentence === card.sentence && phraseWordsOf.includes(tapped.text.toLowerCase());
          const expected = choice === card.bin && (card.bin === 'fact' || opinionWord);
          return result.correct === expected;
        },
      ),
    );
  });
});

describe('the worked example', () => {
  it('places each card of a sort with its reason, lighting its sentence', () => {
    const item = session(1, 2, 1)[0]!;
    const steps = workedFactOrOpinion(item);
    expect(steps).toHaveLength(4);
    expect(steps.every((step) => step.lookHere.length === 1)).toBe(true);
  });

  it('reads a sentence, says why, then chooses Opinion and taps the word', () => {
    const item = [...Array(60).keys()]
      .flatMap((seed) => session(3, seed + 1, 6))
      .find(
        (each) => each.task.kind === 'judge' && each.task.card.text === 'Fresh snow is beautiful.',
      )!;
    const steps = workedFactOrOpinion(item);
    expect(steps.map((step) => step.text)).toEqual([
      'The question is: Fact or opinion? Fresh snow is beautiful.',
      'Sentence 5 says: Fresh snow is beautiful.',
      "The word 'beautiful' tells what someone thinks, so it is an opinion.",
      "So I choose Opinion, and I tap 'beautiful'.",
    ]);
    const beautiful = passageWords(item.passage).findIndex((word) => word.text === 'beautiful');
    expect(steps[3]).toMatchObject({ choice: 'opinion', word: beautiful });
  });

  it('says why a fact is a fact', () => {
    expect(reasonFor(card('2-4-b', 2))).toBe('We can check it, so it is a fact.');
    expect(factOrOpinionModel.steps).toBe(3);
  });
});

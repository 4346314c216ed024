import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/lingo-1-5.json';
import { parsePassages } from '../../model/passages';
import {
  binOfTitle,
  checkMainIdea,
  describeMainIdea,
  detailHint,
  justRightHint,
  mainIdeaHuntModel,
  mainIdeaHuntPassages,
  titleSortPrompt,
  workedMainIdea,
  type MainIdeaItem,
  type TitleBin,
} from './model';

const play = (step: number, seed: number, count: number) => {
  const rng = createRng(seed);
  const keys: string[] = [];
  return Array.from({ length: count }, () => {
    const item = mainIdeaHuntModel.generate(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    return item;
  });
};

describe('Main Idea Hunt model', () => {
  it('has the five texts of reading.md, parsed with no problems', () => {
    expect(parsePassages(data, 'lingo-1-5.json').problems).toEqual([]);
    expect(mainIdeaHuntPassages.map((passage) => passage.title)).toEqual([
      'Bugs in the Grass',
      'Fun at the Rink',
      'Lunch Time',
      'How a Beaver Makes a Dam',
      'Bedtime for Nell',
    ]);
  });

  it('step 1: the main idea of texts that state it first, 2 cards', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(1, seed, 6)) {
          expect(item.question.type).toBe('main-idea');
          expect(['1-5-a', '1-5-d']).toContain(item.source);
          expect(item.choices).toHaveLength(2);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
        }
      }),
    );
  });

  it('step 2: 3 cards or the balloon, never a title or an unstated big idea', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(2, seed, 10)) {
          expect(['main-idea', 'tap-sentence']).toContain(item.question.type);
          expect(['1-5-a', '1-5-b', '1-5-d']).toContain(item.source);
          if (item.question.type === 'main-idea') expect(item.choices).toHaveLength(3);
          else expect(item.choices).toEqual([]);
        }
      }),
    );
  });

  it('step 3: reaches the unstated big ideas, the titles and the added sentence', () => {
    const types = new Set(play(3, 11, 40).map((item) => item.question.type));
    expect(types).toEqual(new Set(['main-idea', 'tap-sentence', 'title', 'add-sentence']));
  });

  it('a balloon on a detail gets the passage’s own hint, or the detail hint', () => {
    const items = play(2, 5, 40).filter((item) => item.question.type === 'tap-sentence');
    const rink = items.find((item) => item.source === '1-5-b');
    const beaver = items.find((item) => item.source === '1-5-d');
    expect(rink && mainIdeaHuntModel.check(rink, { sentence: 0 }).message).toBe(
      'The big-idea sentence can come at the end. Which one tells about everything?',
    );
    expect(rink && mainIdeaHuntModel.check(rink, { sentence: 4 }).correct).toBe(true);
    expect(beaver && mainIdeaHuntModel.check(beaver, { sentence: 2 }).message).toBe(detailHint);
  });

  it('every title question has one title for each bin', () => {
    for (const passage of mainIdeaHuntPassages) {
      const title = passage.questions.find((question) => question.type === 'title');
      expect(title?.choices.map(binOfTitle).sort()).toEqual(['just-right', 'too-big', 'too-small']);
    }
  });
});

describe('the title sort (step 3)', () => {
  const titleItem = (source: string): MainIdeaItem => {
    const found = [...Array(30).keys()]
      .flatMap((seed) => play(3, seed + 1, 12))
      .find((item) => item.source === source && item.titles !== null);
    if (!found) throw new Error(`no title sort on ${source}`);
    return found;
  };
  const placed = (item: MainIdeaItem, bins: Record<string, TitleBin>) =>
    Object.fromEntries(
      (item.titles ?? []).map((card) => [card.id, bins[card.text] ?? card.bin] as const),
    );

  it('asks a title question as a sort of its three titles, the text shown without its title', () => {
    const bugs = titleItem('1-5-a');
    expect(bugs.prompt).toBe(titleSortPrompt);
    expect(bugs.question.type).toBe('title');
    expect(Object.fromEntries((bugs.titles ?? []).map((card) => [card.text, card.bin]))).toEqual({
      'Bugs in the Grass': 'just-right',
      'The Cricket': 'too-small',
      Animals: 'too-big',
    });
  });

  it('is right with every title in its bin, and says the misplaced title’s hint', () => {
    const bugs = titleItem('1-5-a');
    expect(checkMainIdea(bugs, { placement: placed(bugs, {}) }).correct).toBe(true);
    const swapped = checkMainIdea(bugs, {
      placement: placed(bugs, { 'The Cricket': 'just-right', 'Bugs in the Grass': 'too-small' }),
    });
    expect(swapped.correct).toBe(false);
    const cricket = bugs.titles?.find((card) => card.text === 'The Cricket');
    expect(swapped.marks?.[cricket?.id ?? '']).toBe('incorrect');
    expect(['Too small: the cricket is only one bug.', justRightHint]).toContain(swapped.message);
    const tooBig = checkMainIdea(bugs, { placement: placed(bugs, { Animals: 'just-right' }) });
    expect(tooBig.message).toBe('Too big: the text is only about bugs in the grass.');
  });

  it('agrees with the data for any placement (property)', () => {
    const items = ['1-5-a', '1-5-b', '1-5-c', '1-5-d', '1-5-e'].map(titleItem);
    const bins = ['too-big', 'just-right', 'too-small', null] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: items.length - 1 }),
        fc.array(fc.constantFrom(...bins), { minLength: 3, maxLength: 3 }),
        (at, picks) => {
          const item = items[at]!;
          const question = item.question;
          const placement = Object.fromEntries(
            (item.titles ?? []).map((card, index) => [card.id, picks[index] ?? null]),
          );
          // Reference: the data's right title is just right; a wrong one is as its hint says.
          const expectedBin = (text: string) => {
            const choice = question.choices.find((each) => each.text === text);
            if (choice?.correct) return 'just-right';
            return choice?.hint?.toLowerCase().startsWith('too big') ? 'too-big' : 'too-small';
          };
          const misplaced = (item.titles ?? []).filter(
            (card) => placement[card.id] !== expectedBin(card.text),
          );
          const result = checkMainIdea(item, { placement });
          expect(result.correct).toBe(misplaced.length === 0);
          if (misplaced.length > 0) {
            expect(misplaced.map((card) => card.hint)).toContain(result.message);
          }
        },
      ),
    );
  });

  it('says the answer and works it through one title a step, bin by bin', () => {
    const bugs = titleItem('1-5-a');
    expect(describeMainIdea(bugs)).toBe(
      'Too big: Animals. Just right: Bugs in the Grass. Too small: The Cricket.',
    );
    expect(workedMainIdea(bugs).map((step) => step.text)).toEqual([
      `The question is: ${titleSortPrompt} "Animals": Too big: the text is only about bugs in the grass.`,
      `"Bugs in the Grass": ${justRightHint}`,
      '"The Cricket": Too small: the cricket is only one bug.',
    ]);
  });
});

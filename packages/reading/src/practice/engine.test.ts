import { createRng, initialMastery, recordAnswer, sharedMasteryRules } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import whoWhatWhere from '../data/lingo-1-1.json';
import mainIdeaHunt from '../data/lingo-1-5.json';
import { parsePassages, type Passage } from '../model/passages';
import {
  checkPassageAnswer,
  choiceMarkKey,
  createPassagePractice,
  describePassageAnswer,
  isPassageAnswerReady,
  nextPassageItem,
  parsePassageItemKey,
  passageHistory,
  passageItemKey,
  passageWorkedExample,
  readingMasteryRules,
  sentenceMarkKey,
  tapTheSentence,
  wordMarkKey,
  type PassageItem,
  type PassagePracticeConfig,
} from './engine';

const passages11 = parsePassages(whoWhatWhere, 'lingo-1-1.json').passages;
const passages15 = parsePassages(mainIdeaHunt, 'lingo-1-5.json').passages;

const config11: PassagePracticeConfig = {
  passages: passages11,
  evidencePart: (question, step) => (step >= 3 ? tapTheSentence(question) : null),
  generalHint: 'Find the sentence that talks about it. Read it again with me.',
  sentenceHint: 'That sentence does not tell it. Find the one that does.',
};

const config15: PassagePracticeConfig = {
  passages: passages15,
  asks: (question) => question.type === 'main-idea' || question.type === 'tap-sentence',
  generalHint: 'What are all the sentences about?',
  sentenceHint: 'That is one detail. Find the sentence about all of them.',
};

/** Plays `count` items at `step`, feeding the keys back as the session does. */
function play(config: PassagePracticeConfig, step: number | number[], seed: number, count: number) {
  const rng = createRng(seed);
  const items: PassageItem[] = [];
  for (let turn = 0; turn < count; turn += 1) {
    const at = Array.isArray(step) ? (step[turn % step.length] ?? 1) : step;
    const recentKeys = items.map((item) => item.key).slice(-20);
    items.push(nextPassageItem(config, at, rng, { recentKeys }));
  }
  return items;
}

const byId = (id: string): Passage => {
  const passage = passages11.find((each) => each.id === id);
  if (!passage) throw new Error(id);
  return passage;
};

function item11(passageId: string, questionId: string, step: number): PassageItem {
  const passage = byId(passageId);
  const question = passage.questions.find((each) => each.id === questionId);
  if (!question) throw new Error(questionId);
  return {
    key: passageItemKey(passageId, [questionId], 0),
    prompt: question.prompt,
    source: passageId,
    passage,
    question,
    step,
    choices: question.choices,
    evidencePart: step >= 3 ? tapTheSentence(question) : null,
    run: { index: 0, size: 1 },
  };
}

describe('passageItemKey', () => {
  it('encodes the passage, the run and the position, and reads back', () => {
    const key = passageItemKey('1-1-a', ['who', 'where'], 1, ['1-1-c', '1-1-a']);
    expect(key).toBe('1-1-a|who,where|1|1-1-c,1-1-a');
    expect(parsePassageItemKey(key)).toEqual({
      passageId: '1-1-a',
      run: ['who', 'where'],
      index: 1,
      cycle: ['1-1-c', '1-1-a'],
    });
  });

  it('reads a key of another shape as null', () => {
    expect(parsePassageItemKey('7:30')).toBeNull();
    expect(parsePassageItemKey('a|b|x|a')).toBeNull();
  });

  it('reads the passages of the current round from the latest key', () => {
    const keys = ['1-1-a|who,what|0|1-1-a', '1-1-a|who,what|1|1-1-a', '1-1-c|who|0|1-1-a,1-1-c'];
    expect(passageHistory(keys)).toEqual(['1-1-a', '1-1-c']);
    expect(passageHistory(['7:30'])).toEqual([]);
  });

  it('starts a new round once every passage is read, with the passage that ended it', () => {
    const rng = createRng(5);
    let keys: string[] = [];
    const rounds: string[][] = [];
    for (let turn = 0; turn < 40; turn += 1) {
      const item = nextPassageItem(config11, 2, rng, { recentKeys: keys.slice(-20) });
      keys = [...keys, item.key];
      const cycle = parsePassageItemKey(item.key)?.cycle ?? [];
      if (item.run.index === 0 && cycle.length === 1) rounds.push(cycle);
    }
    expect(rounds.length).toBeGreaterThan(1);
  });
});

describe('nextPassageItem', () => {
  it('asks 2-3 questions of a passage, then moves to another passage', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = play(config11, step, seed, 24);
        let runStart = 0;
        items.forEach((item, index) => {
          expect(item.run.index).toBe(index - runStart);
          if (item.run.index === item.run.size - 1) {
            expect(item.run.size === 2 || item.run.size === 3).toBe(true);
            const next = items[index + 1];
            if (next) expect(next.source).not.toBe(item.source);
            runStart = index + 1;
          } else {
            expect(items[index + 1]?.source ?? item.source).toBe(item.source);
          }
        });
      }),
    );
  });

  it('never shows the same item twice in a row, and sets source to the passage id', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = play(config11, step, seed, 30);
        items.forEach((item, index) => {
          expect(item.source).toBe(item.passage.id);
          if (index > 0) expect(item.key).not.toBe(items[index - 1]?.key);
        });
      }),
    );
  });

  it('reads no passage a third time before every passage at the step is read', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const items = play(config11, 2, seed, 60);
        const read: string[] = [];
        for (const item of items) {
          if (item.run.index !== 0) continue;
          const everyOneRead = passages11.every((passage) => read.includes(passage.id));
          if (!everyOneRead) expect(read.filter((id) => id === item.source).length).toBeLessThan(2);
          read.push(item.source);
        }
      }),
    );
  });

  it('asks only questions of the step, with exactly one right card', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        for (const item of play(config11, step, seed, 12)) {
          expect(item.question.step).toBeLessThanOrEqual(step);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
        }
      }),
    );
  });

  it('shows 2 cards at step 1 (never the close one), and every card from step 2', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(config11, 1, seed, 8)) {
          expect(item.choices).toHaveLength(2);
          expect(item.choices.some((choice) => choice.close === true)).toBe(false);
          expect(item.question.type).not.toBe('where');
          expect(item.evidencePart).toBeNull();
        }
        for (const item of play(config11, 2, seed, 8)) {
          expect(item.choices).toHaveLength(item.question.choices.length);
          expect(item.evidencePart).toBeNull();
        }
        for (const item of play(config11, 3, seed, 8)) {
          expect(item.evidencePart?.prompt).toBe('Tap the sentence that tells you.');
          expect(item.evidencePart?.sentences).toEqual(item.question.evidence);
        }
      }),
    );
  });

  it('shuffles the cards with the seed, reproducibly', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => {
        const item = nextPassageItem(config11, 2, createRng(seed));
        return `${item.key}:${item.choices.map((choice) => choice.text).join('/')}`;
      }),
    );
    expect(orders.size).toBeGreaterThan(5);
    const first = nextPassageItem(config11, 2, createRng(7));
    expect(nextPassageItem(config11, 2, createRng(7))).toEqual(first);
  });

  it('drops the rest of a run that no longer fits after a step down', () => {
    const recentKeys = ['1-1-a|who,where|0|1-1-a'];
    const item = nextPassageItem(config11, 1, createRng(3), { recentKeys });
    expect(item.source).not.toBe('1-1-a');
    expect(item.run.index).toBe(0);
    const kept = nextPassageItem(config11, 2, createRng(3), { recentKeys });
    expect(kept.key).toBe('1-1-a|who,where|1|1-1-a');
  });

  it('asks only the questions the Lingo takes, tap-the-sentence ones without cards', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        for (const item of play(config15, step, seed, 12)) {
          expect(['main-idea', 'tap-sentence']).toContain(item.question.type);
          if (item.question.type === 'tap-sentence') expect(item.choices).toEqual([]);
        }
      }),
    );
  });
});

describe('checkPassageAnswer', () => {
  const who = item11('1-1-a', 'who', 2);

  it('takes the marked card', () => {
    expect(checkPassageAnswer(config11, who, { choice: 'Jen and Max' })).toEqual({
      correct: true,
      marks: { [choiceMarkKey('Jen and Max')]: 'correct' },
    });
  });

  it('answers a wrong card with its own hint', () => {
    expect(checkPassageAnswer(config11, who, { choice: 'Mom and Dad' })).toEqual({
      correct: false,
      misconception: 'wrong-choice',
      marks: { [choiceMarkKey('Mom and Dad')]: 'incorrect' },
      message: 'Mom and Dad are not in this story. Look for the names in sentence 2.',
      speech: 'Mom and Dad are not in this story. Look for the names in sentence 2.',
    });
  });

  it('needs both parts of a two-part item', () => {
    const twoPart = item11('1-1-a', 'who', 3);
    expect(
      checkPassageAnswer(config11, twoPart, { choice: 'Jen and Max', sentence: 1 }).correct,
    ).toBe(true);
    expect(checkPassageAnswer(config11, twoPart, { choice: 'Jen and Max', sentence: 0 })).toEqual({
      correct: false,
      misconception: 'wrong-sentence',
      marks: { [choiceMarkKey('Jen and Max')]: 'correct', [sentenceMarkKey(0)]: 'incorrect' },
      message: config11.sentenceHint,
      speech: config11.sentenceHint,
    });
    const bothWrong = checkPassageAnswer(config11, twoPart, {
      choice: 'Max and a dog',
      sentence: 0,
    });
    expect(bothWrong.correct).toBe(false);
    expect(bothWrong.message).toBe('Max is there, but there is no dog. Who is with Max?');
    expect(
      checkPassageAnswer(config11, twoPart, { choice: 'Max and a dog', sentence: 1 }).correct,
    ).toBe(false);
  });

  it('takes a tap on an evidence sentence, and answers another with the evidence hint', () => {
    const passage = passages15.find((each) => each.id === '1-5-a');
    const question = passage?.questions.find((each) => each.type === 'tap-sentence');
    if (!passage || !question) throw new Error('1-5-a balloon');
    const item: PassageItem = {
      key: passageItemKey('1-5-a', ['balloon'], 0),
      prompt: question.prompt,
      source: '1-5-a',
      passage,
      question,
      step: 2,
      choices: [],
      evidencePart: null,
      run: { index: 0, size: 1 },
    };
    expect(checkPassageAnswer(config15, item, { sentence: 0 }).correct).toBe(true);
    const wrong = checkPassageAnswer(config15, item, { sentence: 2 });
    expect(wrong.correct).toBe(false);
    expect(wrong.message).toBe("That's just one bug. Find the sentence about all of them.");
    expect(isPassageAnswerReady(item, {})).toBe(false);
    expect(isPassageAnswerReady(item, { sentence: 2 })).toBe(true);
  });

  it('speaks a hint through the passage’s spoken forms', () => {
    const passage: Passage = {
      ...byId('1-1-a'),
      sentences: ['It is −25 °C.', 'Jen and Max get the red sled.'],
      say: { '−25 °C': 'minus twenty-five degrees Celsius' },
    };
    const item = { ...item11('1-1-a', 'who', 2), passage };
    const question = {
      ...item.question,
      choices: [
        { text: 'Jen and Max', correct: true },
        { text: 'Mom and Dad', correct: false, hint: 'At −25 °C? Look again.' },
      ],
    };
    const result = checkPassageAnswer(
      config11,
      { ...item, question, choices: question.choices },
      {
        choice: 'Mom and Dad',
      },
    );
    expect(result.message).toBe('At −25 °C? Look again.');
    expect(result.speech).toBe('At minus twenty-five degrees Celsius? Look again.');
  });
});

describe('a word tap as the second part', () => {
  // 1-1 A, "Who gets the red sled?": "Jen and Max" in s2 are words 5 and 7.
  const wordConfig = { ...config11, wordHint: 'Tap the names.' };
  const who = item11('1-1-a', 'who', 3);
  const item: PassageItem = {
    ...who,
    evidencePart: {
      prompt: 'Tap the words that tell who.',
      sentences: [1],
      words: [5, 6, 7],
      exampleWords: [5, 6, 7],
    },
  };

  it('waits for the card and at least one word', () => {
    expect(isPassageAnswerReady(item, { choice: 'Jen and Max' })).toBe(false);
    expect(isPassageAnswerReady(item, { choice: 'Jen and Max', words: [] })).toBe(false);
    expect(isPassageAnswerReady(item, { choice: 'Jen and Max', sentence: 1 })).toBe(false);
    expect(isPassageAnswerReady(item, { choice: 'Jen and Max', words: [7] })).toBe(true);
  });

  it('is right when every word tapped shows it, and marks each word', () => {
    expect(checkPassageAnswer(wordConfig, item, { choice: 'Jen and Max', words: [5, 7] })).toEqual({
      correct: true,
      marks: {
        [choiceMarkKey('Jen and Max')]: 'correct',
        [wordMarkKey(5)]: 'correct',
        [wordMarkKey(7)]: 'correct',
      },
    });
  });

  it('answers a word that does not show it with the word hint, even beside right ones', () => {
    expect(checkPassageAnswer(wordConfig, item, { choice: 'Jen and Max', words: [5, 10] })).toEqual(
      {
        correct: false,
        misconception: 'wrong-sentence',
        marks: {
          [choiceMarkKey('Jen and Max')]: 'correct',
          [wordMarkKey(5)]: 'correct',
          [wordMarkKey(10)]: 'incorrect',
        },
        message: 'Tap the names.',
        speech: 'Tap the names.',
      },
    );
    expect(checkPassageAnswer(config11, item, { choice: 'Jen and Max', words: [] }).message).toBe(
      config11.sentenceHint,
    );
  });

  it('needs the card too, whose own hint comes first', () => {
    const result = checkPassageAnswer(wordConfig, item, { choice: 'Mom and Dad', words: [5] });
    expect(result.correct).toBe(false);
    expect(result.message).toBe(
      'Mom and Dad are not in this story. Look for the names in sentence 2.',
    );
  });

  it('taps the example words in the worked example', () => {
    expect(passageWorkedExample(item)[3]?.text).toBe(
      "So I choose: Jen and Max, and I tap the words 'Jen and Max'.",
    );
  });
});

describe('isPassageAnswerReady', () => {
  it('waits for the card, and for the sentence of a two-part item', () => {
    expect(isPassageAnswerReady(item11('1-1-a', 'who', 2), {})).toBe(false);
    expect(isPassageAnswerReady(item11('1-1-a', 'who', 2), { choice: 'Jen and Max' })).toBe(true);
    const twoPart = item11('1-1-a', 'who', 3);
    expect(isPassageAnswerReady(twoPart, { choice: 'Jen and Max' })).toBe(false);
    expect(isPassageAnswerReady(twoPart, { choice: 'Jen and Max', sentence: 4 })).toBe(true);
  });
});

describe('describePassageAnswer', () => {
  it('quotes the evidence sentence, as reading.md’s text alternative does', () => {
    expect(describePassageAnswer(item11('1-1-a', 'who', 2))).toBe(
      'Sentence 2 says: Jen and Max get the red sled.',
    );
  });
});

describe('passageWorkedExample', () => {
  it('reads the question, reads the evidence, says why, then chooses', () => {
    expect(passageWorkedExample(item11('1-1-a', 'who', 2)).map((step) => step.text)).toEqual([
      'The question is: Who gets the red sled?',
      'Sentence 2: Jen and Max get the red sled.',
      'It tells us the answer: Jen and Max.',
      'So I choose: Jen and Max.',
    ]);
  });

  it('taps the sentence too in a two-part item', () => {
    const steps = passageWorkedExample(item11('1-1-c', 'where', 3));
    expect(steps[3]?.text).toBe('So I choose: on a still pond, and I tap sentence 2.');
  });
});

describe('readingMasteryRules', () => {
  it('is the shared model with reading’s spread of 3 passages', () => {
    expect(readingMasteryRules).toEqual({ ...sharedMasteryRules, minSources: 3 });
  });

  it('does not master on six right answers from two passages', () => {
    let state = initialMastery(3, { step: 3 });
    for (const source of ['a', 'a', 'b', 'b', 'a', 'b']) {
      state = recordAnswer(state, { evidence: 'correct', source }, readingMasteryRules).state;
    }
    expect(state.mastered).toBe(false);
    state = recordAnswer(state, { evidence: 'correct', source: 'c' }, readingMasteryRules).state;
    expect(state.mastered).toBe(true);
  });
});

describe('createPassagePractice', () => {
  it('is a 3-step practice model with the general hint as its default', () => {
    const model = createPassagePractice(config11);
    expect(model.steps).toBe(3);
    expect(model.hints.default).toBe(config11.generalHint);
    const item = model.generate(1, createRng(1), { recentKeys: [] });
    const right = item.choices.find((choice) => choice.correct)?.text;
    expect(model.check(item, { choice: right ?? '' }).correct).toBe(true);
    expect(model.workedExample?.(item)).toHaveLength(4);
  });
});

import { describe, expect, it } from 'vitest';
import { choicesForStep, parsePassages, type PassageQuestion } from './passages';

const good = {
  id: 'red-sled',
  lingo: 'lingo-1-1',
  title: 'The Red Sled',
  sentences: ['It is a snow day.', 'Jen and Max get the red sled.', 'They go up the big hill.'],
  storyWords: [{ word: 'snow', emoji: '❄️' }],
  say: {},
  questions: [
    {
      id: 'who',
      type: 'who',
      step: 1,
      prompt: 'Who gets the red sled?',
      choices: [
        { text: 'Jen and Max', correct: true },
        { text: 'Mom and Dad', correct: false, hint: 'Mom and Dad are not in this story.' },
      ],
      evidence: [1],
    },
  ],
};

describe('parsePassages', () => {
  it('keeps a well-formed passage as it is', () => {
    const { passages, problems } = parsePassages([good], 'test.json');
    expect(problems).toEqual([]);
    expect(passages).toHaveLength(1);
    expect(passages[0]?.questions[0]?.evidence).toEqual([1]);
    expect(passages[0]?.storyWords).toEqual([{ word: 'snow', emoji: '❄️' }]);
  });

  it('says so when the file is not a list', () => {
    expect(parsePassages({}, 'x.json')).toEqual({
      passages: [],
      problems: ['x.json: not a list of passages.'],
    });
  });

  it('skips a passage without sentences and names it', () => {
    const { passages, problems } = parsePassages([{ ...good, sentences: [] }], 'x.json');
    expect(passages).toEqual([]);
    expect(problems).toEqual(['x.json: passage 1 ("red-sled") skipped: it has no sentences.']);
  });

  it('skips a second passage with the same id', () => {
    const { passages, problems } = parsePassages([good, good], 'x.json');
    expect(passages).toHaveLength(1);
    expect(problems[0]).toMatch(/passage 2 \("red-sled"\) skipped: an earlier passage/);
  });

  it('skips a question whose evidence points past the last sentence, keeping the passage', () => {
    const question = { ...good.questions[0], evidence: [3] };
    const { passages, problems } = parsePassages([{ ...good, questions: [question] }], 'x.json');
    expect(passages[0]?.questions).toEqual([]);
    expect(problems).toEqual([
      'x.json: Question 1 ("who") of passage "red-sled" skipped: its evidence points at sentence 4, and the passage has 3.',
    ]);
  });

  it('skips a choice question with two correct choices, or none', () => {
    const base = good.questions[0]!;
    const two = { ...base, choices: base.choices.map((c) => ({ ...c, correct: true })) };
    const none = {
      ...base,
      id: 'none',
      choices: [
        { text: 'x', correct: false, hint: 'h' },
        { text: 'y', correct: false, hint: 'h' },
      ],
    };
    const { passages, problems } = parsePassages([{ ...good, questions: [two, none] }], 'x.json');
    expect(passages[0]?.questions).toEqual([]);
    expect(problems[0]).toMatch(/2 correct choices, not exactly 1/);
    expect(problems[1]).toMatch(/0 correct choices, not exactly 1/);
  });

  it('skips a wrong choice without its hint', () => {
    const base = good.questions[0]!;
    const question = {
      ...base,
      choices: [base.choices[0], { text: 'Mom and Dad', correct: false }],
    };
    const { problems } = parsePassages([{ ...good, questions: [question] }], 'x.json');
    expect(problems[0]).toMatch(/wrong choice 2 \("Mom and Dad"\) has no hint/);
  });

  it('skips a spoken form that is not in the text', () => {
    const { passages, problems } = parsePassages(
      [{ ...good, say: { $2: 'two dollars' } }],
      'x.json',
    );
    expect(passages).toEqual([]);
    expect(problems[0]).toMatch(/the spoken form "\$2" is not in the text/);
  });

  it('accepts a tap-sentence question with no choices and an order question with events', () => {
    const tap = {
      id: 'tap',
      type: 'tap-sentence',
      step: 3,
      prompt: 'Tap it.',
      choices: [],
      evidence: [0],
    };
    const order = {
      id: 'order',
      type: 'order',
      step: 1,
      prompt: 'Put them in order.',
      choices: [],
      evidence: [],
      events: [{ text: 'First' }, { text: 'Last', picture: '⛄' }],
    };
    const { passages, problems } = parsePassages([{ ...good, questions: [tap, order] }], 'x.json');
    expect(problems).toEqual([]);
    expect(passages[0]?.questions.map((q) => q.id)).toEqual(['tap', 'order']);
  });

  it('never throws on junk', () => {
    for (const junk of [
      null,
      3,
      'x',
      [null],
      [1, 'a'],
      [{ id: 5 }],
      [{ ...good, questions: [null] }],
    ]) {
      expect(() => parsePassages(junk, 'junk.json')).not.toThrow();
    }
  });
});

describe('choicesForStep', () => {
  const question: PassageQuestion = {
    id: 'what',
    type: 'what',
    step: 1,
    prompt: 'What do Jen and Max ride?',
    evidence: [3],
    choices: [
      { text: 'a big hill', correct: false, close: true, hint: 'The hill is where they go.' },
      { text: 'a red sled', correct: true },
      { text: 'a red bike', correct: false, hint: 'They ride a sled.' },
    ],
  };

  it('shows at step 1 the correct choice and the first wrong choice not marked close', () => {
    expect(choicesForStep(question, 1).map((c) => c.text)).toEqual(['a red sled', 'a red bike']);
  });

  it('shows every listed choice from step 2 on', () => {
    expect(choicesForStep(question, 2)).toHaveLength(3);
    expect(choicesForStep(question, 3)).toHaveLength(3);
  });
});

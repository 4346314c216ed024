import fc from 'fast-check';
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

  it('keeps sort, match and two-text passages, and skips a card in no listed bin', () => {
    const sort = {
      id: 'sort',
      type: 'sort',
      step: 2,
      prompt: 'Sort the cards.',
      choices: [],
      evidence: [],
      bins: ['Only Text 1', 'Both', 'Only Text 2'],
      cards: [
        { text: 'Beavers work at night.', bin: 'Both' },
        { text: 'Bea has a brother.', bin: 'Only Text 1' },
      ],
    };
    const match = {
      id: 'match',
      type: 'match',
      step: 3,
      prompt: 'Connect each cause to its effect.',
      choices: [],
      evidence: [],
      pairs: [
        { cause: 'freezing rain fell', effect: 'everything was coated in ice' },
        { cause: 'the roads were slippery', effect: 'school was cancelled' },
      ],
    };
    const parts = [
      { title: 'Text 1', kind: 'story', first: 0 },
      { title: 'Text 2', first: 2 },
    ];
    const { passages, problems } = parsePassages(
      [{ ...good, parts, questions: [sort, match] }],
      'x.json',
    );
    expect(problems).toEqual([]);
    expect(passages[0]?.parts?.[1]).toEqual({ title: 'Text 2', first: 2 });
    expect(passages[0]?.questions[0]?.cards).toHaveLength(2);
    expect(passages[0]?.questions[1]?.pairs).toHaveLength(2);

    const stray = { ...sort, cards: [...sort.cards, { text: 'Lost.', bin: 'Neither' }] };
    const skipped = parsePassages([{ ...good, questions: [stray] }], 'x.json');
    expect(skipped.problems[0]).toMatch(/card 3 \("Lost\."\) belongs in no listed bin/);
    const badParts = parsePassages(
      [
        {
          ...good,
          parts: [
            { title: 'A', first: 1 },
            { title: 'B', first: 2 },
          ],
        },
      ],
      'x.json',
    );
    expect(badParts.problems[0]).toMatch(/part 1 \("A"\) does not start/);
  });

  it('keeps evidence words found in the text and skips a question whose words are not', () => {
    const base = good.questions[0]!;
    const found = { ...base, evidenceWords: ['red sled'] };
    const lost = { ...base, id: 'lost', evidenceWords: ['blue sled'] };
    const { passages, problems } = parsePassages([{ ...good, questions: [found, lost] }], 'x.json');
    expect(passages[0]?.questions.map((q) => q.evidenceWords)).toEqual([['red sled']]);
    expect(problems[0]).toMatch(/its evidence words "blue sled" are not in the text/);
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

describe('choicesForStep, for any question', () => {
  const choice = fc.record({ correct: fc.constant(false), close: fc.boolean() });
  it('shows the correct one at every step, 2 at step 1 (the first not close, if any), all later', () => {
    fc.assert(
      fc.property(
        fc.array(choice, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.integer({ min: 1, max: 3 }),
        (wrongs, at, step) => {
          const list = wrongs.map((wrong, index) => ({
            ...wrong,
            text: `wrong ${index}`,
            hint: 'h',
          }));
          const correctAt = at % (list.length + 1);
          const choices = [
            ...list.slice(0, correctAt),
            { text: 'right', correct: true },
            ...list.slice(correctAt),
          ];
          const question: PassageQuestion = {
            id: 'q',
            type: 'who',
            step: 1,
            prompt: 'p',
            choices,
            evidence: [],
          };
          const shown = choicesForStep(question, step);
          expect(shown.filter((c) => c.correct)).toHaveLength(1);
          if (step >= 2) {
            expect(shown).toEqual(choices);
          } else {
            expect(shown).toHaveLength(2);
            const wrong = shown.find((c) => !c.correct);
            const firstPlain = list.find((c) => !c.close);
            expect(wrong).toEqual(firstPlain ?? list[0]);
          }
        },
      ),
    );
  });
});

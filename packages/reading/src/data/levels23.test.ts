import { hasPicture } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import { choicesForStep, needsOneCorrectChoice, parsePassages } from '../model/passages';
import { toSpoken } from '../model/spokenForms';
import lingo20 from './lingo-2-0.json';
import lingo21 from './lingo-2-1.json';
import lingo22 from './lingo-2-2.json';
import lingo23 from './lingo-2-3.json';
import lingo24 from './lingo-2-4.json';
import lingo25 from './lingo-2-5.json';
import lingo30 from './lingo-3-0.json';
import lingo31 from './lingo-3-1.json';
import lingo32 from './lingo-3-2.json';
import lingo33 from './lingo-3-3.json';
import lingo34 from './lingo-3-4.json';
import lingo35 from './lingo-3-5.json';

// What reading.md lists for each Lingo of levels 2 and 3, counted by hand: passages (a Learn
// step's or closing check's text, a text pair, an information card, each count as one) and the
// choice questions among them. The Lingo-specific data beside them is counted in its own tests.
const files = [
  // The Learn lessons: a passage per step or closing-check text, its activity in `lesson`.
  { lingo: 'lingo-2-0', raw: lingo20 as unknown, passages: 8, questions: 0 },
  { lingo: 'lingo-2-1', raw: lingo21 as unknown, passages: 3, questions: 16 },
  { lingo: 'lingo-2-2', raw: lingo22 as unknown, passages: 3, questions: 12 },
  { lingo: 'lingo-2-3', raw: lingo23 as unknown, passages: 4, questions: 4 },
  { lingo: 'lingo-2-4', raw: lingo24 as unknown, passages: 4, questions: 20 },
  { lingo: 'lingo-2-5', raw: lingo25 as unknown, passages: 3, questions: 9 },
  { lingo: 'lingo-3-0', raw: lingo30 as unknown, passages: 7, questions: 0 },
  { lingo: 'lingo-3-1', raw: lingo31 as unknown, passages: 4, questions: 13 },
  // 3-2: a pair of texts is one passage: 8 choice questions and a sort per pair.
  { lingo: 'lingo-3-2', raw: lingo32 as unknown, passages: 3, questions: 11 },
  { lingo: 'lingo-3-3', raw: lingo33 as unknown, passages: 3, questions: 6 },
  // 3-4: 3 sets of 3 texts, each asked its purpose; 2 texts add what the author wants.
  { lingo: 'lingo-3-4', raw: lingo34 as unknown, passages: 9, questions: 11 },
  // 3-5: 3 information cards; of their 17 questions, 2 are NumberPad and 1 has no wrong choice.
  { lingo: 'lingo-3-5', raw: lingo35 as unknown, passages: 3, questions: 14 },
] as const;

type Raw = Record<string, unknown>;
const rawPassages = (raw: unknown): Raw[] => raw as Raw[];

describe.each(files)('$lingo.json', ({ lingo, raw, passages: passageCount, questions }) => {
  const parsed = parsePassages(raw, `${lingo}.json`);

  it('parses with no problems, skipping nothing', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.passages).toHaveLength(rawPassages(raw).length);
  });

  it(`has reading.md's ${passageCount} passages and ${questions} questions`, () => {
    expect(parsed.passages).toHaveLength(passageCount);
    const questionCount = parsed.passages.reduce((sum, p) => sum + p.questions.length, 0);
    expect(questionCount).toBe(questions);
  });

  it('holds only passages of its own Lingo, each with a unique id', () => {
    expect(parsed.passages.every((passage) => passage.lingo === lingo)).toBe(true);
    const ids = parsed.passages.map((passage) => passage.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith(lingo.slice('lingo-'.length)))).toBe(true);
  });

  it('points every evidence index at a real sentence', () => {
    for (const passage of parsed.passages) {
      for (const question of passage.questions) {
        for (const index of question.evidence) {
          expect(passage.sentences[index], `${passage.id} ${question.id}`).toBeDefined();
        }
      }
    }
  });

  it('gives each choice question exactly one correct choice, and a hint to each wrong one', () => {
    for (const passage of parsed.passages) {
      for (const question of passage.questions.filter(needsOneCorrectChoice)) {
        expect(question.choices.filter((choice) => choice.correct)).toHaveLength(1);
        for (const choice of question.choices.filter((each) => !each.correct)) {
          expect(choice.hint, `${passage.id} ${question.id} "${choice.text}"`).toBeTruthy();
        }
        expect(choicesForStep(question, 1)).toHaveLength(2);
      }
    }
  });

  it('gives each sort question cards for at least 2 bins, and each match question its pairs', () => {
    for (const passage of parsed.passages) {
      for (const question of passage.questions) {
        if (question.type === 'sort') {
          expect(new Set(question.cards?.map((card) => card.bin)).size).toBeGreaterThan(1);
        }
        if (question.type === 'match') expect(question.pairs?.length).toBeGreaterThan(1);
      }
    }
  });

  it('keeps the text as reading.md writes it: one sentence per entry, no stray spaces', () => {
    // An information card's lines (an ingredient, a heading) are not sentences.
    const prose = rawPassages(raw).filter((passage) => passage.infoCard === undefined);
    for (const passage of prose as unknown as { sentences: string[] }[]) {
      for (const sentence of passage.sentences) {
        expect(sentence).toBe(sentence.trim());
        expect(sentence).not.toMatch(/ {2}/);
        // A letter's greeting and sign-off ("Dear Grandma,", "Love, Ava") stand on their own.
        expect(sentence).toMatch(/[.!?…:"]$|^Dear [^,]+,$|^(Love|From), [^,]+$/);
      }
    }
  });
});

describe('every passage of levels 2 and 3', () => {
  it('has an id unique across the files', () => {
    const ids = files.flatMap(({ raw }) => rawPassages(raw).map((passage) => passage.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('speaks every number, unit and symbol of its text in words', () => {
    for (const { lingo, raw } of files) {
      for (const passage of parsePassages(raw, `${lingo}.json`).passages) {
        for (const sentence of passage.sentences) {
          expect(toSpoken(sentence, passage.say).text, passage.id).not.toMatch(/[0-9°¢$−]/);
        }
      }
    }
  });
});

describe('lingo-2-1', () => {
  const [owen, maya, amira] = parsePassages(lingo21, 'lingo-2-1.json').passages;

  it('counts "Whack! He passed it to Leah, and she scored." as one sentence, s6', () => {
    expect(owen?.sentences[5]).toBe('Whack! He passed it to Leah, and she scored.');
    expect(owen?.sentences).toHaveLength(7);
  });

  it('counts a quotation with its speaker as one sentence', () => {
    expect(amira?.sentences[4]).toBe('"Want to help us?" he asked.');
    expect(maya?.sentences[7]).toBe('"Grow big," she whispered.');
  });

  it("accepts either sentence 5 or 6 as the tap for Owen's bravery", () => {
    const trait = owen?.questions.find((question) => question.id === 'trait');
    expect(trait?.evidence).toEqual([4, 5]);
    expect(trait?.evidenceHint).toBe(
      'Brave means doing it even when you feel scared. Which sentence shows that?',
    );
  });
});

describe('lingo-2-3 endings', () => {
  it('gives every passage the ending revealed after the answer', () => {
    for (const passage of rawPassages(lingo23)) {
      expect(typeof passage.ending === 'string' && passage.ending.length > 20).toBe(true);
    }
  });
});

describe('lingo-2-5 word clues', () => {
  it('names the highlighted word of every question, and the passage has it', () => {
    for (const passage of rawPassages(lingo25)) {
      const text = (passage.sentences as string[]).join(' ').toLowerCase();
      for (const question of passage.questions as Raw[]) {
        expect(typeof question.word).toBe('string');
        expect(text).toContain(question.word as string);
        expect(question.prompt).toBe(`What does ${question.word as string} mean?`);
      }
    }
  });
});

describe('lingo-3-1 clue detective', () => {
  it('lists at least 2 clue sentences for every step-3 question, as 2 taps are asked', () => {
    for (const passage of parsePassages(lingo31, 'lingo-3-1.json').passages) {
      for (const question of passage.questions.filter((each) => each.step === 3)) {
        expect(question.evidence.length, `${passage.id} ${question.id}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('lingo-2-2 cause-and-effect pairs', () => {
  it('gives each passage a step-3 match of 3 causes to their effects', () => {
    for (const passage of parsePassages(lingo22, 'lingo-2-2.json').passages) {
      const matches = passage.questions.filter((question) => question.type === 'match');
      expect(matches.map((match) => [match.step, match.pairs?.length])).toEqual([[3, 3]]);
    }
  });
});

describe('lingo-2-4 fact or opinion', () => {
  const passages = parsePassages(lingo24, 'lingo-2-4.json').passages;
  const answer = (question: { choices: readonly { text: string; correct: boolean }[] }) =>
    question.choices.find((choice) => choice.correct)?.text;

  it('sorts all 5 sentences of each passage: 12 facts and 8 opinions in all', () => {
    const cards = passages.flatMap((passage) => passage.questions);
    expect(cards.filter((card) => answer(card) === 'Fact')).toHaveLength(12);
    expect(cards.filter((card) => answer(card) === 'Opinion')).toHaveLength(8);
    for (const passage of passages) {
      const indices = passage.questions.flatMap((card) => card.evidence);
      expect(indices).toEqual(passage.sentences.map((_, index) => index));
    }
  });

  it('names the opinion words of every opinion, never of a fact', () => {
    for (const passage of passages) {
      for (const card of passage.questions) {
        expect(card.evidenceWords !== undefined, `${passage.id} ${card.id}`).toBe(
          answer(card) === 'Opinion',
        );
      }
    }
  });

  it('keeps the two tricky sentences reading.md names for step 3', () => {
    const tricky = passages.flatMap((passage) =>
      passage.questions
        .filter((card) => card.step === 3)
        .map((card) => passage.sentences[card.evidence[0] ?? -1]),
    );
    expect(tricky).toEqual(['Moose can swim across wide lakes.', 'Fresh snow is beautiful.']);
  });
});

describe('lingo-3-2 two texts', () => {
  const passages = parsePassages(lingo32, 'lingo-3-2.json').passages;

  it('splits each passage into Text 1 and Text 2', () => {
    for (const passage of passages) expect(passage.parts).toHaveLength(2);
    expect(passages[0]?.parts?.map((part) => part.title)).toEqual([
      'Bea Fixes Her Lodge',
      'Beaver Facts',
    ]);
  });

  it('sorts 6 cards per pair: 2 in Both, 2 only in Text 1, 2 only in Text 2', () => {
    for (const passage of passages) {
      const [sort] = passage.questions.filter((question) => question.type === 'sort');
      expect(sort?.cards).toHaveLength(6);
      for (const bin of sort?.bins ?? []) {
        expect(sort?.cards?.filter((card) => card.bin === bin)).toHaveLength(2);
      }
    }
  });

  it('speaks both temperatures of Two Winter Mornings', () => {
    expect(passages[1]?.say).toEqual({
      '5 °C': 'five degrees Celsius',
      '−25 °C': 'minus twenty-five degrees Celsius',
    });
  });
});

describe('lingo-3-3 sum it up', () => {
  const passages = parsePassages(lingo33, 'lingo-3-3.json').passages;

  it('sorts 3 important cards and 3 small details per passage', () => {
    for (const passage of passages) {
      const [sort] = passage.questions.filter((question) => question.type === 'sort');
      expect(sort?.cards?.map((card) => card.bin).sort()).toEqual([
        'important',
        'important',
        'important',
        'small detail',
        'small detail',
        'small detail',
      ]);
    }
  });

  it('offers 4 summaries, and at step 1 the summary against a list of details', () => {
    for (const passage of passages) {
      const summary = passage.questions.find((question) => question.type === 'summary');
      expect(summary?.choices).toHaveLength(4);
      const shown = summary === undefined ? [] : choicesForStep(summary, 1);
      expect(shown.map((choice) => choice.hint ?? 'correct')).toEqual([
        'correct',
        expect.stringMatching(/detail/),
      ]);
    }
  });
});

describe('lingo-3-4 author purpose', () => {
  const passages = parsePassages(lingo34, 'lingo-3-4.json').passages;
  const purposeOf = (passage: (typeof passages)[number]) =>
    passage.questions
      .find((question) => question.id === 'purpose')
      ?.choices.find((choice) => choice.correct)
      ?.text.split(':')[0];

  it('has 3 sets of 3 texts, one to entertain, one to inform, one to persuade', () => {
    for (const set of ['a', 'b', 'c']) {
      const texts = passages.filter((passage) => passage.id.startsWith(`3-4-${set}`));
      expect(texts.map(purposeOf).sort()).toEqual(['to entertain', 'to inform', 'to persuade']);
    }
  });

  it('backs each purpose with sentences of the text or words found in it', () => {
    for (const passage of passages) {
      const purpose = passage.questions.find((question) => question.id === 'purpose');
      const backing = (purpose?.evidence.length ?? 0) + (purpose?.evidenceWords?.length ?? 0);
      expect(backing, passage.id).toBeGreaterThan(0);
    }
  });

  it("counts 3-4 C's quotation with its speaker as one sentence", () => {
    const maple = passages.find((passage) => passage.id === '3-4-c3');
    expect(maple?.sentences.at(-1)).toBe('"I\'m dancing!" Maple whispered happily.');
  });
});

describe('lingo-3-5 information cards', () => {
  interface NumberQuestion {
    id: string;
    step: number;
    prompt: string;
    answer: number;
    hint: string;
  }
  const [recipe, chart, map] = rawPassages(lingo35);
  const card = (passage: Raw | undefined) => passage?.infoCard as Raw;
  const numberQuestions = (passage: Raw | undefined) =>
    passage?.numberQuestions as NumberQuestion[];

  it('draws a recipe, a bar chart and a map', () => {
    expect([recipe, chart, map].map((passage) => card(passage).kind)).toEqual([
      'recipe',
      'bar-chart',
      'map',
    ]);
  });

  it("answers the recipe's NumberPad question from its ingredients: raisins plus cranberries", () => {
    const ingredients = card(recipe).ingredients as { millilitres: number; item: string }[];
    const amount = (item: string) => ingredients.find((each) => each.item === item)?.millilitres;
    expect(ingredients).toHaveLength(5);
    expect(numberQuestions(recipe)).toEqual([
      expect.objectContaining({ id: 'dried-fruit', step: 3, answer: 250 }),
    ]);
    expect((amount('raisins') ?? 0) + (amount('dried cranberries') ?? 0)).toBe(250);
    expect(card(recipe).steps).toHaveLength(5);
  });

  it("answers the chart's questions from its bars", () => {
    const bars = card(chart).bars as { label: string; value: number }[];
    const total = bars.reduce((sum, bar) => sum + bar.value, 0);
    expect(total).toBe(24);
    expect(card(chart).total).toBe(total);
    expect(numberQuestions(chart)).toEqual([
      expect.objectContaining({ id: 'in-all', step: 3, answer: total }),
    ]);
    const value = (label: string) => bars.find((bar) => bar.label === label)?.value ?? 0;
    const questions = chart?.questions as Raw[];
    const correct = (id: string) =>
      (questions.find((question) => question.id === id)?.choices as Raw[]).find(
        (choice) => choice.correct === true,
      )?.text;
    expect(correct('skating')).toBe(String(value('skating')));
    expect(correct('how-many-more')).toBe(String(value('sledding') - value('skiing')));
    expect(correct('most')).toBe([...bars].sort((a, b) => b.value - a.value)[0]?.label);
  });

  it('lays the map out 3 by 3, north row first, every symbol a picture in the art set', () => {
    const cells = card(map).cells as { symbol: string; label: string }[][];
    expect(cells).toHaveLength(3);
    for (const row of cells) {
      expect(row).toHaveLength(3);
      for (const cell of row) expect(hasPicture({ emoji: cell.symbol }), cell.label).toBe(true);
    }
    expect(cells[0]?.map((cell) => cell.label)).toEqual(['forest trail', 'canoe dock', 'lake']);
    // The route question: from parking (south-west), two squares north is the forest trail.
    expect(cells[2]?.[0]?.label).toBe('parking');
    expect(cells[0]?.[0]?.label).toBe('forest trail');
  });

  it('shows the symbol choices as pictures the art set has', () => {
    const symbol = parsePassages(lingo35, 'lingo-3-5.json').passages[2]?.questions.find(
      (question) => question.id === 'symbol',
    );
    expect(symbol?.choices.map((choice) => choice.picture)).toEqual(['🚻', '⛺']);
    for (const choice of symbol?.choices ?? []) {
      expect(hasPicture({ emoji: choice.picture ?? '' })).toBe(true);
    }
  });

  it('keeps the question with no wrong choice out of the parsed questions', () => {
    expect((map?.unhintedQuestions as Raw[]).map((question) => question.prompt)).toEqual([
      'Which place is between the tents and the beach?',
    ]);
  });

  it('speaks the amounts in millilitres', () => {
    const say = parsePassages(lingo35, 'lingo-3-5.json').passages[0]?.say ?? {};
    expect(say['500 mL']).toBe('five hundred millilitres');
    expect(say['125 mL']).toBe('one hundred twenty-five millilitres');
  });
});

describe.each([
  { lingo: 'lingo-2-0', raw: lingo20 as unknown },
  { lingo: 'lingo-3-0', raw: lingo30 as unknown },
])('$lingo Learn lesson', ({ raw }) => {
  interface Part {
    part: string;
    number: number;
    bins?: { label: string; emoji?: string }[];
    cards?: { text: string; bin?: string; first?: number; count?: number }[];
    choices?: { text: string; correct: boolean }[];
  }
  const passages = rawPassages(raw);
  const parts = passages.flatMap((passage) => passage.lesson as Part[]);

  it('has its 5 steps and its 3 closing-check items, each once', () => {
    const names = parts.map((part) => `${part.part} ${part.number}`);
    expect([...names].sort()).toEqual(
      ['step 1', 'step 2', 'step 3', 'step 4', 'step 5', 'check 1', 'check 2', 'check 3'].sort(),
    );
  });

  it('sorts every card into one of its bins, whose pictures the art set has', () => {
    for (const part of parts.filter((each) => each.bins !== undefined)) {
      const labels = (part.bins ?? []).map((bin) => bin.label);
      for (const card of part.cards ?? []) expect(labels).toContain(card.bin);
      for (const bin of part.bins ?? []) {
        if (bin.emoji !== undefined) expect(hasPicture({ emoji: bin.emoji }), bin.label).toBe(true);
      }
    }
  });

  it('gives every closing-check item exactly one correct choice', () => {
    for (const part of parts.filter((each) => each.part === 'check')) {
      expect(part.choices?.filter((choice) => choice.correct)).toHaveLength(1);
    }
  });

  it('points every card that names sentences at sentences of its passage', () => {
    for (const passage of passages) {
      const sentences = passage.sentences as string[];
      for (const part of passage.lesson as Part[]) {
        for (const card of part.cards ?? []) {
          if (card.first === undefined) continue;
          const shown = sentences.slice(card.first, card.first + (card.count ?? 0)).join(' ');
          expect(shown).toBe(card.text);
        }
      }
    }
  });
});

describe('lingo-2-0 Clue Finders', () => {
  const passages = rawPassages(lingo20);

  it('taps "Thunder rumbled." as the clue for what Liam does next, then shows the ending', () => {
    const next = passages.find((passage) => passage.id === '2-0-what-next');
    const [part] = next?.lesson as { clue: number[] }[];
    expect(part?.clue.map((index) => (next?.sentences as string[])[index])).toEqual([
      'Thunder rumbled.',
    ]);
    expect(parsePassages([next], 'lingo-2-0.json').passages[0]?.ending).toBe(
      'Liam reeled in his kite and ran inside.',
    );
  });

  it('finds the words that tell what scalding means in the sentence', () => {
    const words = passages.find((passage) => passage.id === '2-0-new-words');
    const [part] = words?.lesson as { word: string; answer: string }[];
    const [sentence] = words?.sentences as string[];
    expect(sentence).toContain(part?.word);
    expect(sentence).toContain(part?.answer);
  });
});

describe("lingo-3-0 Reader's Toolbox", () => {
  const passages = rawPassages(lingo30);
  const lessonOf = (id: string) =>
    passages.find((passage) => passage.id === id)?.lesson as Record<string, unknown>[];

  it('fills the inference board with a clue from the text, what I know and the inference', () => {
    const [board] = lessonOf('3-0-infer');
    const slots = board?.slots as { label: string; card: string }[];
    expect(slots.map((slot) => slot.label)).toEqual(['Clue', 'What I know', 'Inference']);
    const text = (passages[0]?.sentences as string[]).join(' ');
    expect(text).toContain(slots[0]?.card);
    expect(board?.otherCards).toEqual(['It is a hot day']);
  });

  it("splits the Compare step's text into Text 1 and Text 2 as the model's parts", () => {
    const compare = parsePassages(lingo30, 'lingo-3-0.json').passages.find(
      (passage) => passage.id === '3-0-compare',
    );
    expect(compare?.parts).toEqual([
      { title: 'Text 1', first: 0 },
      { title: 'Text 2', first: 2 },
    ]);
  });

  it('puts 3 of the 5 kite cards in the summary basket, in story order', () => {
    const [basket] = lessonOf('3-0-sum-up');
    const cards = basket?.cards as { text: string; important: boolean }[];
    expect(cards.filter((card) => card.important).map((card) => card.text)).toEqual([
      "Tia's kite got stuck in a tree.",
      'Her brother freed it with a rake.',
      'Tia flew it all afternoon.',
    ]);
  });

  it("taps the cocoa card's milk amount as the card lists it", () => {
    const cocoa = passages.find((passage) => passage.id === '3-0-text-features');
    const card = cocoa?.infoCard as { ingredients: { millilitres: number; item: string }[] };
    const [features] = cocoa?.lesson as {
      taps: { feature: string; item?: string; text?: string }[];
    }[];
    const milk = features?.taps.find((tap) => tap.feature === 'amount');
    expect(card.ingredients.find((each) => each.item === milk?.item)?.millilitres).toBe(250);
    expect(milk?.text).toBe('250 mL');
  });
});

import { describe, expect, it } from 'vitest';
import lingo20 from '../data/lingo-2-0.json';
import lingo30 from '../data/lingo-3-0.json';
import {
  answerWordIndices,
  bareWord,
  readLessonParts,
  sentenceTapCorrect,
  sortDone,
  sortDropCorrect,
  stepWith,
  wordsOf,
} from './lessonParts';

describe('readLessonParts', () => {
  it('reads 2-0’s five steps in order, each with its activity and passage, and 3 checks', () => {
    const parts = readLessonParts(lingo20, 'lingo-2-0.json');
    expect(parts.steps.map((step) => [step.number, step.activity])).toEqual([
      [1, 'sort-bins'],
      [2, 'match-pairs'],
      [3, 'predict-then-tap'],
      [4, 'sort-bins'],
      [5, 'tap-words'],
    ]);
    expect(parts.steps[0]?.say).toBe('Characters are who. The setting is where and when.');
    expect(parts.steps[2]?.passage.ending).toBe('Liam reeled in his kite and ran inside.');
    expect(parts.checks.map((check) => check.prompt)).toEqual([
      'Why did it melt?',
      'Fact or opinion: Winter is the best season.',
      'What does steep mean?',
    ]);
  });

  it('reads 3-0, whose third check sits on the cocoa card of step 5', () => {
    const parts = readLessonParts(lingo30, 'lingo-3-0.json');
    expect(parts.steps.map((step) => step.activity)).toEqual([
      'inference-board',
      'sort-bins',
      'summary-basket',
      'sort-bins',
      'tap-features',
    ]);
    expect(parts.checks[2]?.passage.id).toBe('3-0-text-features');
  });

  it('gives every wrong check choice a hint, and every check one right choice', () => {
    for (const raw of [lingo20, lingo30]) {
      for (const check of readLessonParts(raw, 'data').checks) {
        expect(check.choices.filter((choice) => choice.correct)).toHaveLength(1);
        expect(check.choices.length).toBeGreaterThanOrEqual(2);
        for (const choice of check.choices.filter((each) => !each.correct)) {
          expect(choice.hint, choice.text).toBeTruthy();
        }
      }
    }
  });

  it('throws, naming the passage, on a step with no activity it reads', () => {
    const broken = [{ ...(lingo20[0] as object), lesson: [{ part: 'step', number: 1 }] }];
    expect(() => readLessonParts(broken, 'broken.json')).toThrow(
      'broken.json: 2-0-who-where-when: step 1 has no activity this reads',
    );
  });

  it('throws on a check whose wrong choice has no hint', () => {
    const broken = [
      {
        ...(lingo20[0] as object),
        lesson: [
          {
            part: 'check',
            number: 1,
            prompt: 'Why?',
            choices: [
              { text: 'a', correct: true },
              { text: 'b', correct: false },
            ],
          },
        ],
      },
    ];
    expect(() => readLessonParts(broken, 'broken.json')).toThrow(/check 1 needs/);
  });

  it('finds a step by number and activity, or throws', () => {
    const parts = readLessonParts(lingo20, 'lingo-2-0.json');
    expect(stepWith(parts, 5, 'tap-words').word).toBe('scalding');
    expect(() => stepWith(parts, 5, 'sort-bins')).toThrow('Step 5 is no sort-bins');
  });
});

describe('answer rules', () => {
  it('takes a sort drop only into the card’s own bin', () => {
    expect(sortDropCorrect({ bin: 'Who?' }, 'Who?')).toBe(true);
    expect(sortDropCorrect({ bin: 'Who?' }, 'When?')).toBe(false);
  });

  it('is done sorting only when every card is in its bin', () => {
    const cards = [
      { text: 'Ava', bin: 'Who?' },
      { text: 'a cold morning', bin: 'When?' },
    ];
    expect(sortDone(cards, { Ava: 'Who?' })).toBe(false);
    expect(sortDone(cards, { Ava: 'Who?', 'a cold morning': 'Where?' })).toBe(false);
    expect(sortDone(cards, { Ava: 'Who?', 'a cold morning': 'When?' })).toBe(true);
  });

  it('splits a sentence into words and compares them without punctuation or case', () => {
    expect(wordsOf('The soup was scalding, so hot.')).toEqual([
      'The',
      'soup',
      'was',
      'scalding,',
      'so',
      'hot.',
    ]);
    expect(bareWord('scalding,')).toBe('scalding');
    expect(bareWord('"Want')).toBe('want');
  });

  it('finds "so hot" as whole words, not inside "soup"', () => {
    const sentence = 'The soup was scalding, so hot that Mia had to wait before she could eat it.';
    expect(answerWordIndices(sentence, 'so hot')).toEqual([4, 5]);
    expect(answerWordIndices(sentence, 'very cold')).toEqual([]);
  });

  it('takes a sentence tap only on an evidence sentence', () => {
    expect(sentenceTapCorrect([1], 1)).toBe(true);
    expect(sentenceTapCorrect([1], 0)).toBe(false);
  });
});

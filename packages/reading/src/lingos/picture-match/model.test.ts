import { createRng, findEmojiText, hasPicture } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PassageItem } from '../../practice/engine';
import {
  describePictureMatch,
  generatePictureMatch,
  pictureMatchModel,
  pictureMatchPassages,
  pictureMatchRules,
} from './model';
import { emojiIn, knownScenes, sceneOf } from './scenes';

/** Plays a session's generator: each item's key fed back as recent keys. */
function session(step: number, seed: number, count: number): PassageItem[] {
  const rng = createRng(seed);
  const keys: string[] = [];
  const items: PassageItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = generatePictureMatch(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    items.push(item);
  }
  return items;
}

const allChoices = pictureMatchPassages.flatMap((passage) =>
  passage.questions.flatMap((question) => question.choices),
);

describe('the data and its scenes', () => {
  it('has a scene for every picture, each drawn from the art set', () => {
    const pictures = [
      ...allChoices.flatMap((choice) => choice.picture ?? []),
      ...pictureMatchPassages.flatMap((passage) =>
        passage.questions.flatMap((question) => question.picture ?? []),
      ),
    ];
    expect(pictures).toHaveLength(35);
    for (const picture of pictures) {
      expect(knownScenes[picture], picture).toBeDefined();
      for (const part of sceneOf(picture).parts) {
        if (part.emoji) expect(hasPicture({ emoji: part.emoji }), part.emoji).toBe(true);
      }
    }
  });

  it('gives every scene a paraphrase, never the sentence it matches', () => {
    for (const passage of pictureMatchPassages) {
      for (const question of passage.questions) {
        const alts =
          question.type === 'picture-to-sentence'
            ? [question.alt]
            : question.choices.map((choice) => choice.alt);
        for (const alt of alts) {
          expect(alt, `${passage.id} ${question.id}`).toBeTruthy();
          expect(passage.sentences.map((s) => s.toLowerCase())).not.toContain(
            `${alt?.toLowerCase()}.`,
          );
          expect(findEmojiText(alt ?? '')).toEqual([]);
        }
      }
    }
  });

  it('lays out a picture it does not know from its own emoji', () => {
    expect(emojiIn('a 🐸 on a 🪵')).toEqual(['🐸', '🪵']);
    expect(sceneOf('a 🐸 on a 🪵').parts.map((part) => part.emoji)).toEqual(['🐸', '🪵']);
  });
});

describe('generatePictureMatch', () => {
  it('step 1: a sentence and 2 scenes, one right, the small-detail trap left out', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) =>
        session(1, seed, 6).every(
          (item) =>
            item.question.type === 'sentence-to-picture' &&
            item.choices.length === 2 &&
            item.choices.filter((choice) => choice.correct).length === 1 &&
            item.choices.every((choice) => choice.close !== true && choice.picture),
        ),
      ),
    );
  });

  it('step 2: 3 scenes; step 3: a scene and 3 sentences of the passage', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const two = session(2, seed, 6).every(
          (item) => item.question.type === 'sentence-to-picture' && item.choices.length === 3,
        );
        const three = session(3, seed, 6).every(
          (item) =>
            item.question.type === 'picture-to-sentence' &&
            item.choices.length === 3 &&
            item.question.picture !== undefined &&
            item.choices.filter((choice) => choice.correct).length === 1,
        );
        return two && three;
      }),
    );
  });

  it('names and speaks every card by its paraphrase: no emoji in any text', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) =>
        session(step, seed, 6).every(
          (item) =>
            findEmojiText(item.prompt).length === 0 &&
            item.choices.every((choice) => findEmojiText(choice.text).length === 0) &&
            (pictureMatchModel.workedExample(item) ?? []).every(
              (each) => findEmojiText(each.text).length === 0,
            ),
        ),
      ),
    );
  });

  it('never shows the same item twice in a row, nor a new passage just read', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = session(step, seed, 12);
        return items.every((item, index) => {
          const previous = items[index - 1];
          if (!previous) return true;
          if (previous.key === item.key) return false;
          return item.run.index > 0 || previous.passage.id !== item.passage.id;
        });
      }),
    );
  });

  it('asks the sentence and the question', () => {
    const [item] = session(1, 7, 1);
    expect(item?.prompt).toMatch(/^Which picture shows this\? [A-Z].*\.$/);
    expect(item?.speech).toEqual([item?.prompt]);
    expect(item?.source).toBe(item?.passage.id);
    expect(pictureMatchRules.minSources).toBe(3);
  });
});

describe('checking', () => {
  it('takes the marked scene and gives a wrong one its own hint', () => {
    const item = session(2, 3, 1)[0]!;
    const right = item.choices.find((choice) => choice.correct)!;
    const wrong = item.choices.find((choice) => !choice.correct)!;
    expect(pictureMatchModel.check(item, { choice: right.text }).correct).toBe(true);
    expect(pictureMatchModel.check(item, { choice: wrong.text })).toMatchObject({
      correct: false,
      misconception: 'wrong-choice',
      message: wrong.hint,
    });
  });

  it("says reading.md's words after the answer", () => {
    const item = session(1, 1, 12).find(
      (each) => each.passage.id === '1-4-a' && each.question.id === 'sentence-to-picture-1',
    );
    if (item)
      expect(describePictureMatch(item)).toBe('The picture shows: the cat naps on the bed.');
    const step3 = session(3, 1, 8).find((each) => each.passage.id === '1-4-a');
    if (step3) expect(describePictureMatch(step3)).toBe('The picture shows: the pup runs to Tim.');
    expect(item ?? step3).toBeDefined();
  });

  it('works through the question, the sentence, why, then picks the scene', () => {
    const item = session(2, 5, 1)[0]!;
    const steps = pictureMatchModel.workedExample(item);
    const right = item.choices.find((choice) => choice.correct)!;
    expect(steps).toHaveLength(4);
    expect(steps[3]?.text).toBe(`So I choose: ${right.text}.`);
  });
});

import { describe, expect, it } from 'vitest';
import {
  compare,
  compareHint,
  featureHint,
  featurePart,
  featureTapCorrect,
  featureTask,
  infer,
  inferHint,
  purpose,
  purposeHint,
  readersToolboxCheck,
  readersToolboxSteps,
  summary,
  sumUpDoneText,
  sumUpHint,
  textFeatures,
} from './model';

describe("Reader's Toolbox steps", () => {
  it('opens the Infer step with reading.md’s Say', () => {
    expect(readersToolboxSteps.map((step) => step.id)).toEqual([
      'infer',
      'compare',
      'sum-up',
      'purpose',
      'text-features',
    ]);
    expect(readersToolboxSteps[0]?.prompt).toBe(
      "The text doesn't say it. You figure it out: clues plus what you know. Put a card in each slot of the inference board.",
    );
  });

  it('fills the board clue, what I know, inference, and keeps the hot day out', () => {
    expect(infer.slots.map((slot) => [slot.label, slot.card])).toEqual([
      ['Clue', 'Snow fell off his toque'],
      ['What I know', "Snow falls when it's cold"],
      ['Inference', 'It is snowy and cold outside'],
    ]);
    expect(inferHint('It is a hot day', 'Inference')).toMatch(/Do they tell of a hot day\?$/);
    expect(inferHint('Snow fell off his toque', 'Inference')).toMatch(/That is a clue, slot 1\.$/);
    expect(inferHint("Snow falls when it's cold", 'Clue')).toMatch(/slot 2, What I know\.$/);
    expect(inferHint('It is snowy and cold outside', 'Clue')).toMatch(/It is not in the text\.$/);
  });

  it('says in which texts each loon card belongs', () => {
    expect(compare.cards.map((card) => [card.text, card.bin])).toEqual([
      ['has red eyes', 'Only Text 1'],
      ['dives for fish', 'Both'],
      ['is named Lulu', 'Only Text 2'],
    ]);
    expect(compareHint('has red eyes')).toBe(
      'Look again: only Text 1 tells that a loon has red eyes.',
    );
    expect(compareHint('dives for fish')).toBe(
      'Look again: both texts tell that a loon dives for fish.',
    );
    expect(compareHint('is named Lulu')).toBe(
      'Look again: only Text 2 tells that the loon is named Lulu.',
    );
  });

  it('sums up with the three important events in story order, and reads them', () => {
    expect(summary).toEqual([
      "Tia's kite got stuck in a tree.",
      'Her brother freed it with a rake.',
      'Tia flew it all afternoon.',
    ]);
    expect(sumUpDoneText).toBe(`Here is the summary: ${summary.join(' ')}`);
    expect(sumUpHint('She tried to jump for it.')).toMatch(/is a small detail\./);
  });

  it('names the purpose of each mini-text when it lands in another bin', () => {
    const hints = purpose.cards.map((card) => [card.bin, purposeHint(card.text)]);
    expect(hints.map(([bin, hint]) => hint?.endsWith(`written ${bin}.`))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('asks for the title, the ingredients list, step 2 and the milk’s amount, in turn', () => {
    expect(textFeatures.taps.map(featureTask)).toEqual([
      'Tap the title.',
      'Tap the ingredients list.',
      'Tap step 2.',
      'Tap the amount of milk: how much to use.',
    ]);
    expect(textFeatures.taps.map(featurePart)).toEqual([
      'title',
      'ingredients',
      'step-2',
      'amount-0',
    ]);
  });

  it('takes a line of the list as the list, but only the milk’s amount as the amount', () => {
    const [title, list, step, amount] = textFeatures.taps;
    if (!title || !list || !step || !amount) throw new Error('four taps');
    expect(featureTapCorrect(list, 'ingredients')).toBe(true);
    expect(featureTapCorrect(list, 'amount-1')).toBe(true);
    expect(featureTapCorrect(list, 'title')).toBe(false);
    expect(featureTapCorrect(step, 'step-1')).toBe(false);
    expect(featureTapCorrect(amount, 'ingredient-0')).toBe(false);
    expect(featureTapCorrect(amount, 'amount-0')).toBe(true);
    expect(featureTapCorrect(title, 'title')).toBe(true);
    expect(featureHint(amount)).toBe(
      'Amounts are in the ingredients list, before each thing. Find the milk.',
    );
  });
});

describe("Reader's Toolbox closing check", () => {
  it('asks reading.md’s three items with its right answers', () => {
    expect(
      readersToolboxCheck.map((question) => [
        question.prompt,
        question.choices.find((choice) => choice.correct)?.label,
      ]),
    ).toEqual([
      ['How does Mia feel?', 'sleepy'],
      ['Why was this written?', 'to persuade'],
      ['Where do you look to find how much cocoa powder to use?', 'the ingredients list'],
    ]);
  });

  it('says the lemonade hint’s cents in words', () => {
    const wrong = readersToolboxCheck[1]?.choices.find((choice) => !choice.correct);
    expect(wrong?.hint).toContain('Only 50¢!');
    expect(wrong?.hintSpeech).toContain('Only fifty cents!');
  });

  it('asks the third item on the cocoa card', () => {
    expect(readersToolboxCheck[2]?.part.passage.id).toBe(textFeatures.passage.id);
  });
});

import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../lesson/lessonParts';
import {
  clueFindersCheck,
  clueFindersSteps,
  clueHint,
  factOrOpinionHint,
  newWordAnswer,
  newWordDoneText,
  newWordHint,
  newWordIndex,
  newWordSentence,
  predictHint,
  whatNext,
  whoWhereWhen,
  whoWhereWhenHint,
  whyDoneText,
} from './model';

describe('Clue Finders steps', () => {
  it('opens steps 1 and 2 with reading.md’s Say, then what to do', () => {
    expect(clueFindersSteps.map((step) => step.prompt)).toEqual([
      'Characters are who. The setting is where and when. Put each card in its bin: Who, Where or When.',
      'Because and so are clue words for why. Connect the cause to its effect.',
      'What will Liam do next? Pick one, then tap the clue.',
      'A fact is something we can check. An opinion is what someone thinks. Sort them.',
      'What does scalding mean? Tap the words that tell you.',
    ]);
  });

  it('says what a who, where or when card is when it lands in another bin', () => {
    expect(whoWhereWhen.cards.map((card) => [card.text, card.bin])).toEqual([
      ['Ava', 'Who?'],
      ['on a school bus', 'Where?'],
      ['a cold morning', 'When?'],
    ]);
    expect(whoWhereWhenHint('Ava')).toBe(
      'Ava is a person in the story, a character. Characters are who.',
    );
    expect(whoWhereWhenHint('on a school bus')).toBe(
      'On a school bus is a place. The setting tells where.',
    );
    expect(whoWhereWhenHint('a cold morning')).toBe(
      'A cold morning is a time. The setting also tells when.',
    );
  });

  it('joins the puck to its bounce with reading.md’s text alternative', () => {
    expect(whyDoneText).toBe('Cause: the puck hit the post. Connected to effect: it bounced away.');
  });

  it('predicts the kite pulled in, from the clue "Thunder rumbled."', () => {
    expect(
      whatNext.choices.filter((choice) => choice.correct).map((choice) => choice.text),
    ).toEqual(['pull in his kite']);
    expect(whatNext.clue.map((index) => whatNext.passage.sentences[index])).toEqual([
      'Thunder rumbled.',
    ]);
    expect(predictHint('buy a new hat')).toMatch(/Would Liam buy a new hat in a storm\?$/);
    expect(clueHint(0)).toMatch(/^Dark clouds/);
    expect(clueHint(2)).toMatch(/^That tells where the kite is/);
  });

  it('tells why a loonie sentence is a fact or an opinion', () => {
    expect(factOrOpinionHint('A loonie is a one-dollar coin.')).toMatch(/It is a fact\.$/);
    expect(factOrOpinionHint('Loonies are the prettiest coins.')).toMatch(/an opinion\.$/);
  });

  it('finds "so hot" right after scalding, and hints at the new word itself', () => {
    const words = wordsOf(newWordSentence);
    expect(words[newWordIndex]).toBe('scalding,');
    expect(newWordAnswer.map((index) => words[index])).toEqual(['so', 'hot']);
    expect(newWordHint(newWordIndex)).toBe(
      'That is the new word. Which words tell what scalding means?',
    );
    expect(newWordHint(1)).toMatch(/^That word does not tell what scalding means/);
    expect(newWordDoneText).toMatch(/^Yes! Scalding means so hot\./);
  });
});

describe('Clue Finders closing check', () => {
  it('asks reading.md’s three items, each with one right card and a hint on the other', () => {
    expect(
      clueFindersCheck.map((question) => [
        question.prompt,
        question.choices.find((choice) => choice.correct)?.label,
      ]),
    ).toEqual([
      ['Why did it melt?', 'the sun was hot'],
      ['Fact or opinion: Winter is the best season.', 'opinion'],
      ['What does steep mean?', 'going up sharply'],
    ]);
    for (const question of clueFindersCheck) {
      expect(question.choices).toHaveLength(2);
      const wrong = question.choices.find((choice) => !choice.correct);
      expect(wrong?.hint).toBeTruthy();
    }
  });

  it('shows each item on its own text', () => {
    expect(clueFindersCheck.map((question) => question.part.passage.sentences)).toEqual([
      ['The sun was hot, so the ice cream melted.'],
      ['Winter is the best season.'],
      ['The trail was steep, so we climbed slowly.'],
    ]);
  });
});

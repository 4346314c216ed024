import {
  createLesson,
  lessonShape,
  lessonTransition,
  type LessonAction,
  type LessonState,
} from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  alphabetBasicsLesson,
  alphabetCheck,
  cardValue,
  checkItemFor,
  checkItemSpeech,
  checkItems,
  checkItemText,
  lettersHeardDone,
  namesDoneText,
  orderDoneText,
  orderPickText,
  shapesDoneText,
  soundPickText,
  notSamePairText,
  orderPlayAll,
  samePairSpeech,
  samePairText,
  stripButtonLabel,
  type CheckKind,
} from './model';

const kinds: readonly CheckKind[] = ['big-small', 'first-sound', 'after'];

describe('Alphabet Basics lesson', () => {
  it('has 4 steps and 3 closing questions, one of each kind', () => {
    expect(alphabetBasicsLesson.steps.map((step) => step.id)).toEqual([
      'letter-names',
      'two-shapes',
      'sounds',
      'abc-order',
    ]);
    expect(alphabetCheck.map((question) => question.kind)).toEqual(kinds);
  });

  it('starts each closing question with words.md’s item', () => {
    expect(checkItems['big-small'][0]).toEqual({ shown: 'r', right: 'r', wrong: 'n' });
    expect(checkItemText('first-sound', checkItems['first-sound'][0]!)).toBe(
      'Which letter does fish start with?',
    );
    expect(checkItems['first-sound'][0]).toMatchObject({ right: 'f', wrong: 't' });
    expect(checkItems.after[0]).toEqual({ shown: 'm', right: 'n', wrong: 'l' });
  });

  it('a miss brings the next item of the same kind, round again after the last', () => {
    expect(checkItemFor('big-small', 0).item.shown).toBe('r');
    expect(checkItemFor('big-small', 1).item.shown).toBe('g');
    expect(checkItemFor('big-small', 3).item.shown).toBe('r');
  });

  it('every item’s right card is right and its other card is wrong, with the kind’s hint', () => {
    const shape = lessonShape(alphabetBasicsLesson);
    alphabetCheck.forEach((question, questionIndex) => {
      const rules = shape.questions[questionIndex]!;
      checkItems[question.kind].forEach((item, index) => {
        expect(rules.correct).toContain(cardValue(index, item.right));
        expect(rules.correct).not.toContain(cardValue(index, item.wrong));
        expect(rules.hints[cardValue(index, item.wrong)]).toBe(question.hint);
      });
    });
    // Independent check of each item's answer.
    for (const item of checkItems['big-small']) expect(item.right).toBe(item.shown);
    for (const item of checkItems['first-sound']) expect(item.right).toBe(item.shown.charAt(0));
    const abc = 'abcdefghijklmnopqrstuvwxyz';
    for (const item of checkItems.after) {
      expect(abc.indexOf(item.right)).toBe(abc.indexOf(item.shown) + 1);
    }
  });

  it('says the texts words.md writes', () => {
    expect(stripButtonLabel('a')).toBe('Letter button A. Press to hear its name.');
    expect(samePairText('m')).toBe('Yes! Big M and small m are the same letter.');
    expect(samePairText('a')).toMatch(
      /^Yes! Big A and small a are the same letter\. They look different/,
    );
    expect(notSamePairText('m', 't')).toBe(
      'Big M and small t are not the same letter. Try another.',
    );
    expect(lettersHeardDone(new Set(['a', 'z']))).toBe(false);
    expect(lettersHeardDone(new Set(['a', 'z', 'q']))).toBe(true);
  });

  it('never hands the synthesizer a bare letter, and Z is zed', () => {
    const lists: (readonly unknown[])[] = [
      ...alphabetBasicsLesson.steps.map((step) =>
        Array.isArray(step.speech) ? step.speech : [step.prompt],
      ),
      samePairSpeech('a'),
      samePairSpeech('m'),
      orderPlayAll,
      ...kinds.flatMap((kind) => checkItems[kind].map((item) => checkItemSpeech(kind, item))),
      ...alphabetCheck.map((question) => [question.prompt, question.hint]),
      // What the lesson shows and also reads aloud as written.
      [namesDoneText, shapesDoneText, orderDoneText],
      [soundPickText('sun'), soundPickText('dog'), orderPickText('c'), orderPickText('g')],
    ];
    for (const list of lists) {
      for (const utterance of list)
        expect(utteranceProblem(String(utterance)), String(utterance)).toBeNull();
    }
    expect(samePairSpeech('m')).toEqual([
      'Yes!',
      'Big.',
      'M.',
      'and',
      'Small.',
      'M.',
      'are the same letter.',
    ]);
  });

  it('reads every closing-check miss by the rules, as the lesson runs it', () => {
    const shape = lessonShape(alphabetBasicsLesson);
    const run = (state: LessonState, ...actions: LessonAction[]) =>
      actions.reduce((current, action) => lessonTransition(current, action, shape).state, state);
    let state = run(
      createLesson(shape),
      ...alphabetBasicsLesson.steps.flatMap((): LessonAction[] => [
        { type: 'step-done' },
        { type: 'next' },
      ]),
    );
    let misses = 0;
    for (const question of alphabetBasicsLesson.check) {
      for (const choice of question.choices.filter((each) => !each.correct)) {
        const missed = run(state, { type: 'select', value: choice.value }, { type: 'check' });
        expect(missed.phase).toBe('incorrect');
        for (const text of [missed.messageSpeech ?? missed.message ?? ''].flat()) {
          expect(utteranceProblem(text), text).toBeNull();
        }
        misses += 1;
      }
      const right = question.choices.find((each) => each.correct)!;
      state = run(
        state,
        { type: 'select', value: right.value },
        { type: 'check' },
        { type: 'next' },
      );
    }
    expect(misses).toBeGreaterThanOrEqual(alphabetBasicsLesson.check.length);
    expect(state.part).toBe('done');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createLesson,
  lessonChoiceHintSpeech,
  lessonCompleteText,
  lessonDefaultHint,
  lessonPercent,
  lessonPraise,
  lessonShape,
  lessonTransition,
  type LessonAction,
  type LessonModel,
  type LessonShape,
  type LessonState,
} from './lesson';

const shape: LessonShape = {
  steps: 2,
  questions: [
    { correct: ['7:00'], hints: { '12:35': 'The short hand tells the hour.' } },
    { correct: ['2:30'], hints: {}, hint: 'Look at the long hand.' },
  ],
};

function apply(state: LessonState, ...actions: LessonAction[]) {
  let current = state;
  let completed = false;
  for (const action of actions) {
    const result = lessonTransition(current, action, shape);
    current = result.state;
    completed = completed || result.completed;
  }
  return { state: current, completed };
}

describe('Learn lesson', () => {
  it('starts at the first step', () => {
    expect(createLesson(shape)).toMatchObject({ part: 'steps', index: 0, phase: 'answering' });
  });

  it('needs the step done before Next does anything', () => {
    const start = createLesson(shape);
    expect(lessonTransition(start, { type: 'next' }, shape).state).toBe(start);
  });

  it('praises a finished step and goes on with Next', () => {
    const { state } = apply(createLesson(shape), { type: 'step-done', message: 'You found 12!' });
    expect(state).toMatchObject({ phase: 'correct', message: 'You found 12!', done: 1 });
    const after = apply(state, { type: 'next' }).state;
    expect(after).toMatchObject({ part: 'steps', index: 1, phase: 'answering', message: null });
  });

  it('uses the default praise when a step gives none', () => {
    expect(apply(createLesson(shape), { type: 'step-done' }).state.message).toBe(lessonPraise);
  });

  it('moves from the last step to the closing check', () => {
    const { state } = apply(
      createLesson(shape),
      { type: 'step-done' },
      { type: 'next' },
      { type: 'step-done' },
      { type: 'next' },
    );
    expect(state).toMatchObject({ part: 'check', index: 0, phase: 'answering' });
  });

  it('gives the hint of a wrong pick and another try, without that card', () => {
    const atCheck = apply(
      createLesson(shape),
      { type: 'step-done' },
      { type: 'next' },
      { type: 'step-done' },
      { type: 'next' },
    ).state;
    const wrong = apply(atCheck, { type: 'select', value: '12:35' }, { type: 'check' }).state;
    expect(wrong).toMatchObject({
      phase: 'incorrect',
      message: 'The short hand tells the hour.',
      tried: ['12:35'],
    });
    const retry = apply(wrong, { type: 'retry' }).state;
    expect(retry).toMatchObject({ phase: 'answering', selected: null });
    expect(apply(retry, { type: 'select', value: '12:35' }).state.selected).toBeNull();
    const other = apply(retry, { type: 'select', value: '6:30' }, { type: 'check' }).state;
    expect(other.message).toBe(lessonDefaultHint);
  });

  it('uses the question’s own default hint', () => {
    const secondQuestion = apply(
      createLesson(shape),
      { type: 'step-done' },
      { type: 'next' },
      { type: 'step-done' },
      { type: 'next' },
      { type: 'select', value: '7:00' },
      { type: 'check' },
      { type: 'next' },
      { type: 'select', value: '3:30' },
      { type: 'check' },
    ).state;
    expect(secondQuestion.message).toBe('Look at the long hand.');
  });

  it('completes once, after every step and every question is right', () => {
    const result = apply(
      createLesson(shape),
      { type: 'step-done' },
      { type: 'next' },
      { type: 'step-done' },
      { type: 'next' },
      { type: 'select', value: '7:00' },
      { type: 'check' },
      { type: 'next' },
      { type: 'select', value: '2:30' },
      { type: 'check' },
    );
    expect(result.completed).toBe(false);
    expect(lessonPercent(result.state, shape)).toBe(99);
    const done = lessonTransition(result.state, { type: 'next' }, shape);
    expect(done.completed).toBe(true);
    expect(done.state).toMatchObject({
      part: 'done',
      phase: 'completed',
      message: lessonCompleteText,
    });
    expect(lessonPercent(done.state, shape)).toBe(100);
    expect(lessonTransition(done.state, { type: 'next' }, shape).completed).toBe(false);
  });

  it('restarts from the first step', () => {
    const { state } = apply(createLesson(shape), { type: 'step-done' }, { type: 'restart' });
    expect(state).toEqual(createLesson(shape));
  });

  it('completes only through the whole lesson, whatever the child presses', () => {
    const actions = fc.array(
      fc.oneof(
        fc.constant<LessonAction>({ type: 'step-done' }),
        fc.constant<LessonAction>({ type: 'check' }),
        fc.constant<LessonAction>({ type: 'retry' }),
        fc.constant<LessonAction>({ type: 'next' }),
        fc.constantFrom('7:00', '12:35', '2:30', '6:30').map<LessonAction>((value) => ({
          type: 'select',
          value,
        })),
      ),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(actions, (list) => {
        let state = createLesson(shape);
        for (const action of list) {
          const before = state;
          const result = lessonTransition(state, action, shape);
          state = result.state;
          if (result.completed) {
            expect(before.done).toBe(4);
            expect(state.part).toBe('done');
          }
          expect(lessonPercent(state, shape)).toBeLessThanOrEqual(state.part === 'done' ? 100 : 99);
        }
      }),
    );
  });
});

describe('spoken hints and messages', () => {
  const lesson: LessonModel = {
    steps: [{ id: 'one', prompt: 'Tap the s.' }],
    check: [
      {
        id: 'team',
        prompt: 'Which team starts ship?',
        choices: [
          { value: 'sh', correct: true },
          { value: 'ch', misconception: 'sh-ch' },
          { value: 'th', hint: 'th is for thumb.', hintSpeech: ['T.', 'H.', 'is for thumb.'] },
          { value: 'k' },
        ],
        hint: 'Say ship slowly.',
      },
      {
        id: 'plain',
        prompt: 'Which?',
        choices: [
          { value: 'a', correct: true },
          { value: 'b', misconception: 'other' },
        ],
      },
    ],
    hints: { 'sh-ch': 'sh is quiet.', other: 'Look again.' },
    hintSpeech: { 'sh-ch': ['S.', 'and', 'H.', 'together is quiet.'] },
  };
  const lessonShaped = lessonShape(lesson);
  const run = (state: LessonState, ...actions: LessonAction[]) =>
    actions.reduce(
      (current, action) => lessonTransition(current, action, lessonShaped).state,
      state,
    );
  const atCheck = run(createLesson(lessonShaped), { type: 'step-done' }, { type: 'next' });

  it('keeps the spoken form of the hint a wrong card gives', () => {
    const miss = (value: string) => run(atCheck, { type: 'select', value }, { type: 'check' });
    expect(miss('ch')).toMatchObject({
      message: 'sh is quiet.',
      messageSpeech: ['S.', 'and', 'H.', 'together is quiet.'],
    });
    expect(miss('th')).toMatchObject({
      message: 'th is for thumb.',
      messageSpeech: ['T.', 'H.', 'is for thumb.'],
    });
    // The question's hint has no spoken form: it is read as written.
    expect(miss('k').message).toBe('Say ship slowly.');
    expect(miss('k').messageSpeech).toBeUndefined();
    // Praise after a miss is read as written.
    const retried = run(
      miss('ch'),
      { type: 'retry' },
      { type: 'select', value: 'sh' },
      {
        type: 'check',
      },
    );
    expect(retried).toMatchObject({ phase: 'correct', message: lessonPraise });
    expect(retried.messageSpeech).toBeUndefined();
  });

  it('keeps the spoken form of a step message, and drops it on the next step', () => {
    const done = run(createLesson(lessonShaped), {
      type: 'step-done',
      message: 's and h make sh.',
      speech: ['S.', 'and', 'H.', 'together, as in ship.'],
    });
    expect(done.messageSpeech).toEqual(['S.', 'and', 'H.', 'together, as in ship.']);
    const next = run(done, { type: 'next' });
    expect(next.message).toBeNull();
    expect(next.messageSpeech).toBeUndefined();
    // Praise without a message of its own is read as written.
    expect(
      run(createLesson(lessonShaped), { type: 'step-done', speech: 'S.' }).messageSpeech,
    ).toBeUndefined();
  });

  it('gives the spoken form by the same order as the hint', () => {
    const question = lesson.check[0]!;
    const spoken = (value: string) =>
      lessonChoiceHintSpeech(
        question.choices.find((choice) => choice.value === value)!,
        question,
        lesson.hints,
        lesson.hintSpeech,
      );
    expect(spoken('th')).toEqual(['T.', 'H.', 'is for thumb.']);
    expect(spoken('ch')).toEqual(['S.', 'and', 'H.', 'together is quiet.']);
    expect(spoken('k')).toBeUndefined();
  });
});

import { lessonShape, lessonTransition, createLesson } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import {
  bigIdeaChoices,
  bigIdeaPick,
  checkCards,
  checkPassage,
  checkQuestion,
  detailHint,
  hatsPassage,
  pondPassage,
  tentSentenceTap,
  tentStands,
  theBigIdeaLesson,
  theBigIdeaSteps,
  titleCards,
  titleDrop,
} from './model';

describe('The Big Idea steps', () => {
  it('says reading.md’s sentences as the prompts of steps 1, 2 and 4', () => {
    expect(theBigIdeaSteps.map((step) => step.id)).toEqual([
      'poles',
      'big-idea',
      'title-sizes',
      'tent-sentence',
    ]);
    expect(theBigIdeaSteps[0]?.prompt).toMatch(
      /^Every text has one big idea\. The details are like tent poles: they all hold up the big idea\./,
    );
    expect(theBigIdeaSteps[1]?.prompt).toBe('Which one is the big idea?');
    expect(theBigIdeaSteps[3]?.prompt).toBe('One sentence tells the big idea. Tap it.');
  });

  it('stands the tent only once cat, dog and fish are all under it', () => {
    expect(tentStands([])).toBe(false);
    expect(tentStands(['cat', 'dog'])).toBe(false);
    expect(tentStands(['fish', 'cat', 'dog'])).toBe(true);
  });

  it('takes "Sam has pets." as the big idea and gives the fish its pole hint', () => {
    expect(bigIdeaChoices.map((choice) => choice.text)).toEqual([
      'Sam has a fish.',
      'Sam has pets.',
    ]);
    expect(bigIdeaPick('Sam has pets.').correct).toBe(true);
    expect(bigIdeaPick('Sam has a fish.')).toEqual({
      correct: false,
      said: "That's one pole, a detail. The big idea covers all of them.",
    });
  });

  it('sorts Sam’s Fish too small, Sam’s Pets just right and Animals too big', () => {
    expect(titleCards.map((card) => [card.title, card.bin])).toEqual([
      ["Sam's Fish", 'too small'],
      ["Sam's Pets", 'just right'],
      ['Animals', 'too big'],
    ]);
    expect(titleDrop("Sam's Fish", 'too small')).toEqual({ correct: true });
    expect(titleDrop("Sam's Fish", 'just right')).toEqual({
      correct: false,
      hint: "Sam's Fish tells about one pet only, one pole. That title is too small.",
    });
    expect(titleDrop('Animals', 'just right').hint).toMatch(/too big\.$/);
    expect(titleDrop("Sam's Pets", 'too big').hint).toMatch(/just right\.$/);
  });

  it('takes only "A snow day is fun." as the tent sentence', () => {
    expect(tentSentenceTap(0).correct).toBe(true);
    for (const detail of [1, 2, 3]) {
      expect(tentSentenceTap(detail)).toEqual({ correct: false, said: detailHint });
    }
  });
});

describe('The Big Idea closing check', () => {
  const shape = lessonShape(theBigIdeaLesson);
  const pondCards = checkCards(pondPassage);
  const hatsCards = checkCards(hatsPassage);

  it('shows the pond’s three cards, the right one not first', () => {
    expect(pondCards.map((card) => card.label)).toEqual([
      'A duck swims in the sun.',
      'Lots of animals are at the pond.',
      'Frogs are green.',
    ]);
    expect(pondCards.filter((card) => card.correct)).toHaveLength(1);
    expect(pondCards[0]?.correct).toBeUndefined();
  });

  it('replays step 2’s hint for a detail, and keeps to the text for “Frogs are green.”', () => {
    const [question] = shape.questions;
    const detail = pondCards[0]?.value ?? '';
    const outside = pondCards[2]?.value ?? '';
    expect(question?.hints[detail]).toBe(detailHint);
    expect(question?.hints[outside]).toBe('Is that in the text? Keep to what the sentences tell.');
  });

  it('moves to Ben’s hats after a miss, once the child tries again', () => {
    const missed = [pondCards[0]?.value ?? ''];
    expect(checkPassage('answering', [])).toBe(pondPassage);
    expect(checkPassage('incorrect', missed)).toBe(pondPassage);
    expect(checkPassage('answering', missed)).toBe(hatsPassage);
    const missedHats = [...missed, hatsCards[0]?.value ?? ''];
    expect(checkPassage('incorrect', missedHats)).toBe(hatsPassage);
    expect(checkPassage('correct', missedHats)).toBe(hatsPassage);
  });

  it('completes the lesson with the hats’ big idea after a miss on the pond', () => {
    let state = createLesson(shape);
    for (let step = 0; step < theBigIdeaSteps.length; step += 1) {
      state = lessonTransition(state, { type: 'step-done' }, shape).state;
      state = lessonTransition(state, { type: 'next' }, shape).state;
    }
    expect(state.part).toBe('check');
    state = lessonTransition(
      state,
      { type: 'select', value: pondCards[0]?.value ?? '' },
      shape,
    ).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.phase).toBe('incorrect');
    expect(state.message).toBe(detailHint);
    state = lessonTransition(state, { type: 'retry' }, shape).state;
    const right = hatsCards.find((card) => card.correct);
    expect(right?.label).toBe('Ben has lots of hats.');
    state = lessonTransition(state, { type: 'select', value: right?.value ?? '' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.phase).toBe('correct');
    expect(lessonTransition(state, { type: 'next' }, shape).completed).toBe(true);
  });

  it('lists each text’s right card once and a hint for every wrong one', () => {
    expect(checkQuestion.prompt).toBe('What is it mostly about?');
    expect(checkQuestion.choices.filter((choice) => choice.correct)).toHaveLength(2);
    for (const choice of checkQuestion.choices.filter((each) => !each.correct)) {
      expect(choice.hint).toBeTruthy();
    }
  });
});

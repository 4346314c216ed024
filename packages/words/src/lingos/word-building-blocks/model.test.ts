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
  blocksCheck,
  blocksLesson,
  buildResult,
  compoundBuilds,
  fulBuild,
  pineTrees,
  prefixBuilds,
  timelineBins,
  timelineDrop,
  timelineWords,
  treesLabel,
  treeTapped,
} from './model';

const [snowman, sunflower] = compoundBuilds;
const [unlock, repaint] = prefixBuilds;

describe('the steps', () => {
  it("have words.md's sentences as prompts, four of them", () => {
    expect(blocksLesson.steps.map((step) => step.prompt)).toEqual([
      'Two words can snap together to make a new word.',
      'A prefix goes at the front and changes the meaning. un- means not, or undo. re- means again.',
      'A suffix goes at the end. -ing: it is happening now. -ed: it already happened.',
      'tall, taller, tallest. -er means more, -est means the most.',
    ]);
  });
});

describe('building with tiles', () => {
  it('snow then man makes snowman and says so; man then snow goes back', () => {
    if (!snowman || !sunflower) throw new Error('two compounds');
    expect(buildResult(snowman, ['snow', 'man'])).toEqual({
      done: true,
      said: 'snow and man joined: snowman. Picture: a snowman.',
    });
    expect(buildResult(snowman, ['man', 'snow'])).toEqual({
      done: false,
      said: 'snow goes first, then man. Try again.',
    });
    expect(buildResult(sunflower, ['sun', 'flower']).done).toBe(true);
    expect(snowman.picture).toEqual({ emoji: '⛄', alt: 'a snowman' });
    expect(sunflower.picture.emoji).toBe('🌻');
  });

  it('un onto lock opens it; re onto lock would lock it again', () => {
    if (!unlock || !repaint) throw new Error('two prefixes');
    expect(buildResult(unlock, ['un', 'lock']).done).toBe(true);
    expect(unlock.before?.emoji).toBe('🔒');
    expect(unlock.picture.emoji).toBe('🔓');
    expect(buildResult(unlock, ['re', 'lock'])).toEqual({
      done: false,
      said: 're- means again: relock would lock it again. We want to open it: un.',
    });
    expect(buildResult(repaint, ['re', 'paint']).said).toBe(
      're plus paint: repaint. The fence gets a second coat.',
    );
    expect(buildResult(repaint, ['un', 'paint']).done).toBe(false);
  });

  it('ful after help makes helpful', () => {
    expect(buildResult(fulBuild, ['help', 'ful'])).toEqual({
      done: true,
      said: 'help plus ful: helpful. Full of help.',
    });
  });
});

describe('the timeline', () => {
  it('jumped goes to yesterday, jumping to right now; a wrong bin says why', () => {
    expect(timelineDrop('jumped', 'yesterday').right).toBe(true);
    expect(timelineDrop('jumping', 'now').right).toBe(true);
    expect(timelineDrop('jumped', 'now')).toEqual({
      right: false,
      said: 'jumped ends in -ed: it already happened. Put it in yesterday.',
    });
    expect(timelineDrop('jumping', 'yesterday').right).toBe(false);
  });
});

describe('the pine trees', () => {
  it('are short, taller, tallest; only the tallest is the one', () => {
    expect(treesLabel).toBe('Three pine trees: short, taller, tallest.');
    expect(pineTrees.map((tree) => tree.size)).toEqual([56, 84, 112]);
    expect(treeTapped('tallest').right).toBe(true);
    expect(treeTapped('taller').right).toBe(false);
    expect(treeTapped('tall').right).toBe(false);
  });
});

describe('the closing check', () => {
  it("asks words.md's three questions, one right card each, the split read with its break", () => {
    expect(blocksCheck.map((question) => question.prompt)).toEqual([
      'Where does rainbow split into two words?',
      'What does unhappy mean?',
      'Which means the most fast?',
    ]);
    expect(
      blocksCheck.map((question) =>
        question.choices.filter((choice) => choice.correct).map((choice) => choice.label),
      ),
    ).toEqual([['rain|bow'], ['not happy'], ['fastest']]);
    expect(blocksCheck[0]?.choices.map((choice) => choice.spoken)).toEqual([
      'rain, then bow',
      'ra, then inbow',
      'rainb, then ow',
    ]);
    for (const question of blocksCheck) {
      for (const choice of question.choices) {
        if (!choice.correct) expect(choice.hint).toBeTruthy();
      }
    }
  });
});

describe('what the lesson says, by the speech rules', () => {
  it('reads every build, drop, tap and closing-check miss by the rules', () => {
    const said: string[] = [];
    for (const build of [...compoundBuilds, ...prefixBuilds, fulBuild]) {
      const texts = build.tiles.map((tile) => tile.text);
      const fixed = build.parts.filter((part) => !texts.includes(part));
      for (const first of [...texts, ...fixed]) {
        for (const second of [...texts, ...fixed]) {
          said.push(buildResult(build, [first, second]).said);
        }
      }
    }
    for (const word of timelineWords) {
      for (const bin of timelineBins) said.push(timelineDrop(word.id, bin.id).said);
    }
    for (const tree of pineTrees) said.push(treeTapped(tree.id).said);
    const shape = lessonShape(blocksLesson);
    const run = (state: LessonState, ...actions: LessonAction[]) =>
      actions.reduce((current, action) => lessonTransition(current, action, shape).state, state);
    let state = run(
      createLesson(shape),
      ...blocksLesson.steps.flatMap((): LessonAction[] => [
        { type: 'step-done' },
        { type: 'next' },
      ]),
    );
    for (const question of blocksLesson.check) {
      for (const choice of question.choices.filter((each) => !each.correct)) {
        const missed = run(state, { type: 'select', value: choice.value }, { type: 'check' });
        said.push(...[missed.messageSpeech ?? missed.message ?? ''].flat());
      }
      const right = question.choices.find((each) => each.correct)!;
      state = run(
        state,
        { type: 'select', value: right.value },
        { type: 'check' },
        { type: 'next' },
      );
    }
    expect(state.part).toBe('done');
    for (const text of said) expect(utteranceProblem(text), text).toBeNull();
  });
});

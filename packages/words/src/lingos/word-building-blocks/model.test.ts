import { describe, expect, it } from 'vitest';
import {
  blocksCheck,
  blocksLesson,
  buildResult,
  compoundBuilds,
  fulBuild,
  pineTrees,
  prefixBuilds,
  timelineDrop,
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

import {
  createLesson,
  lessonShape,
  lessonTransition,
  type LessonAction,
  type LessonState,
} from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import { utteranceProblem, utteranceText } from '../../model/speechRules';
import {
  ckDone,
  duckSaid,
  matchSaid,
  moreTeamsDone,
  snapSaid,
  sortSaid,
  teamCardText,
  teamUpLesson,
  teamUpSteps,
} from './model';

describe('Letters Team Up, the lesson', () => {
  it("has words.md's four steps and three closing questions, each with one right card", () => {
    expect(teamUpSteps.map((step) => step.id)).toEqual([
      'new-sound',
      'more-teams',
      'ck-end',
      'blends',
    ]);
    expect(teamUpLesson.check.map((question) => question.prompt)).toEqual([
      'Which team starts ship?',
      'Finish duck.',
      'In frog, is f-r a team or a blend?',
    ]);
    expect(teamUpLesson.check.map((question) => question.choices.map((c) => c.value))).toEqual([
      ['sh', 'ch', 'th'],
      ['ck', 'k'],
      ['team', 'blend'],
    ]);
    for (const question of teamUpLesson.check) {
      expect(question.choices.filter((choice) => choice.correct)).toHaveLength(1);
    }
  });

  it("starts each step with words.md's sentence", () => {
    expect(teamUpSteps[0]?.prompt).toMatch(
      /^Sometimes two letters team up and make one new sound\./,
    );
    expect(teamUpSteps[1]?.prompt).toMatch(
      /^Meet more teams: c and h, as in chick\. t and h, as in thumb\. w and h, as in whale\./,
    );
    expect(teamUpSteps[2]?.prompt).toMatch(
      /^Right after a short vowel, at the end of a word, the k sound is spelled c, k\./,
    );
    expect(teamUpSteps[3]?.prompt).toMatch(
      /^A blend is different\. Two letters sit side by side, and you hear both: f, r, as in frog\./,
    );
  });

  it('speaks every step and question by the speech rules: letters by name, teams with key words', () => {
    const spoken = [...teamUpSteps, ...teamUpLesson.check].flatMap((part) =>
      part.speech === undefined
        ? [part.prompt]
        : typeof part.speech === 'string'
          ? [part.speech]
          : part.speech.map(utteranceText),
    );
    const problems = spoken
      .map((text) => [text, utteranceProblem(text)] as const)
      .filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
    expect(teamUpSteps[1]?.speech).toContain('together, as in chick.');
  });

  it('gives the hint of the mistake each wrong card shows', () => {
    const hintOf = (question: number, value: string) => {
      const choice = teamUpLesson.check[question]?.choices.find((each) => each.value === value);
      return choice?.misconception ? teamUpLesson.hints?.[choice.misconception] : undefined;
    };
    expect(hintOf(0, 'ch')).toBe(
      'sh is a long, quiet shhh, as in ship. ch is short and snappy, as in chick.',
    );
    expect(hintOf(0, 'th')).toBe('For th, put your tongue between your teeth, as in thumb.');
    expect(hintOf(1, 'k')).toMatch(/spelled c, k\.$/);
    expect(hintOf(2, 'team')).toMatch(/that is a blend\.$/);
  });
});

describe('what the lesson says after a step or a miss', () => {
  const spokenProblems = (spoken: readonly string[]) =>
    spoken.map((text) => [text, utteranceProblem(text)] as const).filter(([, p]) => p !== null);

  it('speaks every closing-check hint by the rules, its text as written', () => {
    const shape = lessonShape(teamUpLesson);
    const run = (state: LessonState, ...actions: LessonAction[]) =>
      actions.reduce((current, action) => lessonTransition(current, action, shape).state, state);
    let state = run(
      createLesson(shape),
      ...teamUpSteps.flatMap((): LessonAction[] => [{ type: 'step-done' }, { type: 'next' }]),
    );
    const heard: string[] = [];
    for (const question of teamUpLesson.check) {
      for (const choice of question.choices.filter((each) => !each.correct)) {
        const missed = run(state, { type: 'select', value: choice.value }, { type: 'check' });
        expect(missed.message).toBe(teamUpLesson.hints?.[choice.misconception!]);
        const spoken = [missed.messageSpeech ?? missed.message ?? ''].flat();
        expect(spokenProblems(spoken)).toEqual([]);
        heard.push(choice.misconception!);
      }
      const right = question.choices.find((each) => each.correct)!;
      state = run(
        state,
        { type: 'select', value: right.value },
        { type: 'check' },
        { type: 'next' },
      );
    }
    expect(heard.sort()).toEqual(Object.keys(teamUpLesson.hints ?? {}).sort());
    expect(teamUpLesson.hintSpeech?.['blend-as-team']).toEqual([
      'Listen: frog.',
      'You hear',
      'F.',
      'as in fish.',
      'and then',
      'R.',
      'as in rabbit.',
      'Both sounds: that is a blend.',
    ]);
  });

  it('says the step messages with letter names and teams with key words', () => {
    expect(moreTeamsDone.text).toBe('Well done! sh, ch, th and wh each make one new sound.');
    expect(ckDone.text).toBe('Well done! c and k team up at the end: duck, sock.');
    expect(spokenProblems(moreTeamsDone.speech)).toEqual([]);
    expect(spokenProblems(ckDone.speech)).toEqual([]);
    expect(moreTeamsDone.speech).toContain('together, as in whale.');
    expect(ckDone.speech).toEqual([
      'Well done!',
      'C.',
      'and',
      'K.',
      'team up at the end: duck, sock.',
    ]);
  });
});

describe('the steps', () => {
  it('snaps s onto h', () => {
    expect(snapSaid('s')).toEqual({
      said: 's and h snapped together into the sh team.',
      done: true,
    });
    expect(teamCardText('ch')).toBe(
      'Team card: c h. Press to hear: c and h together, as in chick.',
    );
  });

  it('matches a team only to the picture whose word starts with it', () => {
    expect(matchSaid('ch', 'chick').right).toBe(true);
    expect(matchSaid('sh', 'chick')).toEqual({
      right: false,
      said: 'chick does not start with sh. Tap the team card to hear it again.',
    });
  });

  it('finishes duck with ck, not k', () => {
    expect(duckSaid('ck').said).toMatch(/duck!/);
    expect(duckSaid('k').said).toMatch(/Try the ck tile\.$/);
  });

  it('sorts ship and chick as teams, frog and stop as blends', () => {
    expect(sortSaid('ship', 'team').right).toBe(true);
    expect(sortSaid('chick', 'team').right).toBe(true);
    expect(sortSaid('frog', 'blend').right).toBe(true);
    expect(sortSaid('stop', 'blend').right).toBe(true);
    expect(sortSaid('stop', 'team')).toEqual({
      right: false,
      said: 'Listen: stop. You hear s and then t: both sounds, so st is a blend.',
    });
  });
});

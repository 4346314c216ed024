import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePassages } from '../../model/passages';
import raw from '../../data/lingo-2-2.json';
import {
  checkMatch,
  isMatchComplete,
  linkedText,
  matchTask,
  matchText,
  matchWorkedExample,
  unlinkedText,
  workedExampleLinks,
} from './matchTask';

const { passages } = parsePassages(raw, 'lingo-2-2.json');
const iceStorm = passages.find((passage) => passage.id === '2-2-a')!;
const pairsQuestion = iceStorm.questions.find((question) => question.type === 'match')!;

/** The effect text each cause text belongs with, from reading.md 2-2 A. */
const iceStormPairs: Record<string, string> = {
  'freezing rain fell': 'everything was coated in ice',
  'the roads were slippery': 'school was cancelled',
  'there was no heat': 'the family wrapped up in blankets',
};

describe('matchTask', () => {
  it('keeps the causes in story order, numbered', () => {
    const task = matchTask(pairsQuestion, createRng(1));
    expect(task.causes).toEqual([
      { id: 'cause-1', text: 'freezing rain fell', name: 'Cause 1' },
      { id: 'cause-2', text: 'the roads were slippery', name: 'Cause 2' },
      { id: 'cause-3', text: 'there was no heat', name: 'Cause 3' },
    ]);
  });

  it('letters the effects in the order shown, and its solution pairs each cause with its own effect', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = matchTask(pairsQuestion, createRng(seed));
        expect(task.effects.map((effect) => effect.name)).toEqual([
          'effect A',
          'effect B',
          'effect C',
        ]);
        for (const cause of task.causes) {
          const effect = task.effects.find((card) => card.id === task.solution[cause.id]);
          expect(effect?.text).toBe(iceStormPairs[cause.text]);
        }
      }),
    );
  });

  it('never shows every effect straight across from its cause', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = matchTask(pairsQuestion, createRng(seed));
        const across = task.causes.every(
          (cause, index) => task.solution[cause.id] === task.effects[index]?.id,
        );
        expect(across).toBe(false);
      }),
    );
  });

  it('makes a task for every passage of the Lingo', () => {
    for (const passage of passages) {
      const question = passage.questions.find((each) => each.type === 'match');
      expect(question?.pairs).toHaveLength(3);
      const task = matchTask(question!, createRng(7));
      expect(Object.keys(task.solution)).toHaveLength(3);
      expect(new Set(Object.values(task.solution)).size).toBe(3);
    }
  });
});

describe('checkMatch', () => {
  const task = matchTask(pairsQuestion, createRng(3));

  it('is right when all 3 pairs are right', () => {
    expect(checkMatch(task, task.solution)).toEqual({
      correct: true,
      marks: { 'cause-1': 'correct', 'cause-2': 'correct', 'cause-3': 'correct' },
      wrong: 0,
    });
  });

  it('marks each wrong link, and one wrong link makes the whole matching wrong', () => {
    const swapped = {
      ...task.solution,
      'cause-1': task.solution['cause-2']!,
      'cause-2': task.solution['cause-1']!,
    };
    const result = checkMatch(task, swapped);
    expect(result.correct).toBe(false);
    expect(result.wrong).toBe(2);
    expect(result.marks).toEqual({
      'cause-1': 'incorrect',
      'cause-2': 'incorrect',
      'cause-3': 'correct',
    });
  });

  it('counts a cause linked to nothing as wrong', () => {
    const two = Object.fromEntries(
      Object.entries(task.solution).filter(([cause]) => cause !== 'cause-3'),
    );
    expect(isMatchComplete(task, two)).toBe(false);
    expect(isMatchComplete(task, task.solution)).toBe(true);
    expect(checkMatch(task, two).marks['cause-3']).toBe('incorrect');
  });

  it('agrees with an independent reference on any linking', () => {
    const ids = task.effects.map((effect) => effect.id);
    fc.assert(
      fc.property(fc.tuple(...task.causes.map(() => fc.constantFrom(...ids))), (picked) => {
        const links = Object.fromEntries(task.causes.map((cause, i) => [cause.id, picked[i]!]));
        const textOf = (id: string) => task.effects.find((effect) => effect.id === id)?.text;
        const reallyRight = task.causes.every(
          (cause) => textOf(links[cause.id]!) === iceStormPairs[cause.text],
        );
        expect(checkMatch(task, links).correct).toBe(reallyRight);
      }),
    );
  });
});

describe('what is said', () => {
  const task = matchTask(pairsQuestion, createRng(3));

  it('gives the text alternative of reading.md for every cause', () => {
    const effects = task.effects.map((effect) => `${effect.name.slice(-1)}, ${effect.text}`);
    expect(matchText(task)).toBe(
      'Cause 1: freezing rain fell. Cause 2: the roads were slippery. Cause 3: there was no heat. ' +
        `Effects: ${effects.join('; ')}.`,
    );
  });

  it('says each link as reading.md writes it', () => {
    const effectA = task.effects[0]!;
    expect(linkedText(task.causes[0]!, effectA)).toBe('Cause 1 linked to effect A.');
    expect(unlinkedText(task.causes[0]!, effectA)).toBe('Cause 1 no longer linked to effect A.');
  });

  it('models the matching: the question, how to think, then one link per step', () => {
    const steps = matchWorkedExample(task, 'Connect each cause to its effect.');
    expect(steps.map((step) => step.text)).toEqual([
      'Connect each cause to its effect.',
      "Ask 'Why?' about each effect, and find the cause that made it happen.",
      expect.stringMatching(
        /^Freezing rain fell, so everything was coated in ice\. Cause 1 linked to effect [ABC]\.$/,
      ),
      expect.stringMatching(/^The roads were slippery, so school was cancelled\. Cause 2 linked/),
      expect.stringMatching(
        /^There was no heat, so the family wrapped up in blankets\. Cause 3 linked/,
      ),
    ]);
    expect(workedExampleLinks(task, 1)).toEqual({});
    expect(workedExampleLinks(task, 2)).toEqual({ 'cause-1': task.solution['cause-1'] });
    expect(workedExampleLinks(task, 4)).toEqual(task.solution);
  });
});

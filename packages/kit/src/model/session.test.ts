import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { additionModel, type AdditionItem } from '../demo/additionModel';
import { initialMastery, sharedMasteryRules, speedRules, type RoundRules } from './mastery';
import {
  canRetry,
  createSession,
  deriveSeed,
  formatDuration,
  formatTimer,
  genericHint,
  masteredText,
  praise,
  retryPraise,
  roundSummaryText,
  transition,
  workedExampleSteps,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from './session';
import type { PracticeItemBase, PracticeModel } from './types';

type State = SessionState<AdditionItem, number>;

const config: SessionConfig<AdditionItem, number> = {
  model: additionModel,
  rules: sharedMasteryRules,
};
const speedConfig: SessionConfig<AdditionItem, number> = {
  model: additionModel,
  rules: speedRules,
};

function start(step = 1, seed = 7, mastered = false): State {
  return createSession(config, { seed, mastery: initialMastery(3, { step, mastered }) });
}

function run(state: State, action: SessionAction<number>, cfg = config) {
  return transition(state, action, cfg);
}

function item(state: State): AdditionItem {
  if (!state.item) throw new Error('no item on screen');
  return state.item;
}

function sum(state: State): number {
  return item(state).a + item(state).b;
}

/** A wrong answer that matches no misconception. */
function wrong(state: State): number {
  return sum(state) + 5;
}

function answerRight(state: State, cfg = config): State {
  return run(run(state, { type: 'submit', answer: sum(state) }, cfg).state, { type: 'next' }, cfg)
    .state;
}

function answerWrong(state: State, cfg = config): State {
  return run(run(state, { type: 'submit', answer: wrong(state) }, cfg).state, { type: 'next' }, cfg)
    .state;
}

describe('createSession', () => {
  it('shows the first item at once, at the saved step', () => {
    const state = start(2);
    expect(state.phase).toBe('answering');
    expect(state.mastery.step).toBe(2);
    expect(state.item?.prompt).toMatch(/^What is \d+ \+ \d+\?$/);
    expect(state.serial).toBe(1);
    expect(state.recentKeys).toEqual([item(state).key]);
  });

  it('reproduces the same items from the same seed', () => {
    const a = answerRight(answerRight(start(1, 99)));
    const b = answerRight(answerRight(start(1, 99)));
    expect(a.recentKeys).toEqual(b.recentKeys);
  });

  it('waits for the first round with round rules', () => {
    const state = createSession(speedConfig, { seed: 1, mastery: initialMastery(3) });
    expect(state.phase).toBe('ready');
    expect(state.item).toBeNull();
  });
});

describe('answering', () => {
  it('keeps the answer being built', () => {
    const state = run(start(), { type: 'set-answer', answer: 4 }).state;
    expect(state.answer).toBe(4);
  });

  it('ignores a submit with no answer', () => {
    const state = start();
    expect(run(state, { type: 'submit' }).state).toBe(state);
  });

  it('checks the answer being built when submit brings none', () => {
    const state = run(start(), { type: 'set-answer', answer: sum(start()) }).state;
    expect(run(state, { type: 'submit' }).state.phase).toBe('correct');
  });

  it('praises a right answer, says the answer in words and records progress', () => {
    const state = start();
    const { state: after, effects } = run(state, { type: 'submit', answer: sum(state) });
    expect(after.phase).toBe('correct');
    expect(after.feedback).toEqual({
      kind: 'correct',
      text: praise[0],
      answerText: `${item(state).a} + ${item(state).b} = ${sum(state)}`,
    });
    expect(effects).toEqual([{ type: 'record', mastery: after.mastery }]);
    expect(after.mastery.streak).toBe(1);
  });

  it('gives the misconception hint for a wrong answer and not the answer', () => {
    const state = start(3, 11);
    const { a, b } = item(state);
    const { state: after } = run(state, { type: 'submit', answer: Math.abs(a - b) });
    expect(after.phase).toBe('incorrect');
    expect(after.feedback?.text).toBe(additionModel.hints.subtracted);
    expect(after.feedback?.misconception).toBe('subtracted');
    expect(after.feedback?.answerText).toBeUndefined();
    expect(after.hint).toBe(additionModel.hints.subtracted);
  });

  it('keeps the spoken form a check gives for its hint or message', () => {
    const spoken: PracticeModel<AdditionItem, number> = {
      ...additionModel,
      check: (it, answer) => ({
        ...additionModel.check(it, answer),
        speech: ['B.', 'as in ball.'],
        ...(answer === it.a + it.b ? { message: 'b, as in ball.' } : {}),
      }),
    };
    const cfg = { model: spoken, rules: sharedMasteryRules };
    const state = createSession(cfg, { seed: 3, mastery: initialMastery(3) });
    const wrongAfter = transition(state, { type: 'submit', answer: -100 }, cfg).state;
    expect(wrongAfter.feedback?.text).toBe(additionModel.hints.default);
    expect(wrongAfter.feedback?.speech).toEqual(['B.', 'as in ball.']);
    const right = transition(state, { type: 'submit', answer: sum(state) }, cfg).state;
    expect(right.feedback?.text).toBe('b, as in ball.');
    expect(right.feedback?.speech).toEqual(['B.', 'as in ball.']);
    // Without a message of its own, praise is spoken as written.
    const plain = {
      ...cfg,
      model: {
        ...spoken,
        check: (it: AdditionItem, answer: number) => ({
          ...additionModel.check(it, answer),
          speech: 'B.',
        }),
      },
    };
    const praised = transition(state, { type: 'submit', answer: sum(state) }, plain).state;
    expect(praised.feedback?.speech).toBeUndefined();
  });

  it('keeps the spoken form of the answer in words when the model gives one', () => {
    const model: PracticeModel<AdditionItem, number> = {
      ...additionModel,
      describeSpeech: (it) => [`${it.a}.`, 'plus', `${it.b}.`],
    };
    const cfg = { model, rules: sharedMasteryRules };
    const state = createSession(cfg, { seed: 3, mastery: initialMastery(3) });
    const after = transition(state, { type: 'submit', answer: sum(state) }, cfg).state;
    expect(after.feedback?.answerText).toBe(`${item(state).a} + ${item(state).b} = ${sum(state)}`);
    expect(after.feedback?.answerSpeech).toEqual([
      `${item(state).a}.`,
      'plus',
      `${item(state).b}.`,
    ]);
  });

  it('gives the default hint when no misconception matches', () => {
    const state = start();
    const { state: after } = run(state, { type: 'submit', answer: wrong(state) });
    expect(after.feedback?.text).toBe(additionModel.hints.default);
  });

  it('falls back to a generic hint when the model has no default', () => {
    const model: PracticeModel<AdditionItem, number> = { ...additionModel, hints: {} };
    const cfg = { model, rules: sharedMasteryRules };
    const state = createSession(cfg, { seed: 3, mastery: initialMastery(3) });
    const after = transition(state, { type: 'submit', answer: -100 }, cfg).state;
    expect(after.feedback?.text).toBe(genericHint);
  });

  it('does nothing on submit outside answering', () => {
    const state = run(start(), { type: 'submit', answer: sum(start()) }).state;
    expect(run(state, { type: 'submit', answer: 0 }).state).toBe(state);
    expect(run(state, { type: 'set-answer', answer: 0 }).state).toBe(state);
  });
});

describe('retry after a wrong answer', () => {
  it('lets the child try the same item again, with the hint still shown', () => {
    const state = start();
    const missed = run(state, { type: 'submit', answer: wrong(state) }).state;
    expect(canRetry(missed, sharedMasteryRules)).toBe(true);
    const retry = run(missed, { type: 'retry' }).state;
    expect(retry.phase).toBe('answering');
    expect(retry.item).toBe(missed.item);
    expect(retry.attempt).toBe(1);
    expect(retry.hint).toBe(additionModel.hints.default);
    expect(retry.feedback).toBeNull();
  });

  it('counts a right answer after a hint as practice, not evidence', () => {
    const state = start();
    const missed = run(state, { type: 'submit', answer: wrong(state) }).state;
    const retry = run(missed, { type: 'retry' }).state;
    const { state: after, effects } = run(retry, { type: 'submit', answer: sum(state) });
    expect(after.phase).toBe('correct');
    expect(after.feedback?.text).toBe(retryPraise);
    expect(effects).toEqual([]);
    expect(after.mastery).toBe(missed.mastery);
  });

  it('does not count a second wrong answer on the same item as another miss', () => {
    const state = start(2);
    const missed = run(state, { type: 'submit', answer: wrong(state) }).state;
    const again = run(run(missed, { type: 'retry' }).state, {
      type: 'submit',
      answer: wrong(state),
    });
    expect(again.effects).toEqual([]);
    expect(again.state.mastery.step).toBe(2);
    expect(again.state.pendingWorkedExample).toBe(false);
  });

  it('refuses retry after a right answer', () => {
    const state = run(start(), { type: 'submit', answer: sum(start()) }).state;
    expect(run(state, { type: 'retry' }).state).toBe(state);
  });
});

describe('next', () => {
  it('shows a new item that is not the same as the last one', () => {
    let state = start();
    for (let index = 0; index < 30; index += 1) {
      const previous = item(state).key;
      state = run(run(state, { type: 'submit', answer: wrong(state) }).state, {
        type: 'next',
      }).state;
      if (state.phase === 'worked-example') {
        while (state.phase === 'worked-example') state = run(state, { type: 'next' }).state;
      }
      expect(item(state).key).not.toBe(previous);
    }
  });

  it('moves up a step after 3 first-try-correct answers', () => {
    let state = start(1);
    state = answerRight(answerRight(answerRight(state)));
    expect(state.mastery.step).toBe(2);
  });
});

describe('worked example after two misses in a row', () => {
  it('steps down and shows the model’s worked example, then a new item', () => {
    let state = start(2);
    state = answerWrong(state);
    const second = run(state, { type: 'submit', answer: wrong(state) });
    expect(second.state.phase).toBe('incorrect');
    expect(second.state.pendingWorkedExample).toBe(true);
    expect(canRetry(second.state, sharedMasteryRules)).toBe(false);
    expect(second.state.mastery.step).toBe(1);
    const example = run(second.state, { type: 'next' }).state;
    expect(example.phase).toBe('worked-example');
    expect(example.workedExample?.item).toBe(second.state.item);
    expect(example.workedExample?.steps).toEqual(additionModel.workedExample?.(item(state)));
    expect(example.workedExample?.index).toBe(0);
    const stepTwo = run(example, { type: 'next' }).state;
    expect(stepTwo.workedExample?.index).toBe(1);
    const stepThree = run(stepTwo, { type: 'next' }).state;
    const after = run(stepThree, { type: 'next' }).state;
    expect(after.phase).toBe('answering');
    expect(after.workedExample).toBeNull();
    expect(item(after).key).not.toBe(item(state).key);
  });

  it('also after a right answer that counts as a miss (a sort finished after a bounce)', () => {
    // The checker says right, but not evidence of knowing it: a miss for the streak.
    const missCounting: SessionConfig<AdditionItem, number> = {
      model: {
        ...additionModel,
        check: (shown, answer) =>
          answer === shown.a + shown.b
            ? { correct: true, evidence: 'miss', message: 'Right, after a bounce.' }
            : additionModel.check(shown, answer),
      },
      rules: sharedMasteryRules,
    };
    let state = start(2);
    const first = run(state, { type: 'submit', answer: sum(state) }, missCounting).state;
    expect(first.phase).toBe('correct');
    expect(first.pendingWorkedExample).toBe(false);
    state = run(first, { type: 'next' }, missCounting).state;
    const second = run(state, { type: 'submit', answer: sum(state) }, missCounting).state;
    expect(second.phase).toBe('correct');
    expect(second.feedback?.text).toBe('Right, after a bounce.');
    expect(second.mastery.step).toBe(1);
    expect(second.pendingWorkedExample).toBe(true);
    const example = run(second, { type: 'next' }, missCounting).state;
    expect(example.phase).toBe('worked-example');
    expect(example.workedExample?.item).toBe(second.item);
  });

  it('not after right answers that count (the shared model is unchanged)', () => {
    let state = start(2);
    state = answerWrong(state);
    const right = run(state, { type: 'submit', answer: sum(state) }).state;
    expect(right.phase).toBe('correct');
    expect(right.pendingWorkedExample).toBe(false);
    expect(run(right, { type: 'next' }).state.phase).toBe('answering');
  });

  it('falls back to the hint and the answer in words when the model has no worked example', () => {
    const model: PracticeModel<AdditionItem, number> = {
      ...additionModel,
      workedExample: undefined,
    };
    const steps = workedExampleSteps(model, { key: '2+3', prompt: '', a: 2, b: 3 }, 'Count on.');
    expect(steps).toEqual([{ text: 'Count on.' }, { text: 'The answer is 2 + 3 = 5.' }]);
  });
});

describe('mastering', () => {
  it('celebrates the answer that masters the Lingo and lets the child keep practising', () => {
    let state = start(3);
    for (let index = 0; index < 4; index += 1) state = answerRight(state);
    const { state: mastered, effects } = run(state, { type: 'submit', answer: sum(state) });
    expect(mastered.phase).toBe('mastered');
    expect(mastered.feedback?.text).toBe(masteredText);
    expect(effects).toContainEqual({ type: 'mastered' });
    expect(mastered.mastery.mastered).toBe(true);
    const more = run(mastered, { type: 'next' }).state;
    expect(more.phase).toBe('answering');
    const slip = answerWrong(answerWrong(more));
    expect(slip.mastery.mastered).toBe(true);
    expect(slip.mastery.step).toBe(2);
  });

  it('does not celebrate again when already mastered', () => {
    let state = start(3, 5, true);
    for (let index = 0; index < 6; index += 1) {
      const result = run(state, { type: 'submit', answer: sum(state) });
      expect(result.state.phase).toBe('correct');
      expect(result.effects).not.toContainEqual({ type: 'mastered' });
      state = run(result.state, { type: 'next' }).state;
    }
  });
});

describe('evidence from the checker', () => {
  interface Guess extends PracticeItemBase {
    readonly target: number;
  }
  const estimate: PracticeModel<Guess, number> = {
    steps: 2,
    generate: (_step, rng) => {
      const target = rng.int(1, 50);
      return { key: String(target), prompt: `Guess ${target}`, target };
    },
    check: (item, answer) =>
      answer === item.target
        ? { correct: true }
        : {
            correct: true,
            evidence: 'none',
            message: `Your guess was ${answer - item.target} off.`,
          },
    hints: {},
  };
  const cfg = { model: estimate, rules: sharedMasteryRules };

  it('shows the checker’s message and records nothing for evidence none', () => {
    const state = createSession(cfg, { seed: 1, mastery: initialMastery(2) });
    const target = (state.item as Guess).target;
    const result = transition(state, { type: 'submit', answer: target + 2 }, cfg);
    expect(result.state.phase).toBe('correct');
    expect(result.state.feedback?.text).toBe('Your guess was 2 off.');
    expect(result.effects).toEqual([]);
  });
});

describe('rounds (Speed)', () => {
  function startRound(step = 1, timerOff = false): State {
    const state = createSession(speedConfig, { seed: 4, mastery: initialMastery(3, { step }) });
    return transition(state, { type: 'start-round', now: 1000, timerOff }, speedConfig).state;
  }

  function tap(state: State, right: boolean, at: number, nextAt = at) {
    const answer = right ? sum(state) : wrong(state);
    const checked = transition(state, { type: 'submit', answer, now: at }, speedConfig);
    const moved = transition(checked.state, { type: 'next', now: nextAt }, speedConfig);
    return { checked, moved };
  }

  it('serves 10 items with no key repeated in the round', () => {
    let state = startRound();
    const keys: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      expect(state.round?.served).toBe(index + 1);
      keys.push(item(state).key);
      state = tap(state, true, 2000 + index * 1000).moved.state;
    }
    expect(new Set(keys).size).toBe(10);
    expect(state.phase).toBe('result');
  });

  it('times the round and moves up after 9 of 10', () => {
    let state = startRound(1);
    for (let index = 0; index < 10; index += 1) {
      state = tap(state, index !== 3, 1000 + (index + 1) * 5000, 1000 + (index + 1) * 5000).moved
        .state;
    }
    expect(state.phase).toBe('result');
    expect(state.summary).toMatchObject({ correct: 9, total: 10, step: 1, stepChange: 1 });
    expect(state.summary?.timeMs).toBe(50000);
    expect(state.mastery.step).toBe(2);
    expect(state.mastery.bestTimes).toEqual({ '1': 50000 });
  });

  it('pauses the timer while a miss shows its hint', () => {
    let state = startRound(1);
    // Item 1: a miss at 3 s; the hint stays until 6 s, which is not counted.
    const { checked, moved } = tap(state, false, 4000, 7000);
    expect(checked.state.phase).toBe('incorrect');
    expect(checked.state.feedback?.answerText).toBeDefined();
    expect(checked.state.round?.runningSince).toBeNull();
    expect(canRetry(checked.state, speedRules)).toBe(false);
    state = moved.state;
    for (let index = 1; index < 10; index += 1) {
      state = tap(state, true, 7000 + index * 1000).moved.state;
    }
    expect(state.summary?.timeMs).toBe(3000 + 9000);
  });

  it('records no time with the timer off but still counts for mastery', () => {
    let state = startRound(3, true);
    for (let index = 0; index < 10; index += 1) state = tap(state, true, 5000 * index).moved.state;
    expect(state.summary?.timeMs).toBeNull();
    expect(state.summary?.newlyMastered).toBe(true);
    expect(state.mastery.bestTimes).toEqual({});
    expect(state.mastery.mastered).toBe(true);
  });

  it('stops recording time when the timer is turned off mid-round', () => {
    let state = startRound(1);
    state = tap(state, true, 2000).moved.state;
    state = transition(state, { type: 'timer-off', now: 2500 }, speedConfig).state;
    for (let index = 1; index < 10; index += 1) state = tap(state, true, 3000 * index).moved.state;
    expect(state.summary?.timeMs).toBeNull();
  });

  it('emits the mastered effect after a round of 9 of 10 at the top step', () => {
    let state = startRound(3);
    let effects: readonly unknown[] = [];
    for (let index = 0; index < 10; index += 1) {
      const { checked, moved } = tap(state, index !== 0, 2000 + index * 1000);
      void checked;
      effects = moved.effects;
      state = moved.state;
    }
    expect(effects).toContainEqual({ type: 'mastered' });
    expect(state.summary?.newlyMastered).toBe(true);
  });

  it('after a poor round steps down and shows a worked example of a missed item', () => {
    let state = startRound(2);
    let lastMissed: AdditionItem | null = null;
    for (let index = 0; index < 10; index += 1) {
      const right = index >= 6;
      if (!right) lastMissed = item(state);
      state = tap(state, right, 2000 + index * 1000).moved.state;
    }
    expect(state.summary).toMatchObject({ correct: 4, stepChange: -1, workedExample: true });
    expect(state.mastery.step).toBe(1);
    state = transition(state, { type: 'next', now: 20000 }, speedConfig).state;
    expect(state.phase).toBe('worked-example');
    expect(state.workedExample?.item).toEqual(lastMissed);
    for (let index = 0; index < 3; index += 1) {
      state = transition(state, { type: 'next', now: 21000 }, speedConfig).state;
    }
    expect(state.phase).toBe('ready');
    state = transition(state, { type: 'start-round', now: 30000 }, speedConfig).state;
    expect(state.round?.step).toBe(1);
    expect(state.round?.number).toBe(2);
  });

  it('goes back to ready after a good round', () => {
    let state = startRound(1);
    for (let index = 0; index < 10; index += 1) state = tap(state, true, 1000 * index).moved.state;
    state = transition(state, { type: 'next', now: 20000 }, speedConfig).state;
    expect(state.phase).toBe('ready');
  });

  it('shows a worked example inside the round after misses in a row, if the rules ask', () => {
    const rules: RoundRules = { ...speedRules, workedExampleAfterMisses: 2 };
    const cfg = { model: additionModel, rules };
    let state = transition(
      createSession(cfg, { seed: 2, mastery: initialMastery(3) }),
      { type: 'start-round', now: 0 },
      cfg,
    ).state;
    state = transition(state, { type: 'submit', answer: wrong(state), now: 1000 }, cfg).state;
    state = transition(state, { type: 'next', now: 2000 }, cfg).state;
    const missed = transition(state, { type: 'submit', answer: wrong(state), now: 3000 }, cfg);
    expect(missed.state.pendingWorkedExample).toBe(true);
    state = transition(missed.state, { type: 'next', now: 4000 }, cfg).state;
    expect(state.phase).toBe('worked-example');
    expect(state.round?.runningSince).toBeNull();
    while (state.phase === 'worked-example') {
      state = transition(state, { type: 'next', now: 9000 }, cfg).state;
    }
    expect(state.phase).toBe('answering');
    expect(state.round?.served).toBe(3);
    expect(state.round?.runningSince).toBe(9000);
  });
});

describe('rounds with missed items coming back (time 3-6)', () => {
  const rules: RoundRules = {
    kind: 'round',
    size: 12,
    upAt: 10,
    downAt: 6,
    masterAt: 11,
    timed: false,
    repeatMisses: true,
  };
  const cfg = { model: additionModel, rules };

  it('brings each missed item back at the end as practice, then scores the round', () => {
    let state = transition(
      createSession(cfg, { seed: 8, mastery: initialMastery(3, { step: 3 }) }),
      { type: 'start-round', now: 0 },
      cfg,
    ).state;
    const missed: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const right = index !== 2 && index !== 7;
      if (!right) missed.push(item(state).key);
      const answer = right ? sum(state) : wrong(state);
      state = transition(state, { type: 'submit', answer }, cfg).state;
      state = transition(state, { type: 'next' }, cfg).state;
    }
    expect(state.phase).toBe('answering');
    expect(state.round?.practising).toBe(true);
    expect(item(state).key).toBe(missed[0]);
    // A practice miss can be retried and records nothing.
    const practiceMiss = transition(state, { type: 'submit', answer: wrong(state) }, cfg);
    expect(practiceMiss.effects).toEqual([]);
    expect(canRetry(practiceMiss.state, rules)).toBe(true);
    state = transition(practiceMiss.state, { type: 'retry' }, cfg).state;
    state = transition(state, { type: 'submit', answer: sum(state) }, cfg).state;
    state = transition(state, { type: 'next' }, cfg).state;
    expect(item(state).key).toBe(missed[1]);
    state = transition(state, { type: 'submit', answer: sum(state) }, cfg).state;
    const done = transition(state, { type: 'next' }, cfg);
    expect(done.state.phase).toBe('result');
    expect(done.state.summary).toMatchObject({ correct: 10, total: 12, timeMs: null });
    expect(done.state.lastRound.map((answer) => answer.correct)).toEqual(
      Array.from({ length: 12 }, (_unused, index) => index !== 2 && index !== 7),
    );
    expect(done.state.lastRound[2]?.item.key).toBe(missed[0]);
    expect(done.state.summary?.newlyMastered).toBe(false);
  });
});

describe('generators with few items', () => {
  it('repeats a single-item generator instead of looping forever', () => {
    const single: PracticeModel<PracticeItemBase, string> = {
      steps: 1,
      generate: () => ({ key: 'only', prompt: 'Only one' }),
      check: () => ({ correct: true }),
      hints: {},
    };
    const cfg = { model: single, rules: sharedMasteryRules };
    let state = createSession(cfg, { seed: 1, mastery: initialMastery(1) });
    state = transition(state, { type: 'submit', answer: 'x' }, cfg).state;
    state = transition(state, { type: 'next' }, cfg).state;
    expect(state.item?.key).toBe('only');
  });

  it('avoids the previous key with a two-item generator', () => {
    const pair: PracticeModel<PracticeItemBase, string> = {
      steps: 1,
      generate: (_step, rng) => {
        const key = rng.pick(['a', 'b']);
        return { key, prompt: key };
      },
      check: () => ({ correct: true }),
      hints: {},
    };
    const cfg = { model: pair, rules: sharedMasteryRules };
    let state = createSession(cfg, { seed: 1, mastery: initialMastery(1) });
    const keys = [state.item?.key];
    for (let index = 0; index < 10; index += 1) {
      state = transition(state, { type: 'submit', answer: 'x' }, cfg).state;
      state = transition(state, { type: 'next' }, cfg).state;
      keys.push(state.item?.key);
    }
    for (let index = 1; index < keys.length; index += 1) {
      expect(keys[index]).not.toBe(keys[index - 1]);
    }
  });
});

describe('session properties', () => {
  const moves = fc.array(fc.constantFrom('right', 'wrong', 'retry-right', 'next'), {
    maxLength: 120,
  });

  it('never shows the same item twice in a row, keeps the step in 1..N, keeps mastered sticky', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 3 }),
        moves,
        (seed, step, list) => {
          let state = start(step, seed);
          let wasMastered = false;
          let previousKey = item(state).key;
          for (const move of list) {
            if (state.phase === 'answering') {
              const answer = move === 'wrong' ? wrong(state) : sum(state);
              state = run(state, { type: 'submit', answer }).state;
            } else if (
              state.phase === 'incorrect' &&
              move === 'retry-right' &&
              canRetry(state, sharedMasteryRules)
            ) {
              state = run(state, { type: 'retry' }).state;
            } else {
              const before = state.item;
              state = run(state, { type: 'next' }).state;
              if (state.phase === 'answering' && state.item !== before) {
                expect(item(state).key).not.toBe(previousKey);
                previousKey = item(state).key;
              }
            }
            expect(state.mastery.step).toBeGreaterThanOrEqual(1);
            expect(state.mastery.step).toBeLessThanOrEqual(3);
            if (wasMastered) expect(state.mastery.mastered).toBe(true);
            wasMastered = state.mastery.mastered;
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never repeats an item inside a round and always ends a round after 10 scored items', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (seed, rights) => {
          let state = transition(
            createSession(speedConfig, { seed, mastery: initialMastery(3, { step: 3 }) }),
            { type: 'start-round', now: 0 },
            speedConfig,
          ).state;
          const keys = new Set<string>();
          rights.forEach((right, index) => {
            keys.add(item(state).key);
            const answer = right ? sum(state) : wrong(state);
            state = transition(
              state,
              { type: 'submit', answer, now: index * 10 },
              speedConfig,
            ).state;
            state = transition(state, { type: 'next', now: index * 10 + 5 }, speedConfig).state;
          });
          expect(keys.size).toBe(10);
          expect(state.phase).toBe('result');
          expect(state.summary?.correct).toBe(rights.filter(Boolean).length);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('deriveSeed', () => {
  it('is deterministic and spreads nearby inputs', () => {
    expect(deriveSeed(1, 2, 3)).toBe(deriveSeed(1, 2, 3));
    expect(deriveSeed(1, 2, 3)).not.toBe(deriveSeed(1, 3, 3));
    expect(deriveSeed(1, 2, 3)).not.toBe(deriveSeed(1, 2, 4));
    expect(deriveSeed(1, 2, 3)).not.toBe(deriveSeed(2, 2, 3));
  });
});

describe('formatting', () => {
  it('formats durations in words', () => {
    expect(formatDuration(52000)).toBe('52 seconds');
    expect(formatDuration(1000)).toBe('1 second');
    expect(formatDuration(65000)).toBe('1 minute 5 seconds');
    expect(formatDuration(120000)).toBe('2 minutes');
    expect(formatDuration(300)).toBe('1 second');
    expect(formatDuration(0)).toBe('0 seconds');
  });

  it('formats the timer as m:ss', () => {
    expect(formatTimer(0)).toBe('0:00');
    expect(formatTimer(52900)).toBe('0:52');
    expect(formatTimer(65000)).toBe('1:05');
  });

  it('sums up a round as the curriculum words it', () => {
    const base = {
      number: 1,
      step: 4,
      correct: 9,
      total: 10,
      timeMs: 52000,
      bestMs: 48000,
      newBest: false,
      stepChange: 0 as const,
      newlyMastered: false,
      workedExample: false,
    };
    expect(roundSummaryText(base)).toBe(
      'Round done: 9 of 10 right in 52 seconds. Your best is 48 seconds.',
    );
    expect(roundSummaryText({ ...base, timeMs: null, bestMs: null })).toBe(
      'Round done: 9 of 10 right.',
    );
    expect(roundSummaryText({ ...base, newBest: true, bestMs: 52000, newlyMastered: true })).toBe(
      'Round done: 9 of 10 right in 52 seconds. A new best time! Mastered!',
    );
    expect(roundSummaryText({ ...base, stepChange: -1, bestMs: null })).toBe(
      'Round done: 9 of 10 right in 52 seconds. Next round is a little easier.',
    );
  });
});

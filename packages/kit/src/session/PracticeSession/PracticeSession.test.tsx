import type * as Ui from '@lingos/ui';
import type { ProgressStore } from '@lingos/catalogue';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { additionModel } from '../../demo/additionModel';
import {
  additionChoiceModel,
  additionPadModel,
  renderAdditionChoices,
  renderAdditionPad,
} from '../../demo/additionViews';
import { LingoFrame } from '../../frame/LingoFrame/LingoFrame';
import { speedRules, type RoundRules } from '../../model/mastery';
import { praise } from '../../model/session';
import {
  expectNoA11yViolations,
  memoryStore,
  renderWithProviders,
  spokenTexts,
  type ProviderOptions,
} from '../../testing';
import { PracticeSession } from './PracticeSession';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@lingos/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  showToast: toast,
}));

function storeAtStep(
  step: number,
  status: 'practising' | 'mastered' = 'practising',
): ProgressStore {
  const store = memoryStore();
  store.update('time', 'lingo-1-2', () => ({
    status,
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 1,
  }));
  return store;
}

function renderPractice(options: ProviderOptions = {}, seed = 3) {
  return renderWithProviders(
    <LingoFrame conceptId="time" lingoId="lingo-1-2">
      <PracticeSession
        model={additionPadModel}
        conceptId="time"
        lingoId="lingo-1-2"
        seed={seed}
        renderItem={renderAdditionPad}
      />
    </LingoFrame>,
    options,
  );
}

function session(): HTMLElement {
  return document.querySelector('section[data-state]') as HTMLElement;
}

function currentSum(): number {
  const prompt = screen.getByText(/^What is \d+ \+ \d+\?$/).textContent ?? '';
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(prompt) ?? [];
  return Number(a) + Number(b);
}

async function answer(user: UserEvent, value: number) {
  const display = screen.getByRole('textbox', { name: 'Your answer' });
  await user.clear(display);
  await user.type(display, String(value));
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

async function answerRight(user: UserEvent) {
  await answer(user, currentSum());
}

/** A wrong answer with no named misconception (so the default hint). */
async function answerWrong(user: UserEvent) {
  await answer(user, currentSum() + 5);
}

function feedbackRegion(): HTMLElement {
  return session().querySelector('[data-part="feedback"]') as HTMLElement;
}

describe('PracticeSession', () => {
  beforeEach(() => {
    toast.mockClear();
  });

  it('starts answering, with Check unavailable until there is an answer', async () => {
    renderPractice();
    expect(session()).toHaveAttribute('data-state', 'answering');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getAllByRole('button', { name: /^Read aloud/ }).length).toBeGreaterThan(0);
    await expectNoA11yViolations(document.body);
  });

  it('praises a right answer in the polite live region, writes progress, then Next', async () => {
    const user = userEvent.setup();
    const { store } = renderPractice();
    const first = screen.getByText(/^What is/).textContent;
    await answerRight(user);
    expect(session()).toHaveAttribute('data-state', 'correct');
    const region = feedbackRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(praise[0]);
    expect(store.get('time', 'lingo-1-2')).toMatchObject({
      status: 'practising',
      step: 1,
      streak: 1,
    });
    expect(screen.getByRole('button', { name: 'Read aloud: feedback' })).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'answering');
    expect(screen.getByText(/^What is/).textContent).not.toBe(first);
    expect(
      screen.getByRole('group', { name: screen.getByText(/^What is/).textContent ?? '' }),
    ).toHaveFocus();
  });

  it('does not pull focus when a Lingo sets its first answer on mount', async () => {
    function SetsAnswerOnMount(props: Parameters<typeof renderAdditionPad>[0]) {
      const { setAnswer } = props;
      useEffect(() => {
        setAnswer('0');
      }, [setAnswer]);
      return renderAdditionPad(props);
    }
    renderWithProviders(
      <StrictMode>
        <PracticeSession
          model={additionPadModel}
          conceptId="time"
          lingoId="lingo-1-2"
          seed={3}
          renderItem={(props) => <SetsAnswerOnMount {...props} />}
        />
      </StrictMode>,
    );
    await act(async () => {});
    expect(document.body).toHaveFocus();
  });

  it('checks with Enter once an answer is ready', async () => {
    const user = userEvent.setup();
    renderPractice();
    const display = screen.getByRole('textbox', { name: 'Your answer' });
    await user.click(display);
    await user.keyboard('{Enter}');
    expect(session()).toHaveAttribute('data-state', 'answering');
    await user.type(display, `${currentSum()}{Enter}`);
    expect(session()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('gives the misconception hint, lets the child try again, and counts the retry as practice', async () => {
    const user = userEvent.setup();
    const { store } = renderPractice();
    await answerWrong(user);
    expect(session()).toHaveAttribute('data-state', 'incorrect');
    expect(feedbackRegion()).toHaveTextContent(additionModel.hints.default as string);
    expect(store.get('time', 'lingo-1-2')).toMatchObject({ streak: -1 });
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(session()).toHaveAttribute('data-state', 'answering');
    expect(screen.getByText(additionModel.hints.default as string)).toBeVisible();
    await answerRight(user);
    expect(session()).toHaveAttribute('data-state', 'correct');
    expect(feedbackRegion()).toHaveTextContent("That's it! You fixed it.");
    expect(store.get('time', 'lingo-1-2')).toMatchObject({ streak: -1 });
  });

  it('names the misconception when the answer shows one', async () => {
    const user = userEvent.setup();
    renderPractice();
    const prompt = screen.getByText(/^What is/).textContent ?? '';
    const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(prompt) ?? [];
    await answer(user, Number(a) + Number(b) + 1);
    expect(feedbackRegion()).toHaveTextContent(additionModel.hints['off-by-one'] as string);
  });

  it('moves up a step after 3 first-try-correct answers', async () => {
    const user = userEvent.setup();
    const { store } = renderPractice();
    for (let index = 0; index < 3; index += 1) {
      await answerRight(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(session()).toHaveAttribute('data-step', '2');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(store.get('time', 'lingo-1-2')?.step).toBe(2);
  });

  it('after two misses in a row steps down and walks through a worked example', async () => {
    const user = userEvent.setup();
    const { store } = renderPractice({ store: storeAtStep(2) });
    expect(session()).toHaveAttribute('data-step', '2');
    await answerWrong(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const prompt = screen.getByText(/^What is/).textContent ?? '';
    const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(prompt) ?? [];
    await answerWrong(user);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(feedbackRegion()).toHaveTextContent("Let's work through one together.");
    expect(store.get('time', 'lingo-1-2')?.step).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'worked-example');
    const big = Math.max(Number(a), Number(b));
    expect(feedbackRegion()).toHaveTextContent(`Start at the bigger number, ${big}.`);
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(feedbackRegion()).toHaveTextContent(`Count on ${Math.min(Number(a), Number(b))} more.`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(feedbackRegion()).toHaveTextContent(`${a} + ${b} = ${Number(a) + Number(b)}.`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'answering');
    expect(session()).toHaveAttribute('data-step', '1');
  });

  it('masters the Lingo end to end: celebration, toast, meter at 100, and keeps practising', async () => {
    const user = userEvent.setup();
    const { store } = renderPractice({ store: storeAtStep(3) });
    for (let index = 0; index < 4; index += 1) {
      await answerRight(user);
      expect(session()).toHaveAttribute('data-state', 'correct');
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await answerRight(user);
    expect(session()).toHaveAttribute('data-state', 'mastered');
    expect(screen.getByTestId('celebration')).toBeInTheDocument();
    expect(feedbackRegion()).toHaveTextContent('Mastered! You can keep practising.');
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      title: 'Mastered!',
      description: 'Set the Time',
    });
    expect(store.get('time', 'lingo-1-2')?.status).toBe('mastered');
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'answering');
    await answerWrong(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answerWrong(user);
    expect(store.get('time', 'lingo-1-2')).toMatchObject({ status: 'mastered', step: 2 });
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('reads the prompt and the feedback aloud automatically after the first interaction', async () => {
    const user = userEvent.setup();
    const { engine } = renderPractice();
    const prompt = screen.getByText(/^What is/).textContent;
    expect(spokenTexts(engine)).toEqual([prompt]);
    await answerWrong(user);
    expect(spokenTexts(engine).at(-1)).toBe(additionModel.hints.default);
  });

  it('reads a hint by its spoken form when the check gives one', async () => {
    const user = userEvent.setup();
    const model = {
      ...additionPadModel,
      check: (
        item: Parameters<typeof additionPadModel.check>[0],
        answer: Parameters<typeof additionPadModel.check>[1],
      ) => ({
        ...additionPadModel.check(item, answer),
        speech: ['B.', 'as in ball.'],
      }),
    };
    const { engine } = renderWithProviders(
      <LingoFrame conceptId="time" lingoId="lingo-1-2">
        <PracticeSession
          model={model}
          conceptId="time"
          lingoId="lingo-1-2"
          seed={3}
          renderItem={renderAdditionPad}
        />
      </LingoFrame>,
    );
    await answerWrong(user);
    expect(feedbackRegion()).toHaveTextContent(additionModel.hints.default as string);
    // Its own utterances, in turn: the letter's name is never part of a phrase.
    expect(engine.spoken.at(-1)?.parts).toEqual(['B.', 'as in ball.']);
  });

  it('does not read by itself before the child has interacted, but the button reads', async () => {
    const { engine } = renderPractice({ interacted: false });
    expect(engine.spoken).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Read aloud' })[0] as HTMLElement);
    expect(spokenTexts(engine)).toEqual([screen.getByText(/^What is/).textContent]);
  });

  it('starts again at step 1 when progress is reset elsewhere', async () => {
    const user = userEvent.setup();
    const { store } = renderPractice({ store: storeAtStep(3) });
    expect(session()).toHaveAttribute('data-step', '3');
    act(() => store.reset());
    expect(session()).toHaveAttribute('data-step', '1');
    await answerRight(user);
    expect(store.get('time', 'lingo-1-2')).toMatchObject({ step: 1, streak: 1 });
  });

  it('records each answer once under StrictMode', async () => {
    const user = userEvent.setup();
    const { store, engine } = renderWithProviders(
      <StrictMode>
        <LingoFrame conceptId="time" lingoId="lingo-1-2">
          <PracticeSession
            model={additionPadModel}
            conceptId="time"
            lingoId="lingo-1-2"
            seed={3}
            renderItem={renderAdditionPad}
          />
        </LingoFrame>
      </StrictMode>,
    );
    await answerRight(user);
    expect(store.get('time', 'lingo-1-2')).toMatchObject({ streak: 1 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await answerRight(user);
    expect(store.get('time', 'lingo-1-2')).toMatchObject({ streak: 2 });
    const last = spokenTexts(engine).at(-1) ?? '';
    expect(last.startsWith(praise[1])).toBe(true);
    expect(last).toMatch(/\d+ \+ \d+ = \d+$/);
  });

  it('shows its own prompt, Read aloud and Mastery bar outside a LingoFrame', () => {
    renderWithProviders(
      <PracticeSession
        model={additionPadModel}
        conceptId="time"
        lingoId="lingo-1-2"
        seed={1}
        renderItem={renderAdditionPad}
      />,
    );
    expect(screen.getByText(/^What is/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toBeInTheDocument();
  });
});

/** Speed rules with no automatic moving on, so tests press Next themselves. */
const manualSpeed: RoundRules = {
  ...speedRules,
  correctPauseMs: undefined,
  missPauseMs: undefined,
};

function renderSpeed(options: ProviderOptions & { rules?: RoundRules; now?: () => number } = {}) {
  const { rules = manualSpeed, now, ...providers } = options;
  return renderWithProviders(
    <LingoFrame conceptId="time" lingoId="lingo-1-5">
      <PracticeSession
        model={additionChoiceModel}
        conceptId="time"
        lingoId="lingo-1-5"
        seed={5}
        rules={rules}
        renderItem={renderAdditionChoices}
        {...(now ? { now } : {})}
      />
    </LingoFrame>,
    providers,
  );
}

async function tap(user: UserEvent, right: boolean) {
  const sum = String(currentSum());
  const cards = screen.getAllByRole('radio');
  const card = right
    ? screen.getByRole('radio', { name: sum })
    : (cards.find((radio) => radio.textContent !== sum) as HTMLElement);
  await user.click(card);
}

describe('PracticeSession, Speed rounds', () => {
  beforeEach(() => {
    toast.mockClear();
  });

  it('plays a round with the timer off: no time recorded, no pressure, still counts', async () => {
    const user = userEvent.setup();
    const { store } = renderSpeed();
    expect(session()).toHaveAttribute('data-state', 'ready');
    await user.click(screen.getByRole('button', { name: 'Timer off' }));
    expect(screen.getByRole('button', { name: 'Timer off' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    for (let index = 0; index < 10; index += 1) {
      expect(screen.getByText(`Step 1 of 3 · Question ${index + 1} of 10`)).toBeInTheDocument();
      await tap(user, true);
      expect(session()).toHaveAttribute('data-state', 'correct');
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(session()).toHaveAttribute('data-state', 'result');
    expect(feedbackRegion()).toHaveTextContent(
      'Round done: 10 of 10 right. Next round is a little harder.',
    );
    expect(screen.getAllByText('no time yet')).toHaveLength(3);
    expect(store.get('time', 'lingo-1-5')).toMatchObject({ step: 2, bestTimes: {} });
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'ready');
    expect(localStorage.getItem('lingos:speed-timer')).toBe(
      '{"version":1,"hidden":false,"off":true}',
    );
  });

  it('times a round without the pauses, keeps the best time and can hide the timer', async () => {
    const user = userEvent.setup();
    let clock = 1000;
    const { store } = renderSpeed({ now: () => clock });
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    await user.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    for (let index = 0; index < 10; index += 1) {
      clock += 2000;
      await tap(user, index !== 4);
      if (index === 4) {
        expect(session()).toHaveAttribute('data-state', 'incorrect');
        expect(feedbackRegion()).toHaveTextContent('=');
        clock += 3000; // the hint's pause is not counted
      }
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(feedbackRegion()).toHaveTextContent(
      'Round done: 9 of 10 right in 20 seconds. A new best time! Next round is a little harder.',
    );
    expect(store.get('time', 'lingo-1-5')?.bestTimes).toEqual({ '1': 20000 });
    expect(screen.getByText('20 seconds', { selector: 'dd' })).toBeInTheDocument();
  });

  it('masters after a round of at least 9 of 10 at the top step', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    store.update('time', 'lingo-1-5', () => ({
      status: 'practising',
      step: 3,
      recent: [],
      streak: 0,
      bestTimes: {},
      updatedAt: 1,
    }));
    renderSpeed({ store });
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    for (let index = 0; index < 10; index += 1) {
      await tap(user, true);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(session()).toHaveAttribute('data-state', 'mastered');
    expect(screen.getByTestId('celebration')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      title: 'Mastered!',
      description: 'Speed Clock Reading',
    });
    expect(store.get('time', 'lingo-1-5')?.status).toBe('mastered');
  });

  it('after a poor round steps down and shows a worked example before the next round', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    store.update('time', 'lingo-1-5', () => ({
      status: 'practising',
      step: 2,
      recent: [],
      streak: 0,
      bestTimes: {},
      updatedAt: 1,
    }));
    renderSpeed({ store });
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    for (let index = 0; index < 10; index += 1) {
      await tap(user, index < 5);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(feedbackRegion()).toHaveTextContent('Round done: 5 of 10 right');
    expect(store.get('time', 'lingo-1-5')?.step).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'worked-example');
    for (let index = 0; index < 3; index += 1)
      await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'ready');
  });

  it('moves on by itself after a miss’s hint, with the timer paused meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSpeed({ rules: speedRules });
      await user.click(screen.getByRole('button', { name: 'Start round' }));
      await tap(user, false);
      expect(session()).toHaveAttribute('data-state', 'incorrect');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(session()).toHaveAttribute('data-state', 'answering');
      expect(screen.getByText('Step 1 of 3 · Question 2 of 10')).toBeInTheDocument();
      await tap(user, true);
      expect(session()).toHaveAttribute('data-state', 'correct');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(700);
      });
      expect(screen.getByText('Step 1 of 3 · Question 3 of 10')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PracticeSession, untimed rounds (time 3-6)', () => {
  it('has no timer, brings a miss back as practice, and shows the Lingo’s own result', async () => {
    const user = userEvent.setup();
    const rules: RoundRules = {
      kind: 'round',
      size: 3,
      upAt: 3,
      downAt: 1,
      masterAt: 3,
      timed: false,
      repeatMisses: true,
    };
    renderWithProviders(
      <PracticeSession
        model={additionChoiceModel}
        conceptId="time"
        lingoId="lingo-3-6"
        seed={9}
        rules={rules}
        renderItem={renderAdditionChoices}
        renderRoundResult={({ answers }) => (
          <p>
            Stars: {answers.filter((entry) => entry.correct).length} of {answers.length}
          </p>
        )}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Timer off' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    await tap(user, false);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await tap(user, true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await tap(user, true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 1 of 3 · One more try')).toBeInTheDocument();
    await tap(user, true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(session()).toHaveAttribute('data-state', 'result');
    expect(screen.getByText('Stars: 2 of 3')).toBeInTheDocument();
    expect(feedbackRegion()).toHaveTextContent('Round done: 2 of 3 right.');
  });
});

import type * as Ui from '@lingos/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LingoFrame } from '../../frame/LingoFrame/LingoFrame';
import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '../../testing';
import type { LessonModel, LessonStep } from '../../model/lesson';
import { NumberPad } from '../../widgets/NumberPad/NumberPad';
import { wholeNumberFormat } from '../../widgets/NumberPad/numberPadFormat';
import { LearnLesson, type LearnAnswerProps, type LearnStepRenderProps } from './LearnLesson';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@lingos/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  showToast: toast,
}));

const lessonModel = {
  steps: [
    { id: 'tap-twelve', prompt: 'Tap the 12 at the top.' },
    { id: 'short-hand', prompt: 'Drag the short hand to 3.' },
  ],
  check: [
    {
      id: 'seven',
      prompt: 'Which clock shows 7 o’clock?',
      choices: [
        { value: '7:00', label: '7:00', correct: true },
        { value: '12:35', label: '12:35', misconception: 'H-SWAP' },
        { value: '6:30', label: '6:30' },
      ],
      hint: 'Look for the long hand at 12.',
    },
  ],
  hints: { 'H-SWAP': 'The short hand tells the hour. Look at the short hand first.' },
} satisfies LessonModel;

function renderStep(step: LessonStep, { complete, announce, done }: LearnStepRenderProps) {
  return step.id === 'tap-twelve' ? (
    <div>
      <button type="button" onClick={() => announce('3')}>
        3
      </button>
      <button type="button" onClick={() => complete('Yes, that is 12!')}>
        12
      </button>
      {done ? <p>done</p> : null}
    </div>
  ) : (
    <button type="button" onClick={() => complete()}>
      Move to 3
    </button>
  );
}

function renderLesson(options = {}) {
  return renderWithProviders(
    <LingoFrame conceptId="time" lingoId="lingo-1-0">
      <LearnLesson
        conceptId="time"
        lingoId="lingo-1-0"
        lesson={lessonModel}
        renderStep={renderStep}
        now={() => 42}
      />
    </LingoFrame>,
    options,
  );
}

function lesson(): HTMLElement {
  return document.querySelector('section[data-state]') as HTMLElement;
}

function feedback(): HTMLElement {
  return lesson().querySelector('[data-part="feedback"]') as HTMLElement;
}

describe('LearnLesson', () => {
  beforeEach(() => {
    toast.mockClear();
  });

  it('shows the first step with its indicator, and Next waits until the step is done', async () => {
    const user = userEvent.setup();
    const { engine } = renderLesson();
    expect(lesson()).toHaveAttribute('data-state', 'answering');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Tap the 12 at the top.')).toBeInTheDocument();
    expect(spokenTexts(engine)).toEqual(['Tap the 12 at the top.']);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(feedback()).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: '12' }));
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('Yes, that is 12!');
    expect(screen.getByText('done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(lesson()).toHaveAttribute('data-state', 'answering');
  });

  it('gives a wrong pick its hint and another try, then completes the lesson', async () => {
    const user = userEvent.setup();
    const { store } = renderLesson();
    await user.click(screen.getByRole('button', { name: '12' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Move to 3' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Check 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('radio', { name: '12:35' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lesson()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'The short hand tells the hour. Look at the short hand first.',
    );
    expect(screen.getByRole('radio', { name: '12:35, not right' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: '6:30' }));
    await user.keyboard('{Enter}');
    expect(feedback()).toHaveTextContent('Look for the long hand at 12.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: '7:00' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    expect(store.get('time', 'lingo-1-0')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(lesson()).toHaveAttribute('data-state', 'completed');
    expect(feedback()).toHaveTextContent('Lesson complete!');
    expect(store.get('time', 'lingo-1-0')).toMatchObject({ status: 'completed', updatedAt: 42 });
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      title: 'Lesson complete!',
      description: 'Clock Basics',
    });
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Do it again' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('takes a question answered on its own widget (a NumberPad), and shows a miss to its picture', async () => {
    const user = userEvent.setup();
    const typed = {
      steps: [],
      check: [
        {
          id: 'key',
          prompt: 'How long is the key?',
          choices: [
            { value: '6', correct: true },
            { value: '7', hint: 'Count the spaces, not the marks.' },
          ],
          hint: 'Start at 0, read the number at the end.',
        },
      ],
    } satisfies LessonModel;
    function Pad({ answer }: { answer: LearnAnswerProps }) {
      const [entry, setEntry] = useState('');
      return (
        <NumberPad
          format={wholeNumberFormat}
          label="Your answer"
          value={answer.mark === undefined ? entry : (answer.selected ?? '')}
          onChange={(value) => {
            setEntry(value);
            if (value !== '') answer.select(value);
          }}
          disabled={answer.disabled}
        />
      );
    }
    renderWithProviders(
      <LingoFrame conceptId="time" lingoId="lingo-1-0">
        <LearnLesson
          conceptId="time"
          lingoId="lingo-1-0"
          lesson={typed}
          renderStep={() => null}
          renderQuestion={(_question, state) => (
            <p>{state.phase === 'incorrect' ? 'Watch the ruler again' : 'A key on a ruler'}</p>
          )}
          renderAnswer={(_question, answer) => <Pad key={answer.tried.length} answer={answer} />}
        />
      </LingoFrame>,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('A key on a ruler')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '9' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lesson()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('Start at 0, read the number at the end.');
    expect(screen.getByText('Watch the ruler again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback()).toHaveTextContent('Count the spaces, not the marks.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: '6' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(document.body);
  });

  it('gives each step fresh content, even when two steps use the same widget', async () => {
    const user = userEvent.setup();
    function Counter({ onDone }: { readonly onDone: () => void }) {
      const [count, setCount] = useState(0);
      return (
        <button
          type="button"
          onClick={() => {
            setCount(count + 1);
            if (count + 1 === 2) onDone();
          }}
        >
          Count {count}
        </button>
      );
    }
    renderWithProviders(
      <LearnLesson
        conceptId="time"
        lingoId="lingo-1-0"
        lesson={{
          steps: [
            { id: 'count', prompt: 'Count to 2.' },
            { id: 'again', prompt: 'Count to 2 again.' },
          ],
          check: [],
        }}
        renderStep={(_step, { complete }) => <Counter onDone={() => complete()} />}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Count 0' }));
    await user.click(screen.getByRole('button', { name: 'Count 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument();
  });

  it('moves the meter with every step done', async () => {
    const user = userEvent.setup();
    renderLesson();
    await user.click(screen.getByRole('button', { name: '12' }));
    expect(screen.getByRole('progressbar', { name: 'Mastery' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('reads the spoken form of a note, a step message and a hint, and shows their text', async () => {
    const user = userEvent.setup();
    const spokenLesson = {
      steps: [{ id: 'team', prompt: 'Put s on h.' }],
      check: [
        {
          id: 'ship',
          prompt: 'Which team starts ship?',
          choices: [
            { value: 'sh', label: 'sh', correct: true },
            { value: 'ch', label: 'ch', misconception: 'sh-ch' },
          ],
        },
      ],
      hints: { 'sh-ch': 'sh is quiet; ch is snappy.' },
      hintSpeech: { 'sh-ch': ['S.', 'and', 'H.', 'together is quiet.'] },
    } satisfies LessonModel;
    const { engine } = renderWithProviders(
      <LingoFrame conceptId="time" lingoId="lingo-1-0">
        <LearnLesson
          conceptId="time"
          lingoId="lingo-1-0"
          lesson={spokenLesson}
          renderStep={(_, { announce, complete }) => (
            <div>
              <button type="button" onClick={() => announce('s', ['S.'])}>
                s
              </button>
              <button
                type="button"
                onClick={() => complete('s and h make sh.', ['S.', 'and', 'H.', 'make one sound.'])}
              >
                h
              </button>
            </div>
          )}
        />
      </LingoFrame>,
    );
    await user.click(screen.getByRole('button', { name: 's' }));
    expect(feedback()).toHaveTextContent('s');
    await user.click(screen.getByRole('button', { name: 'h' }));
    expect(feedback()).toHaveTextContent('s and h make sh.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'ch' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback()).toHaveTextContent('sh is quiet; ch is snappy.');
    // Each spoken form is one request, its parts said in turn.
    expect(spokenTexts(engine)).toEqual([
      'Put s on h.',
      'S.',
      'S. and H. make one sound.',
      'Which team starts ship?',
      'S. and H. together is quiet.',
    ]);
    const spoken = spokenTexts(engine);
    expect(spoken).not.toContain('s');
    expect(spoken).not.toContain('s and h make sh.');
    expect(spoken).not.toContain('sh is quiet; ch is snappy.');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { AdditionItem } from '../../demo/additionModel';
import {
  additionChoiceModel,
  additionPadModel,
  renderAdditionChoices,
  renderAdditionPad,
} from '../../demo/additionViews';
import { StoryProviders } from '../../stories/StoryProviders';
import { LingoFrame } from '../../frame/LingoFrame/LingoFrame';
import { speedRules, type RoundRules } from '../../model/mastery';
import { PracticeSession, type PracticeSessionProps } from './PracticeSession';

type Props = PracticeSessionProps<AdditionItem, string>;

const meta = {
  title: 'Kit/PracticeSession',
  component: PracticeSession<AdditionItem, string>,
  parameters: { layout: 'padded' },
  args: {
    model: additionPadModel,
    conceptId: 'time',
    lingoId: 'lingo-1-2',
    seed: 7,
    renderItem: renderAdditionPad,
  },
  render: (args: Props) => (
    <StoryProviders>
      <LingoFrame conceptId={args.conceptId} lingoId={args.lingoId} title="What is the sum? (demo)">
        <PracticeSession {...args} />
      </LingoFrame>
    </StoryProviders>
  ),
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

function sumOn(canvasElement: HTMLElement): number {
  const text = within(canvasElement).getByText(/^What is \d+ \+ \d+\?$/).textContent ?? '';
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(text) ?? [];
  return Number(a) + Number(b);
}

async function answer(canvasElement: HTMLElement, right: boolean) {
  const canvas = within(canvasElement);
  const value = sumOn(canvasElement) + (right ? 0 : 5);
  const display = canvas.getByRole('textbox', { name: 'Your answer' });
  await userEvent.clear(display);
  await userEvent.type(display, String(value));
  await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
}

async function next(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
}

/** A demo Lingo ("What is a + b?") on a NumberPad, waiting for an answer. */
export const Answering: Story = {};

/** A right answer: praise in the live region, the answer in words, Next. */
export const Correct: Story = {
  play: async ({ canvasElement }) => {
    await answer(canvasElement, true);
  },
};

/** A wrong answer: the misconception hint, Try again or Next. */
export const Incorrect: Story = {
  play: async ({ canvasElement }) => {
    await answer(canvasElement, false);
  },
};

/** Trying again: the hint stays on screen; this answer is practice, not evidence. */
export const Retrying: Story = {
  play: async ({ canvasElement }) => {
    await answer(canvasElement, false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
  },
};

/** Two misses in a row: down a step, and a worked example to press Next through. */
export const WorkedExample: Story = {
  render: (args: Props) => (
    <StoryProviders progress={{ 'time/lingo-1-2': { step: 2 } }}>
      <LingoFrame conceptId={args.conceptId} lingoId={args.lingoId} title="What is the sum? (demo)">
        <PracticeSession {...args} />
      </LingoFrame>
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    await answer(canvasElement, false);
    await next(canvasElement);
    await answer(canvasElement, false);
    await next(canvasElement);
  },
};

/** Five right answers at the top step: mastered, with the celebration and the toast. */
export const Mastered: Story = {
  render: (args: Props) => (
    <StoryProviders progress={{ 'time/lingo-1-2': { step: 3 } }}>
      <LingoFrame conceptId={args.conceptId} lingoId={args.lingoId} title="What is the sum? (demo)">
        <PracticeSession {...args} />
      </LingoFrame>
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    for (let index = 0; index < 4; index += 1) {
      await answer(canvasElement, true);
      await next(canvasElement);
    }
    await answer(canvasElement, true);
  },
};

/** Outside a LingoFrame the session shows its own prompt and Mastery bar. */
export const Standalone: Story = {
  render: (args: Props) => (
    <StoryProviders>
      <PracticeSession {...args} />
    </StoryProviders>
  ),
};

const speedArgs = {
  model: additionChoiceModel,
  lingoId: 'lingo-1-5',
  renderItem: renderAdditionChoices,
} satisfies Partial<Props>;

/** A Speed Lingo waits for Start round; "Hide timer" and "Timer off" are always there. */
export const SpeedReady: Story = { args: speedArgs };

/** A Speed round in play: one tap per item, a miss shows its hint 3 s with the timer paused. */
export const SpeedPlaying: Story = {
  args: speedArgs,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start round' }));
  },
};

const manualSpeed: RoundRules = {
  ...speedRules,
  correctPauseMs: undefined,
  missPauseMs: undefined,
};

/** The result screen: score, time and the best time per step. */
export const SpeedResult: Story = {
  args: { ...speedArgs, rules: manualSpeed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start round' }));
    for (let index = 0; index < 10; index += 1) {
      const sum = String(sumOn(canvasElement));
      const cards = canvas.getAllByRole('radio');
      const card =
        index === 3
          ? cards.find((radio) => radio.textContent !== sum)
          : canvas.getByRole('radio', { name: sum });
      if (card) await userEvent.click(card);
      await next(canvasElement);
    }
  },
};

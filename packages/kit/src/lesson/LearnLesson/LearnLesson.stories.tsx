import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { demoLesson, renderDemoStep } from '../../demo/lessonDemo';
import { StoryProviders } from '../../stories/StoryProviders';
import { LingoFrame } from '../../frame/LingoFrame/LingoFrame';
import { LearnLesson } from './LearnLesson';

const meta = {
  title: 'Kit/LearnLesson',
  component: LearnLesson,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-1-0', lesson: demoLesson, renderStep: renderDemoStep },
  render: (args) => (
    <StoryProviders>
      <LingoFrame conceptId={args.conceptId} lingoId={args.lingoId} title="Counting stars (demo)">
        <LearnLesson {...args} />
      </LingoFrame>
    </StoryProviders>
  ),
} satisfies Meta<typeof LearnLesson>;

export default meta;
type Story = StoryObj<typeof meta>;

async function doSteps(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (let index = 0; index < 3; index += 1) {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a star' }));
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  for (let index = 0; index < 2; index += 1) {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a star' }));
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await userEvent.click(canvas.getByRole('button', { name: '7' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
}

/** The first step, with the step indicator; Next waits until the step is done. */
export const FirstStep: Story = {};

/** A step done: praise and Next. */
export const StepDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let index = 0; index < 3; index += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a star' }));
    }
  },
};

/** The closing check after a wrong pick: its hint and another try. */
export const CheckIncorrect: Story = {
  play: async ({ canvasElement }) => {
    await doSteps(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '6' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** Every step and question done: completed, celebration and toast. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    await doSteps(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: '6' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  },
};

/** Outside a LingoFrame the lesson shows its own prompt and meter. */
export const Standalone: Story = {
  render: (args) => (
    <StoryProviders>
      <LearnLesson {...args} />
    </StoryProviders>
  ),
};

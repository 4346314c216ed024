import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BlendIt from './BlendIt';

const atStep = learnerAtStep('words', 'lingo-2-2');

const meta = {
  title: 'Words/Lingos/Blend It',
  component: BlendIt,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-2-2', seed: 3 },
} satisfies Meta<typeof BlendIt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: which blend the picture word starts with, from 2 that share a letter. */
export const Practice: Story = {};

/** Step 2: 3 blends across the l-, r- and s-blends. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: a 4-letter word built from its letters and 2 distractors. */
export const Step3Build: Story = { decorators: [atStep(3)] };

/** Step 4: a word heard only, built from the A–Z rack. */
export const Step4Rack: Story = { decorators: [atStep(4)] };

/** On a narrow screen, at the A–Z rack. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(4)] };

import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WhatHappensNext from './WhatHappensNext';

const atStep = learnerAtStep('reading', 'lingo-2-3');

const meta = {
  title: 'Reading/Lingos/What Happens Next?',
  component: WhatHappensNext,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-2-3', seed: 4 },
} satisfies Meta<typeof WhatHappensNext>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the likely event and an unrelated one. */
export const TwoChoices: Story = { decorators: [atStep(1)] };

/** Step 2: likely, possible with no clue, unrelated. */
export const ThreeChoices: Story = { decorators: [atStep(2)] };

/** Step 3: the prediction, then a clue sentence to tap. */
export const WithClue: Story = { decorators: [atStep(3)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };

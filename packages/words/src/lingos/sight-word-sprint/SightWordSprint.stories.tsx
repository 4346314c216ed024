import { atStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import SightWordSprint from './SightWordSprint';

const meta = {
  title: 'Words/Lingos/Sight Word Sprint',
  component: SightWordSprint,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-2-5', seed: 4 },
} satisfies Meta<typeof SightWordSprint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round of 10 words at step 1 (set A), timer with "Hide timer" and "Timer off". */
export const Round: Story = {};

/** Step 4: set D, their/there and two/to may come together. */
export const StepFour: Story = { decorators: [atStep('words', 'lingo-2-5', 4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

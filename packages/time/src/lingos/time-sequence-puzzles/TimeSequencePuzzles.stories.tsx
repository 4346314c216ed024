import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeSequencePuzzles from './TimeSequencePuzzles';

const meta = {
  title: 'Time/Lingos/Time Sequence Puzzles',
  component: TimeSequencePuzzles,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-1-4', seed: 4 },
} satisfies Meta<typeof TimeSequencePuzzles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the learner's saved step (step 1 for a new learner): 3 event cards. */
export const Practice: Story = {};

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 21 } };

/** On a narrow screen: the cards wrap. */
export const Narrow: Story = { decorators: [narrowScreen] };

import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import FactOrOpinion from './FactOrOpinion';

const atStep = learnerAtStep('reading', 'lingo-2-4');

const meta = {
  title: 'Reading/Lingos/Fact or Opinion?',
  component: FactOrOpinion,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-2-4', seed: 4 },
} satisfies Meta<typeof FactOrOpinion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 4 sentences with clear signals into Fact and Opinion. */
export const FourSentences: Story = { decorators: [atStep(1)] };

/** Step 2: all 5 sentences of a passage. */
export const WholePassage: Story = { decorators: [atStep(2)] };

/** Step 3: one sentence, fact or opinion, then the opinion word to tap. */
export const OneSentence: Story = { decorators: [atStep(3)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };

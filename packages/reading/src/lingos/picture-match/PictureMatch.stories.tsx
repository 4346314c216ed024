import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import PictureMatch from './PictureMatch';

const atStep = learnerAtStep('reading', 'lingo-1-4');

const meta = {
  title: 'Reading/Lingos/Picture Match',
  component: PictureMatch,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-1-4', seed: 3 },
} satisfies Meta<typeof PictureMatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: a sentence and 2 scenes that differ in the main noun or the character. */
export const TwoScenes: Story = { decorators: [atStep(1)] };

/** Step 2: 3 scenes that differ in one small detail. */
export const ThreeScenes: Story = { decorators: [atStep(2)] };

/** Step 3: a scene and 3 sentences of the passage. */
export const SceneToSentence: Story = { decorators: [atStep(3)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };

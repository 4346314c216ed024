import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import AbcOrder from './AbcOrder';

const atStep = learnerAtStep('words', 'lingo-1-3');

const meta = {
  title: 'Words/Lingos/ABC Order',
  component: AbcOrder,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-1-3', seed: 2 },
} satisfies Meta<typeof AbcOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: the missing letter of a run of 4, the ABC strip open. */
export const MissingLetter: Story = {};

/** Step 2: 3 letters from a short span to drag into ABC order, the strip still open. */
export const ThreeLetters: Story = { decorators: [atStep(2)] };

/** Step 3: 4 letters from anywhere; the strip is folded, and opening it is a hint. */
export const FourLettersStripFolded: Story = { decorators: [atStep(3)] };

/** Step 4: picture words ordered by their first letters. */
export const PictureWords: Story = { decorators: [atStep(4)] };

/** Step 4 on a narrow phone screen (360 px): the cards wrap. */
export const Narrow: Story = { decorators: [atStep(4), narrowScreen] };

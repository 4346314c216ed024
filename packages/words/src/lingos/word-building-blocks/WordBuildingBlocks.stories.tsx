import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WordBuildingBlocks from './WordBuildingBlocks';

const meta = {
  title: 'Words/Lingos/Word Building Blocks',
  component: WordBuildingBlocks,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-3-0' },
} satisfies Meta<typeof WordBuildingBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: snap snow next to man; a snowman appears. */
export const Lesson: Story = {};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen] };

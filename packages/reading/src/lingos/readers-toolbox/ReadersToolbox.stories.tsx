import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ReadersToolbox from './ReadersToolbox';

const meta = {
  title: "Reading/Lingos/Reader's Toolbox",
  component: ReadersToolbox,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-3-0' },
} satisfies Meta<typeof ReadersToolbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from step 1: the inference board. */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };

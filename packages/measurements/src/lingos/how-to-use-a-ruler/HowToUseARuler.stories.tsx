import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import HowToUseARuler from './HowToUseARuler';

const meta = {
  title: 'Measurements/Lingos/How to Use a Ruler',
  component: HowToUseARuler,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-2-0' },
} satisfies Meta<typeof HowToUseARuler>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from step 1: tap the spaces from 0 to 5; a cube drops into each. */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px): every step's ruler, row and bins fit. */
export const Narrow: Story = { decorators: [narrowScreen] };

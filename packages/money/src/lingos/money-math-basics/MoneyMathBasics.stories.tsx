import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MoneyMathBasics from './MoneyMathBasics';

const meta = {
  title: 'Money/Lingos/Money Math Basics',
  component: MoneyMathBasics,
  args: { conceptId: 'money', lingoId: 'lingo-2-0' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MoneyMathBasics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from step 1: nickels by 5, dimes by 10, quarters onto a loonie, biggest first, $1.25 = 125¢, then the check. */
export const Lesson: Story = {};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MoneyBasics from './MoneyBasics';

const meta = {
  title: 'Money/Lingos/Money Basics',
  component: MoneyBasics,
  args: { conceptId: 'money', lingoId: 'lingo-1-0' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MoneyBasics>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Learn lesson from step 1: hear the five coins, flip them and tap the toonie's ring and
 * centre, match the pictures, put the dime on the nickel, order the coins, hear the bills,
 * then the closing check.
 */
export const Lesson: Story = {};

/** On a narrow (320 px) screen: the coins and bills wrap, nothing scrolls sideways. */
export const Narrow: Story = { decorators: [narrowScreen] };

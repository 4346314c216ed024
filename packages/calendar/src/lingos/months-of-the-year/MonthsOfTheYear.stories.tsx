import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import MonthsOfTheYear from './MonthsOfTheYear';

const atStep = learnerAtStep('calendar', 'lingo-1-3');

const meta = {
  title: 'Calendar/Lingos/Months of the Year',
  component: MonthsOfTheYear,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-1-3', seed: 4 },
} satisfies Meta<typeof MonthsOfTheYear>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 3 months in a row, January to December with no wrap, to put in order. */
export const Practice: Story = {};

/** Step 2: 5 months in a row from any month, about half across the new year. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: "What month comes right after May?" with 3 month cards. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: the year ring with 3 blanks; the month cards are dragged into them. */
export const Step4: Story = { decorators: [atStep(4)] };

/** The shuffled order checked as it is: right cards lock, the others are marked, a hint shows. */
export const CheckedWrong: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check' }));
  },
};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

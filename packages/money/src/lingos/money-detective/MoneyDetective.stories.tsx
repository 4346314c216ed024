import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MoneyDetective from './MoneyDetective';

const atStep = learnerAtStep('money', 'lingo-1-1');

const meta = {
  title: 'Money/Lingos/Money Detective',
  component: MoneyDetective,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-1-1', seed: 4 },
} satisfies Meta<typeof MoneyDetective>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: coins only, a look clue and the value or the nickname, 3 cards. */
export const Practice: Story = {};

/** Step 2: look clues only; 4 cards with all three silver coins. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: coins and bills, clues about value ("Four of me make a loonie."). */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: size against value; in half the items the cards show the King side. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Step 4 with another seed. */
export const Step4AnotherSeed: Story = { decorators: [atStep(4)], args: { seed: 11 } };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

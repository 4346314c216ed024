import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import FirstNextLast from './FirstNextLast';

const atStep = learnerAtStep('reading', 'lingo-1-3');

const meta = {
  title: 'Reading/Lingos/First, Next, Last',
  component: FirstNextLast,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-1-3', seed: 4 },
} satisfies Meta<typeof FirstNextLast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: a story with First and Last, read aloud; 3 event cards with pictures. */
export const ThreeCards: Story = { decorators: [atStep(1)] };

/** Step 2: 4 event cards with pictures, then a "what happens first or last?" question. */
export const FourCards: Story = { decorators: [atStep(2)] };

/** Step 2: the first/last question (3 choices) after the cards. */
export const FirstOrLast: Story = { decorators: [atStep(2)], args: { seed: 2 } };

/** Step 3: 4–5 event cards without pictures. */
export const WithoutPictures: Story = { decorators: [atStep(3)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };

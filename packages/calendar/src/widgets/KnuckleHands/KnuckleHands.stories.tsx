import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KnuckleHands } from './KnuckleHands';

const meta = {
  title: 'Calendar/KnuckleHands',
  component: KnuckleHands,
  parameters: { layout: 'padded' },
  args: { onTap: fn() },
} satisfies Meta<typeof KnuckleHands>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lingo 2-3, step 1: every month written on its knuckle or dip, with the key underneath. */
export const Labelled: Story = {};

/** Step 2: no months shown; tap (or Enter) each place to hear and see its month. */
export const Unlabelled: Story = { args: { labelled: false } };

/** The August hint: July and August both sit on knuckles, lit side by side. */
export const JulyAndAugust: Story = { args: { labelled: false, highlighted: [7, 8] } };

/** A worked example counting along: January to May lit. */
export const CountingAlong: Story = { args: { highlighted: [1, 2, 3, 4, 5] } };

/** On a phone: the right fist goes under the left one. */
export const Narrow: Story = { decorators: [narrowScreen] };

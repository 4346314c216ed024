import type { Meta, StoryObj } from '@storybook/react-vite';
import { MasteryMeter } from './MasteryMeter';

const meta = {
  title: 'Kit/MasteryMeter',
  component: MasteryMeter,
  args: { value: 0 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof MasteryMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not started. */
export const Empty: Story = {};

/** Halfway through the steps. */
export const Halfway: Story = { args: { value: 50 } };

/** Mastered: full, with a star. */
export const Mastered: Story = { args: { value: 100 } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Celebration } from './Celebration';

const meta = {
  title: 'Kit/Celebration',
  component: Celebration,
} satisfies Meta<typeof Celebration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stars rise unless the system asks for reduced motion; then the banner stays still. */
export const Mastered: Story = {};

/** The end of a Learn lesson. */
export const LessonComplete: Story = { args: { text: 'Lesson complete!' } };

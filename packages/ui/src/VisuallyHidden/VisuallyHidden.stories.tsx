import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Completed' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows on screen; a screen reader hears the text. */
export const Alone: Story = {};

/** The usual use: a text alternative next to a decorative icon. */
export const BesideAnIcon: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      Clock Basics <Icon name="check" />
      <VisuallyHidden {...args} />
    </p>
  ),
};

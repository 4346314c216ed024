import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../stories/StoryProviders';
import { ResetProgressButton } from './ResetProgressButton';

const meta = {
  title: 'Kit/ResetProgressButton',
  component: ResetProgressButton,
  render: (args) => (
    <StoryProviders progress={{ 'time/lingo-1-2': { status: 'mastered', step: 4 } }}>
      <ResetProgressButton {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof ResetProgressButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks "Reset progress?" first; confirming clears the (in-memory) progress and toasts. */
export const Default: Story = {};

/** Large. */
export const Large: Story = { args: { size: 'lg' } };

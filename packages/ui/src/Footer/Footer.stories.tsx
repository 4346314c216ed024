import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { NarrowFrame } from '../test/stories';
import { Footer } from './Footer';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithResetButton: Story = {
  args: {
    children: (
      <Button variant="secondary" size="md">
        Reset progress
      </Button>
    ),
  },
};

export const Narrow: Story = {
  args: WithResetButton.args,
  render: (args) => (
    <NarrowFrame width="320px">
      <Footer {...args} />
    </NarrowFrame>
  ),
};

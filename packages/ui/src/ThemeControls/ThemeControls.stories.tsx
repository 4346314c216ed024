import type { Meta, StoryObj } from '@storybook/react-vite';
import { NarrowFrame } from '../test/stories';
import { ThemeControls } from './ThemeControls';

/** Needs the global ThemeProvider decorator (the toolbar drives the same state). */
const meta = {
  title: 'UI/ThemeControls',
  component: ThemeControls,
} satisfies Meta<typeof ThemeControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Narrow: Story = {
  render: () => (
    <NarrowFrame width="12rem">
      <ThemeControls />
    </NarrowFrame>
  ),
};

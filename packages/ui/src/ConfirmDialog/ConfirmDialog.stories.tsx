import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Demo(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" size="md" onClick={() => setOpen(true)}>
        Reset progress
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <Demo {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: 'Reset all progress?',
    description: 'Every Lingo will show as not started again. This cannot be undone.',
    confirmLabel: 'Yes, reset',
    cancelLabel: 'Keep my progress',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};

export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Start the Speed round?',
    description: 'You will have one minute. You can turn the timer off at any time.',
    confirmLabel: 'Start',
    cancelLabel: 'Not now',
  },
};

export const Closed: Story = { args: { open: false } };

export const LongText: Story = {
  args: {
    title: 'Are you really, truly sure that you want to reset every single Lingo on this device?',
    description:
      'This removes the progress of every concept, level and Lingo stored in this browser. Other devices are not affected. The app never sends your progress anywhere.',
  },
};

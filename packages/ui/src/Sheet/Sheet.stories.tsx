import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Sheet, type SheetProps } from './Sheet';
import { sheetSides } from './sheetSides';

function SheetDemo(props: SheetProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the {props.side ?? 'right'} sheet
      </Button>
      <Sheet
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  render: (args) => <SheetDemo {...args} />,
  args: {
    title: 'Settings',
    description: 'Choose how Lingos looks on this device.',
    side: 'right',
    defaultOpen: true,
    onOpenChange: fn(),
    children: <p>Sheets hold secondary content such as settings or the mobile sidebar.</p>,
  },
  argTypes: { side: { control: 'inline-radio', options: sheetSides } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left' } };
export const Top: Story = { args: { side: 'top' } };
export const Bottom: Story = { args: { side: 'bottom' } };
export const Closed: Story = { args: { defaultOpen: false } };

export const HiddenTitle: Story = {
  args: { hideTitle: true, description: undefined, title: 'Sidebar' },
};

export const LongContent: Story = {
  args: {
    title: 'A rather long sheet title that needs to wrap onto a second line on phones',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Paragraph {index + 1}: the panel scrolls, the page behind it does not.</p>
        ))}
      </div>
    ),
  },
};

export const CustomWidth: Story = { args: { side: 'left', size: '18rem', title: 'Menu' } };

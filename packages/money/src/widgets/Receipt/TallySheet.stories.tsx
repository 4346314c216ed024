import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TallySheet, type TallySheetProps } from './TallySheet';

function Choosing(props: TallySheetProps) {
  const [active, setActive] = useState<string | null>(props.activeId ?? null);
  return <TallySheet {...props} activeId={active} onSelect={setActive} />;
}

const meta = {
  title: 'Money/TallySheet',
  component: TallySheet,
  args: {
    lines: [
      { id: 'bill-20', label: 'Twenty-dollar bills', amount: 6000 },
      { id: 'bill-5', label: 'Five-dollar bills', amount: null },
      { id: 'quarter', label: 'Quarters', amount: null },
    ],
    total: { id: 'total', label: 'Total', amount: null },
    activeId: 'bill-5',
    onSelect: fn(),
  },
} satisfies Meta<typeof TallySheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subtotals first, then the total (The Cash Counter, step 3); tap a line to write into it. */
export const Filling: Story = { render: (args) => <Choosing {...args} /> };

/** After a check: a wrong subtotal is marked and its line lit. */
export const Checked: Story = {
  args: {
    lines: [
      { id: 'bill-20', label: 'Twenty-dollar bills', amount: 6000, mark: 'correct' },
      { id: 'quarter', label: 'Quarters', amount: 300, mark: 'incorrect', lit: true },
    ],
    total: { id: 'total', label: 'Total', amount: 6300, mark: 'incorrect' },
    activeId: null,
    disabled: true,
  },
};

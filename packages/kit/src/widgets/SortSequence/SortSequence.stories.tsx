import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  SortSequence,
  sortOrientations,
  type SortCard,
  type SortSequenceProps,
} from './SortSequence';
import { sortMarks } from './sortOrder';

const cards: SortCard[] = [
  { id: 'wake', label: 'Wake up, 7:00 AM', content: <span>⏰ Wake up, 7:00 AM</span> },
  { id: 'breakfast', label: 'Breakfast, 7:30 AM', content: <span>🥣 Breakfast, 7:30 AM</span> },
  { id: 'lunch', label: 'Lunch, 12:00 PM', content: <span>🥪 Lunch, 12:00 PM</span> },
  { id: 'bath', label: 'Bath, 7:00 PM', content: <span>🛁 Bath, 7:00 PM</span> },
];
const solution = ['wake', 'breakfast', 'lunch', 'bath'];

function Stateful(props: SortSequenceProps) {
  const [order, setOrder] = useState(props.order);
  return (
    <SortSequence
      {...props}
      order={order}
      onOrderChange={(next) => {
        setOrder(next);
        props.onOrderChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/SortSequence',
  component: SortSequence,
  args: {
    label: 'Put the events in order, earliest first',
    cards,
    order: ['lunch', 'wake', 'bath', 'breakfast'],
    onOrderChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: sortOrientations } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SortSequence>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag with a mouse or finger (press and hold), or Space, arrows, Space on the keyboard. */
export const Vertical: Story = {};

/** A row that wraps (short cards such as clocks). */
export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    cards: [
      { id: 'a', label: '3:10', content: '3:10' },
      { id: 'b', label: '3:40', content: '3:40' },
      { id: 'c', label: '4:05', content: '4:05' },
    ],
    order: ['b', 'c', 'a'],
  },
};

/** After a check: right cards lock in place, wrong ones wiggle; only the wrong ones move. */
export const Checked: Story = {
  args: {
    order: ['wake', 'lunch', 'breakfast', 'bath'],
    marks: sortMarks(['wake', 'lunch', 'breakfast', 'bath'], solution),
  },
};

/** Everything right. */
export const AllCorrect: Story = {
  args: { order: solution, marks: sortMarks(solution, solution), disabled: true },
};

/** Locked while feedback shows. */
export const Disabled: Story = { args: { disabled: true } };

/** Long labels on a narrow screen. */
export const NarrowLongText: Story = {
  args: {
    cards: cards.map((card) => ({
      ...card,
      label: `${card.label}: something that happens every single day at home`,
      content: <span>{card.label}: something that happens every single day at home</span>,
    })),
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Stateful {...args} />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ScheduleRibbon } from './ScheduleRibbon';
import type { ScheduleBlock } from './scheduleModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

const afterSchool: readonly ScheduleBlock[] = [
  { id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) },
  { id: 'soccer', label: 'Soccer', duration: 75, start: null },
  { id: 'homework', label: 'Homework', duration: 30, start: null },
];

const meta = {
  title: 'Time/ScheduleRibbon',
  component: ScheduleRibbon,
  parameters: { layout: 'padded' },
  args: {
    scheduleWindow: { from: at(15, 0), to: at(18, 0) },
    windowLabels: { from: 'School ends', to: 'Dinner' },
    defaultBlocks: afterSchool,
    onBlocksChange: fn(),
  },
} satisfies Meta<typeof ScheduleRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lingo 3-2 step 3: place blocks between school and dinner. */
export const Schedule: Story = {};

/** After a Check: the overlapping blocks are flagged. */
export const WithOverlap: Story = {
  args: {
    defaultBlocks: [
      { id: 'soccer', label: 'Soccer', duration: 75, start: at(15, 30) },
      { id: 'piano', label: 'Piano', duration: 30, start: at(16, 30) },
    ],
    flaggedBlockIds: ['soccer', 'piano'],
  },
};

/** Lingo 3-2 step 4: a longer window in 24-hour time. */
export const TwentyFourHour: Story = {
  args: {
    format: '24h',
    scheduleWindow: { from: at(14, 0), to: at(18, 0) },
    windowLabels: {},
    defaultBlocks: [
      { id: 'swim', label: 'Swim', duration: 60, start: null },
      { id: 'piano', label: 'Piano', duration: 45, start: null },
      { id: 'reading', label: 'Reading', duration: 30, start: null },
      { id: 'dog', label: 'Walking the dog', duration: 30, start: null },
    ],
  },
};

/** A fixed event in the window: it cannot be picked up or dragged. */
export const WithFixedBlock: Story = {
  args: {
    defaultBlocks: [
      { id: 'piano', label: 'Piano lesson', duration: 30, start: at(16, 0), fixed: true },
      { id: 'snack', label: 'Snack', duration: 15, start: null },
      { id: 'homework', label: 'Homework', duration: 30, start: null },
    ],
  },
};

/** Short blocks side by side on a phone: their names stack in rows over the ribbon. */
export const NarrowWidth: Story = {
  args: {
    defaultBlocks: [
      { id: 'soccer', label: 'Soccer', duration: 45, start: at(15, 30) },
      { id: 'snack', label: 'Snack', duration: 15, start: at(16, 15) },
      { id: 'piano', label: 'Piano', duration: 45, start: at(16, 30) },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

function ControlledSchedule() {
  const [blocks, setBlocks] = useState<readonly ScheduleBlock[]>(afterSchool);
  return (
    <div>
      <ScheduleRibbon
        scheduleWindow={{ from: at(15, 0), to: at(18, 0) }}
        blocks={blocks}
        onBlocksChange={setBlocks}
      />
      <p>{blocks.map((block) => `${block.label}: ${block.start ?? 'in the tray'}`).join(' · ')}</p>
    </div>
  );
}

/** Controlled by its host (the answer is built from the blocks' starts). */
export const Controlled: Story = { render: () => <ControlledSchedule /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TimeRibbon } from './TimeRibbon';
import type { ScheduleBlock } from '../ScheduleRibbon/scheduleModel';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

const meta = {
  title: 'Time/TimeRibbon',
  component: TimeRibbon,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TimeRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lingo 2-0: count on from 2:00 with the jump buttons. */
export const CountingOn: Story = { args: { start: at(2, 0) } };

/** After +1 h and +15 min (the 2-0 text alternative). */
export const WithJumps: Story = { args: { start: at(2, 0), defaultJumps: [60, 15] } };

/** Lingo 2-3: "back" mode, − buttons. */
export const BackMode: Story = {
  args: { start: at(4, 10), direction: 'back', defaultJumps: [-10, -30] },
};

/** Lingo 2-4: a flag at the end time and the total of the jumps. */
export const DurationWithTarget: Story = {
  args: { start: at(2, 50), target: at(3, 10), defaultJumps: [10], showTotal: true },
};

/** Lingo 3-4 with the H-NOON hint: the 12 noon landmark lights up. */
export const NoonHighlighted: Story = {
  args: {
    start: at(10, 40),
    target: at(14, 15),
    format: '12h',
    highlightLandmark: 'noon',
    defaultJumps: [20, 60],
    showTotal: true,
  },
};

/** An overnight count across 12 midnight. */
export const AcrossMidnight: Story = {
  args: {
    start: at(22, 30),
    format: '12h',
    defaultJumps: [60, 60, 60, 15],
    highlightLandmark: 'midnight',
  },
};

/** A worked example: the jumps without buttons. */
export const ReadOnly: Story = {
  args: { start: at(3, 45), defaultJumps: [15, 15], readOnly: true, showTotal: true },
};

/** Lingo 3-0: the whole day with a sky, 12-hour labels above and 24-hour labels below. */
export const WholeDay: Story = {
  args: {
    start: at(9, 0),
    range: { from: 0, to: 1440 },
    format: '12h',
    secondaryFormat: '24h',
    sky: true,
    readOnly: true,
  },
};

function SunOnTheDay() {
  const [sun, setSun] = useState(9 * 60);
  return (
    <TimeRibbon
      start={0}
      range={{ from: 0, to: 1440 }}
      format="12h"
      secondaryFormat="24h"
      sky
      readOnly
      marker={{ value: sun, onChange: setSun, label: 'Sun', icon: '☀️' }}
    />
  );
}

/** Lingo 3-0 step 1: drag the sun along the day (arrows move it 15 minutes, Shift 1 hour). */
export const DraggableSun: Story = { args: { start: 0 }, render: () => <SunOnTheDay /> };

/** Only some jump sizes (a Learn step that asks for "+1 h"). */
export const OneJumpSize: Story = { args: { start: at(2, 0), jumpSizes: [60] } };

/** A long count on a narrow screen. */
export const NarrowWidth: Story = {
  args: { start: at(8, 5), format: '12h', defaultJumps: [55, 60, 60, 60, 30, 15, 5, 1] },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

function ControlledRibbon() {
  const [jumps, setJumps] = useState<readonly number[]>([]);
  return (
    <div>
      <TimeRibbon start={at(3, 45)} jumps={jumps} onJumpsChange={setJumps} showTotal />
      <p>Jumps: {jumps.join(', ') || 'none'}</p>
    </div>
  );
}

/** Controlled by its host (the answer is built from the jumps). */
export const Controlled: Story = { args: { start: at(3, 45) }, render: () => <ControlledRibbon /> };

const afterSchool: readonly ScheduleBlock[] = [
  { id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) },
  { id: 'soccer', label: 'Soccer', duration: 75, start: null },
  { id: 'homework', label: 'Homework', duration: 30, start: null },
];

/** Lingo 3-2 step 3: place blocks between school and dinner. */
export const Schedule: Story = {
  args: {
    mode: 'schedule',
    scheduleWindow: { from: at(15, 0), to: at(18, 0) },
    windowLabels: { from: 'School ends', to: 'Dinner' },
    defaultBlocks: afterSchool,
  },
};

/** After a Check: the overlapping blocks are flagged. */
export const ScheduleWithOverlap: Story = {
  args: {
    mode: 'schedule',
    scheduleWindow: { from: at(15, 0), to: at(18, 0) },
    windowLabels: { from: 'School ends', to: 'Dinner' },
    defaultBlocks: [
      { id: 'soccer', label: 'Soccer', duration: 75, start: at(15, 30) },
      { id: 'piano', label: 'Piano', duration: 30, start: at(16, 30) },
    ],
    flaggedBlockIds: ['soccer', 'piano'],
  },
};

/** Lingo 3-2 step 4: a longer window in 24-hour time, with a fixed event. */
export const Schedule24Hour: Story = {
  args: {
    mode: 'schedule',
    format: '24h',
    scheduleWindow: { from: at(14, 0), to: at(18, 0) },
    defaultBlocks: [
      { id: 'swim', label: 'Swim', duration: 60, start: null },
      { id: 'piano', label: 'Piano', duration: 45, start: null },
      { id: 'reading', label: 'Reading', duration: 30, start: null },
      { id: 'dog', label: 'Walking the dog', duration: 30, start: null },
    ],
  },
};

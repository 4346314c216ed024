import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TimeRibbon } from './TimeRibbon';

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

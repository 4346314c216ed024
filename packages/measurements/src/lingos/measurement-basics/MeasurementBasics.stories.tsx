import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MeasurementBasics from './MeasurementBasics';

const meta = {
  title: 'Measurements/Lingos/Measurement Basics',
  component: MeasurementBasics,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-1-0' },
} satisfies Meta<typeof MeasurementBasics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from step 1: drag the pencil to the start line, then tap the longer one. */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px): the lanes, the scale and the rows fit. */
export const Narrow: Story = { decorators: [narrowScreen] };

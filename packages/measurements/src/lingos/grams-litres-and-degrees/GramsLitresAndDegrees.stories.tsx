import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import GramsLitresAndDegrees from './GramsLitresAndDegrees';

const meta = {
  title: 'Measurements/Lingos/Grams, Litres and Degrees',
  component: GramsLitresAndDegrees,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-3-0' },
} satisfies Meta<typeof GramsLitresAndDegrees>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The lesson from step 1: an apple and 100 g masses. Then 1 kg against ten 100 g, a milk
 * carton and a glass of milk poured into the jug, the thermometer to 0 and 25, and the
 * closing check (a wrong card replays its step).
 */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px): the tray wraps under the scale. */
export const Narrow: Story = { decorators: [narrowScreen] };

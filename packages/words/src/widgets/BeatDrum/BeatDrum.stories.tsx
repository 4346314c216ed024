import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { BeatDrum } from './BeatDrum';

const meta = {
  title: 'Words/BeatDrum',
  component: BeatDrum,
  args: { onCountChange: fn() },
} satisfies Meta<typeof BeatDrum>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clap the Syllables (3-3): tap, click or press Space to drum along; Backspace takes one off. */
export const Default: Story = {};

/** Silent: dots and words only. */
export const Silent: Story = { args: { sound: false } };

/** A drum of 4 dots, to see it full ("That is all the dots."). */
export const FourDots: Story = { args: { max: 4 } };

/** On a 360 px phone. */
export const Narrow: Story = { decorators: [narrowScreen] };

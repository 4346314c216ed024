import moonArt from '@lingos/kit/pictures/crescent-moon';
import sunArt from '@lingos/kit/pictures/sun';
import { Picture } from '@lingos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { partOfDay } from '../../model/time';
import { wholeDay } from '../TimeRibbon/ribbonModel';
import { MarkerRibbon, type MarkerRibbonProps } from './MarkerRibbon';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** A ribbon that keeps its marker's place, so drags and keys can be tried in the story. */
function Playground(props: MarkerRibbonProps) {
  const [value, setValue] = useState(props.marker.value);
  const night = partOfDay(value % 1440) === 'night';
  return (
    <MarkerRibbon
      {...props}
      marker={{
        ...props.marker,
        value,
        icon: <Picture art={night ? moonArt : sunArt} size={32} decorative />,
        onChange: (next) => {
          setValue(next);
          props.marker.onChange(next);
        },
      }}
    />
  );
}

const meta = {
  title: 'Time/MarkerRibbon',
  component: MarkerRibbon,
  parameters: { layout: 'padded' },
  args: {
    label: 'Day ribbon',
    range: wholeDay,
    format: '12h',
    secondaryFormat: '24h',
    sky: true,
    marker: { value: at(9, 0), label: 'Sun', onChange: fn() },
  },
  render: (args) => <Playground {...args} />,
} satisfies Meta<typeof MarkerRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lingo 3-0 step 1: drag the sun along the day (arrows move it 15 minutes, Shift 1 hour). */
export const SunOnTheDay: Story = {};

/** Lingo 3-0 step 2 after both taps: 12 noon and 12 midnight lit up. */
export const LandmarksLit: Story = { args: { highlightLandmark: 'both' } };

/** The sun at night: it looks like the moon and keeps its name. */
export const AtNight: Story = {
  args: { marker: { value: at(22, 0), label: 'Sun', onChange: fn() } },
};

/** A finer marker: 5-minute steps over an afternoon. */
export const FiveMinuteSteps: Story = {
  args: {
    range: { from: at(12, 0), to: at(18, 0) },
    sky: false,
    secondaryFormat: undefined,
    marker: { value: at(15, 0), label: 'Sun', onChange: fn(), step: 5 },
  },
};

/** On a phone: fewer hour labels, the same 48 px marker. */
export const NarrowWidth: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

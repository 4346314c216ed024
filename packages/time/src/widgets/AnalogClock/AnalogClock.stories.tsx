import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { describeClock, formatDigital } from '../../model/time';
import { AnalogClock, type AnalogClockProps } from './AnalogClock';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** A clock that keeps its own time, so drags and keys can be tried in the story. */
function Playground(props: AnalogClockProps) {
  const [value, setValue] = useState(props.value ?? at(3, 45));
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <AnalogClock {...props} value={value} onChange={setValue} />
      <p style={{ fontSize: 20 }}>
        {formatDigital(value)} · {describeClock(value, { minuteNumbers: props.minuteNumbers })}
      </p>
    </div>
  );
}

const meta = {
  title: 'Time/AnalogClock',
  component: AnalogClock,
  args: {
    value: at(3, 45),
    size: 300,
    onChange: fn(),
    onChangeEnd: fn(),
  },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 1439, step: 1 } },
    size: { control: { type: 'range', min: 120, max: 480, step: 10 } },
    flashHand: { control: 'inline-radio', options: [undefined, 'hour', 'minute', 'both'] },
    sliderText: { control: 'inline-radio', options: ['time', 'hands'] },
  },
} satisfies Meta<typeof AnalogClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A display-only clock: an image named by the description rule. */
export const Static: Story = {};

/** O'clock: the long hand straight up at 12. */
export const OClock: Story = { args: { value: at(7, 0) } };

/** Both hands draggable; try the keyboard: arrows 1 min, PageUp/PageDown 5 min, Shift+arrows 1 h. */
export const Draggable: Story = {
  args: { draggableHands: ['hour', 'minute'] },
  render: (args) => <Playground {...args} />,
};

/** Only the long hand moves (Clock Basics steps 3–5). */
export const MinuteHandOnlyDraggable: Story = {
  args: { value: at(5, 20), draggableHands: ['minute'] },
  render: (args) => <Playground {...args} />,
};

/** The sliders speak the hands' places instead of the time (Set the Time). */
export const SlidersSpeakHands: Story = {
  args: { draggableHands: ['hour', 'minute'], sliderText: 'hands', value: at(12, 0) },
  render: (args) => <Playground {...args} />,
};

/** Scaffold: the minutes 0, 5 … 55 around the face. */
export const MinuteNumbers: Story = {
  args: { minuteNumbers: true, draggableHands: ['hour', 'minute'] },
  render: (args) => <Playground {...args} />,
};

/** Scaffold: the short hand alone (Clock Basics steps 1–2, the "broken clock"). */
export const HourHandOnly: Story = {
  args: { hourHandOnly: true, value: at(2, 30) },
};

/** The hour hand alone, draggable: it snaps to whole hours. */
export const HourHandOnlyDraggable: Story = {
  args: { hourHandOnly: true, draggableHands: ['hour'], value: at(12, 0) },
  render: (args) => <Playground {...args} />,
};

/** AM/PM sky, morning. */
export const SkyMorning: Story = { args: { sky: true, value: at(8, 15) } };
/** AM/PM sky, afternoon. */
export const SkyAfternoon: Story = { args: { sky: true, value: at(15, 47) } };
/** AM/PM sky, evening. */
export const SkyEvening: Story = { args: { sky: true, value: at(18, 30) } };
/** AM/PM sky, night. */
export const SkyNight: Story = { args: { sky: true, value: at(22, 5) } };

/** The sky follows a drag: turn the hands past noon or midnight. */
export const SkyDraggable: Story = {
  args: { sky: true, value: at(11, 30), draggableHands: ['hour', 'minute'] },
  render: (args) => <Playground {...args} />,
};

/** The second hand (The Living Clock's "Show seconds" toggle). */
export const ShowSeconds: Story = { args: { showSeconds: true, seconds: 20, sky: true } };

/** Tappable numbers (Clock Basics step 1), with the 12 highlighted. */
export const TappableNumbers: Story = {
  args: { hourHandOnly: true, value: at(12, 0), highlightedNumbers: [12], onNumberTap: fn() },
};

/** Tappable hands named by their length ("Tap the hour hand."). */
export const TappableHands: Story = {
  args: {
    value: at(3, 0),
    onHandTap: fn(),
    handNames: { hour: 'Short hand', minute: 'Long hand' },
  },
};

/** The H-SWAP hint: the two hands flash in turn. */
export const FlashBothHands: Story = { args: { flashHand: 'both', flashKey: 1 } };

/** One hand flashing. */
export const FlashHourHand: Story = { args: { flashHand: 'hour', flashKey: 1 } };

/** Spins to each new time (reduced motion jumps instead). */
export const Spin: Story = {
  render: function SpinStory(args) {
    const [value, setValue] = useState(at(3, 0));
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <AnalogClock {...args} value={value} animate sky />
        <div style={{ display: 'flex', gap: 8 }}>
          {[at(3, 0), at(9, 45), at(14, 20), at(23, 55)].map((time) => (
            <button
              key={time}
              type="button"
              onClick={() => setValue(time)}
              style={{ minHeight: 44 }}
            >
              {formatDigital(time)}
            </button>
          ))}
        </div>
      </div>
    );
  },
};

/** Small, as on a sequence card. */
export const Small: Story = { args: { size: 140, value: at(7, 30) } };

/** Large. */
export const Large: Story = {
  args: { size: 440, draggableHands: ['hour', 'minute'], minuteNumbers: true },
  render: (args) => <Playground {...args} />,
};

/** A narrow container: the clock shrinks to fit. */
export const NarrowWidth: Story = {
  args: { size: 360, draggableHands: ['hour', 'minute'] },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Playground {...args} />
    </div>
  ),
};

/** The caller names the clock (a reading item never speaks its answer). */
export const CallerLabel: Story = {
  args: {
    value: at(8, 53),
    label:
      'Clock 4 of 10: the short hand is close to 9. The long hand is 3 small marks past the 10.',
  },
};

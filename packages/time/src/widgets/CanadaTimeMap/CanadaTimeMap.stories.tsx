import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { CityId } from '../../model/zones';
import { CanadaTimeMap } from './CanadaTimeMap';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

const meta = {
  title: 'Time/CanadaTimeMap',
  component: CanadaTimeMap,
  parameters: { layout: 'padded' },
  args: { time: at(12, 0) },
} satisfies Meta<typeof CanadaTimeMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every clock shown: noon in Toronto. */
export const AllClocks: Story = {};

/** Lingo 3-3: Toronto is set, Vancouver shows a question mark. */
export const Question: Story = {
  args: { source: 'toronto', target: 'vancouver', hiddenCities: ['vancouver'] },
};

/** After the answer: each clock says how it compares with the source. */
export const Answered: Story = {
  args: { source: 'toronto', target: 'vancouver', showDifference: true },
};

/** Half an hour: Halifax to St. John's. */
export const StJohns: Story = {
  args: {
    time: at(10, 0),
    timeCity: 'halifax',
    source: 'halifax',
    target: 'st-johns',
    hiddenCities: ['st-johns'],
  },
};

/** Crossing midnight: 11:30 PM in Vancouver is 2:30 AM tomorrow in Toronto. */
export const AcrossMidnight: Story = {
  args: { time: at(23, 30), timeCity: 'vancouver', source: 'vancouver', target: 'toronto' },
};

/** 24-hour clocks. */
export const TwentyFourHour: Story = { args: { time: at(17, 0), format: '24h' } };

/** On a phone: two rows of three, still west to east. */
export const NarrowWidth: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};

function ChooseCities() {
  const [source, setSource] = useState<CityId | undefined>();
  const [target, setTarget] = useState<CityId | undefined>();
  return (
    <div>
      <CanadaTimeMap
        time={at(15, 0)}
        source={source}
        target={target}
        onCitySelect={(city) => {
          if (!source || target) {
            setSource(city);
            setTarget(undefined);
          } else setTarget(city);
        }}
      />
      <p>
        From: {source ?? 'choose a city'} · To: {target ?? 'choose a city'}
      </p>
    </div>
  );
}

/** Selecting a source, then a target. */
export const SelectSourceAndTarget: Story = { render: () => <ChooseCities /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MatchPairs, type MatchPairsProps } from './MatchPairs';
import { joinPair, matchPairsMarks, removePair, type MatchPairsItem } from './matchPairsModel';

const coins: MatchPairsItem[] = [
  { id: 'nickel', label: 'nickel', content: 'Nickel' },
  { id: 'dime', label: 'dime', content: 'Dime' },
  { id: 'quarter', label: 'quarter', content: 'Quarter' },
];
const pictures: MatchPairsItem[] = [
  { id: 'ship', label: 'a sailing ship, the Bluenose', content: 'Sailing ship' },
  { id: 'caribou', label: 'a caribou', content: 'Caribou' },
  { id: 'beaver', label: 'a beaver', content: 'Beaver' },
];
const solution = { nickel: 'beaver', dime: 'ship', quarter: 'caribou' };

function Stateful(props: MatchPairsProps) {
  const [pairs, setPairs] = useState(props.pairs);
  return (
    <MatchPairs
      {...props}
      pairs={pairs}
      onPair={(left, right) => {
        props.onPair(left, right);
        setPairs((current) => joinPair(current, left, right));
      }}
      onUnpair={(left, right) => {
        props.onUnpair(left, right);
        setPairs((current) => removePair(current, left));
      }}
    />
  );
}

const meta = {
  title: 'Kit/MatchPairs',
  component: MatchPairs,
  args: {
    label: 'Match each coin to its picture',
    leftLabel: 'Coins',
    rightLabel: 'Pictures',
    left: coins,
    right: pictures,
    pairs: {},
    onPair: fn(),
    onUnpair: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MatchPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Money Basics step 3: tap a coin, then its picture (or Tab, arrows, Enter). A pair shows the
 * same number on both; tap either to undo it.
 */
export const CoinsAndPictures: Story = {};

/** Two pairs made, one of them wrong. */
export const PartWay: Story = { args: { pairs: { nickel: 'beaver', dime: 'caribou' } } };

/** After a check: right pairs lock, wrong ones show a cross and can be undone. */
export const Checked: Story = {
  args: {
    pairs: { nickel: 'beaver', dime: 'caribou', quarter: 'ship' },
    marks: matchPairsMarks({ nickel: 'beaver', dime: 'caribou', quarter: 'ship' }, solution),
  },
};

/** Everything right, locked while the feedback shows. */
export const AllCorrect: Story = {
  args: { pairs: solution, marks: matchPairsMarks(solution, solution), disabled: true },
};

/** Big and small letters (words 1-2), named in the concept's own words. */
export const Letters: Story = {
  args: {
    label: 'Match each big letter to its small letter',
    leftLabel: 'Big',
    rightLabel: 'Small',
    left: ['B', 'D', 'P', 'Q'].map((letter) => ({ id: letter, label: letter, content: letter })),
    right: ['q', 'b', 'p', 'd'].map((letter) => ({ id: letter, label: letter, content: letter })),
    texts: {
      itemName: (item, partner) =>
        partner ? `${item.label}, matched with ${partner.label}` : item.label,
    },
  },
};

/** Causes and effects (reading 3-2): long text wraps on a narrow screen. */
export const NarrowLongText: Story = {
  args: {
    label: 'Connect each cause to its effect',
    leftLabel: 'Causes',
    rightLabel: 'Effects',
    left: [
      {
        id: 'rain',
        label: 'freezing rain fell all night',
        content: 'Freezing rain fell all night',
      },
      { id: 'storm', label: 'the power went out', content: 'The power went out' },
    ],
    right: [
      { id: 'ice', label: 'everything was coated in ice', content: 'Everything was coated in ice' },
      {
        id: 'blankets',
        label: 'the family wrapped up in blankets',
        content: 'The family wrapped up in blankets',
      },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Stateful {...args} />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SortBins, type SortBinsProps } from './SortBins';
import type { SortBin, SortBinsFeedback, SortBinsItem } from './sortBinsModel';

/** A flat coin for stories: a circle, or an 11-sided loonie, in a metal colour. */
function Coin({
  kind,
  size = 48,
}: {
  readonly kind: 'nickel' | 'dime' | 'loonie';
  readonly size?: number;
}) {
  const fill = kind === 'loonie' ? '#c9a227' : '#b8bcc2';
  const radius = kind === 'dime' ? 15 : 20;
  const points = Array.from({ length: 11 }, (_, index) => {
    const angle = (index / 11) * Math.PI * 2 - Math.PI / 2;
    return `${24 + 21 * Math.cos(angle)},${24 + 21 * Math.sin(angle)}`;
  }).join(' ');
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      {kind === 'loonie' ? (
        <polygon points={points} fill={fill} stroke="#6b5310" strokeWidth="2" />
      ) : (
        <circle cx="24" cy="24" r={radius} fill={fill} stroke="#5f6368" strokeWidth="2" />
      )}
    </svg>
  );
}

const coinText = {
  nickel: 'a silver coin with a beaver',
  dime: 'a tiny silver coin with a ship',
  loonie: 'a gold-coloured coin with 11 sides',
} as const;

const coins: SortBinsItem[] = (
  ['nickel', 'dime', 'loonie', 'nickel', 'dime', 'loonie'] as const
).map((kind, index) => ({
  id: `${kind}-${index}`,
  label: coinText[kind],
  content: <Coin kind={kind} />,
}));
const coinBins: SortBin[] = [
  { id: 'nickel', label: 'Nickels', picture: <Coin kind="nickel" size={32} /> },
  { id: 'dime', label: 'Dimes', picture: <Coin kind="dime" size={32} /> },
  { id: 'loonie', label: 'Loonies', picture: <Coin kind="loonie" size={32} /> },
];
const coinAnswer = (itemId: string) => itemId.split('-')[0] ?? '';

/** Coin Sort's rule in a story: right drops stay; a wrong one bounces back with a hint. */
function CoinSortDemo(props: SortBinsProps) {
  const [placement, setPlacement] = useState(props.placement);
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(props.feedback);
  return (
    <SortBins
      {...props}
      placement={placement}
      feedback={feedback}
      onPlace={(itemId, binId) => {
        props.onPlace(itemId, binId);
        if (binId !== null && coinAnswer(itemId) !== binId) {
          setFeedback((previous) => ({
            key: (Number(previous?.key) || 0) + 1,
            bounced: [{ itemId, binId }],
            message:
              coinAnswer(itemId) === 'dime' || binId === 'dime'
                ? 'The dime is the smaller one, with the ship.'
                : 'Look at the colour and count the sides.',
          }));
          return;
        }
        setFeedback(undefined);
        setPlacement((current) => ({ ...current, [itemId]: binId }));
      }}
    />
  );
}

const meta = {
  title: 'Kit/SortBins',
  component: SortBins,
  args: {
    label: 'Sort the coins',
    items: coins,
    bins: coinBins,
    placement: {},
    noun: { one: 'coin', other: 'coins' },
    onPlace: fn(),
  },
  render: (args) => <CoinSortDemo {...args} />,
} satisfies Meta<typeof SortBins>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Coin Sort: drag a coin into its bin (mouse, or press and hold with a finger), tap a coin
 * then a bin, or Tab to a coin, Space, arrows, Space. A wrong drop bounces back with a hint.
 */
export const CoinSort: Story = {};

/** Part-way: some coins sorted, 3 left. */
export const PartWay: Story = {
  args: { placement: { 'nickel-0': 'nickel', 'dime-1': 'dime', 'loonie-2': 'loonie' } },
};

/** Right after a wrong drop: the dime bounced out of Nickels (reduced motion: no flight). */
export const Bounced: Story = {
  args: {
    feedback: {
      key: 1,
      bounced: [{ itemId: 'dime-1', binId: 'nickel' }],
      message: 'The dime is the smaller one, with the ship.',
    },
  },
};

const days: SortBinsItem[] = ['Monday', 'Saturday', 'Wednesday', 'Sunday', 'Friday'].map((day) => ({
  id: day,
  label: day,
  content: day,
}));
const dayBins: SortBin[] = [
  { id: 'weekday', label: 'Weekday' },
  { id: 'weekend', label: 'Weekend' },
];

/** Checked all at once (calendar): right words lock in their bin, wrong ones show a cross. */
export const CheckedWithMarks: Story = {
  args: {
    label: 'Weekday or weekend?',
    items: days,
    bins: dayBins,
    noun: { one: 'day', other: 'days' },
    placement: {
      Monday: 'weekday',
      Saturday: 'weekend',
      Wednesday: 'weekend',
      Sunday: 'weekend',
      Friday: 'weekday',
    },
    marks: {
      Monday: 'correct',
      Saturday: 'correct',
      Wednesday: 'incorrect',
      Sunday: 'correct',
      Friday: 'correct',
    },
  },
  render: (args) => <SortBins {...args} />,
};

/** Every day right, locked while the feedback shows. */
export const AllCorrect: Story = {
  args: {
    ...CheckedWithMarks.args,
    placement: {
      Monday: 'weekday',
      Saturday: 'weekend',
      Wednesday: 'weekday',
      Sunday: 'weekend',
      Friday: 'weekday',
    },
    marks: {
      Monday: 'correct',
      Saturday: 'correct',
      Wednesday: 'correct',
      Sunday: 'correct',
      Friday: 'correct',
    },
    disabled: true,
  },
  render: (args) => <SortBins {...args} />,
};

const amounts = ['2.51', '2.52', '2.53', '2.54'];

/** Rounding to 5¢ (money 3-0) with the concept's own words: "2 dollars 53 goes into 2 dollars 55." */
export const ConceptWording: Story = {
  args: {
    label: 'Round each total to the nearest 5 cents',
    items: amounts.map((amount) => ({
      id: amount,
      label: `2 dollars ${amount.slice(2)}`,
      content: `$${amount}`,
    })),
    bins: [
      { id: '2.50', label: '$2.50' },
      { id: '2.55', label: '$2.55' },
    ],
    noun: { one: 'total', other: 'totals' },
    texts: {
      placed: (item, bin) => `${item.label} goes into ${bin.label}.`,
    },
  },
  render: function Render(args) {
    const [placement, setPlacement] = useState(args.placement);
    return (
      <SortBins
        {...args}
        placement={placement}
        onPlace={(itemId, binId) => setPlacement((current) => ({ ...current, [itemId]: binId }))}
      />
    );
  },
};

/** Four bins on a phone: they wrap two by two. */
export const NarrowFourBins: Story = {
  args: {
    label: 'Which season?',
    items: ['snowman', 'sandcastle', 'tulips', 'raking leaves'].map((thing) => ({
      id: thing,
      label: thing,
      content: thing,
    })),
    bins: ['Winter', 'Spring', 'Summer', 'Fall'].map((season) => ({ id: season, label: season })),
    noun: { one: 'picture', other: 'pictures' },
  },
  render: function Render(args) {
    const [placement, setPlacement] = useState(args.placement);
    return (
      <div style={{ maxWidth: '22rem' }}>
        <SortBins
          {...args}
          placement={placement}
          onPlace={(itemId, binId) => setPlacement((current) => ({ ...current, [itemId]: binId }))}
        />
      </div>
    );
  },
};

/** Locked while feedback shows. */
export const Disabled: Story = { args: { disabled: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../stories/StoryProviders';
import { ChoiceGrid, type ChoiceGridProps, type ChoiceOption } from './ChoiceGrid';

const timeOptions: ChoiceOption[] = [
  { value: '7:00', label: '7:00' },
  { value: '12:35', label: '12:35' },
  { value: '6:30', label: '6:30' },
];

const coinOptions: ChoiceOption[] = [
  {
    value: 'nickel',
    label: <span style={{ fontSize: '2.5rem' }}>🦫</span>,
    ariaLabel: 'A nickel, with a beaver',
  },
  {
    value: 'dime',
    label: <span style={{ fontSize: '2.5rem' }}>⛵</span>,
    ariaLabel: 'A dime, with a ship',
  },
  {
    value: 'quarter',
    label: <span style={{ fontSize: '2.5rem' }}>🦌</span>,
    ariaLabel: 'A quarter, with a caribou',
  },
  {
    value: 'loonie',
    label: <span style={{ fontSize: '2.5rem' }}>🦆</span>,
    ariaLabel: 'A loonie, with a loon',
  },
];

function Stateful(props: ChoiceGridProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceGrid
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/ChoiceGrid',
  component: ChoiceGrid,
  args: {
    label: "Which clock shows 7 o'clock?",
    options: timeOptions,
    value: null,
    onChange: fn(),
  },
  render: (args) => (
    <StoryProviders>
      <Stateful {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof ChoiceGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: tap a card, or Tab in, move with the arrows and pick with Enter. */
export const Idle: Story = {};

/** A card picked, waiting for Check. */
export const Selected: Story = { args: { value: '6:30' } };

/** After a wrong check: the pick is red and wiggles, the right card is green. */
export const Incorrect: Story = {
  args: { value: '12:35', disabled: true, marks: { '12:35': 'incorrect', '7:00': 'correct' } },
};

/** After a right check. */
export const Correct: Story = {
  args: { value: '7:00', disabled: true, marks: { '7:00': 'correct' } },
};

/** A tried card that cannot be picked again (Learn check, second try). */
export const CardDisabled: Story = {
  args: {
    options: timeOptions.map((option) => ({ ...option, disabled: option.value === '12:35' })),
  },
};

/** Four picture cards in a 2 × 2 grid, named for screen readers. */
export const Pictures: Story = {
  args: { label: 'Which coin has a ship on it?', options: coinOptions, columns: 2 },
};

/** Word cards that speak when they get keyboard focus (words 2-5). */
export const SpeakOnFocus: Story = {
  args: {
    label: 'Find: said',
    speakOnFocus: true,
    options: [
      { value: 'said', label: 'said', speech: 's, a, i, d' },
      { value: 'sad', label: 'sad', speech: 's, a, d' },
      { value: 'say', label: 'say', speech: 's, a, y' },
      { value: 'paid', label: 'paid', speech: 'p, a, i, d' },
    ],
  },
};

/**
 * Sentence cards with a small speaker each (reading): a tap on the speaker reads the card
 * without picking it; keyboard focus reads it too.
 */
export const WithSpeakers: Story = {
  args: {
    label: 'Who has a den on the farm?',
    speakOnFocus: true,
    speakers: true,
    options: [
      { value: 'duck', label: 'a duck' },
      { value: 'fox', label: 'a red fox' },
    ],
  },
};

/** Long text wraps inside the cards. */
export const LongText: Story = {
  args: {
    label: 'Which sentence tells the big idea?',
    options: [
      { value: 'a', label: 'Trees give animals food and a place to live.' },
      { value: 'b', label: 'Squirrels like to eat acorns and other nuts in the fall.' },
      {
        value: 'c',
        label: 'One big tree can be home to hundreds of living things, big and small.',
      },
    ],
  },
};

/** A phone-width screen: the cards stack. */
export const Narrow: Story = {
  render: (args) => (
    <StoryProviders>
      <div style={{ maxWidth: '20rem' }}>
        <Stateful {...args} />
      </div>
    </StoryProviders>
  ),
};

import { StoryProviders } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { soundUtterances, teamUtterances } from '../../model/keyWords';
import { letterName } from '../../model/letters';
import { letterGlyph } from '../letterType.css';
import { SoundButton } from './SoundButton';

const meta = {
  title: 'Words/SoundButton',
  component: SoundButton,
  args: { label: 'Hear the word again', word: 'cat', onSpeak: fn() },
  render: (args) => (
    <StoryProviders>
      <SoundButton {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof SoundButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A word said whole at 0.9. */
export const Word: Story = {};

/** The item's main sound (56 px): the word at normal speed, then slow (1-4). */
export const PrimarySlow: Story = { args: { size: 'lg', slow: true } };

/** A letter's sound: "S." then "as in sun." (1-0's sound card). */
export const LetterSound: Story = {
  args: { label: 'Letter s. Press to hear: s, as in sun.', text: soundUtterances('s') },
};

/** A letter team: "S." "and" "H." "together, as in ship." (2-0). */
export const LetterTeam: Story = {
  args: {
    label: 'Team card: s h. Press to hear: s and h together, as in ship.',
    text: teamUtterances('sh'),
  },
};

/** A letter shown on the button, as on the ABC strip; Z says "Zed.". */
export const WithLetter: Story = {
  args: {
    label: 'Letter button Z. Press to hear its name.',
    text: letterName('z'),
    children: <span className={letterGlyph}>Z</span>,
  },
};

/** Lit, as the ABC strip lights the letter being named. */
export const Highlighted: Story = {
  args: { ...WithLetter.args, highlighted: true },
};

/** A homophone, always with its carrier sentence: "two." "I have two hands." */
export const Homophone: Story = { args: { label: 'Hear the word', word: 'two' } };

/** A browser with no speech: the button explains when pressed. */
export const NoSpeech: Story = {
  render: (args) => (
    <StoryProviders speech="unsupported">
      <SoundButton {...args} />
    </StoryProviders>
  ),
};

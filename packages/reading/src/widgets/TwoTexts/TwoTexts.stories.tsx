import { narrowScreen, StoryProviders } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import twoTextsData from '../../data/lingo-3-2.json';
import { parsePassages } from '../../model/passages';
import { TwoTexts } from './TwoTexts';

const [beavers, winter, northernLights] = parsePassages(twoTextsData, 'lingo-3-2.json').passages;

const meta = {
  title: 'Reading/TwoTexts',
  component: TwoTexts,
  args: { passage: beavers! },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof TwoTexts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story and facts, side by side on a wide screen (tabs when the window is narrower than 64rem). */
export const StoryAndFacts: Story = {};

/** Spoken forms in both texts: "5 °C" and "−25 °C" are read in words. */
export const TwoWinterMornings: Story = { args: { passage: winter! } };

/** A letter and an information text. */
export const LetterAndInformation: Story = { args: { passage: northernLights! } };

/** A hint points into Text 2: on a narrow screen its tab opens. */
export const LookHereInText2: Story = { args: { lookHere: [7] }, decorators: [narrowScreen] };

/** A phone: tabs "Text 1 / Text 2"; arrows, Home and End move between them. */
export const NarrowTabs: Story = { decorators: [narrowScreen] };

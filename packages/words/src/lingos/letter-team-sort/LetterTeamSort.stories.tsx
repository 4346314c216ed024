import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import LetterTeamSort from './LetterTeamSort';

const atStep = learnerAtStep('words', 'lingo-2-1');

const meta = {
  title: 'Words/Lingos/Letter Team Sort',
  component: LetterTeamSort,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-2-1', seed: 4 },
} satisfies Meta<typeof LetterTeamSort>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 6 picture cards into the sh and ch bins. */
export const Practice: Story = {};

/** Step 2: 6 cards into sh, ch and th. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 8 cards into 4 of the 5 teams, at the start or the end of the word. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: the picture, its word unwritten, and a two-letter gap for a team tile. */
export const Step4Gap: Story = { decorators: [atStep(4)] };

/** Every card put in the sh bin, then Check: the misplaced ones bounce back with their hints. */
export const Bounced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tray = canvas.getByRole('group', { name: 'To sort' });
    for (const card of within(tray).getAllByRole('button', { name: /^Card: / })) {
      await userEvent.click(card);
      await userEvent.click(canvas.getByRole('button', { name: /^sh bin/ }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

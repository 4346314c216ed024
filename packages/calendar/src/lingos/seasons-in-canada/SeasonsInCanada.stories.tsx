import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import SeasonsInCanada from './SeasonsInCanada';

const atStep = learnerAtStep('calendar', 'lingo-1-4');

const meta = {
  title: 'Calendar/Lingos/Seasons in Canada',
  component: SeasonsInCanada,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-1-4', seed: 3 },
} satisfies Meta<typeof SeasonsInCanada>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 4 picture cards, one per season, into the winter, spring, summer and fall bins. */
export const Practice: Story = {};

/** Step 2: 3 month cards into the bins, with the season wheel showing the months. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 3 month cards, mostly first or last of their season; the wheel shows seasons only. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: which season a holiday is in, or which season comes after another. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Every picture put in winter, then Check: the misplaced ones bounce back with their hints. */
export const Bounced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tray = canvas.getByRole('group', { name: 'To sort' });
    for (const card of within(tray).getAllByRole('button', { name: /^Picture: / })) {
      await userEvent.click(card);
      await userEvent.click(canvas.getByRole('button', { name: /^Winter bin/ }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

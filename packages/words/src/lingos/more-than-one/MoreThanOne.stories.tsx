import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import MoreThanOne from './MoreThanOne';

const atStep = learnerAtStep('words', 'lingo-2-6');

const meta = {
  title: 'Words/Lingos/More Than One',
  component: MoreThanOne,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-2-6', seed: 3 },
} satisfies Meta<typeof MoreThanOne>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: three of a thing; "cat" or "cats", each card spoken on focus. */
export const Practice: Story = {};

/** Step 2: "One fox, two fox__": the ending tile, -s or -es. */
export const Step2Ending: Story = { decorators: [atStep(2)] };

/** Step 3: six plurals into "-s" and "-es". */
export const Step3Sort: Story = { decorators: [atStep(3)] };

/** Step 4: the singular shown, the plural heard; built on the A–Z rack or typed. */
export const Step4Build: Story = { decorators: [atStep(4)] };

/** Step 1, the singular picked: "There are three: more than one." */
export const OnlyOneHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const singular = canvas
      .getAllByRole('radio')
      .find((card) => !/s$/.test(card.getAttribute('aria-label') ?? ''));
    if (!singular) return;
    await userEvent.click(singular);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(4)] };

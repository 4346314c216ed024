import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import LettersTeamUp from './LettersTeamUp';

const meta = {
  title: 'Words/Lingos/Letters Team Up',
  component: LettersTeamUp,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-2-0' },
} satisfies Meta<typeof LettersTeamUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the s tile snaps onto the h tile into one sh card. */
export const Lesson: Story = {};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

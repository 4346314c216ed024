import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { RoundAnswer } from '@lingos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MasterTimeChallenge, { StrandResults } from './MasterTimeChallenge';
import { strands, type MasterItem, type MasterSourceId, type StrandId } from './model';

const atStep = learnerAtStep('time', 'lingo-3-6');

const meta = {
  title: 'Time/Lingos/Master Time Challenge',
  component: MasterTimeChallenge,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-3-6', seed: 7 },
} satisfies Meta<typeof MasterTimeChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: a round of 12 from each strand's step 2. Press Start round. */
export const Round: Story = {};

/** Step 2: each strand's step 3. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3 (top): each strand's top step; 11 of 12 masters the Lingo. */
export const TopStep: Story = { decorators: [atStep(3)] };

const outcome = (strand: StrandId, source: MasterSourceId, correct: boolean) =>
  ({ item: { strand, source } as MasterItem, correct }) as RoundAnswer<MasterItem>;

/** The result screen: stars per strand, and a link for each strand with 0 or 1 of 2. */
export const Result: Story = {
  render: () => (
    <StrandResults
      conceptId="time"
      summary={{ correct: 9, total: 12, newlyMastered: false }}
      answers={[
        outcome('A', 'lingo-1-2', true),
        outcome('A', 'lingo-1-5', true),
        outcome('B', 'lingo-2-1', true),
        outcome('B', 'lingo-3-2', true),
        outcome('C', 'lingo-2-2', true),
        outcome('C', 'lingo-2-3', false),
        outcome('D', 'lingo-3-4', true),
        outcome('D', 'lingo-2-4', true),
        outcome('E', 'lingo-3-3', false),
        outcome('E', 'lingo-3-3', false),
        outcome('F', 'lingo-3-1', true),
        outcome('F', 'lingo-3-5', true),
      ]}
    />
  ),
};

/** A mastered round: 11 of 12 at the top step. */
export const ResultMastered: Story = {
  render: () => (
    <StrandResults
      conceptId="time"
      summary={{ correct: 11, total: 12, newlyMastered: true }}
      answers={strands.flatMap((strand, index) => [
        outcome(strand.id, strand.sources[0] as MasterSourceId, true),
        outcome(strand.id, strand.sources.at(-1) as MasterSourceId, index !== 2),
      ])}
    />
  ),
};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };

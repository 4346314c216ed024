import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastTypes } from './toastTypes';
import { Button } from '../Button/Button';
import { dismissToast, showToast, Toaster } from './Toaster';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const examples = {
  success: { title: 'Clock Basics mastered!', description: 'Level 1 is now 1 of 5 completed.' },
  info: { title: 'Tip', description: 'Drag the long hand to set the minutes.' },
  warning: { title: 'Sound is off', description: 'Turn your volume up to hear the question.' },
  error: { title: 'That page did not load', description: 'Let’s try again.' },
  loading: { title: 'Loading the next Lingo…', description: undefined },
} as const;

/** One button per toast type. Alt+T focuses the toasts; they pause on hover and focus. */
export const AllTypes: Story = {
  render: (args) => (
    <div style={{ padding: '1rem', display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {toastTypes.map((type) => (
        <Button
          key={type}
          size="md"
          variant="secondary"
          onClick={() => showToast({ type, ...examples[type] })}
        >
          Show {type}
        </Button>
      ))}
      <Button
        size="md"
        variant="ghost"
        onClick={() => dismissToast(showToast({ type: 'info', title: 'Gone' }))}
      >
        Show and dismiss
      </Button>
      <Toaster {...args} />
    </div>
  ),
};

/** More than three: only three show at once. */
export const Stacked: Story = {
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <Button
        size="md"
        onClick={() => {
          for (const type of toastTypes) showToast({ type, ...examples[type], duration: 10000 });
        }}
      >
        Show five toasts
      </Button>
      <Toaster {...args} />
    </div>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <Button
        size="md"
        onClick={() =>
          showToast({
            type: 'success',
            title: 'You mastered Real-World Time Scenarios in One Upon a Time!',
            description:
              'Seven in a row without a hint. The next Lingo, Advanced Time Concepts, is ready when you are.',
          })
        }
      >
        Show a long toast
      </Button>
      <Toaster {...args} />
    </div>
  ),
};

export const ForcedDark: Story = { ...AllTypes, args: { dark: true } };

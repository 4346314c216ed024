import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Tooltip, TooltipProvider, tooltipSides } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div style={{ padding: '4rem', display: 'flex', justifyContent: 'center' }}>
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
  args: {
    content: 'Read the question aloud',
    side: 'top',
    children: (
      <Button iconOnly size="md" variant="secondary" aria-label="Read aloud">
        <Icon name="book" />
      </Button>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens after 700 ms on hover, at once on keyboard focus. */
export const Default: Story = {};

export const NoDelay: Story = { args: { delayDuration: 0, content: 'Opens at once (sidebar)' } };

export const AllSides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`On the ${side}`}>
          <Button size="md" variant="secondary">
            {side}
          </Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const OpenLongText: Story = {
  render: (args) => (
    <TooltipProvider delayDuration={0}>
      <Tooltip
        {...args}
        content="A much longer tooltip wraps onto several lines instead of running off the edge of a small screen."
      />
    </TooltipProvider>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { NarrowFrame, StoryLinks } from '../test/stories';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Check my answer', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Show a hint' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Reset progress' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="md">
        Medium (44 px)
      </Button>
      <Button {...args} size="lg">
        Large (56 px)
      </Button>
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <Button {...args} variant={variant}>
            {variant}
          </Button>
          <Button {...args} variant={variant} disabled>
            {variant} disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, children: 'Not yet available' } };

export const IconOnly: Story = {
  args: {
    iconOnly: true,
    size: 'md',
    variant: 'ghost',
    'aria-label': 'Close',
    children: <Icon name="close" />,
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="check" /> Done
      </>
    ),
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const LongTextNarrow: Story = {
  args: {
    children: 'Practice until confident understanding clicks, then move on to the next Lingo',
  },
  render: (args) => (
    <NarrowFrame>
      <Button {...args} />
    </NarrowFrame>
  ),
};

export const AsLink: Story = {
  render: () => (
    <StoryLinks>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <ButtonLink href="/concepts">Explore All Concepts</ButtonLink>
        <ButtonLink href="/concepts/time" variant="secondary">
          Start with Time
        </ButtonLink>
      </div>
    </StoryLinks>
  ),
};

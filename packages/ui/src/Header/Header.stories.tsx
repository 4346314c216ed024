import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { SidebarProvider } from '../Sidebar/SidebarProvider';
import { NarrowFrame, StoryLinks } from '../test/stories';
import { Header } from './Header';

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryLinks>
        <Story />
      </StoryLinks>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a SidebarProvider: the sidebar toggle shows. */
export const WithSidebarToggle: Story = {
  render: (args) => (
    <SidebarProvider>
      <Header {...args} />
    </SidebarProvider>
  ),
};

/** Outside a SidebarProvider: no toggle. */
export const WithoutSidebar: Story = {};

export const WithExtraAction: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="md">
        Help
      </Button>
    ),
  },
};

/** 320 px phone: the tagline hides below 768 px. */
export const Phone: Story = {
  render: (args) => (
    <NarrowFrame width="320px">
      <SidebarProvider mobile>
        <Header {...args} />
      </SidebarProvider>
    </NarrowFrame>
  ),
};

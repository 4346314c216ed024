import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { concepts } from '@lingos/catalogue';
import { Header } from '../Header/Header';
import { exampleDone, exampleProgress, StoryLinks } from '../test/stories';
import { TooltipProvider } from '../Tooltip/Tooltip';
import { Sidebar } from './Sidebar';
import { SidebarProvider } from './SidebarProvider';

interface FrameOptions {
  pathname?: string;
  open?: boolean;
  mobile?: boolean;
}

function Frame({
  pathname = '/',
  open: initialOpen = true,
  mobile,
  children,
}: FrameOptions & { children: ReactNode }) {
  // Controlled here so each story starts in its own state whatever the cookie says.
  const [open, setOpen] = useState(initialOpen);
  return (
    <StoryLinks pathname={pathname}>
      <TooltipProvider>
        <SidebarProvider open={open} onOpenChange={setOpen} mobile={mobile}>
          <Header />
          <div style={{ display: 'flex', minHeight: '30rem' }}>
            {children}
            <p style={{ padding: '1rem' }}>Page content. Ctrl/Cmd+B toggles the sidebar.</p>
          </div>
        </SidebarProvider>
      </TooltipProvider>
    </StoryLinks>
  );
}

function frame(options: FrameOptions) {
  return function FrameDecorator(Story: () => ReactNode) {
    return (
      <Frame {...options}>
        <Story />
      </Frame>
    );
  };
}

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    concepts,
    getLevelProgress: (_concept, level) => ({ completed: 0, total: level.lingos.length }),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = { decorators: [frame({})] };

/** On a Lingo page: its concept and level start expanded, the Lingo is marked current. */
export const ActiveLingo: Story = {
  decorators: [frame({ pathname: '/concepts/time/level-2/lingo-2-3' })],
};

export const WithProgress: Story = {
  args: { getLevelProgress: exampleProgress, isLingoDone: exampleDone },
  decorators: [frame({ pathname: '/concepts/money/level-1/lingo-1-1' })],
};

/** Lingos whose module is not built yet are listed without a link. */
export const SomeUnavailable: Story = {
  args: { isLingoAvailable: (_concept, lingo) => lingo.id.endsWith('-0') },
  decorators: [frame({ pathname: '/concepts/words' })],
};

/** Desktop icon mode (3rem): concept icons with instant tooltips; a click expands. */
export const Collapsed: Story = {
  decorators: [frame({ open: false, pathname: '/concepts/calendar' })],
};

/** Below 768 px: the header toggle opens an 18rem sheet from the left. */
export const Mobile: Story = {
  decorators: [frame({ mobile: true, pathname: '/concepts/reading/level-1/lingo-1-0' })],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

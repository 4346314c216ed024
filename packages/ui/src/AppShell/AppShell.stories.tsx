import type { Meta, StoryObj } from '@storybook/react-vite';
import { concepts } from '@lingos/catalogue';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Footer } from '../Footer/Footer';
import { PageSkeleton } from '../PageSkeleton/PageSkeleton';
import { Sidebar } from '../Sidebar/Sidebar';
import { showToast } from '../Toaster/Toaster';
import { exampleDone, exampleProgress, StoryLinks } from '../test/stories';
import { AppShell } from './AppShell';

const sidebar = (
  <Sidebar concepts={concepts} getLevelProgress={exampleProgress} isLingoDone={exampleDone} />
);

const page = (
  <>
    <h1 style={{ margin: 0 }}>One Upon a Time!</h1>
    <p>Read clocks, compare times and work out durations.</p>
    <Card>
      <h2 style={{ marginTop: 0 }}>Level 1</h2>
      <Button onClick={() => showToast({ type: 'success', title: 'Clock Basics mastered!' })}>
        Master Clock Basics
      </Button>
    </Card>
  </>
);

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryLinks pathname="/concepts/time">
        <Story />
      </StoryLinks>
    ),
  ],
  args: {
    sidebar,
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Concepts', href: '/concepts' },
          { label: 'One Upon a Time!' },
        ]}
      />
    ),
    footer: (
      <Footer>
        <Button variant="secondary" size="md">
          Reset progress
        </Button>
      </Footer>
    ),
    children: page,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConceptPage: Story = {};

export const SidebarCollapsed: Story = { args: { defaultSidebarOpen: false } };

export const Loading: Story = { args: { breadcrumbs: undefined, children: <PageSkeleton /> } };

export const WithoutSidebar: Story = { args: { sidebar: undefined } };

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

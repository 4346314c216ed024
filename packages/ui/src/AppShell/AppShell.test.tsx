import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Footer } from '../Footer/Footer';
import { LinkProvider } from '../Link/Link';
import { Sidebar } from '../Sidebar/Sidebar';
import { expectNoA11yViolations } from '../testing/a11y';
import { testConcepts } from '../test/fixtures';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { preloadToaster, showToast } from '../Toaster/Toaster';
import { toast } from 'sonner';
import { AppShell } from './AppShell';

function renderShell() {
  return render(
    <ThemeProvider>
      <LinkProvider pathname="/concepts/time">
        <AppShell
          sidebar={
            <Sidebar
              concepts={testConcepts}
              getLevelProgress={(_concept, level) => ({ completed: 0, total: level.lingos.length })}
            />
          }
          breadcrumbs={
            <Breadcrumbs
              items={[
                { label: 'Home', href: '/' },
                { label: 'Concepts', href: '/concepts' },
                { label: 'One Upon a Time!' },
              ]}
            />
          }
          footer={
            <Footer>
              <button type="button">Reset progress</button>
            </Footer>
          }
        >
          <h1>One Upon a Time!</h1>
        </AppShell>
      </LinkProvider>
    </ThemeProvider>,
  );
}

describe('AppShell', () => {
  // sonner loads on the first toast; load it before a test waits for one.
  beforeAll(() => preloadToaster());
  let media: MatchMediaMock;
  beforeEach(() => {
    document.cookie = 'sidebar_state=; max-age=0; path=/';
    media = mockMatchMedia();
  });
  afterEach(() => media.restore());

  it('lays out every landmark once, with the page inside main#main', async () => {
    renderShell();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('One Upon a Time!');
    expect(within(main).getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset progress' })).toBeInTheDocument();
    await expectNoA11yViolations(document.body, { page: true });
  });

  it('mounts a toaster that shows toasts', async () => {
    renderShell();
    act(() => {
      // Never dismissed by time: the assertion must not race sonner's 4 s timer.
      showToast({ type: 'success', title: 'Clock Basics mastered!', duration: Infinity });
    });
    const message = await screen.findByText('Clock Basics mastered!');
    expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(message);
    act(() => {
      toast.dismiss();
    });
  });

  it('starts with a skip link to the main content', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('shows the default footer and no sidebar toggle without a sidebar', () => {
    render(
      <ThemeProvider>
        <AppShell>
          <h1>Home</h1>
        </AppShell>
      </ThemeProvider>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Built by the Lingos team');
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
  });
});

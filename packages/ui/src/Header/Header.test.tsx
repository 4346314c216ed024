import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../Link/Link';
import { SidebarProvider, useSidebar } from '../Sidebar/SidebarProvider';
import { expectNoA11yViolations } from '../testing/a11y';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { Header } from './Header';
import { tagline } from './Header.css';

function SidebarState() {
  return <p data-testid="state">{useSidebar().state}</p>;
}

describe('Header', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'sidebar_state=; max-age=0; path=/';
    media = mockMatchMedia();
  });
  afterEach(() => media.restore());

  it('is a banner with the logo link home, the tagline and the theme controls', async () => {
    const { container } = render(
      <ThemeProvider>
        <Header />
      </ThemeProvider>,
    );
    const banner = screen.getByRole('banner');
    const logo = screen.getByRole('link', { name: 'Lingos' });
    expect(banner).toContainElement(logo);
    expect(logo).toHaveAttribute('href', '/');
    expect(logo.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Where Concepts Click')).toHaveClass(tagline);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    // No SidebarProvider, no sidebar to toggle.
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('toggles the sidebar inside a SidebarProvider', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ThemeProvider>
        <SidebarProvider>
          <Header />
          <SidebarState />
        </SidebarProvider>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
    // No Sidebar is mounted, so there is nothing for aria-controls to point at.
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).not.toHaveAttribute(
      'aria-controls',
    );
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByTestId('state')).toHaveTextContent('collapsed');
    await expectNoA11yViolations(container);
  });

  it('routes the logo link through the LinkProvider', () => {
    function RouterLink({ children, ...props }: LinkComponentProps) {
      return (
        <a {...props} data-router="">
          {children}
        </a>
      );
    }
    render(
      <ThemeProvider>
        <LinkProvider component={RouterLink}>
          <Header />
        </LinkProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Lingos' })).toHaveAttribute('data-router');
  });
});

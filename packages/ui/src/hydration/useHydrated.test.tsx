import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarProvider, useSidebar } from '../Sidebar/SidebarProvider';
import { SIDEBAR_COOKIE_NAME } from '../Sidebar/constants';
import { ThemeProvider, useTheme } from '../ThemeProvider/ThemeProvider';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { useHydrated } from './useHydrated';

function HydratedProbe() {
  return <p>{`hydrated=${String(useHydrated())}`}</p>;
}

function ThemeProbe() {
  const { theme, dark } = useTheme();
  return <p>{`theme=${theme} dark=${String(dark)}`}</p>;
}

function SidebarProbe() {
  return <p>{`sidebar=${useSidebar().state}`}</p>;
}

/**
 * Renders `element` to a string (as the build's pre-render does), puts it in the document and
 * hydrates it, collecting every error React reports on the way.
 */
async function hydrate(element: ReactNode) {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { html, recoverable, unmount: () => act(() => root?.unmount()) };
}

let media: MatchMediaMock;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  media = mockMatchMedia({ '(prefers-color-scheme: dark)': true });
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  media.restore();
  consoleError.mockRestore();
  localStorage.clear();
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; max-age=0; path=/`;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false in server HTML and true once hydrated', async () => {
    const { html, recoverable, unmount } = await hydrate(<HydratedProbe />);
    expect(html).toContain('hydrated=false');
    expect(screen.getByText('hydrated=true')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    unmount();
  });

  it('is true at once in an app rendered on the client only', () => {
    render(<HydratedProbe />);
    expect(screen.getByText('hydrated=true')).toBeInTheDocument();
  });
});

describe('ThemeProvider hydrating pre-rendered HTML', () => {
  it('matches the server markup, then shows the stored theme and the system dark mode', async () => {
    localStorage.setItem('theme', 'grape');
    const { html, recoverable, unmount } = await hydrate(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(html).toContain('theme=banana dark=false');
    expect(screen.getByText('theme=grape dark=true')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'grape');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    unmount();
  });
});

describe('SidebarProvider hydrating pre-rendered HTML', () => {
  it('matches the server markup (open), then follows the stored cookie', async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    const { html, recoverable, unmount } = await hydrate(
      <SidebarProvider mobile={false}>
        <SidebarProbe />
      </SidebarProvider>,
    );
    expect(html).toContain('sidebar=expanded');
    expect(screen.getByText('sidebar=collapsed')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    unmount();
  });
});

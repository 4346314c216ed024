import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SidebarProvider, useSidebar } from '../Sidebar/SidebarProvider';
import { SIDEBAR_COOKIE_NAME } from '../Sidebar/constants';
import { ThemeProvider, useTheme } from '../ThemeProvider/ThemeProvider';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { HydrationProvider, useClientSnapshot, useHydrated } from './useHydrated';

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

describe('HydrationProvider', () => {
  let stored = 'browser';
  const getSnapshot = vi.fn<() => string>();
  const server = () => 'server';
  const subscribe = () => () => {};

  function SnapshotProbe() {
    return <p>{`value=${useClientSnapshot(subscribe, getSnapshot, server)}`}</p>;
  }

  beforeEach(() => {
    stored = 'browser';
    getSnapshot.mockReset();
    getSnapshot.mockImplementation(() => stored);
  });

  it('keeps the server values while hydrating, then gives the browser’s', async () => {
    const { html, recoverable, unmount } = await hydrate(
      <HydrationProvider hydrating>
        <HydratedProbe />
        <SnapshotProbe />
      </HydrationProvider>,
    );
    expect(html).toContain('hydrated=false');
    expect(html).toContain('value=server');
    expect(screen.getByText('hydrated=true')).toBeInTheDocument();
    expect(screen.getByText('value=browser')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    unmount();
  });

  it('never reads the browser’s value during hydration (nothing for React to redo at once)', async () => {
    // Each read of the browser's value notes whether hydration was over by then.
    let hydratedNow = false;
    const readsAt: boolean[] = [];
    function FlagProbe() {
      hydratedNow = useHydrated();
      return null;
    }
    getSnapshot.mockImplementation(() => {
      readsAt.push(hydratedNow);
      return stored;
    });
    const { unmount } = await hydrate(
      <HydrationProvider hydrating>
        <FlagProbe />
        <SnapshotProbe />
      </HydrationProvider>,
    );
    expect(screen.getByText('value=browser')).toBeInTheDocument();
    expect(readsAt.length).toBeGreaterThan(0);
    expect(readsAt.every(Boolean)).toBe(true);
    unmount();
  });

  it('gives the browser’s values at once to a tree rendered afresh', () => {
    render(
      <HydrationProvider hydrating={false}>
        <HydratedProbe />
        <SnapshotProbe />
      </HydrationProvider>,
    );
    expect(screen.getByText('hydrated=true')).toBeInTheDocument();
    expect(screen.getByText('value=browser')).toBeInTheDocument();
  });

  it('follows the store after hydration', async () => {
    const listeners = new Set<() => void>();
    function LiveProbe() {
      const value = useClientSnapshot(
        (onChange) => {
          listeners.add(onChange);
          return () => listeners.delete(onChange);
        },
        () => stored,
        server,
      );
      return <p>{`live=${value}`}</p>;
    }
    const { unmount } = await hydrate(
      <HydrationProvider hydrating>
        <LiveProbe />
      </HydrationProvider>,
    );
    expect(screen.getByText('live=browser')).toBeInTheDocument();
    stored = 'changed';
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('live=changed')).toBeInTheDocument();
    unmount();
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

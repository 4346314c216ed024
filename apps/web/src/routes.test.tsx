import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider, type ConceptBundle, type LingoProps } from '@lingos/kit';
import { AppServicesContext } from './appContext';
import { createLingoRegistry, hostBundle } from './registry';
import { createRoutes } from './routes';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

function renderApp(path: string, bundles: ConceptBundle[] = []) {
  const registry = createLingoRegistry(bundles.map(hostBundle));
  const progress = createProgressStore({ storage: memoryStorage(), target: null });
  const router = createMemoryRouter(createRoutes(registry), { initialEntries: [path] });
  render(
    <AppServicesContext.Provider value={{ registry }}>
      <ProgressProvider store={progress}>
        <RouterProvider router={router} />
      </ProgressProvider>
    </AppServicesContext.Provider>,
  );
  return { router, progress };
}

describe('routes', () => {
  it('redirects an unknown path home, replacing the entry', async () => {
    const { router } = renderApp('/concepts/time/level-1/lingo-1-3');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Depth over breadth for real understanding',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects an unknown concept home', async () => {
    const { router } = renderApp('/concepts/space');
    await screen.findByText('Targeted Mastery Through Interaction');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Lingos without a bundle as disabled, and registered ones as links', async () => {
    const bundle: ConceptBundle = {
      conceptId: 'money',
      lingos: { 'lingo-1-0': () => Promise.resolve({ default: () => <h1>Money Basics</h1> }) },
    };
    renderApp('/concepts/money', [bundle]);
    const unavailable = await screen.findByRole('button', { name: /Money Detective/ });
    expect(unavailable).toBeDisabled();
    expect(unavailable).toHaveTextContent('Not yet available');
    expect(screen.getByRole('link', { name: /Money Basics \(Learn\)/ })).toHaveAttribute(
      'href',
      '/concepts/money/level-1/lingo-1-0',
    );
    expect(screen.getByText('12 interactive lessons • 3 progressive levels')).toBeInTheDocument();
  });

  it('shows the skeleton while a Lingo chunk loads, then the Lingo', async () => {
    let resolve: (module: { default: (props: LingoProps) => React.ReactNode }) => void = () => {};
    const pending = new Promise<{ default: (props: LingoProps) => React.ReactNode }>((r) => {
      resolve = r;
    });
    const bundle: ConceptBundle = { conceptId: 'calendar', lingos: { 'lingo-1-1': () => pending } };
    renderApp('/concepts/calendar/level-1/lingo-1-1', [bundle]);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    // While it loads, the frame already has the Lingo's title and description.
    expect(screen.getByRole('heading', { level: 1, name: 'Days of the Week' })).toBeVisible();
    expect(screen.getByText('Put the seven days of the week in order.')).toBeVisible();
    await act(async () => {
      resolve({ default: () => <h1>Days of the Week</h1> });
      await pending;
    });
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 1, name: 'Days of the Week' })).toHaveLength(1);
  });

  it('shows the friendly error page inside the layout when a chunk keeps failing', async () => {
    // The one automatic reload was already spent on this path.
    sessionStorage.setItem('lingos:chunk-reload', '/concepts/calendar/level-1/lingo-1-1');
    const bundle: ConceptBundle = {
      conceptId: 'calendar',
      lingos: {
        'lingo-1-1': () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/concepts/calendar/level-1/lingo-1-1', [bundle]);
    // The Lingo's frame shows first (its title from the catalogue), then the error page.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! This page did not load.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });

  it('counts mastered Lingos in the level summary at once', async () => {
    const { progress } = renderApp('/concepts/time');
    expect(await screen.findByText('0 of 5 done · 0%')).toBeInTheDocument();
    act(() => {
      progress.update('time', 'lingo-1-2', () => ({
        status: 'mastered',
        step: 4,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      }));
    });
    expect(await screen.findByText('1 of 5 done · 20%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Level 1 progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
  });

  it('counts the same progress in the sidebar badge', async () => {
    const { progress } = renderApp('/concepts/time');
    const level1 = await screen.findByRole('button', { name: /^Level 1 .* 0 of 5 completed$/ });
    act(() => {
      progress.update('time', 'lingo-1-0', () => ({
        status: 'completed',
        step: 1,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      }));
    });
    expect(level1).toHaveAccessibleName(/1 of 5 completed$/);
  });
});

import { calendarLingoIds } from '@lingos/calendar';
import { measurementsLingoIds } from '@lingos/measurements';
import { readingLingoIds } from '@lingos/reading';
import { wordsLingoIds } from '@lingos/words';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { prerenderedPaths, renderPage } from './prerender';
import { createRoutes } from './routes';
import { services } from './services';

/** Hydrates the pre-rendered HTML of `path` as main.tsx does; returns React's reported errors. */
async function hydratePage(path: string) {
  const html = await renderPage(path);
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  const router = createBrowserRouter(createRoutes(services.registry));
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <App hydrating>
        <RouterProvider router={router} />
      </App>,
      { onRecoverableError: recoverable },
    );
  });
  const errors = consoleError.mock.calls.map((call) => String(call[0]));
  consoleError.mockRestore();
  return {
    html,
    recoverable,
    errors,
    unmount: () => {
      act(() => root?.unmount());
      router.dispose();
      container.remove();
    },
  };
}

describe('prerenderedPaths', () => {
  it('lists home, the concepts, every concept and every registered Lingo once', () => {
    const paths = prerenderedPaths();
    expect(paths.slice(0, 3)).toEqual(['/', '/concepts', '/concepts/time']);
    expect(paths).toContain('/concepts/money');
    expect(paths).toContain('/concepts/time/level-1/lingo-1-2');
    expect(paths).toContain('/concepts/time/level-3/lingo-3-6');
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/concepts/money/level-2/lingo-2-3');
    // Only registered Lingos: a Lingo without a bundle redirects, so it has no page. A
    // concept's pages are exactly its registered Lingos.
    const pagesOf = (conceptId: string) =>
      paths
        .filter((path) => path.startsWith(`/concepts/${conceptId}/`))
        .map((path) => path.split('/').pop())
        .sort();
    expect(paths).toContain('/concepts/calendar');
    expect(pagesOf('calendar')).toEqual([...calendarLingoIds].sort());
    expect(paths).toContain('/concepts/measurements');
    expect(pagesOf('measurements')).toEqual([...measurementsLingoIds].sort());
    expect(paths).toContain('/concepts/words');
    expect(pagesOf('words')).toEqual([...wordsLingoIds].sort());
    expect(paths).toContain('/concepts/reading');
    expect(pagesOf('reading')).toEqual([...readingLingoIds].sort());
  });
});

describe('renderPage', () => {
  it('renders home with its text and drawn pictures', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Depth over breadth for real understanding');
    expect(html).toContain('data-picture=');
    expect(html).not.toContain('data-state="loading"');
  });

  it('renders a Lingo page as the shell with a skeleton', async () => {
    const html = await renderPage('/concepts/time/level-1/lingo-1-2');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Set the Time');
  });
});

describe('hydrating the pre-rendered pages', () => {
  it.each(['/', '/concepts', '/concepts/time'])('%s hydrates without a mismatch', async (path) => {
    const page = await hydratePage(path);
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    page.unmount();
  });

  it('a Lingo page hydrates its skeleton, then shows its Lingo', async () => {
    const page = await hydratePage('/concepts/time/level-1/lingo-1-2');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set the Time' })).toBeVisible();
    page.unmount();
  });
});

import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../testing';
import { ProgressProvider, useLingoProgress, useProgressState } from './ProgressProvider';

function Status() {
  const progress = useLingoProgress('time', 'lingo-1-2');
  return <p>{progress ? `${progress.status} at step ${progress.step}` : 'not started'}</p>;
}

/** Counts the Lingos with a record, as a page summing over the whole state would. */
function Started() {
  const state = useProgressState();
  const keys = Object.keys(state.lingos).sort();
  return <p>{keys.length === 0 ? 'none started' : `started: ${keys.join(', ')}`}</p>;
}

const record = {
  status: 'practising' as const,
  step: 2,
  recent: [],
  streak: 1,
  bestTimes: {},
  updatedAt: 1,
};

describe('useLingoProgress', () => {
  it('shows one Lingo’s progress and updates at once when the store changes', () => {
    const store = memoryStore();
    render(
      <ProgressProvider store={store}>
        <Status />
      </ProgressProvider>,
    );
    expect(screen.getByText('not started')).toBeInTheDocument();
    act(() => store.update('time', 'lingo-1-2', () => record));
    expect(screen.getByText('practising at step 2')).toBeInTheDocument();
    act(() =>
      store.update('time', 'lingo-1-2', (previous) => ({
        ...record,
        ...previous,
        status: 'mastered',
      })),
    );
    expect(screen.getByText('mastered at step 2')).toBeInTheDocument();
    act(() => store.reset());
    expect(screen.getByText('not started')).toBeInTheDocument();
  });

  it('hears other tabs through storage events on the default store', () => {
    render(
      <ProgressProvider>
        <Status />
      </ProgressProvider>,
    );
    const stored = JSON.stringify({
      version: 1,
      lingos: { 'time/lingo-1-2': { ...record, step: 3 } },
    });
    localStorage.setItem('lingos:progress', stored);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'lingos:progress',
          newValue: stored,
          storageArea: localStorage,
        }),
      );
    });
    expect(screen.getByText('practising at step 3')).toBeInTheDocument();
  });

  it('works without a provider', () => {
    render(<Status />);
    expect(screen.getByText('not started')).toBeInTheDocument();
  });
});

describe('useProgressState', () => {
  it('gives the whole state and re-renders when any Lingo changes', () => {
    const store = memoryStore();
    render(
      <ProgressProvider store={store}>
        <Started />
      </ProgressProvider>,
    );
    expect(screen.getByText('none started')).toBeInTheDocument();
    act(() => store.update('time', 'lingo-1-2', () => record));
    expect(screen.getByText('started: time/lingo-1-2')).toBeInTheDocument();
    act(() => store.update('money', 'lingo-1-0', () => record));
    expect(screen.getByText('started: money/lingo-1-0, time/lingo-1-2')).toBeInTheDocument();
    act(() => store.reset());
    expect(screen.getByText('none started')).toBeInTheDocument();
  });

  it('reads the provider’s store, not the default one', () => {
    const store = memoryStore();
    store.update('time', 'lingo-1-0', () => record);
    render(
      <ProgressProvider store={store}>
        <Started />
      </ProgressProvider>,
    );
    expect(screen.getByText('started: time/lingo-1-0')).toBeInTheDocument();
  });

  it('hears other tabs through storage events', () => {
    render(
      <ProgressProvider>
        <Started />
      </ProgressProvider>,
    );
    expect(screen.getByText('none started')).toBeInTheDocument();
    const stored = JSON.stringify({
      version: 1,
      lingos: { 'time/lingo-1-4': { ...record, status: 'mastered' } },
    });
    localStorage.setItem('lingos:progress', stored);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'lingos:progress',
          newValue: stored,
          storageArea: localStorage,
        }),
      );
    });
    expect(screen.getByText('started: time/lingo-1-4')).toBeInTheDocument();
  });
});

describe('hydrating pre-rendered HTML', () => {
  it('matches the server (no progress), then shows the stored progress', async () => {
    const store = memoryStore();
    store.update('time', 'lingo-1-2', () => record);
    const page = (
      <ProgressProvider store={store}>
        <Status />
        <Started />
      </ProgressProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('not started');
    expect(html).toContain('none started');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: recoverable }),
    );
    expect(screen.getByText('practising at step 2')).toBeInTheDocument();
    expect(screen.getByText('started: time/lingo-1-2')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

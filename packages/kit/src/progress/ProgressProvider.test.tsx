import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../testing';
import { ProgressProvider, useLingoProgress } from './ProgressProvider';

function Status() {
  const progress = useLingoProgress('time', 'lingo-1-2');
  return <p>{progress ? `${progress.status} at step ${progress.step}` : 'not started'}</p>;
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

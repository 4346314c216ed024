import { preloadConfirmDialog } from '@lingos/ui';
import type * as Ui from '@lingos/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, memoryStore, renderWithProviders } from '../../testing';
import { ResetProgressButton } from './ResetProgressButton';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@lingos/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  showToast: toast,
}));

function seeded() {
  const store = memoryStore();
  store.update('time', 'lingo-1-2', () => ({
    status: 'mastered',
    step: 4,
    recent: [true, true, true, true, true],
    streak: 5,
    bestTimes: {},
    updatedAt: 1,
  }));
  return store;
}

describe('ResetProgressButton', () => {
  // The dialog's code loads lazily; load it first, so a test waits for the dialog's state,
  // not for a download.
  beforeAll(() => preloadConfirmDialog());
  beforeEach(() => {
    toast.mockClear();
  });

  it('asks first, then clears every Lingo’s progress and says so', async () => {
    const user = userEvent.setup();
    const store = seeded();
    renderWithProviders(<ResetProgressButton />, { store });
    await expectNoA11yViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset progress?' });
    expect(dialog).toHaveTextContent("This clears every Lingo's progress on this device.");
    expect(store.get('time', 'lingo-1-2')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Reset progress' }));
    expect(store.get('time', 'lingo-1-2')).toBeUndefined();
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      title: 'Progress reset',
      description: 'Every Lingo starts fresh.',
    });
  });

  it('keeps progress when cancelled', async () => {
    const user = userEvent.setup();
    const store = seeded();
    renderWithProviders(<ResetProgressButton />, { store });
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.get('time', 'lingo-1-2')?.status).toBe('mastered');
    expect(toast).not.toHaveBeenCalled();
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { expectNoA11yViolations } from '../testing/a11y';
import { mockMatchMedia } from '../testing/matchMedia';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { dismissToast, preloadToaster, showToast, Toaster, toasterDefaults } from './Toaster';

/**
 * Tests that are not about timing keep their toasts until dismissed: with sonner's real 4 s
 * timer, a slow machine could see a toast leave before the assertion that looks for it.
 */
const untilDismissed = Infinity;

async function toastList() {
  return waitFor(() => {
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list).not.toBeNull();
    return list!;
  });
}

/** Mounts the Toaster and waits until its lazily loaded sonner part shows a first toast. */
async function renderLoadedToaster() {
  const result = render(<Toaster />);
  act(() => {
    showToast({ type: 'info', title: 'Warm-up', duration: untilDismissed });
  });
  expect(await screen.findByText('Warm-up')).toBeInTheDocument();
  act(() => {
    toast.dismiss();
  });
  await waitFor(() => expect(screen.queryByText('Warm-up')).not.toBeInTheDocument());
  return result;
}

describe('Toaster', () => {
  // sonner loads on the first toast; load it before any test waits for one.
  beforeAll(() => preloadToaster());

  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
    vi.useRealTimers();
    localStorage.clear();
  });

  it('uses the spec settings', () => {
    expect(toasterDefaults).toEqual({
      position: 'bottom-right',
      visibleToasts: 3,
      duration: 4000,
      gap: 14,
      hotkey: ['altKey', 'KeyT'],
    });
  });

  it('renders nothing until a toast is shown', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('queues a toast shown before the toast code has loaded', async () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'success', title: 'Queued first', duration: untilDismissed });
    });
    expect(await screen.findByText('Queued first')).toBeInTheDocument();
  });

  it('announces politely and names Alt+T as the hotkey', async () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'info', title: 'Hello', duration: untilDismissed });
    });
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAccessibleName('Notifications alt+T');
  });

  it('sits bottom-right with a 14 px gap and sonner’s 356 px width', async () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'info', title: 'Hello', duration: untilDismissed });
    });
    const list = await toastList();
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list.style.getPropertyValue('--gap')).toBe('14px');
    expect(list.style.getPropertyValue('--width')).toBe('356px');
  });

  it('shows each of the five types with title and description', async () => {
    await renderLoadedToaster();
    const types = ['success', 'info', 'warning', 'error', 'loading'] as const;
    for (const type of types) {
      act(() => {
        showToast({
          type,
          title: `${type} title`,
          description: `${type} details`,
          duration: untilDismissed,
        });
      });
    }
    const list = await toastList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    for (const type of types) {
      const item = within(list).getByText(`${type} title`).closest('li')!;
      expect(item).toHaveAttribute('data-type', type);
      expect(item).toHaveTextContent(`${type} details`);
    }
  });

  it('shows at most 3 at once', async () => {
    await renderLoadedToaster();
    for (let index = 1; index <= 5; index += 1) {
      act(() => {
        showToast({ type: 'info', title: `Toast ${index}`, duration: untilDismissed });
      });
    }
    const list = await toastList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const visible = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(3);
  });

  it('returns an id that dismisses the toast', async () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = showToast({
        type: 'success',
        title: 'Clock Basics mastered!',
        duration: untilDismissed,
      });
    });
    expect(id).toMatch(/\S/);
    expect(await screen.findByText('Clock Basics mastered!')).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
    act(() => dismissToast(id));
    await waitFor(() =>
      expect(screen.queryByText('Clock Basics mastered!')).not.toBeInTheDocument(),
    );
  });

  it('gives every toast its own id', () => {
    const first = showToast({ type: 'info', title: 'One' });
    const second = showToast({ type: 'info', title: 'Two' });
    expect(first).not.toBe(second);
    dismissToast(first);
    dismissToast(second);
  });

  it('dismisses itself after 4000 ms by default', async () => {
    await renderLoadedToaster();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => {
      showToast({ type: 'info', title: 'Short lived' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Short lived')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3800);
    });
    expect(screen.getByText('Short lived')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(screen.queryByText('Short lived')).not.toBeInTheDocument();
  });

  it('follows the ThemeProvider dark flag', async () => {
    const media = mockMatchMedia();
    localStorage.setItem('dark', 'true');
    try {
      render(
        <ThemeProvider>
          <Toaster />
        </ThemeProvider>,
      );
      act(() => {
        showToast({ type: 'info', title: 'Dark toast', duration: untilDismissed });
      });
      expect(await toastList()).toHaveAttribute('data-sonner-theme', 'dark');
    } finally {
      media.restore();
    }
  });

  it('is light outside a ThemeProvider', async () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'info', title: 'Light toast', duration: untilDismissed });
    });
    expect(await toastList()).toHaveAttribute('data-sonner-theme', 'light');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoA11yViolations } from '@lingos/ui/testing';
import { UpdatePrompt } from './UpdatePrompt';

/** A stand-in for the service worker's update state. */
function fakeUpdate(initial: boolean) {
  let waiting = initial;
  const listeners = new Set<() => void>();
  return {
    waiting: () => waiting,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    arrive: () => {
      waiting = true;
      for (const listener of listeners) listener();
    },
  };
}

describe('UpdatePrompt', () => {
  it('appears in a polite status region when a new version is waiting', async () => {
    const update = fakeUpdate(false);
    const onReload = vi.fn();
    render(
      <UpdatePrompt waiting={update.waiting} subscribe={update.subscribe} onReload={onReload} />,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => update.arrive());
    expect(status).toHaveTextContent('New version ready');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    // It waits for the learner: nothing reloads by itself.
    expect(onReload).not.toHaveBeenCalled();
    await expectNoA11yViolations(document.body);
  });

  it('reloads only when Reload is pressed', async () => {
    const update = fakeUpdate(true);
    const onReload = vi.fn();
    render(
      <UpdatePrompt waiting={update.waiting} subscribe={update.subscribe} onReload={onReload} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('hides when the learner picks Later, without reloading', async () => {
    const update = fakeUpdate(true);
    const onReload = vi.fn();
    render(
      <UpdatePrompt waiting={update.waiting} subscribe={update.subscribe} onReload={onReload} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onReload).not.toHaveBeenCalled();
  });
});

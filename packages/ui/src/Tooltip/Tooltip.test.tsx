import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { preloadTooltip, Tooltip, TooltipProvider } from './Tooltip';

function renderTooltips(props: { delayDuration?: number } = {}) {
  return render(
    <TooltipProvider>
      <Tooltip content="Switch to dark mode" {...props}>
        <button type="button" aria-label="Dark mode">
          ☾
        </button>
      </Tooltip>
      <Tooltip content="Read the question aloud" {...props}>
        <button type="button" aria-label="Read aloud">
          🔊
        </button>
      </Tooltip>
    </TooltipProvider>,
  );
}

/** The Radix part loads lazily; until then the trigger renders without a tooltip. */
async function ready(name: string) {
  await waitFor(() =>
    expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'),
  );
  return screen.getByRole('button', { name });
}

function hover(element: HTMLElement) {
  // Radix opens tooltips on a mouse pointermove over the trigger.
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('Tooltip', () => {
  // Radix Tooltip loads on first use; load it before any test waits for a wired trigger.
  beforeAll(() => preloadTooltip());

  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders its trigger before the tooltip code has loaded', () => {
    renderTooltips();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup();
    renderTooltips();
    await ready('Dark mode');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark mode');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAccessibleDescription(
      'Switch to dark mode',
    );
    await expectNoA11yViolations(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('waits 700 ms before opening on hover', async () => {
    renderTooltips();
    const trigger = await ready('Dark mode');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hover(trigger);
    advance(650);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(60);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Switch to dark mode');
  });

  it('does not open if the pointer leaves before the delay', async () => {
    renderTooltips();
    const trigger = await ready('Dark mode');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hover(trigger);
    advance(300);
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens the next tooltip at once within 300 ms of closing one', async () => {
    renderTooltips();
    const first = await ready('Dark mode');
    const second = await ready('Read aloud');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hover(first);
    advance(710);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Switch to dark mode');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(100);
    hover(second);
    advance(5);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Read the question aloud');
  });

  it('waits again once the 300 ms skip window has passed', async () => {
    renderTooltips();
    const first = await ready('Dark mode');
    const second = await ready('Read aloud');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hover(first);
    advance(710);
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(400);
    hover(second);
    advance(5);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Read the question aloud');
  });

  it('opens at once with delayDuration 0 (the sidebar)', async () => {
    renderTooltips({ delayDuration: 0 });
    const trigger = await ready('Dark mode');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hover(trigger);
    advance(1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('keeps the trigger working (clicks reach it)', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Tooltip content="Home">
          <button type="button" onClick={onClick}>
            Home
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    await ready('Home');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { preloadSheet, Sheet, type SheetProps } from './Sheet';
import { overlay } from './Sheet.css';
import { sheetSides } from './sheetSides';

function Harness(props: Partial<SheetProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open sheet
      </button>
      <Sheet
        title="Settings"
        description="Choose how Lingos looks."
        open={open}
        onOpenChange={setOpen}
        {...props}
      >
        <button type="button">Inside</button>
      </Sheet>
    </>
  );
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open sheet' }));
  return screen.findByRole('dialog', { name: 'Settings' });
}

describe('Sheet', () => {
  // Radix Dialog loads on first open; load it before any test waits for an open sheet.
  beforeAll(() => preloadSheet());

  it('renders nothing (and loads nothing) until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a named, described dialog with a visible Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openSheet(user);
    expect(dialog).toHaveAccessibleDescription('Choose how Lingos looks.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveTextContent('Close');
    await expectNoA11yViolations(document.body);
  });

  it('closes on the Close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openSheet(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open sheet' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openSheet(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open sheet' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openSheet(user);
    // The overlay covers the page; a press on it is a press outside the panel.
    const overlayElement = document.querySelector<HTMLElement>(`.${overlay}`);
    expect(overlayElement).not.toBeNull();
    await user.click(overlayElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openSheet(user);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each(sheetSides)('slides from the %s', async (side) => {
    const user = userEvent.setup();
    render(<Harness side={side} />);
    const dialog = await openSheet(user);
    expect(dialog).toHaveAttribute('data-side', side);
  });

  it('can hide its title visually but keeps the accessible name', async () => {
    const user = userEvent.setup();
    render(<Harness hideTitle description={undefined} />);
    const dialog = await openSheet(user);
    expect(dialog).toHaveAccessibleName('Settings');
    await expectNoA11yViolations(document.body);
  });

  it('works uncontrolled with defaultOpen and reports changes', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Sheet title="Menu" defaultOpen onOpenChange={onOpenChange}>
        Hello
      </Sheet>,
    );
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

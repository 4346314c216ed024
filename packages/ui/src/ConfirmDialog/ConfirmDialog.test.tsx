import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { ConfirmDialog, preloadConfirmDialog } from './ConfirmDialog';
import { overlay } from './ConfirmDialog.css';

function Harness({ onConfirm = vi.fn(), onCancel = vi.fn() }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reset progress
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset all progress?"
        description="Every Lingo will show as not started. This cannot be undone."
        confirmLabel="Yes, reset"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Reset progress' }));
  return screen.findByRole('alertdialog', { name: 'Reset all progress?' });
}

describe('ConfirmDialog', () => {
  // Radix Dialog loads on first open; load it before any test waits for the dialog.
  beforeAll(() => preloadConfirmDialog());

  it('is an alert dialog with title and description, focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(
      'Every Lingo will show as not started. This cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoA11yViolations(document.body);
  });

  it('confirms, closes and returns focus to the opener', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Yes, reset' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reset progress' })).toHaveFocus();
  });

  it('Enter on the focused Cancel does not confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await openDialog(user);
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('ignores a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.click(document.querySelector<HTMLElement>(`.${overlay}`)!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfirmDialog, preloadConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { themeClass } from '../theme/themeClass';
import { LingosRoot } from './LingosRoot';

function DialogHarness() {
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
        description="Every Lingo will show as not started."
        confirmLabel="Yes, reset"
        onConfirm={() => undefined}
      />
    </>
  );
}

describe('LingosRoot', () => {
  beforeAll(() => preloadConfirmDialog());

  it('marks itself as a Lingos root with the provider theme, and leaves <html> alone', () => {
    render(
      <ThemeProvider theme="grape" dark target={null}>
        <LingosRoot data-testid="root" className="host-class">
          <p>Inside</p>
        </LingosRoot>
      </ThemeProvider>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('data-lingos-root', '');
    expect(root).toHaveAttribute('data-theme', 'grape');
    expect(root).toHaveAttribute('data-dark', 'true');
    for (const name of themeClass('grape', true).split(' ')) expect(root).toHaveClass(name);
    expect(root).toHaveClass('host-class');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(document.documentElement.className).toBe('');
  });

  it('uses banana in light mode outside a ThemeProvider', () => {
    render(<LingosRoot data-testid="root" />);
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('data-theme', 'banana');
    for (const name of themeClass('banana', false).split(' ')) expect(root).toHaveClass(name);
  });

  it('portals dialogs opened inside it into itself, so they keep its theme', async () => {
    const user = userEvent.setup();
    render(
      <LingosRoot data-testid="root">
        <DialogHarness />
      </LingosRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset all progress?' });
    expect(screen.getByTestId('root')).toContainElement(dialog);
  });

  it('leaves dialogs outside a root in the document body', async () => {
    const user = userEvent.setup();
    render(
      <div data-testid="host">
        <DialogHarness />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset all progress?' });
    expect(screen.getByTestId('host')).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });
});

import { expectNoA11yViolations, renderWithProviders } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { idsIn, trayPieces, type TrayPiece } from './cashTrayModel';
import { CounterPayment } from './CounterPayment';

const announcement = () =>
  document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';

describe('CounterPayment', () => {
  it('moves pieces from the purse to the counter and back, saying what is on the counter', async () => {
    const user = userEvent.setup();
    const onPiecesChange = vi.fn();
    const { container } = renderWithProviders(
      <CounterPayment
        label="Pay for the juice box"
        defaultPieces={trayPieces(['toonie', 'loonie', 'quarter', 'quarter'], 'purse')}
        onPiecesChange={onPiecesChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Toonie, 2 dollars' }));
    expect(announcement()).toBe(
      'Put a toonie on the counter. On the counter: a toonie, 2 dollars.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Counter' })).getByText('$2.00'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toonie, 2 dollars' }));
    expect(announcement()).toBe('Took back a toonie. On the counter: nothing.');
    await user.click(screen.getByRole('button', { name: 'Loonie, 1 dollar' }));
    await user.click(screen.getAllByRole('button', { name: 'Quarter, 25 cents' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Quarter, 25 cents' })[0]!);
    const [latest] = onPiecesChange.mock.lastCall ?? [];
    expect(idsIn(latest as TrayPiece[], 'counter')).toEqual(['loonie', 'quarter', 'quarter']);
    expect(announcement()).toBe(
      'Put a quarter on the counter. On the counter: a loonie and 2 quarters, 1 dollar and 50 cents.',
    );
    await expectNoA11yViolations(container);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onPiecesChange = vi.fn();
    renderWithProviders(
      <CounterPayment
        label="Paid"
        disabled
        defaultPieces={trayPieces(['toonie'], 'purse')}
        onPiecesChange={onPiecesChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Toonie, 2 dollars' }));
    expect(onPiecesChange).not.toHaveBeenCalled();
  });
});

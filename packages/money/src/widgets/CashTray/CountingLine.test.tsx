import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '@lingos/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { idsIn, trayPieces, type TrayPiece } from './cashTrayModel';
import { CountingLine } from './CountingLine';

const announcement = () =>
  document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
const inList = (name: string) =>
  within(screen.getByRole('list', { name }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('CountingLine', () => {
  it('moves tapped purse coins onto the line and counts them when tapped there', async () => {
    const user = userEvent.setup();
    const onPiecesChange = vi.fn();
    const { engine, container } = renderWithProviders(
      <CountingLine
        label="Count the coins"
        defaultPieces={trayPieces(['dime', 'quarter', 'nickel'], 'purse')}
        onPiecesChange={onPiecesChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Quarter, 25 cents' }));
    expect(announcement()).toBe('Moved a quarter to the counting line.');
    await user.click(screen.getByRole('button', { name: 'Dime, 10 cents' }));
    expect(inList('Counting line')).toEqual(['Quarter, 25 cents', 'Dime, 10 cents']);
    const line = within(screen.getByRole('list', { name: 'Counting line' }));
    await user.click(line.getByRole('button', { name: 'Quarter, 25 cents' }));
    expect(spokenTexts(engine)).toContain('25 cents.');
    await user.click(line.getByRole('button', { name: 'Dime, 10 cents' }));
    expect(spokenTexts(engine)).toContain('35 cents.');
    const [latest] = onPiecesChange.mock.lastCall ?? [];
    expect(idsIn(latest as TrayPiece[], 'line')).toEqual(['quarter', 'dime']);
    await expectNoA11yViolations(container);
  });

  it('sorts the purse by value and sends a coin back with Delete', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CountingLine
        label="Count"
        defaultPieces={trayPieces(['nickel', 'toonie', 'dime'], 'purse')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sort by value' }));
    expect(inList('Purse')).toEqual(['Toonie, 2 dollars', 'Dime, 10 cents', 'Nickel, 5 cents']);
    expect(announcement()).toBe('Sorted by value, biggest first. a toonie, a dime and a nickel.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toonie, 2 dollars' })).toHaveFocus();
    await user.keyboard('[Enter]');
    expect(inList('Counting line')).toEqual(['Toonie, 2 dollars']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dime, 10 cents' })).toHaveFocus(),
    );
    await user.keyboard('[ArrowRight][ArrowRight]');
    expect(screen.getByRole('button', { name: 'Toonie, 2 dollars' })).toHaveFocus();
    await user.keyboard('[Delete]');
    expect(inList('Counting line')).toEqual([]);
    expect(announcement()).toBe('Moved a toonie to the purse.');
  });
});

import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Receipt } from './Receipt';

const juiceAndApple = [
  { label: 'Juice box', amount: 149 },
  { label: 'Apple', amount: 79 },
];

function rowTexts(): string[][] {
  return screen
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Receipt', () => {
  it('lists the items, subtotal, cash rounding, total, paid and change as a table', async () => {
    const { container } = renderWithProviders(
      <Receipt lines={juiceAndApple} paid={500} paidWith="a $5 bill" />,
    );
    expect(screen.getByRole('table', { name: 'Receipt' })).toBeInTheDocument();
    expect(rowTexts()).toEqual([
      ['Juice box', '$1.49'],
      ['Apple', '$0.79'],
      ['Subtotal', '$2.28'],
      ['Cash rounding', '+2¢'],
      ['Total', '$2.30'],
      ['Paid', '$5.00'],
      ['Change', '$2.70'],
    ]);
    expect(screen.getByRole('rowheader', { name: 'Cash rounding' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('has no rounding for a card payment', () => {
    renderWithProviders(<Receipt lines={[{ label: 'Comic book', amount: 348 }]} payment="card" />);
    expect(screen.queryByRole('rowheader', { name: 'Cash rounding' })).toBeNull();
    expect(rowTexts()).toContainEqual(['Total', '$3.48']);
  });

  it('shows a rounding down with its minus sign', () => {
    renderWithProviders(<Receipt lines={[{ label: 'Pencil', amount: 251 }]} />);
    expect(rowTexts()).toContainEqual(['Cash rounding', '−1¢']);
    expect(rowTexts()).toContainEqual(['Total', '$2.50']);
  });

  it('shows an amount to find as "?", read "to find"', async () => {
    const { container } = renderWithProviders(
      <Receipt lines={[{ label: 'Apple', amount: 65 }]} paid={100} hidden={['change']} />,
    );
    const change = screen.getByRole('row', { name: /Change/ });
    expect(within(change).getByRole('cell')).toHaveTextContent('?to find');
    await expectNoA11yViolations(container);
  });

  it('reads itself aloud as money.md writes it', async () => {
    const user = userEvent.setup();
    const { engine } = renderWithProviders(
      <Receipt lines={[{ label: 'Juice box', amount: 150 }]} paid={200} paidWith="a toonie" />,
    );
    await user.click(screen.getByRole('button', { name: 'Read aloud: receipt' }));
    expect(spokenTexts(engine)).toContain(
      'Receipt: juice box, 1 dollar 50. Paid with a toonie. Change: 50 cents.',
    );
  });
});

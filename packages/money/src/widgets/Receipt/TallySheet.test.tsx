import { expectNoA11yViolations, renderWithProviders } from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TallySheet, tallyLineText } from './TallySheet';

const lines = [
  { id: 'bill-20', label: 'Twenty-dollar bills', amount: 6000 },
  { id: 'quarter', label: 'Quarters', amount: null },
];

describe('tallyLineText', () => {
  it('says what the child wrote, and its mark', () => {
    expect(tallyLineText({ label: 'Twenty-dollar bills', amount: 6000 })).toBe(
      'Twenty-dollar bills: you wrote 60 dollars.',
    );
    expect(tallyLineText({ label: 'Quarters', amount: null })).toBe('Quarters: not written yet.');
    expect(tallyLineText({ label: 'Quarters', amount: 300, mark: 'incorrect' })).toBe(
      'Quarters: you wrote 3 dollars, not right.',
    );
  });
});

describe('TallySheet', () => {
  it('is a table with one line per compartment and a total', async () => {
    const { container } = renderWithProviders(
      <TallySheet
        lines={lines}
        total={{ id: 'total', label: 'Total', amount: null }}
        activeId="quarter"
      />,
    );
    expect(screen.getByRole('table', { name: 'Tally sheet' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Twenty-dollar bills' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Twenty-dollar bills: you wrote 60 dollars.' }),
    ).toHaveTextContent('$60.00');
    expect(screen.getByRole('button', { name: 'Quarters: not written yet.' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Total: not written yet.' })).toHaveTextContent('?');
    await expectNoA11yViolations(container);
  });

  it('chooses the line to write into', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(
      <TallySheet
        lines={lines}
        total={{ id: 'total', label: 'Total', amount: null }}
        onSelect={onSelect}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Total/ }));
    expect(onSelect).toHaveBeenCalledWith('total');
  });

  it('marks and lights a wrong subtotal', async () => {
    const { container } = renderWithProviders(
      <TallySheet
        lines={[{ id: 'quarter', label: 'Quarters', amount: 300, mark: 'incorrect', lit: true }]}
        total={{ id: 'total', label: 'Total', amount: 6300 }}
        disabled
      />,
    );
    const line = screen.getByRole('button', { name: 'Quarters: you wrote 3 dollars, not right.' });
    expect(line).toHaveAttribute('data-mark', 'incorrect');
    expect(line.closest('tr')).toHaveAttribute('data-lit', 'true');
    await expectNoA11yViolations(container);
  });
});

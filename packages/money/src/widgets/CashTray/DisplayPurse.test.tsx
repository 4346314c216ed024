import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DisplayPurse } from './DisplayPurse';

const names = (): string[] =>
  within(screen.getByRole('list', { name: 'Purse' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('DisplayPurse', () => {
  it('shows the pieces in the order given and describes them in that order', async () => {
    const { container } = renderWithProviders(
      <DisplayPurse
        label="Purse"
        pieces={['nickel', 'quarter', { id: 'dime', side: 'king' }, 'quarter', 'nickel']}
      />,
    );
    expect(names()).toEqual([
      'Nickel, 5 cents',
      'Quarter, 25 cents',
      'Dime, 10 cents, King side up',
      'Quarter, 25 cents',
      'Nickel, 5 cents',
    ]);
    expect(container.querySelector('[data-part="summary"]')).toHaveTextContent(
      'Purse with 5 coins: a nickel, a quarter, a dime, a quarter and a nickel.',
    );
    await expectNoA11yViolations(container);
  });

  it('sorts biggest first on "Sort by value", keeping each face', async () => {
    const user = userEvent.setup();
    const onSortedChange = vi.fn();
    renderWithProviders(
      <DisplayPurse
        label="Purse"
        pieces={['nickel', { id: 'dime', side: 'king' }, 'quarter']}
        onSortedChange={onSortedChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sort by value' }));
    expect(names()).toEqual([
      'Quarter, 25 cents',
      'Dime, 10 cents, King side up',
      'Nickel, 5 cents',
    ]);
    expect(onSortedChange).toHaveBeenCalledWith(true);
    expect(document.querySelector('[data-part="announcement"]')).toHaveTextContent(
      'Sorted by value, biggest first. a quarter, a dime and a nickel.',
    );
  });

  it('sorts itself when the Lingo says so (M-ORDER)', () => {
    renderWithProviders(<DisplayPurse label="Purse" pieces={['dime', 'toonie']} sorted />);
    expect(names()).toEqual(['Toonie, 2 dollars', 'Dime, 10 cents']);
  });

  it('says a tapped piece’s value, and moves by arrows', async () => {
    const user = userEvent.setup();
    const onPieceTap = vi.fn();
    const { engine } = renderWithProviders(
      <DisplayPurse label="Purse" pieces={['dime', 'loonie']} onPieceTap={onPieceTap} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sort by value' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dime, 10 cents' })).toHaveFocus();
    await user.keyboard('[ArrowRight][Enter]');
    expect(spokenTexts(engine)).toContain('Loonie. 1 dollar.');
    expect(onPieceTap).toHaveBeenCalledWith(expect.objectContaining({ id: 'loonie' }), 1);
    await user.click(screen.getByRole('button', { name: 'Dime, 10 cents' }));
    expect(spokenTexts(engine)).toContain('Dime. 10 cents.');
  });

  it('shows the total when asked', () => {
    renderWithProviders(<DisplayPurse label="Purse A" pieces={['quarter', 'loonie']} showTotal />);
    expect(screen.getByText('Total: $1.25')).toBeInTheDocument();
  });
});

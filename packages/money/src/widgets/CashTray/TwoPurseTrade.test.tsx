import { expectNoA11yViolations, renderWithProviders } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { totalIn, type TrayPiece } from './cashTrayModel';
import { TwoPurseTrade } from './TwoPurseTrade';

describe('TwoPurseTrade', () => {
  it('shows the given coin on the left and fills the child’s side from the bank, each with its total', async () => {
    const user = userEvent.setup();
    const onPiecesChange = vi.fn();
    const { container } = renderWithProviders(
      <TwoPurseTrade
        label="Trade a quarter for nickels"
        given={['quarter']}
        bank={['nickel']}
        onPiecesChange={onPiecesChange}
      />,
    );
    const trade = screen.getByRole('region', { name: 'Trade' });
    expect(within(trade).getByRole('button', { name: 'Quarter, 25 cents' })).toBeInTheDocument();
    expect(within(trade).getByText('Total: 25¢')).toBeInTheDocument();
    const nickel = screen.getByRole('button', { name: 'Nickel, 5 cents. Add to your side' });
    await user.click(nickel);
    await user.click(nickel);
    const yours = screen.getByRole('region', { name: 'Your side' });
    expect(within(yours).getByText('10¢')).toBeInTheDocument();
    const [latest] = onPiecesChange.mock.lastCall ?? [];
    expect(totalIn(latest as TrayPiece[], 'purse')).toBe(10);
    await expectNoA11yViolations(container);
  });
});

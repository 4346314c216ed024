import { expectNoA11yViolations, renderWithProviders, spokenTexts } from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, drawerOrder, drawerText } from './Drawer';

const drawer = [
  'quarter',
  'bill-20',
  'toonie',
  'bill-5',
  'bill-20',
  'quarter',
  'bill-20',
  'bill-5',
  'quarter',
] as const;

describe('drawer texts', () => {
  it('orders compartments bills first, biggest first', () => {
    expect(drawerOrder(drawer)).toEqual(['bill-20', 'bill-5', 'toonie', 'quarter']);
  });

  it('describes the drawer as money.md does', () => {
    expect(drawerText('Drawer', drawer)).toBe(
      'Drawer: three $20 bills, two $5 bills, one toonie, three quarters.',
    );
  });
});

describe('Drawer', () => {
  it('has one focusable compartment per kind that counts itself aloud', async () => {
    const user = userEvent.setup();
    const onCompartmentTap = vi.fn();
    const { engine, container } = renderWithProviders(
      <Drawer pieces={drawer} lit={['quarter']} onCompartmentTap={onCompartmentTap} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Twenty-dollar bills: three.' })).toHaveFocus();
    await user.keyboard('[ArrowRight]');
    expect(screen.getByRole('button', { name: 'Five-dollar bills: two.' })).toHaveFocus();
    await user.keyboard('[End][Enter]');
    expect(onCompartmentTap).toHaveBeenCalledWith('quarter');
    expect(spokenTexts(engine)).toContain('25, 50, 75 cents.');
    await user.click(screen.getByRole('button', { name: 'Twenty-dollar bills: three.' }));
    expect(spokenTexts(engine)).toContain('20, 40, 60 dollars.');
    expect(screen.getByRole('button', { name: 'Quarters: three.' })).toHaveAttribute(
      'data-state',
      'lit',
    );
    await expectNoA11yViolations(container);
  });

  it('shows empty compartments when asked', () => {
    renderWithProviders(<Drawer pieces={['dime']} showEmpty />);
    expect(screen.getAllByRole('button')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Hundred-dollar bills: zero.' })).toBeInTheDocument();
  });
});

import { expectNoA11yViolations, renderWithProviders, tabTo } from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoneyEntryPad } from './MoneyEntryPad';

const echo = (container: HTMLElement) =>
  container.querySelector('[data-part="echo"]')?.textContent ?? null;

describe('MoneyEntryPad', () => {
  it('takes cents alone from the keyboard: no form switch, no echo', async () => {
    const user = userEvent.setup();
    const onEntry = vi.fn();
    const { container } = renderWithProviders(
      <MoneyEntryPad forms={['cents']} label="How much money?" onEntry={onEntry} />,
    );
    expect(screen.queryByRole('button', { name: 'In dollars ($)' })).toBeNull();
    await tabTo(user, screen.getByRole('textbox', { name: 'How much money?' }));
    await user.keyboard('45');
    expect(onEntry).toHaveBeenLastCalledWith({ amount: 45, form: 'cents' });
    expect(echo(container)).toBeNull();
    await user.keyboard('{Backspace}{Backspace}');
    expect(onEntry).toHaveBeenLastCalledWith(undefined);
    await expectNoA11yViolations(container);
  });

  it('echoes cents in dollars, and carries the amount over when the form switches', async () => {
    const user = userEvent.setup();
    const onEntry = vi.fn();
    const { container } = renderWithProviders(
      <MoneyEntryPad forms={['cents', 'dollars']} label="How much?" onEntry={onEntry} />,
    );
    const inCents = screen.getByRole('button', { name: 'In cents (¢)' });
    expect(inCents).toHaveAttribute('aria-pressed', 'true');
    await tabTo(user, screen.getByRole('textbox', { name: 'How much?' }));
    await user.keyboard('125');
    expect(echo(container)).toBe('125¢ is $1.25.');
    expect(onEntry).toHaveBeenLastCalledWith({ amount: 125, form: 'cents' });
    await expectNoA11yViolations(container);

    await tabTo(user, screen.getByRole('button', { name: 'In dollars ($)' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'In dollars ($)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'How much?: dollars' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'How much?: cents' })).toHaveValue('25');
    expect(onEntry).toHaveBeenLastCalledWith({ amount: 125, form: 'dollars' });
    expect(echo(container)).toBe('$1.25 is 125¢.');
    await expectNoA11yViolations(container);
  });

  it('reads "$1" and "05" as $1.05, typed with the on-screen keys', async () => {
    const user = userEvent.setup();
    const onEntry = vi.fn();
    const { container } = renderWithProviders(
      <MoneyEntryPad forms={['dollars', 'cents']} label="How much?" onEntry={onEntry} />,
    );
    const pad = screen.getByRole('group', { name: 'How much?' });
    await user.click(within(pad).getByRole('button', { name: '1' }));
    await user.click(within(pad).getByRole('button', { name: 'Cents' }));
    await user.click(within(pad).getByRole('button', { name: '0' }));
    await user.click(within(pad).getByRole('button', { name: '5' }));
    expect(onEntry).toHaveBeenLastCalledWith({ amount: 105, form: 'dollars' });
    expect(echo(container)).toBe('$1.05 is 105¢.');
  });

  it('starts from a kept answer and takes nothing while disabled', async () => {
    const user = userEvent.setup();
    const onEntry = vi.fn();
    renderWithProviders(
      <MoneyEntryPad
        forms={['cents', 'dollars']}
        initial={{ amount: 150, form: 'dollars' }}
        onEntry={onEntry}
        disabled
      />,
    );
    expect(screen.getByRole('textbox', { name: 'How much?: dollars' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'How much?: cents' })).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'In cents (¢)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '7' }));
    expect(onEntry).not.toHaveBeenCalled();
  });
});

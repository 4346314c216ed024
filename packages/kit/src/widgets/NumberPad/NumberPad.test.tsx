import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, renderWithProviders } from '../../testing';
import { NumberPad, type NumberPadProps } from './NumberPad';
import {
  dollarsAndCentsFormat,
  hoursAndMinutesFormat,
  wholeNumberFormat,
  createWholeNumberFormat,
} from './numberPadFormat';

function Controlled({
  onValue,
  ...props
}: Partial<NumberPadProps> &
  Pick<NumberPadProps, 'format'> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NumberPad
      label="Your answer"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...props}
    />
  );
}

describe('NumberPad, whole numbers', () => {
  it('types with the on-screen keys, deletes with Backspace and clears', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled format={wholeNumberFormat} />);
    const display = screen.getByRole('textbox', { name: 'Your answer' });
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: '0' }));
    expect(display).toHaveValue('120');
    expect(screen.getByText('Your answer: 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Backspace' }));
    expect(display).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(display).toHaveValue('');
    await expectNoA11yViolations(document.body);
  });

  it('takes the physical keyboard and keeps only digits, up to the maximum length', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled format={createWholeNumberFormat({ maxLength: 3 })} />);
    const display = screen.getByRole('textbox', { name: 'Your answer' });
    await user.click(display);
    await user.keyboard('4a567');
    expect(display).toHaveValue('456');
    await user.keyboard('{Backspace}');
    expect(display).toHaveValue('45');
  });

  it('leaves Enter to the page', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    renderWithProviders(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => onKeyDown(event.key, event.defaultPrevented)}>
        <Controlled format={wholeNumberFormat} />
      </div>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('7{Enter}');
    expect(onKeyDown).toHaveBeenLastCalledWith('Enter', false);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled format={wholeNumberFormat} disabled onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeDisabled();
  });
});

describe('NumberPad, dollars and cents', () => {
  it('types dollars, then cents after choosing the cents box', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled format={dollarsAndCentsFormat} onValue={onValue} />);
    for (const name of ['4', 'Cents', '3', '5', '9']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('textbox', { name: 'Your answer: dollars' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Your answer: cents' })).toHaveValue('35');
    expect(onValue).toHaveBeenLastCalledWith('4.35');
    expect(screen.getByText('Your answer: 4 dollars and 35 cents')).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
  });

  it('moves to the cents with the point key on the keyboard', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled format={dollarsAndCentsFormat} onValue={onValue} />);
    await user.click(screen.getByRole('textbox', { name: 'Your answer: dollars' }));
    await user.keyboard('1.05');
    expect(screen.getByRole('textbox', { name: 'Your answer: cents' })).toHaveFocus();
    expect(onValue).toHaveBeenLastCalledWith('1.05');
  });
});

describe('NumberPad, hours and minutes', () => {
  it('types hours, then minutes after choosing the minutes field', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled format={hoursAndMinutesFormat} onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Minutes' }));
    expect(screen.getByRole('button', { name: 'Minutes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '0' }));
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(onValue).toHaveBeenLastCalledWith('2:05');
    expect(screen.getByRole('textbox', { name: 'Your answer: hours' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Your answer: minutes' })).toHaveValue('05');
    expect(screen.getByText('Your answer: 2 hours 5 minutes')).toBeInTheDocument();
    await expectNoA11yViolations(document.body);
  });

  it('moves from hours to minutes with "h" too', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled format={hoursAndMinutesFormat} onValue={onValue} />);
    await user.click(screen.getByRole('textbox', { name: 'Your answer: hours' }));
    await user.keyboard('1h170');
    expect(screen.getByRole('textbox', { name: 'Your answer: minutes' })).toHaveFocus();
    expect(onValue).toHaveBeenLastCalledWith('1:170');
  });

  it('moves from hours to minutes with the colon key on the keyboard', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled format={hoursAndMinutesFormat} onValue={onValue} />);
    await user.click(screen.getByRole('textbox', { name: 'Your answer: hours' }));
    await user.keyboard('3:45');
    expect(screen.getByRole('textbox', { name: 'Your answer: minutes' })).toHaveFocus();
    expect(onValue).toHaveBeenLastCalledWith('3:45');
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(screen.getByRole('textbox', { name: 'Your answer: hours' })).toHaveFocus();
  });

  it('Backspace on empty minutes deletes from the hours', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Controlled format={hoursAndMinutesFormat} onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Minutes' }));
    await user.click(screen.getByRole('button', { name: 'Backspace' }));
    expect(onValue).toHaveBeenLastCalledWith('1:');
    expect(screen.getByRole('button', { name: 'Hours' })).toHaveAttribute('aria-pressed', 'true');
  });
});

import { expectNoA11yViolations } from '@lingos/kit/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DigitalClock, formatDigitalClock } from './DigitalClock';
import { holdRepeatTiming } from '@lingos/kit';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('formatDigitalClock', () => {
  it('formats 12-hour, 12-hour with AM/PM and 24-hour digits', () => {
    expect(formatDigitalClock(at(15, 5), '12h', false)).toBe('3:05');
    expect(formatDigitalClock(at(15, 5), '12h', true)).toBe('3:05 PM');
    expect(formatDigitalClock(at(15, 5), '24h', false)).toBe('15:05');
    expect(formatDigitalClock(at(0, 0), '24h', true)).toBe('00:00');
  });
});

describe('DigitalClock, display', () => {
  it('shows a 12-hour time named by its digits', async () => {
    const { container } = render(<DigitalClock value={at(15, 0)} />);
    expect(screen.getByRole('img', { name: '3:00' })).toHaveTextContent('3:00');
    await expectNoA11yViolations(container);
  });

  it('shows AM/PM when asked', () => {
    render(<DigitalClock value={at(9, 30)} meridiem />);
    expect(screen.getByRole('img', { name: '9:30 AM' })).toHaveTextContent('9:30AM');
  });

  it('shows 24-hour time', () => {
    render(<DigitalClock value={at(9, 5)} format="24h" />);
    expect(screen.getByRole('img', { name: '09:05' })).toHaveTextContent('09:05');
  });

  it('shows a question mark for a time to find', () => {
    render(<DigitalClock value={null} />);
    expect(screen.getByRole('img', { name: 'question mark' })).toHaveTextContent('?');
  });

  it('takes the caller’s name', () => {
    render(<DigitalClock value={at(4, 50)} label="A digital clock showing 4:50" />);
    expect(screen.getByRole('img', { name: 'A digital clock showing 4:50' })).toBeInTheDocument();
  });
});

describe('DigitalClock, input', () => {
  it('has hour and minute spinbuttons and an AM/PM toggle', async () => {
    const { container } = render(
      <DigitalClock mode="input" defaultValue={at(15, 5)} meridiem label="Your answer" />,
    );
    expect(screen.getByRole('group', { name: 'Your answer' })).toBeInTheDocument();
    const hour = screen.getByRole('spinbutton', { name: 'Hour' });
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
    expect(hour).toHaveAttribute('aria-valuenow', '3');
    expect(hour).toHaveAttribute('aria-valuemin', '1');
    expect(hour).toHaveAttribute('aria-valuemax', '12');
    expect(minutes).toHaveAttribute('aria-valuenow', '5');
    expect(minutes).toHaveAttribute('aria-valuetext', '5 minutes');
    expect(minutes).toHaveTextContent('05');
    expect(screen.getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'AM' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoA11yViolations(container);
  });

  it('steps the fields with the arrow keys, wrapping inside each field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DigitalClock mode="input" defaultValue={at(11, 58)} onChange={onChange} meridiem />);
    const hour = screen.getByRole('spinbutton', { name: 'Hour' });
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
    await user.click(hour);
    await user.keyboard('{ArrowUp}');
    expect(hour).toHaveAttribute('aria-valuenow', '12');
    expect(onChange).toHaveBeenLastCalledWith(at(0, 58));
    await user.keyboard('{ArrowUp}');
    expect(hour).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{ArrowRight}');
    expect(minutes).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(minutes).toHaveAttribute('aria-valuenow', '0');
    expect(hour).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{PageUp}');
    expect(minutes).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{End}');
    expect(minutes).toHaveAttribute('aria-valuenow', '59');
    await user.keyboard('{ArrowLeft}');
    expect(hour).toHaveFocus();
  });

  it('takes typed digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DigitalClock mode="input" defaultValue={at(1, 0)} onChange={onChange} />);
    await user.click(screen.getByRole('spinbutton', { name: 'Hour' }));
    await user.keyboard('12');
    expect(screen.getByRole('spinbutton', { name: 'Hour' })).toHaveAttribute('aria-valuenow', '12');
    await user.click(screen.getByRole('spinbutton', { name: 'Minutes' }));
    await user.keyboard('47');
    expect(onChange).toHaveBeenLastCalledWith(at(0, 47));
  });

  it('toggles AM and PM', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DigitalClock mode="input" value={at(11, 40)} onChange={onChange} meridiem />);
    await user.click(screen.getByRole('button', { name: 'PM' }));
    expect(onChange).toHaveBeenCalledWith(at(23, 40));
  });

  it('steps with the on-screen buttons', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DigitalClock mode="input" defaultValue={at(4, 30)} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Minutes down' }));
    expect(onChange).toHaveBeenLastCalledWith(at(4, 29));
    await user.click(screen.getByRole('button', { name: 'Hour up' }));
    expect(onChange).toHaveBeenLastCalledWith(at(5, 29));
  });

  it('repeats a held step button, faster after a while, and stops on release', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      render(<DigitalClock mode="input" defaultValue={at(4, 0)} onChange={onChange} />);
      const up = screen.getByRole('button', { name: 'Minutes up' });
      fireEvent.pointerDown(up, { button: 0, pointerType: 'touch' });
      expect(onChange).toHaveBeenLastCalledWith(at(4, 1));
      // Nothing more until the hold delay has passed.
      act(() => vi.advanceTimersByTime(holdRepeatTiming.delay - 1));
      expect(onChange).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenLastCalledWith(at(4, 2));
      // One timer at a time, so React renders between repeats as it does in a browser.
      const wait = (ms: number, times: number) => {
        for (let index = 0; index < times; index += 1) act(() => vi.advanceTimersByTime(ms));
      };
      wait(holdRepeatTiming.interval, 9);
      expect(onChange).toHaveBeenLastCalledWith(at(4, 11));
      wait(holdRepeatTiming.fastInterval, 10);
      expect(onChange).toHaveBeenLastCalledWith(at(4, 21));
      fireEvent.pointerUp(up, { button: 0, pointerType: 'touch' });
      // The click that ends a press does not step again, and the repeat has stopped.
      fireEvent.click(up);
      act(() => vi.advanceTimersByTime(2000));
      expect(onChange).toHaveBeenLastCalledWith(at(4, 21));
      expect(onChange).toHaveBeenCalledTimes(21);
      // A click with no press (a screen reader's) steps once.
      fireEvent.click(screen.getByRole('button', { name: 'Hour down' }));
      expect(onChange).toHaveBeenLastCalledWith(at(3, 21));
    } finally {
      vi.useRealTimers();
    }
  });

  it('enters 24-hour time from 00 to 23', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DigitalClock mode="input" format="24h" defaultValue={at(23, 0)} onChange={onChange} />);
    const hour = screen.getByRole('spinbutton', { name: 'Hour' });
    expect(hour).toHaveAttribute('aria-valuemax', '23');
    expect(screen.queryByRole('button', { name: 'PM' })).toBeNull();
    await user.click(hour);
    await user.keyboard('{ArrowUp}');
    expect(hour).toHaveAttribute('aria-valuenow', '0');
    expect(hour).toHaveTextContent('00');
    await user.keyboard('15');
    expect(onChange).toHaveBeenLastCalledWith(at(15, 0));
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdRepeatDelay, holdRepeatTiming, useHoldRepeat } from './useHoldRepeat';

function Stepper() {
  const [value, setValue] = useState(0);
  const hold = useHoldRepeat((delta) => setValue((current) => current + delta));
  return (
    <div>
      <output aria-label="Value">{value}</output>
      <button type="button" {...hold(1)}>
        More
      </button>
    </div>
  );
}

const value = () => Number(screen.getByLabelText('Value').textContent);

describe('holdRepeatDelay', () => {
  it('waits, then repeats, then repeats faster', () => {
    expect(holdRepeatDelay(0)).toBe(holdRepeatTiming.delay);
    expect(holdRepeatDelay(1)).toBe(holdRepeatTiming.interval);
    expect(holdRepeatDelay(holdRepeatTiming.fastAfter)).toBe(holdRepeatTiming.fastInterval);
  });
});

describe('useHoldRepeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps once on press and keeps stepping while held', () => {
    render(<Stepper />);
    const button = screen.getByRole('button', { name: 'More' });
    fireEvent.pointerDown(button, { button: 0 });
    expect(value()).toBe(1);
    act(() => vi.advanceTimersByTime(holdRepeatTiming.delay - 1));
    expect(value()).toBe(1);
    act(() => vi.advanceTimersByTime(1 + holdRepeatTiming.interval * 2));
    expect(value()).toBe(4);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1000));
    // The click that ends a press does not step again, and nothing repeats after release.
    expect(value()).toBe(4);
  });

  it('steps once for a click with no press (keyboard, screen reader)', () => {
    render(<Stepper />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(value()).toBe(1);
  });

  it('stops when the finger slides off the button', () => {
    render(<Stepper />);
    const button = screen.getByRole('button', { name: 'More' });
    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(2000));
    expect(value()).toBe(1);
  });
});

import { expectNoA11yViolations, setBox } from '@lingos/kit/testing';
import { dragSurface } from '@lingos/kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarkerRibbon } from './MarkerRibbon';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** The whole day over 1440 px of lane, from x = 0: a pixel a minute. */
function wholeDayLane(container: HTMLElement): void {
  const lane = container.querySelector('[aria-hidden="true"] > div') as HTMLElement;
  setBox(lane, { left: 0, top: 0, width: 1440, height: 100 });
}

function SunRibbon({ onChange }: { readonly onChange: (value: number) => void }) {
  const [sun, setSun] = useState(at(9, 0));
  return (
    <MarkerRibbon
      range={{ from: 0, to: 1440 }}
      format="12h"
      secondaryFormat="24h"
      sky
      marker={{
        value: sun,
        label: 'Sun',
        icon: '☀️',
        onChange: (value) => {
          setSun(value);
          onChange(value);
        },
      }}
    />
  );
}

describe('MarkerRibbon', () => {
  it('is a slider moved with the keyboard, its value read as a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<SunRibbon onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Time ribbon' })).toHaveAccessibleDescription(
      'Time ribbon from 12:00 midnight. 12 midnight and 12 noon are marked.',
    );
    const sun = screen.getByRole('slider', { name: 'Sun' });
    expect(sun).toHaveAttribute('aria-valuetext', '9:00 AM');
    sun.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(at(10, 15));
    expect(sun).toHaveAttribute('aria-valuetext', '10:15 AM');
    await user.keyboard('{PageDown}{PageDown}');
    expect(sun).toHaveAttribute('aria-valuetext', '8:15 AM');
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{End}');
    expect(sun).toHaveAttribute('aria-valuetext', '12:00 midnight');
    await expectNoA11yViolations(container);
  });

  it('follows a pointer drag through kit’s drag primitive, snapped to 15 minutes', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const onChange = vi.fn();
      const { container } = render(<SunRibbon onChange={onChange} />);
      wholeDayLane(container);
      const sun = screen.getByRole('slider', { name: 'Sun' });
      // The press is taken (false = default prevented): no text selection that a later press
      // could turn into a native drag, which would cancel the pointer mid-way.
      expect(fireEvent.pointerDown(sun, { pointerId: 1, button: 0, clientX: 540 })).toBe(false);
      expect(sun).toHaveFocus();
      expect(sun).toHaveAttribute('data-state', 'dragging');
      expect(sun).toHaveClass(dragSurface);
      // However many moves come in a frame, the sun moves once, to the last of them.
      fireEvent.pointerMove(sun, { pointerId: 1, clientX: 640 });
      fireEvent.pointerMove(sun, { pointerId: 1, clientX: 727 });
      expect(onChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenLastCalledWith(at(12, 0));
      expect(sun).toHaveAttribute('aria-valuetext', '12:00 noon');
      // A quick last move before the frame still counts when the pointer goes up.
      fireEvent.pointerMove(sun, { pointerId: 1, clientX: 790 });
      fireEvent.pointerUp(sun, { pointerId: 1, clientX: 790 });
      expect(onChange).toHaveBeenLastCalledWith(at(13, 15));
      expect(sun).toHaveAttribute('data-state', 'idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not jump when grabbed off its centre: it keeps where the finger holds it', () => {
    const onChange = vi.fn();
    const { container } = render(<SunRibbon onChange={onChange} />);
    wholeDayLane(container);
    const sun = screen.getByRole('slider', { name: 'Sun' });
    // Grabbed 20 px (20 minutes) right of its centre at 9:00, then moved 60 px on: 10:00.
    // Under the pointer is 10:20, which would snap to 10:15.
    fireEvent.pointerDown(sun, { pointerId: 3, button: 0, pointerType: 'touch', clientX: 560 });
    fireEvent.pointerMove(sun, { pointerId: 3, pointerType: 'touch', clientX: 620 });
    fireEvent.pointerUp(sun, { pointerId: 3, pointerType: 'touch', clientX: 620 });
    expect(onChange).toHaveBeenLastCalledWith(at(10, 0));
    expect(sun).toHaveAttribute('aria-valuetext', '10:00 AM');
  });

  it('stays put on a tap, even one off its centre', () => {
    const onChange = vi.fn();
    const { container } = render(<SunRibbon onChange={onChange} />);
    wholeDayLane(container);
    const sun = screen.getByRole('slider', { name: 'Sun' });
    fireEvent.pointerDown(sun, { pointerId: 1, button: 0, clientX: 560 });
    fireEvent.pointerMove(sun, { pointerId: 1, clientX: 562 });
    fireEvent.pointerUp(sun, { pointerId: 1, clientX: 563 });
    expect(onChange).not.toHaveBeenCalled();
    expect(sun).toHaveAttribute('aria-valuetext', '9:00 AM');
    expect(sun).toHaveAttribute('data-state', 'idle');
  });

  it('ignores a press with another button than the primary one', () => {
    const onChange = vi.fn();
    const { container } = render(<SunRibbon onChange={onChange} />);
    wholeDayLane(container);
    const sun = screen.getByRole('slider', { name: 'Sun' });
    expect(fireEvent.pointerDown(sun, { pointerId: 1, button: 2, clientX: 540 })).toBe(true);
    fireEvent.pointerMove(sun, { pointerId: 1, clientX: 727 });
    fireEvent.pointerUp(sun, { pointerId: 1, clientX: 727 });
    expect(onChange).not.toHaveBeenCalled();
    expect(sun).toHaveAttribute('data-state', 'idle');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarkerRibbon } from './MarkerRibbon';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  // Colour contrast needs real layout and is checked per theme in @lingos/ui.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
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
    const sun = screen.getByRole('slider', { name: 'Sun' });
    expect(sun).toHaveAttribute('aria-valuetext', '9:00 AM');
    sun.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(at(10, 15));
    expect(sun).toHaveAttribute('aria-valuetext', '10:15 AM');
    await user.keyboard('{End}');
    expect(sun).toHaveAttribute('aria-valuetext', '12:00 midnight');
    await expectNoAxeViolations(container);
  });

  it('follows a pointer drag, snapped to 15 minutes', () => {
    const onChange = vi.fn();
    const { container } = render(<SunRibbon onChange={onChange} />);
    const lane = container.querySelector('[aria-hidden="true"] > div') as HTMLElement;
    // The whole day over 1440 px: a pixel a minute.
    lane.getBoundingClientRect = () => ({
      width: 1440,
      height: 100,
      top: 0,
      left: 0,
      right: 1440,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const sun = screen.getByRole('slider', { name: 'Sun' });
    // The press is taken (false = default prevented): no text selection that a later press
    // could turn into a native drag, which would cancel the pointer mid-way.
    expect(fireEvent.pointerDown(sun, { pointerId: 1, button: 0, clientX: 540 })).toBe(false);
    fireEvent.pointerMove(sun, { pointerId: 1, clientX: 727 });
    expect(onChange).toHaveBeenLastCalledWith(at(12, 0));
    expect(sun).toHaveAttribute('aria-valuetext', '12:00 noon');
    fireEvent.pointerUp(sun, { pointerId: 1, clientX: 727 });
  });
});

import { expectNoA11yViolations, renderWithProviders } from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CapacityUnit } from './model';
import { UnitToggle } from './UnitToggle';

function Toggle({ disabled = false, onChange }: { disabled?: boolean; onChange?: () => void }) {
  const [unit, setUnit] = useState<CapacityUnit>('mL');
  return (
    <UnitToggle
      label="Unit"
      value={unit}
      onChange={(next) => {
        setUnit(next);
        onChange?.();
      }}
      disabled={disabled}
    />
  );
}

const millilitres = () => screen.getByRole('radio', { name: 'mL, millilitres' });
const litres = () => screen.getByRole('radio', { name: 'L, litres' });

describe('UnitToggle', () => {
  it('is a radio group of mL and L, mL picked, named with the full words', async () => {
    const { container } = renderWithProviders(<Toggle />);
    expect(screen.getByRole('radiogroup', { name: 'Unit' })).toBeVisible();
    expect(millilitres()).toBeChecked();
    expect(litres()).not.toBeChecked();
    await expectNoA11yViolations(container);
  });

  it('picks a unit with a tap', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Toggle />);
    await user.click(litres());
    expect(litres()).toBeChecked();
    expect(millilitres()).not.toBeChecked();
  });

  it('arrows move and pick, round the ends; the picked unit holds the tab stop', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Toggle />);
    await user.tab();
    expect(millilitres()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(litres()).toHaveFocus();
    expect(litres()).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(millilitres()).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(litres()).toBeChecked();
    expect(litres()).toHaveAttribute('tabindex', '0');
    expect(millilitres()).toHaveAttribute('tabindex', '-1');
  });

  it('lets Enter go on to the page (to check the answer)', async () => {
    const user = userEvent.setup();
    const onPageEnter = vi.fn();
    renderWithProviders(
      // The page around the toggle, as the practice session listens for Enter.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => event.key === 'Enter' && onPageEnter()}>
        <Toggle />
      </div>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPageEnter).toHaveBeenCalledTimes(1);
  });

  it('takes no change when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Toggle disabled onChange={onChange} />);
    await user.click(litres());
    await user.tab();
    await user.keyboard('{ArrowRight} ');
    expect(onChange).not.toHaveBeenCalled();
    expect(millilitres()).toBeChecked();
  });
});

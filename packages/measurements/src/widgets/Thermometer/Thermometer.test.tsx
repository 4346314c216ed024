import {
  expectNoA11yViolations,
  mockMatchMedia,
  renderWithProviders,
  setBox,
  spokenTexts,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Thermometer, type ThermometerProps } from './Thermometer';

function announcement(): string {
  return document.querySelector('[data-part="announcement"]')?.textContent?.trim() ?? '';
}

function Controlled(props: ThermometerProps) {
  const [value, setValue] = useState(props.defaultValue ?? 0);
  return (
    <>
      <Thermometer {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('Thermometer, read-only', () => {
  it('is a picture named by its reading, numbers below zero with a minus sign', async () => {
    const { container } = renderWithProviders(<Thermometer value={15} />);
    const picture = screen.getByRole('img', {
      name: 'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the small mark halfway between 10 and 20.',
    });
    expect(picture).toHaveTextContent('°C\u221230\u221220\u2212100102030');
    expect(screen.queryByRole('slider')).toBeNull();
    // 0 crosses the tube: its mark is longer than the others.
    const zero = container.querySelector('[data-mark="0"] line');
    const ten = container.querySelector('[data-mark="10"] line');
    expect(Number(zero?.getAttribute('x2'))).toBeGreaterThan(Number(ten?.getAttribute('x2')));
    await expectNoA11yViolations(container);
  });

  it('reads below zero and marks every 10 degrees', () => {
    renderWithProviders(<Thermometer value={-10} markStep={10} />);
    expect(
      screen.getByRole('img', {
        name: 'Thermometer, minus 30 to 40 degrees Celsius. The red line stops at the mark labelled minus 10.',
      }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-mark="-25"]')).toBeNull();
  });

  it('draws the red line up to the value, 4 px a degree (0 at 180, 40 at 20)', () => {
    const { container, rerender } = renderWithProviders(<Thermometer value={0} />);
    const line = () => container.querySelector('[data-part="red-line"]') as SVGRectElement;
    expect(line().style.transform).toBe('translateY(180px)');
    rerender(<Thermometer value={25} />);
    expect(line().style.transform).toBe('translateY(80px)');
    rerender(<Thermometer value={-30} />);
    expect(line().style.transform).toBe('translateY(300px)');
  });

  it('shows pictures beside their temperatures (3-0 step 5)', async () => {
    const { container } = renderWithProviders(
      <Thermometer
        value={0}
        settable
        pictures={[
          { value: 0, picture: 'ice', alt: 'ice' },
          { value: 25, picture: 'beach-with-umbrella', alt: 'a beach' },
        ]}
      />,
    );
    // Each picture loads on demand: wait until both are drawn.
    const ice = screen.getByRole('img', { name: 'Picture: ice, at 0 degrees.' });
    const beach = screen.getByRole('img', { name: 'Picture: a beach, at 25 degrees.' });
    await waitFor(() => {
      expect(ice).toHaveAttribute('data-state', 'ready');
      expect(beach).toHaveAttribute('data-state', 'ready');
    });
    const iceSlot = container.querySelector('li[data-value="0"]') as HTMLElement;
    const beachSlot = container.querySelector('li[data-value="25"]') as HTMLElement;
    // Beside their marks: 0 °C at y 180 and 25 °C at y 80, below the gauge's 7 px edge.
    expect(iceSlot.style.top).toBe('187px');
    expect(beachSlot.style.top).toBe('87px');
    await expectNoA11yViolations(container);
  });
});

describe('Thermometer, set mode', () => {
  it('moves the red line one mark with the arrows and says it (3-3 step 4)', async () => {
    const user = userEvent.setup();
    const onChangeEnd = vi.fn();
    const { container, engine } = renderWithProviders(
      <Controlled defaultValue={0} settable onChangeEnd={onChangeEnd} />,
    );
    const slider = screen.getByRole('slider', { name: 'Thermometer' });
    expect(slider).toHaveAttribute('aria-valuemin', '-30');
    expect(slider).toHaveAttribute('aria-valuemax', '40');
    expect(slider).toHaveAttribute('aria-valuetext', '0 degrees');
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('[ArrowDown][ArrowDown]');
    expect(slider).toHaveAttribute('aria-valuenow', '-10');
    expect(slider).toHaveAttribute('aria-valuetext', 'minus 10 degrees');
    expect(announcement()).toBe('Red line at minus 10 degrees.');
    expect(spokenTexts(engine)).toContain('Red line at minus 10 degrees.');
    expect(onChangeEnd).toHaveBeenLastCalledWith(-10);
    expect(screen.getByTestId('value')).toHaveTextContent('-10');
    await user.keyboard('[PageUp][PageUp][PageUp][ArrowUp]');
    expect(slider).toHaveAttribute('aria-valuetext', '25 degrees');
    await user.keyboard('[End][ArrowUp]');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('[Home]');
    expect(slider).toHaveAttribute('aria-valuenow', '-30');
    await expectNoA11yViolations(container);
  });

  it('moves one mark of 10 when the marks are every 10 degrees', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled defaultValue={20} settable markStep={10} />);
    await user.tab();
    await user.keyboard('[ArrowUp]');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '30');
  });

  it('moves with the Up and Down buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled defaultValue={0} settable />);
    await user.click(screen.getByRole('button', { name: 'Up one mark, warmer' }));
    await user.click(screen.getByRole('button', { name: 'Up one mark, warmer' }));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '10');
    await user.click(screen.getByRole('button', { name: 'Down one mark, colder' }));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '5');
    expect(announcement()).toBe('Red line at 5 degrees.');
  });

  it('follows a drag of the red line and snaps to the nearest mark', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const onChangeEnd = vi.fn();
      const { container } = renderWithProviders(
        <Controlled defaultValue={0} settable onChangeEnd={onChangeEnd} />,
      );
      const svg = container.querySelector('svg') as SVGSVGElement;
      // Drawn at its natural size: 40 °C at y 20, −30 °C at y 300 (4 px a degree).
      setBox(svg, { left: 0, top: 0, width: 106, height: 356 });
      const slider = screen.getByRole('slider', { name: 'Thermometer' });
      fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 80, clientY: 180 });
      expect(slider).toHaveAttribute('data-state', 'dragging');
      // y 222 is −10.5 °C: the nearest mark is −10.
      fireEvent.pointerMove(slider, { pointerId: 1, clientX: 80, clientY: 222 });
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(slider).toHaveAttribute('aria-valuenow', '-10');
      fireEvent.pointerUp(slider, { pointerId: 1, clientX: 80, clientY: 222 });
      expect(slider).toHaveAttribute('data-state', 'idle');
      expect(onChangeEnd).toHaveBeenLastCalledWith(-10);
      expect(announcement()).toBe('Red line at minus 10 degrees.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the line where it was when a drag is cancelled half way', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const onChangeEnd = vi.fn();
      const { container } = renderWithProviders(
        <Thermometer defaultValue={20} settable onChangeEnd={onChangeEnd} />,
      );
      setBox(container.querySelector('svg') as SVGSVGElement, {
        left: 0,
        top: 0,
        width: 106,
        height: 356,
      });
      const slider = screen.getByRole('slider');
      fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 80, clientY: 100 });
      fireEvent.pointerMove(slider, { pointerId: 1, clientX: 80, clientY: 260 });
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(slider).toHaveAttribute('aria-valuenow', '-20');
      fireEvent.pointerCancel(slider, { pointerId: 1, clientX: 80, clientY: 260 });
      expect(slider).toHaveAttribute('aria-valuenow', '20');
      expect(onChangeEnd).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays put when disabled', async () => {
    const user = userEvent.setup();
    const onChangeEnd = vi.fn();
    renderWithProviders(
      <Thermometer defaultValue={0} settable disabled onChangeEnd={onChangeEnd} />,
    );
    await user.click(screen.getByRole('button', { name: 'Up one mark, warmer' }));
    act(() => screen.getByRole('slider').focus());
    await user.keyboard('[ArrowUp]');
    expect(onChangeEnd).not.toHaveBeenCalled();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });

  it('jumps without a transition when the child prefers reduced motion', () => {
    const media = mockMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    try {
      const { container } = renderWithProviders(<Thermometer value={10} settable />);
      expect(container.firstElementChild).toHaveAttribute('data-motion', 'reduced');
    } finally {
      media.restore();
    }
  });
});

describe('Thermometer, in a dark theme', () => {
  it('passes axe read-only and in set mode', async () => {
    const { container } = renderWithProviders(
      <div className={themeClass('default', true)}>
        <Thermometer value={-15} />
        <Thermometer defaultValue={25} settable label="Your thermometer" />
      </div>,
    );
    await expectNoA11yViolations(container);
  });
});

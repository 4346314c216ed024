import { setBox } from '@lingos/kit/testing';
import { dragSurface } from '@lingos/kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleRibbon } from './ScheduleRibbon';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

const freeWindow = { from: at(15, 0), to: at(18, 0) };

/** The lane the blocks sit in: 180 minutes (3:00 to 6:00 PM) over 360 px, 2 px a minute. */
function measureLane(container: HTMLElement): void {
  const lane = container.querySelector('[data-block]')?.parentElement as HTMLElement;
  setBox(lane, { left: 0, top: 0, width: 360, height: 100 });
}

describe('ScheduleRibbon, dragging a block (ScheduleBlockButton)', () => {
  it('moves a block by dragging through kit’s drag primitive, snapped to 5 minutes', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const onBlocksChange = vi.fn();
      const { container } = render(
        <ScheduleRibbon
          scheduleWindow={freeWindow}
          range={{ from: at(15, 0), to: at(18, 0) }}
          defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) }]}
          onBlocksChange={onBlocksChange}
        />,
      );
      measureLane(container);
      const schedule = screen.getByRole('group', { name: 'Schedule' });
      const snack = screen.getByRole('button', { name: /^Snack/ });
      expect(snack).toHaveClass(dragSurface);
      // The press is taken (false = default prevented), and focus goes to the block.
      expect(fireEvent.pointerDown(snack, { pointerId: 1, button: 0, clientX: 10 })).toBe(false);
      expect(snack).toHaveFocus();
      fireEvent.pointerMove(snack, { pointerId: 1, clientX: 40 });
      fireEvent.pointerMove(snack, { pointerId: 1, clientX: 71 });
      // Moves are taken once a frame: nothing yet, then the last of them.
      expect(onBlocksChange).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(onBlocksChange).toHaveBeenCalledTimes(1);
      expect(schedule).toHaveAttribute('data-state', 'dragging');
      expect(snack).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('group', { name: 'Move Snack' })).toBeInTheDocument();
      fireEvent.pointerUp(snack, { pointerId: 1, clientX: 71 });
      expect(onBlocksChange).toHaveBeenLastCalledWith([
        { id: 'snack', label: 'Snack', duration: 15, start: at(15, 30) },
      ]);
      expect(screen.getByRole('status')).toHaveTextContent('Snack now 3:30 to 3:45 PM');
      expect(schedule).toHaveAttribute('data-state', 'idle');
      expect(snack).toHaveAttribute('aria-pressed', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a block under the pointer when the drag starts near its end', () => {
    const onBlocksChange = vi.fn();
    const { container } = render(
      <ScheduleRibbon
        scheduleWindow={freeWindow}
        range={{ from: at(15, 0), to: at(18, 0) }}
        defaultBlocks={[{ id: 'soccer', label: 'Soccer', duration: 75, start: at(15, 30) }]}
        onBlocksChange={onBlocksChange}
      />,
    );
    measureLane(container);
    // Soccer 3:30–4:45 spans 60–210 px; pressed near its right end, at 4:40, by a finger.
    const soccer = screen.getByRole('button', { name: /^Soccer/ });
    const finger = { pointerId: 7, pointerType: 'touch' };
    fireEvent.pointerDown(soccer, { ...finger, button: 0, clientX: 200 });
    fireEvent.pointerMove(soccer, { ...finger, clientX: 230 });
    fireEvent.pointerUp(soccer, { ...finger, clientX: 230 });
    // 30 px on is 15 minutes later: the block starts at 3:45, not where the finger is.
    expect(onBlocksChange).toHaveBeenLastCalledWith([
      { id: 'soccer', label: 'Soccer', duration: 75, start: at(15, 45) },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Soccer now 3:45 to 5:00 PM');
  });

  it('a press that barely moves is a tap: its click picks the block up', () => {
    const onBlocksChange = vi.fn();
    const { container } = render(
      <ScheduleRibbon
        scheduleWindow={freeWindow}
        range={{ from: at(15, 0), to: at(18, 0) }}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) }]}
        onBlocksChange={onBlocksChange}
      />,
    );
    measureLane(container);
    const snack = screen.getByRole('button', { name: /^Snack/ });
    fireEvent.pointerDown(snack, { pointerId: 1, button: 0, clientX: 14 });
    fireEvent.pointerMove(snack, { pointerId: 1, clientX: 16 });
    fireEvent.pointerUp(snack, { pointerId: 1, clientX: 17 });
    fireEvent.click(snack);
    expect(onBlocksChange).not.toHaveBeenCalled();
    expect(snack).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Snack picked up, 3:00 to 3:15 PM.');
  });

  it('does not pick a block up with the click that ends a mouse drag', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ScheduleRibbon
        scheduleWindow={freeWindow}
        range={{ from: at(15, 0), to: at(18, 0) }}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) }]}
      />,
    );
    measureLane(container);
    const snack = screen.getByRole('button', { name: /^Snack/ });
    fireEvent.pointerDown(snack, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 10 });
    fireEvent.pointerMove(snack, { pointerId: 1, pointerType: 'mouse', clientX: 50 });
    fireEvent.pointerUp(snack, { pointerId: 1, pointerType: 'mouse', clientX: 50 });
    // The browser's click after the drag (down and up on the captured block).
    fireEvent.click(snack);
    expect(snack).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Snack now 3:20 to 3:35 PM');
    // The next click is a tap again.
    fireEvent.click(snack);
    expect(snack).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(snack).toHaveAttribute('aria-pressed', 'false');
  });

  it('picks a block up by Space after a finger’s drag, which brings no click', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ScheduleRibbon
        scheduleWindow={freeWindow}
        range={{ from: at(15, 0), to: at(18, 0) }}
        defaultBlocks={[{ id: 'snack', label: 'Snack', duration: 15, start: at(15, 0) }]}
      />,
    );
    measureLane(container);
    const snack = screen.getByRole('button', { name: /^Snack/ });
    const finger = { pointerId: 4, pointerType: 'touch' };
    fireEvent.pointerDown(snack, { ...finger, button: 0, clientX: 10 });
    fireEvent.pointerMove(snack, { ...finger, clientX: 30 });
    fireEvent.pointerUp(snack, { ...finger, clientX: 30 });
    expect(snack).toHaveFocus();
    await user.keyboard(' ');
    expect(snack).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Snack picked up, 3:10 to 3:25 PM.');
  });

  it('lets a fixed block be neither pressed nor dragged', () => {
    const onBlocksChange = vi.fn();
    const { container } = render(
      <ScheduleRibbon
        scheduleWindow={freeWindow}
        range={{ from: at(15, 0), to: at(18, 0) }}
        defaultBlocks={[
          { id: 'piano', label: 'Piano', duration: 30, start: at(17, 0), fixed: true },
        ]}
        onBlocksChange={onBlocksChange}
      />,
    );
    measureLane(container);
    const piano = screen.getByRole('button', { name: /^Piano/ });
    // Not taken: the press keeps its default (true), so the block is an ordinary button.
    expect(fireEvent.pointerDown(piano, { pointerId: 1, button: 0, clientX: 250 })).toBe(true);
    fireEvent.pointerMove(piano, { pointerId: 1, clientX: 300 });
    fireEvent.pointerUp(piano, { pointerId: 1, clientX: 300 });
    expect(onBlocksChange).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Schedule' })).toHaveAttribute('data-state', 'idle');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePointerDrag, type PointerDragEnd } from './usePointerDrag';

function Handle({ onEnd }: { readonly onEnd?: (end: PointerDragEnd) => void }) {
  const [x, setX] = useState(0);
  const { dragging, handlers } = usePointerDrag<HTMLDivElement>({
    onStart: ({ target }) => (target as HTMLElement).dataset.part === 'grip',
    onMove: ({ client }) => setX(client.x),
    onEnd: (end) => {
      setX(end.client.x);
      onEnd?.(end);
    },
  });
  return (
    <div data-testid="surface" data-state={dragging ? 'dragging' : 'idle'} {...handlers}>
      <span data-part="grip">grip</span>
      <span data-part="label">label</span>
      <output aria-label="x">{x}</output>
    </div>
  );
}

const surface = () => screen.getByTestId('surface');
const x = () => Number(screen.getByLabelText('x').textContent);

describe('usePointerDrag', () => {
  it('follows the pointer from press to release and reports a drag', () => {
    const onEnd = vi.fn();
    render(<Handle onEnd={onEnd} />);
    fireEvent.pointerDown(screen.getByText('grip'), { pointerId: 1, button: 0, clientX: 10 });
    expect(surface()).toHaveAttribute('data-state', 'dragging');
    fireEvent.pointerMove(surface(), { pointerId: 1, clientX: 40 });
    fireEvent.pointerMove(surface(), { pointerId: 1, clientX: 80 });
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 95 });
    expect(x()).toBe(95);
    expect(surface()).toHaveAttribute('data-state', 'idle');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd.mock.calls[0]?.[0]).toMatchObject({ moved: true, cancelled: false });
  });

  it('tells a tap from a drag', () => {
    const onEnd = vi.fn();
    render(<Handle onEnd={onEnd} />);
    fireEvent.pointerDown(screen.getByText('grip'), { pointerId: 1, button: 0, clientX: 10 });
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 12 });
    expect(onEnd.mock.calls[0]?.[0]).toMatchObject({ moved: false, cancelled: false });
  });

  it('starts only where onStart accepts, with the primary button, and one pointer at a time', () => {
    const onEnd = vi.fn();
    render(<Handle onEnd={onEnd} />);
    fireEvent.pointerDown(screen.getByText('label'), { pointerId: 1, button: 0, clientX: 10 });
    expect(surface()).toHaveAttribute('data-state', 'idle');
    fireEvent.pointerDown(screen.getByText('grip'), { pointerId: 1, button: 2, clientX: 10 });
    expect(surface()).toHaveAttribute('data-state', 'idle');
    fireEvent.pointerDown(screen.getByText('grip'), { pointerId: 1, button: 0, clientX: 10 });
    // A second finger neither moves nor ends the first one's drag.
    fireEvent.pointerMove(surface(), { pointerId: 2, clientX: 300 });
    fireEvent.pointerUp(surface(), { pointerId: 2, clientX: 300 });
    expect(onEnd).not.toHaveBeenCalled();
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 50 });
    expect(x()).toBe(50);
  });

  it('ends as cancelled when the browser takes the pointer away', () => {
    const onEnd = vi.fn();
    render(<Handle onEnd={onEnd} />);
    fireEvent.pointerDown(screen.getByText('grip'), { pointerId: 1, button: 0, clientX: 10 });
    fireEvent.pointerCancel(surface(), { pointerId: 1 });
    expect(onEnd.mock.calls[0]?.[0]).toMatchObject({ cancelled: true });
    expect(surface()).toHaveAttribute('data-state', 'idle');
  });

  it('keeps a press from selecting text or starting a native drag', () => {
    render(<Handle />);
    const press = new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('grip').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
  });
});

describe('usePointerDrag and pointer capture', () => {
  it('goes on when a child element loses the capture the drag took from it (touch)', () => {
    const onEnd = vi.fn();
    render(<Handle onEnd={onEnd} />);
    const grip = screen.getByText('grip');
    fireEvent.pointerDown(grip, { pointerId: 1, button: 0, clientX: 10 });
    // A touch's implicit capture on the grip moves to the surface: the grip loses it.
    fireEvent.lostPointerCapture(grip, { pointerId: 1 });
    expect(surface()).toHaveAttribute('data-state', 'dragging');
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 60 });
    expect(onEnd.mock.calls[0]?.[0]).toMatchObject({ moved: true, cancelled: false });
    // The surface itself losing it is a cancel.
    fireEvent.pointerDown(grip, { pointerId: 2, button: 0, clientX: 10 });
    fireEvent.lostPointerCapture(surface(), { pointerId: 2 });
    expect(onEnd.mock.calls[1]?.[0]).toMatchObject({ cancelled: true });
  });
});

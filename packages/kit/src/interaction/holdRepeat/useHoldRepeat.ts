import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** The wait before a held step button starts repeating, and the repeat rates, in ms. */
export const holdRepeatTiming = { delay: 400, interval: 120, fastInterval: 50, fastAfter: 10 };

/** The wait before repeat number `count` (1-based): slower at first, faster after a while. */
export function holdRepeatDelay(count: number): number {
  if (count <= 0) return holdRepeatTiming.delay;
  return count >= holdRepeatTiming.fastAfter
    ? holdRepeatTiming.fastInterval
    : holdRepeatTiming.interval;
}

/** The props a held step button spreads on itself. */
export interface HoldRepeatButtonProps {
  readonly onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  readonly onPointerUp: () => void;
  readonly onPointerCancel: () => void;
  readonly onPointerLeave: () => void;
  readonly onContextMenu: (event: { preventDefault(): void }) => void;
  readonly onClick: () => void;
}

/**
 * Pointer props for step buttons that repeat while held, as native steppers do: one step on
 * press, then (after `delay`) a step every `interval` ms, faster after `fastAfter` steps. A
 * finger on a phone can go from 0 to 45 minutes without 45 taps. A click without a press
 * before it (a screen reader's click, or the keyboard) steps once.
 *
 * `const hold = useHoldRepeat((delta) => setValue((v) => v + delta));`
 * `<button {...hold(+1)}>▲</button>`
 */
export function useHoldRepeat(
  step: (delta: number) => void,
): (delta: number) => HoldRepeatButtonProps {
  const stepRef = useRef(step);
  stepRef.current = step;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  return (delta: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // Keep the focus where it is (the field), and stop a long press opening a menu.
      event.preventDefault();
      stop();
      pressed.current = true;
      stepRef.current(delta);
      let count = 0;
      const repeat = () => {
        count += 1;
        stepRef.current(delta);
        timer.current = setTimeout(repeat, holdRepeatDelay(count));
      };
      timer.current = setTimeout(repeat, holdRepeatDelay(0));
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onPointerLeave: stop,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => {
      // The press already stepped; a click on its own (assistive tech) steps once.
      if (pressed.current) pressed.current = false;
      else stepRef.current(delta);
    },
  });
}

import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** The wait before a held step button starts repeating, and the repeat rates. */
export const holdRepeatTiming = { delay: 400, interval: 120, fastInterval: 50, fastAfter: 10 };

/**
 * Pointer props for a step button that repeats while it is held, as native steppers do: one
 * step on press, then (after `delay`) a step every `interval` ms, faster after `fastAfter`
 * steps. A finger on a phone can go from 0 to 45 minutes without 45 taps. A click without a
 * press before it (a screen reader's click, or the keyboard) steps once.
 */
export function useHoldRepeat(step: (delta: number) => void) {
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
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
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
        timer.current = setTimeout(
          repeat,
          count >= holdRepeatTiming.fastAfter
            ? holdRepeatTiming.fastInterval
            : holdRepeatTiming.interval,
        );
      };
      timer.current = setTimeout(repeat, holdRepeatTiming.delay);
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

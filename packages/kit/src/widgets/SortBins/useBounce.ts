import { useLayoutEffect, type RefObject } from 'react';
import type { SortBinsFeedback } from './sortBinsModel';

/** How long a bounce back to the tray takes. */
export const bounceMs = 450;

/**
 * Plays each bounce in `feedback` once per `key`: the item flies from the middle of the bin it
 * bounced out of back to its place in the tray, overshooting a little. Skipped for reduced
 * motion (the item still turns red and the hint is announced) and where the Web Animations
 * API is missing.
 */
export function useBounce(
  feedback: SortBinsFeedback | undefined,
  elements: RefObject<Map<string, HTMLElement>>,
  reducedMotion: boolean,
): void {
  const key = feedback?.key;
  const bounced = feedback?.bounced;
  useLayoutEffect(() => {
    if (key === undefined || !bounced || reducedMotion) return;
    const animations: Animation[] = [];
    for (const { itemId, binId } of bounced) {
      const item = elements.current.get(itemId);
      const bin = elements.current.get(binId);
      if (!item || !bin || typeof item.animate !== 'function') continue;
      const from = bin.getBoundingClientRect();
      const to = item.getBoundingClientRect();
      const dx = from.left + from.width / 2 - (to.left + to.width / 2);
      const dy = from.top + from.height / 2 - (to.top + to.height / 2);
      animations.push(
        item.animate(
          [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
          { duration: bounceMs, easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
        ),
      );
    }
    return () => animations.forEach((animation) => animation.cancel());
    // Only a new feedback key plays a bounce; re-renders while it plays must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

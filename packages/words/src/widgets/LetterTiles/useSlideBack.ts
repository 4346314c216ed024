import { useLayoutEffect, type RefObject } from 'react';
import type { TilesState } from './tilesModel';

/** How long a wrong tile takes to slide back to the tray. */
export const slideBackMs = 400;

/**
 * After a Check, each wrong tile slides from its slot back to its home in the tray, once per
 * marked state. Skipped for reduced motion and where the Web Animations API is missing: the
 * slot still shows its cross and the words are still announced.
 */
export function useSlideBack(
  state: TilesState,
  trayElements: RefObject<Map<string, HTMLElement>>,
  slotElements: RefObject<Map<number, HTMLElement>>,
  still: boolean,
): void {
  const event = state.event;
  useLayoutEffect(() => {
    if (event.type !== 'marked' || still) return;
    const animations: Animation[] = [];
    for (const result of event.results) {
      if (result.correct) continue;
      const tile = trayElements.current.get(result.tileId);
      const slot = slotElements.current.get(result.slot);
      if (!tile || !slot || typeof tile.animate !== 'function') continue;
      const from = slot.getBoundingClientRect();
      const to = tile.getBoundingClientRect();
      const dx = from.left + from.width / 2 - (to.left + to.width / 2);
      const dy = from.top + from.height / 2 - (to.top + to.height / 2);
      animations.push(
        tile.animate(
          [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
          {
            duration: slideBackMs,
            easing: 'ease-out',
          },
        ),
      );
    }
    return () => animations.forEach((animation) => animation.cancel());
    // Only a new marked event slides; re-renders while it plays must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event]);
}

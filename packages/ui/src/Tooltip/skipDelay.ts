/**
 * Shared by the tooltips under one TooltipProvider: after one closes, the next opens at
 * once for `skipDelayDuration` ms (moving along a row of icons shows each label without
 * waiting again).
 */
export interface SkipDelayTracker {
  closed(): void;
  isSkipping(skipDelayDuration: number): boolean;
}

/** A fresh tracker; nothing has closed yet. */
export function createSkipDelayTracker(): SkipDelayTracker {
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  return {
    closed() {
      lastClosedAt = Date.now();
    },
    isSkipping(skipDelayDuration) {
      return Date.now() - lastClosedAt < skipDelayDuration;
    },
  };
}

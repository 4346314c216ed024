/**
 * The toaster's settings, as the spec gives them. Width (356 px), the swipe-to-dismiss
 * threshold (45 px) and the removal delay (200 ms) are sonner 2.0.8's built-ins, not props:
 * checked in node_modules/sonner/dist/index.mjs (TOAST_WIDTH = 356, SWIPE_THRESHOLD = 45,
 * TIME_BEFORE_UNMOUNT = 200).
 */
export const toasterDefaults = {
  position: 'bottom-right',
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
} as const;

import { style } from '@vanilla-extract/css';

/**
 * For an element dragged with {@link usePointerDrag}: a finger drags it instead of scrolling
 * or zooming the page, and a long press selects no text and opens no callout.
 */
export const dragSurface = style({
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
});

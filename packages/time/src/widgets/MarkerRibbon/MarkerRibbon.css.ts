import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { EDGE, LINE_THICKNESS, LINE_TOP } from '../TimeRibbon/RibbonScale.css';

export const trackWrap = style({ position: 'relative' });

/** The layer over the lane that holds the draggable marker (above the aria-hidden track). */
export const markerLayer = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: EDGE,
  right: EDGE,
  pointerEvents: 'none',
});

/** The draggable marker (lingo 3-0's sun): a 48 px round handle on the line. */
export const dragMarker = style({
  position: 'absolute',
  top: LINE_TOP + LINE_THICKNESS / 2 - 24,
  width: 48,
  height: 48,
  marginLeft: -24,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `3px solid ${vars.color.accentBorder}`,
  boxShadow: vars.shadow.raised,
  fontSize: 26,
  lineHeight: 1,
  cursor: 'grab',
  // No scrolling or selecting under a finger: kit's dragSurface class, beside this one.
  pointerEvents: 'auto',
  ':focus-visible': {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: 2,
  },
  selectors: {
    '&[data-state="dragging"]': { cursor: 'grabbing' },
  },
});

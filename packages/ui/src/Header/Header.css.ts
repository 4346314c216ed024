import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, headerHeight } from '../theme/layout';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: headerHeight,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [desktopQuery]: { gap: vars.space.sm, paddingInline: vars.space.md },
  },
});

// A page with this header scrolls whatever it brings into view (a focused control, a
// scrolled-to card) below it, never under it (WCAG 2.4.11, focus not obscured).
globalStyle(`html:has(${root})`, {
  scrollPaddingBlockStart: `calc(${headerHeight} + ${vars.space.xs})`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  flex: 1,
  // If a very narrow screen still runs out of room, clip the brand rather than overlap the
  // controls; the padding keeps the logo's focus ring inside the clip.
  overflow: 'hidden',
  padding: '5px',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  flexShrink: 0,
});

export const wordmark = style({
  fontSize: vars.fontSize.large,
  fontWeight: 800,
  letterSpacing: '0.01em',
  lineHeight: 1,
  // Narrow phones: the mark alone (the name stays in the accessible name).
  '@media': {
    'screen and (max-width: 399.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const tagline = style({
  display: 'none',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    [desktopQuery]: { display: 'block' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, headerHeight, motionQuery } from '../theme/layout';
import { vars } from '../theme/vars.css';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './constants';

/** The sidebar's column: as tall as the page, with the sidebar's background and edge. */
export const rail = style({
  display: 'none',
  flexShrink: 0,
  width: SIDEBAR_WIDTH,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="collapsed"]': { width: SIDEBAR_WIDTH_ICON },
  },
  '@media': {
    // Below 768 px the sidebar is a sheet instead; this also hides it if JS misjudged the width.
    [desktopQuery]: { display: 'block' },
    [motionQuery]: { transition: 'width 200ms ease' },
  },
});

/** The sidebar itself: in view as the page scrolls, scrolling on its own when it is long. */
export const desktop = style({
  position: 'sticky',
  top: headerHeight,
  height: `calc(100dvh - ${headerHeight})`,
  width: '100%',
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const mobileNav = style({ marginInline: `calc(-1 * ${vars.space.xs})` });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
});

export const iconContent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const groupLabel = style({
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  color: vars.color.textMuted,
});

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const subMenu = style([
  menu,
  {
    marginInlineStart: '0.875rem',
    paddingInlineStart: vars.space.xxs,
    borderInlineStart: `2px solid ${vars.color.surfaceSunken}`,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

/** One row: a link or disclosure button, at least 44 px tall. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: 1.3,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: 700,
      boxShadow: `inset 3px 0 0 ${vars.color.accentSoftText}`,
    },
  },
});

export const itemIcon = style({ flexShrink: 0 });

export const label = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
});

export const conceptLabel = style([label, { fontWeight: 700 }]);

export const secondaryLine = style({
  fontSize: '0.875rem',
  fontWeight: 400,
  color: vars.color.textMuted,
});

globalStyle(`${item}:hover ${secondaryLine}, ${item}[aria-current="page"] ${secondaryLine}`, {
  color: 'inherit',
});

export const chevron = style({
  flexShrink: 0,
  '@media': { [motionQuery]: { transition: 'transform 150ms ease' } },
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
  },
});

export const learnTitle = style({ fontWeight: 700 });

export const done = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.successSoftText,
  backgroundColor: vars.color.successSoft,
  borderRadius: vars.radius.full,
  padding: '2px',
});

export const unavailable = style([
  item,
  {
    cursor: 'default',
    color: vars.color.textMuted,
    selectors: { '&:hover': { backgroundColor: 'transparent', color: vars.color.textMuted } },
  },
]);

/** A 44 px square icon target in the 3rem rail. */
export const iconItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&[aria-current="page"], &[data-active="true"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});

export const iconSeparator = style({
  width: '1.75rem',
  height: '2px',
  border: 'none',
  margin: `${vars.space.xxs} 0`,
  backgroundColor: vars.color.border,
});

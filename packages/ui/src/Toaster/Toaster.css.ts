import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** On sonner's `<ol data-sonner-toaster>`. */
export const toaster = style({});

// Sonner's own rules are attribute selectors of specificity (0,2,0)–(0,4,0); these are one
// step stronger so the kit's type scale and font win without !important.
globalStyle(`${toaster}[data-sonner-toaster] [data-sonner-toast][data-styled="true"]`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  padding: vars.space.md,
});

globalStyle(
  `${toaster}[data-sonner-toaster] [data-sonner-toast][data-styled="true"] [data-title]`,
  { fontWeight: 700, lineHeight: 1.4 },
);

// Sonner greys descriptions with fixed colours; inherit the toast's themed text instead
// (every text/fill pair it can land on is AA-checked in the theme tests).
globalStyle(
  `${toaster}[data-sonner-toaster] [data-sonner-toast][data-styled="true"] [data-description]`,
  { color: 'inherit', fontWeight: 400 },
);

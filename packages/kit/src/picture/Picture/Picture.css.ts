import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  flex: 'none',
  verticalAlign: 'middle',
  selectors: {
    // Art drawn in near-black or deep purple (a top hat, an ant, a spider, sunglasses) sinks
    // into a dark surface; a thin light edge keeps its outline, and is hardly seen on bright
    // art. light-dark() keeps it off where a light theme sits inside a dark page.
    '[data-dark="true"] &': {
      filter: 'drop-shadow(0 0 1px light-dark(transparent, rgb(255 255 255 / 0.8)))',
    },
  },
});

/** The box a picture keeps while its module loads: faint, so a quick load does not flash. */
export const placeholder = style({
  fill: vars.color.surfaceSunken,
});

/** The framed "?" of an unknown picture, in the muted text colour of the theme. */
export const missing = style({
  color: vars.color.textMuted,
});

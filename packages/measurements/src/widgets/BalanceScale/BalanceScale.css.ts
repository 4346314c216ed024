import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The beam's angle, in degrees (clockwise: the right end down). */
export const tiltVar = createVar();
/** How far the left pan moves down, as a share of the scale's width (× 100). */
export const leftDropVar = createVar();
/** How far the right pan moves down, as a share of the scale's width (× 100). */
export const rightDropVar = createVar();

/** A gram mass's body: a grey of the theme's text on its surface, unlike the tray and the page. */
const gramBodyFill = `color-mix(in srgb, ${vars.color.text} 16%, ${vars.color.surface})`;

/** The colour pairs the scale draws with, foreground on background: the contrast test reads them. */
export const balanceColours = {
  /** A gram mass's label on its body. */
  gramLabel: [vars.color.text, gramBodyFill],
  /** A gram mass's outline against the tray (3:1 for graphics). */
  gramOutline: [vars.color.text, vars.color.surfaceSunken],
  /** A kilogram mass's outline against the tray. */
  kilogramOutline: [vars.color.accentSoftText, vars.color.surfaceSunken],
  /** A kilogram mass's label on its body. */
  kilogramLabel: [vars.color.accentSoftText, vars.color.accentSoft],
  /** The beam, stand and pans against the widget's surface (3:1 for graphics). */
  frame: [vars.color.textMuted, vars.color.surface],
  /** An outlined object (a pumpkin) against the surface it sits on. */
  outline: [vars.color.text, vars.color.warningSoft],
  /** A stack's count badge. */
  badge: [vars.color.accentText, vars.color.accent],
} as const;

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/**
 * How far the pans stand above the beam: long enough (in `cqw`, the scale's width) that the
 * lower pan's inner edge clears the beam at the steepest tilt.
 */
const post = 'calc(8cqw + 0.5rem)';
const postSmall = 'calc(8cqw + 0.25rem)';

/** The scale itself: its pans, beam and stand. Sizes inside follow its width (cqw). */
export const scale = style({
  position: 'relative',
  containerType: 'inline-size',
  display: 'grid',
  width: '100%',
  minWidth: 0,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const scaleSmall = style({});

export const pans = style({
  // The frame comes first (painted under the pans) but is drawn below them.
  gridRow: 1,
  // Headroom for a pan raised by the steepest tilt (27.5 % × sin 18° ≈ 8.5 % of the width).
  paddingTop: '9cqw',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  // Two columns of 45 % with a 10 % gap put the pans' centres 27.5 % from the pivot (panArm).
  columnGap: '10%',
  alignItems: 'end',
});

const swing = {
  transitionProperty: 'transform',
  transitionDuration: '700ms',
  transitionTimingFunction: 'cubic-bezier(0.34, 1.3, 0.64, 1)',
  '@media': {
    // The scale jumps to where it settles when the child asks for less motion.
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
  },
  selectors: {
    '[data-motion="reduced"] &': { transitionDuration: '0ms' },
  },
} as const;

/** A pan's wrapper: it rides up and down with its end of the beam. */
export const panSlot = style({
  ...swing,
  minWidth: 0,
  display: 'grid',
});

export const panSlotLeft = style({ transform: `translateY(calc(${leftDropVar} * 1cqw))` });
export const panSlotRight = style({ transform: `translateY(calc(${rightDropVar} * 1cqw))` });

/** A pan: a drop zone with its stacks above the dish. */
export const pan = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'end',
  minWidth: 0,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  padding: 0,
  // The scale's own colour, opaque: the pans never cover the beam (see `post`), and a
  // checker that boxes the turned beam by its bounding box (axe) finds the names on a pan
  // on this colour, as the eye does.
  backgroundColor: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  selectors: {
    '&[data-target]': { borderStyle: 'dashed', borderColor: vars.color.accent },
    '&[data-over]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
  },
});

/** A pan that answers "which is heavier?" when tapped. */
export const panButton = style({
  borderColor: vars.color.border,
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-mark="correct"]': {
      borderColor: vars.color.success,
      backgroundColor: vars.color.successSoft,
    },
    '&[data-mark="incorrect"]': {
      borderColor: vars.color.danger,
      backgroundColor: vars.color.dangerSoft,
    },
    '&:disabled': { cursor: 'default' },
  },
});

/** The stacks on a pan: they pile up from the dish and wrap upward. */
export const stacks = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  alignItems: 'flex-end',
  alignContent: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '5.5rem',
  margin: 0,
  padding: `${vars.space.xxs} 0 0`,
  listStyle: 'none',
});

export const stacksSmall = style({ minHeight: '3rem' });

/** How thick the dish is drawn. */
const dishHeight = '0.875rem';

/** The dish the things sit on, with the post down to the beam. */
export const dish = style({
  position: 'relative',
  display: 'block',
  height: dishHeight,
  margin: '0 4%',
  borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
  backgroundColor: vars.color.textMuted,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      top: '100%',
      width: '0.5rem',
      height: post,
      marginLeft: '-0.25rem',
      backgroundColor: vars.color.textMuted,
    },
  },
});

export const dishSmall = style({
  height: '0.5rem',
  selectors: { '&::after': { height: postSmall } },
});

/**
 * The dish as a button: choose this pan, or move the chosen thing onto it. The button is a
 * full 44 px tall, the dish drawn at its top; its negative bottom margin lets it reach down
 * over the post (the beam under it takes no taps) while the things above still sit on the
 * dish, so the pan's tap target is 44 px however full the pan is.
 */
export const dishButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  minWidth: vars.size.target,
  height: vars.size.target,
  marginTop: 0,
  marginBottom: `calc(${dishHeight} - ${vars.size.target})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      outline: `3px dashed ${vars.color.accent}`,
      outlineOffset: 2,
    },
    '&[aria-pressed="true"]:focus-visible': {
      outline: `4px solid ${vars.color.focusRing}`,
    },
    '&:disabled': { cursor: 'default' },
  },
});

/** The beam, the pivot and the stand, under the pans. */
export const frame = style({
  gridRow: 2,
  position: 'relative',
  // Room under the pivot for the beam's lower end at the steepest tilt (40 % × sin 18°).
  height: `calc(${post} + 13cqw + 0.75rem)`,
  pointerEvents: 'none',
});

export const frameSmall = style({ height: `calc(${postSmall} + 13cqw + 0.5rem)` });

export const beam = style({
  ...swing,
  position: 'absolute',
  left: '10%',
  right: '10%',
  top: post,
  height: '0.75rem',
  marginTop: '-0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  transform: `rotate(${tiltVar})`,
  transformOrigin: '50% 50%',
});

export const beamSmall = style({ top: postSmall, height: '0.5rem', marginTop: '-0.25rem' });

export const pivot = style({
  position: 'absolute',
  left: '50%',
  top: post,
  width: '1.25rem',
  height: '1.25rem',
  margin: '-0.625rem 0 0 -0.625rem',
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
  border: `0.3rem solid ${vars.color.textMuted}`,
  boxSizing: 'border-box',
});

export const pivotSmall = style({ top: postSmall });

export const stand = style({
  position: 'absolute',
  left: '50%',
  top: `calc(${post} + 0.25rem)`,
  bottom: 0,
  width: '22%',
  transform: 'translateX(-50%)',
  backgroundColor: vars.color.textMuted,
  // A post widening to a foot.
  clipPath: 'polygon(42% 0, 58% 0, 62% 70%, 100% 88%, 100% 100%, 0 100%, 0 88%, 38% 70%)',
});

export const standSmall = style({ top: `calc(${postSmall} + 0.15rem)` });

/** One stack of the same thing: a button at least 44 px square around its art. */
export const stack = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  // Little room at the sides: three masses fit on one line of the tray on a 320 px phone.
  padding: `${vars.space.xxs} 2px`,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-state="dragging"]': { opacity: 0.85, cursor: 'grabbing' },
    '&[data-state="empty"]': { cursor: 'default' },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

/** A stack drawn only (a weighing picture, or a pan that answers as a whole). */
export const stackStill = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
});

/** An empty tray stack: the outline of what was there. */
export const stackArtEmpty = style({ opacity: 0.35 });

/** Above the pile's top right corner, clear of the label on the top mass. */
export const countBadge = style({
  position: 'absolute',
  top: '-0.75rem',
  right: '-0.75rem',
  minWidth: '1.5rem',
  padding: '0 0.3rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: 1.5,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const objectRow = style({ display: 'inline-flex', alignItems: 'flex-end' });

/** An object with no picture: its outline in the theme's warm tint, and its name under it. */
export const outlined = style({
  display: 'inline-grid',
  justifyItems: 'center',
  gap: '0.1rem',
});

export const outlineBody = style({
  fill: vars.color.warningSoft,
  stroke: vars.color.text,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});

export const outlineStem = style({
  fill: vars.color.success,
  stroke: vars.color.text,
  strokeWidth: 1,
});

export const outlineLine = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 1 });

export const outlineName = style({
  maxWidth: '6rem',
  // Clear of the pan's dish: text touching the dark dish reads badly (and fails contrast).
  marginBottom: '0.25rem',
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: 1.1,
  textAlign: 'center',
  color: vars.color.text,
});

export const weightBody = style({
  fill: gramBodyFill,
  stroke: vars.color.text,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const weightBodyKilogram = style({
  fill: vars.color.accentSoft,
  stroke: vars.color.accentSoftText,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

/** A mass's label across its body; its size is massArt's `massLabelSize`. */
export const weightLabel = style({
  fill: vars.color.text,
  fontWeight: 700,
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
});

export const weightLabelKilogram = style({ fill: vars.color.accentSoftText });

/** The tray of masses and objects beside the scale. */
export const tray = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.sm,
  border: `3px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    '&[data-target]': { borderStyle: 'dashed', borderColor: vars.color.accent },
    '&[data-over]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
  },
});

export const trayHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const trayTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

export const trayList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.xs} ${vars.space.xxs}`,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const takeOff = style({
  minHeight: vars.size.target,
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.accentBorder}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A weighing drawn small (3-1 step 4: "two weighings are shown"). */
export const weighing = style({
  display: 'inline-block',
  fontFamily: vars.font.body,
  color: vars.color.text,
  width: '100%',
  maxWidth: '16rem',
  minWidth: 0,
});

/** A weighing drawn large, as an item's main picture: as wide as the scale itself. */
export const weighingLarge = style({ maxWidth: '30rem' });

export const weighingTitle = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

globalStyle(`${scale} *`, { boxSizing: 'border-box' });

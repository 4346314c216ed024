import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { motionQuery } from '../theme/layout';

/** The button styles, in the order stories list them. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
/** The button sizes: `md` is at least 44 px, `lg` at least 56 px. */
export const buttonSizes = ['md', 'lg'] as const;

const disabled = {
  // Clearly "off" without relying on faded colours: a dashed outline, the sunken fill and
  // no pointer. Disabled controls are exempt from contrast rules, but we keep text readable.
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  borderColor: vars.color.border,
  borderStyle: 'dashed',
  boxShadow: 'none',
  cursor: 'not-allowed',
  transform: 'none',
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    margin: 0,
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: 700,
    lineHeight: 1.25,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    touchAction: 'manipulation',
    '@media': {
      [motionQuery]: {
        transition: 'background-color 120ms ease, transform 120ms ease, box-shadow 120ms ease',
      },
    },
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': disabled,
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentText,
        borderColor: vars.color.accentBorder,
        boxShadow: `0 3px 0 ${vars.color.accentBorder}`,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.accentHover,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.accentSoft,
            color: vars.color.accentSoftText,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.accentSoft,
            color: vars.color.accentSoftText,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerText,
        borderColor: vars.color.danger,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.dangerSoftText,
            borderColor: vars.color.dangerSoftText,
            color: vars.color.dangerSoft,
          },
        },
      },
    },
    size: {
      md: {
        minHeight: vars.size.target,
        minWidth: vars.size.target,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.small,
      },
      lg: {
        minHeight: vars.size.targetLarge,
        minWidth: vars.size.targetLarge,
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.body,
        borderRadius: vars.radius.lg,
      },
    },
    iconOnly: {
      true: { paddingInline: 0, paddingBlock: 0 },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.size.target } },
    { variants: { iconOnly: true, size: 'lg' }, style: { width: vars.size.targetLarge } },
  ],
  defaultVariants: { variant: 'primary', size: 'lg', iconOnly: false, fullWidth: false },
});

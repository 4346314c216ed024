import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { Link, type LinkComponentProps } from '../Link/Link';
import { button, buttonSizes, buttonVariants } from './Button.css';

export { buttonSizes, buttonVariants };

/** One of the button styles. */
export type ButtonVariant = (typeof buttonVariants)[number];
/** One of the button sizes: `md` (44 px minimum) or `lg` (56 px minimum, for primary actions). */
export type ButtonSize = (typeof buttonSizes)[number];

/** Style options shared by {@link Button} and {@link ButtonLink}. */
export interface ButtonStyleProps {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `lg` (children first: 56 px); use `md` (44 px) for compact secondary controls. */
  size?: ButtonSize;
  /** A square button holding only an icon; give it an `aria-label`. */
  iconOnly?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {}

/** The class names of a button style, for elements that must look like a button. */
export function buttonClassName({
  variant = 'primary',
  size = 'lg',
  iconOnly = false,
  fullWidth = false,
}: ButtonStyleProps = {}): string {
  return button({ variant, size, iconOnly, fullWidth });
}

/** A button with the kit's variants (primary, secondary, ghost, danger) and target sizes. */
export function Button({
  variant,
  size,
  iconOnly,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'lg'}
      className={cx(buttonClassName({ variant, size, iconOnly, fullWidth }), className)}
    />
  );
}

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends LinkComponentProps, ButtonStyleProps {}

/** A link that looks like a button, rendered through the host's `LinkProvider`. */
export function ButtonLink({
  variant,
  size,
  iconOnly,
  fullWidth,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <Link
      {...props}
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'lg'}
      className={cx(buttonClassName({ variant, size, iconOnly, fullWidth }), className)}
    />
  );
}

import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import * as styles from './VisuallyHidden.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Render as a `div` instead of a `span` (e.g. around block content). */
  as?: 'span' | 'div';
}

/** Text for screen readers only: hidden on screen, announced by assistive technology. */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={cx(styles.root, className)} />;
}

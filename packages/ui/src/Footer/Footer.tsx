import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Footer.css';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Extra content on the right, e.g. a "Reset progress" button. */
  children?: ReactNode;
  className?: string;
}

/** The page footer: the product name, its tagline, the privacy promise and who built it. */
export function Footer({ children, className }: FooterProps) {
  return (
    <footer className={cx(styles.root, className)}>
      <div className={styles.text}>
        <p className={styles.line}>
          <span className={styles.name}>Lingos</span> · Where Concepts Click
        </p>
        <p className={styles.line}>No accounts. No ads. Progress stays on this device.</p>
        <p className={styles.line}>Built by the Lingos team</p>
      </div>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </footer>
  );
}

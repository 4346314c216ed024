import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { Link } from '../Link/Link';
import { useOptionalSidebar } from '../Sidebar/SidebarProvider';
import { preloadSheet } from '../Sheet/Sheet';
import { ThemeControls } from '../ThemeControls/ThemeControls';
import * as styles from './Header.css';
import { LogoMark } from './LogoMark';

/** Props of {@link Header}. */
export interface HeaderProps {
  className?: string;
  /** Extra controls placed before the theme controls. */
  actions?: ReactNode;
}

/**
 * The top bar: a sidebar toggle ("Toggle sidebar", inside a SidebarProvider), the logo link
 * to '/', the tagline 'Where Concepts Click' (768 px and wider) and the theme controls.
 */
export function Header({ className, actions }: HeaderProps) {
  const sidebar = useOptionalSidebar();
  return (
    <header className={cx(styles.root, className)}>
      {sidebar ? (
        <Button
          variant="ghost"
          size="md"
          iconOnly
          aria-label="Toggle sidebar"
          aria-controls={sidebar.hasSidebar ? sidebar.sidebarId : undefined}
          aria-expanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open}
          onClick={sidebar.toggleSidebar}
          // On phones the sidebar is a lazily loaded sheet: fetch it when a press begins.
          onPointerDown={sidebar.isMobile ? () => void preloadSheet() : undefined}
        >
          <Icon name="sidebar" />
        </Button>
      ) : null}
      <div className={styles.brand}>
        <Link href="/" className={styles.logo}>
          <LogoMark />
          <span className={styles.wordmark}>Lingos</span>
        </Link>
        <p className={styles.tagline}>Where Concepts Click</p>
      </div>
      <div className={styles.actions}>
        {actions}
        <ThemeControls />
      </div>
    </header>
  );
}

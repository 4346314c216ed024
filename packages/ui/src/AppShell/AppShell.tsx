import type { ReactNode } from 'react';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { SidebarProvider } from '../Sidebar/SidebarProvider';
import { Toaster } from '../Toaster/Toaster';
import { TooltipProvider } from '../Tooltip/Tooltip';
import * as styles from './AppShell.css';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The page. */
  children?: ReactNode;
  /** Usually `<Sidebar …/>`; omitted means no sidebar (and no toggle). */
  sidebar?: ReactNode;
  /** Shown above the page inside `<main>`, e.g. `<Breadcrumbs …/>`. */
  breadcrumbs?: ReactNode;
  /** Replaces the default `<Footer/>`, e.g. `<Footer><ResetButton/></Footer>`. */
  footer?: ReactNode;
  /** Extra header controls before the theme controls. */
  headerActions?: ReactNode;
  /** Desktop sidebar state when no cookie is stored; default open. */
  defaultSidebarOpen?: boolean;
}

/**
 * The page frame: a "Skip to content" link, the header, the sidebar, `<main id="main">`,
 * the footer, the toaster and the tooltip provider. Put it inside ThemeProvider and
 * LinkProvider.
 */
export function AppShell({
  children,
  sidebar,
  breadcrumbs,
  footer,
  headerActions,
  defaultSidebarOpen = true,
}: AppShellProps) {
  const frame = (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header actions={headerActions} />
      <div className={styles.body}>
        {sidebar}
        <div className={styles.column}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {breadcrumbs}
            {children}
          </main>
          {footer ?? <Footer />}
        </div>
      </div>
      <Toaster />
    </div>
  );
  return (
    <TooltipProvider>
      {sidebar ? (
        <SidebarProvider defaultOpen={defaultSidebarOpen}>{frame}</SidebarProvider>
      ) : (
        frame
      )}
    </TooltipProvider>
  );
}

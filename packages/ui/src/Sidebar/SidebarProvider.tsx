import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '../hydration/useHydrated';
import { useControllableState } from '../internal/useControllableState';
import {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
} from './constants';
import { useIsMobile } from './useIsMobile';

/** What {@link useSidebar} returns. */
export interface SidebarContextValue {
  /** `expanded` or `collapsed` (icon-only) on desktop. */
  readonly state: 'expanded' | 'collapsed';
  /** Desktop: open (16rem) or collapsed to icons (3rem). Saved in the `sidebar_state` cookie. */
  readonly open: boolean;
  setOpen(open: boolean): void;
  /** Mobile: whether the sidebar sheet is showing. */
  readonly openMobile: boolean;
  setOpenMobile(open: boolean): void;
  /** Narrower than 768 px: the sidebar is a sheet from the left. */
  readonly isMobile: boolean;
  /** Toggles the desktop sidebar, or the sheet on mobile. */
  toggleSidebar(): void;
  /** The sidebar element's id, for `aria-controls`. */
  readonly sidebarId: string;
  /** Whether a `Sidebar` is mounted under this provider (so `aria-controls` has a target). */
  readonly hasSidebar: boolean;
  /** Called by `Sidebar` on mount; returns the unregister function. */
  registerSidebar(): () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** Reads the `sidebar_state` cookie: true/false, or null when absent or unreadable. */
export function readSidebarCookie(): boolean | null {
  try {
    const entry = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
    const value = entry?.slice(SIDEBAR_COOKIE_NAME.length + 1);
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  } catch {
    return null;
  }
}

function writeSidebarCookie(open: boolean): void {
  try {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
  } catch {
    // Cookies blocked: the choice lasts for this visit only.
  }
}

/** Props of {@link SidebarProvider}. */
export interface SidebarProviderProps {
  children?: ReactNode;
  /** Desktop open state when no cookie is stored; default true. */
  defaultOpen?: boolean;
  /** Controlled desktop open state (then the cookie is still written on change). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Forces the mobile (sheet) or desktop layout, e.g. in stories; default follows the viewport. */
  mobile?: boolean;
}

/**
 * Holds the sidebar state: open/collapsed on desktop (remembered in the `sidebar_state`
 * cookie for 7 days), a sheet on mobile, toggled by Ctrl+B or Cmd+B.
 */
export function SidebarProvider({
  children,
  defaultOpen = true,
  open: openProp,
  onOpenChange,
  mobile,
}: SidebarProviderProps) {
  const viewportIsMobile = useIsMobile();
  const isMobile = mobile ?? viewportIsMobile;
  const [initialOpen] = useState(() =>
    typeof document === 'undefined' ? defaultOpen : (readSidebarCookie() ?? defaultOpen),
  );
  const [storedOpen, setOpenState] = useControllableState(openProp, initialOpen, onOpenChange);
  // Pre-rendered HTML shows the sidebar open (the server reads no cookie): hydrate as that,
  // then follow the cookie.
  const hydrated = useHydrated();
  const open = hydrated ? storedOpen : (openProp ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const sidebarId = useId();
  const [sidebarCount, setSidebarCount] = useState(0);
  const registerSidebar = useCallback(() => {
    setSidebarCount((count) => count + 1);
    return () => setSidebarCount((count) => count - 1);
  }, []);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      writeSidebarCookie(next);
    },
    [setOpenState],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      sidebarId,
      hasSidebar: sidebarCount > 0,
      registerSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, sidebarId, sidebarCount, registerSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/** The sidebar state and its setters; throws outside a {@link SidebarProvider}. */
export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return value;
}

/** The sidebar context, or null outside a provider (the Header shows its toggle only inside). */
export function useOptionalSidebar(): SidebarContextValue | null {
  return useContext(SidebarContext);
}

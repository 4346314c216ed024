// @lingos/ui: every public export by name. Each declaration carries its own TSDoc line.

// Theme
export { vars } from './theme/vars.css';
export { fontBody, themeTokens } from './theme/tokens';
export type { ThemeColors, ThemeModeTokens, ThemeTokens } from './theme/tokens';
/** WCAG 2.x contrast of two colours, and a widget's theme colour resolved for measuring. */
export { contrastRatio } from './theme/contrast';
export { resolveThemeColour } from './theme/themeColour';
export { themeClass } from './theme/themeClass';
export { themeBootstrapScript } from './theme/bootstrap';
export { MOBILE_BREAKPOINT, desktopQuery, mobileQuery } from './theme/layout';
export {
  DARK_STORAGE_KEY,
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  parseDark,
  parseThemeName,
  themeLabels,
  themeNames,
  themesByLabel,
} from './ThemeProvider/themeSettings';
export type { ThemeName, ThemeSetting } from './ThemeProvider/themeSettings';
export { DARK_QUERY, ThemeProvider, useTheme } from './ThemeProvider/ThemeProvider';
export type { ThemeContextValue, ThemeProviderProps } from './ThemeProvider/ThemeProvider';
export { ThemeControls } from './ThemeControls/ThemeControls';
export { LINGOS_ROOT_ATTRIBUTE } from './theme/root';
export { LingosRoot } from './LingosRoot/LingosRoot';
export type { LingosRootProps } from './LingosRoot/LingosRoot';
export { usePortalContainer } from './LingosRoot/portalContainer';
export type { ThemeControlsProps } from './ThemeControls/ThemeControls';

// Links
export { Link, LinkProvider, usePathname } from './Link/Link';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './Link/Link';

// Layout shell
export { AppShell } from './AppShell/AppShell';
export type { AppShellProps } from './AppShell/AppShell';
export { Header } from './Header/Header';
export type { HeaderProps } from './Header/Header';
export { Footer } from './Footer/Footer';
export type { FooterProps } from './Footer/Footer';
export { Sidebar } from './Sidebar/Sidebar';
export type { SidebarProps } from './Sidebar/Sidebar';
export { SidebarProvider, readSidebarCookie, useSidebar } from './Sidebar/SidebarProvider';
export type { SidebarContextValue, SidebarProviderProps } from './Sidebar/SidebarProvider';
export {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './Sidebar/constants';
export { useIsMobile } from './Sidebar/useIsMobile';
export {
  HydrationProvider,
  useClientSnapshot,
  useHydrated,
  type HydrationProviderProps,
} from './hydration/useHydrated';
export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs';

// Overlays (each loads its library on first use: none is in the first-load bundle)
export { Sheet, preloadSheet } from './Sheet/Sheet';
export type { SheetProps } from './Sheet/Sheet';
export { sheetSides } from './Sheet/sheetSides';
export type { SheetSide } from './Sheet/sheetSides';
export { ConfirmDialog, preloadConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export {
  TOOLTIP_DELAY,
  TOOLTIP_SKIP_DELAY,
  Tooltip,
  TooltipProvider,
  preloadTooltip,
  tooltipSides,
} from './Tooltip/Tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './Tooltip/Tooltip';
export {
  Toaster,
  dismissToast,
  preloadToaster,
  showToast,
  toasterDefaults,
} from './Toaster/Toaster';
export type { ShowToastOptions, ToasterProps } from './Toaster/Toaster';
export { toastTypes } from './Toaster/toastTypes';
export type { Toast, ToastPosition, ToastType } from './Toaster/toastTypes';

// Building blocks
export { Button, ButtonLink, buttonClassName, buttonSizes, buttonVariants } from './Button/Button';
export type {
  ButtonLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonStyleProps,
  ButtonVariant,
} from './Button/Button';
export { Card, cardPaddings } from './Card/Card';
export type { CardPadding, CardProps } from './Card/Card';
export { Badge, badgeTones } from './Badge/Badge';
export type { BadgeProps, BadgeTone } from './Badge/Badge';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { ProgressBar } from './ProgressBar/ProgressBar';
export type { ProgressBarProps } from './ProgressBar/ProgressBar';
export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { PageSkeleton } from './PageSkeleton/PageSkeleton';
export type { PageSkeletonProps } from './PageSkeleton/PageSkeleton';
export { Icon, iconNames, isIconName } from './Icon/Icon';
export type { IconName, IconProps } from './Icon/Icon';

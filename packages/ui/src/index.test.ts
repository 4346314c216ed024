import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@lingos/ui public API', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(ui).sort()).toEqual(
      [
        'AppShell',
        'Badge',
        'Breadcrumbs',
        'Button',
        'ButtonLink',
        'Card',
        'ConfirmDialog',
        'DARK_QUERY',
        'DARK_STORAGE_KEY',
        'DEFAULT_THEME',
        'Footer',
        'Header',
        'HydrationProvider',
        'Icon',
        'LINGOS_ROOT_ATTRIBUTE',
        'Link',
        'LinkProvider',
        'LingosRoot',
        'MOBILE_BREAKPOINT',
        'PageSkeleton',
        'ProgressBar',
        'SIDEBAR_COOKIE_MAX_AGE',
        'SIDEBAR_COOKIE_NAME',
        'SIDEBAR_KEYBOARD_SHORTCUT',
        'SIDEBAR_WIDTH',
        'SIDEBAR_WIDTH_ICON',
        'SIDEBAR_WIDTH_MOBILE',
        'Sheet',
        'Sidebar',
        'SidebarProvider',
        'Skeleton',
        'TOOLTIP_DELAY',
        'THEME_STORAGE_KEY',
        'TOOLTIP_SKIP_DELAY',
        'ThemeControls',
        'ThemeProvider',
        'Toaster',
        'Tooltip',
        'TooltipProvider',
        'VisuallyHidden',
        'badgeTones',
        'buttonClassName',
        'buttonSizes',
        'buttonVariants',
        'cardPaddings',
        'contrastRatio',
        'desktopQuery',
        'dismissToast',
        'fontBody',
        'iconNames',
        'isIconName',
        'mobileQuery',
        'parseDark',
        'parseThemeName',
        'preloadConfirmDialog',
        'resolveThemeColour',
        'preloadSheet',
        'preloadToaster',
        'preloadTooltip',
        'readSidebarCookie',
        'sheetSides',
        'showToast',
        'themeBootstrapScript',
        'themeClass',
        'themeLabels',
        'themeNames',
        'themeTokens',
        'themesByLabel',
        'toastTypes',
        'toasterDefaults',
        'tooltipSides',
        'useClientSnapshot',
        'useHydrated',
        'useIsMobile',
        'usePathname',
        'usePortalContainer',
        'useSidebar',
        'useTheme',
        'vars',
      ].sort(),
    );
  });

  it('keeps the spec constants', () => {
    expect(ui.SIDEBAR_COOKIE_NAME).toBe('sidebar_state');
    expect(ui.SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    expect([ui.SIDEBAR_WIDTH, ui.SIDEBAR_WIDTH_MOBILE, ui.SIDEBAR_WIDTH_ICON]).toEqual([
      '16rem',
      '18rem',
      '3rem',
    ]);
    expect(ui.MOBILE_BREAKPOINT).toBe(768);
    expect([ui.TOOLTIP_DELAY, ui.TOOLTIP_SKIP_DELAY]).toEqual([700, 300]);
    expect(ui.sheetSides).toEqual(['top', 'right', 'bottom', 'left']);
    expect(ui.themeNames).toEqual(['default', 'banana', 'apple', 'cherry', 'blueberry', 'grape']);
    expect(ui.toastTypes).toEqual(['success', 'info', 'warning', 'error', 'loading']);
    expect(ui.fontBody).toBe(
      "'Playpen Sans', 'Playpen Sans Fallback', 'Comic Sans MS', system-ui, sans-serif",
    );
  });

  it('keeps the contract names other packages read', () => {
    expect(ui.vars.color.text).toMatch(/^var\(--/);
    expect(ui.vars.color.focusRing).toMatch(/^var\(--/);
    expect(ui.vars.font.body).toMatch(/^var\(--/);
    expect(ui.vars.shadow.card).toMatch(/^var\(--/);
    expect(ui.vars.space.md).toMatch(/^var\(--/);
  });
});

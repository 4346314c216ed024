/** The cookie that remembers whether the desktop sidebar is open. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** The cookie's lifetime: 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Width of the open sidebar on desktop. */
export const SIDEBAR_WIDTH = '16rem';
/** Width of the sidebar sheet on mobile. */
export const SIDEBAR_WIDTH_MOBILE = '18rem';
/** Width of the collapsed (icon-only) sidebar on desktop. */
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

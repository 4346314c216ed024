/** Below this width (px) the layout is mobile: the sidebar becomes a sheet. */
export const MOBILE_BREAKPOINT = 768;

/** CSS media query matching the desktop layout (768 px and wider). */
export const desktopQuery = `screen and (min-width: ${MOBILE_BREAKPOINT}px)`;

/** The `matchMedia` query for the mobile layout (narrower than 768 px). */
export const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** Motion is applied only inside this query; reduced-motion users get none. */
export const motionQuery = '(prefers-reduced-motion: no-preference)';

/** Height of the sticky header. */
export const headerHeight = '4.5rem';

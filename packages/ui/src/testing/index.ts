/**
 * `@lingos/ui/testing`: what tests of components on this kit share, in any test runner:
 * an axe check and a controllable `matchMedia` (jsdom has none).
 */

/** An accessibility check of a rendered state (throws with what axe found). */
export { expectNoA11yViolations } from './a11y';
/** A `window.matchMedia` whose queries a test turns on and off (reduced motion, phone widths). */
export { mockMatchMedia, type MatchMediaMock } from './matchMedia';

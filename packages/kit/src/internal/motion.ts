/** Motion is applied only inside this query; reduced-motion users get none. */
export const motionQuery = '(prefers-reduced-motion: no-preference)';

/** The media query of users who asked for reduced motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

import * as layout from './layout.css';

/**
 * The shared layout classes of a Lingo's activity area: `stage` (a centred column), `row`,
 * `bigText`, `cardWords`, `pictureCard`, `promptCard`, `note` and `explore`.
 */
export const lingoLayout = layout;

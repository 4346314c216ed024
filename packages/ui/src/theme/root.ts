/**
 * The attribute that marks a Lingos root: inside it, elements get the Lingos base styles
 * (the theme's text, font and background, border-box sizing, inherited fonts in controls,
 * focus rings, reduced motion). `LingosRoot` sets it on its element; a page that is all
 * Lingos sets it on `<html>`.
 */
export const LINGOS_ROOT_ATTRIBUTE = 'data-lingos-root';

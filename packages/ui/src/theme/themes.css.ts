import { assignVars, createTheme, globalFontFace, globalStyle, style } from '@vanilla-extract/css';
import type { ThemeName } from '../ThemeProvider/themeSettings';
import {
  arialMetrics,
  fallbackFontFamily,
  fallbackLocalFonts,
  fallbackOverrides,
  playpenSansMetrics,
} from './fontFallback';
import { fontBody, themeTokens, type ThemeModeTokens } from './tokens';
import { LINGOS_ROOT_ATTRIBUTE } from './root';
import { themeContract, vars } from './vars.css';

const shared = { font: { body: fontBody } };

function contractValues(tokens: ThemeModeTokens) {
  return { ...shared, color: { ...tokens.color }, shadow: { ...tokens.shadow } };
}

// Before the host's bootstrap script or ThemeProvider runs, the page still gets the
// default theme instead of unset variables. Emitted first, so every rule below wins.
globalStyle(':root', { vars: assignVars(themeContract, contractValues(themeTokens.banana.light)) });

const schemeLight = style({ colorScheme: 'light' });
const schemeDark = style({ colorScheme: 'dark' });

type ModeClasses = { light: string; dark: string };

// The names come from the token table, not the catalogue: .css.ts files are evaluated at
// build time by vanilla-extract's own compiler, which should not need the catalogue's build.
const names = Object.keys(themeTokens) as ThemeName[];

const classes = {} as Record<ThemeName, ModeClasses>;
for (const name of names) {
  const modes = {} as ModeClasses;
  for (const mode of ['light', 'dark'] as const) {
    const values = contractValues(themeTokens[name][mode]);
    const themeClassName = createTheme(themeContract, values, `${name}-${mode}`);
    modes[mode] = `${themeClassName} ${mode === 'dark' ? schemeDark : schemeLight}`;
    // The same values keyed by stable attributes, so the inline bootstrap script (which
    // cannot know the generated class names) paints the stored theme before React runs.
    globalStyle(`:root[data-theme="${name}"][data-dark="${mode === 'dark'}"]`, {
      vars: assignVars(themeContract, values),
    });
  }
  classes[name] = modes;
}

globalStyle(':root[data-dark="false"]', { colorScheme: 'light' });
globalStyle(':root[data-dark="true"]', { colorScheme: 'dark' });

// The fallback that stands in for Playpen Sans until it loads (see fontBody): the same
// letter widths and line metrics, so the page does not shift when the web font arrives.
globalFontFace(fallbackFontFamily, [
  {
    src: fallbackLocalFonts.regular.map((name) => `local('${name}')`).join(', '),
    fontWeight: 400,
    fontStyle: 'normal',
    ...fallbackOverrides(playpenSansMetrics.regular, arialMetrics.regular),
  },
  {
    src: fallbackLocalFonts.bold.map((name) => `local('${name}')`).join(', '),
    fontWeight: 700,
    fontStyle: 'normal',
    ...fallbackOverrides(playpenSansMetrics.bold, arialMetrics.bold),
  },
]);

// The base element styles apply only inside a Lingos root (the element carrying
// `data-lingos-root`), so a host page that embeds a Lingo keeps its own body, buttons and
// focus rings. A page that is all Lingos opts the whole document in with
// `<html data-lingos-root>`; its body then gets the theme's background, text and font.
// `:where()` keeps each rule as specific as the plain element rule it replaces, so every
// component class still wins over it. (These rules live here, not in a side-effect-only
// module: Vite 8 (rolldown) drops `import './global.css'` despite the package's `sideEffects`
// globs, while this file is always kept because ThemeProvider and themeClass use its export.)
const root = `[${LINGOS_ROOT_ATTRIBUTE}]`;
const scope = `:where(${root})`;
const scopeAndRoot = `:where(${root}, ${root} *)`;

globalStyle(`${scopeAndRoot}, ${scopeAndRoot}::before, ${scopeAndRoot}::after`, {
  boxSizing: 'border-box',
});

globalStyle(`html${root}`, {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

// The root's own text and surface: an embedded root element, or the body of a document
// that is a root.
const textRoot = `${root}:not(html), html${root} > body`;

globalStyle(textRoot, {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // 18 px body text with generous leading: early readers track lines more easily.
  fontSize: vars.fontSize.body,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`html${root} > body`, {
  margin: 0,
  minHeight: '100dvh',
});

globalStyle(`${scope} :is(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(`${scope} :is(img, svg)`, { display: 'block', maxWidth: '100%' });

// A component's own `display` must never un-hide an element carrying the hidden attribute.
globalStyle(`${scope} [hidden]:not([hidden="until-found"])`, {
  display: 'none !important' as 'none',
});

globalStyle(`${scope} :focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle(`${scopeAndRoot}::selection`, {
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

// Reduced motion: no transitions or animations anywhere in the root. A near-zero duration
// rather than `none` so code that waits for animationend/transitionend still hears it.
globalStyle(`${scopeAndRoot}, ${scopeAndRoot}::before, ${scopeAndRoot}::after`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      animationDelay: '0s !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/** Class names per theme × mode (each is the theme class plus its `color-scheme`). */
export const themeClassNames: Readonly<Record<ThemeName, Readonly<ModeClasses>>> = classes;

import type { ThemeName } from '../ThemeProvider/themeSettings';

/** Every colour of the theme contract, as `#rrggbb` (overlay may be `rgb(… / …)`). */
export interface ThemeColors {
  readonly background: string;
  readonly surface: string;
  readonly surfaceSunken: string;
  readonly text: string;
  readonly textMuted: string;
  readonly border: string;
  readonly accent: string;
  readonly accentText: string;
  readonly accentHover: string;
  readonly accentBorder: string;
  readonly accentSoft: string;
  readonly accentSoftText: string;
  readonly success: string;
  readonly successText: string;
  readonly successSoft: string;
  readonly successSoftText: string;
  readonly danger: string;
  readonly dangerText: string;
  readonly dangerSoft: string;
  readonly dangerSoftText: string;
  readonly warningSoft: string;
  readonly warningSoftText: string;
  readonly focusRing: string;
  readonly overlay: string;
}

/** The values of one theme in one mode. */
export interface ThemeModeTokens {
  readonly color: ThemeColors;
  readonly shadow: { readonly card: string; readonly raised: string };
}

/** A theme's light and dark values. */
export interface ThemeTokens {
  readonly light: ThemeModeTokens;
  readonly dark: ThemeModeTokens;
}

/**
 * The body font stack; the host self-hosts Playpen Sans (single-storey a and g, distinct I l 1).
 * Until it has loaded, text is set in Arial (or a look-alike) scaled to Playpen Sans's size
 * ('Playpen Sans Fallback', declared with the theme), so the swap moves nothing.
 */
export const fontBody =
  "'Playpen Sans', 'Playpen Sans Fallback', 'Comic Sans MS', system-ui, sans-serif";

const lightShadow = {
  card: '0 1px 2px rgb(0 0 0 / 0.06), 0 2px 6px rgb(0 0 0 / 0.06)',
  raised: '0 4px 12px rgb(0 0 0 / 0.12), 0 12px 32px rgb(0 0 0 / 0.12)',
};

const darkShadow = {
  card: '0 1px 2px rgb(0 0 0 / 0.4), 0 2px 6px rgb(0 0 0 / 0.3)',
  raised: '0 4px 12px rgb(0 0 0 / 0.5), 0 12px 32px rgb(0 0 0 / 0.5)',
};

/**
 * Colour tokens per theme × mode, as plain data so tests can check every pair for
 * WCAG AA. Warm, friendly palettes named after the fruit; the default is a calm indigo.
 */
export const themeTokens: Readonly<Record<ThemeName, ThemeTokens>> = {
  default: {
    light: {
      color: {
        background: '#f6f7fb',
        surface: '#ffffff',
        surfaceSunken: '#eceef6',
        text: '#1b1f3a',
        textMuted: '#4d5272',
        border: '#80859f',
        accent: '#4746d4',
        accentText: '#ffffff',
        accentHover: '#3836b0',
        accentBorder: '#3836b0',
        accentSoft: '#e6e6fb',
        accentSoftText: '#2f2d99',
        success: '#237a3b',
        successText: '#ffffff',
        successSoft: '#e0f3e5',
        successSoftText: '#1a5c2c',
        danger: '#c0262d',
        dangerText: '#ffffff',
        dangerSoft: '#fde8e8',
        dangerSoftText: '#8f1b20',
        warningSoft: '#fff0d1',
        warningSoftText: '#73460a',
        focusRing: '#c2410c',
        overlay: 'rgb(15 18 40 / 0.55)',
      },
      shadow: lightShadow,
    },
    dark: {
      color: {
        background: '#12142a',
        surface: '#1c1f3a',
        surfaceSunken: '#0d0f20',
        text: '#eef0ff',
        textMuted: '#b8bcdb',
        border: '#727796',
        accent: '#a5a8ff',
        accentText: '#14164a',
        accentHover: '#c1c3ff',
        accentBorder: '#a5a8ff',
        accentSoft: '#2d3070',
        accentSoftText: '#dcdeff',
        success: '#6fd68c',
        successText: '#0b2914',
        successSoft: '#173d24',
        successSoftText: '#b9f0c8',
        danger: '#ff8a8a',
        dangerText: '#3a0a0c',
        dangerSoft: '#4a1a1e',
        dangerSoftText: '#ffd0d0',
        warningSoft: '#47330f',
        warningSoftText: '#ffe2a8',
        focusRing: '#ffb26b',
        overlay: 'rgb(0 0 0 / 0.65)',
      },
      shadow: darkShadow,
    },
  },
  banana: {
    light: {
      color: {
        background: '#fff8e1',
        surface: '#ffffff',
        surfaceSunken: '#fcefc4',
        text: '#2e2600',
        textMuted: '#5e4d17',
        border: '#9a8441',
        accent: '#ffd23f',
        accentText: '#2e2600',
        accentHover: '#f5c211',
        accentBorder: '#8a6a00',
        accentSoft: '#fff0b3',
        accentSoftText: '#5a4300',
        success: '#2e7d32',
        successText: '#ffffff',
        successSoft: '#e2f3e3',
        successSoftText: '#1e5621',
        danger: '#c62828',
        dangerText: '#ffffff',
        dangerSoft: '#fde8e8',
        dangerSoftText: '#8a1c1c',
        warningSoft: '#ffe8c7',
        warningSoftText: '#754300',
        focusRing: '#1d4ed8',
        overlay: 'rgb(46 38 0 / 0.5)',
      },
      shadow: lightShadow,
    },
    dark: {
      color: {
        background: '#1d1a10',
        surface: '#2a2616',
        surfaceSunken: '#15130b',
        text: '#fff6d6',
        textMuted: '#d8cb9c',
        border: '#8f8154',
        accent: '#ffd23f',
        accentText: '#2e2600',
        accentHover: '#ffe07a',
        accentBorder: '#ffd23f',
        accentSoft: '#4a3f12',
        accentSoftText: '#ffe9a3',
        success: '#7bd88a',
        successText: '#0d2a12',
        successSoft: '#1e3b22',
        successSoftText: '#c2f1c9',
        danger: '#ff8f85',
        dangerText: '#3b0b07',
        dangerSoft: '#4b1c17',
        dangerSoftText: '#ffd3ce',
        warningSoft: '#4a3410',
        warningSoftText: '#ffe0a6',
        focusRing: '#8ab4ff',
        overlay: 'rgb(0 0 0 / 0.65)',
      },
      shadow: darkShadow,
    },
  },
  apple: {
    light: {
      color: {
        background: '#f1f9ec',
        surface: '#ffffff',
        surfaceSunken: '#e2f1d8',
        text: '#15301a',
        textMuted: '#3f5a40',
        border: '#71906f',
        accent: '#2f7d32',
        accentText: '#ffffff',
        accentHover: '#246327',
        accentBorder: '#246327',
        accentSoft: '#daf0d2',
        accentSoftText: '#1c4f1f',
        success: '#25703a',
        successText: '#ffffff',
        successSoft: '#dcf2e2',
        successSoftText: '#1a5229',
        danger: '#c0282a',
        dangerText: '#ffffff',
        dangerSoft: '#fde7e6',
        dangerSoftText: '#8c1c1d',
        warningSoft: '#fff0cf',
        warningSoftText: '#724500',
        focusRing: '#b8372b',
        overlay: 'rgb(21 48 26 / 0.5)',
      },
      shadow: lightShadow,
    },
    dark: {
      color: {
        background: '#101c12',
        surface: '#19291b',
        surfaceSunken: '#0a130c',
        text: '#eafbe6',
        textMuted: '#b6d2b2',
        border: '#6c8c69',
        accent: '#8ee07f',
        accentText: '#0c2a0e',
        accentHover: '#aaeb9d',
        accentBorder: '#8ee07f',
        accentSoft: '#24442a',
        accentSoftText: '#cdf5c4',
        success: '#74d98f',
        successText: '#0a2913',
        successSoft: '#173a22',
        successSoftText: '#bff2cc',
        danger: '#ff8a80',
        dangerText: '#3a0b07',
        dangerSoft: '#4a1b18',
        dangerSoftText: '#ffd2cc',
        warningSoft: '#463511',
        warningSoftText: '#ffe1a8',
        focusRing: '#ffab8f',
        overlay: 'rgb(0 0 0 / 0.65)',
      },
      shadow: darkShadow,
    },
  },
  cherry: {
    light: {
      color: {
        background: '#fff4f5',
        surface: '#ffffff',
        surfaceSunken: '#fde2e6',
        text: '#36111a',
        textMuted: '#6b3a45',
        border: '#a7717c',
        accent: '#c8203f',
        accentText: '#ffffff',
        accentHover: '#a31833',
        accentBorder: '#a31833',
        accentSoft: '#fddde3',
        accentSoftText: '#8a1429',
        success: '#237a3b',
        successText: '#ffffff',
        successSoft: '#def3e4',
        successSoftText: '#1a5a2b',
        danger: '#a61d1d',
        dangerText: '#ffffff',
        dangerSoft: '#fbe3dc',
        dangerSoftText: '#7f1414',
        warningSoft: '#fff0d0',
        warningSoftText: '#714400',
        focusRing: '#1f57c3',
        overlay: 'rgb(54 17 26 / 0.5)',
      },
      shadow: lightShadow,
    },
    dark: {
      color: {
        background: '#1f0f13',
        surface: '#2d171d',
        surfaceSunken: '#16090c',
        text: '#ffecef',
        textMuted: '#e0b8c0',
        border: '#9a6b75',
        accent: '#ff8fa3',
        accentText: '#3d0713',
        accentHover: '#ffadbc',
        accentBorder: '#ff8fa3',
        accentSoft: '#561f2c',
        accentSoftText: '#ffd6de',
        success: '#73d68d',
        successText: '#0a2913',
        successSoft: '#183a23',
        successSoftText: '#bff0cc',
        danger: '#ff9b7a',
        dangerText: '#3a0d02',
        dangerSoft: '#4c1d12',
        dangerSoftText: '#ffd5c7',
        warningSoft: '#473410',
        warningSoftText: '#ffe0a6',
        focusRing: '#8ab8ff',
        overlay: 'rgb(0 0 0 / 0.65)',
      },
      shadow: darkShadow,
    },
  },
  blueberry: {
    light: {
      color: {
        background: '#f1f5ff',
        surface: '#ffffff',
        surfaceSunken: '#e1e9fb',
        text: '#111d3d',
        textMuted: '#3e4c70',
        border: '#6f7fa6',
        accent: '#2d5bd2',
        accentText: '#ffffff',
        accentHover: '#2247a8',
        accentBorder: '#2247a8',
        accentSoft: '#dfe8ff',
        accentSoftText: '#1d3f99',
        success: '#237a3b',
        successText: '#ffffff',
        successSoft: '#ddf3e3',
        successSoftText: '#1a5a2b',
        danger: '#c0262d',
        dangerText: '#ffffff',
        dangerSoft: '#fde7e8',
        dangerSoftText: '#8f1b20',
        warningSoft: '#fff0d0',
        warningSoftText: '#714400',
        focusRing: '#c2410c',
        overlay: 'rgb(17 29 61 / 0.5)',
      },
      shadow: lightShadow,
    },
    dark: {
      color: {
        background: '#0e1528',
        surface: '#17213b',
        surfaceSunken: '#090e1c',
        text: '#e9f0ff',
        textMuted: '#b3c1e3',
        border: '#6b7ba3',
        accent: '#8fb0ff',
        accentText: '#0b1a45',
        accentHover: '#adc5ff',
        accentBorder: '#8fb0ff',
        accentSoft: '#233766',
        accentSoftText: '#d3e0ff',
        success: '#73d68d',
        successText: '#0a2913',
        successSoft: '#173a23',
        successSoftText: '#bff0cc',
        danger: '#ff8a8a',
        dangerText: '#3a0a0c',
        dangerSoft: '#4a1a1e',
        dangerSoftText: '#ffd0d0',
        warningSoft: '#453410',
        warningSoftText: '#ffe0a6',
        focusRing: '#ffb26b',
        overlay: 'rgb(0 0 0 / 0.65)',
      },
      shadow: darkShadow,
    },
  },
  grape: {
    light: {
      color: {
        background: '#f8f3ff',
        surface: '#ffffff',
        surfaceSunken: '#ede2fb',
        text: '#2a1540',
        textMuted: '#574270',
        border: '#8f7aa8',
        accent: '#7a3cc4',
        accentText: '#ffffff',
        accentHover: '#61299f',
        accentBorder: '#61299f',
        accentSoft: '#eddffd',
        accentSoftText: '#5b2397',
        success: '#237a3b',
        successText: '#ffffff',
        successSoft: '#ddf3e3',
        successSoftText: '#1a5a2b',
        danger: '#c0262d',
        dangerText: '#ffffff',
        dangerSoft: '#fde7e8',
        dangerSoftText: '#8f1b20',
        warningSoft: '#fff0d0',
        warningSoftText: '#714400',
        focusRing: '#0f7a6c',
        overlay: 'rgb(42 21 64 / 0.5)',
      },
      shadow: lightShadow,
    },
    dark: {
      color: {
        background: '#1a1027',
        surface: '#261838',
        surfaceSunken: '#120a1c',
        text: '#f6edff',
        textMuted: '#d0bde6',
        border: '#85719f',
        accent: '#c9a3ff',
        accentText: '#2a0b52',
        accentHover: '#d9bdff',
        accentBorder: '#c9a3ff',
        accentSoft: '#40265f',
        accentSoftText: '#eadbff',
        success: '#73d68d',
        successText: '#0a2913',
        successSoft: '#173a23',
        successSoftText: '#bff0cc',
        danger: '#ff8a8a',
        dangerText: '#3a0a0c',
        dangerSoft: '#4a1a1e',
        dangerSoftText: '#ffd0d0',
        warningSoft: '#463410',
        warningSoftText: '#ffe0a6',
        focusRing: '#5fe0c8',
        overlay: 'rgb(0 0 0 / 0.65)',
      },
      shadow: darkShadow,
    },
  },
};

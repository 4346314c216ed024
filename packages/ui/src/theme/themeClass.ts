import type { ThemeName } from '../ThemeProvider/themeSettings';
import { themeClassNames } from './themes.css';

/** The class that applies a theme in light or dark mode to an element and its subtree. */
export function themeClass(theme: ThemeName, dark: boolean): string {
  return themeClassNames[theme][dark ? 'dark' : 'light'];
}

/** Every theme class name, so a provider can remove the previous one. */
export function allThemeClassNames(): string[] {
  return Object.values(themeClassNames).flatMap((modes) =>
    `${modes.light} ${modes.dark}`.split(' '),
  );
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  DARK_STORAGE_KEY,
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  parseDark,
  parseThemeName,
  type ThemeName,
} from './themeSettings';
import { allThemeClassNames, themeClass } from '../theme/themeClass';
import { getMediaQueryList, readStorage, writeStorage } from './storage';
import { useHydrated } from '../hydration/useHydrated';

/** The media query for the system's dark preference. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What {@link useTheme} returns. */
export interface ThemeContextValue {
  readonly theme: ThemeName;
  readonly dark: boolean;
  /** Switches theme and remembers it. */
  setTheme(theme: ThemeName): void;
  /** Switches dark mode and remembers it (from then on the system preference no longer applies). */
  setDark(dark: boolean): void;
  /** Flips dark mode and remembers it. */
  toggleDark(): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Controlled theme (e.g. a Storybook toolbar). When set, storage is not read for it and
   * `setTheme` only calls `onThemeChange`.
   */
  theme?: ThemeName;
  /** Controlled dark flag; when set, storage and the system preference are ignored for it. */
  dark?: boolean;
  onThemeChange?(theme: ThemeName): void;
  onDarkChange?(dark: boolean): void;
  /**
   * The element that gets the theme class and `data-theme`/`data-dark`; default `<html>`.
   * Pass `null` to apply nothing (the caller applies `themeClass` itself).
   */
  target?: HTMLElement | null;
  /**
   * Whether the learner's theme and dark choices are read from and written to localStorage
   * (`theme`, `dark`); default true. With false they last for the visit, and dark mode
   * follows the system until chosen (an embedded Lingo leaves the host's storage alone).
   */
  persist?: boolean;
}

function systemPrefersDark(): boolean {
  return getMediaQueryList(DARK_QUERY)?.matches ?? false;
}

/**
 * Holds the theme and dark flag. Starts from localStorage ('theme' only if a known theme,
 * else 'banana'; 'dark' only if 'true'/'false', else the system preference, followed live
 * while nothing is stored), writes every change back, and applies the theme class plus
 * `data-theme`/`data-dark` to `<html>`. Storage errors never crash. While pre-rendered HTML
 * hydrates, its consumers see the server's values (banana, light) so the markup matches;
 * `<html>` gets the stored theme all along (as the bootstrap script set it before paint).
 */
export function ThemeProvider({
  children,
  theme: controlledTheme,
  dark: controlledDark,
  onThemeChange,
  onDarkChange,
  target,
  persist = true,
}: ThemeProviderProps) {
  const [storedTheme, setStoredTheme] = useState<ThemeName>(
    () => (persist ? parseThemeName(readStorage(THEME_STORAGE_KEY)) : null) ?? DEFAULT_THEME,
  );
  // null: the learner never chose, so the system preference applies.
  const [chosenDark, setChosenDark] = useState<boolean | null>(() =>
    persist ? parseDark(readStorage(DARK_STORAGE_KEY)) : null,
  );
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (chosenDark !== null || controlledDark !== undefined) return;
    const query = getMediaQueryList(DARK_QUERY);
    if (!query) return;
    const onChange = () => setSystemDark(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [chosenDark, controlledDark]);

  const theme = controlledTheme ?? storedTheme;
  const dark = controlledDark ?? chosenDark ?? systemDark;
  const hydrated = useHydrated();
  // What the server rendered with: it cannot know the stored theme or the system preference.
  const shownTheme = hydrated ? theme : (controlledTheme ?? DEFAULT_THEME);
  const shownDark = hydrated ? dark : (controlledDark ?? false);

  const setTheme = useCallback(
    (next: ThemeName) => {
      if (controlledTheme === undefined) {
        setStoredTheme(next);
        if (persist) writeStorage(THEME_STORAGE_KEY, next);
      }
      onThemeChange?.(next);
    },
    [controlledTheme, onThemeChange, persist],
  );

  const setDark = useCallback(
    (next: boolean) => {
      if (controlledDark === undefined) {
        setChosenDark(next);
        if (persist) writeStorage(DARK_STORAGE_KEY, String(next));
      }
      onDarkChange?.(next);
    },
    [controlledDark, onDarkChange, persist],
  );

  const toggleDark = useCallback(() => setDark(!dark), [dark, setDark]);

  const element =
    target === undefined
      ? typeof document === 'undefined'
        ? null
        : document.documentElement
      : target;

  // Layout effect: the new colours land in the same frame as the control that changed them.
  useLayoutEffect(() => {
    if (!element) return;
    element.classList.remove(...allThemeClassNames());
    element.classList.add(...themeClass(theme, dark).split(' '));
    element.setAttribute('data-theme', theme);
    element.setAttribute('data-dark', String(dark));
  }, [element, theme, dark]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme: shownTheme, dark: shownDark, setTheme, setDark, toggleDark }),
    [shownTheme, shownDark, setTheme, setDark, toggleDark],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its setters; throws outside a {@link ThemeProvider}. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}

/** The theme context, or null outside a provider (for parts that work either way). */
export function useOptionalTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}

import { describe, expect, it } from 'vitest';
import {
  DARK_STORAGE_KEY,
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  parseDark,
  parseThemeName,
  themeLabels,
  themesByLabel,
} from './themeSettings';

describe('themeLabels', () => {
  it('labels every theme', () => {
    expect(themeLabels).toEqual({
      default: 'Default',
      banana: 'Banana',
      apple: 'Apple',
      cherry: 'Cherry',
      blueberry: 'Blueberry',
      grape: 'Grape',
    });
  });
});

describe('themesByLabel', () => {
  it('lists the themes sorted by label', () => {
    expect(themesByLabel).toEqual(['apple', 'banana', 'blueberry', 'cherry', 'default', 'grape']);
  });
});

describe('theme constants', () => {
  it('starts with banana and stores under "theme" and "dark"', () => {
    expect(DEFAULT_THEME).toBe('banana');
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(DARK_STORAGE_KEY).toBe('dark');
  });
});

describe('parseThemeName', () => {
  it('accepts each known theme name', () => {
    expect(parseThemeName('default')).toBe('default');
    expect(parseThemeName('banana')).toBe('banana');
    expect(parseThemeName('apple')).toBe('apple');
    expect(parseThemeName('cherry')).toBe('cherry');
    expect(parseThemeName('blueberry')).toBe('blueberry');
    expect(parseThemeName('grape')).toBe('grape');
  });

  it('rejects names that are not exact', () => {
    expect(parseThemeName('Banana')).toBeNull();
    expect(parseThemeName(' banana')).toBeNull();
    expect(parseThemeName('"banana"')).toBeNull();
    expect(parseThemeName('mango')).toBeNull();
    expect(parseThemeName('')).toBeNull();
  });

  it('rejects values that are not strings', () => {
    expect(parseThemeName(null)).toBeNull();
    expect(parseThemeName(undefined)).toBeNull();
    expect(parseThemeName(1)).toBeNull();
    expect(parseThemeName(['banana'])).toBeNull();
  });
});

describe('parseDark', () => {
  it('reads "true" and "false"', () => {
    expect(parseDark('true')).toBe(true);
    expect(parseDark('false')).toBe(false);
  });

  it('rejects anything else, so the system preference applies', () => {
    expect(parseDark('TRUE')).toBeNull();
    expect(parseDark('1')).toBeNull();
    expect(parseDark('')).toBeNull();
    expect(parseDark(null)).toBeNull();
    expect(parseDark(true)).toBeNull();
    expect(parseDark(false)).toBeNull();
  });
});

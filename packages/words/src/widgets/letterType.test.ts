import { vars } from '@lingos/ui/vars';
import { describe, expect, it } from 'vitest';
import { letterFontFamily, letterFontName, letterMinSizePx } from './letterType.css';

describe('letterType', () => {
  it('sets letters in Andika first, then the body font stack', () => {
    expect(letterFontName).toBe('Andika');
    expect(letterFontFamily).toBe(`'Andika', ${vars.font.body}`);
  });

  it('draws letters at least 48 px high (words.md, Font)', () => {
    expect(letterMinSizePx).toBeGreaterThanOrEqual(48);
  });
});

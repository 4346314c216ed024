import { describe, expect, it } from 'vitest';
import { emojiKey } from './emojiKey';

describe('emojiKey', () => {
  it('drops the emoji and text variation selectors', () => {
    expect(emojiKey('\u2600\uFE0F')).toBe('\u2600');
    expect(emojiKey('\u2600\uFE0E')).toBe('\u2600');
  });

  it('drops skin tones, keeping the skin-tone-free emoji', () => {
    expect(emojiKey('\u{1F44D}\u{1F3FD}')).toBe('\u{1F44D}');
    expect(emojiKey('\u{1F9D1}\u{1F3FF}\u200D\u{1F680}')).toBe('\u{1F9D1}\u200D\u{1F680}');
  });

  it('keeps ZWJ sequences and keycaps whole', () => {
    expect(emojiKey('\u{1F408}\u200D\u2B1B')).toBe('\u{1F408}\u200D\u2B1B');
    expect(emojiKey('0\uFE0F\u20E3')).toBe('0\u20E3');
  });
});

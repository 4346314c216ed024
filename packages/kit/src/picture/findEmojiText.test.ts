import { describe, expect, it } from 'vitest';
import { findEmojiText } from './findEmojiText';

describe('findEmojiText', () => {
  it('finds nothing in plain words, digits and prices', () => {
    expect(findEmojiText('Which clock shows 7:00? It costs $1.05, or 45¢ #3 *')).toEqual([]);
  });

  it('leaves typographic marks alone', () => {
    expect(findEmojiText('✓ True ✗ False ☆ © ™ 60 minutes ↔ 1 hour ▶ ☾')).toEqual([]);
  });

  it('finds an emoji with its variation selector as one match', () => {
    expect(findEmojiText('Mastered! ⭐ and ☀️ day')).toEqual(['⭐', '☀️']);
  });

  it('finds a text-default pictograph written without U+FE0F', () => {
    expect(findEmojiText('sun \u2600 plane \u2708 clock \u{1F570} tick \u2714')).toEqual([
      '\u2600',
      '\u2708',
      '\u{1F570}',
      '\u2714',
    ]);
  });

  it('skips a pictograph that asks for text presentation with U+FE0E', () => {
    expect(findEmojiText('\u2600\uFE0E sunny')).toEqual([]);
  });

  it('keeps ZWJ sequences, skin tones, keycaps and flags whole', () => {
    expect(findEmojiText('🧑‍🚀 🐈‍⬛ 👍🏽 0️⃣ 🔟 🇨🇦')).toEqual(['🧑‍🚀', '🐈‍⬛', '👍🏽', '0️⃣', '🔟', '🇨🇦']);
  });

  it('finds lone parts of a sequence too', () => {
    expect(findEmojiText('tone \u{1F3FD} and letter \u{1F1E8}')).toEqual([
      '\u{1F3FD}',
      '\u{1F1E8}',
    ]);
  });

  it('finds emoji glued to words, in order', () => {
    expect(findEmojiText('🥣Breakfast 7:30 🥪Lunch')).toEqual(['🥣', '🥪']);
  });

  it('finds a symbol written with U+FE0F as an emoji', () => {
    expect(findEmojiText('©️ ↔️ ▶️')).toEqual(['©️', '↔️', '▶️']);
  });
});

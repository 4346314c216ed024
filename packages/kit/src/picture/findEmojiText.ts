// 1. Any fully-qualified emoji (ZWJ sequences, keycaps, flags, skin tones, "☀️").
// 2. Any code point drawn as emoji by default (a lone regional indicator or skin tone too).
// 3. A text-default pictograph in the emoji blocks ("☀", "✈", "🕰" without U+FE0F) unless
//    U+FE0E asks for text: how it is drawn is still up to the device's fonts.
// Typographic marks stay text: ✓ ✗ ☆ © ™ ↔ ▶ and digits are not matched.
const emojiTextSource = [
  String.raw`\p{RGI_Emoji}`,
  String.raw`\p{Emoji_Presentation}`,
  String.raw`[\p{Emoji}&&[\u{2300}-\u{23FF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{1F000}-\u{1FAFF}]](?!\uFE0E)`,
].join('|');

/**
 * Every emoji in a text, in order: what a page leaves to the device's emoji font when it
 * draws the text (an empty box where there is none). Pictures belong in `<Picture>`; the
 * end-to-end tests fail on any of these inside `<main>`.
 */
export function findEmojiText(text: string): string[] {
  // Built here, not at load: the `v` flag (for RGI_Emoji, a property of strings) is ES2024,
  // and an older browser must not fail on importing this module.
  const pattern = new RegExp(emojiTextSource, 'gv');
  return Array.from(text.matchAll(pattern), (match) => match[0]);
}

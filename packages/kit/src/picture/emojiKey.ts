// Variation selectors (U+FE0E text, U+FE0F emoji) and the five skin-tone modifiers
// (U+1F3FB–U+1F3FF): a picture is the same whichever of these an emoji string carries.
const presentationAndTone = /\uFE0E|\uFE0F|\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF}/gu;

/**
 * The key a picture is found by: the emoji without variation selectors or skin tones, so
 * "☀️" and "☀", or "👍🏽" and "👍", find the same picture. ZWJ sequences stay whole.
 */
export function emojiKey(emoji: string): string {
  return emoji.replace(presentationAndTone, '');
}

const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;

const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * A whole number from 0 to 99 in words, as a child says it: 7 → "seven", 21 → "twenty-one",
 * 40 → "forty". Anything else (negative, fractional, 100 or more) stays in numerals, which a
 * speech engine reads well.
 */
export function numberWord(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) return String(value);
  if (value < 20) return ones[value]!;
  const unit = value % 10;
  return `${tens[Math.floor(value / 10)]}${unit === 0 ? '' : `-${ones[unit]}`}`;
}

/** {@link numberWord} with a capital first letter, to start a sentence: "Twenty-one". */
export function numberWordCapitalized(value: number): string {
  const word = numberWord(value);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

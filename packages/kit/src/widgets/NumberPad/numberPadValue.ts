/** The kinds of answer a NumberPad takes. */
export const numberPadModes = ['whole', 'money', 'duration'] as const;
/** `whole` (a whole number), `money` (dollars and cents) or `duration` (hours and minutes). */
export type NumberPadMode = (typeof numberPadModes)[number];

/** Default maximum digits: of the number, of the dollars, of the hours. */
export const defaultMaxLength: Readonly<Record<NumberPadMode, number>> = {
  whole: 4,
  money: 3,
  duration: 2,
};

/** Hours and minutes as typed; minutes may be 60 or more, so a checker can name that mistake. */
export interface DurationEntry {
  readonly hours: number;
  readonly minutes: number;
}

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Cleans what was typed into the pad's raw form: `"123"` (whole), `"4.35"` (money, at most
 * 2 digits of cents) or `"2:05"` (duration, at most 2 digits of minutes).
 */
export function sanitizeEntry(mode: NumberPadMode, raw: string, maxLength?: number): string {
  const max = maxLength ?? defaultMaxLength[mode];
  if (mode === 'whole') return digits(raw).slice(0, max);
  if (mode === 'money') {
    const point = raw.indexOf('.');
    if (point === -1) return digits(raw).slice(0, max);
    const dollars = digits(raw.slice(0, point)).slice(0, max);
    const cents = digits(raw.slice(point + 1)).slice(0, 2);
    return `${dollars}.${cents}`;
  }
  const colon = raw.indexOf(':');
  const hours = digits(colon === -1 ? raw : raw.slice(0, colon)).slice(0, max);
  const minutes = colon === -1 ? '' : digits(raw.slice(colon + 1)).slice(0, 2);
  return colon === -1 ? hours : `${hours}:${minutes}`;
}

/** The whole number typed, or null when nothing is typed. */
export function parseWholeNumber(raw: string): number | null {
  const clean = digits(raw);
  return clean === '' ? null : Number(clean);
}

/** The amount typed, in cents (`"4.35"` → 435, `"4.5"` → 450, `"4"` → 400), or null. */
export function parseMoney(raw: string): number | null {
  const [dollarsText = '', centsText = ''] = raw.split('.');
  const dollars = digits(dollarsText);
  const cents = digits(centsText).slice(0, 2);
  if (dollars === '' && cents === '') return null;
  return Number(dollars || '0') * 100 + Number(cents.padEnd(2, '0') || '0');
}

/** The hours and minutes typed (`"2:05"` → 2 h 5 min; a blank part counts as 0), or null. */
export function parseDuration(raw: string): DurationEntry | null {
  const [hoursText = '', minutesText = ''] = raw.split(':');
  const hours = digits(hoursText);
  const minutes = digits(minutesText);
  if (hours === '' && minutes === '') return null;
  return { hours: Number(hours || '0'), minutes: Number(minutes || '0') };
}

/** How the entry reads aloud: "4 dollars and 35 cents", "2 hours 5 minutes", "12". */
export function describeEntry(mode: NumberPadMode, raw: string): string {
  if (mode === 'whole') {
    const value = parseWholeNumber(raw);
    return value === null ? 'empty' : String(value);
  }
  if (mode === 'money') {
    const cents = parseMoney(raw);
    if (cents === null) return 'empty';
    const dollars = Math.floor(cents / 100);
    const rest = cents % 100;
    const dollarText = `${dollars} ${dollars === 1 ? 'dollar' : 'dollars'}`;
    const centText = `${rest} ${rest === 1 ? 'cent' : 'cents'}`;
    if (dollars === 0) return centText;
    return rest === 0 ? dollarText : `${dollarText} and ${centText}`;
  }
  const duration = parseDuration(raw);
  if (duration === null) return 'empty';
  const hourText = `${duration.hours} ${duration.hours === 1 ? 'hour' : 'hours'}`;
  const minuteText = `${duration.minutes} ${duration.minutes === 1 ? 'minute' : 'minutes'}`;
  return `${hourText} ${minuteText}`;
}

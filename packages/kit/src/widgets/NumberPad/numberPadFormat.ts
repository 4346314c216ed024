/**
 * What a NumberPad types: a format is a list of fields (one for a whole number; dollars and
 * cents; hours and minutes), how the typed digits read as an answer, and how they read
 * aloud. Kit has three formats; a concept makes its own (cents with a ¢, centimetres, a
 * temperature) without editing kit. Pure: no React, no DOM.
 *
 * The pad's value is the raw entry: each field's digits joined by the format's separator
 * (`"2:05"`, `"4.35"`, `"120"`), `""` when nothing is typed.
 */

/** One box of digits. */
export interface NumberPadField {
  /** What the box is, for assistive tech: "hours", "cents". Omit for a one-box format. */
  readonly name?: string;
  /** The on-screen button that moves to this box: "Hours". Needed with several boxes. */
  readonly switchLabel?: string;
  /** Text before the box: "$". */
  readonly prefix?: string;
  /** Text after the box: "h", "min", "¢". */
  readonly suffix?: string;
  /** Most digits in the box. */
  readonly maxLength: number;
}

/** A NumberPad format: its boxes, and what the digits mean. */
export interface NumberPadFormat<Value> {
  /** 1 to 3 boxes, typed in order. */
  readonly fields: readonly NumberPadField[];
  /** Joins the boxes in the raw entry; typing it on a keyboard moves to the next box. */
  readonly separator: string;
  /** Other keys that move to the next box ("h" after the hours); default none. */
  readonly nextBoxKeys?: readonly string[];
  /** The answer the entry makes, or null while it makes none (nothing typed). */
  parse(raw: string): Value | null;
  /** How the entry reads aloud: "4 dollars and 35 cents", "empty". */
  describe(raw: string): string;
}

const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/** The boxes' digits of a raw entry (as many strings as the format has boxes). */
export function splitEntry(format: NumberPadFormat<unknown>, raw: string): string[] {
  const parts = format.fields.length > 1 && format.separator ? raw.split(format.separator) : [raw];
  return format.fields.map((field, index) =>
    digitsOnly(parts[index] ?? '').slice(0, field.maxLength),
  );
}

/** The raw entry of the boxes' digits: `""` when every box is empty, else joined (`"1:"`). */
export function joinEntry(format: NumberPadFormat<unknown>, parts: readonly string[]): string {
  const used = format.fields.map((_field, index) => parts[index] ?? '');
  return used.every((part) => part === '') ? '' : used.join(format.separator);
}

/** Cleans anything typed or pasted into the format's raw form. */
export function sanitizeEntry(format: NumberPadFormat<unknown>, raw: string): string {
  return joinEntry(format, splitEntry(format, raw));
}

/** What a key press did: the new entry and the box that has the focus now. */
export interface EntryEdit {
  readonly raw: string;
  readonly field: number;
}

/** Types a digit into a box; a full box leaves the entry as it is. */
export function typeDigit(
  format: NumberPadFormat<unknown>,
  raw: string,
  field: number,
  digit: string,
): EntryEdit {
  const parts = splitEntry(format, raw);
  const box = format.fields[field];
  const current = parts[field] ?? '';
  if (!box || current.length >= box.maxLength) return { raw, field };
  parts[field] = current + digitsOnly(digit);
  return { raw: joinEntry(format, parts), field };
}

/** Deletes the last digit of a box; from an empty box, the last digit of the box before. */
export function deleteDigit(
  format: NumberPadFormat<unknown>,
  raw: string,
  field: number,
): EntryEdit {
  const parts = splitEntry(format, raw);
  let target = field;
  while (target > 0 && (parts[target] ?? '') === '') target -= 1;
  parts[target] = (parts[target] ?? '').slice(0, -1);
  return { raw: joinEntry(format, parts), field: target };
}

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

/** Options of {@link createWholeNumberFormat}. */
export interface WholeNumberFormatOptions {
  /** Most digits; default 4. */
  readonly maxLength?: number;
  readonly prefix?: string;
  /** Text after the box: "¢", "cm". */
  readonly suffix?: string;
  /** The unit read aloud, singular and plural: `['cent', 'cents']`. */
  readonly unit?: readonly [string, string];
}

/** A whole number in one box (a count, cents, centimetres). */
export function createWholeNumberFormat(
  options: WholeNumberFormatOptions = {},
): NumberPadFormat<number> {
  const unit = options.unit;
  const parse = (raw: string): number | null => {
    const digits = digitsOnly(raw);
    return digits === '' ? null : Number(digits);
  };
  return {
    fields: [
      {
        maxLength: options.maxLength ?? 4,
        ...(options.prefix ? { prefix: options.prefix } : {}),
        ...(options.suffix ? { suffix: options.suffix } : {}),
      },
    ],
    separator: '',
    parse,
    describe(raw) {
      const value = parse(raw);
      if (value === null) return 'empty';
      return unit ? plural(value, unit[0], unit[1]) : String(value);
    },
  };
}

/** A whole number of up to 4 digits. */
export const wholeNumberFormat: NumberPadFormat<number> = createWholeNumberFormat();

/**
 * Dollars and cents: a $ box of up to 3 digits and a two-digit cents box, so "$1" then "05" is
 * $1.05. The answer is the amount in cents (money is always whole cents).
 */
export const dollarsAndCentsFormat: NumberPadFormat<number> = {
  fields: [
    { name: 'dollars', switchLabel: 'Dollars', prefix: '$', maxLength: 3 },
    { name: 'cents', switchLabel: 'Cents', prefix: '.', maxLength: 2 },
  ],
  separator: '.',
  parse: (raw) => parseDollarsAndCents(raw),
  describe(raw) {
    const amount = parseDollarsAndCents(raw);
    if (amount === null) return 'empty';
    const dollars = Math.floor(amount / 100);
    const cents = amount % 100;
    if (dollars === 0) return plural(cents, 'cent', 'cents');
    const dollarText = plural(dollars, 'dollar', 'dollars');
    return cents === 0 ? dollarText : `${dollarText} and ${plural(cents, 'cent', 'cents')}`;
  },
};

function parseDollarsAndCents(raw: string): number | null {
  const [dollars = '', cents = ''] = splitEntry(dollarsAndCentsFormat, raw);
  if (dollars === '' && cents === '') return null;
  return Number(dollars || '0') * 100 + Number(cents || '0');
}

/** Hours and minutes as typed; minutes may be 60 or more, so a checker can name that mistake. */
export interface DurationEntry {
  readonly hours: number;
  readonly minutes: number;
}

/**
 * Hours and minutes: an hours box (2 digits) and a minutes box (3 digits, so "0 h 170 min"
 * can be typed and named as a mistake, and "0 h 120 min" is 2 hours); a blank box is 0.
 */
export const hoursAndMinutesFormat: NumberPadFormat<DurationEntry> = {
  fields: [
    { name: 'hours', switchLabel: 'Hours', suffix: 'h', maxLength: 2 },
    { name: 'minutes', switchLabel: 'Minutes', suffix: 'min', maxLength: 3 },
  ],
  separator: ':',
  nextBoxKeys: ['h'],
  parse: (raw) => parseHoursAndMinutes(raw),
  describe(raw) {
    const entry = parseHoursAndMinutes(raw);
    if (entry === null) return 'empty';
    return `${plural(entry.hours, 'hour', 'hours')} ${plural(entry.minutes, 'minute', 'minutes')}`;
  },
};

function parseHoursAndMinutes(raw: string): DurationEntry | null {
  const [hours = '', minutes = ''] = splitEntry(hoursAndMinutesFormat, raw);
  if (hours === '' && minutes === '') return null;
  return { hours: Number(hours || '0'), minutes: Number(minutes || '0') };
}

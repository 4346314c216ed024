/**
 * Typed amounts (money.md convention 1): the NumberPad's two money forms, cents (a whole
 * number of ¢) and dollars (a $ box and a two-digit cents box, "$1" + "05" = $1.05). Where
 * both are allowed either is accepted, and the amount is echoed back in the other form.
 * The dollars form is kit's `dollarsAndCentsFormat`; this adds the cents form and the echo.
 */
import { createWholeNumberFormat, dollarsAndCentsFormat, type NumberPadFormat } from '@lingos/kit';
import { formatCents, formatDollars, speakAmount } from './format';

/** The two ways to type an amount. */
export const moneyEntryForms = ['cents', 'dollars'] as const;
/** Cents ("125¢") or dollars ("$1.25"). */
export type MoneyEntryForm = (typeof moneyEntryForms)[number];

/** A whole number of cents, up to 5 digits (the $200 drawer is 20000¢), read "125 cents". */
export const centsFormat: NumberPadFormat<number> = createWholeNumberFormat({
  maxLength: 5,
  suffix: '¢',
  unit: ['cent', 'cents'],
});

/** The NumberPad format of each form; both parse to cents. */
export const moneyFormats: Readonly<Record<MoneyEntryForm, NumberPadFormat<number>>> = {
  cents: centsFormat,
  dollars: dollarsAndCentsFormat,
};

/** The amount an entry makes, in cents, or null while nothing is typed. */
export function parseMoneyEntry(raw: string, form: MoneyEntryForm): number | null {
  return moneyFormats[form].parse(raw);
}

/** The raw entry that shows `amount` in a form: 125 → "125" (cents) or "1.25" (dollars). */
export function entryFromCents(amount: number, form: MoneyEntryForm): string {
  if (form === 'cents') return String(amount);
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** The other form. */
export function otherEntryForm(form: MoneyEntryForm): MoneyEntryForm {
  return form === 'cents' ? 'dollars' : 'cents';
}

/** `amount` written in the form it was not typed in: typed as cents "$1.25", as dollars "125¢". */
export function echoAmount(amount: number, typedIn: MoneyEntryForm): string {
  return typedIn === 'cents' ? formatDollars(amount) : formatCents(amount);
}

/** The echo as a sentence: "125¢ is $1.25." / "$1.25 is 125¢." */
export function echoSentence(amount: number, typedIn: MoneyEntryForm): string {
  const typed = typedIn === 'cents' ? formatCents(amount) : formatDollars(amount);
  return `${typed} is ${echoAmount(amount, typedIn)}.`;
}

/** The echo spoken: "That is 1 dollar and 25 cents." */
export function echoSpeech(amount: number): string {
  return `That is ${speakAmount(amount)}.`;
}

/** Every way a card can show a time, in every Time Lingo: one list, one TimeCard. */
export const timeCardForms = [
  'analog',
  'sky',
  'digital',
  'digital-meridiem',
  '24h',
  'words',
] as const;

/**
 * `analog` (a clock face), `sky` (a clock face on the AM/PM sky), `digital` ("4:30"),
 * `digital-meridiem` ("4:30 PM"), `24h` ("16:30") or `words` ("Half past 4").
 */
export type TimeCardForm = (typeof timeCardForms)[number];

/** The forms that show the time on a clock face. */
export const analogTimeCardForms = ['analog', 'sky'] as const satisfies readonly TimeCardForm[];

/** The forms a child reads before AM/PM is taught: the time on the face, digits or words. */
export const faceTimeCardForms = [
  'analog',
  'digital',
  'words',
] as const satisfies readonly TimeCardForm[];

/** The forms that tell the half of the day: the sky, or AM/PM digits. */
export const meridiemTimeCardForms = [
  'digital-meridiem',
  'sky',
] as const satisfies readonly TimeCardForm[];

/** Whether a form shows a clock face. */
export function isAnalogForm(form: TimeCardForm): form is (typeof analogTimeCardForms)[number] {
  return form === 'analog' || form === 'sky';
}

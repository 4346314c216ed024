import type { PartOfDay } from '../../model/time';

/** The picture of each part of the day, as the AM/PM sky and the sky cards show it. */
export const skyPictures: Readonly<Record<PartOfDay, string>> = {
  morning: '🌅',
  afternoon: '☀️',
  evening: '🌇',
  night: '🌙',
};

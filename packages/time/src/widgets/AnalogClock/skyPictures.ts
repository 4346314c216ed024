import type { PictureArt } from '@lingos/kit';
import moon from '@lingos/kit/pictures/crescent-moon';
import sun from '@lingos/kit/pictures/sun';
import sunrise from '@lingos/kit/pictures/sunrise';
import sunset from '@lingos/kit/pictures/sunset';
import type { PartOfDay } from '../../model/time';

/** The picture of each part of the day, as the AM/PM sky and the sky cards show it. */
export const skyPictures: Readonly<Record<PartOfDay, PictureArt>> = {
  morning: sunrise,
  afternoon: sun,
  evening: sunset,
  night: moon,
};

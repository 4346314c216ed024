import type { ConceptId } from '@lingos/catalogue';
import type { PictureArt } from '@lingos/kit';
import calendar from '@lingos/kit/pictures/calendar';
import coin from '@lingos/kit/pictures/coin';
import letters from '@lingos/kit/pictures/input-latin-letters';
import clock from '@lingos/kit/pictures/mantelpiece-clock';
import book from '@lingos/kit/pictures/open-book';
import ruler from '@lingos/kit/pictures/straight-ruler';

/**
 * Each concept's picture, drawn from its catalogue emoji (`iconEmoji`) as self-hosted art.
 * Imported here rather than loaded by emoji: the home and concept pages show them at once,
 * and six small pictures cost less than the picture index. A test keeps this in step with
 * the catalogue.
 */
export const conceptPictures: Readonly<Record<ConceptId, PictureArt>> = {
  time: clock,
  money: coin,
  calendar,
  words: letters,
  reading: book,
  measurements: ruler,
};

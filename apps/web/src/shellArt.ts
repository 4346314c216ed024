import type { ConceptId } from '@lingos/catalogue';
import type { PictureArt } from '@lingos/kit';
import pointingUp from '@lingos/kit/pictures/backhand-index-pointing-up';
import calendar from '@lingos/kit/pictures/calendar';
import coin from '@lingos/kit/pictures/coin';
import letters from '@lingos/kit/pictures/input-latin-letters';
import clock from '@lingos/kit/pictures/mantelpiece-clock';
import book from '@lingos/kit/pictures/open-book';
import puzzlePiece from '@lingos/kit/pictures/puzzle-piece';
import seeNoEvilMonkey from '@lingos/kit/pictures/see-no-evil-monkey';
import star from '@lingos/kit/pictures/star';
import ruler from '@lingos/kit/pictures/straight-ruler';

/**
 * Every picture the shell's pages draw, in one chunk of its own (ShellPicture loads it as the
 * app starts). Each concept is drawn from its catalogue emoji (`iconEmoji`); a test keeps the
 * two in step. Imported here rather than loaded by emoji: ten small pictures cost less than
 * the picture index.
 */
export const shellArt = {
  time: clock,
  money: coin,
  calendar,
  words: letters,
  reading: book,
  measurements: ruler,
  modular: puzzlePiece,
  interactive: pointingUp,
  mastery: star,
  oops: seeNoEvilMonkey,
} as const satisfies Record<ConceptId | 'modular' | 'interactive' | 'mastery' | 'oops', PictureArt>;

/** The name of a picture on a shell page: a concept's id, a feature's, or the error page's. */
export type ShellPictureName = keyof typeof shellArt;

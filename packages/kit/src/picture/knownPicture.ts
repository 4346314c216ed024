import { pictureLoaders, pictureNameByEmoji, type PictureName } from './art/index';
import { emojiKey } from './emojiKey';
import type { PictureRequest } from './loadPicture';

/**
 * The name of the picture a name or an emoji asks for, or undefined when the set has none:
 * at once, without loading the art. For checking data on load (a teacher's word list), not for
 * drawing: it brings the index of names (a few KB) into the chunk that uses it, which
 * `loadPicture` otherwise fetches on first use.
 */
export function pictureNameOf(request: PictureRequest): PictureName | undefined {
  if ('name' in request) {
    return Object.hasOwn(pictureLoaders, request.name) ? (request.name as PictureName) : undefined;
  }
  const key = emojiKey(request.emoji);
  return Object.hasOwn(pictureNameByEmoji, key) ? pictureNameByEmoji[key] : undefined;
}

/** Whether the art set has a picture for a name or an emoji ("☀️" and "☀" alike). */
export function hasPicture(request: PictureRequest): boolean {
  return pictureNameOf(request) !== undefined;
}

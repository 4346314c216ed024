import type * as PictureIndexModule from './art/index';
import type { PictureName } from './art/index';
import { emojiKey } from './emojiKey';
import type { PictureArt } from './pictureArt';

/** A picture asked for at run time: by its name ("bus") or by the emoji it draws ("🚌"). */
export type PictureRequest =
  { readonly name: PictureName | (string & {}) } | { readonly emoji: string };

type PictureIndex = typeof PictureIndexModule;

// The index of names (a few KB) is itself loaded on first use, so a page whose pictures are
// all imported statically never downloads it.
let pictureIndex: Promise<PictureIndex> | undefined;
const loaded = new Map<string, PictureArt | null>();
const pending = new Map<string, Promise<PictureArt | null>>();

function requestKey(request: PictureRequest): string {
  return 'name' in request ? `name:${request.name}` : `emoji:${emojiKey(request.emoji)}`;
}

function loadIndex(): Promise<PictureIndex> {
  pictureIndex ??= import('./art/index').catch((error: unknown) => {
    pictureIndex = undefined;
    throw error;
  });
  return pictureIndex;
}

function nameIn(index: PictureIndex, request: PictureRequest): PictureName | undefined {
  if ('name' in request) {
    return Object.hasOwn(index.pictureLoaders, request.name)
      ? (request.name as PictureName)
      : undefined;
  }
  const key = emojiKey(request.emoji);
  return Object.hasOwn(index.pictureNameByEmoji, key) ? index.pictureNameByEmoji[key] : undefined;
}

/**
 * What an earlier load found: the art, `null` when the set has no such picture, `undefined`
 * when it was not asked for yet. Lets a picture seen before be drawn at once.
 */
export function loadedPicture(request: PictureRequest): PictureArt | null | undefined {
  return loaded.get(requestKey(request));
}

/**
 * Loads a picture by name or emoji ("☀️", "☀" and "👍🏽" find the same art as "☀" and "👍"):
 * the index of names once, then the picture's own small module (its own chunk in a build).
 * Resolves to `null` when the set has no such picture. Calls for the same picture share a load.
 */
export function loadPicture(request: PictureRequest): Promise<PictureArt | null> {
  const key = requestKey(request);
  const done = loaded.get(key);
  if (done !== undefined) return Promise.resolve(done);
  let loading = pending.get(key);
  if (!loading) {
    loading = loadIndex()
      .then(async (index) => {
        const name = nameIn(index, request);
        return name ? (await index.pictureLoaders[name]()).default : null;
      })
      .then(
        (art) => {
          loaded.set(key, art);
          pending.delete(key);
          return art;
        },
        (error: unknown) => {
          // A chunk that failed (offline) may load on a later try.
          pending.delete(key);
          throw error;
        },
      );
    pending.set(key, loading);
  }
  return loading;
}

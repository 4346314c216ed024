import { useEffect, useReducer, useState } from 'react';
import { loadedPicture, loadPicture, type PictureRequest } from '../loadPicture';
import type { PictureArt } from '../pictureArt';

/** What a Picture draws: art imported statically, or a picture asked for by name or emoji. */
export type PictureSource = { readonly art: PictureArt } | PictureRequest;

/** Where a picture is: drawn, loading, or not in the set (or its module failed to load). */
export type PictureArtState =
  | { readonly state: 'ready'; readonly art: PictureArt }
  | { readonly state: 'loading' }
  | { readonly state: 'missing' };

// One warning per unknown name or emoji, however often it is drawn.
const warned = new Set<string>();

function describe(request: PictureRequest): string {
  if ('name' in request) return `picture name "${request.name}"`;
  const codePoints = Array.from(
    request.emoji,
    (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`,
  );
  return `emoji ${codePoints.join(' ')}`;
}

/** The art of a Picture: at once when static or loaded before, else once its module loads. */
export function usePictureArt(source: PictureSource): PictureArtState {
  const staticArt = 'art' in source ? source.art : undefined;
  const request: PictureRequest | undefined =
    'art' in source
      ? undefined
      : 'name' in source
        ? { name: source.name }
        : { emoji: source.emoji };
  const described = request ? describe(request) : '';
  const known = request ? loadedPicture(request) : undefined;
  // The loaded art lives in loadPicture's cache; a settled load only needs a new render.
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    if (!request || known !== undefined) return;
    let current = true;
    loadPicture(request).then(
      (art) => {
        if (art === null && !warned.has(described)) {
          warned.add(described);
          console.warn(`Picture: the set has no ${described}; drawing a "?" frame instead.`);
        }
        if (current) settled();
      },
      (error: unknown) => {
        console.warn(`Picture: could not load the ${described}.`, error);
        if (current) setFailed(described);
      },
    );
    return () => {
      current = false;
    };
    // `request` is rebuilt each render; `described` names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [described, known]);

  if (staticArt) return { state: 'ready', art: staticArt };
  if (known) return { state: 'ready', art: known };
  if (known === null || failed === described) return { state: 'missing' };
  return { state: 'loading' };
}

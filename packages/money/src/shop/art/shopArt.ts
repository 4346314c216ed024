/**
 * Small in-house pictures for the corner-store items the shared art set has no honest
 * picture of (an eraser, a granola bar, a sticker pack, a toque). Drawn in the set's 32-unit
 * square with flat colours, like the rest of the set, so they sit beside kit pictures.
 */
import type { PictureArt } from '@lingos/kit';

/** A pink eraser with a blue sleeve. */
export const eraserArt: PictureArt = {
  name: 'shop-eraser',
  emoji: '',
  alt: 'an eraser',
  viewBox: '0 0 32 32',
  body:
    '<path fill="#f4a6b8" d="M4 13.5 15.5 6a2 2 0 0 1 2.2.05L28 13a1.5 1.5 0 0 1 0 2.5L16.5 23a2 2 0 0 1-2.2-.05L4 16a1.5 1.5 0 0 1 0-2.5"/>' +
    '<path fill="#3f8ee8" d="m11 9 11.5 7.6-5.9 3.9L5.1 12.9z"/>' +
    '<path fill="#d9809a" d="M4 16v2.5a1.5 1.5 0 0 0 .7 1.25L14.3 26a2 2 0 0 0 2.2.05L28 18.5V16L16.5 23a2 2 0 0 1-2.2-.05z"/>',
};

/** A granola bar in a green wrapper, one end open to show the oats. */
export const granolaBarArt: PictureArt = {
  name: 'shop-granola-bar',
  emoji: '',
  alt: 'a granola bar',
  viewBox: '0 0 32 32',
  body:
    '<rect width="26" height="11" x="3" y="10.5" fill="#4caf6e" rx="2"/>' +
    '<path fill="#2f8a50" d="M3 12.5h2v7H3zm24 0h2v7h-2z"/>' +
    '<rect width="9" height="11" x="20" y="10.5" fill="#c98a3d" rx="2"/>' +
    '<circle cx="23" cy="13.5" r="1.1" fill="#f3d19c"/><circle cx="26" cy="16" r="1.1" fill="#f3d19c"/>' +
    '<circle cx="23.5" cy="18.5" r="1.1" fill="#8a5a22"/><circle cx="26.5" cy="19.5" r="0.9" fill="#f3d19c"/>' +
    '<rect width="10" height="3" x="8" y="14.5" fill="#fff7df" rx="1.5"/>',
};

/** A pack of stickers: a sheet with a star, a heart and a circle. */
export const stickerPackArt: PictureArt = {
  name: 'shop-sticker-pack',
  emoji: '',
  alt: 'a sticker pack',
  viewBox: '0 0 32 32',
  body:
    '<rect width="22" height="26" x="5" y="3" fill="#7a5cd6" rx="2.5"/>' +
    '<rect width="18" height="22" x="7" y="5" fill="#ffffff" rx="1.5"/>' +
    '<path fill="#fcd53f" d="m12 7.2 1.3 2.7 2.9.4-2.1 2 .5 2.9-2.6-1.4-2.6 1.4.5-2.9-2.1-2 2.9-.4z"/>' +
    '<path fill="#f8312f" d="M21 12.8s-3.5-2.1-3.5-4.1a1.8 1.8 0 0 1 3.5-.6 1.8 1.8 0 0 1 3.5.6c0 2-3.5 4.1-3.5 4.1"/>' +
    '<circle cx="12" cy="20.5" r="3" fill="#00a6ed"/>' +
    '<rect width="6" height="6" x="18" y="17.5" fill="#44c26f" rx="1"/>',
};

/** A knitted winter toque with a pompom. */
export const toqueArt: PictureArt = {
  name: 'shop-toque',
  emoji: '',
  alt: 'a toque',
  viewBox: '0 0 32 32',
  body:
    '<circle cx="16" cy="5.5" r="3.5" fill="#f3f3f3"/>' +
    '<path fill="#e0393e" d="M5 22c0-7.2 4.9-13 11-13s11 5.8 11 13z"/>' +
    '<path fill="#ffffff" d="M7.5 17h17v2h-17z"/>' +
    '<rect width="26" height="6" x="3" y="21" fill="#b3262b" rx="2"/>' +
    '<path fill="#8f1d22" d="M7 21h1.5v6H7zm4 0h1.5v6H11zm4 0h1.5v6H15zm4 0h1.5v6H19zm4 0h1.5v6H23z"/>',
};

/** The in-house pictures, by the id the shop data names them with. */
export const shopArt = {
  eraser: eraserArt,
  'granola-bar': granolaBarArt,
  'sticker-pack': stickerPackArt,
  toque: toqueArt,
} as const satisfies Readonly<Record<string, PictureArt>>;

/** An in-house picture's id. */
export type ShopArtId = keyof typeof shopArt;

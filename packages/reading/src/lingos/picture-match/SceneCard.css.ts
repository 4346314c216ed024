import { vars } from '@lingos/ui/vars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// A scene is a picture: its ground keeps its own colours in every theme, like the art.
const grounds = {
  room: 'linear-gradient(#fdf3e1 0 62%, #d9b48a 62% 100%)',
  snow: 'linear-gradient(#cfe8ff 0 60%, #ffffff 60% 100%)',
  lake: 'linear-gradient(#cfe8ff 0 55%, #4f9bd9 55% 100%)',
  table: 'linear-gradient(#fdf3e1 0 55%, #b7825a 55% 100%)',
  grass: 'linear-gradient(#d6efff 0 60%, #8cc866 60% 100%)',
  tub: 'linear-gradient(#e6f4f1 0 62%, #b9d7e8 62% 100%)',
} as const;

/** The scene's box: 4 by 3, its ground painted behind the parts. */
const sceneBase = style({
  position: 'relative',
  display: 'block',
  // A card's content has no width of its own to take a share of: the scene sets its own,
  // two to a row on a 320 px phone.
  width: 'clamp(6.5rem, 34vw, 10.5rem)',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
});

/** A scene on its ground. */
export const scene = styleVariants(grounds, (background) => [sceneBase, { background }]);

/** The scene a question shows (a picture to a sentence): larger, never wider than the page. */
export const large = style({ width: 'min(18rem, 80vw)' });

/** One part, centred on its place, as wide as its size. */
export const part = style({
  position: 'absolute',
  display: 'block',
  transform: 'translate(-50%, -50%)',
  lineHeight: 0,
});

/** A part that faces the other way. */
export const flipped = style({ transform: 'translate(-50%, -50%) scaleX(-1)' });

globalStyle(`${part} > svg`, { width: '100%', height: 'auto' });

/**
 * Picture Match's scenes (reading.md 1-4: "2–3 emoji placed on a simple background"). Kit's
 * Picture draws one picture; a scene places several on a ground, with a few plain shapes the
 * art set has no picture for (a toque of a colour, mittens, a plate, a puddle, a snowball, a
 * paddle, a brush). Each scene is keyed by the `picture` text of the passage data; a picture text this
 * table does not know is laid out from its own emoji, side by side, so a teacher's passage
 * still gets a scene.
 */

/** The background a scene is drawn on. */
export const sceneGrounds = ['room', 'snow', 'lake', 'table', 'grass', 'tub'] as const;
/** The background a scene is drawn on. */
export type SceneGround = (typeof sceneGrounds)[number];

/** Plain shapes a scene can draw where the art set has no picture. */
export const sceneShapes = [
  'toque',
  'mittens',
  'plate',
  'puddle',
  'ball',
  'paddle',
  'brush',
] as const;
/** A plain shape of a scene. */
export type SceneShape = (typeof sceneShapes)[number];

/** The colours a shape comes in (the small detail a sentence names: "a red hat"). */
export type SceneColour = 'red' | 'black' | 'brown' | 'white';

/** One thing in a scene: a picture (by emoji) or a shape, centred at x, y (% of the box). */
export type ScenePart = {
  /** Centre, in % of the scene's width and height. */
  readonly x: number;
  readonly y: number;
  /** Width, in % of the scene's width. */
  readonly size: number;
  /** Drawn over the parts before it (a box in front of the cat in it). */
  readonly front?: boolean;
  /** Mirrored: facing the other way. */
  readonly flip?: boolean;
} & (
  | { readonly emoji: string; readonly shape?: never; readonly colour?: never }
  | { readonly shape: SceneShape; readonly colour?: SceneColour; readonly emoji?: never }
);

/** A scene: its ground and its parts, back to front. */
export interface Scene {
  readonly ground: SceneGround;
  readonly parts: readonly ScenePart[];
}

const cupcakes = (count: number, emoji = '🧁'): ScenePart[] =>
  Array.from({ length: count }, (_, index) => {
    const row = count > 5 ? Math.floor(index / 5) : 0;
    const inRow = count > 5 ? 5 : count;
    const column = index % inRow;
    return {
      emoji,
      x: 50 + (column - (inRow - 1) / 2) * 13,
      y: 52 + row * 16,
      size: 13,
    };
  });

/** The scenes of reading.md 1-4, by the data's picture text. */
export const knownScenes: Readonly<Record<string, Scene>> = {
  // A. Tim's Pets
  '🐱 lying on 🛏️': {
    ground: 'room',
    parts: [
      { emoji: '🛏️', x: 50, y: 68, size: 60 },
      { emoji: '🐱', x: 50, y: 38, size: 26 },
    ],
  },
  '🐱 in 📦': {
    ground: 'room',
    parts: [
      { emoji: '🐱', x: 50, y: 42, size: 28 },
      { emoji: '📦', x: 50, y: 68, size: 46, front: true },
    ],
  },
  '🐶 on 🛏️': {
    ground: 'room',
    parts: [
      { emoji: '🛏️', x: 50, y: 68, size: 60 },
      { emoji: '🐶', x: 50, y: 38, size: 26 },
    ],
  },
  '🐶 peeking out of 📦': {
    ground: 'room',
    parts: [
      { emoji: '🐶', x: 50, y: 40, size: 28 },
      { emoji: '📦', x: 50, y: 68, size: 46, front: true },
    ],
  },
  '👦⚽ ← 🐶': {
    ground: 'grass',
    parts: [
      { emoji: '👦', x: 24, y: 50, size: 30 },
      { emoji: '⚽', x: 24, y: 20, size: 14 },
      { emoji: '🐶', x: 74, y: 60, size: 26 },
      { emoji: '⬅️', x: 50, y: 62, size: 12 },
    ],
  },
  // B. Snow Fun
  'girl 👧 with red hat and red mittens': {
    ground: 'snow',
    parts: [
      { emoji: '👧', x: 50, y: 50, size: 36 },
      { shape: 'toque', colour: 'red', x: 50, y: 24, size: 28, front: true },
      { shape: 'mittens', colour: 'red', x: 50, y: 78, size: 56, front: true },
    ],
  },
  'girl with black hat': {
    ground: 'snow',
    parts: [
      { emoji: '👧', x: 50, y: 50, size: 36 },
      { shape: 'toque', colour: 'black', x: 50, y: 24, size: 28, front: true },
    ],
  },
  'boy with red hat': {
    ground: 'snow',
    parts: [
      { emoji: '👦', x: 50, y: 50, size: 36 },
      { shape: 'toque', colour: 'red', x: 50, y: 24, size: 28, front: true },
    ],
  },
  '⛄ taller than two kids': {
    ground: 'snow',
    parts: [
      { emoji: '⛄', x: 36, y: 50, size: 50 },
      { emoji: '👧', x: 70, y: 70, size: 18 },
      { emoji: '👦', x: 86, y: 70, size: 18 },
    ],
  },
  'tiny ⛄': {
    ground: 'snow',
    parts: [{ emoji: '⛄', x: 50, y: 74, size: 14 }],
  },
  'big snowball only': {
    ground: 'snow',
    parts: [{ shape: 'ball', colour: 'white', x: 50, y: 58, size: 46 }],
  },
  '⛄🥕': {
    ground: 'snow',
    parts: [
      { emoji: '⛄', x: 50, y: 56, size: 70 },
      { emoji: '🥕', x: 62, y: 42, size: 16, front: true, flip: true },
    ],
  },
  // C. Fish at the Lake
  'man with 🎣 in 🛶': {
    ground: 'lake',
    parts: [
      { emoji: '👨', x: 46, y: 44, size: 26 },
      { emoji: '🎣', x: 70, y: 36, size: 26 },
      { emoji: '🛶', x: 50, y: 70, size: 66, front: true },
    ],
  },
  'man with a paddle': {
    ground: 'lake',
    parts: [
      { emoji: '👨', x: 46, y: 44, size: 26 },
      { shape: 'paddle', colour: 'brown', x: 70, y: 48, size: 18, front: true },
      { emoji: '🛶', x: 50, y: 70, size: 66, front: true },
    ],
  },
  'girl with 🎣': {
    ground: 'lake',
    parts: [
      { emoji: '👧', x: 46, y: 44, size: 26 },
      { emoji: '🎣', x: 70, y: 36, size: 26 },
      { emoji: '🛶', x: 50, y: 70, size: 66, front: true },
    ],
  },
  '🐟 in the air above the water': {
    ground: 'lake',
    parts: [
      { emoji: '🐟', x: 50, y: 26, size: 26 },
      { emoji: '💦', x: 50, y: 62, size: 18 },
    ],
  },
  '🐟 under the water': {
    ground: 'lake',
    parts: [{ emoji: '🐟', x: 50, y: 80, size: 20 }],
  },
  '🐸 jumping': {
    ground: 'grass',
    parts: [{ emoji: '🐸', x: 50, y: 30, size: 28 }],
  },
  '👧💦': {
    ground: 'lake',
    parts: [
      { emoji: '👧', x: 50, y: 48, size: 36 },
      { emoji: '💦', x: 24, y: 30, size: 18 },
      { emoji: '💦', x: 76, y: 30, size: 18, flip: true },
      { emoji: '💧', x: 34, y: 70, size: 10 },
      { emoji: '💧', x: 68, y: 72, size: 10 },
    ],
  },
  // D. The Bake Sale
  'plate with 10 🧁': {
    ground: 'table',
    parts: [{ shape: 'plate', colour: 'white', x: 50, y: 62, size: 86 }, ...cupcakes(10)],
  },
  'plate with 2 🧁': {
    ground: 'table',
    parts: [{ shape: 'plate', colour: 'white', x: 50, y: 62, size: 86 }, ...cupcakes(2)],
  },
  'plate with 10 🍪': {
    ground: 'table',
    parts: [{ shape: 'plate', colour: 'white', x: 50, y: 62, size: 86 }, ...cupcakes(10, '🍪')],
  },
  'boy holding 2 🧁': {
    ground: 'room',
    parts: [
      { emoji: '👦', x: 50, y: 42, size: 34 },
      { emoji: '🧁', x: 38, y: 76, size: 16, front: true },
      { emoji: '🧁', x: 62, y: 76, size: 16, front: true },
    ],
  },
  'boy holding 1 🧁': {
    ground: 'room',
    parts: [
      { emoji: '👦', x: 50, y: 42, size: 34 },
      { emoji: '🧁', x: 50, y: 76, size: 16, front: true },
    ],
  },
  'girl holding 2 🧁': {
    ground: 'room',
    parts: [
      { emoji: '👧', x: 50, y: 42, size: 34 },
      { emoji: '🧁', x: 38, y: 76, size: 16, front: true },
      { emoji: '🧁', x: 62, y: 76, size: 16, front: true },
    ],
  },
  'a hand drops a two-dollar coin into a tin can': {
    ground: 'table',
    parts: [
      { emoji: '✋', x: 50, y: 16, size: 20, flip: true },
      { emoji: '🪙', x: 50, y: 40, size: 14 },
      { emoji: '🥫', x: 50, y: 70, size: 30 },
    ],
  },
  // E. Rex Gets a Bath
  '🐶 splashing in a brown puddle': {
    ground: 'grass',
    parts: [
      { shape: 'puddle', colour: 'brown', x: 50, y: 78, size: 76 },
      { emoji: '🐶', x: 50, y: 52, size: 30 },
      { emoji: '💦', x: 24, y: 58, size: 16 },
      { emoji: '💦', x: 76, y: 58, size: 16, flip: true },
    ],
  },
  '🐶 in 🛁': {
    ground: 'tub',
    parts: [
      { emoji: '🐶', x: 50, y: 42, size: 26 },
      { emoji: '🛁', x: 50, y: 66, size: 66, front: true },
    ],
  },
  '🐶 jumping over a log': {
    ground: 'grass',
    parts: [
      { emoji: '🪵', x: 50, y: 80, size: 40 },
      { emoji: '🐶', x: 50, y: 30, size: 28 },
    ],
  },
  'boy brushing a dog in 🛁': {
    ground: 'tub',
    parts: [
      { emoji: '🐶', x: 42, y: 44, size: 24 },
      { emoji: '🛁', x: 44, y: 66, size: 60, front: true },
      { emoji: '👦', x: 84, y: 46, size: 26 },
      { shape: 'brush', colour: 'brown', x: 62, y: 40, size: 16, front: true },
    ],
  },
  'boy brushing his own teeth': {
    ground: 'room',
    parts: [
      { emoji: '👦', x: 50, y: 50, size: 40 },
      { emoji: '🪥', x: 72, y: 58, size: 20, front: true },
    ],
  },
  '🐶 asleep in 🛁': {
    ground: 'tub',
    parts: [
      { emoji: '🐶', x: 50, y: 44, size: 26 },
      { emoji: '🛁', x: 50, y: 66, size: 66, front: true },
      { emoji: '🌙', x: 78, y: 18, size: 14 },
    ],
  },
  '🐶💦👦': {
    ground: 'room',
    parts: [
      { emoji: '🐶', x: 24, y: 56, size: 30 },
      { emoji: '💦', x: 52, y: 46, size: 20 },
      { emoji: '👦', x: 78, y: 50, size: 30, flip: true },
    ],
  },
};

/** The emoji of a text, each a picture (a flag or a family stays whole). */
export function emojiIn(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(text)]
    .map((part) => part.segment)
    .filter((segment) => /\p{Extended_Pictographic}/u.test(segment));
}

/** The scene of a picture text: its own from the table, or its emoji side by side. */
export function sceneOf(picture: string): Scene {
  const known = knownScenes[picture];
  if (known) return known;
  const emoji = emojiIn(picture);
  const size = Math.min(40, 90 / Math.max(emoji.length, 1));
  return {
    ground: 'room',
    parts: emoji.map((each, index) => ({
      emoji: each,
      x: 50 + (index - (emoji.length - 1) / 2) * size,
      y: 55,
      size,
    })),
  };
}

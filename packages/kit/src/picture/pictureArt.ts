/**
 * One picture of the art set, as a generated module under `art/` exports it: the inside of an
 * `<svg>` (its `body`) and the `viewBox` it is drawn in, with the emoji it stands for and the
 * default text alternative ("a bus").
 */
export interface PictureArt {
  /** The picture's stable name, from the art set ("bus", "red-apple"). */
  readonly name: string;
  /** The emoji it draws ("🚌"), fully qualified. */
  readonly emoji: string;
  /** The default alternative text, as a child would name it: "a bus", "fire". */
  readonly alt: string;
  /** The SVG viewBox, "0 0 32 32". */
  readonly viewBox: string;
  /** The SVG markup inside `<svg>`: shapes with their own colours. */
  readonly body: string;
}

/** A generated picture module, as a lazy loader resolves it. */
export interface PictureModule {
  readonly default: PictureArt;
}

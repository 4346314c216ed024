/**
 * jsdom lays nothing out: every box is zeros. Drag tests (dnd-kit's collision detection, a
 * hand or marker that follows the pointer) give elements boxes with these helpers.
 */

/** A box in CSS px, from the viewport's top-left corner. */
export interface TestBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The DOMRect of a box, as `getBoundingClientRect()` returns it. */
export function domRect({ left, top, width, height }: TestBox): DOMRect {
  return {
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({ left, top, width, height }),
  } as DOMRect;
}

/** Gives one element a box (a clock face, a ribbon's lane). */
export function setBox(element: Element, box: TestBox): void {
  element.getBoundingClientRect = () => domRect(box);
}

/** An element's place among its parent's children (0 for the first). */
export function indexInParent(element: Element): number {
  return element.parentElement ? [...element.parentElement.children].indexOf(element) : 0;
}

/**
 * Lays the page out for a test: each element gets the box `boxOf` gives it, or jsdom's own
 * (zeros) when it gives none. Returns the function that puts jsdom's back; call it after the
 * test (`afterEach`).
 */
export function layOut(boxOf: (element: HTMLElement) => TestBox | undefined): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const box = boxOf(this);
    return box ? domRect(box) : original.call(this);
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}

/**
 * A column of list items (`li`), `gap` px apart from the top, each `width` × `height`: how
 * SortSequence lays out its cards.
 */
export function listColumn({
  width = 300,
  height = 60,
  gap = 70,
}: { width?: number; height?: number; gap?: number } = {}): (
  element: HTMLElement,
) => TestBox | undefined {
  return (element) => {
    const item = element.closest('li');
    if (!item?.parentElement) return undefined;
    return { left: 0, top: indexInParent(item) * gap, width, height };
  };
}

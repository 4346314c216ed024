/** Which arrows a 1-D list answers to; a grid answers to all four. */
export const rovingOrientations = ['both', 'horizontal', 'vertical'] as const;
/** `both` (default): Left/Up go back, Right/Down go on; `horizontal` or `vertical`: one pair only. */
export type RovingOrientation = (typeof rovingOrientations)[number];

/** The shape of the items that share one tab stop. */
export interface RovingShape {
  /** How many items, indexed 0 to count − 1 in reading order. */
  readonly count: number;
  /** Items per row: a 2-D grid (the last row may be shorter). Omitted: a 1-D list. */
  readonly columns?: number;
  /** A list's arrows (default `both`). */
  readonly orientation?: RovingOrientation;
  /** Past the last item go round to the first (and back); in a grid, round a column too. */
  readonly wrap?: boolean;
  /** Items that cannot take focus: every move skips them. */
  readonly disabled?: ReadonlySet<number> | readonly number[];
  /**
   * PageUp/PageDown. A number: rows in a grid, items in a list. A function: the index a page
   * away (a month in a calendar), then clamped to the items. Default: a grid moves by all its
   * rows (to the top or bottom of the column); a list leaves the keys to the page.
   */
  readonly page?: number | ((index: number, direction: -1 | 1) => number);
}

/** A key press, as much of a KeyboardEvent as the model reads. */
export interface RovingKey {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

interface Normalized {
  readonly count: number;
  readonly columns: number | undefined;
  readonly orientation: RovingOrientation;
  readonly wrap: boolean;
  readonly isEnabled: (index: number) => boolean;
  readonly page: RovingShape['page'];
}

function normalize(shape: RovingShape): Normalized {
  const disabled = new Set(shape.disabled ?? []);
  const count = Math.max(0, Math.floor(shape.count));
  const columns =
    shape.columns !== undefined && shape.columns >= 1 ? Math.floor(shape.columns) : undefined;
  return {
    count,
    columns,
    orientation: shape.orientation ?? 'both',
    wrap: shape.wrap ?? false,
    isEnabled: (index) => index >= 0 && index < count && !disabled.has(index),
    page: shape.page,
  };
}

/** The first enabled index, or undefined when every item is disabled. */
export function firstEnabledIndex(shape: RovingShape): number | undefined {
  const model = normalize(shape);
  for (let index = 0; index < model.count; index += 1) if (model.isEnabled(index)) return index;
  return undefined;
}

/** The last enabled index, or undefined when every item is disabled. */
export function lastEnabledIndex(shape: RovingShape): number | undefined {
  const model = normalize(shape);
  for (let index = model.count - 1; index >= 0; index -= 1)
    if (model.isEnabled(index)) return index;
  return undefined;
}

type Direction = -1 | 1;
type Move =
  | { readonly kind: 'step'; readonly direction: Direction }
  | { readonly kind: 'row'; readonly direction: Direction }
  | { readonly kind: 'edge'; readonly direction: Direction; readonly whole: boolean }
  | { readonly kind: 'page'; readonly direction: Direction };

function moveOf(input: RovingKey, model: Normalized): Move | undefined {
  const grid = model.columns !== undefined;
  const horizontal = grid || model.orientation !== 'vertical';
  const vertical = grid || model.orientation !== 'horizontal';
  switch (input.key) {
    case 'ArrowRight':
      return horizontal ? { kind: 'step', direction: 1 } : undefined;
    case 'ArrowLeft':
      return horizontal ? { kind: 'step', direction: -1 } : undefined;
    case 'ArrowDown':
      if (!vertical) return undefined;
      return grid ? { kind: 'row', direction: 1 } : { kind: 'step', direction: 1 };
    case 'ArrowUp':
      if (!vertical) return undefined;
      return grid ? { kind: 'row', direction: -1 } : { kind: 'step', direction: -1 };
    case 'Home':
    case 'End': {
      // In a grid Home/End stay in the row; with Ctrl (Cmd) they go to the first/last cell.
      const whole = !grid || input.ctrlKey === true || input.metaKey === true;
      return { kind: 'edge', direction: input.key === 'Home' ? -1 : 1, whole };
    }
    case 'PageUp':
    case 'PageDown':
      if (!grid && model.page === undefined) return undefined;
      return { kind: 'page', direction: input.key === 'PageUp' ? -1 : 1 };
    default:
      return undefined;
  }
}

/** The next enabled index along `stride`, or undefined at the end (wrapping if asked). */
function walk(model: Normalized, from: number, stride: number, wrapTo?: () => number) {
  let index = from + stride;
  let wrapped = false;
  // Bounded: each index is visited at most once per pass, and at most one wrap happens.
  for (let guard = 0; guard <= model.count * 2; guard += 1) {
    if (index < 0 || index >= model.count) {
      if (!model.wrap || wrapped || !wrapTo) return undefined;
      wrapped = true;
      index = wrapTo();
    }
    if (index === from) return undefined;
    if (model.isEnabled(index)) return index;
    index += stride;
  }
  return undefined;
}

function stepTarget(model: Normalized, current: number, direction: Direction) {
  return walk(model, current, direction, () => (direction === 1 ? 0 : model.count - 1));
}

function rowTarget(model: Normalized, current: number, direction: Direction, columns: number) {
  const column = current % columns;
  const lastInColumn = column + Math.floor((model.count - 1 - column) / columns) * columns;
  return walk(model, current, direction * columns, () => (direction === 1 ? column : lastInColumn));
}

function edgeTarget(model: Normalized, current: number, direction: Direction, whole: boolean) {
  const columns = model.columns;
  const start = whole || columns === undefined ? 0 : current - (current % columns);
  const end =
    whole || columns === undefined ? model.count - 1 : Math.min(start + columns, model.count) - 1;
  if (direction === -1) {
    for (let index = start; index <= end; index += 1) if (model.isEnabled(index)) return index;
  } else {
    for (let index = end; index >= start; index -= 1) if (model.isEnabled(index)) return index;
  }
  return undefined;
}

function pageTarget(model: Normalized, current: number, direction: Direction) {
  const { page, columns } = model;
  let target: number;
  let stride: number;
  if (typeof page === 'function') {
    target = Math.min(model.count - 1, Math.max(0, Math.round(page(current, direction))));
    stride = 1;
  } else {
    stride = columns ?? 1;
    const rows = columns === undefined ? model.count : Math.ceil(model.count / columns);
    const distance = Math.max(1, Math.floor(page ?? rows)) * stride;
    target = current + direction * distance;
    // Clamp into the same column: the nearest row that exists (the last row may be short).
    while (target >= model.count) target -= stride;
    while (target < 0) target += stride;
  }
  // On a disabled item, come back toward where focus was until an enabled one.
  const back = target > current ? -stride : stride;
  for (let index = target; index !== current; index += back) {
    if (index < 0 || index >= model.count) break;
    if (model.isEnabled(index)) return index;
  }
  return undefined;
}

/**
 * Where focus goes when `key` is pressed on item `current` of a list or grid: the next
 * enabled index, the same index when the key is handled but there is nowhere to go (so the
 * page still does not scroll), or undefined when the key is not a move (leave it to the page)
 * or nothing can take focus.
 *
 * Lists: Left/Up back, Right/Down on, Home/End to the first/last enabled item. Grids
 * (`columns`): Left/Right one item in reading order (across rows, like days in a calendar),
 * Up/Down one row in the same column, Home/End to the ends of the row, Ctrl+Home/End to the
 * first/last cell, PageUp/PageDown a page of rows. A `current` outside the items starts
 * from the first enabled item (keys going on) or the last (keys going back).
 */
export function nextRovingIndex(
  current: number,
  input: RovingKey | string,
  shape: RovingShape,
): number | undefined {
  const model = normalize(shape);
  const key = typeof input === 'string' ? { key: input } : input;
  const move = moveOf(key, model);
  if (!move || model.count === 0) return undefined;
  if (!Number.isInteger(current) || current < 0 || current >= model.count) {
    const forward = move.kind === 'edge' ? move.direction === -1 : move.direction === 1;
    return forward ? firstEnabledIndex(shape) : lastEnabledIndex(shape);
  }
  let target: number | undefined;
  switch (move.kind) {
    case 'step':
      target = stepTarget(model, current, move.direction);
      break;
    case 'row':
      target = rowTarget(model, current, move.direction, model.columns ?? 1);
      break;
    case 'edge':
      target = edgeTarget(model, current, move.direction, move.whole);
      break;
    case 'page':
      target = pageTarget(model, current, move.direction);
      break;
  }
  if (target !== undefined) return target;
  return model.isEnabled(current) ? current : undefined;
}

/**
 * The centimetre ruler as pure rules (measurements.md, 2-0 to 2-3): its marks from a start mark
 * (0, or a broken ruler's first number 1–12) to an end (default 20), where it lies along a lane
 * of objects, the reading at an object's ends, the snap when its first mark comes within 3 mm
 * of an object's end, its keys (arrows move it 1 cm), the ribbon, the tappable spaces and
 * marks, and every sentence a screen reader hears. No React, no DOM.
 *
 * Positions are in cm along the lane, 0 at its left. The ruler's `position` is where its first
 * mark lies; the mark under a lane position x is `first + (x − position)`.
 */
import { clampValue, sliderKeyTarget, type SliderKeyModifiers } from '@lingos/kit';
import { formatSpoken } from '../../model/units';

/** The ruler's end mark unless told otherwise (measurements.md: "Ruler (0 to 20 cm)"). */
export const defaultRulerEnd = 20;
/** The ruler snaps to an object's end when its first mark is this close, in cm (3 mm). */
export const snapToleranceCm = 0.3;
/** The highest first number of a broken ruler (2-2 step 3: the object starts at mark 3 to 12). */
export const highestBrokenStart = 12;

/** The marks a ruler shows: its first and last number. */
export interface RulerMarks {
  /** 0, or a broken ruler's first number (1–12). */
  readonly first: number;
  /** The last number; default 20. */
  readonly last: number;
}

/** One tick of the ruler: a numbered centimetre mark or an unnumbered half mark. */
export interface RulerTick {
  readonly value: number;
  readonly kind: 'centimetre' | 'half';
  /** The number written under a centimetre mark ("7"); none under a half mark. */
  readonly label?: string;
}

/** Whether a start and end make a ruler: whole numbers, 0 ≤ first < last. */
export function isValidRuler({ first, last }: RulerMarks): boolean {
  return Number.isInteger(first) && Number.isInteger(last) && first >= 0 && last > first;
}

/** A ruler's marks made valid: whole, first 0 to {@link highestBrokenStart}, at least 1 cm long. */
export function normalizeRuler(first = 0, last = defaultRulerEnd): RulerMarks {
  const start = Number.isFinite(first) ? clampValue(Math.round(first), 0, highestBrokenStart) : 0;
  const end = Number.isFinite(last) ? Math.round(last) : defaultRulerEnd;
  return { first: start, last: Math.max(start + 1, end) };
}

/** Every tick from first to last: a numbered mark each centimetre, a half mark between. */
export function rulerTicks({ first, last }: RulerMarks): readonly RulerTick[] {
  const ticks: RulerTick[] = [];
  for (let value = first; value <= last; value += 1) {
    ticks.push({ value, kind: 'centimetre', label: String(value) });
    if (value < last) ticks.push({ value: value + 0.5, kind: 'half' });
  }
  return ticks;
}

/** How long a ruler is, in cm. */
export function rulerLength({ first, last }: RulerMarks): number {
  return last - first;
}

/** The mark under a lane position, for a ruler whose first mark lies at `position`. */
export function markAt(laneX: number, position: number, first: number): number {
  return first + (laneX - position);
}

/** The lane position of a mark, for a ruler whose first mark lies at `position`. */
export function laneOfMark(mark: number, position: number, first: number): number {
  return position + (mark - first);
}

/** What the ruler reads at an object's ends. */
export interface RulerReading {
  /** The mark under the object's left end. */
  readonly startMark: number;
  /** The mark under its right end. */
  readonly endMark: number;
  /** End mark − start mark: the object's length, wherever the ruler starts. */
  readonly length: number;
}

/**
 * The marks at an object's ends, for a ruler whose 0 lies at lane position `rulerZero` (for a
 * broken ruler, where its 0 would be). 2-2's rule: the length is the end mark − the start mark.
 */
export function readingAt(objectStart: number, objectEnd: number, rulerZero: number): RulerReading {
  const startMark = objectStart - rulerZero;
  const endMark = objectEnd - rulerZero;
  return { startMark, endMark, length: endMark - startMark };
}

/** The lane position of a ruler's 0 (its first mark's position less its first number). */
export function rulerZeroOf(position: number, first: number): number {
  return position - first;
}

/** Whether a mark is on the ruler (a whole or part centimetre between first and last). */
export function isOnRuler(mark: number, { first, last }: RulerMarks): boolean {
  return mark >= first - 1e-9 && mark <= last + 1e-9;
}

const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

/**
 * The position a moved ruler takes: onto an object's end when its first mark is within the
 * tolerance (the nearest end wins), otherwise where it was put.
 */
export function snapPosition(
  position: number,
  objectEnds: readonly number[],
  tolerance: number = snapToleranceCm,
): number {
  let best: number | undefined;
  for (const end of objectEnds) {
    const distance = Math.abs(position - end);
    if (
      distance <= tolerance + 1e-9 &&
      (best === undefined || distance < Math.abs(position - best))
    ) {
      best = end;
    }
  }
  return best ?? position;
}

/** Where the ruler may lie: its first mark's lowest and highest lane position. */
export interface PositionRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Where a ruler let go of comes to rest: snapped to an object's end within 3 mm, else on the
 * nearest whole centimetre (objects lie on whole centimetres, so every reading is whole),
 * always inside the range.
 */
export function settlePosition(
  position: number,
  objectEnds: readonly number[],
  range: PositionRange,
): number {
  const snapped = snapPosition(position, objectEnds);
  const settled = snapped === position ? Math.round(position) : snapped;
  return clampValue(settled, range.min, range.max);
}

/** The position during a drag: the press's position moved by the pointer, magnet near an end. */
export function draggedPosition(
  origin: number,
  deltaPx: number,
  pxPerCm: number,
  objectEnds: readonly number[],
  range: PositionRange,
): number {
  const moved = clampValue(origin + (pxPerCm > 0 ? deltaPx / pxPerCm : 0), range.min, range.max);
  return snapPosition(moved, objectEnds);
}

/** Where an arrow, Home or End moves the ruler: 1 cm per arrow; undefined for other keys. */
export function rulerKeyTarget(
  position: number,
  key: string,
  modifiers: SliderKeyModifiers,
  range: PositionRange,
): number | undefined {
  return sliderKeyTarget(position, key, modifiers, {
    min: range.min,
    max: range.max,
    step: 1,
    pageStep: 5,
    shiftStep: 5,
  });
}

/** Where an object and a ruler slid onto it lie along their lane (cm), and the lane. */
export interface SlideLayout {
  /** The object's left end. */
  readonly objectStart: number;
  /** The ruler's first mark at the start. */
  readonly position: number;
  /** The lane's length. */
  readonly laneCm: number;
  /** Where the ruler may slide: from its start to the object's left end. */
  readonly range: PositionRange;
}

/**
 * The lane of a ruler that starts `offsetCm` from an object's left end (− left of it, + right
 * of it) and slides onto it (2-1 step 2, 2-3 step 3): the whole ruler lies on the lane at its
 * start, at the object's end and everywhere between (where it may slide), the object too; and
 * the lane is no longer than that, so the screen's scale is as large as it can be.
 */
export function slideLayout(offsetCm: number, ruler: RulerMarks, objectCm = 0): SlideLayout {
  const spread = Math.abs(offsetCm);
  const objectStart = offsetCm < 0 ? spread : 0;
  return {
    objectStart,
    position: objectStart + offsetCm,
    laneCm: Math.max(rulerLength(ruler) + spread, objectStart + objectCm),
    range: { min: 0, max: spread },
  };
}

/** The index of the object whose left end the ruler's first mark is on, if any. */
export function alignedIndex(
  position: number,
  objectStarts: readonly number[],
): number | undefined {
  const index = objectStarts.findIndex((start) => near(start, position));
  return index === -1 ? undefined : index;
}

/** A number said in a sentence: whole, or to one decimal ("1.5"). */
function amount(value: number): number {
  return Math.round(value * 10) / 10;
}

/** "the 6 mark", "between the 6 and 7 marks", "past the 20 mark", "before the 0 mark". */
export function markPhrase(mark: number, ruler: RulerMarks): string {
  const value = amount(mark);
  if (value > ruler.last) return `past the ${ruler.last} mark`;
  if (value < ruler.first) return `before the ${ruler.first} mark`;
  if (Number.isInteger(value)) return `the ${value} mark`;
  return `between the ${Math.floor(value)} and ${Math.floor(value) + 1} marks`;
}

/** "Ruler's 0", or a broken ruler's "Ruler's first mark, 4,". */
function rulerStartName(first: number): string {
  return first === 0 ? "Ruler's 0" : `Ruler's first mark, ${first},`;
}

/**
 * Where the ruler's 0 is from an object's end, while it moves (2-0): "Ruler's 0 is 2
 * centimetres left of the crayon's end.", "Ruler's 0 is at the crayon's end."
 */
export function offsetText(
  position: number,
  first: number,
  objectStart: number,
  theName: string,
): string {
  const offset = amount(position - objectStart);
  const subject = rulerStartName(first);
  if (offset === 0) return `${subject} is at ${theName}'s end.`;
  const side = offset < 0 ? 'left' : 'right';
  return `${subject} is ${formatSpoken(Math.abs(offset), 'cm')} ${side} of ${theName}'s end.`;
}

/** An object lying along the ruler, as the sentences name it. */
export interface RulerTextObject {
  /** "a key". */
  readonly name: string;
  /** "the key". */
  readonly theName: string;
  /** Lane position of its left end, cm. */
  readonly start: number;
  /** Its length, cm. */
  readonly length: number;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "The key starts at the 0 mark and ends at the 6 mark." */
export function objectOnRulerText(
  object: RulerTextObject,
  position: number,
  ruler: RulerMarks,
): string {
  const reading = readingAt(
    object.start,
    object.start + object.length,
    rulerZeroOf(position, ruler.first),
  );
  return `${capitalize(object.theName)} starts at ${markPhrase(reading.startMark, ruler)} and ends at ${markPhrase(reading.endMark, ruler)}.`;
}

/**
 * Where an end lies, said of the ruler: "at the 6 mark", "between the 6 and 7 marks", "before
 * the ruler's 0", "past the ruler's 20".
 */
function endPlace(mark: number, ruler: RulerMarks): string {
  const value = amount(mark);
  if (value < ruler.first) return `before the ruler's ${ruler.first}`;
  if (value > ruler.last) return `past the ruler's ${ruler.last}`;
  const phrase = markPhrase(mark, ruler);
  return Number.isInteger(value) ? `at ${phrase}` : phrase;
}

/**
 * 2-1's form: "Pencil, left end at the ruler's 0 mark, right end at the 14 mark." While an end
 * is off the ruler (the ruler not yet moved to the object), a whole sentence says where each
 * end is: "The crayon's left end is before the ruler's 0. Its right end is at the 4 mark."
 */
export function objectEndsText(
  object: RulerTextObject,
  position: number,
  ruler: RulerMarks,
): string {
  const reading = readingAt(
    object.start,
    object.start + object.length,
    rulerZeroOf(position, ruler.first),
  );
  const onRuler =
    isOnRuler(amount(reading.startMark), ruler) && isOnRuler(amount(reading.endMark), ruler);
  if (!onRuler) {
    return `${capitalize(object.theName)}'s left end is ${endPlace(reading.startMark, ruler)}. Its right end is ${endPlace(reading.endMark, ruler)}.`;
  }
  const noun = object.theName.replace(/^the /, '');
  const start = markPhrase(reading.startMark, ruler).replace(/^the /, "the ruler's ");
  return `${capitalize(noun)}, left end at ${start}, right end at ${markPhrase(reading.endMark, ruler)}.`;
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The whole picture in words (2-0, 2-2): "Ruler from 0 to 20 centimetres under the key. The key
 * starts at the 0 mark and ends at the 6 mark." A broken ruler: "Broken ruler, first number 4.
 * A nail lies on it, from the 4 mark to the 9 mark."
 */
export function rulerText(
  ruler: RulerMarks,
  position: number,
  objects: readonly RulerTextObject[],
): string {
  if (ruler.first !== 0) {
    const head = `Broken ruler, first number ${ruler.first}.`;
    const lying = objects.map((object) => {
      const reading = readingAt(
        object.start,
        object.start + object.length,
        rulerZeroOf(position, ruler.first),
      );
      return `${capitalize(object.name)} lies on it, from ${markPhrase(reading.startMark, ruler)} to ${markPhrase(reading.endMark, ruler)}.`;
    });
    return [head, ...lying].join(' ');
  }
  const span = `Ruler from ${ruler.first} to ${formatSpoken(ruler.last, 'cm')}`;
  if (objects.length === 0) return `${span}.`;
  const under = `${span} under ${joinNames(objects.map((object) => object.theName))}.`;
  return [under, ...objects.map((object) => objectOnRulerText(object, position, ruler))].join(' ');
}

/** A tapped space (2-2 step 1): "Space 3, from 6 to 7." `count` is how many are counted now. */
export function spaceText(count: number, from: number): string {
  return `Space ${count}, from ${from} to ${from + 1}.`;
}

/** A space tapped twice: it stays counted once. */
export function spaceAgainText(count: number, from: number): string {
  return `The space from ${from} to ${from + 1} is already counted. ${count} ${count === 1 ? 'space' : 'spaces'} so far.`;
}

/** The name of a space's button: "Space from 6 to 7". */
export function spaceName(from: number): string {
  return `Space from ${from} to ${from + 1}`;
}

/** The spaces of a ruler: one per centimetre, named by the mark they start at. */
export function rulerSpaces({ first, last }: RulerMarks): readonly number[] {
  return Array.from({ length: last - first }, (_, index) => first + index);
}

/** The marks of a ruler, first to last. */
export function rulerMarkValues({ first, last }: RulerMarks): readonly number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** A stretch of the ruler, in marks, that one tap target covers. */
export interface TapTile {
  /** The space's start mark, or the mark itself. */
  readonly value: number;
  readonly from: number;
  readonly to: number;
}

/**
 * The tap targets of the spaces: each space's own centimetre, the first and last widened by
 * `overhang` cm so a finger a little past the ruler's end still finds the nearest space.
 * Together they cover [first − overhang, last + overhang] without gaps or overlaps.
 */
export function spaceTiles(ruler: RulerMarks, overhang = 0.5): readonly TapTile[] {
  const spaces = rulerSpaces(ruler);
  return spaces.map((from, index) => ({
    value: from,
    from: index === 0 ? from - overhang : from,
    to: index === spaces.length - 1 ? from + 1 + overhang : from + 1,
  }));
}

/** The tap targets of the marks: half a centimetre each side of each mark (nearest mark wins). */
export function markTiles(ruler: RulerMarks, overhang = 0.5): readonly TapTile[] {
  const marks = rulerMarkValues(ruler);
  return marks.map((mark, index) => ({
    value: mark,
    from: index === 0 ? mark - overhang : mark - 0.5,
    to: index === marks.length - 1 ? mark + overhang : mark + 0.5,
  }));
}

/** The space nearest a mark position (a finger at 6.7 is in the space from 6 to 7). */
export function nearestSpace(mark: number, ruler: RulerMarks): number {
  return clampValue(Math.floor(mark), ruler.first, ruler.last - 1);
}

/** The mark nearest a position (halves go up: 6.5 is the 7 mark). */
export function nearestMark(mark: number, ruler: RulerMarks): number {
  return clampValue(Math.floor(mark + 0.5), ruler.first, ruler.last);
}

/** The ribbon (2-1 step 3): its end as a mark, whole, from 0 to the ruler's last mark. */
export function ribbonEndAt(mark: number, ruler: RulerMarks): number {
  return clampValue(Math.round(mark), 0, ruler.last);
}

/** Where a key moves the ribbon's end: arrows 1 cm, Home to 0, End to the last mark. */
export function ribbonKeyTarget(
  end: number,
  key: string,
  modifiers: SliderKeyModifiers,
  ruler: RulerMarks,
): number | undefined {
  return sliderKeyTarget(end, key, modifiers, {
    min: 0,
    max: ruler.last,
    step: 1,
    pageStep: 5,
    shiftStep: 5,
  });
}

/** "Ribbon ends at the 7 mark." */
export function ribbonText(end: number): string {
  return `Ribbon ends at the ${amount(end)} mark.`;
}

// ─── Drawing: numbers with clear space around them ───────────────────────────────────────

/** The ruler's numbers are drawn this size, px (bold). */
export const markLabelFont = 13;
/** The counted spaces' numbers (under the ruler) are drawn this size, px (bold). */
export const spaceCountFont = 12;
/** The clear space kept between two numbers side by side, px. */
export const numberClearance = 5;
/** The clear space between two counted spaces' numbers, each in its lit tab, px. */
export const countClearance = 2;
/** How far a broken ruler's jagged edge reaches in, px. */
export const jagDepth = 5;

/**
 * About how wide a number is drawn, px: the bold digits of the app's font (Playpen Sans) are
 * at most 0.73 em wide ("20" is 19 px at 13 px), a little more is counted.
 */
export function numberWidth(value: number, fontPx: number): number {
  return String(Math.round(Math.abs(value))).length * 0.75 * fontPx;
}

/**
 * How many rows numbers one centimetre apart take so each has clear space around it: side by
 * side in a row they are `rows` cm apart, room for the widest and the clearance. At 13 px
 * two-digit numbers take one row from 24.5 px per cm, two from 12.25 (a 0–20 ruler on a
 * 320 px phone), three below that (a 28 cm lane on a phone). Numbers in tabs of their own
 * (the counted spaces) need less clearance: the tabs' edges part them.
 */
export function numberRows(
  pxPerCm: number,
  widest: number,
  fontPx: number,
  { maxRows = 3, clearance = numberClearance }: { maxRows?: number; clearance?: number } = {},
): number {
  const needed = numberWidth(widest, fontPx) + clearance;
  for (let rows = 1; rows < maxRows; rows += 1) {
    if (rows * pxPerCm >= needed) return rows;
  }
  return maxRows;
}

/**
 * How far the ruler's body reaches past its first and last marks, px: room for half of the end
 * number and a little more (and a broken ruler's jagged edge), so no number touches an edge.
 */
export function rulerEndRoom({ first, last }: RulerMarks): {
  readonly left: number;
  readonly right: number;
} {
  const room = (value: number) => numberWidth(value, markLabelFont) / 2 + 4;
  return { left: room(first) + (first === 0 ? 0 : jagDepth), right: room(last) };
}

/** The room each side of a ruler's lane, px: its body's reach past the end marks, and its outline. */
export function rulerMarginPx(ruler: RulerMarks): number {
  const { left, right } = rulerEndRoom(ruler);
  return Math.ceil(Math.max(left, right)) + 2;
}

/**
 * The BalanceScale's model, pure: the things on the scale (objects with hidden true masses,
 * and gram and kilogram masses), each on a pan or in the tray; the pans' totals; which side
 * goes down; the beam's tilt; and what the scale says. No React, no DOM.
 */
import { numberWord } from '@lingos/kit';
import { nounOf, theNameOf, type MeasureObject } from '../../model/objects';
import { formatSpoken, formatWritten } from '../../model/units';

/** The two pans of the scale. */
export const balancePans = ['left', 'right'] as const;
/** `left` or `right`. */
export type BalancePan = (typeof balancePans)[number];
/** Where a thing is: on a pan, or in the tray beside the scale. */
export type BalancePlace = BalancePan | 'tray';

/** The masses a scale offers, in grams: 100 g, 200 g, 500 g, 1 kg, 2 kg and 5 kg. */
export const standardMasses = [100, 200, 500, 1000, 2000, 5000] as const;
/** One of the standard masses, in grams. */
export type StandardMass = (typeof standardMasses)[number];

/** How big an object is drawn on the scale, 1 (small) to 5 (big). */
export const drawnSizes = [1, 2, 3, 4, 5] as const;
/** 1 (small) to 5 (big): a hint for the eye only; the hidden mass tips the scale. */
export type DrawnSize = (typeof drawnSizes)[number];
/** The size an object is drawn at when neither it nor the scale gives one. */
export const defaultDrawnSize: DrawnSize = 3;

/**
 * An object to weigh: an object of the bank (its hidden `massG` tips the scale and is never
 * shown or said; its `picture`, or else its `shape`, is drawn), with an optional plural for
 * two of it on a pan ("two boxes") and an optional drawn size.
 */
export type BalanceObject = MeasureObject & {
  /** More than one, without a number: "boxes". Default: a one-word noun plus "s" or "es". */
  readonly plural?: string;
  /**
   * How big it is drawn, 1 to 5 (default 3): a big-but-light beach ball drawn bigger than a
   * rock. Only a drawing hint: the hidden mass decides which pan goes down.
   */
  readonly drawnSize?: DrawnSize;
};

/** What goes on a pan: an object, or a standard mass given by its grams. */
export type BalanceThing = BalanceObject | StandardMass;

/** One thing on the scale or in its tray. */
export interface BalanceItem {
  /** Unique on the scale ("item-3"); stays with the thing when it moves. */
  readonly key: string;
  readonly thing: BalanceThing;
  readonly place: BalancePlace;
  /** Stays where it is (an object the Lingo put on a pan to be weighed). */
  readonly locked?: boolean;
  /** When it came to its place, counted in moves (things set up there have none). */
  readonly placed?: number;
}

/** What the child can do to the things on a scale. */
export type BalanceAction =
  /** A thing put on a pan (from the tray, or moved from the other pan). */
  | { readonly type: 'put'; readonly key: string; readonly pan: BalancePan }
  /** A thing taken off its pan, back to the tray. */
  | { readonly type: 'takeOff'; readonly key: string };

/** How the scale sits: which pan is down, or level. */
export type BalanceState = BalancePan | 'level';

/** The things to put on a scale: what each pan holds, and the tray. */
export interface BalanceSetup {
  readonly left?: readonly BalanceThing[];
  readonly right?: readonly BalanceThing[];
  readonly tray?: readonly BalanceThing[];
  /** Whether the things on the pans stay there (default true: the Lingo put them there). */
  readonly lockPans?: boolean;
}

/** Whether a thing is a standard mass. */
export function isMass(thing: BalanceThing): thing is StandardMass {
  return typeof thing === 'number';
}

/** A thing's mass in grams (an object's hidden mass, or the mass's own; 0 for an object with none). */
export function gramsOf(thing: BalanceThing): number {
  return isMass(thing) ? thing : (thing.massG ?? 0);
}

/**
 * How big an object is drawn: its own `drawnSize` (the object's data), else the size a scale
 * was given for its id, else {@link defaultDrawnSize}.
 */
export function drawnSizeOf(
  object: BalanceObject,
  sizes: Readonly<Record<string, DrawnSize>> = {},
): DrawnSize {
  return object.drawnSize ?? sizes[object.id] ?? defaultDrawnSize;
}

/** `count` of the same standard mass, for a tray: `massesOf(100, 10)`. */
export function massesOf(grams: StandardMass, count: number): StandardMass[] {
  return Array.from({ length: Math.max(0, count) }, () => grams);
}

/** The items of a scale, keyed "item-0", "item-1" …: left pan, right pan, then the tray. */
export function balanceItems(setup: BalanceSetup): BalanceItem[] {
  const { left = [], right = [], tray = [], lockPans = true } = setup;
  const entries: [BalanceThing, BalancePlace][] = [
    ...left.map((thing): [BalanceThing, BalancePlace] => [thing, 'left']),
    ...right.map((thing): [BalanceThing, BalancePlace] => [thing, 'right']),
    ...tray.map((thing): [BalanceThing, BalancePlace] => [thing, 'tray']),
  ];
  return entries.map(([thing, place], index) => ({
    key: `item-${index}`,
    thing,
    place,
    ...(place !== 'tray' && lockPans ? { locked: true } : {}),
  }));
}

/** The key that groups equal things: "mass-100", "object-apple". */
export function kindOf(thing: BalanceThing): string {
  return isMass(thing) ? `mass-${thing}` : `object-${thing.id}`;
}

/** The item with `key`, if it is on the scale. */
export function findItem(items: readonly BalanceItem[], key: string): BalanceItem | undefined {
  return items.find((item) => item.key === key);
}

/** The things on a place, in the order they went there (things set up there first). */
export function itemsOn(items: readonly BalanceItem[], place: BalancePlace): BalanceItem[] {
  // Array.prototype.sort is stable: things with the same `placed` keep the items' order.
  return items
    .filter((item) => item.place === place)
    .sort((a, b) => (a.placed ?? 0) - (b.placed ?? 0));
}

/** The total mass on a pan, in grams. */
export function panGrams(items: readonly BalanceItem[], pan: BalancePan): number {
  return itemsOn(items, pan).reduce((sum, item) => sum + gramsOf(item.thing), 0);
}

/** Which pan a pair of totals sends down: the heavier; level only when they are exactly equal. */
export function compareTotals(leftGrams: number, rightGrams: number): BalanceState {
  if (leftGrams === rightGrams) return 'level';
  return leftGrams > rightGrams ? 'left' : 'right';
}

/** How the scale sits now. */
export function balanceState(items: readonly BalanceItem[]): BalanceState {
  return compareTotals(panGrams(items, 'left'), panGrams(items, 'right'));
}

/** The pan on the other side. */
export function otherPan(pan: BalancePan): BalancePan {
  return pan === 'left' ? 'right' : 'left';
}

/** The smallest tilt of an unequal scale, in degrees: any difference is plainly not level. */
export const minTilt = 8;
/** The tilt when one pan holds everything (or the other nothing), in degrees. */
export const maxTilt = 18;

/**
 * The beam's angle in degrees, clockwise (the right end down) for a heavier right pan: 0 only
 * when the totals are exactly equal; otherwise at least {@link minTilt}, growing with the
 * difference relative to the heavier pan up to {@link maxTilt}, so adding masses to the
 * lighter side visibly brings the beam up.
 */
export function tiltAngle(leftGrams: number, rightGrams: number): number {
  const state = compareTotals(leftGrams, rightGrams);
  if (state === 'level') return 0;
  const heavier = Math.max(leftGrams, rightGrams);
  const share = heavier > 0 ? Math.abs(leftGrams - rightGrams) / heavier : 1;
  const degrees = minTilt + (maxTilt - minTilt) * Math.min(1, share);
  return state === 'right' ? degrees : -degrees;
}

/** How far each pan's centre is from the pivot, as a share of the scale's width. */
export const panArm = 0.275;

/**
 * How far each pan moves down (positive) or up (negative) when the beam is at `angle`, as a
 * share of the scale's width: the end of an arm of {@link panArm} turned by the angle.
 */
export function panDrops(angle: number): Readonly<Record<BalancePan, number>> {
  const drop = panArm * Math.sin((angle * Math.PI) / 180);
  // 0 − 0 would be −0; a level scale has both pans at 0.
  return { left: drop === 0 ? 0 : -drop, right: drop };
}

/**
 * The things on the scale after an action. An action that does not apply (a key not on the
 * scale, a locked thing, a thing put where it already is) leaves them as they were: a double
 * tap, a drop on nothing or a drag cancelled half way never breaks the scale.
 */
export function balanceReducer(
  items: readonly BalanceItem[],
  action: BalanceAction,
): readonly BalanceItem[] {
  const item = items.find((entry) => entry.key === action.key);
  if (!item || item.locked) return items;
  const place: BalancePlace = action.type === 'put' ? action.pan : 'tray';
  if (item.place === place) return items;
  // The items keep their order (the tray's stacks never jump); `placed` orders each pan, so
  // "Delete takes the last one off" finds the thing put there last.
  const placed = 1 + items.reduce((latest, entry) => Math.max(latest, entry.placed ?? 0), 0);
  return items.map((entry) => (entry === item ? { ...entry, place, placed } : entry));
}

/** A kind of thing in the tray, or on a pan: one stack, however many there are. */
export interface BalanceGroup {
  /** {@link kindOf} the things. */
  readonly kind: string;
  readonly thing: BalanceThing;
  /** The keys of the things in the stack, the last one on top. */
  readonly keys: readonly string[];
}

/**
 * The stacks on a place, in the order each kind first came. The tray keeps a stack for every
 * kind the child can move, even when all of it is on the pans (an empty stack keeps its
 * place, so the arrows never jump).
 */
export function groupsOn(items: readonly BalanceItem[], place: BalancePlace): BalanceGroup[] {
  const groups = new Map<string, { thing: BalanceThing; keys: string[] }>();
  // Pans in the order things came; the tray in the items' own order, so its stacks stay put.
  const ordered = place === 'tray' ? items : itemsOn(items, place);
  for (const item of ordered) {
    const onPlace = item.place === place;
    // The tray lists every kind that can come back to it.
    const listed = onPlace || (place === 'tray' && !item.locked);
    if (!listed) continue;
    const kind = kindOf(item.thing);
    const group = groups.get(kind) ?? { thing: item.thing, keys: [] };
    if (onPlace) group.keys.push(item.key);
    groups.set(kind, group);
  }
  return [...groups].map(([kind, group]) => ({ kind, thing: group.thing, keys: group.keys }));
}

/** What the pan Enter (or a tap on the tray) puts things on, and how it was chosen. */
export interface PlacingOptions {
  /** The pan the child chose (tapped or pressed its dish). */
  readonly chosen?: BalancePan | null;
  /** The Lingo's pan ("add masses to the right pan"). */
  readonly target?: BalancePan;
  /** The pan the child last put something on. */
  readonly lastPut?: BalancePan | null;
}

/**
 * Where the next thing goes: the pan the child chose; else the Lingo's target pan; else an
 * empty pan (the left first), so a pumpkin and then an apple land on the two pans; else the
 * pan last used, so masses keep going on the side being filled; else the left.
 */
export function placingPan(
  items: readonly BalanceItem[],
  options: PlacingOptions = {},
): BalancePan {
  if (options.chosen) return options.chosen;
  if (options.target) return options.target;
  const empty = balancePans.find((pan) => itemsOn(items, pan).length === 0);
  return empty ?? options.lastPut ?? 'left';
}

/** The last thing put on `pan` that can come off (of one kind, when given), if any. */
export function lastMovable(
  items: readonly BalanceItem[],
  pan: BalancePan,
  kind?: string,
): BalanceItem | undefined {
  return itemsOn(items, pan)
    .filter((item) => !item.locked && (kind === undefined || kindOf(item.thing) === kind))
    .at(-1);
}

/** The thing the child put on a pan most recently, on either pan ("Delete takes the last one off"). */
export function lastPutOn(items: readonly BalanceItem[]): BalanceItem | undefined {
  let latest: BalanceItem | undefined;
  for (const item of items) {
    if (item.place === 'tray' || item.locked) continue;
    if (!latest || (item.placed ?? 0) >= (latest.placed ?? 0)) latest = item;
  }
  return latest;
}

// Texts ------------------------------------------------------------------------------------

/** Whole kilograms are weighed in kilograms; everything else in grams. */
const inKilograms = (grams: number): boolean => grams >= 1000 && grams % 1000 === 0;

/** A mass as written on it: "100 g", "1 kg". */
export function massLabel(grams: number): string {
  return inKilograms(grams) ? formatWritten(grams / 1000, 'kg') : formatWritten(grams, 'g');
}

/** A mass as said: "100 grams", "1 kilogram", "2 kilograms". */
export function massSpoken(grams: number): string {
  return inKilograms(grams) ? formatSpoken(grams / 1000, 'kg') : formatSpoken(grams, 'g');
}

/** A mass's size as an adjective: "100-gram", "1-kilogram". */
function massAdjective(grams: number): string {
  return inKilograms(grams) ? `${grams / 1000}-kilogram` : `${grams}-gram`;
}

/** A thing with its article: "an apple", "a 100-gram mass". */
export function thingName(thing: BalanceThing): string {
  return isMass(thing) ? `a ${massAdjective(thing)} mass` : thing.name;
}

/** A number of the same thing: "an apple", "two 100-gram masses", "three boxes". */
export function countedName(thing: BalanceThing, count: number): string {
  if (count === 1) return thingName(thing);
  if (isMass(thing)) return `${numberWord(count)} ${massAdjective(thing)} masses`;
  const plural = thing.plural ?? regularPlural(nounOf(thing));
  if (plural) return `${numberWord(count)} ${plural}`;
  return listWords(Array.from({ length: count }, () => thing.name));
}

/** "boxes", "apples": a one-word noun's plural; none for longer names ("loaf of bread"). */
function regularPlural(noun: string): string | undefined {
  if (!/^[a-z]+$/i.test(noun)) return undefined;
  return /(s|x|z|ch|sh)$/i.test(noun) ? `${noun}es` : `${noun}s`;
}

/** "a", "a and b", "a, b and c". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What is on a place, each kind counted, in the order they came: "an apple and two 100-gram masses". */
export function describeThings(items: readonly BalanceItem[], place: BalancePlace): string {
  const groups = groupsOn(items, place).filter((group) => group.keys.length > 0);
  return listWords(groups.map((group) => countedName(group.thing, group.keys.length)));
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A pan's contents after "with": "with a rock", or "with nothing on it". */
function panWith(items: readonly BalanceItem[], pan: BalancePan): string {
  const things = describeThings(items, pan);
  return things === '' ? 'with nothing on it' : `with ${things}`;
}

/**
 * The scale in words (measurements.md): "Scale tipped: left pan down with a rock, right pan
 * up with a balloon." or "Scale level. Left pan: an apple. Right pan: two 100-gram masses."
 */
export function describeScale(items: readonly BalanceItem[]): string {
  const state = balanceState(items);
  if (state === 'level') {
    const left = describeThings(items, 'left');
    const right = describeThings(items, 'right');
    if (left === '' && right === '') return 'Scale level. Both pans are empty.';
    return `Scale level. Left pan: ${left || 'empty'}. Right pan: ${right || 'empty'}.`;
  }
  const up = otherPan(state);
  return `Scale tipped: ${state} pan down ${panWith(items, state)}, ${up} pan up ${panWith(items, up)}.`;
}

/** Said when the totals become equal. */
export const levelText = 'Level: both sides are the same.';

/** How the scale sits, after a change: "Level: both sides are the same." or "The left pan is down." */
export function balanceStateText(state: BalanceState): string {
  return state === 'level' ? levelText : `The ${state} pan is down.`;
}

/**
 * What a change says: the move, then how the scale sits. "Put a 100-gram mass on the right
 * pan. The left pan is down." An action that changed nothing says nothing (undefined).
 */
export function balanceChangeText(
  before: readonly BalanceItem[],
  after: readonly BalanceItem[],
  action: BalanceAction,
): string | undefined {
  if (before === after) return undefined;
  const item = before.find((entry) => entry.key === action.key);
  if (!item) return undefined;
  const name = thingName(item.thing);
  const moved =
    action.type === 'takeOff'
      ? `Took ${name} off the ${item.place} pan.`
      : item.place === 'tray'
        ? `Put ${name} on the ${action.pan} pan.`
        : `Moved ${name} to the ${action.pan} pan.`;
  return `${moved} ${balanceStateText(balanceState(after))}`;
}

/** A stack's accessible name: "100 g mass, 3 in the tray", "An apple, on the left pan". */
export function groupName(group: BalanceGroup, place: BalancePlace): string {
  const count = group.keys.length;
  const where = place === 'tray' ? 'in the tray' : `on the ${place} pan`;
  const what = isMass(group.thing)
    ? `${massLabel(group.thing)} mass`
    : capitalize(group.thing.name);
  if (place === 'tray' && count === 0) return `${what}, none left in the tray`;
  if (count === 1 && !isMass(group.thing)) return `${what}, ${where}`;
  return `${what}, ${count} ${where}`;
}

/** A pan as an answer to "which is heavier?": "Left pan, down: a rock". */
export function panAnswerName(items: readonly BalanceItem[], pan: BalancePan): string {
  const state = balanceState(items);
  const position = state === 'level' ? 'level' : state === pan ? 'down' : 'up';
  const things = describeThings(items, pan);
  return `${capitalize(pan)} pan, ${position}: ${things || 'empty'}`;
}

/** The visible words of the button that takes the chosen thing off its pan. */
export const takeOffText = 'Take off';

/**
 * The "Take off" button's accessible name: its visible words first, then what and where, so
 * a voice user can say what they see ("Take off: the apple, from the left pan", "Take off: a
 * 100-gram mass, from the right pan").
 */
export function takeOffName(thing: BalanceThing, pan: BalancePan): string {
  const what = isMass(thing) ? thingName(thing) : theNameOf(thing);
  return `${takeOffText}: ${what}, from the ${pan} pan`;
}

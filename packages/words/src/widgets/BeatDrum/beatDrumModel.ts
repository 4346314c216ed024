/**
 * BeatDrum as pure state: a count of taps from 0 to a maximum, and the words a screen reader
 * hears for it. Ungraded: the drum is the child's scratch pad for clapping along (words.md 3-3).
 */

/** The most dots the drum shows unless told otherwise: 4 syllables at most, with room to spare. */
export const defaultDrumMax = 8;

/** Everything the drum can be asked to do. */
export type DrumAction =
  { readonly type: 'tap' } | { readonly type: 'remove' } | { readonly type: 'clear' };

/** The drum's state: its count, its maximum, and whether the last tap found it full. */
export interface DrumState {
  readonly count: number;
  readonly max: number;
  /** The last tap came when every dot was already there: nothing was added. */
  readonly full: boolean;
}

/** A fresh drum: `count` taps (default none), at most `max`. */
export const createDrumState = (max: number = defaultDrumMax, count = 0): DrumState => {
  const limit = Math.max(1, Math.floor(max));
  return { count: Math.min(limit, Math.max(0, Math.floor(count))), max: limit, full: false };
};

/** The drum's reducer: a tap adds one dot up to the maximum, remove takes one, clear takes all. */
export const drumReducer = (state: DrumState, action: DrumAction): DrumState => {
  switch (action.type) {
    case 'tap':
      return state.count >= state.max
        ? { ...state, full: true }
        : { ...state, count: state.count + 1, full: false };
    case 'remove':
      return { ...state, count: Math.max(0, state.count - 1), full: false };
    case 'clear':
      return { ...state, count: 0, full: false };
  }
};

/** The count in words: "Drum: 3 taps.", "Drum: 1 tap.", "Drum: no taps." */
export const drumText = (count: number): string => {
  if (count === 0) return 'Drum: no taps.';
  return `Drum: ${count} ${count === 1 ? 'tap' : 'taps'}.`;
};

/** What the drum announces for its state: the count, and kindly when it is full. */
export const drumAnnouncement = (state: DrumState): string =>
  state.full
    ? `${drumText(state.count)} That is all the dots. Press Clear to start again.`
    : drumText(state.count);

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDrumState,
  defaultDrumMax,
  drumAnnouncement,
  drumReducer,
  drumText,
  type DrumAction,
} from './beatDrumModel';

describe('drumReducer', () => {
  it('adds a dot per tap', () => {
    const state = [{ type: 'tap' }, { type: 'tap' }, { type: 'tap' }].reduce(
      (drum, action) => drumReducer(drum, action as DrumAction),
      createDrumState(),
    );
    expect(state.count).toBe(3);
  });

  it('stops at the maximum and says it is full', () => {
    const full = drumReducer(createDrumState(2, 2), { type: 'tap' });
    expect(full).toEqual({ count: 2, max: 2, full: true });
    expect(drumAnnouncement(full)).toBe(
      'Drum: 2 taps. That is all the dots. Press Clear to start again.',
    );
  });

  it('removes one dot, never below none', () => {
    expect(drumReducer(createDrumState(8, 3), { type: 'remove' }).count).toBe(2);
    expect(drumReducer(createDrumState(8, 0), { type: 'remove' }).count).toBe(0);
  });

  it('clears every dot', () => {
    expect(drumReducer(createDrumState(8, 5), { type: 'clear' }).count).toBe(0);
  });

  it('keeps a sensible maximum and start', () => {
    expect(createDrumState().max).toBe(defaultDrumMax);
    expect(createDrumState(0)).toEqual({ count: 0, max: 1, full: false });
    expect(createDrumState(4, 9).count).toBe(4);
    expect(createDrumState(4, -2).count).toBe(0);
  });

  it('keeps the count between 0 and the maximum for any taps', () => {
    const action = fc.constantFrom<DrumAction>(
      { type: 'tap' },
      { type: 'remove' },
      { type: 'clear' },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(action, { maxLength: 40 }),
        (max, actions) => {
          const end = actions.reduce(drumReducer, createDrumState(max));
          // An independent count: taps add, removes take, clears reset, clamped.
          let expected = 0;
          for (const next of actions) {
            if (next.type === 'tap') expected = Math.min(max, expected + 1);
            else if (next.type === 'remove') expected = Math.max(0, expected - 1);
            else expected = 0;
          }
          expect(end.count).toBe(expected);
        },
      ),
    );
  });
});

describe('drumText', () => {
  it('reads the count as words.md 3-3 says', () => {
    expect(drumText(3)).toBe('Drum: 3 taps.');
    expect(drumText(1)).toBe('Drum: 1 tap.');
    expect(drumText(0)).toBe('Drum: no taps.');
  });
});

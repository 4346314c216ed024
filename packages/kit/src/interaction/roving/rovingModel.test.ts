import { describe, expect, it } from 'vitest';
import { firstEnabledIndex, lastEnabledIndex, nextRovingIndex } from './rovingModel';

describe('nextRovingIndex in a list', () => {
  const list = { count: 4 };

  it('moves on with ArrowRight and ArrowDown', () => {
    expect(nextRovingIndex(1, 'ArrowRight', list)).toBe(2);
    expect(nextRovingIndex(1, 'ArrowDown', list)).toBe(2);
  });

  it('moves back with ArrowLeft and ArrowUp', () => {
    expect(nextRovingIndex(2, 'ArrowLeft', list)).toBe(1);
    expect(nextRovingIndex(2, 'ArrowUp', list)).toBe(1);
  });

  it('stops at the ends without wrap, still handling the key', () => {
    expect(nextRovingIndex(3, 'ArrowRight', list)).toBe(3);
    expect(nextRovingIndex(0, 'ArrowLeft', list)).toBe(0);
  });

  it('goes round the ends with wrap', () => {
    expect(nextRovingIndex(3, 'ArrowRight', { ...list, wrap: true })).toBe(0);
    expect(nextRovingIndex(0, 'ArrowUp', { ...list, wrap: true })).toBe(3);
  });

  it('goes to the first and last items with Home and End', () => {
    expect(nextRovingIndex(2, 'Home', list)).toBe(0);
    expect(nextRovingIndex(1, 'End', list)).toBe(3);
    expect(nextRovingIndex(1, { key: 'End', ctrlKey: true }, list)).toBe(3);
  });

  it('skips disabled items', () => {
    const shape = { count: 5, disabled: [1, 2] };
    expect(nextRovingIndex(0, 'ArrowRight', shape)).toBe(3);
    expect(nextRovingIndex(3, 'ArrowLeft', shape)).toBe(0);
    expect(nextRovingIndex(3, 'Home', { count: 5, disabled: new Set([0]) })).toBe(1);
    expect(nextRovingIndex(0, 'End', { count: 5, disabled: [4, 3] })).toBe(2);
  });

  it('skips disabled items across a wrap', () => {
    const shape = { count: 4, wrap: true, disabled: [0] };
    expect(nextRovingIndex(3, 'ArrowRight', shape)).toBe(1);
    expect(nextRovingIndex(1, 'ArrowLeft', shape)).toBe(3);
  });

  it('stays put when the only enabled item is the current one, even with wrap', () => {
    expect(nextRovingIndex(2, 'ArrowRight', { count: 4, wrap: true, disabled: [0, 1, 3] })).toBe(2);
  });

  it('answers only its own arrows when it has an orientation', () => {
    expect(nextRovingIndex(1, 'ArrowDown', { ...list, orientation: 'vertical' })).toBe(2);
    expect(nextRovingIndex(1, 'ArrowRight', { ...list, orientation: 'vertical' })).toBeUndefined();
    expect(nextRovingIndex(1, 'ArrowRight', { ...list, orientation: 'horizontal' })).toBe(2);
    expect(nextRovingIndex(1, 'ArrowUp', { ...list, orientation: 'horizontal' })).toBeUndefined();
  });

  it('leaves PageUp and PageDown to the page unless a page size is given', () => {
    expect(nextRovingIndex(1, 'PageDown', list)).toBeUndefined();
    expect(nextRovingIndex(0, 'PageDown', { count: 10, page: 3 })).toBe(3);
    expect(nextRovingIndex(8, 'PageDown', { count: 10, page: 3 })).toBe(9);
    expect(nextRovingIndex(4, 'PageUp', { count: 10, page: 3 })).toBe(1);
  });

  it('leaves other keys to the page', () => {
    expect(nextRovingIndex(1, 'Enter', list)).toBeUndefined();
    expect(nextRovingIndex(1, ' ', list)).toBeUndefined();
    expect(nextRovingIndex(1, 'a', list)).toBeUndefined();
  });

  it('has nowhere to go in an empty or all-disabled list', () => {
    expect(nextRovingIndex(0, 'ArrowRight', { count: 0 })).toBeUndefined();
    expect(nextRovingIndex(0, 'ArrowRight', { count: 2, disabled: [0, 1] })).toBeUndefined();
    expect(nextRovingIndex(0, 'Home', { count: 2, disabled: [0, 1] })).toBeUndefined();
  });

  it('from outside the items, starts at the first (on) or last (back) enabled item', () => {
    const shape = { count: 4, disabled: [0, 3] };
    expect(nextRovingIndex(-1, 'ArrowRight', shape)).toBe(1);
    expect(nextRovingIndex(-1, 'ArrowLeft', shape)).toBe(2);
    expect(nextRovingIndex(7, 'Home', shape)).toBe(1);
    expect(nextRovingIndex(Number.NaN, 'End', shape)).toBe(2);
  });
});

describe('nextRovingIndex in a grid', () => {
  // 3 columns, 8 cells: the last row is ragged.
  //  0 1 2
  //  3 4 5
  //  6 7
  const grid = { count: 8, columns: 3 };

  it('moves left and right in reading order, across rows', () => {
    expect(nextRovingIndex(1, 'ArrowRight', grid)).toBe(2);
    expect(nextRovingIndex(2, 'ArrowRight', grid)).toBe(3);
    expect(nextRovingIndex(3, 'ArrowLeft', grid)).toBe(2);
    expect(nextRovingIndex(7, 'ArrowRight', grid)).toBe(7);
  });

  it('moves up and down by a row in the same column', () => {
    expect(nextRovingIndex(1, 'ArrowDown', grid)).toBe(4);
    expect(nextRovingIndex(4, 'ArrowDown', grid)).toBe(7);
    expect(nextRovingIndex(7, 'ArrowUp', grid)).toBe(4);
    expect(nextRovingIndex(0, 'ArrowUp', grid)).toBe(0);
  });

  it('stays above a ragged last row where the column has no cell', () => {
    expect(nextRovingIndex(5, 'ArrowDown', grid)).toBe(5);
  });

  it('wraps a column from the bottom to the top and back, with a ragged last row', () => {
    const wrapping = { ...grid, wrap: true };
    expect(nextRovingIndex(5, 'ArrowDown', wrapping)).toBe(2);
    expect(nextRovingIndex(2, 'ArrowUp', wrapping)).toBe(5);
    expect(nextRovingIndex(7, 'ArrowDown', wrapping)).toBe(1);
    expect(nextRovingIndex(7, 'ArrowRight', wrapping)).toBe(0);
  });

  it('skips disabled cells in a column', () => {
    expect(nextRovingIndex(1, 'ArrowDown', { ...grid, disabled: [4] })).toBe(7);
    expect(nextRovingIndex(1, 'ArrowDown', { ...grid, disabled: [4, 7] })).toBe(1);
  });

  it('skips disabled cells in reading order, like the blank days before the 1st', () => {
    const month = { count: 14, columns: 7, disabled: [0, 1, 2, 3] };
    expect(nextRovingIndex(4, 'ArrowLeft', month)).toBe(4);
    expect(nextRovingIndex(11, 'ArrowUp', month)).toBe(4);
    expect(nextRovingIndex(10, 'ArrowUp', month)).toBe(10);
  });

  it('goes to the ends of the row with Home and End', () => {
    expect(nextRovingIndex(4, 'Home', grid)).toBe(3);
    expect(nextRovingIndex(4, 'End', grid)).toBe(5);
    expect(nextRovingIndex(6, 'End', grid)).toBe(7);
    expect(nextRovingIndex(4, 'Home', { ...grid, disabled: [3] })).toBe(4);
  });

  it('goes to the first and last cells with Ctrl+Home and Ctrl+End (Cmd on a Mac)', () => {
    expect(nextRovingIndex(4, { key: 'Home', ctrlKey: true }, grid)).toBe(0);
    expect(nextRovingIndex(4, { key: 'End', ctrlKey: true }, grid)).toBe(7);
    expect(nextRovingIndex(4, { key: 'End', metaKey: true }, { ...grid, disabled: [7] })).toBe(6);
  });

  it('pages to the top or bottom of the column by default', () => {
    const tall = { count: 20, columns: 4 };
    expect(nextRovingIndex(5, 'PageDown', tall)).toBe(17);
    expect(nextRovingIndex(17, 'PageUp', tall)).toBe(1);
    expect(nextRovingIndex(1, 'PageUp', tall)).toBe(1);
  });

  it('pages a row-block when given a page of rows, clamped to the column', () => {
    const tall = { count: 22, columns: 4, page: 2 };
    expect(nextRovingIndex(1, 'PageDown', tall)).toBe(9);
    expect(nextRovingIndex(9, 'PageDown', tall)).toBe(17);
    // Row 5 holds only cells 20 and 21: column 3 ends at row 4.
    expect(nextRovingIndex(11, 'PageDown', tall)).toBe(19);
    expect(nextRovingIndex(5, 'PageUp', tall)).toBe(1);
  });

  it('pages back toward the start cell when the page lands on a disabled cell', () => {
    const tall = { count: 20, columns: 4, page: 3, disabled: [13] };
    expect(nextRovingIndex(1, 'PageDown', tall)).toBe(9);
  });

  it('pages by a function, such as the same day of the next month', () => {
    // Three 30-day months in one run of days: a page is 30 days.
    const months = {
      count: 90,
      columns: 7,
      page: (index: number, direction: -1 | 1) => index + direction * 30,
    };
    expect(nextRovingIndex(3, 'PageDown', months)).toBe(33);
    expect(nextRovingIndex(70, 'PageDown', months)).toBe(89);
    expect(nextRovingIndex(33, 'PageUp', months)).toBe(3);
    expect(nextRovingIndex(10, 'PageUp', months)).toBe(0);
    expect(nextRovingIndex(3, 'PageDown', { ...months, disabled: [33, 32] })).toBe(31);
  });

  it('answers all four arrows whatever the orientation', () => {
    expect(nextRovingIndex(1, 'ArrowDown', { ...grid, orientation: 'horizontal' })).toBe(4);
  });
});

describe('firstEnabledIndex and lastEnabledIndex', () => {
  it('find the ends, skipping disabled items', () => {
    expect(firstEnabledIndex({ count: 4, disabled: [0] })).toBe(1);
    expect(lastEnabledIndex({ count: 4, disabled: [3, 2] })).toBe(1);
    expect(firstEnabledIndex({ count: 2, disabled: [0, 1] })).toBeUndefined();
    expect(lastEnabledIndex({ count: 0 })).toBeUndefined();
  });
});

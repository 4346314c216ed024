import { describe, expect, it } from 'vitest';
import {
  binOf,
  bouncedItemIds,
  misplacedBounce,
  movedItem,
  sortBinsItemState,
  sortBinsMarks,
  sortCardMarks,
  sortBinsState,
} from './sortBinsModel';

const bins = [
  { id: 'nickels', label: 'Nickels' },
  { id: 'dimes', label: 'Dimes' },
];

describe('binOf', () => {
  it('gives the bin an item is in, or null for the tray', () => {
    expect(binOf({ a: 'dimes' }, 'a', bins)).toBe('dimes');
    expect(binOf({ a: null }, 'a', bins)).toBeNull();
    expect(binOf({}, 'a', bins)).toBeNull();
  });

  it('puts an item placed in an unknown bin back in the tray', () => {
    expect(binOf({ a: 'quarters' }, 'a', bins)).toBeNull();
  });
});

describe('bouncedItemIds', () => {
  const feedback = {
    key: 1,
    bounced: [
      { itemId: 'a', binId: 'dimes' },
      { itemId: 'b', binId: 'nickels' },
    ],
  };

  it('lists the bounced items still out of the bin they bounced from', () => {
    expect([...bouncedItemIds(feedback, { a: null, b: 'dimes' })]).toEqual(['a', 'b']);
  });

  it('forgets an item the Lingo has put in that bin after all', () => {
    expect([...bouncedItemIds(feedback, { a: 'dimes', b: null })]).toEqual(['b']);
  });

  it('is empty without feedback', () => {
    expect(bouncedItemIds(undefined, {}).size).toBe(0);
  });
});

describe('sortBinsState', () => {
  const itemIds = ['a', 'b'];

  it('is dragging while an item is held, whatever the marks', () => {
    expect(
      sortBinsState({ itemIds, marks: { a: 'incorrect' }, bounced: new Set(), holding: true }),
    ).toBe('dragging');
  });

  it('is incorrect after a bounce or with a wrong mark', () => {
    expect(
      sortBinsState({ itemIds, marks: undefined, bounced: new Set(['a']), holding: false }),
    ).toBe('incorrect');
    expect(
      sortBinsState({
        itemIds,
        marks: { a: 'correct', b: 'incorrect' },
        bounced: new Set(),
        holding: false,
      }),
    ).toBe('incorrect');
  });

  it('is correct only when every item is marked right', () => {
    expect(
      sortBinsState({
        itemIds,
        marks: { a: 'correct', b: 'correct' },
        bounced: new Set(),
        holding: false,
      }),
    ).toBe('correct');
    expect(
      sortBinsState({ itemIds, marks: { a: 'correct' }, bounced: new Set(), holding: false }),
    ).toBe('idle');
  });
});

describe('sortBinsItemState', () => {
  it('puts dragging first, then the mark, the bounce, the selection', () => {
    const base = { dragging: false, mark: undefined, bounced: false, selected: false };
    expect(sortBinsItemState({ ...base, dragging: true, mark: 'correct' })).toBe('dragging');
    expect(sortBinsItemState({ ...base, mark: 'correct', bounced: true })).toBe('correct');
    expect(sortBinsItemState({ ...base, bounced: true, selected: true })).toBe('incorrect');
    expect(sortBinsItemState({ ...base, selected: true })).toBe('selected');
    expect(sortBinsItemState(base)).toBe('idle');
  });
});

describe('movedItem', () => {
  it('names the one item that moved', () => {
    expect(movedItem({ a: null, b: null }, { a: 'dimes', b: null }, ['a', 'b'])).toBe('a');
    expect(movedItem({ a: 'dimes' }, {}, ['a', 'b'])).toBe('a');
  });

  it('names none when nothing or several moved', () => {
    expect(movedItem({ a: 'dimes' }, { a: 'dimes', b: null }, ['a', 'b'])).toBeUndefined();
    expect(movedItem({}, { a: 'dimes', b: 'dimes' }, ['a', 'b'])).toBeUndefined();
  });
});

describe('sortCardMarks', () => {
  const cards = [
    { id: 'a', bin: 'left' },
    { id: 'b', bin: 'right' },
    { id: 'c', bin: 'left' },
  ];

  it('marks every card by its own bin, a card left in the tray included', () => {
    expect(sortCardMarks(cards, { a: 'left', b: 'left', c: null })).toEqual({
      a: 'correct',
      b: 'incorrect',
      c: 'incorrect',
    });
    expect(sortCardMarks(cards, { a: 'left', b: 'right', c: 'left' })).toEqual({
      a: 'correct',
      b: 'correct',
      c: 'correct',
    });
  });

  it('marks a card missing from the placement incorrect, and ignores placed ids it does not know', () => {
    expect(sortCardMarks(cards, { a: 'left', x: 'right' })).toEqual({
      a: 'correct',
      b: 'incorrect',
      c: 'incorrect',
    });
  });
});

describe('sortBinsMarks', () => {
  it('marks placed items against the solution and leaves the tray unmarked', () => {
    expect(
      sortBinsMarks(
        { sat: 'weekend', wed: 'weekend', mon: 'weekday', sun: null },
        { sat: 'weekend', wed: 'weekday', mon: 'weekday', sun: 'weekend' },
      ),
    ).toEqual({ sat: 'correct', wed: 'incorrect', mon: 'correct' });
  });
});

describe('misplacedBounce', () => {
  const placement = { sat: 'weekend', wed: 'weekend', mon: 'weekday', tue: 'weekend' };

  it('sends every item marked wrong back to the tray and keeps the right ones in their bin', () => {
    const marks = {
      sat: 'correct',
      wed: 'incorrect',
      mon: 'correct',
      tue: 'incorrect',
    } as const;
    expect(misplacedBounce(placement, marks, 1).placement).toEqual({
      sat: 'weekend',
      wed: null,
      mon: 'weekday',
      tue: null,
    });
  });

  it('names each bounced item with the bin it left, in the order of the marks, under the key', () => {
    const marks = { tue: 'incorrect', sat: 'correct', wed: 'incorrect' } as const;
    expect(misplacedBounce(placement, marks, 'check-2').feedback).toEqual({
      key: 'check-2',
      bounced: [
        { itemId: 'tue', binId: 'weekend' },
        { itemId: 'wed', binId: 'weekend' },
      ],
    });
  });

  it('gives the hint as the feedback message', () => {
    const bounce = misplacedBounce(
      { ant: 'metres', bus: 'metres' },
      { ant: 'incorrect', bus: 'correct' },
      3,
      'An ant is tiny: centimetres.',
    );
    expect(bounce.feedback).toEqual({
      key: 3,
      bounced: [{ itemId: 'ant', binId: 'metres' }],
      message: 'An ant is tiny: centimetres.',
    });
  });

  it('bounces no item that is marked wrong but already in the tray', () => {
    const bounce = misplacedBounce(
      { sat: null, wed: 'weekend' },
      { sat: 'incorrect', sun: 'incorrect', wed: 'incorrect' },
      1,
    );
    expect(bounce.feedback.bounced).toEqual([{ itemId: 'wed', binId: 'weekend' }]);
    expect(bounce.placement).toEqual({ sat: null, wed: null });
  });

  it('bounces nothing after an all-right check, or with no marks, and keeps the placement', () => {
    const allRight = misplacedBounce(placement, { sat: 'correct', mon: 'correct' }, 1);
    expect(allRight.feedback).toEqual({ key: 1, bounced: [] });
    expect(allRight.placement).toBe(placement);
    expect(misplacedBounce(placement, undefined, 2).placement).toBe(placement);
  });
});

import { describe, expect, it } from 'vitest';
import {
  balanceItems,
  balanceReducer,
  balanceState,
  balanceChangeText,
  compareTotals,
  countedName,
  describeScale,
  describeThings,
  gramsOf,
  groupName,
  groupsOn,
  itemsOn,
  lastMovable,
  lastPutOn,
  massesOf,
  massLabel,
  massSpoken,
  maxTilt,
  minTilt,
  panAnswerName,
  drawnSizeOf,
  takeOffName,
  takeOffText,
  panDrops,
  panGrams,
  placingPan,
  tiltAngle,
  type BalanceObject,
} from './balanceModel';

const apple: BalanceObject = {
  id: 'apple',
  name: 'an apple',
  picture: 'red-apple',
  shape: 'round',
  massG: 200,
};
const rock: BalanceObject = {
  id: 'rock',
  name: 'a rock',
  picture: 'rock',
  shape: 'round',
  massG: 2000,
};
const balloon: BalanceObject = {
  id: 'balloon',
  name: 'a balloon',
  picture: 'balloon',
  shape: 'round',
  massG: 5,
};
const box: BalanceObject = {
  id: 'box',
  name: 'a box',
  picture: 'package',
  shape: 'box',
  massG: 300,
};
const bread: BalanceObject = {
  id: 'loaf-of-bread',
  name: 'a loaf of bread',
  picture: 'bread',
  shape: 'box',
  massG: 600,
};
const milk: BalanceObject = {
  id: 'bag-of-milk',
  name: 'a 4 L bag of milk',
  noun: 'bag of milk',
  shape: 'bag',
  massG: 4000,
};
const goose: BalanceObject = {
  id: 'goose',
  name: 'a goose',
  plural: 'geese',
  shape: 'round',
  massG: 4000,
};

describe('balanceItems', () => {
  it('keys the left pan, the right pan and then the tray, locking what is on the pans', () => {
    const items = balanceItems({ left: [apple], right: [100], tray: [100, 200] });
    expect(items).toEqual([
      { key: 'item-0', thing: apple, place: 'left', locked: true },
      { key: 'item-1', thing: 100, place: 'right', locked: true },
      { key: 'item-2', thing: 100, place: 'tray' },
      { key: 'item-3', thing: 200, place: 'tray' },
    ]);
  });

  it('leaves the pans free to change when asked', () => {
    const items = balanceItems({ left: [apple], lockPans: false });
    expect(items[0]?.locked).toBeUndefined();
  });

  it('reads an object’s hidden mass, and 0 for an object with none', () => {
    expect(gramsOf(apple)).toBe(200);
    expect(gramsOf(500)).toBe(500);
    expect(gramsOf({ id: 'key', name: 'a key', shape: 'key', lengthCm: 6 })).toBe(0);
  });

  it('makes ten 100 g masses', () => {
    expect(massesOf(100, 10)).toHaveLength(10);
    expect(massesOf(100, -1)).toEqual([]);
  });
});

describe('totals and the side that goes down', () => {
  it('adds up each pan', () => {
    const items = balanceItems({ left: [apple, 100], right: [1000, 200, 200] });
    expect(panGrams(items, 'left')).toBe(300);
    expect(panGrams(items, 'right')).toBe(1400);
    expect(balanceState(items)).toBe('right');
  });

  it('is level only when the totals are exactly equal', () => {
    expect(compareTotals(200, 200)).toBe('level');
    expect(compareTotals(1000, 999)).toBe('left');
    expect(compareTotals(0, 5)).toBe('right');
    expect(balanceState(balanceItems({ left: [1000], right: massesOf(100, 10) }))).toBe('level');
  });
});

describe('tiltAngle', () => {
  it('is 0 for equal totals, empty pans included', () => {
    expect(tiltAngle(0, 0)).toBe(0);
    expect(tiltAngle(600, 600)).toBe(0);
  });

  it('turns the right end down (clockwise) when the right pan is heavier', () => {
    expect(tiltAngle(5, 2000)).toBeGreaterThan(0);
    expect(tiltAngle(2000, 5)).toBeLessThan(0);
  });

  it('tilts fully when one pan is empty', () => {
    expect(tiltAngle(200, 0)).toBe(-maxTilt);
    expect(tiltAngle(0, 100)).toBe(maxTilt);
  });

  it('tilts at least the smallest tilt for a tiny difference', () => {
    expect(tiltAngle(1000, 999)).toBeCloseTo(-(minTilt + (maxTilt - minTilt) * 0.001), 6);
    expect(Math.abs(tiltAngle(1000, 999))).toBeGreaterThanOrEqual(minTilt);
  });

  it('comes up as masses are added to the lighter side', () => {
    // The apple (200 g) against 0, then 100 g: less tilt, then level.
    expect(Math.abs(tiltAngle(200, 100))).toBeLessThan(Math.abs(tiltAngle(200, 0)));
    expect(tiltAngle(200, 100)).toBe(-(minTilt + (maxTilt - minTilt) * 0.5));
  });
});

describe('panDrops', () => {
  it('drops the right pan and lifts the left for a clockwise beam', () => {
    const drops = panDrops(30);
    expect(drops.right).toBeCloseTo(0.1375, 6);
    expect(drops.left).toBeCloseTo(-0.1375, 6);
  });

  it('keeps both pans at 0 when level', () => {
    expect(panDrops(0)).toEqual({ left: 0, right: 0 });
  });
});

describe('balanceReducer', () => {
  it('puts a thing from the tray on a pan, last in that pan’s order', () => {
    const start = balanceItems({ left: [apple], tray: [100, 100] });
    const next = balanceReducer(start, { type: 'put', key: 'item-2', pan: 'right' });
    const after = balanceReducer(next, { type: 'put', key: 'item-1', pan: 'right' });
    expect(itemsOn(after, 'right').map((item) => item.key)).toEqual(['item-2', 'item-1']);
    expect(after.map((item) => item.key)).toEqual(['item-0', 'item-1', 'item-2']);
  });

  it('moves a thing to the other pan and takes it off again', () => {
    const start = balanceItems({ tray: [500] });
    const onLeft = balanceReducer(start, { type: 'put', key: 'item-0', pan: 'left' });
    const onRight = balanceReducer(onLeft, { type: 'put', key: 'item-0', pan: 'right' });
    expect(onRight[0]?.place).toBe('right');
    const back = balanceReducer(onRight, { type: 'takeOff', key: 'item-0' });
    expect(back[0]?.place).toBe('tray');
  });

  it('ignores a locked thing, an unknown key and a thing put where it is', () => {
    const start = balanceItems({ left: [apple], tray: [100] });
    expect(balanceReducer(start, { type: 'takeOff', key: 'item-0' })).toBe(start);
    expect(balanceReducer(start, { type: 'put', key: 'item-0', pan: 'right' })).toBe(start);
    expect(balanceReducer(start, { type: 'put', key: 'item-9', pan: 'right' })).toBe(start);
    expect(balanceReducer(start, { type: 'takeOff', key: 'item-1' })).toBe(start);
  });
});

describe('groupsOn', () => {
  it('stacks the tray by kind and keeps an emptied stack in its place', () => {
    const start = balanceItems({ tray: [100, 500, 100] });
    const emptied = balanceReducer(
      balanceReducer(start, { type: 'put', key: 'item-0', pan: 'left' }),
      { type: 'put', key: 'item-2', pan: 'left' },
    );
    expect(groupsOn(emptied, 'tray')).toEqual([
      { kind: 'mass-100', thing: 100, keys: [] },
      { kind: 'mass-500', thing: 500, keys: ['item-1'] },
    ]);
    expect(groupsOn(emptied, 'left')).toEqual([
      { kind: 'mass-100', thing: 100, keys: ['item-0', 'item-2'] },
    ]);
  });

  it('leaves locked things out of the tray', () => {
    const items = balanceItems({ left: [apple], tray: [100] });
    expect(groupsOn(items, 'tray').map((group) => group.kind)).toEqual(['mass-100']);
  });
});

describe('placingPan', () => {
  it('takes the pan the child chose, then the Lingo’s target', () => {
    const items = balanceItems({ tray: [100] });
    expect(placingPan(items, { target: 'right', chosen: 'left' })).toBe('left');
    expect(placingPan(items, { target: 'right' })).toBe('right');
    expect(placingPan(items, { chosen: 'right' })).toBe('right');
  });

  it('fills an empty pan first, left then right, then keeps to the pan last used', () => {
    const empty = balanceItems({ tray: [apple, rock] });
    expect(placingPan(empty)).toBe('left');
    const oneOn = balanceItems({ left: [apple], tray: [100] });
    expect(placingPan(oneOn, { lastPut: 'left' })).toBe('right');
    const bothOn = balanceItems({ left: [apple], right: [100] });
    expect(placingPan(bothOn, { lastPut: 'right' })).toBe('right');
    expect(placingPan(bothOn)).toBe('left');
  });
});

describe('lastMovable', () => {
  it('finds the last thing the child put on, never a locked one', () => {
    const start = balanceItems({ right: [apple], tray: [100, 200] });
    expect(lastMovable(start, 'right')).toBeUndefined();
    const next = balanceReducer(
      balanceReducer(start, { type: 'put', key: 'item-2', pan: 'right' }),
      { type: 'put', key: 'item-1', pan: 'right' },
    );
    expect(lastMovable(next, 'right')?.key).toBe('item-1');
    expect(lastMovable(next, 'right', 'mass-200')?.key).toBe('item-2');
    expect(lastMovable(next, 'right', 'mass-500')).toBeUndefined();
  });
});

describe('lastPutOn', () => {
  it('finds the thing put on a pan most recently, on either side', () => {
    const start = balanceItems({ left: [apple], tray: [100, 200, 500] });
    expect(lastPutOn(start)).toBeUndefined();
    const steps = [
      { type: 'put', key: 'item-1', pan: 'right' },
      { type: 'put', key: 'item-3', pan: 'left' },
      { type: 'put', key: 'item-2', pan: 'right' },
    ] as const;
    const placed = steps.reduce(balanceReducer, start);
    expect(lastPutOn(placed)?.key).toBe('item-2');
    const undone = balanceReducer(placed, { type: 'takeOff', key: 'item-2' });
    expect(lastPutOn(undone)?.key).toBe('item-3');
  });
});

describe('mass texts', () => {
  it('writes grams and kilograms', () => {
    expect(massLabel(100)).toBe('100 g');
    expect(massLabel(500)).toBe('500 g');
    expect(massLabel(1000)).toBe('1 kg');
    expect(massLabel(5000)).toBe('5 kg');
    expect(massLabel(1500)).toBe('1500 g');
  });

  it('says grams and kilograms in full', () => {
    expect(massSpoken(100)).toBe('100 grams');
    expect(massSpoken(1000)).toBe('1 kilogram');
    expect(massSpoken(2000)).toBe('2 kilograms');
    expect(massSpoken(1)).toBe('1 gram');
  });

  it('counts things by kind', () => {
    expect(countedName(100, 2)).toBe('two 100-gram masses');
    expect(countedName(1000, 1)).toBe('a 1-kilogram mass');
    expect(countedName(100, 10)).toBe('ten 100-gram masses');
    expect(countedName(box, 2)).toBe('two boxes');
    expect(countedName(rock, 2)).toBe('two rocks');
    expect(countedName(goose, 3)).toBe('three geese');
    expect(countedName(bread, 2)).toBe('a loaf of bread and a loaf of bread');
    expect(countedName(milk, 1)).toBe('a 4 L bag of milk');
  });
});

describe('describeScale', () => {
  it('says a tipped scale as measurements.md does', () => {
    const items = balanceItems({ left: [rock], right: [balloon] });
    expect(describeScale(items)).toBe(
      'Scale tipped: left pan down with a rock, right pan up with a balloon.',
    );
  });

  it('says a level scale pan by pan', () => {
    const items = balanceItems({ left: [apple], right: [100, 100] });
    expect(describeScale(items)).toBe(
      'Scale level. Left pan: an apple. Right pan: two 100-gram masses.',
    );
  });

  it('says the right pan down, with mixed things in the order they came', () => {
    const items = balanceItems({ left: [500], right: [bread] });
    expect(describeScale(items)).toBe(
      'Scale tipped: right pan down with a loaf of bread, left pan up with a 500-gram mass.',
    );
    const mixed = balanceItems({ left: [apple, 100, 100] });
    expect(describeThings(mixed, 'left')).toBe('an apple and two 100-gram masses');
  });

  it('says an empty pan', () => {
    expect(describeScale(balanceItems({ left: [apple] }))).toBe(
      'Scale tipped: left pan down with an apple, right pan up with nothing on it.',
    );
    expect(describeScale(balanceItems({}))).toBe('Scale level. Both pans are empty.');
  });
});

describe('balanceChangeText', () => {
  it('says the move and then how the scale sits', () => {
    const start = balanceItems({ left: [apple], tray: [100, 100] });
    const one = balanceReducer(start, { type: 'put', key: 'item-1', pan: 'right' });
    expect(balanceChangeText(start, one, { type: 'put', key: 'item-1', pan: 'right' })).toBe(
      'Put a 100-gram mass on the right pan. The left pan is down.',
    );
    const two = balanceReducer(one, { type: 'put', key: 'item-2', pan: 'right' });
    expect(balanceChangeText(one, two, { type: 'put', key: 'item-2', pan: 'right' })).toBe(
      'Put a 100-gram mass on the right pan. Level: both sides are the same.',
    );
    const off = balanceReducer(two, { type: 'takeOff', key: 'item-2' });
    expect(balanceChangeText(two, off, { type: 'takeOff', key: 'item-2' })).toBe(
      'Took a 100-gram mass off the right pan. The left pan is down.',
    );
  });

  it('says a move between pans, and nothing for a change that did not happen', () => {
    const start = balanceItems({ left: [apple], right: [rock], lockPans: false });
    const moved = balanceReducer(start, { type: 'put', key: 'item-0', pan: 'right' });
    expect(balanceChangeText(start, moved, { type: 'put', key: 'item-0', pan: 'right' })).toBe(
      'Moved an apple to the right pan. The right pan is down.',
    );
    expect(balanceChangeText(start, start, { type: 'takeOff', key: 'item-5' })).toBeUndefined();
  });
});

describe('names of stacks and pans', () => {
  it('names a stack by what it is and how many are there', () => {
    expect(groupName({ kind: 'mass-100', thing: 100, keys: ['a', 'b', 'c'] }, 'tray')).toBe(
      '100 g mass, 3 in the tray',
    );
    expect(groupName({ kind: 'mass-100', thing: 100, keys: [] }, 'tray')).toBe(
      '100 g mass, none left in the tray',
    );
    expect(groupName({ kind: 'object-apple', thing: apple, keys: ['a'] }, 'left')).toBe(
      'An apple, on the left pan',
    );
    expect(groupName({ kind: 'mass-1000', thing: 1000, keys: ['a'] }, 'right')).toBe(
      '1 kg mass, 1 on the right pan',
    );
  });

  it('names a pan as an answer by whether it is down', () => {
    const items = balanceItems({ left: [rock], right: [balloon] });
    expect(panAnswerName(items, 'left')).toBe('Left pan, down: a rock');
    expect(panAnswerName(items, 'right')).toBe('Right pan, up: a balloon');
  });
});

describe('takeOffName', () => {
  it('starts with the button’s visible words, then says what comes off and from where', () => {
    expect(takeOffName(apple, 'left')).toBe('Take off: the apple, from the left pan');
    expect(takeOffName(100, 'right')).toBe('Take off: a 100-gram mass, from the right pan');
    expect(takeOffName(1000, 'left')).toBe('Take off: a 1-kilogram mass, from the left pan');
    expect(takeOffName(apple, 'right').startsWith(takeOffText)).toBe(true);
  });
});

describe('drawnSizeOf', () => {
  it('takes the object’s own size, else the scale’s size for its id, else 3', () => {
    expect(drawnSizeOf({ ...apple, drawnSize: 2 }, { apple: 5 })).toBe(2);
    expect(drawnSizeOf(apple, { apple: 5 })).toBe(5);
    expect(drawnSizeOf(apple, { rock: 1 })).toBe(3);
    expect(drawnSizeOf(apple)).toBe(3);
  });
});

import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinIds, pieces, type PieceId } from '../../model/pieces';
import {
  binFor,
  checkCoinSort,
  checkDrop,
  coinGroupsWorth,
  coinSortHints,
  coinSortSolution,
  coinSortWorkedExample,
  generateCoinSort,
  isSortDone,
  thingName,
  workedExamplePlacement,
  type CoinSortItem,
} from './model';

const many = (step: number, count = 300): CoinSortItem[] =>
  Array.from({ length: count }, (_, seed) => generateCoinSort(step, createRng(seed)));

const sum = (ids: readonly PieceId[]): number =>
  ids.reduce((total, id) => total + pieces[id].value, 0);

/** The right bin by hand, from money.md's rules, independent of the model's binFor. */
function expectedBin(item: CoinSortItem, ids: readonly PieceId[]): string {
  if (item.step <= 2) return ids[0] as string;
  if (item.step === 3) return sum(ids) < 100 ? 'under-dollar' : 'dollar-or-more';
  return `value-${sum(ids)}`;
}

describe('generateCoinSort', () => {
  it('every item has exactly one right bin, which exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), (step, seed) => {
        const item = generateCoinSort(step, createRng(seed));
        const binIds = item.bins.map((bin) => bin.id);
        for (const thing of item.things) {
          const right = expectedBin(item, thing.pieces);
          expect(binFor(item, thing)).toBe(right);
          expect(binIds.filter((id) => checkDrop(item, thing.id, id).correct)).toEqual([right]);
        }
        // No bin is left empty.
        for (const id of binIds) {
          expect(item.things.some((thing) => binFor(item, thing) === id)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('step 1: 6 coins of 2 types, picture side up, bins named for the coins', () => {
    for (const item of many(1)) {
      expect(item.things).toHaveLength(6);
      expect(item.bins).toHaveLength(2);
      expect(new Set(item.things.map((thing) => thing.pieces[0])).size).toBe(2);
      for (const thing of item.things) {
        expect(thing.side).toBe('picture');
        expect(thing.pieces).toHaveLength(1);
      }
      for (const bin of item.bins) {
        expect(bin.label).toBe(pieces[bin.coin as PieceId].compartment);
      }
    }
  });

  it('step 2: 8 coins of 3–4 types, half of them King side up', () => {
    const items = many(2);
    for (const item of items) {
      expect(item.things).toHaveLength(8);
      const types = new Set(item.things.map((thing) => thing.pieces[0]));
      expect(types.size).toBeGreaterThanOrEqual(3);
      expect(types.size).toBeLessThanOrEqual(4);
      expect(item.bins).toHaveLength(types.size);
      expect(item.things.filter((thing) => thing.side === 'king')).toHaveLength(4);
    }
    expect(new Set(items.map((item) => item.bins.length))).toEqual(new Set([3, 4]));
  });

  it('step 3: 8 single coins and bills from the nickel to $10 into 2 bins', () => {
    for (const item of many(3)) {
      expect(item.things).toHaveLength(8);
      expect(item.bins.map((bin) => bin.label)).toEqual(['Less than 1 dollar', '1 dollar or more']);
      for (const thing of item.things) {
        expect([...coinIds, 'bill-5', 'bill-10']).toContain(thing.pieces[0]);
      }
    }
  });

  it('step 4: 6 groups of 1–5 coins into 3 bins from 25¢, 50¢, $1, $2', () => {
    for (const item of many(4)) {
      expect(item.things).toHaveLength(6);
      expect(item.bins).toHaveLength(3);
      for (const bin of item.bins) expect(['25¢', '50¢', '$1.00', '$2.00']).toContain(bin.label);
      for (const thing of item.things) {
        expect(thing.pieces.length).toBeGreaterThanOrEqual(1);
        expect(thing.pieces.length).toBeLessThanOrEqual(5);
        for (const id of thing.pieces) expect(pieces[id].kind).toBe('coin');
      }
      const groups = item.things.map((thing) => [...thing.pieces].sort().join('+'));
      expect(new Set(groups).size).toBe(6);
    }
  });

  it('gives a new sort each time (keys differ)', () => {
    for (const step of [1, 2, 3, 4]) {
      const keys = new Set(many(step, 20).map((item) => item.key));
      expect(keys.size).toBeGreaterThan(15);
    }
  });
});

describe('coinGroupsWorth', () => {
  it("lists money.md's groups for 25¢ and $1", () => {
    const quarter = coinGroupsWorth(25).map((group) => group.join(' '));
    expect(quarter).toContain('quarter');
    expect(quarter).toContain('dime dime nickel');
    expect(quarter).toContain('nickel nickel nickel nickel nickel');
    const dollar = coinGroupsWorth(100).map((group) => group.join(' '));
    expect(dollar).toContain('loonie');
    expect(dollar).toContain('quarter quarter quarter quarter');
    // money.md's "3 quarters, 2 dimes and a nickel" is 6 coins: its rule of 1–5 coins wins.
    expect(dollar).not.toContain('quarter quarter quarter dime dime nickel');
    for (const group of coinGroupsWorth(100)) {
      expect(sum(group)).toBe(100);
      expect(group.length).toBeLessThanOrEqual(5);
    }
  });
});

function itemWhere(step: number, test: (item: CoinSortItem) => boolean): CoinSortItem {
  for (let seed = 0; seed < 5000; seed += 1) {
    const item = generateCoinSort(step, createRng(seed));
    if (test(item)) return item;
  }
  throw new Error('no such item');
}

describe('checkDrop', () => {
  it('a dime with the nickels, or a nickel with the dimes, is M-SIZE', () => {
    const item = itemWhere(1, (each) => each.bins.map((bin) => bin.id).join() === 'nickel,dime');
    const dime = item.things.find((thing) => thing.pieces[0] === 'dime');
    const nickel = item.things.find((thing) => thing.pieces[0] === 'nickel');
    expect(checkDrop(item, dime?.id ?? '', 'nickel')).toEqual({
      correct: false,
      misconception: 'M-SIZE',
    });
    expect(checkDrop(item, nickel?.id ?? '', 'dime').misconception).toBe('M-SIZE');
    expect(coinSortHints['M-SIZE']).toBe('The dime is the smaller one, with the ship.');
    expect(checkDrop(item, dime?.id ?? '', 'dime')).toEqual({ correct: true });
  });

  it('other wrong types describe the coin as it lies, King side up too', () => {
    const item = itemWhere(
      2,
      (each) =>
        each.bins.some((bin) => bin.id === 'quarter') &&
        each.things.some((thing) => thing.pieces[0] === 'loonie' && thing.side === 'king'),
    );
    const loonie = item.things.find(
      (thing) => thing.pieces[0] === 'loonie' && thing.side === 'king',
    );
    expect(checkDrop(item, loonie?.id ?? '', 'quarter').message).toBe(
      'That one is a gold-coloured coin with 11 sides, King side up. Look at its size, its colour and its edge.',
    );
  });

  it('a group put by how many coins it has is M-COUNT, counted on', () => {
    const item = itemWhere(
      4,
      (each) =>
        each.bins.some((bin) => bin.id === 'value-100') &&
        each.things.some((thing) => thing.pieces.join() === 'nickel,nickel,nickel,nickel,nickel'),
    );
    const nickels = item.things.find(
      (thing) => thing.pieces.join() === 'nickel,nickel,nickel,nickel,nickel',
    );
    expect(checkDrop(item, nickels?.id ?? '', 'value-100')).toEqual({
      correct: false,
      misconception: 'M-COUNT',
      message: "5 nickels: 5, 10, 15, 20, 25. That's 25 cents.",
    });
  });

  it('step 3 says what the piece is worth and which side of a dollar it is', () => {
    const item = itemWhere(3, (each) => each.things.some((thing) => thing.pieces[0] === 'quarter'));
    const quarter = item.things.find((thing) => thing.pieces[0] === 'quarter');
    expect(checkDrop(item, quarter?.id ?? '', 'dollar-or-more').message).toBe(
      'The quarter is worth 25 cents. That is less than 1 dollar.',
    );
  });
});

describe('checkCoinSort', () => {
  const item = generateCoinSort(1, createRng(1));
  const solution = coinSortSolution(item);

  it('a clean sort is first-try correct', () => {
    const result = checkCoinSort(item, { placement: solution, bounces: 0 });
    expect(result.correct).toBe(true);
    expect(result.evidence).toBeUndefined();
  });

  it('a sort with a bounced drop is right, but a miss for the streak', () => {
    const result = checkCoinSort(item, { placement: solution, bounces: 1 });
    expect(result.correct).toBe(true);
    expect(result.evidence).toBe('miss');
  });

  it('a sort with something in the wrong bin or the tray is not right', () => {
    const [first] = item.things;
    const wrong = item.things.find((thing) => solution[thing.id] !== solution[first?.id ?? '']);
    const placement = { ...solution, [first?.id ?? '']: solution[wrong?.id ?? ''] ?? null };
    expect(checkCoinSort(item, { placement, bounces: 0 }).correct).toBe(false);
    const unsorted = { ...solution, [first?.id ?? '']: null };
    expect(checkCoinSort(item, { placement: unsorted, bounces: 0 }).correct).toBe(false);
    expect(isSortDone(item, { placement: unsorted, bounces: 0 })).toBe(false);
    expect(isSortDone(item, { placement: solution, bounces: 0 })).toBe(true);
  });
});

describe('coinSortWorkedExample', () => {
  const byType: CoinSortItem = {
    key: 'k',
    prompt: 'Sort the coins into their bins.',
    step: 2,
    mode: 'type',
    things: [
      { id: 't1', pieces: ['nickel'], side: 'picture' },
      { id: 't2', pieces: ['loonie'], side: 'king' },
    ],
    bins: [
      { id: 'nickel', label: 'Nickels', coin: 'nickel' },
      { id: 'loonie', label: 'Loonies', coin: 'loonie' },
    ],
  };

  it('moves each coin into its bin, one step each, saying what it is and how many are left', () => {
    expect(coinSortWorkedExample(byType)).toEqual([
      { text: 'A medium silver coin with a beaver on a rock: a nickel. Into Nickels. 1 left.' },
      {
        text: 'A gold-coloured coin with 11 sides, King side up: a loonie. Into Loonies. All sorted!',
      },
    ]);
  });

  it('counts each group on aloud before it goes into its value bin', () => {
    const byValue: CoinSortItem = {
      ...byType,
      step: 4,
      mode: 'value',
      things: [{ id: 'g1', pieces: ['dime', 'dime', 'nickel'], side: 'picture' }],
      bins: [{ id: 'value-25', label: '25¢' }],
    };
    expect(coinSortWorkedExample(byValue)).toEqual([
      {
        text: "2 dimes and a nickel: 10, 20, 25. That's 25 cents. Into 25¢. All sorted!",
        speech: "2 dimes and a nickel: 10, 20, 25. That's 25 cents. Into 25 cents. All sorted!",
      },
    ]);
  });

  it('says what a piece is worth when sorting by a dollar', () => {
    const byDollar: CoinSortItem = {
      ...byType,
      step: 3,
      mode: 'dollar',
      things: [{ id: 'b1', pieces: ['bill-5'], side: 'picture' }],
      bins: [
        { id: 'under-dollar', label: 'Less than 1 dollar' },
        { id: 'dollar-or-more', label: '1 dollar or more' },
      ],
    };
    expect(coinSortWorkedExample(byDollar)[0]?.text).toBe(
      'A blue bill with 5 on it and a see-through window: a $5 bill, 5 dollars. Into 1 dollar or more. All sorted!',
    );
  });

  it('has one step per thing, each placing one more in its right bin (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(10_000), (step, seed) => {
        const item = generateCoinSort(step, createRng(seed));
        const steps = coinSortWorkedExample(item);
        expect(steps).toHaveLength(item.things.length);
        const solution = coinSortSolution(item);
        steps.forEach((_step, index) => {
          const placement = workedExamplePlacement(item, index);
          item.things.forEach((thing, position) => {
            expect(placement[thing.id]).toBe(position <= index ? solution[thing.id] : null);
          });
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe('thingName', () => {
  it('"Coin 3 of 8: a gold-coloured coin with 11 sides, King side up"; groups read as sets', () => {
    const item = itemWhere(
      2,
      (each) => each.things[2]?.pieces[0] === 'loonie' && each.things[2].side === 'king',
    );
    expect(thingName(item, item.things[2] as CoinSortItem['things'][number])).toBe(
      'Coin 3 of 8: a gold-coloured coin with 11 sides, King side up',
    );
    const groups = itemWhere(4, (each) =>
      each.things.some((thing) => thing.pieces.join() === 'dime,dime,nickel'),
    );
    const group = groups.things.find((thing) => thing.pieces.join() === 'dime,dime,nickel');
    expect(thingName(groups, group as CoinSortItem['things'][number])).toMatch(
      /^Group \d of 6: 2 dimes and a nickel$/,
    );
    const bills = itemWhere(3, (each) => each.things[0]?.pieces[0] === 'bill-5');
    expect(thingName(bills, bills.things[0] as CoinSortItem['things'][number])).toBe(
      'Bill 1 of 8: a blue bill with 5 on it and a see-through window',
    );
  });
});

import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { itemPrices, itemsFor, pickPricedItems, pricesIn, shopItems, subtotalOf } from './shop';

describe('pricesIn', () => {
  it('lists the multiples of the unit inside the range', () => {
    expect(pricesIn(60, 95, 25)).toEqual([75]);
    expect(pricesIn(30, 45, 5)).toEqual([30, 35, 40, 45]);
    expect(pricesIn(30, 45, 25)).toEqual([]);
  });
});

describe('itemsFor', () => {
  it('leaves out the items whose range does not fit (no banana at a multiple of 25¢)', () => {
    const ids = itemsFor({ unit: 25, max: 200 }).map((item) => item.id);
    expect(ids).toEqual(['apple', 'pencil', 'eraser', 'granola-bar', 'juice-box', 'sticker-pack']);
  });

  it('keeps prices under the step limit even when the range goes higher', () => {
    const comic = shopItems.find((item) => item.id === 'comic-book');
    expect(comic && itemPrices(comic, { unit: 5, max: 500 })).toEqual([
      395, 400, 405, 410, 415, 420, 425, 430, 435, 440, 445, 450, 455, 460, 465, 470, 475, 480, 485,
      490, 495, 500,
    ]);
  });
});

describe('pickPricedItems', () => {
  it('picks different items, each priced within its own range', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, count) => {
        const lines = pickPricedItems(createRng(seed), count, { unit: 1, max: 2000 });
        expect(new Set(lines.map((line) => line.item.id)).size).toBe(count);
        for (const { item, price } of lines) {
          expect(price).toBeGreaterThanOrEqual(item.min);
          expect(price).toBeLessThanOrEqual(item.max);
        }
        expect(subtotalOf(lines)).toBe(lines.reduce((sum, line) => sum + line.price, 0));
      }),
    );
  });
});

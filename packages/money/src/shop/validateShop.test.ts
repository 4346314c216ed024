import { loadPicture } from '@lingos/kit';
import { customerNameData, shopItemData } from './shopData';
import { validateCustomerNames, validateShopItems } from './validateShop';

const good = {
  id: 'eraser',
  name: 'eraser',
  title: 'Eraser',
  picture: { art: 'eraser' },
  min: 75,
  max: 125,
};

describe('validateShopItems', () => {
  it('keeps every item of the shop data', () => {
    const { valid, problems } = validateShopItems(shopItemData);
    expect(problems).toEqual([]);
    expect(valid.map((item) => item.id)).toEqual([
      'banana',
      'apple',
      'pencil',
      'eraser',
      'granola-bar',
      'juice-box',
      'sticker-pack',
      'hockey-puck',
      'comic-book',
      'mittens',
      'toque',
    ]);
  });

  it('has the price ranges of money.md 3-1', () => {
    const ranges = Object.fromEntries(shopItemData.map((item) => [item.id, [item.min, item.max]]));
    expect(ranges).toEqual({
      banana: [30, 45],
      apple: [60, 95],
      pencil: [45, 95],
      eraser: [75, 125],
      'granola-bar': [95, 145],
      'juice-box': [125, 195],
      'sticker-pack': [150, 295],
      'hockey-puck': [225, 350],
      'comic-book': [395, 695],
      mittens: [800, 1295],
      toque: [995, 1795],
    });
  });

  it('names only pictures the art set has', async () => {
    for (const item of shopItemData) {
      if (item.picture.name === undefined) continue;
      expect(await loadPicture({ name: item.picture.name }), item.id).not.toBeNull();
    }
  });

  it('skips a range that is upside down, saying which entry and why', () => {
    const { valid, problems } = validateShopItems([
      {
        id: 'banana',
        name: 'banana',
        title: 'Banana',
        picture: { name: 'banana' },
        min: 30,
        max: 45,
      },
      { ...good, min: 125, max: 75 },
    ]);
    expect(valid.map((item) => item.id)).toEqual(['banana']);
    expect(problems).toEqual([
      'Shop item 2 "eraser" skipped: its lowest price 125¢ is above its highest 75¢.',
    ]);
  });

  it.each([
    [null, 'Shop item 1 skipped: it is not an object.'],
    ['eraser', 'Shop item 1 skipped: it is not an object.'],
    [
      { ...good, id: 'Big Eraser' },
      'Shop item 1 "Big Eraser" skipped: its id is not a kebab-case word.',
    ],
    [{ ...good, name: ' ' }, 'Shop item 1 "eraser" skipped: its name is empty.'],
    [{ ...good, title: undefined }, 'Shop item 1 "eraser" skipped: its title is empty.'],
    [{ ...good, picture: undefined }, 'Shop item 1 "eraser" skipped: its picture is missing.'],
    [
      { ...good, picture: { art: 'rocket' } },
      'Shop item 1 "eraser" skipped: its picture art "rocket" is not one of the shop\'s own (eraser, granola-bar, sticker-pack, toque).',
    ],
    [
      { ...good, picture: { art: 'eraser', name: 'pencil' } },
      'Shop item 1 "eraser" skipped: its picture names both a name and an art.',
    ],
    [{ ...good, picture: { name: '' } }, 'Shop item 1 "eraser" skipped: its picture has no name.'],
    [
      { ...good, min: 0.5 },
      'Shop item 1 "eraser" skipped: its prices are not whole numbers of cents.',
    ],
    [
      { ...good, max: '125' },
      'Shop item 1 "eraser" skipped: its prices are not whole numbers of cents.',
    ],
    [{ ...good, max: 2500 }, 'Shop item 1 "eraser" skipped: its prices must lie from 1¢ to 2000¢.'],
    [{ ...good, min: 0 }, 'Shop item 1 "eraser" skipped: its prices must lie from 1¢ to 2000¢.'],
  ])('skips %j with a clear message', (entry, message) => {
    const { valid, problems } = validateShopItems([entry]);
    expect(valid).toEqual([]);
    expect(problems).toEqual([message]);
  });

  it('skips the second of two items with the same id and keeps the first', () => {
    const { valid, problems } = validateShopItems([good, { ...good, min: 80 }]);
    expect(valid).toEqual([good]);
    expect(problems).toEqual(['Shop item 2 "eraser" skipped: its id "eraser" is used twice.']);
  });
});

describe('validateCustomerNames', () => {
  it('keeps every name of the shop data', () => {
    expect(validateCustomerNames(customerNameData)).toEqual({
      valid: customerNameData,
      problems: [],
    });
  });

  it('skips empty names, non-names and repeats', () => {
    expect(validateCustomerNames(['Maya', '', 7, 'Maya ', 'Liam'])).toEqual({
      valid: ['Maya', 'Liam'],
      problems: [
        'Customer name 2 skipped: it is not a name.',
        'Customer name 3 skipped: it is not a name.',
        'Customer name 4 "Maya " skipped: it is listed twice.',
      ],
    });
  });
});

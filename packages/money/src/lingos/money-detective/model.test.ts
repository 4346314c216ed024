import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinIds, pieces, type PieceFacts, type PieceId } from '../../model/pieces';
import { fitsAll, kingSideClues, sizeAgainstValueClues, valueRelationClues } from './clues';
import {
  cardText,
  checkMoneyDetective,
  fitsSomeHint,
  generateMoneyDetective,
  moneyDetectiveHints,
  moneyDetectiveModel,
  moneyDetectiveWorkedExample,
  revealedCardText,
  type MoneyDetectiveItem,
} from './model';

const many = (step: number, count = 300): MoneyDetectiveItem[] =>
  Array.from({ length: count }, (_, seed) => generateMoneyDetective(step, createRng(seed)));

/**
 * An independent reading of the fact table, clue sentence by clue sentence: what each of the
 * generator's sentences means, written out by hand from money.md's table.
 */
function meaning(text: string): (facts: PieceFacts) => boolean {
  const byText: Record<string, (facts: PieceFacts) => boolean> = {
    'I am silver.': (f) => ['nickel', 'dime', 'quarter'].includes(f.id),
    'I am gold-coloured.': (f) => f.id === 'loonie',
    'I have two colours: a silver ring and a gold centre.': (f) => f.id === 'toonie',
    'I have a beaver on me.': (f) => f.id === 'nickel',
    'I have a sailing ship on me.': (f) => f.id === 'dime',
    'I have a caribou on me.': (f) => f.id === 'quarter',
    'I have a loon on me.': (f) => f.id === 'loonie',
    'I have a polar bear on me.': (f) => f.id === 'toonie',
    'I have 11 sides.': (f) => f.id === 'loonie',
    'I am round.': (f) => ['nickel', 'dime', 'quarter', 'toonie'].includes(f.id),
    'People call me the loonie.': (f) => f.id === 'loonie',
    'People call me the toonie.': (f) => f.id === 'toonie',
    'I am a coin.': (f) => (coinIds as readonly string[]).includes(f.id),
    'I am a bill.': (f) => f.id.startsWith('bill-'),
    'I am a blue bill.': (f) => f.id === 'bill-5',
    'I am a purple bill.': (f) => f.id === 'bill-10',
    'I am a green bill.': (f) => f.id === 'bill-20',
    'I am the smallest coin.': (f) => f.id === 'dime',
    'I am the biggest coin.': (f) => f.id === 'toonie',
    'I am the biggest silver coin.': (f) => f.id === 'quarter',
    'I am bigger than the dime, but smaller than the quarter.': (f) => f.id === 'nickel',
    'I am the smallest coin, but I am worth more than the beaver coin.': (f) => f.id === 'dime',
    'I am bigger than the dime, but I am worth less than the dime.': (f) => f.id === 'nickel',
    'I am bigger than the nickel, and I am worth more than the dime.': (f) =>
      ['quarter', 'loonie', 'toonie'].includes(f.id),
    'I am smaller than the toonie, but I am worth more than the quarter.': (f) => f.id === 'loonie',
    'I am a coin bigger than the loonie, and I am worth 2 loonies.': (f) => f.id === 'toonie',
    'I am blue, and I am worth 5 loonies.': (f) => f.id === 'bill-5',
    'I am purple, and I am worth 10 loonies.': (f) => f.id === 'bill-10',
    'I am green, and I am worth 2 $10 bills.': (f) => f.id === 'bill-20',
  };
  const known = byText[text];
  if (known) return known;
  const worth = /^I am worth (\d+) (dollars?|cents)\.$/.exec(text);
  if (worth) {
    const amount = Number(worth[1]) * (worth[2]?.startsWith('dollar') ? 100 : 1);
    return (f) => f.value === amount;
  }
  const words: Record<string, number> = { Two: 2, Four: 4, Five: 5, Ten: 10 };
  const makes = /^(Two|Four|Five|Ten) of me make a (.+)\.$/.exec(text);
  if (makes) {
    const whole = Object.values(pieces).find((p) => p.name === makes[2]);
    return (f) => whole !== undefined && f.value * (words[makes[1] ?? ''] ?? 0) === whole.value;
  }
  const worthParts = /^I am worth (\d+) (.+)\.$/.exec(text);
  if (worthParts) {
    const part = Object.values(pieces).find((p) => p.plural === worthParts[2]);
    return (f) => part !== undefined && f.value === Number(worthParts[1]) * part.value;
  }
  throw new Error(`No meaning written for the clue "${text}"`);
}

const fitsByMeaning = (item: MoneyDetectiveItem, id: PieceId): boolean =>
  item.clues.every((clue) => meaning(clue.text)(pieces[id]));

describe('generateMoneyDetective', () => {
  it('exactly one card fits all the clues, the target, by the table and by hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), (step, seed) => {
        const item = generateMoneyDetective(step, createRng(seed));
        expect(item.cards.filter((id) => fitsAll(item.clues, id))).toEqual([item.target]);
        expect(item.cards.filter((id) => fitsByMeaning(item, id))).toEqual([item.target]);
        expect(new Set(item.cards).size).toBe(item.cards.length);
      }),
      { numRuns: 600 },
    );
  });

  it('distractors are never right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), (step, seed) => {
        const item = generateMoneyDetective(step, createRng(seed));
        for (const id of item.cards.filter((card) => card !== item.target)) {
          expect(checkMoneyDetective(item, id).correct).toBe(false);
        }
        expect(checkMoneyDetective(item, item.target).correct).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('step 1: coins only, 2 clues, one the value or the nickname, 3 cards', () => {
    for (const item of many(1)) {
      expect(item.cards).toHaveLength(3);
      expect(item.clues).toHaveLength(2);
      for (const id of item.cards) expect(pieces[id].kind).toBe('coin');
      expect(item.clues[1]?.text).toMatch(/^(I am worth .+|People call me the (loonie|toonie)\.)$/);
      expect(item.clues[0]?.text).not.toMatch(/worth|call me/);
      expect(item.prompt).toBe('Find the mystery coin.');
    }
  });

  it('step 2: look clues only, 4 coin cards including all 3 silver coins', () => {
    for (const item of many(2)) {
      expect(item.cards).toHaveLength(4);
      for (const silver of ['nickel', 'dime', 'quarter'] as const) {
        expect(item.cards).toContain(silver);
      }
      for (const clue of item.clues) {
        expect(clue.facts.every((fact) => ['colour', 'picture', 'shape'].includes(fact.kind))).toBe(
          true,
        );
        expect(clue.text).not.toMatch(/worth|call me/);
      }
    }
  });

  it('step 3: coins and bills, a clue about value, 4 cards', () => {
    const items = many(3);
    expect(items.some((item) => pieces[item.target].kind === 'bill')).toBe(true);
    expect(items.some((item) => pieces[item.target].kind === 'coin')).toBe(true);
    for (const item of items) {
      expect(item.cards).toHaveLength(4);
      expect(item.clues.some((clue) => clue.facts.some((fact) => fact.kind === 'value'))).toBe(
        true,
      );
    }
    expect(items.map((item) => item.clues[1]?.text)).toContain('Four of me make a loonie.');
  });

  it('step 4: size against value; half the items King side up, then only size, colour and shape', () => {
    const items = many(4, 400);
    const king = items.filter((item) => item.side === 'king');
    expect(king.length / items.length).toBeGreaterThan(0.4);
    expect(king.length / items.length).toBeLessThan(0.6);
    for (const item of items) expect(item.cards).toHaveLength(4);
    for (const item of king) {
      for (const id of item.cards) expect(pieces[id].kind).toBe('coin');
      for (const clue of item.clues) {
        for (const fact of clue.facts) expect(['size', 'colour', 'shape']).toContain(fact.kind);
      }
    }
    for (const item of items.filter((each) => each.side === 'picture')) {
      const [first] = item.clues;
      expect(first?.facts).toHaveLength(2);
    }
  });

  it('never gives the same item twice in a row when the session asks again (keys differ by target)', () => {
    const keys = new Set(many(1, 50).map((item) => item.key));
    expect(keys.size).toBeGreaterThan(3);
  });

  it('every step-4 and step-3 clue set fits its own piece', () => {
    for (const [id, clues] of Object.entries(sizeAgainstValueClues)) {
      expect(fitsAll(clues ?? [], id as PieceId)).toBe(true);
    }
    for (const [id, clues] of Object.entries(kingSideClues)) {
      expect(fitsAll(clues, id as PieceId)).toBe(true);
    }
    for (const id of ['nickel', 'dime', 'quarter', 'loonie', 'toonie', 'bill-5'] as const) {
      for (const clue of valueRelationClues(id)) expect(fitsAll([clue], id)).toBe(true);
    }
  });
});

/** The first item at a step whose target and cards pass a test. */
function itemWhere(step: number, test: (item: MoneyDetectiveItem) => boolean): MoneyDetectiveItem {
  for (let seed = 0; seed < 5000; seed += 1) {
    const item = generateMoneyDetective(step, createRng(seed));
    if (test(item)) return item;
  }
  throw new Error('no such item');
}

describe('checkMoneyDetective', () => {
  it('says "Yes! The dime, 10 cents." for the right card', () => {
    const item = itemWhere(1, (each) => each.target === 'dime');
    expect(checkMoneyDetective(item, 'dime')).toEqual({
      correct: true,
      message: 'Yes! The dime, 10 cents.',
    });
  });

  it('a silver card that fits only the colour names the clue it fails, which flashes', () => {
    const item = itemWhere(
      2,
      (each) => each.target === 'nickel' && each.clues[1]?.text === 'I have a beaver on me.',
    );
    const result = checkMoneyDetective(item, 'quarter');
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('fits-some');
    expect(result.message).toBe(
      "That coin is silver, but it has a caribou's head. Listen again: the beaver is on the nickel.",
    );
    expect(result.marks).toEqual({ 'picture-beaver': 'incorrect' });
  });

  it('the nickel picked for "smallest" gives M-SIZE', () => {
    const item = itemWhere(4, (each) => each.target === 'dime' && each.cards.includes('nickel'));
    const result = checkMoneyDetective(item, 'nickel');
    expect(result.misconception).toBe('M-SIZE');
    expect(moneyDetectiveHints['M-SIZE']).toBe(
      "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
    );
  });

  it('the loonie and the toonie mixed up give their own hint, either way round', () => {
    const loonie = itemWhere(
      1,
      (each) => each.target === 'loonie' && each.cards.includes('toonie'),
    );
    expect(checkMoneyDetective(loonie, 'toonie').misconception).toBe('loonie-toonie');
    const toonie = itemWhere(
      1,
      (each) => each.target === 'toonie' && each.cards.includes('loonie'),
    );
    expect(checkMoneyDetective(toonie, 'loonie').misconception).toBe('loonie-toonie');
    expect(moneyDetectiveHints['loonie-toonie']).toBe(
      'Loonie: one loon, 1 dollar. Toonie: two colours, 2 dollars.',
    );
  });

  it('a card that fits no clue says what it is and where the clue points', () => {
    const item = itemWhere(
      2,
      (each) => each.target === 'loonie' && each.clues[1]?.text === 'I have a loon on me.',
    );
    expect(fitsSomeHint(item, 'dime')).toBe(
      'That coin is silver. Listen again: the loonie is gold-coloured.',
    );
  });

  it('a kind clue is never named as the one that fits', () => {
    const item = itemWhere(
      3,
      (each) => each.target === 'quarter' && each.clues[1]?.text === 'Four of me make a loonie.',
    );
    const wrong = item.cards.find((id) => id !== 'quarter' && pieces[id].kind === 'coin');
    expect(wrong).toBeDefined();
    expect(fitsSomeHint(item, wrong as PieceId)).toMatch(
      /^That coin is worth .+\. Listen again: 4 quarters make a loonie\.$/,
    );
  });

  it('a piece that is not one of the cards is never right', () => {
    const item = itemWhere(1, (each) => each.target === 'nickel');
    expect(checkMoneyDetective(item, 'bill-100').correct).toBe(false);
  });
});

describe('texts', () => {
  it('describes cards by their look before the answer, by name after', () => {
    const item = itemWhere(2, (each) => each.cards[1] === 'dime');
    expect(cardText(item, 'dime')).toBe('Card 2: a small, thin, silver coin with a sailing ship');
    expect(revealedCardText(item, 'dime')).toBe('Card 2: the dime, 10 cents');
  });

  it('King side up, a card hides its picture', () => {
    const item = itemWhere(4, (each) => each.side === 'king' && each.cards.includes('loonie'));
    expect(cardText(item, 'loonie')).toMatch(
      /^Card \d: a gold-coloured coin with 11 sides, King side up$/,
    );
  });

  it('reads the prompt and every clue aloud', () => {
    const item = generateMoneyDetective(1, createRng(5));
    expect(item.speech).toEqual([item.prompt, ...item.clues.map((clue) => clue.text)]);
  });

  it('the worked example rules cards out clue by clue and ends on the answer', () => {
    const item = itemWhere(
      2,
      (each) =>
        each.target === 'nickel' &&
        each.cards.includes('loonie') &&
        each.clues[1]?.text === 'I have a beaver on me.',
    );
    const steps = moneyDetectiveWorkedExample(item);
    expect(steps).toHaveLength(3);
    expect(steps[0]?.text).toBe('I am silver. The loonie is gold-coloured, so it is out.');
    expect(steps[1]?.text).toContain("The quarter has a caribou's head, so it is out.");
    expect(steps[2]?.text).toBe('Only one card fits every clue: the nickel, 5 cents.');
    expect(moneyDetectiveModel.describe(item)).toBe('the nickel, 5 cents');
  });
});

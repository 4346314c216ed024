import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fewestPieces, greedyPieces, totalOf } from '../../model/cash';
import type { PieceId } from '../../model/pieces';
import {
  checkMakingAmounts,
  findTrade,
  generateMakingAmounts,
  makingAmountsBanks,
  makingAmountsHints,
  makingAmountsModel,
  makingAmountsRanges,
  makingAmountsText,
  piecesWorth,
  tradeText,
  type MakingAmountsItem,
} from './model';

const itemAt = (step: 1 | 2 | 3 | 4, target: number): MakingAmountsItem => {
  const bank = makingAmountsBanks[step];
  return {
    key: `make:${step}:${target}`,
    prompt: '',
    step,
    target,
    bank,
    runningTotal: step === 1,
    fewest: step >= 3,
    minimum: fewestPieces(target, bank) ?? [],
  };
};

describe('Making Amounts generator', () => {
  it('step 1 asks for 10¢–50¢ from nickels and dimes, with the running total', () => {
    const item = generateMakingAmounts(1, createRng(4));
    expect(item.bank).toEqual(['nickel', 'dime']);
    expect(item.runningTotal).toBe(true);
    expect(item.fewest).toBe(false);
    expect(item.prompt).toMatch(/^Make \d\d¢\.$/);
    expect(item.speech).toMatch(/^Make \d\d cents\.$/);
  });

  it('step 2 hides the running total and adds quarters and loonies', () => {
    const item = generateMakingAmounts(2, createRng(4));
    expect(item.bank).toEqual(['nickel', 'dime', 'quarter', 'loonie']);
    expect(item.runningTotal).toBe(false);
    expect(item.fewest).toBe(false);
  });

  it('step 3 asks for the fewest coins from all 5 coins', () => {
    const item = generateMakingAmounts(3, createRng(4));
    expect(item.bank).toEqual(['nickel', 'dime', 'quarter', 'loonie', 'toonie']);
    expect(item.fewest).toBe(true);
    expect(item.prompt).toMatch(/ with the fewest coins\.$/);
  });

  it('step 4 asks for the fewest pieces with $5, $10 and $20 bills', () => {
    const item = generateMakingAmounts(4, createRng(4));
    expect(item.bank).toContain('bill-20');
    expect(item.bank).not.toContain('bill-50');
    expect(item.prompt).toMatch(/^Make \$\d+\.\d\d with the fewest pieces\.$/);
    expect(item.speech).toMatch(
      /dollars? and \d+ cents with the fewest pieces\.$|dollars with the fewest pieces\.$/,
    );
  });

  it('keeps every target in its step range, a multiple of 5, with the exact minimum (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
        (seed, step) => {
          const item = generateMakingAmounts(step, createRng(seed));
          const { min, max } = makingAmountsRanges[step];
          expect(item.target % 5).toBe(0);
          expect(item.target).toBeGreaterThanOrEqual(min);
          expect(item.target).toBeLessThanOrEqual(max);
          expect(totalOf(item.minimum)).toBe(item.target);
          expect(item.minimum).toEqual(fewestPieces(item.target, item.bank));
          // Convention 3: the greedy way gives the same number of pieces here.
          expect(greedyPieces(item.target, item.bank)).toHaveLength(item.minimum.length);
          // Exactly one right answer size: the minimum itself is right, one piece more is not.
          expect(checkMakingAmounts(item, item.minimum).correct).toBe(true);
          expect(item.key).toBe(`make:${step}:${item.target}`);
        },
      ),
    );
  });

  it('covers the whole step-1 range over many seeds', () => {
    const targets = new Set<number>();
    for (let seed = 0; seed < 300; seed += 1)
      targets.add(generateMakingAmounts(1, createRng(seed)).target);
    expect([...targets].sort((a, b) => a - b)).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });
});

describe('checkMakingAmounts', () => {
  it('accepts any purse with the right total in steps 1–2', () => {
    const item = itemAt(2, 45);
    expect(checkMakingAmounts(item, ['dime', 'dime', 'dime', 'dime', 'nickel'])).toEqual({
      correct: true,
    });
    expect(checkMakingAmounts(item, ['quarter', 'dime', 'dime']).correct).toBe(true);
  });

  it('accepts the minimum in any order in step 3', () => {
    const item = itemAt(3, 45);
    expect(checkMakingAmounts(item, ['dime', 'quarter', 'dime'])).toEqual({ correct: true });
  });

  it('praises the right amount with extra pieces, names the trade, and is not evidence', () => {
    const item = itemAt(3, 45);
    const result = checkMakingAmounts(item, ['dime', 'dime', 'dime', 'dime', 'nickel']);
    expect(result).toEqual({
      correct: false,
      evidence: 'none',
      misconception: 'not-fewest',
      message:
        'Right amount! Can you do it with fewer coins? Trade 2 dimes and a nickel for one quarter.',
    });
  });

  it('says "fewer pieces" once bills are in the bank, and names the smallest trade', () => {
    const item = itemAt(4, 500);
    const result = checkMakingAmounts(item, ['loonie', 'loonie', 'toonie', 'loonie']);
    expect(
      checkMakingAmounts(item, ['loonie', 'toonie', 'toonie']).message?.endsWith(
        'Trade 2 toonies and a loonie for one $5 bill.',
      ),
    ).toBe(true);
    expect(result.message).toBe(
      'Right amount! Can you do it with fewer pieces? Trade 2 loonies for one toonie.',
    );
    expect(result.evidence).toBe('none');
  });

  it('falls back to "the biggest coin that fits" when no group makes one bigger coin', () => {
    // 3 dimes make 30 cents; the fewest is a quarter and a nickel, but no group of dimes
    // makes one coin.
    const item = itemAt(3, 30);
    expect(checkMakingAmounts(item, ['dime', 'dime', 'dime']).message).toBe(
      'Right amount! Can you do it with fewer coins? Use the biggest coin that fits first.',
    );
  });

  it('says how much too much, and which piece to take out', () => {
    const item = itemAt(1, 35);
    expect(checkMakingAmounts(item, ['dime', 'dime', 'dime', 'dime', 'nickel'])).toEqual({
      correct: false,
      misconception: 'over',
      message: 'You have 10 cents too much. Take one dime out.',
    });
    expect(checkMakingAmounts(item, ['dime', 'dime', 'dime', 'dime', 'dime']).message).toBe(
      'You have 15 cents too much. Take some out and count again.',
    );
    expect(checkMakingAmounts(itemAt(2, 30), ['quarter', 'dime', 'nickel']).message).toBe(
      'You have 10 cents too much. Take one dime out.',
    );
    expect(checkMakingAmounts(itemAt(2, 30), ['quarter', 'quarter']).message).toBe(
      'You have 20 cents too much. Take some out and count again.',
    );
  });

  it('says how much more is needed', () => {
    expect(checkMakingAmounts(itemAt(1, 45), ['dime', 'dime', 'dime'])).toEqual({
      correct: false,
      misconception: 'under',
      message: 'You need 15 cents more.',
    });
    expect(checkMakingAmounts(itemAt(2, 150), ['loonie']).message).toBe('You need 50 cents more.');
  });

  it('names M-SIZE when each nickel was taken for a dime', () => {
    // 3 nickels for 30 cents: 15 short, 5 per nickel.
    const result = checkMakingAmounts(itemAt(1, 30), ['nickel', 'nickel', 'nickel']);
    expect(result).toEqual({ correct: false, misconception: 'M-SIZE' });
    expect(makingAmountsHints['M-SIZE']).toBe(
      "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
    );
    expect(
      checkMakingAmounts(itemAt(1, 40), ['dime', 'dime', 'dime', 'nickel']).misconception,
    ).toBe('M-SIZE');
  });

  it('never accepts a wrong total, and accepts exactly the minimum count in steps 3–4 (property)', () => {
    const pieceArb = fc.constantFrom<PieceId>(...makingAmountsBanks[4]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(3 as const, 4 as const),
        fc.array(pieceArb, { maxLength: 12 }),
        (seed, step, purse) => {
          const item = generateMakingAmounts(step, createRng(seed));
          const allowed = purse.filter((id) => item.bank.includes(id));
          const result = checkMakingAmounts(item, allowed);
          const right = totalOf(allowed) === item.target && allowed.length === item.minimum.length;
          expect(result.correct).toBe(right);
          if (totalOf(allowed) === item.target && !right) {
            expect(result.evidence).toBe('none');
            expect(allowed.length).toBeGreaterThan(item.minimum.length);
          }
        },
      ),
    );
  });
});

describe('trades', () => {
  it('finds the purse pieces worth an amount, biggest first', () => {
    expect(piecesWorth(['nickel', 'dime', 'dime', 'quarter'], 25)).toEqual(['quarter']);
    expect(piecesWorth(['nickel', 'dime', 'dime'], 25)).toEqual(['dime', 'dime', 'nickel']);
    expect(piecesWorth(['dime', 'dime'], 15)).toBeNull();
  });

  it('finds the smallest trade that saves pieces', () => {
    expect(findTrade(['nickel', 'nickel', 'quarter'], makingAmountsBanks[3])).toEqual({
      give: ['nickel', 'nickel'],
      get: 'dime',
    });
    expect(tradeText({ give: ['dime', 'dime', 'nickel'], get: 'quarter' })).toBe(
      'Trade 2 dimes and a nickel for one quarter.',
    );
    expect(findTrade(['dime', 'dime', 'dime'], makingAmountsBanks[3])).toBeNull();
  });

  it('any trade found keeps the value and saves pieces (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<PieceId>(...makingAmountsBanks[4]), { maxLength: 14 }),
        (purse) => {
          const trade = findTrade(purse, makingAmountsBanks[4]);
          if (!trade) return;
          expect(trade.give.length).toBeGreaterThanOrEqual(2);
          expect(totalOf(trade.give)).toBe(totalOf([trade.get]));
        },
      ),
    );
  });
});

describe('Making Amounts texts', () => {
  it('describes the tag and the purse, with the total only in step 1', () => {
    expect(makingAmountsText(itemAt(2, 45), ['dime', 'nickel', 'dime', 'dime'])).toBe(
      'Price tag: 45 cents. Your purse: 3 dimes, 1 nickel.',
    );
    expect(makingAmountsText(itemAt(1, 45), ['dime', 'nickel', 'dime', 'dime'])).toBe(
      'Price tag: 45 cents. Your purse: 3 dimes, 1 nickel. Total: 35 cents.',
    );
    expect(makingAmountsText(itemAt(3, 125), [])).toBe(
      'Price tag: 1 dollar and 25 cents. Your purse: empty.',
    );
  });

  it('works the fewest pieces out one by one, biggest first', () => {
    expect(makingAmountsModel.workedExample(itemAt(3, 45)).map((step) => step.text)).toEqual([
      'Start with the biggest coin that fits: a quarter. 25¢.',
      'Add a dime: 35¢.',
      'Add a dime: 45¢.',
      'That makes 45¢ with 3 coins.',
    ]);
    expect(makingAmountsModel.workedExample(itemAt(4, 2505))[0]?.speech).toBe(
      'Start with the biggest piece that fits: a $20 bill. 20 dollars.',
    );
  });

  it('tells the fewest pieces after a step-3 answer', () => {
    expect(makingAmountsModel.describe(itemAt(3, 45))).toBe(
      '45¢: the fewest is a quarter and 2 dimes.',
    );
    expect(makingAmountsModel.describe(itemAt(1, 45))).toBe('45¢.');
  });
});

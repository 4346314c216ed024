import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pieces } from '../../model/pieces';
import {
  carryMessage,
  checkTrade,
  countUpJumps,
  countUpMessage,
  crossesWholeDollar,
  generateTrade,
  isTradeAnswerReady,
  sumText,
  tradeHints,
  tradeMessage,
  tradeModel,
  tradeText,
  tradeWorkedExample,
  type CoinTradeItem,
  type HowManyItem,
  type SumItem,
  type TradeItem,
} from './model';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });

const trade = (overrides: Partial<CoinTradeItem> = {}): CoinTradeItem => ({
  key: 'trade:test',
  prompt: 'Trade a quarter for nickels.',
  step: 1,
  kind: 'trade',
  given: 'quarter',
  allowed: ['nickel'],
  count: 5,
  ...overrides,
});

const sum = (kind: 'add' | 'subtract', a: number, b: number): SumItem => ({
  key: `${kind}:test`,
  prompt: 'How much?',
  step: 4,
  kind,
  a,
  b,
  result: kind === 'add' ? a + b : a - b,
  shown: 'numbers',
  crossesDollar: crossesWholeDollar(kind, a, b),
  forms: ['dollars', 'cents'],
});

const howMany: HowManyItem = {
  key: 'how-many:test',
  prompt: 'How many quarters make a toonie?',
  step: 2,
  kind: 'how-many',
  given: 'toonie',
  coin: 'quarter',
  count: 8,
};

const items = (step: number, count = 300): TradeItem[] =>
  Array.from({ length: count }, (_, seed) => generateTrade(step, createRng(seed)));

describe('2-2 generator', () => {
  it('step 1 trades into one kind of coin, with the count money.md gives', () => {
    const seen = new Set<string>();
    for (const item of items(1)) {
      expect(item.kind).toBe('trade');
      if (item.kind !== 'trade') continue;
      expect(item.allowed).toHaveLength(1);
      const coin = item.allowed[0] ?? 'nickel';
      expect((item.count ?? 0) * pieces[coin].value).toBe(pieces[item.given].value);
      seen.add(`${item.count} ${coin} = ${item.given}`);
    }
    expect([...seen].sort()).toEqual([
      '10 dime = loonie',
      '2 loonie = toonie',
      '2 nickel = dime',
      '4 quarter = loonie',
      '5 nickel = quarter',
    ]);
    expect(generateTrade(1, createRng(3)).prompt).toMatch(
      /^Trade a (dime|quarter|loonie|toonie) for (nickels|quarters|loonies|dimes)\. How many \w+ make a \w+\?$/,
    );
  });

  it('step 2 asks the mixed trades and the bigger "how many" trades', () => {
    const prompts = new Set(items(2).map((item) => item.prompt));
    expect(prompts).toContain('Make 25 cents without a quarter.');
    expect(prompts).toContain('Make a loonie with quarters and dimes.');
    expect(prompts).toContain('How many quarters make a toonie?');
    expect(prompts).toContain('How many nickels make a loonie?');
    for (const item of items(2)) {
      if (item.kind === 'how-many') {
        expect(item.count * pieces[item.coin].value).toBe(pieces[item.given].value);
      } else {
        expect(item.kind).toBe('trade');
        if (item.kind === 'trade') {
          expect(item.count).toBeNull();
          expect(item.allowed).not.toContain(item.given);
        }
      }
    }
  });

  it('step 3 adds or takes away two amounts of 5¢–95¢, sum ≤ $1.90, never negative (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateTrade(3, createRng(seed));
        expect(['add', 'subtract']).toContain(item.kind);
        if (item.kind !== 'add' && item.kind !== 'subtract') return;
        for (const amount of [item.a, item.b]) {
          expect(amount % 5).toBe(0);
          expect(amount).toBeGreaterThanOrEqual(5);
          expect(amount).toBeLessThanOrEqual(95);
        }
        expect(item.result).toBe(item.kind === 'add' ? item.a + item.b : item.a - item.b);
        expect(item.result).toBeGreaterThan(0);
        expect(item.result).toBeLessThanOrEqual(190);
        expect(item.shown).toBe('purses');
      }),
    );
  });

  it('step 4 uses amounts of $0.05–$5.00 shown as numbers (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateTrade(4, createRng(seed));
        if (item.kind !== 'add' && item.kind !== 'subtract') throw new Error(item.kind);
        for (const amount of [item.a, item.b]) {
          expect(amount % 5).toBe(0);
          expect(amount).toBeGreaterThanOrEqual(5);
          expect(amount).toBeLessThanOrEqual(500);
        }
        expect(item.result).toBeGreaterThan(0);
        expect(item.shown).toBe('numbers');
        expect(item.crossesDollar).toBe(crossesWholeDollar(item.kind, item.a, item.b));
      }),
    );
  });

  it('step 4 crosses a whole dollar in about 2 items of 3', () => {
    const crossing = items(4, 600).filter((item) => 'crossesDollar' in item && item.crossesDollar);
    expect(crossing.length / 600).toBeGreaterThan(0.58);
    expect(crossing.length / 600).toBeLessThan(0.75);
  });

  it('writes step 4 as numbers: "$1.85 + 35¢", "$3.00 − $1.45"', () => {
    const prompts = items(4).map((item) => item.prompt);
    expect(
      prompts.some((prompt) =>
        /^\$\d\.\d\d \+ (\d\d?¢|\$\d\.\d\d)\. How much altogether\?$/.test(prompt),
      ),
    ).toBe(true);
    expect(
      prompts.some((prompt) =>
        /^\$\d\.\d\d − (\d\d?¢|\$\d\.\d\d)\. How much is left\?$/.test(prompt),
      ),
    ).toBe(true);
  });

  it('has exactly one right answer: the count or the amount (property)', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: -40, max: 40 }),
        (seed, step, off) => {
          const item = generateTrade(step, createRng(seed));
          if (item.kind === 'trade') return;
          const right = item.kind === 'how-many' ? item.count : item.result;
          const answer = { side: [], number: right + off * 5 };
          expect(checkTrade(item, answer).correct).toBe(off === 0);
        },
      ),
    );
  });
});

describe('checkTrade: trades', () => {
  it('is right when both sides have the same value and the count is right', () => {
    const item = trade();
    const side = ['nickel', 'nickel', 'nickel', 'nickel', 'nickel'] as const;
    expect(checkTrade(item, { side, number: 5 })).toEqual({ correct: true });
    expect(checkTrade(item, { side, number: 4 })).toEqual({
      correct: false,
      misconception: 'count',
    });
  });

  it('says how much is missing or too much', () => {
    const item = trade({ allowed: ['dime', 'nickel'], count: null });
    expect(checkTrade(item, { side: ['dime', 'dime'], number: null })).toEqual({
      correct: false,
      misconception: 'short',
      message: 'Your side has 20 cents. A quarter is 25, so you need 5 more.',
    });
    expect(checkTrade(item, { side: ['dime', 'dime', 'dime'], number: null })).toEqual({
      correct: false,
      misconception: 'over',
      message: 'Your side has 30 cents. A quarter is 25, so take away 5.',
    });
    expect(tradeMessage('loonie', ['quarter', 'quarter', 'dime'])).toBe(
      'Your side has 60 cents. A loonie is 100, so you need 40 more.',
    );
  });

  it('accepts any mix of the allowed coins, and only those', () => {
    const item = trade({ given: 'loonie', allowed: ['quarter', 'dime'], count: null });
    const answers = [
      ['quarter', 'quarter', 'quarter', 'quarter'],
      ['quarter', 'quarter', 'dime', 'dime', 'dime', 'dime', 'dime'],
      Array.from({ length: 10 }, () => 'dime' as const),
    ] as const;
    for (const side of answers) expect(checkTrade(item, { side, number: null }).correct).toBe(true);
    expect(
      checkTrade(item, {
        side: ['quarter', 'quarter', 'quarter', 'dime', 'dime', 'nickel'],
        number: null,
      }),
    ).toEqual({ correct: false, misconception: 'not-allowed' });
  });

  it('is ready once the side has coins (and at step 1 a count)', () => {
    expect(isTradeAnswerReady(trade(), { side: [], number: 5 })).toBe(false);
    expect(isTradeAnswerReady(trade(), { side: ['nickel'], number: null })).toBe(false);
    expect(isTradeAnswerReady(trade(), { side: ['nickel'], number: 1 })).toBe(true);
    expect(isTradeAnswerReady(trade({ count: null }), { side: ['nickel'], number: null })).toBe(
      true,
    );
    expect(isTradeAnswerReady(howMany, { side: [], number: null })).toBe(false);
    expect(isTradeAnswerReady(howMany, { side: [], number: 8 })).toBe(true);
  });
});

describe('checkTrade: how many, sums and differences', () => {
  it('"How many quarters make a toonie?" is 8', () => {
    expect(checkTrade(howMany, { side: [], number: 8 })).toEqual({ correct: true });
    expect(checkTrade(howMany, { side: [], number: 4 })).toEqual({
      correct: false,
      misconception: 'how-many',
      message:
        'A toonie is 200 cents. Count by 25s up to 200, and count how many quarters that takes.',
    });
  });

  it('names the lost carried dollar: $1.85 + 35¢ answered $1.20', () => {
    const item = sum('add', 185, 35);
    expect(checkTrade(item, { side: [], number: 220 })).toEqual({ correct: true });
    expect(checkTrade(item, { side: [], number: 120 })).toEqual({
      correct: false,
      misconception: 'carry',
      message:
        '85 + 35 is 120 cents. That is 1 dollar and 20 cents, and with the other $1 it makes $2.20.',
    });
    expect(carryMessage(85, 35)).toBe('85 + 35 is 120 cents. That is 1 dollar and 20 cents.');
    // Not crossing: no carry to lose.
    expect(checkTrade(sum('add', 120, 30), { side: [], number: 50 })).toEqual({ correct: false });
  });

  it('counts up for a difference: $3.00 − $1.45', () => {
    const item = sum('subtract', 300, 145);
    expect(checkTrade(item, { side: [], number: 155 })).toEqual({ correct: true });
    expect(checkTrade(item, { side: [], number: 165 })).toEqual({
      correct: false,
      misconception: 'count-up',
      message:
        'Count up from $1.45: a nickel makes $1.50, 50 cents makes $2.00, and 1 dollar makes $3.00. That is $1.55.',
    });
  });

  it('counts up in friendly jumps that always reach the bigger amount (property)', () => {
    expect(countUpMessage(35, 80)).toBe(
      'Count up from 35¢: a nickel makes 40¢ and 40 cents makes 80¢. That is 45¢.',
    );
    expect(countUpJumps(145, 320).map((jump) => jump.size)).toEqual([5, 50, 100, 20]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (x, y) => {
        const [to, from] = [Math.max(x, y) * 5, Math.min(x, y) * 5];
        const jumps = countUpJumps(from, to);
        expect(jumps.reduce((total, jump) => total + jump.size, 0)).toBe(to - from);
        expect(jumps.at(-1)?.reached ?? from).toBe(to);
        for (const jump of jumps) expect(jump.size).toBeGreaterThan(0);
      }),
    );
  });
});

describe('worked examples and texts', () => {
  it('fills the trade one coin at a time', () => {
    const steps = tradeWorkedExample(
      trade({ given: 'quarter', allowed: ['dime', 'nickel'], count: null }),
    );
    expect(steps.map((step) => step.text)).toEqual([
      'Quarter is 25 cents.',
      'Dime: 10 cents.',
      'Dime: 20 cents.',
      'Nickel: 25 cents.',
      'Both sides have 25 cents.',
    ]);
    expect(steps.map((step) => step.placed)).toEqual([0, 1, 2, 3, 3]);
    expect(tradeWorkedExample(howMany).at(-1)?.text).toBe(
      'Both sides have 200 cents. 8 quarters make a toonie.',
    );
  });

  it('adds the cents, then the dollars', () => {
    expect(tradeWorkedExample(sum('add', 185, 35)).map((step) => step.text)).toEqual([
      'Add the cents: 85 + 35 = 120 cents.',
      '120 cents is 1 dollar and 20 cents.',
      'Add the dollars: 1 + 0 + 1 more = 2 dollars.',
      'Altogether: $2.20.',
    ]);
    expect(tradeWorkedExample(sum('subtract', 300, 145)).map((step) => step.text)).toEqual([
      'Start at $1.45 and count up to $3.00.',
      'A nickel makes $1.50.',
      '50 cents makes $2.00.',
      '1 dollar makes $3.00.',
      'That is $1.55.',
    ]);
  });

  it('has the money.md text alternatives', () => {
    expect(tradeText('quarter', ['dime', 'dime'])).toBe(
      'Trade: one quarter on the left. Your side: 2 dimes, 20 cents.',
    );
    expect(sumText(sum('add', 85, 35))).toBe(
      'Purse A: 85 cents. Purse B: 35 cents. How much altogether?',
    );
    expect(tradeModel.describe(sum('add', 85, 35))).toBe('$1.20, 1 dollar and 20 cents.');
    expect(tradeHints.default).toMatch(/100 cents make 1 dollar/);
  });
});

import { lessonChoiceHint, lessonShape } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import { totalOf } from '../../model/cash';
import {
  buildStatus,
  countSoFarText,
  isBiggestFirst,
  moneyMathCheck,
  moneyMathHints,
  moneyMathLesson,
  moneyMathStepIds,
  moneyMathSteps,
  purseText,
  runningCountSpeech,
  runningTotals,
  totalIn,
} from './model';

describe('Money Math Basics steps', () => {
  it('has the five money.md steps in order, word for word', () => {
    expect(moneyMathSteps.map((step) => step.id)).toEqual([...moneyMathStepIds]);
    expect(moneyMathSteps.map((step) => step.prompt)).toEqual([
      'Count nickels by fives.',
      'Count dimes by tens.',
      'Count quarters by 25s. Four quarters make 1 dollar!',
      'Start with the coin worth the most, then count on.',
      '100 cents make 1 dollar. $1.25 means 1 dollar and 25 cents, which is 125 cents.',
    ]);
  });

  it('counts 4 nickels, 5 dimes and 4 quarters as money.md says them', () => {
    const [nickels, dimes, quarters] = moneyMathSteps;
    expect(nickels?.task).toEqual({
      kind: 'tap-count',
      coins: ['nickel', 'nickel', 'nickel', 'nickel'],
    });
    expect(countSoFarText(nickels?.task.kind === 'tap-count' ? nickels.task.coins : [], 4)).toBe(
      '5, 10, 15, 20 cents',
    );
    expect(nickels?.done).toBe('5, 10, 15, 20 cents.');
    expect(dimes?.done).toBe('10, 20, 30, 40, 50 cents.');
    expect(quarters?.task).toEqual({
      kind: 'trade-for-loonie',
      coins: ['quarter', 'quarter', 'quarter', 'quarter'],
    });
    expect(quarters?.done).toBe('4 quarters = 1 loonie.');
    expect(runningTotals(['quarter', 'quarter', 'quarter', 'quarter'])).toEqual([25, 50, 75, 100]);
  });

  it('says each running total as a tap counts a coin', () => {
    expect(runningCountSpeech(['dime', 'dime', 'dime'], 2)).toBe('20 cents');
    expect(runningCountSpeech(['quarter', 'quarter', 'quarter', 'quarter'], 4)).toBe('1 dollar');
  });

  it('step 4 starts unsorted and is sorted only biggest first', () => {
    const step = moneyMathSteps[3];
    const coins = step?.task.kind === 'sort-then-count' ? step.task.coins : [];
    expect([...coins].sort()).toEqual(['dime', 'dime', 'nickel', 'quarter']);
    expect(isBiggestFirst(coins)).toBe(false);
    expect(isBiggestFirst(['quarter', 'dime', 'dime', 'nickel'])).toBe(true);
    expect(isBiggestFirst(['quarter', 'dime', 'nickel', 'dime'])).toBe(false);
    expect(countSoFarText(['quarter', 'dime', 'dime', 'nickel'], 4)).toBe('25, 35, 45, 50 cents');
    expect(step?.done).toBe('25, 35, 45, 50 cents.');
  });

  it('step 5 needs exactly a loonie and a quarter in the purse', () => {
    const goal = ['loonie', 'quarter'] as const;
    expect(buildStatus([], goal)).toBe('more');
    expect(buildStatus(['quarter'], goal)).toBe('more');
    expect(buildStatus(['quarter', 'loonie'], goal)).toBe('reached');
    expect(buildStatus(['loonie', 'quarter', 'dime'], goal)).toBe('too-much');
    expect(buildStatus(['loonie', 'loonie'], goal)).toBe('too-much');
    expect(totalIn(totalOf(goal), 'dollars')).toBe('$1.25');
    expect(totalIn(totalOf(goal), 'cents')).toBe('125¢');
  });

  it('describes the purse as money.md writes it', () => {
    expect(purseText(['loonie', 'quarter'])).toBe(
      'Purse: 1 loonie, 1 quarter. Total: 1 dollar and 25 cents.',
    );
    expect(purseText([])).toBe('Purse: empty. Total: 0 cents.');
  });
});

describe('Money Math Basics closing check', () => {
  it('asks the two money.md questions with one right card each', () => {
    expect(moneyMathCheck.map((question) => question.prompt)).toEqual([
      'How much money? A quarter, a dime and 2 nickels.',
      'Which shows 1 dollar and 5 cents?',
    ]);
    expect(lessonShape(moneyMathLesson).questions.map((question) => question.correct)).toEqual([
      ['45'],
      ['105'],
    ]);
    expect(
      moneyMathCheck.map((question) => question.choices.map((choice) => choice.label).sort()),
    ).toEqual([
      ['40¢', '45¢', '4¢'],
      ['$1.05', '$1.50', '$15.00'],
    ]);
    // The coins of question 1 are worth the right card.
    expect(totalOf(moneyMathCheck[0]?.coins ?? [])).toBe(45);
  });

  it('gives 4¢ the M-ONES hint and $1.50 the M-NOTE hint', () => {
    const hintOf = (question: number, value: string) => {
      const asked = moneyMathCheck[question];
      const choice = asked?.choices.find((candidate) => candidate.value === value);
      if (!asked || !choice) throw new Error(value);
      return lessonChoiceHint(choice, asked, moneyMathLesson.hints);
    };
    expect(hintOf(0, '4')).toBe(moneyMathHints['M-ONES']);
    expect(hintOf(1, '150')).toBe(moneyMathHints['M-NOTE']);
    expect(hintOf(0, '40')).toMatch(/^Count every coin/);
    expect(hintOf(1, '1500')).toMatch(/^\$15\.00 is 15 dollars/);
  });
});

import { lessonChoiceHint, lessonShape } from '@lingos/kit';
import { totalOf } from '../../model/cash';
import {
  cardReceiptLines,
  cardReceiptTotal,
  countUpAfter,
  paymentText,
  roundingHint,
  toonieFeedback,
  exactPaymentFeedback,
  exactPurse,
  juiceBoxReceipt,
  moneyTransactionsLesson,
  paidWithToonie,
  receiptTotalFor,
  roundingBinFor,
  roundingBinText,
  roundingRounds,
} from './model';

describe('the steps', () => {
  it('has the five steps of money.md, prompts word for word', () => {
    expect(moneyTransactionsLesson.steps.map((step) => step.prompt)).toEqual([
      'The price tag says how much something costs. This juice box costs $1.50. Pay exactly.',
      'If you pay with more, you get change back. Pay with a toonie.',
      'The cashier counts up from the price: $1.50 … $1.75 … $2.00. Your change is 50 cents.',
      'Canada stopped using pennies in 2013. When you pay with cash, the total goes to the nearest 5 cents.',
      'With a card, you pay the exact total. Nothing is rounded.',
    ]);
  });

  it('step 1 is done only at exactly $1.50, with a kind word otherwise', () => {
    expect(exactPaymentFeedback(['loonie', 'quarter', 'quarter'])).toBeNull();
    expect(exactPaymentFeedback(['toonie'])).toBe(
      'That is $2.00, more than $1.50. Take a coin back.',
    );
    expect(exactPaymentFeedback(['loonie', 'quarter'])).toBe('That is $1.25. You need 25¢ more.');
    expect(totalOf(exactPurse)).toBeGreaterThan(150);
  });

  it('writes the receipt of step 1', () => {
    expect(juiceBoxReceipt(150)).toBe('Juice box $1.50. Paid $1.50. Change $0.00.');
    expect(juiceBoxReceipt(200)).toBe('Juice box $1.50. Paid $2.00. Change $0.50.');
  });

  it('step 2 wants a toonie alone', () => {
    expect(paidWithToonie(['toonie'])).toBe(true);
    expect(paidWithToonie(['loonie', 'loonie'])).toBe(false);
    expect(paidWithToonie(['toonie', 'dime'])).toBe(false);
  });

  it('step 3 counts $1.50, $1.75, $2.00', () => {
    expect([0, 1, 2].map(countUpAfter)).toEqual([150, 175, 200]);
  });

  it('step 4 sorts $2.51–$2.54 into $2.50 and $2.55, then $2.56–$2.59 into $2.55 and $2.60', () => {
    expect(roundingRounds[0].amounts.map(roundingBinFor)).toEqual([250, 250, 255, 255]);
    expect(roundingRounds[1].amounts.map(roundingBinFor)).toEqual([255, 255, 260, 260]);
    for (const round of roundingRounds) {
      for (const amount of round.amounts) {
        expect(round.bins).toContain(roundingBinFor(amount));
      }
    }
    expect(roundingBinText(253)).toBe('2 dollars 53 goes into 2 dollars 55.');
  });

  it('step 2 says how to pay with the toonie alone', () => {
    expect(toonieFeedback([])).toBe('Put the toonie on the counter.');
    expect(toonieFeedback(['toonie', 'quarter'])).toBe(
      'Pay with the toonie by itself. Take the other coins back.',
    );
    expect(toonieFeedback(['loonie', 'quarter', 'quarter'])).toBe(
      'Pay with a toonie: take these coins back and put the toonie on the counter.',
    );
  });

  it('step 4 names the rule of the last digit when an amount goes into the wrong bin', () => {
    expect(roundingHint(252)).toBe('$2.52 ends in 2. 1 and 2 go down: $2.50.');
    expect(roundingHint(253)).toBe('$2.53 ends in 3. 3 and 4 go up to 5: $2.55.');
    expect(roundingHint(257)).toBe('$2.57 ends in 7. 6 and 7 go down to 5: $2.55.');
    expect(roundingHint(259)).toBe('$2.59 ends in 9. 8 and 9 go up: $2.60.');
  });

  it('step 5: cash $3.50, card $3.48', () => {
    expect(cardReceiptLines.reduce((sum, line) => sum + line.amount, 0)).toBe(cardReceiptTotal);
    expect(receiptTotalFor('cash')).toBe(350);
    expect(receiptTotalFor('card')).toBe(348);
    expect(paymentText('cash')).toBe('Cash: the total goes to the nearest 5 cents, $3.50.');
    expect(paymentText('card')).toBe('Card: you pay the exact total, $3.48.');
  });
});

describe('the closing check', () => {
  const [change, cash] = moneyTransactionsLesson.check;

  it('asks the two questions of money.md with one right card each', () => {
    expect(change?.prompt).toBe(
      'An apple costs 65¢. You pay with a loonie. How much change do you get?',
    );
    expect(cash?.prompt).toBe('The total is $3.48, and you pay with cash. How much do you pay?');
    expect(lessonShape(moneyTransactionsLesson).questions.map((q) => q.correct)).toEqual([
      ['35'],
      ['350'],
    ]);
    expect(change?.choices.map((choice) => choice.label)).toEqual(['65¢', '35¢', '45¢']);
    expect(cash?.choices.map((choice) => choice.label)).toEqual(['$3.45', '$3.50', '$3.40']);
  });

  it('names M-CHANGE for the price given as the change', () => {
    const price = change?.choices.find((choice) => choice.value === '65');
    expect(price && change && lessonChoiceHint(price, {}, moneyTransactionsLesson.hints)).toBe(
      'Change is what comes back to you. Count up from the price to the money that was paid.',
    );
  });

  it('teaches the rounding rule for the wrong cash totals', () => {
    const hints = lessonShape(moneyTransactionsLesson).questions[1]?.hints;
    expect(hints).toEqual({
      '345': '$3.48 ends in 8, and 8 and 9 go up to the next 10: $3.50.',
      '340': 'Cash goes to the nearest 5 cents. $3.48 is nearest to $3.50.',
    });
  });
});

import { lessonChoiceHint, lessonShape, lessonTransition, createLesson } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billIds, coinIds, pieces, type CoinId, type PieceId } from '../../model/pieces';
import {
  checkCardText,
  checkCoinOrder,
  checkPicturePair,
  coinPictureText,
  flipProgressText,
  flipStepDone,
  heardAll,
  moneyBasicsHints,
  moneyBasicsLesson,
  moneyBasicsSteps,
  orderMarks,
  orderStart,
  pictureOrder,
  silverCoins,
  valueBars,
  type TooniePart,
} from './model';

describe('Money Basics steps', () => {
  it('has the six steps of money.md with their prompts word for word', () => {
    expect(moneyBasicsSteps.map((step) => step.prompt)).toEqual([
      'Canada has five coins. Tap each one to hear its name.',
      'This gold coin with 11 sides is the loonie. It has a loon and is worth 1 dollar. The toonie has a polar bear and is worth 2 dollars.',
      'The silver coins show animals and a ship. Match each coin to its picture.',
      'The dime is the smallest coin, but it is worth more than the nickel!',
      'Put the coins in order, from the least money to the most.',
      'For bigger amounts we use bills. Each bill has its own colour.',
    ]);
    expect(moneyBasicsSteps.map((step) => step.task.kind)).toEqual([
      'hear-pieces',
      'flip-coins',
      'match-pictures',
      'compare-sizes',
      'order-coins',
      'hear-pieces',
    ]);
  });

  it('asks for all five coins in step 1 and all five bills in step 6', () => {
    expect(moneyBasicsSteps[0]?.task).toEqual({ kind: 'hear-pieces', pieces: coinIds });
    expect(moneyBasicsSteps[5]?.task).toEqual({ kind: 'hear-pieces', pieces: billIds });
  });
});

describe('heardAll', () => {
  const coins = { pieces: coinIds };
  it('is not done while a coin is still unheard', () => {
    expect(heardAll(coins, new Set<PieceId>(['nickel', 'dime', 'quarter', 'loonie']))).toBe(false);
  });
  it('is done once every coin is heard, whatever the order and repeats', () => {
    expect(
      heardAll(coins, new Set<PieceId>(['toonie', 'nickel', 'dime', 'loonie', 'quarter'])),
    ).toBe(true);
  });
  it('does not count bills towards the coins', () => {
    expect(heardAll(coins, new Set<PieceId>(billIds))).toBe(false);
    expect(heardAll({ pieces: billIds }, new Set<PieceId>(billIds))).toBe(true);
  });
  it('is done exactly when the heard set covers the step (property)', () => {
    fc.assert(
      fc.property(fc.subarray([...coinIds, ...billIds]), (heard) => {
        const set = new Set<PieceId>(heard);
        expect(heardAll(coins, set)).toBe(coinIds.every((id) => heard.includes(id)));
      }),
    );
  });
});

describe('flipStepDone', () => {
  const task = { coins: coinIds };
  const all = new Set<CoinId>(coinIds);
  const bothParts = new Set<TooniePart>(['ring', 'centre']);
  it('needs every coin flipped', () => {
    const four = new Set<CoinId>(['nickel', 'dime', 'quarter', 'loonie']);
    expect(flipStepDone(task, { flipped: four, parts: bothParts })).toBe(false);
  });
  it("needs both the toonie's ring and its centre", () => {
    expect(flipStepDone(task, { flipped: all, parts: new Set<TooniePart>(['ring']) })).toBe(false);
    expect(flipStepDone(task, { flipped: all, parts: new Set<TooniePart>(['centre']) })).toBe(
      false,
    );
  });
  it('is done with all five flipped and both parts tapped', () => {
    expect(flipStepDone(task, { flipped: all, parts: bothParts })).toBe(true);
  });
  it('says what is left', () => {
    expect(
      flipProgressText(task, {
        flipped: new Set<CoinId>(['dime', 'toonie']),
        parts: new Set<TooniePart>(['centre']),
      }),
    ).toBe('Coins flipped: 2 of 5. Toonie parts tapped: 1 of 2.');
  });
});

describe('checkPicturePair', () => {
  it('joins each silver coin with its own picture only', () => {
    for (const coin of silverCoins) {
      for (const picture of silverCoins) {
        expect(checkPicturePair(coin, picture).correct).toBe(coin === picture);
      }
    }
  });
  it("names the coin's real picture when the pair is wrong", () => {
    expect(checkPicturePair('dime', 'nickel')).toEqual({
      correct: false,
      misconception: 'wrong-picture',
      message: 'Not that picture. The dime has the Bluenose, a sailing ship (schooner).',
    });
    expect(checkPicturePair('nickel', 'quarter').message).toBe(
      'Not that picture. The nickel has a beaver on a rock.',
    );
  });
  it('describes the pictures from the fact table', () => {
    expect(silverCoins.map(coinPictureText)).toEqual([
      'a beaver on a rock',
      'the Bluenose, a sailing ship (schooner)',
      "a caribou's head",
    ]);
  });
  it('mixes the picture column so no coin sits beside its own picture', () => {
    expect([...pictureOrder].sort()).toEqual([...silverCoins].sort());
    pictureOrder.forEach((coin, index) => expect(coin).not.toBe(silverCoins[index]));
  });
});

describe('valueBars', () => {
  it('shows the dime at 10 and the nickel at 5', () => {
    expect(valueBars({ moving: 'dime', target: 'nickel' })).toEqual([
      { coin: 'dime', value: 10, text: 'Dime: 10 cents' },
      { coin: 'nickel', value: 5, text: 'Nickel: 5 cents' },
    ]);
  });
});

describe('checkCoinOrder', () => {
  it('is right only from the least money to the most', () => {
    expect(checkCoinOrder(coinIds, ['nickel', 'dime', 'quarter', 'loonie', 'toonie'])).toEqual({
      correct: true,
    });
  });
  it('names M-SIZE for the coins ordered by size (the dime first)', () => {
    expect(checkCoinOrder(coinIds, ['dime', 'nickel', 'quarter', 'loonie', 'toonie'])).toEqual({
      correct: false,
      misconception: 'M-SIZE',
    });
  });
  it('gives the counting hint for any other wrong order', () => {
    expect(checkCoinOrder(coinIds, ['nickel', 'dime', 'loonie', 'quarter', 'toonie'])).toEqual({
      correct: false,
      misconception: 'not-in-order',
    });
    // The dime before the nickel among other mistakes: start from the least, not M-SIZE.
    expect(checkCoinOrder(coinIds, ['toonie', 'loonie', 'quarter', 'dime', 'nickel'])).toEqual({
      correct: false,
      misconception: 'not-in-order',
    });
  });
  it('starts with no coin in its place, the dime before the nickel', () => {
    expect(Object.values(orderMarks(coinIds, orderStart))).toEqual(Array(5).fill('incorrect'));
    expect(orderStart.indexOf('dime')).toBeLessThan(orderStart.indexOf('nickel'));
  });
  it('agrees with sorting by value for every order (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...coinIds], { minLength: 5, maxLength: 5 }), (order) => {
        const byValue = [...order].sort((a, b) => pieces[a].value - pieces[b].value);
        const result = checkCoinOrder(coinIds, order);
        expect(result.correct).toBe(order.join() === byValue.join());
        if (!result.correct) {
          const bySize = [...order].sort((a, b) => pieces[a].sizeMm - pieces[b].sizeMm);
          expect(result.misconception).toBe(
            order.join() === bySize.join() ? 'M-SIZE' : 'not-in-order',
          );
        }
      }),
    );
  });
  it('marks each card in or out of its place', () => {
    expect(orderMarks(coinIds, ['nickel', 'quarter', 'dime', 'loonie', 'toonie'])).toEqual({
      nickel: 'correct',
      quarter: 'incorrect',
      dime: 'incorrect',
      loonie: 'correct',
      toonie: 'correct',
    });
  });
});

describe('the closing check', () => {
  const [toonieQuestion, dimeQuestion] = moneyBasicsLesson.check;
  const hints = moneyBasicsLesson.hints;

  it('asks the two questions of money.md', () => {
    expect(moneyBasicsLesson.check.map((question) => question.prompt)).toEqual([
      'Which coin is the toonie?',
      'Which is worth more, the dime or the nickel?',
    ]);
  });

  it('has the toonie right, with the loonie and the quarter as distractors', () => {
    expect(
      toonieQuestion?.choices.map((choice) => [choice.value, choice.correct ?? false]),
    ).toEqual([
      ['loonie', false],
      ['toonie', true],
      ['quarter', false],
    ]);
  });

  it('gives M-SIZE when the nickel is chosen as worth more', () => {
    const nickel = dimeQuestion?.choices.find((choice) => choice.value === 'nickel');
    expect(nickel?.correct).toBeUndefined();
    expect(nickel && lessonChoiceHint(nickel, {}, hints)).toBe(
      "Size doesn't tell the value. The dime is the smallest coin, but it is worth 10 cents, more than the 5-cent nickel.",
    );
    expect(dimeQuestion?.choices.find((choice) => choice.correct)?.value).toBe('dime');
  });

  it('gives the loonie–toonie hint when the loonie is chosen', () => {
    const loonie = toonieQuestion?.choices.find((choice) => choice.value === 'loonie');
    expect(loonie && lessonChoiceHint(loonie, {}, hints)).toBe(moneyBasicsHints['loonie-toonie']);
  });

  it('describes the toonie cards by their look only, and names the dime and nickel', () => {
    expect(toonieQuestion?.choices.map(checkCardText)).toEqual([
      'A gold-coloured coin with 11 sides and a loon',
      'A big coin with a silver ring, a gold centre and a polar bear',
      "A big silver coin with a caribou's head",
    ]);
    for (const choice of toonieQuestion?.choices ?? []) {
      expect(checkCardText(choice).toLowerCase()).not.toMatch(/toonie|loonie|quarter/);
    }
    expect(dimeQuestion?.choices.map(checkCardText)).toEqual([
      'Nickel: a medium silver coin with a beaver on a rock',
      'Dime: a small, thin, silver coin with a sailing ship',
    ]);
  });

  it('completes only after every step and both questions are right', () => {
    const shape = lessonShape(moneyBasicsLesson);
    let state = createLesson(shape);
    let completed = false;
    const act = (action: Parameters<typeof lessonTransition>[1]) => {
      const result = lessonTransition(state, action, shape);
      state = result.state;
      completed ||= result.completed;
    };
    for (let step = 0; step < 6; step += 1) {
      act({ type: 'step-done' });
      act({ type: 'next' });
    }
    expect(state.part).toBe('check');
    act({ type: 'select', value: 'loonie' });
    act({ type: 'check' });
    expect(state.phase).toBe('incorrect');
    expect(state.message).toBe(moneyBasicsHints['loonie-toonie']);
    act({ type: 'retry' });
    act({ type: 'select', value: 'toonie' });
    act({ type: 'check' });
    act({ type: 'next' });
    act({ type: 'select', value: 'nickel' });
    act({ type: 'check' });
    expect(state.message).toBe(moneyBasicsHints['M-SIZE']);
    expect(completed).toBe(false);
    act({ type: 'retry' });
    act({ type: 'select', value: 'dime' });
    act({ type: 'check' });
    act({ type: 'next' });
    expect(state.part).toBe('done');
    expect(completed).toBe(true);
  });
});

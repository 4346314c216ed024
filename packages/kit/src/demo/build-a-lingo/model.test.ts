import fc from 'fast-check';
import { createRng } from '../../index';
import { sumModel } from './model';

describe('sumModel', () => {
  it('names the mistake of subtracting', () => {
    const item = { key: '7+3', prompt: 'What is 7 + 3?', a: 7, b: 3 };
    expect(sumModel.check(item, 10)).toEqual({ correct: true });
    expect(sumModel.check(item, 4)).toEqual({ correct: false, misconception: 'subtracted' });
  });

  it('accepts exactly the sum, for every item of every step (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        fc.integer(),
        (step, seed, guess) => {
          const item = sumModel.generate(step, createRng(seed));
          expect(sumModel.check(item, guess).correct).toBe(guess === item.a + item.b);
        },
      ),
    );
  });
});

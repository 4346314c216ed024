import { describe, expect, it } from 'vitest';
import {
  joinPair,
  matchPairsMarks,
  matchPairsState,
  pairKeyOf,
  pairNumbers,
  partnerOf,
  removePair,
} from './matchPairsModel';

describe('joinPair', () => {
  it('adds a pair', () => {
    expect(joinPair({}, 'nickel', 'beaver')).toEqual({ nickel: 'beaver' });
  });

  it('gives a left item a new partner', () => {
    expect(joinPair({ nickel: 'ship' }, 'nickel', 'beaver')).toEqual({ nickel: 'beaver' });
  });

  it('takes a right item away from its old partner', () => {
    expect(joinPair({ dime: 'beaver', quarter: 'caribou' }, 'nickel', 'beaver')).toEqual({
      quarter: 'caribou',
      nickel: 'beaver',
    });
  });

  it('does not change its input', () => {
    const pairs = { dime: 'beaver' };
    joinPair(pairs, 'nickel', 'beaver');
    expect(pairs).toEqual({ dime: 'beaver' });
  });
});

describe('removePair', () => {
  it('removes the pair of a left item, and nothing else', () => {
    expect(removePair({ nickel: 'beaver', dime: 'ship' }, 'nickel')).toEqual({ dime: 'ship' });
    expect(removePair({ dime: 'ship' }, 'nickel')).toEqual({ dime: 'ship' });
  });
});

describe('partnerOf and pairKeyOf', () => {
  const pairs = { nickel: 'beaver' };

  it('finds the partner on either side', () => {
    expect(partnerOf(pairs, 'left', 'nickel')).toBe('beaver');
    expect(partnerOf(pairs, 'right', 'beaver')).toBe('nickel');
    expect(partnerOf(pairs, 'right', 'ship')).toBeUndefined();
  });

  it('keys a pair by its left item from either side', () => {
    expect(pairKeyOf(pairs, 'left', 'nickel')).toBe('nickel');
    expect(pairKeyOf(pairs, 'right', 'beaver')).toBe('nickel');
    expect(pairKeyOf(pairs, 'left', 'dime')).toBeUndefined();
  });
});

describe('pairNumbers', () => {
  it('numbers the pairs 1, 2, 3 in the order of the left column', () => {
    const numbers = pairNumbers({ quarter: 'caribou', nickel: 'beaver' }, [
      'nickel',
      'dime',
      'quarter',
    ]);
    expect([...numbers]).toEqual([
      ['nickel', 1],
      ['quarter', 2],
    ]);
  });
});

describe('matchPairsMarks', () => {
  it('marks each made pair against the solution', () => {
    expect(
      matchPairsMarks(
        { nickel: 'beaver', dime: 'caribou' },
        { nickel: 'beaver', dime: 'ship', quarter: 'caribou' },
      ),
    ).toEqual({ nickel: 'correct', dime: 'incorrect' });
  });
});

describe('matchPairsState', () => {
  const leftIds = ['nickel', 'dime'];

  it('is selecting while an item waits for its partner', () => {
    expect(matchPairsState({ leftIds, marks: { nickel: 'incorrect' }, selecting: true })).toBe(
      'selecting',
    );
  });

  it('is incorrect with any wrong pair, correct with every pair right', () => {
    expect(matchPairsState({ leftIds, marks: { nickel: 'incorrect' }, selecting: false })).toBe(
      'incorrect',
    );
    expect(
      matchPairsState({ leftIds, marks: { nickel: 'correct', dime: 'correct' }, selecting: false }),
    ).toBe('correct');
    expect(matchPairsState({ leftIds, marks: { nickel: 'correct' }, selecting: false })).toBe(
      'idle',
    );
  });
});

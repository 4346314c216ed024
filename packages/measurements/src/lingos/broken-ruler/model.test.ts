import {
  createRng,
  createSession,
  sharedMasteryRules,
  transition,
  initialMastery,
} from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brokenRulerHints,
  brokenRulerKey,
  brokenRulerModel,
  brokenRulerObjectIds,
  brokenRulerPrompt,
  brokenRulerWorkedExample,
  checkBrokenRuler,
  describeBrokenRuler,
  generateBrokenRuler,
  isBrokenRulerAnswerReady,
  rulerPieceLength,
  type BrokenRulerAnswer,
  type BrokenRulerItem,
  type SamClaim,
} from './model';

/** A nail from `start` to `start + length` on a piece starting at `rulerStart`. */
function itemOf(
  start: number,
  length: number,
  options: { step?: number; rulerStart?: number; claim?: SamClaim; choices?: number[] } = {},
): BrokenRulerItem {
  const step = options.step ?? 2;
  const rulerStart = options.rulerStart ?? start;
  const base = {
    step,
    task: (['count', 'type', 'choose', 'claim'] as const)[step - 1] ?? 'type',
    object: 'nail' as const,
    rulerStart,
    rulerEnd: rulerStart + rulerPieceLength,
    start,
    length,
    ...(options.claim ? { claim: options.claim } : {}),
    ...(options.choices ? { choices: options.choices } : {}),
  };
  return { ...base, key: brokenRulerKey(base), prompt: '' };
}

const itemsAt = (step: number, count = 400): BrokenRulerItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateBrokenRuler(step, createRng(seed)));

const length = (value: number): BrokenRulerAnswer => ({ kind: 'length', value });

describe('Broken Ruler generator', () => {
  it('step 1: the piece starts at 2 or 3, the object at its first mark, 2–6 cm, tap to count', () => {
    const starts = new Set<number>();
    for (const item of itemsAt(1)) {
      expect([2, 3]).toContain(item.rulerStart);
      expect(item.start).toBe(item.rulerStart);
      expect(item.length).toBeGreaterThanOrEqual(2);
      expect(item.length).toBeLessThanOrEqual(6);
      expect(item.task).toBe('count');
      expect(item.prompt).toMatch(/^How long is the [a-z ]+\? Tap the spaces to count them\.$/);
      starts.add(item.start);
    }
    expect([...starts].sort()).toEqual([2, 3]);
  });

  it('step 2: the object starts at mark 1–8 and is 3–10 cm; no counting help', () => {
    for (const item of itemsAt(2)) {
      expect(item.start).toBeGreaterThanOrEqual(1);
      expect(item.start).toBeLessThanOrEqual(8);
      expect(item.length).toBeGreaterThanOrEqual(3);
      expect(item.length).toBeLessThanOrEqual(10);
      expect(item.task).toBe('type');
      expect(item.prompt).toBe(`How long is the ${item.object.replace('-', ' ')}?`);
    }
  });

  it('step 3: mark 3–12, 3–12 cm, 3 cards: the length, the end number and the length + 1', () => {
    for (const item of itemsAt(3)) {
      expect(item.start).toBeGreaterThanOrEqual(3);
      expect(item.start).toBeLessThanOrEqual(12);
      expect(item.length).toBeGreaterThanOrEqual(3);
      expect(item.length).toBeLessThanOrEqual(12);
      expect([...(item.choices ?? [])].sort((a, b) => a - b)).toEqual(
        [item.length, item.length + 1, item.start + item.length].sort((a, b) => a - b),
      );
      expect(new Set(item.choices).size).toBe(3);
    }
  });

  it('step 4: start 2–10, 3–10 cm; Sam is right in about 1 of 4 items; a wrong Sam names a wrong length', () => {
    const items = itemsAt(4, 2000);
    let right = 0;
    for (const item of items) {
      expect(item.start).toBeGreaterThanOrEqual(2);
      expect(item.start).toBeLessThanOrEqual(10);
      expect(item.length).toBeGreaterThanOrEqual(3);
      expect(item.length).toBeLessThanOrEqual(10);
      const claim = item.claim as SamClaim;
      expect(claim.right).toBe(claim.length === item.length);
      if (claim.right) right += 1;
      if (claim.reason === 'end') expect(claim.length).toBe(item.start + item.length);
      if (claim.reason === 'marks') expect(claim.length).toBe(item.length + 1);
    }
    expect(right / items.length).toBeGreaterThan(0.2);
    expect(right / items.length).toBeLessThan(0.3);
  });

  it('uses the five objects of measurements.md, and every one comes up', () => {
    const seen = new Set(itemsAt(2).map((item) => item.object));
    expect([...seen].sort()).toEqual([...brokenRulerObjectIds].sort());
  });

  it('the piece never starts at 0, starts at or before the object and reaches past its end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateBrokenRuler(step, createRng(seed));
          expect(item.rulerStart).toBeGreaterThanOrEqual(1);
          expect(item.rulerStart).toBeLessThanOrEqual(item.start);
          expect(item.start - item.rulerStart).toBeLessThanOrEqual(2);
          expect(item.rulerEnd - item.rulerStart).toBe(rulerPieceLength);
          expect(item.start + item.length).toBeLessThan(item.rulerEnd);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('every generated item has exactly one right answer among the answers its widget offers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateBrokenRuler(step, createRng(seed));
          // The reference: the spaces between the marks, counted one by one.
          let spaces = 0;
          for (let mark = item.start; mark < item.start + item.length; mark += 1) spaces += 1;
          const typed = Array.from({ length: 40 }, (_unused, value) => value);
          const answers: BrokenRulerAnswer[] =
            item.task === 'claim'
              ? [
                  { kind: 'claim', verdict: 'yes' },
                  ...typed.map((value): BrokenRulerAnswer => ({
                    kind: 'claim',
                    verdict: 'no',
                    value,
                  })),
                ]
              : item.task === 'choose'
                ? (item.choices ?? []).map(length)
                : typed.map(length);
          const right = answers.filter((answer) => checkBrokenRuler(item, answer).correct);
          expect(right).toHaveLength(1);
          const [only] = right;
          if (item.task === 'claim') {
            expect(only).toEqual(
              item.claim?.right
                ? { kind: 'claim', verdict: 'yes' }
                : { kind: 'claim', verdict: 'no', value: spaces },
            );
          } else {
            expect(only).toEqual(length(spaces));
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('a session never serves the same item twice in a row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const config = { model: brokenRulerModel, rules: sharedMasteryRules };
          let state = createSession(config, { seed, mastery: initialMastery(4, { step }) });
          let previous = state.item?.key;
          for (let index = 0; index < 12; index += 1) {
            // Answer with a length no item has, so the step stays put.
            state = transition(state, { type: 'submit', answer: length(99) }, config).state;
            state = transition(state, { type: 'next' }, config).state;
            if (state.phase === 'worked-example') {
              while (state.phase === 'worked-example') {
                state = transition(state, { type: 'next' }, config).state;
              }
            }
            expect(state.item?.key).not.toBe(previous);
            previous = state.item?.key;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Broken Ruler prompts', () => {
  it('step 4 says what Sam claims and why, written with cm and spoken with centimetres', () => {
    const item = itemOf(4, 5, { step: 4, claim: { length: 9, reason: 'end', right: false } });
    expect(brokenRulerPrompt(item)).toBe(
      'Sam says the nail is 9 cm because it ends at 9. Is Sam right?',
    );
    expect(brokenRulerPrompt(item, true)).toBe(
      'Sam says the nail is 9 centimetres because it ends at 9. Is Sam right?',
    );
    const marks = itemOf(4, 5, { step: 4, claim: { length: 6, reason: 'marks', right: false } });
    expect(brokenRulerPrompt(marks)).toBe(
      'Sam says the nail is 6 cm because he counted 6 marks. Is Sam right?',
    );
    const takeAway = itemOf(4, 5, {
      step: 4,
      claim: { length: 5, reason: 'take-away', right: true },
    });
    expect(brokenRulerPrompt(takeAway)).toBe(
      'Sam says the nail is 5 cm because 9 take away 4 is 5. Is Sam right?',
    );
  });

  it('a generated step-4 item carries the spoken prompt for read-aloud', () => {
    const item = itemsAt(4, 1)[0] as BrokenRulerItem;
    expect(item.speech).toMatch(/centimetres? because/);
    expect(item.prompt).toMatch(/ cm because/);
  });

  it('names a bead string by its noun', () => {
    const item = { ...itemOf(4, 5), object: 'bead-string' as const };
    expect(brokenRulerPrompt(item)).toBe('How long is the bead string?');
  });
});

describe('Broken Ruler answer rule', () => {
  it('the length is the end mark take away the start mark', () => {
    expect(checkBrokenRuler(itemOf(4, 5), length(5))).toEqual({ correct: true });
  });

  it('giving the end number names it, of the item’s own object', () => {
    const result = checkBrokenRuler({ ...itemOf(4, 5), object: 'key' }, length(9));
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('end-number');
    expect(result.message).toBe(
      'The key does not start at 0. Count the spaces from where it starts, or take away the start number.',
    );
  });

  it('one more than the length is the marks counted, said from the item’s start mark', () => {
    const result = checkBrokenRuler(itemOf(4, 5), length(6));
    expect(result.misconception).toBe('counted-marks');
    expect(result.message).toBe(
      'Count the jumps between marks, not the marks. From 4 to 5 is 1 centimetre.',
    );
    expect(result.message).toBe(brokenRulerHints['counted-marks']);
  });

  it('the nail from 4 to 9 gives the end-number hint word for word', () => {
    expect(checkBrokenRuler(itemOf(4, 5), length(9)).message).toBe(brokenRulerHints['end-number']);
  });

  it('another wrong length names nothing: the default hint', () => {
    const result = checkBrokenRuler(itemOf(4, 5), length(3));
    expect(result).toEqual({ correct: false });
  });

  it('at step 4, Yes is right only when Sam is right', () => {
    const right = itemOf(4, 5, { step: 4, claim: { length: 5, reason: 'spaces', right: true } });
    expect(checkBrokenRuler(right, { kind: 'claim', verdict: 'yes' }).correct).toBe(true);
    const no = checkBrokenRuler(right, { kind: 'claim', verdict: 'no', value: 5 });
    expect(no.correct).toBe(false);
    expect(no.misconception).toBe('sam-right');
    expect(no.marks).toEqual({ verdict: 'incorrect' });
  });

  it('at step 4, Yes to a wrong Sam names Sam’s own slip', () => {
    const end = itemOf(4, 5, { step: 4, claim: { length: 9, reason: 'end', right: false } });
    const yes = checkBrokenRuler(end, { kind: 'claim', verdict: 'yes' });
    expect(yes.correct).toBe(false);
    expect(yes.misconception).toBe('end-number');
    expect(yes.marks).toEqual({ verdict: 'incorrect' });
    const marks = itemOf(4, 5, { step: 4, claim: { length: 6, reason: 'marks', right: false } });
    expect(checkBrokenRuler(marks, { kind: 'claim', verdict: 'yes' }).misconception).toBe(
      'counted-marks',
    );
  });

  it('at step 4, No is right only with the right length typed: both parts count', () => {
    const end = itemOf(4, 5, { step: 4, claim: { length: 9, reason: 'end', right: false } });
    expect(checkBrokenRuler(end, { kind: 'claim', verdict: 'no', value: 5 })).toEqual({
      correct: true,
      marks: { verdict: 'correct', length: 'correct' },
    });
    const wrong = checkBrokenRuler(end, { kind: 'claim', verdict: 'no', value: 6 });
    expect(wrong.correct).toBe(false);
    expect(wrong.misconception).toBe('counted-marks');
    expect(wrong.marks).toEqual({ verdict: 'correct', length: 'incorrect' });
    expect(checkBrokenRuler(end, { kind: 'claim', verdict: 'no' }).correct).toBe(false);
  });

  it('matches plain arithmetic for any start and length (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 40 }),
        (start, size, typed) => {
          const item = itemOf(start, size);
          const end = start + size;
          const result = checkBrokenRuler(item, length(typed));
          expect(result.correct).toBe(typed === end - start);
          if (typed === end && end !== end - start) expect(result.misconception).toBe('end-number');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is ready to check with a length, Yes, or No and a length', () => {
    expect(isBrokenRulerAnswerReady(length(0))).toBe(true);
    expect(isBrokenRulerAnswerReady({ kind: 'claim', verdict: 'yes' })).toBe(true);
    expect(isBrokenRulerAnswerReady({ kind: 'claim', verdict: 'no' })).toBe(false);
    expect(isBrokenRulerAnswerReady({ kind: 'claim', verdict: 'no', value: 4 })).toBe(true);
  });
});

describe('Broken Ruler worked example and answer text', () => {
  it('solves the nail from 4 to 9 step by step', () => {
    expect(brokenRulerWorkedExample(itemOf(4, 5)).map((step) => step.text)).toEqual([
      'The nail starts at the 4 mark.',
      'It ends at the 9 mark.',
      'Count the spaces from 4 to 9: 5. Or take away: 9 take away 4 is 5.',
      'The nail is 5 cm long.',
    ]);
    expect(brokenRulerWorkedExample(itemOf(4, 5)).at(-1)?.speech).toBe(
      'The nail is 5 centimetres long.',
    );
  });

  it('at step 4 ends with Sam’s claim judged', () => {
    const wrong = itemOf(4, 5, { step: 4, claim: { length: 9, reason: 'end', right: false } });
    expect(brokenRulerWorkedExample(wrong).at(-1)?.text).toBe(
      'So Sam is not right: the nail is 5 cm, not 9 cm.',
    );
    const right = itemOf(4, 5, { step: 4, claim: { length: 5, reason: 'spaces', right: true } });
    expect(brokenRulerWorkedExample(right).at(-1)?.text).toBe('So Sam is right.');
  });

  it('describes the answer after it is given', () => {
    expect(describeBrokenRuler(itemOf(4, 5))).toBe('5 cm, from the 4 mark to the 9 mark');
    const wrong = itemOf(4, 5, { step: 4, claim: { length: 9, reason: 'end', right: false } });
    expect(describeBrokenRuler(wrong)).toBe(
      'Sam is not right: 5 cm, from the 4 mark to the 9 mark',
    );
  });
});

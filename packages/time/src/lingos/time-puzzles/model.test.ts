import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFromTime } from '../../model/elapsed';
import { faceMinutes, readingLevelOf } from '../../model/time';
import {
  brokenClockHint,
  checkTimePuzzle,
  clueText,
  describeTimePuzzle,
  firstBrokenClue,
  generateTimePuzzle,
  puzzleCardText,
  puzzleText,
  puzzleWorkedExample,
  riddleSolutions,
  satisfies,
  timePuzzleHints,
  timePuzzlesModel,
  unitPhrase,
  type Clue,
  type Puzzle,
  type TimePuzzleAnswer,
  type TimePuzzleItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(puzzle: Puzzle, step = 1): TimePuzzleItem {
  return { key: 'test', prompt: 'test', step, puzzle };
}

function rightAnswer(puzzle: Puzzle): TimePuzzleAnswer {
  switch (puzzle.type) {
    case 'riddle':
      return {
        kind: 'time',
        entry: entryFromTime(puzzle.answer, puzzle.space === 'day' ? '12h' : 'face'),
      };
    case 'broken-clock':
      return puzzle.ask === 'time'
        ? { kind: 'time', entry: entryFromTime(puzzle.time, 'face') }
        : { kind: 'choice', id: String((puzzle.time % 60) / 5 || 12) };
    case 'odd-one-out':
      return { kind: 'choice', id: puzzle.odd };
    case 'units':
      return { kind: 'choice', id: puzzle.answer };
  }
}

const many = (step: number, count = 200): TimePuzzleItem[] =>
  Array.from({ length: count }, (_, seed) => generateTimePuzzle(step, createRng(seed)));

describe('clues', () => {
  it('"I am between 3:00 and 4:00. My long hand points at 9." has one answer: 3:45', () => {
    const clues: Clue[] = [
      { kind: 'between', hour: 3 },
      { kind: 'long-hand', number: 9 },
    ];
    expect(riddleSolutions(clues, 'face')).toEqual([at(3, 45)]);
    expect(clues.map(clueText)).toEqual([
      'I am between 3:00 and 4:00.',
      'My long hand points at 9.',
    ]);
  });

  it('"In 20 minutes it will be 5:05." leaves 4:45', () => {
    const jump: Clue = { kind: 'jump', minutes: 20, time: at(5, 5), withMeridiem: false };
    expect(clueText(jump)).toBe('In 20 minutes it will be 5:05.');
    expect(riddleSolutions([jump], 'face')).toEqual([at(4, 45)]);
    expect(clueText({ kind: 'jump', minutes: -20, time: at(4, 45), withMeridiem: false })).toBe(
      '20 minutes ago it was 4:45.',
    );
  });

  it('the half of the day only matters with AM/PM', () => {
    const pm: Clue = { kind: 'meridiem', pm: true };
    expect(satisfies(pm, at(15, 0), 'day')).toBe(true);
    expect(satisfies(pm, at(3, 0), 'day')).toBe(false);
    expect(riddleSolutions([pm, { kind: 'short-hand', hour: 3 }], 'day')).toEqual([at(15, 0)]);
  });

  it('the long hand past the 6, and a jump of the long hand', () => {
    expect(satisfies({ kind: 'side', pastSix: true }, at(4, 35), 'face')).toBe(true);
    expect(satisfies({ kind: 'side', pastSix: true }, at(4, 30), 'face')).toBe(false);
    expect(satisfies({ kind: 'jump-long-hand', minutes: 20, number: 1 }, at(4, 45), 'face')).toBe(
      true,
    );
    expect(
      firstBrokenClue(
        [
          { kind: 'between', hour: 3 },
          { kind: 'long-hand', number: 9 },
        ],
        at(3, 15),
        'face',
      ),
    ).toBe(2);
  });
});

describe('generateTimePuzzle', () => {
  it('step 1: riddles with 2 clues and odd-one-out with 3 cards, answers R1–R3', () => {
    const types = new Set<string>();
    for (const generated of many(1)) {
      const { puzzle } = generated;
      types.add(puzzle.type);
      if (puzzle.type === 'riddle') {
        expect(puzzle.clues).toHaveLength(2);
        expect(['R1', 'R2', 'R3']).toContain(readingLevelOf(puzzle.answer));
        expect(puzzle.choices).toContain(puzzle.answer);
        expect(puzzle.choices?.length).toBeGreaterThanOrEqual(3);
      } else if (puzzle.type === 'odd-one-out') {
        expect(puzzle.cards).toHaveLength(3);
      }
    }
    expect(types).toEqual(new Set(['riddle', 'odd-one-out']));
  });

  it('step 2: broken clocks on a number or ¼, ½, ¾ of the way; units with half and quarter hours', () => {
    const types = new Set<string>();
    for (const generated of many(2)) {
      const { puzzle } = generated;
      types.add(puzzle.type);
      if (puzzle.type === 'broken-clock') expect([0, 15, 30, 45]).toContain(puzzle.time % 60);
      if (puzzle.type === 'units') {
        expect(puzzle.question).toBe('longer');
        expect(puzzle.options[0].value).not.toBe(puzzle.options[1].value);
      }
    }
    expect(types).toEqual(new Set(['broken-clock', 'units']));
  });

  it('step 3: riddles with 3 clues, one a jump, R4; odd-one-out with 4 cards incl. words and 24 h', () => {
    for (const generated of many(3)) {
      const { puzzle } = generated;
      if (puzzle.type === 'riddle') {
        expect(puzzle.clues).toHaveLength(3);
        expect(
          puzzle.clues.some((clue) => clue.kind === 'jump' || clue.kind === 'jump-long-hand'),
        ).toBe(true);
        expect(readingLevelOf(puzzle.answer)).toBe('R4');
      } else if (puzzle.type === 'odd-one-out') {
        expect(puzzle.cards).toHaveLength(4);
        const forms = puzzle.cards.map((card) => card.form);
        expect(forms).toContain('words-day');
        expect(forms).toContain('24h');
      }
    }
  });

  it('step 4: all types mixed, units with 100–200 min or AM/PM against 24 h', () => {
    const items = many(4, 400);
    expect(new Set(items.map((generated) => generated.puzzle.type))).toEqual(
      new Set(['riddle', 'broken-clock', 'odd-one-out', 'units']),
    );
    const units = items.flatMap((generated) =>
      generated.puzzle.type === 'units' ? [generated.puzzle] : [],
    );
    expect(units.some((puzzle) => puzzle.question === 'later')).toBe(true);
    for (const puzzle of units) {
      if (puzzle.question === 'longer') {
        const minutes = puzzle.options.find((option) => /^\d+ minutes$/.test(option.text));
        expect(minutes?.value).toBeGreaterThanOrEqual(100);
        expect(minutes?.value).toBeLessThanOrEqual(200);
      }
    }
  });

  it('every riddle has exactly one solution, and it is the answer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const { puzzle } = generateTimePuzzle(step, createRng(seed));
        if (puzzle.type !== 'riddle') return;
        const solutions = riddleSolutions(puzzle.clues, puzzle.space);
        expect(solutions).toEqual([
          puzzle.space === 'day' ? puzzle.answer : faceMinutes(puzzle.answer),
        ]);
      }),
      { numRuns: 150 },
    );
  });

  it('every odd-one-out has exactly one odd card (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 3, 4), fc.integer(), (step, seed) => {
        const { puzzle } = generateTimePuzzle(step, createRng(seed));
        if (puzzle.type !== 'odd-one-out') return;
        const value = (time: number): number =>
          puzzle.compareBy === 'day' ? time : faceMinutes(time);
        const odd = puzzle.cards.filter(
          (card) =>
            puzzle.cards.filter((other) => value(other.time) === value(card.time)).length === 1,
        );
        expect(odd.map((card) => card.id)).toEqual([puzzle.odd]);
      }),
    );
  });

  it('every item accepts its right answer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateTimePuzzle(step, createRng(seed));
        expect(checkTimePuzzle(generated, rightAnswer(generated.puzzle))).toEqual({
          correct: true,
        });
        expect(puzzleWorkedExample(generated).length).toBeGreaterThan(1);
      }),
      { numRuns: 150 },
    );
  });
});

describe('checkTimePuzzle', () => {
  const riddle: Puzzle = {
    type: 'riddle',
    clues: [
      { kind: 'between', hour: 3 },
      { kind: 'long-hand', number: 9 },
    ],
    space: 'face',
    answer: at(3, 45),
  };

  it('a wrong riddle answer: one clue at a time, naming the clue it breaks', () => {
    expect(checkTimePuzzle(item(riddle), { kind: 'time', entry: { hour: 4, minute: 45 } })).toEqual(
      {
        correct: false,
        misconception: 'riddle',
        message:
          "Use one clue at a time. Clue 1 leaves only the 3 o'clock hour. Your time does not fit clue 1.",
      },
    );
    expect(timePuzzleHints.riddle).toBe(
      "Use one clue at a time. Clue 1 leaves only the 3 o'clock hour.",
    );
    expect(checkTimePuzzle(item(riddle), { kind: 'time', entry: { hour: 3, minute: 75 } })).toEqual(
      {
        correct: false,
        misconception: 'H-60',
      },
    );
  });

  it('a riddle with AM/PM needs the right half of the day', () => {
    const dayRiddle: Puzzle = {
      type: 'riddle',
      clues: [
        { kind: 'meridiem', pm: true },
        { kind: 'between', hour: 3 },
        { kind: 'jump', minutes: 20, time: at(16, 5), withMeridiem: true },
      ],
      space: 'day',
      answer: at(15, 45),
    };
    expect(
      checkTimePuzzle(item(dayRiddle, 4), {
        kind: 'time',
        entry: { hour: 3, minute: 45, meridiem: 'PM' },
      }).correct,
    ).toBe(true);
    expect(
      checkTimePuzzle(item(dayRiddle, 4), {
        kind: 'time',
        entry: { hour: 3, minute: 45, meridiem: 'AM' },
      }).correct,
    ).toBe(false);
  });

  it('the broken clock: halfway to the next number is 30 minutes', () => {
    const broken: Puzzle = {
      type: 'broken-clock',
      time: at(2, 30),
      ask: 'long-hand',
      numbers: [12, 3, 6, 9],
    };
    expect(checkTimePuzzle(item(broken, 2), { kind: 'choice', id: '6' })).toEqual({
      correct: true,
    });
    expect(checkTimePuzzle(item(broken, 2), { kind: 'choice', id: '3' })).toEqual({
      correct: false,
      misconception: 'broken-clock',
      message: timePuzzleHints['broken-clock'],
    });
    expect(brokenClockHint(at(2, 15))).toBe(
      'The short hand is a quarter of the way to the next number, so the long hand has gone a quarter of the way round: 15 minutes.',
    );
    expect(puzzleText(broken)).toBe('A clock with only the short hand, halfway between 2 and 3.');
  });

  it('the broken clock asking the time compares face values', () => {
    const broken: Puzzle = {
      type: 'broken-clock',
      time: at(2, 45),
      ask: 'time',
      choices: [at(2, 45), at(3, 45), at(2, 15)],
    };
    expect(
      checkTimePuzzle(item(broken, 2), { kind: 'time', entry: { hour: 2, minute: 45 } }).correct,
    ).toBe(true);
    expect(
      checkTimePuzzle(item(broken, 2), { kind: 'time', entry: { hour: 3, minute: 45 } })
        .misconception,
    ).toBe('broken-clock');
  });

  it('units: 90 minutes against 1 hour 20 minutes', () => {
    const units: Puzzle = {
      type: 'units',
      question: 'longer',
      options: [
        { id: 'a', text: '90 minutes', value: 90 },
        { id: 'b', text: '1 hour 20 minutes', value: 80 },
      ],
      answer: 'a',
    };
    expect(checkTimePuzzle(item(units, 2), { kind: 'choice', id: 'a' })).toEqual({ correct: true });
    expect(checkTimePuzzle(item(units, 2), { kind: 'choice', id: 'b' })).toEqual({
      correct: false,
      misconception: 'units',
      message: '1 hour is 60 minutes, so 1 hour 20 minutes is 80 minutes.',
    });
    expect(unitPhrase(90)).toBe('1 and a half hours');
    expect(unitPhrase(15)).toBe('a quarter of an hour');
  });

  it('units: which is later, 15:20 or 2:50 PM?', () => {
    const later: Puzzle = {
      type: 'units',
      question: 'later',
      options: [
        { id: 'a', text: '15:20', value: at(15, 20) },
        { id: 'b', text: '2:50 PM', value: at(14, 50) },
      ],
      answer: 'a',
    };
    expect(checkTimePuzzle(item(later, 4), { kind: 'choice', id: 'b' }).message).toBe(
      '15:20 is 3:20 PM: take 12 away from the hour. Then compare the two PM times.',
    );
    expect(describeTimePuzzle(item(later, 4))).toBe('15:20');
  });

  it('odd one out', () => {
    const odd: Puzzle = {
      type: 'odd-one-out',
      cards: [
        { id: 'a', time: at(3, 15), form: 'digital' },
        { id: 'b', time: at(3, 15), form: 'words' },
        { id: 'c', time: at(3, 45), form: 'analog' },
      ],
      odd: 'c',
      compareBy: 'face',
    };
    expect(checkTimePuzzle(item(odd), { kind: 'choice', id: 'c' })).toEqual({ correct: true });
    expect(checkTimePuzzle(item(odd), { kind: 'choice', id: 'a' })).toEqual({
      correct: false,
      misconception: 'odd-one-out',
    });
    expect(puzzleText(odd)).toBe(
      'Card A: 3:15. Card B: quarter past 3. Card C: a clock. The short hand is close to 4. The long hand points at 9.',
    );
    expect(puzzleWorkedExample(item(odd)).at(-1)?.text).toBe(
      'The other cards all show 3:15. Card C, 3:45, is the odd one out.',
    );
  });

  it('names a clock card’s sky with its article: "an evening sky", "a morning sky"', () => {
    expect(puzzleCardText({ id: 'a', time: at(18, 15), form: 'sky' })).toMatch(
      /^a clock with an evening sky\. The short hand /,
    );
    expect(puzzleCardText({ id: 'a', time: at(9, 15), form: 'sky' })).toMatch(
      /^a clock with a morning sky\. /,
    );
  });

  it('works a riddle through clue by clue', () => {
    expect(timePuzzlesModel.workedExample(item(riddle)).map((step) => step.text)).toEqual([
      "Clue 1: I am between 3:00 and 4:00. That leaves only the 3 o'clock hour.",
      'Clue 2: My long hand points at 9. That leaves only times at 45 minutes past.',
      'Only one time fits every clue: 3:45.',
    ]);
  });
});

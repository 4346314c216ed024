import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem, utteranceText } from '../../model/speechRules';
import {
  checkTeamSort,
  describeTeamSort,
  dropText,
  cardText,
  fitsBins,
  gapText,
  isSortDone,
  sortSpeech,
  teamSortHints,
  teamSortHintSpeech,
  teamSortModel,
  teamSortWorkedExample,
  teamSpeech,
  type TeamCard,
  type TeamSortAnswer,
  type TeamSortItem,
  type TeamSortTask,
} from './model';
import {
  parseTeamWords,
  teamWordProblems,
  teamWords,
  type LetterTeam,
  type TeamWord,
} from './teamWords';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const teams = ['sh', 'ch', 'th', 'wh', 'ck'];

const word = (text: string): TeamWord => {
  const found = teamWords.find((entry) => entry.word === text);
  if (!found) throw new Error(`no word ${text}`);
  return found;
};
const card = (text: string): TeamCard => ({ id: `card-${text}`, word: word(text) });
const itemOf = (task: TeamSortTask, step = 2): TeamSortItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});
const sortOf = (bins: LetterTeam[], words: string[]) =>
  itemOf({ kind: 'sort', bins, cards: words.map(card) });

/** The teams a word's letters hold, read letter pair by letter pair (independent of the model). */
function pairsIn(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let index = 0; index + 1 < text.length; index += 1) pairs.add(text.slice(index, index + 2));
  return new Set(teams.filter((team) => pairs.has(team)));
}

const spokenOf = (speech: string | readonly (string | { text: string })[] | undefined) =>
  speech === undefined ? [] : typeof speech === 'string' ? [speech] : speech.map(utteranceText);

describe('the word bank', () => {
  it("holds words.md's 42 words, none skipped, ck only at the end", () => {
    expect(teamWords).toHaveLength(42);
    expect(teamWordProblems).toEqual([]);
    expect(teamWords.filter((entry) => entry.team === 'ck').every((e) => e.at === 'end')).toBe(
      true,
    );
    expect(word('fish')).toMatchObject({ team: 'sh', at: 'end', emoji: '🐟' });
    expect(word('wheel')).toMatchObject({ team: 'wh', at: 'start', emoji: '🛞' });
  });

  it('skips a bad entry with a clear message and keeps the rest', () => {
    const parsed = parseTeamWords(
      [
        { word: 'ship', emoji: '🚢', team: 'sh', at: 'start' },
        { word: 'shop', team: 'xx', at: 'start' },
        { word: 'chip', team: 'sh', at: 'start' },
        { word: 'ckoo', team: 'ck', at: 'start' },
        { word: 'c4t', team: 'ch', at: 'end' },
        { word: 'bath', team: 'th', at: 'middle' },
        'lunch',
      ],
      'teacher-list',
    );
    expect(parsed.entries.map((entry) => entry.word)).toEqual(['ship']);
    expect(parsed.problems).toEqual([
      "Skipped 'shop' in teacher-list: its team is one of sh, ch, th, wh, ck.",
      "Skipped 'chip' in teacher-list: the word does not start with sh.",
      "Skipped 'ckoo' in teacher-list: ck is at the end of a word only.",
      "Skipped 'c4t' in teacher-list: a word is letters only.",
      "Skipped 'bath' in teacher-list: its team is 'start' or 'end'.",
      "Skipped 'lunch' in teacher-list: its team is one of sh, ch, th, wh, ck.",
    ]);
  });

  it('never throws on something that is not a list', () => {
    expect(parseTeamWords({ words: [] }).entries).toEqual([]);
  });
});

describe('fitsBins', () => {
  it('leaves chick out when ch and ck are both bins, and wheelchair when wh and ch are', () => {
    expect(fitsBins(word('chick'), ['sh', 'ch'])).toBe(true);
    expect(fitsBins(word('chick'), ['ch', 'th', 'wh', 'ck'])).toBe(false);
    expect(fitsBins(word('wheelchair'), ['sh', 'th', 'wh', 'ck'])).toBe(true);
    expect(fitsBins(word('wheelchair'), ['sh', 'ch', 'wh', 'ck'])).toBe(false);
  });
});

describe('the generator', () => {
  const generate = teamSortModel.generate;

  it('step 1: 6 cards into sh and ch, teams at the start only', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(1, createRng(seed));
        if (item.task.kind !== 'sort') return false;
        expect(item.task.bins).toEqual(['sh', 'ch']);
        expect(item.task.cards).toHaveLength(6);
        expect(item.task.cards.every((each) => each.word.at === 'start')).toBe(true);
        return true;
      }),
    );
  });

  it('step 2: 6 cards into sh, ch and th, teams at the start only', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(2, createRng(seed));
        if (item.task.kind !== 'sort') return false;
        expect(item.task.bins).toEqual(['sh', 'ch', 'th']);
        expect(item.task.cards).toHaveLength(6);
        expect(item.task.cards.every((each) => each.word.at === 'start')).toBe(true);
        return true;
      }),
    );
  });

  it('step 3: 8 cards into 4 of the 5 teams, at least one team at the end', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(3, createRng(seed));
        if (item.task.kind !== 'sort') return false;
        expect(item.task.bins).toHaveLength(4);
        expect(new Set(item.task.bins).size).toBe(4);
        expect(item.task.cards).toHaveLength(8);
        expect(item.task.cards.some((each) => each.word.at === 'end')).toBe(true);
        return true;
      }),
    );
  });

  it('every card has exactly one right bin, and every bin gets a card', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const item = generate(step, createRng(seed));
        if (item.task.kind !== 'sort') return false;
        const { bins, cards } = item.task;
        for (const each of cards) {
          // The bins whose team the word's letters hold: only its own.
          const holding = bins.filter((bin) => pairsIn(each.word.word).has(bin));
          expect(holding).toEqual([each.word.team]);
        }
        for (const bin of bins) expect(cards.some((each) => each.word.team === bin)).toBe(true);
        expect(new Set(cards.map((each) => each.id)).size).toBe(cards.length);
        return true;
      }),
    );
  });

  it('step 4: a two-letter gap that exactly one of the five team tiles fills', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(4, createRng(seed));
        if (item.task.kind !== 'gap') return false;
        const { word: target, chunk, tiles } = item.task;
        expect([...tiles]).toEqual(teams);
        const filling = tiles.filter(
          (tile) => (target.at === 'start' ? tile + chunk : chunk + tile) === target.word,
        );
        expect(filling).toEqual([target.team]);
        expect(item.prompt).not.toContain(target.word);
        return true;
      }),
    );
  });

  it('never gives the same item twice in a row', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        let previous = generate(step, rng);
        for (let index = 0; index < 20; index += 1) {
          const next = generate(step, rng, { recentKeys: [previous.key] });
          expect(next.key).not.toBe(previous.key);
          previous = next;
        }
        return true;
      }),
      { numRuns: 30 },
    );
  });

  it('draws the gap as words.md does: __ip, fi__, du__', () => {
    expect(gapText(word('ship'))).toBe('__ip');
    expect(gapText(word('fish'))).toBe('fi__');
    expect(gapText(word('duck'))).toBe('du__');
  });
});

describe('the answer rule', () => {
  const item = sortOf(['sh', 'ch', 'th'], ['ship', 'fish', 'chair', 'peach', 'thumb', 'bath']);
  const right = {
    'card-ship': 'sh',
    'card-fish': 'sh',
    'card-chair': 'ch',
    'card-peach': 'ch',
    'card-thumb': 'th',
    'card-bath': 'th',
  } as const;

  it('is right when every card is in the bin of its team', () => {
    expect(checkTeamSort(item, { kind: 'sort', placement: right })).toMatchObject({
      correct: true,
    });
  });

  it('names sh and ch mixed up, marks the card and says the hint once', () => {
    const result = checkTeamSort(item, {
      kind: 'sort',
      placement: { ...right, 'card-ship': 'ch', 'card-peach': 'sh' },
    });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'sh-ch',
      message: teamSortHints['sh-ch'],
    });
    expect(result.marks).toMatchObject({
      'card-ship': 'incorrect',
      'card-peach': 'incorrect',
      'card-fish': 'correct',
    });
  });

  it("names the first card's mistake, and says each different hint once", () => {
    const result = checkTeamSort(item, {
      kind: 'sort',
      placement: { ...right, 'card-thumb': 'sh', 'card-chair': 'sh' },
    });
    // Chair comes before thumb: its misconception is named, and both hints are said.
    expect(result.misconception).toBe('sh-ch');
    expect(result.message).toBe(`${teamSortHints['sh-ch']} ${teamSortHints.th}`);
    expect(result.speech).toEqual([
      'S.',
      'and',
      'H.',
      'together is long and quiet, as in ship.',
      'C.',
      'and',
      'H.',
      'together is short and snappy, as in chick.',
      'For',
      'T.',
      'and',
      'H.',
      'together, put your tongue between your teeth, as in thumb.',
    ]);
  });

  it('names a wh word put in another bin, and ck mixed up', () => {
    const wide = sortOf(['sh', 'th', 'wh', 'ck'], ['whale', 'duck', 'shell', 'three']);
    const placement = {
      'card-whale': 'th',
      'card-duck': 'ck',
      'card-shell': 'sh',
      'card-three': 'th',
    } as const;
    expect(checkTeamSort(wide, { kind: 'sort', placement })).toMatchObject({
      misconception: 'wh',
      message: teamSortHints.wh,
    });
    expect(
      checkTeamSort(wide, {
        kind: 'sort',
        placement: { ...placement, 'card-whale': 'wh', 'card-duck': 'sh' },
      }),
    ).toMatchObject({ misconception: 'ck' });
  });

  it('asks for every card when one is left in the tray', () => {
    const partial = { ...right, 'card-bath': null };
    expect(checkTeamSort(item, { kind: 'sort', placement: partial })).toMatchObject({
      correct: false,
      misconception: 'not-sorted',
    });
    expect(isSortDone(item, partial)).toBe(false);
    expect(isSortDone(item, right)).toBe(true);
  });

  it('checks a gap by its tile', () => {
    const gap = itemOf(
      { kind: 'gap', word: word('fish'), chunk: 'fi', tiles: ['sh', 'ch', 'th', 'wh', 'ck'] },
      4,
    );
    expect(checkTeamSort(gap, { kind: 'gap', team: 'sh' })).toMatchObject({
      correct: true,
      marks: { gap: 'correct' },
    });
    expect(checkTeamSort(gap, { kind: 'gap', team: 'ch' })).toMatchObject({
      correct: false,
      misconception: 'sh-ch',
      speech: teamSortHintSpeech['sh-ch'],
      marks: { gap: 'incorrect' },
    });
    expect(checkTeamSort(gap, { kind: 'gap', team: null }).correct).toBe(false);
  });

  it('is right exactly when each card is in the bin its letters hold (property)', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 3 }),
        fc.infiniteStream(fc.nat()),
        (seed, step, picks) => {
          const generated = teamSortModel.generate(step, createRng(seed));
          if (generated.task.kind !== 'sort') return false;
          const { bins, cards } = generated.task;
          const iterator = picks[Symbol.iterator]();
          const placement = Object.fromEntries(
            cards.map((each) => [each.id, bins[(iterator.next().value as number) % bins.length]!]),
          );
          const expected = cards.every((each) =>
            pairsIn(each.word.word).has(placement[each.id] as string),
          );
          expect(checkTeamSort(generated, { kind: 'sort', placement }).correct).toBe(expected);
          return true;
        },
      ),
    );
  });
});

describe('texts', () => {
  it("reads a card and a drop as words.md's text alternative", () => {
    expect(cardText(word('fish'), ['sh', 'ch', 'th'])).toBe('Card: fish. Bins: sh, ch, th.');
    expect(dropText(word('fish'), 'sh')).toBe('Fish is in the sh bin.');
    expect(describeTeamSort(sortOf(['sh', 'ch'], ['fish', 'chair']))).toBe(
      'Correct: fish ends with sh. Correct: chair starts with ch.',
    );
  });
});

describe('speech', () => {
  it('says a team as its letter names and a key word, never a card of the item', () => {
    expect(teamSpeech('sh')).toEqual(['S.', 'and', 'H.', 'together, as in ship.']);
    expect(teamSpeech('sh', ['ship'])).toEqual(['S.', 'and', 'H.', 'together, as in shell.']);
    expect(teamSpeech('ck', ['duck'])).toEqual([
      'C.',
      'and',
      'K.',
      'together, as at the end of sock.',
    ]);
    expect(sortSpeech(['sh', 'ch'], ['ship', 'chair'])).toEqual([
      'Sort the pictures by their letter team.',
      'S.',
      'and',
      'H.',
      'together, as in ship.'.replace('ship', 'shell'),
      'C.',
      'and',
      'H.',
      'together, as in chick.',
    ]);
  });

  it('keeps the speech rules in every prompt and worked example, and never says a card as a key word', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = teamSortModel.generate(step, createRng(seed));
        const steps = teamSortWorkedExample(item);
        const spoken = [
          ...spokenOf(item.speech),
          ...steps.flatMap((each) => spokenOf(each.speech)),
        ];
        for (const utterance of spoken) expect(utteranceProblem(utterance), utterance).toBeNull();
        const words =
          item.task.kind === 'sort'
            ? item.task.cards.map((each) => each.word.word)
            : [item.task.word.word];
        const keyWords = spoken.filter((text) => text.startsWith('together,'));
        for (const text of keyWords)
          for (const target of words) expect(text).not.toContain(` ${target}.`);
        return true;
      }),
    );
  });

  it('walks a sort card by card into its bins', () => {
    const steps = teamSortWorkedExample(sortOf(['sh', 'ch'], ['fish', 'chair']));
    expect(steps).toEqual([
      {
        text: 'Fish ends with s and h together, as in ship. Into the sh bin.',
        speech: [
          'Fish ends with',
          'S.',
          'and',
          'H.',
          'together, as in ship.',
          'Into the',
          'S.',
          'H.',
          'bin.',
        ],
      },
      {
        text: 'Chair starts with c and h together, as in chick. Into the ch bin.',
        speech: [
          'Chair starts with',
          'C.',
          'and',
          'H.',
          'together, as in chick.',
          'Into the',
          'C.',
          'H.',
          'bin.',
        ],
      },
    ]);
  });

  it('works a gap through: the word, its team, the tile', () => {
    const gap = itemOf(
      { kind: 'gap', word: word('ship'), chunk: 'ip', tiles: ['sh', 'ch', 'th', 'wh', 'ck'] },
      4,
    );
    expect(teamSortWorkedExample(gap).map((each) => each.text)).toEqual([
      'Listen: ship.',
      'Ship starts with s and h together, as in shell.',
      'The sh tile fills the gap: ship.',
    ]);
  });

  it('speaks every hint and message by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = teamSortModel.generate(step, createRng(seed));
        const { task } = item;
        const answers: TeamSortAnswer[] = [];
        if (task.kind === 'gap') {
          answers.push(
            ...teams.map((team) => ({ kind: 'gap' as const, team: team as LetterTeam })),
          );
          answers.push({ kind: 'gap', team: null });
        } else {
          const right = Object.fromEntries(task.cards.map((each) => [each.id, each.word.team]));
          answers.push({ kind: 'sort', placement: { ...right, [task.cards[0]!.id]: null } });
          for (const each of task.cards) {
            for (const bin of task.bins) {
              answers.push({ kind: 'sort', placement: { ...right, [each.id]: bin } });
            }
          }
        }
        for (const answer of answers) {
          const result = checkTeamSort(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          const hint = result.message ?? teamSortHints[result.misconception ?? 'default'];
          for (const utterance of spokenOf(result.speech ?? hint)) {
            expect(utteranceProblem(utterance), hint).toBeNull();
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual(Object.keys(teamSortHints).sort());
  });
});

import {
  concepts,
  findLingo,
  footerText,
  getConcept,
  getLevel,
  isConceptId,
  levelCount,
  levelSummary,
  lingoCount,
  parseLingoPath,
} from './catalogue';
import type { Level } from './types';

function lingoIds(level: Level | undefined): string[] {
  return level?.lingos.map((lingo) => lingo.id) ?? [];
}

describe('concepts', () => {
  it('lists the six concepts in order', () => {
    expect(concepts.map((concept) => concept.id)).toEqual([
      'time',
      'money',
      'calendar',
      'words',
      'reading',
      'measurements',
    ]);
  });

  it('gives each concept its title, short name, icon and emoji', () => {
    expect(concepts.map((concept) => [concept.title, concept.name, concept.icon])).toEqual([
      ['One Upon a Time!', 'Time', 'clock'],
      ['Making Cents of Money!', 'Money', 'coins'],
      ['Calendar Quest', 'Calendar', 'calendar'],
      ['Word Weavers', 'Words', 'letters'],
      ['Reading Rangers', 'Reading', 'book'],
      ['Measure Masters', 'Measurements', 'ruler'],
    ]);
    expect(concepts.map((concept) => concept.iconEmoji)).toEqual([
      '🕰️',
      '🪙',
      '📅',
      '🔤',
      '📖',
      '📏',
    ]);
    expect(getConcept('time').iconEmojiFallback).toBe('⏰');
    expect(getConcept('money').iconEmojiFallback).toBe('💰');
  });

  it('gives every concept levels level-1, level-2 and level-3 numbered 1 to 3', () => {
    for (const concept of concepts) {
      expect(concept.levels.map((level) => [level.id, level.number])).toEqual([
        ['level-1', 1],
        ['level-2', 2],
        ['level-3', 3],
      ]);
    }
  });

  it('gives every concept, level and Lingo a title and a description', () => {
    for (const concept of concepts) {
      expect(concept.description).not.toBe('');
      for (const level of concept.levels) {
        expect(level.title).not.toBe('');
        expect(level.description).not.toBe('');
        for (const lingo of level.lingos) {
          expect(lingo.title).not.toBe('');
          expect(lingo.description).not.toBe('');
        }
      }
    }
  });

  it('gives every Lingo the path /concepts/{conceptId}/level-{n}/{lingoId}', () => {
    for (const concept of concepts) {
      for (const level of concept.levels) {
        for (const lingo of level.lingos) {
          expect(lingo.id).toMatch(new RegExp(`^lingo-${level.number}-\\d+$`));
          expect(lingo.path).toBe(`/concepts/${concept.id}/level-${level.number}/${lingo.id}`);
        }
      }
    }
  });

  it('marks exactly index 0 of each level as Learn, and it is the learn kind', () => {
    for (const concept of concepts) {
      for (const level of concept.levels) {
        for (const lingo of level.lingos) {
          if (lingo.id === `lingo-${level.number}-0`) {
            expect(lingo.isLearn).toBe(true);
            expect(lingo.kind).toBe('learn');
          } else {
            expect('isLearn' in lingo).toBe(false);
            expect(lingo.kind).not.toBe('learn');
          }
        }
      }
    }
  });

  it('lists each level in index order starting at 0', () => {
    for (const concept of concepts) {
      for (const level of concept.levels) {
        const indexes = level.lingos.map((lingo) => Number(lingo.id.split('-')[2]));
        expect(indexes[0]).toBe(0);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      }
    }
  });

  it('has no duplicate Lingo ids within a concept and no duplicate paths at all', () => {
    for (const concept of concepts) {
      const ids = concept.levels.flatMap(lingoIds);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const paths = concepts.flatMap((concept) =>
      concept.levels.flatMap((level) => level.lingos.map((lingo) => lingo.path)),
    );
    expect(paths).toHaveLength(90);
    expect(new Set(paths).size).toBe(90);
  });
});

describe('time', () => {
  const time = getConcept('time');

  it('has 19 Lingos in 3 levels of 5, 7 and 7', () => {
    expect(time.levels.map((level) => level.lingos.length)).toEqual([5, 7, 7]);
    expect(lingoCount(time)).toBe(19);
    expect(levelCount(time)).toBe(3);
    expect(footerText(time)).toBe('19 interactive lessons • 3 progressive levels');
  });

  it('has no lingo-1-3', () => {
    expect(lingoIds(time.levels[0])).toEqual([
      'lingo-1-0',
      'lingo-1-1',
      'lingo-1-2',
      'lingo-1-4',
      'lingo-1-5',
    ]);
    expect(findLingo('time', 'lingo-1-3')).toBeUndefined();
  });

  it('lists the Lingo titles in order', () => {
    expect(time.levels.flatMap((level) => level.lingos.map((lingo) => lingo.title))).toEqual([
      'Clock Basics',
      'The Living Clock',
      'Set the Time',
      'Time Sequence Puzzles',
      'Speed Clock Reading',
      'Time Math Basics',
      'Time Compare',
      'Looking Forward',
      'Looking Back',
      'Duration Calculator',
      'Time Comparison Speed',
      'Real-World Time Scenarios',
      'Advanced Time Concepts',
      'Time Puzzles',
      'Activity Sequencing',
      'Time Zone Converter',
      'Elapsed Time Calculator',
      'Time Pattern Recognition',
      'Master Time Challenge',
    ]);
  });

  it('has two Speed Lingos, 1-5 and 2-5', () => {
    const speed = time.levels.flatMap((level) =>
      level.lingos.filter((lingo) => lingo.kind === 'speed').map((lingo) => lingo.id),
    );
    expect(speed).toEqual(['lingo-1-5', 'lingo-2-5']);
  });
});

describe('money', () => {
  const money = getConcept('money');

  it('has 12 Lingos in 3 levels of 3, 6 and 3', () => {
    expect(money.levels.map((level) => level.lingos.length)).toEqual([3, 6, 3]);
    expect(lingoCount(money)).toBe(12);
    expect(levelCount(money)).toBe(3);
  });

  it('shows 12 in its footer, counted from the list', () => {
    expect(footerText(money)).toBe('12 interactive lessons • 3 progressive levels');
  });

  it('lists the Lingo titles in order, two of them Computational Playground', () => {
    expect(money.levels.flatMap((level) => level.lingos.map((lingo) => lingo.title))).toEqual([
      'Money Basics',
      'Money Detective',
      'Coin Sort',
      'Money Math Basics',
      'Computational Playground',
      'Computational Playground',
      'Making Amounts',
      'The Cash Counter',
      'Who Has More?',
      'Money Transactions',
      'The Corner Store',
      'The Corner Store - 2',
    ]);
  });
});

describe('calendar', () => {
  const calendar = getConcept('calendar');

  it('has 12 Lingos in 3 levels of 5, 5 and 2', () => {
    expect(calendar.levels.map((level) => level.lingos.length)).toEqual([5, 5, 2]);
    expect(lingoCount(calendar)).toBe(12);
    expect(levelCount(calendar)).toBe(3);
    expect(footerText(calendar)).toBe('12 interactive lessons • 3 progressive levels');
  });

  it('has Planning with Calendars and Big Time Words in level 3', () => {
    expect(calendar.levels[2]?.lingos.map((lingo) => lingo.title)).toEqual([
      'Planning with Calendars',
      'Big Time Words',
    ]);
  });
});

describe('words', () => {
  const words = getConcept('words');

  it('has 19 Lingos in 3 levels of 6, 7 and 6', () => {
    expect(words.levels.map((level) => level.lingos.length)).toEqual([6, 7, 6]);
    expect(lingoCount(words)).toBe(19);
    expect(levelCount(words)).toBe(3);
    expect(footerText(words)).toBe('19 interactive lessons • 3 progressive levels');
  });

  it('has a level 3 with lingo-3-0 to lingo-3-5', () => {
    expect(lingoIds(words.levels[2])).toEqual([
      'lingo-3-0',
      'lingo-3-1',
      'lingo-3-2',
      'lingo-3-3',
      'lingo-3-4',
      'lingo-3-5',
    ]);
  });
});

describe('reading', () => {
  const reading = getConcept('reading');

  it('has 17 Lingos in 3 levels of 5, 6 and 6', () => {
    expect(reading.levels.map((level) => level.lingos.length)).toEqual([5, 6, 6]);
    expect(lingoCount(reading)).toBe(17);
    expect(levelCount(reading)).toBe(3);
    expect(footerText(reading)).toBe('17 interactive lessons • 3 progressive levels');
  });

  it('has no lingo-1-2', () => {
    expect(lingoIds(reading.levels[0])).toEqual([
      'lingo-1-0',
      'lingo-1-1',
      'lingo-1-3',
      'lingo-1-4',
      'lingo-1-5',
    ]);
    expect(findLingo('reading', 'lingo-1-2')).toBeUndefined();
  });
});

describe('measurements', () => {
  const measurements = getConcept('measurements');

  it('has 11 Lingos in 3 levels of 3, 4 and 4', () => {
    expect(measurements.levels.map((level) => level.lingos.length)).toEqual([3, 4, 4]);
    expect(lingoCount(measurements)).toBe(11);
    expect(levelCount(measurements)).toBe(3);
    expect(footerText(measurements)).toBe('11 interactive lessons • 3 progressive levels');
  });
});

describe('isConceptId', () => {
  it('accepts the six concept ids', () => {
    for (const id of ['time', 'money', 'calendar', 'words', 'reading', 'measurements']) {
      expect(isConceptId(id)).toBe(true);
    }
  });

  it('rejects anything else', () => {
    expect(isConceptId('Time')).toBe(false);
    expect(isConceptId('science')).toBe(false);
    expect(isConceptId('')).toBe(false);
    expect(isConceptId(undefined)).toBe(false);
    expect(isConceptId(['time'])).toBe(false);
  });
});

describe('getConcept', () => {
  it('finds a concept by id', () => {
    expect(getConcept('reading').title).toBe('Reading Rangers');
  });

  it('returns undefined for an unknown id', () => {
    expect(getConcept('science')).toBeUndefined();
    expect(getConcept('toString')).toBeUndefined();
  });
});

describe('getLevel', () => {
  it('finds a level by id', () => {
    expect(getLevel(getConcept('calendar'), 'level-3')?.title).toBe('Planning Ahead');
  });

  it('returns undefined for an unknown level id', () => {
    expect(getLevel(getConcept('calendar'), 'level-4')).toBeUndefined();
    expect(getLevel(getConcept('calendar'), '3')).toBeUndefined();
  });
});

describe('findLingo', () => {
  it('finds a Lingo with its concept and level', () => {
    const found = findLingo('money', 'lingo-2-4');
    expect(found?.concept.id).toBe('money');
    expect(found?.level.id).toBe('level-2');
    expect(found?.lingo.title).toBe('The Cash Counter');
  });

  it('returns undefined for an unknown concept or Lingo', () => {
    expect(findLingo('science', 'lingo-1-0')).toBeUndefined();
    expect(findLingo('money', 'lingo-1-3')).toBeUndefined();
    expect(findLingo('money', 'lingo-4-0')).toBeUndefined();
  });
});

describe('parseLingoPath', () => {
  it('finds the Lingo of an activity path', () => {
    const found = parseLingoPath('/concepts/time/level-1/lingo-1-0');
    expect(found?.concept.id).toBe('time');
    expect(found?.level.id).toBe('level-1');
    expect(found?.lingo.title).toBe('Clock Basics');
  });

  it('accepts a trailing slash', () => {
    expect(parseLingoPath('/concepts/words/level-3/lingo-3-5/')?.lingo.title).toBe('Word Jobs');
  });

  it('finds every Lingo by its own path', () => {
    for (const concept of concepts) {
      for (const level of concept.levels) {
        for (const lingo of level.lingos) {
          expect(parseLingoPath(lingo.path)?.lingo).toBe(lingo);
        }
      }
    }
  });

  it('rejects the missing time lingo-1-3 and reading lingo-1-2', () => {
    expect(parseLingoPath('/concepts/time/level-1/lingo-1-3')).toBeUndefined();
    expect(parseLingoPath('/concepts/reading/level-1/lingo-1-2')).toBeUndefined();
  });

  it('rejects a Lingo id whose level does not match the level segment', () => {
    expect(parseLingoPath('/concepts/time/level-2/lingo-1-0')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-1/lingo-2-0')).toBeUndefined();
  });

  it('rejects unknown concepts, levels and Lingos', () => {
    expect(parseLingoPath('/concepts/science/level-1/lingo-1-0')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-4/lingo-4-0')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-1/lingo-1-9')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-01/lingo-01-0')).toBeUndefined();
  });

  it('rejects paths of another shape', () => {
    expect(parseLingoPath('/')).toBeUndefined();
    expect(parseLingoPath('/concepts/time')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-1')).toBeUndefined();
    expect(parseLingoPath('concepts/time/level-1/lingo-1-0')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-1/lingo-1-0//')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-1/lingo-1-0/extra')).toBeUndefined();
    expect(parseLingoPath('/concepts/time/level-1/lingo-1-0?x=1')).toBeUndefined();
    expect(parseLingoPath('/lingos/time/level-1/lingo-1-0')).toBeUndefined();
  });
});

describe('levelSummary', () => {
  const timeLevel1 = getConcept('time').levels[0]!;
  const timeLevel2 = getConcept('time').levels[1]!;

  it('is 0% with nothing completed', () => {
    expect(levelSummary(0, timeLevel1)).toEqual({ completed: 0, total: 5, percentage: 0 });
  });

  it('rounds the percentage of completed Lingos', () => {
    expect(levelSummary(2, timeLevel1)).toEqual({ completed: 2, total: 5, percentage: 40 });
    expect(levelSummary(1, timeLevel2)).toEqual({ completed: 1, total: 7, percentage: 14 });
    expect(levelSummary(2, timeLevel2)).toEqual({ completed: 2, total: 7, percentage: 29 });
    expect(levelSummary(7, timeLevel2)).toEqual({ completed: 7, total: 7, percentage: 100 });
  });

  it('is 0% for a level without Lingos', () => {
    const empty: Level = { id: 'level-1', number: 1, title: 'Empty', description: '', lingos: [] };
    expect(levelSummary(0, empty)).toEqual({ completed: 0, total: 0, percentage: 0 });
  });
});

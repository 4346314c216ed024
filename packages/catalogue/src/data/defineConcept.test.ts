import { defineConcept } from './defineConcept';

describe('defineConcept', () => {
  const concept = defineConcept({
    id: 'money',
    title: 'Test Money',
    description: 'A concept for this test.',
    icon: 'coins',
    iconEmoji: '🪙',
    levels: [
      {
        title: 'One',
        description: 'First level.',
        lingos: [
          { index: 0, title: 'Intro', kind: 'learn', description: 'Learn it.' },
          { index: 2, title: 'Drill', kind: 'practice', description: 'Practise it.' },
        ],
      },
      { title: 'Two', description: 'Second level.', lingos: [] },
      {
        title: 'Three',
        description: 'Third level.',
        lingos: [{ index: 0, title: 'Race', kind: 'speed', description: 'Race it.' }],
      },
    ],
  });

  it('numbers the levels by position', () => {
    expect(concept.levels.map((level) => [level.id, level.number, level.title])).toEqual([
      ['level-1', 1, 'One'],
      ['level-2', 2, 'Two'],
      ['level-3', 3, 'Three'],
    ]);
  });

  it('derives each Lingo id and path from its level and index, keeping gaps', () => {
    expect(concept.levels[0]?.lingos).toEqual([
      {
        id: 'lingo-1-0',
        title: 'Intro',
        description: 'Learn it.',
        path: '/concepts/money/level-1/lingo-1-0',
        isLearn: true,
        kind: 'learn',
      },
      {
        id: 'lingo-1-2',
        title: 'Drill',
        description: 'Practise it.',
        path: '/concepts/money/level-1/lingo-1-2',
        kind: 'practice',
      },
    ]);
  });

  it('sets isLearn from index 0 and leaves it out elsewhere', () => {
    expect(concept.levels[0]?.lingos[0]?.isLearn).toBe(true);
    expect(concept.levels[0]?.lingos[1]).not.toHaveProperty('isLearn');
    expect(concept.levels[2]?.lingos[0]?.isLearn).toBe(true);
  });
});

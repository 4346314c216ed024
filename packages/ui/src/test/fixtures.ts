import type { Concept, Level, Lingo } from '@lingos/catalogue';

function lingos(conceptId: string, level: number, titles: readonly string[]): Lingo[] {
  return titles.map((title, index) => ({
    id: `lingo-${level}-${index}`,
    title,
    description: `${title} description`,
    path: `/concepts/${conceptId}/level-${level}/lingo-${level}-${index}`,
    isLearn: index === 0,
    kind: index === 0 ? 'learn' : 'practice',
  }));
}

function level(
  conceptId: string,
  number: 1 | 2 | 3,
  title: string,
  titles: readonly string[],
): Level {
  return {
    id: `level-${number}`,
    number,
    title,
    description: `${title} description`,
    lingos: lingos(conceptId, number, titles),
  };
}

/** Two small concepts for tests and stories, shaped like the catalogue's. */
export const testConcepts: readonly Concept[] = [
  {
    id: 'time',
    title: 'One Upon a Time!',
    description: 'Read clocks and reason about time.',
    icon: 'clock',
    iconEmoji: '⏰',
    levels: [
      level('time', 1, 'Exploration', [
        'Clock Basics',
        'The Living Clock',
        'Set the Time',
        'Time Sequence Puzzles',
        'Speed Clock Reading',
      ]),
      level('time', 2, 'Problem Solving', ['Time Math Basics', 'Time Compare']),
      level('time', 3, 'Mastery', []),
    ],
  },
  {
    id: 'money',
    title: 'Making Cents of Money!',
    description: 'Count Canadian coins and bills.',
    icon: 'coins',
    iconEmoji: '🪙',
    levels: [
      level('money', 1, 'Coins', ['Money Basics', 'Money Detective', 'Coin Sort']),
      level('money', 2, 'Amounts', ['Money Math Basics', 'Making Amounts']),
      level('money', 3, 'Shopping', ['Money Transactions']),
    ],
  },
];

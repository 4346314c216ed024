import { defineConcept } from './defineConcept';

/** The Reading concept, “Reading Rangers”, as the curriculum (reading.md) gives it. */
export const reading = defineConcept({
  id: 'reading',
  name: 'Reading',
  title: 'Reading Rangers',
  description: 'Read short stories and facts, and show what they mean.',
  icon: 'book',
  iconEmoji: '📖',
  levels: [
    {
      title: 'First Stories',
      description: 'Find who, what and where, put events in order, spot the big idea.',
      lingos: [
        {
          index: 0,
          title: 'The Big Idea',
          kind: 'learn',
          description: 'Find what a short text is mostly about, and tell it from details.',
        },
        {
          index: 1,
          title: 'Who, What, Where',
          kind: 'practice',
          description: 'Answer who, what and where questions about a short story.',
        },
        // There is no lingo-1-2.
        {
          index: 3,
          title: 'First, Next, Last',
          kind: 'practice',
          description: 'Put the events of a story in order: first, next, last.',
        },
        {
          index: 4,
          title: 'Picture Match',
          kind: 'practice',
          description: 'Match a sentence to the picture that shows it exactly.',
        },
        {
          index: 5,
          title: 'Main Idea Hunt',
          kind: 'practice',
          description: 'Find what a short text is mostly about, and pick the best title.',
        },
      ],
    },
    {
      title: 'Story Detectives',
      description: 'Characters, setting, cause and effect, predictions, facts, new words.',
      lingos: [
        {
          index: 0,
          title: 'Clue Finders',
          kind: 'learn',
          description: 'Be a story detective: use clues to find who, where, why and more.',
        },
        {
          index: 1,
          title: 'Story People and Places',
          kind: 'practice',
          description: 'Find the characters and setting, and how a character feels.',
        },
        {
          index: 2,
          title: 'Why Did It Happen?',
          kind: 'practice',
          description: 'Connect what happened (effect) to why it happened (cause).',
        },
        {
          index: 3,
          title: 'What Happens Next?',
          kind: 'practice',
          description: 'Use clues in a story to predict what happens next.',
        },
        {
          index: 4,
          title: 'Fact or Opinion?',
          kind: 'practice',
          description: 'Fact or opinion? Facts can be checked; opinions are what we think.',
        },
        {
          index: 5,
          title: 'Word Clues',
          kind: 'practice',
          description: 'Figure out a new word from the clues around it.',
        },
      ],
    },
    {
      title: 'Deep Readers',
      description: 'Infer, compare, sum up, find the purpose, read charts and maps.',
      lingos: [
        {
          index: 0,
          title: "Reader's Toolbox",
          kind: 'learn',
          description: 'Reader tools: infer, compare, sum up, find the purpose, read charts.',
        },
        {
          index: 1,
          title: 'Clue Detective',
          kind: 'practice',
          description: "Read between the lines: use clues to figure out what isn't said.",
        },
        {
          index: 2,
          title: 'Two Texts, One Topic',
          kind: 'practice',
          description: "Read two texts on one topic and find what's the same and different.",
        },
        {
          index: 3,
          title: 'Sum It Up',
          kind: 'practice',
          description: 'Tell the most important parts in a few sentences, in order.',
        },
        {
          index: 4,
          title: 'Why Did the Author Write It?',
          kind: 'practice',
          description: 'Decide if a text is written to entertain, to inform or to persuade.',
        },
        {
          index: 5,
          title: 'Charts, Maps and Recipes',
          kind: 'practice',
          description: 'Find facts in a recipe, a bar chart or a map.',
        },
      ],
    },
  ],
});

import { defineConcept } from './defineConcept';

/** The Words concept, “Word Weavers”, as the curriculum (words.md) gives it. */
export const words = defineConcept({
  id: 'words',
  name: 'Words',
  title: 'Word Weavers',
  description: 'Letters, sounds and word parts: hear them, build them, sort them.',
  icon: 'letters',
  iconEmoji: '🔤',
  levels: [
    {
      title: 'Letters and Sounds',
      description: 'Meet all 26 letters, hear their sounds and build first words.',
      lingos: [
        {
          index: 0,
          title: 'Alphabet Basics',
          kind: 'learn',
          description: 'Meet the 26 letters: big and small, names, sounds, ABC order.',
        },
        {
          index: 1,
          title: 'Big and Small Letters',
          kind: 'practice',
          description: 'Match each big letter to its small letter.',
        },
        {
          index: 2,
          title: 'First Sounds',
          kind: 'practice',
          description: 'Hear a picture word and find the letter it starts with.',
        },
        {
          index: 3,
          title: 'ABC Order',
          kind: 'practice',
          description: 'Put letters and words in ABC order.',
        },
        {
          index: 4,
          title: 'Build a Word',
          kind: 'practice',
          description: 'Hear a word and build it with letter tiles: c-a-t.',
        },
        {
          index: 5,
          title: 'Rhyme Time',
          kind: 'practice',
          description: 'Find words that rhyme, like cat and hat.',
        },
      ],
    },
    {
      title: 'Sound Teams',
      description: 'Letter teams, blends, magic e, word families, sight words, plurals.',
      lingos: [
        {
          index: 0,
          title: 'Letters Team Up',
          kind: 'learn',
          description: 'Meet sh, ch, th, wh and ck, and blends like st and fr.',
        },
        {
          index: 1,
          title: 'Letter Team Sort',
          kind: 'practice',
          description: 'Sort picture words by their letter team: sh, ch, th, wh, ck.',
        },
        {
          index: 2,
          title: 'Blend It',
          kind: 'practice',
          description: 'Hear both sounds in blends like fr, st and nd, then build words.',
        },
        {
          index: 3,
          title: 'Magic E',
          kind: 'practice',
          description: 'Add a silent e and the vowel says its name: cap → cape.',
        },
        {
          index: 4,
          title: 'Word Families',
          kind: 'practice',
          description: 'Change the first sound to make new words: cat, hat, flat.',
        },
        {
          index: 5,
          title: 'Sight Word Sprint',
          kind: 'speed',
          description: 'Spot 40 tricky everyday words fast. Race your own best time.',
        },
        {
          index: 6,
          title: 'More Than One',
          kind: 'practice',
          description: 'Add -s or -es to make more than one: cats, foxes.',
        },
      ],
    },
    {
      title: 'Word Parts',
      description: 'Join words, add prefixes and suffixes, clap syllables, sort words.',
      lingos: [
        {
          index: 0,
          title: 'Word Building Blocks',
          kind: 'learn',
          description: 'Snap words together and add parts: un-, re-, -ing, -ed, -est, -ful.',
        },
        {
          index: 1,
          title: 'Compound Word Builder',
          kind: 'practice',
          description: 'Snap two words together: sun + flower = sunflower.',
        },
        {
          index: 2,
          title: 'Prefix and Suffix Power',
          kind: 'practice',
          description: 'Add un-, re-, -ing, -ed, -er, -est or -ful and change the meaning.',
        },
        {
          index: 3,
          title: 'Clap the Syllables',
          kind: 'practice',
          description: 'Clap the beats in a word: but-ter-fly has 3.',
        },
        {
          index: 4,
          title: 'Same or Opposite',
          kind: 'practice',
          description: 'Find words that mean the same (glad, happy) or the opposite.',
        },
        {
          index: 5,
          title: 'Word Jobs',
          kind: 'practice',
          description: 'Sort naming, action and describing words (nouns, verbs, adjectives).',
        },
      ],
    },
  ],
});

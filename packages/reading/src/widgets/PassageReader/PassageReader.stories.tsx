import {
  createBrowserSpeechEngine,
  createFakeSpeechEngine,
  createReadAloudController,
  ReadAloudProvider,
  wordRanges,
  type FakeSpeechEngine,
} from '@lingos/kit';
import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import storyPeopleData from '../../data/lingo-2-1.json';
import whoWhatWhereData from '../../data/lingo-1-1.json';
import { parsePassages } from '../../model/passages';
import { PassageReader, type PassageReaderProps } from './PassageReader';

const voices = ['words', 'sentences only', 'browser'] as const;
type StoryVoice = (typeof voices)[number];

const [redSled] = parsePassages(whoWhatWhereData, 'lingo-1-1.json').passages;
const [smallestBeaver] = parsePassages(storyPeopleData, 'lingo-2-1.json').passages;
const winterMorning = {
  title: "Sofia's Winter Morning",
  sentences: [
    'Sofia lives in Winnipeg.',
    'On a winter morning, the thermometer says −25 °C.',
    'She zips up her snowsuit and pulls on her toque, scarf and thick mittens.',
  ],
  storyWords: [],
  say: { '−25 °C': 'minus twenty-five degrees Celsius' },
};

/** Tap-a-word as a Lingo holds it: the words chosen kept in state. */
function WordChooser(props: ReaderStoryProps) {
  const [chosen, setChosen] = useState<readonly number[]>(props.chosenWords ?? []);
  return (
    <ReaderStory
      {...props}
      mode="tap-word"
      chosenWords={chosen}
      onChooseWords={(words) => {
        setChosen(words);
        props.onChooseWords?.(words);
      }}
    />
  );
}

/** Drives a fake voice one event at a time: a sentence starts, each word, the sentence ends. */
function nextEvent(engine: FakeSpeechEngine, words: boolean, wordIndex: { current: number }) {
  const sentence = engine.sentence;
  if (sentence === null) {
    engine.startSentence();
    wordIndex.current = 0;
    return;
  }
  const word = words ? wordRanges(sentence.text)[wordIndex.current] : undefined;
  if (word) {
    engine.word(word.start, word.end - word.start);
    wordIndex.current += 1;
  } else {
    engine.endSentence();
  }
}

interface ReaderStoryProps extends PassageReaderProps {
  /** `words`: a fake voice that reports each word; `sentences only`: one that reports none. */
  readonly voice: StoryVoice;
}

/** The reader with a voice of the story's choosing; a fake voice speaks by itself. */
function ReaderStory({ voice, ...props }: ReaderStoryProps) {
  const [setup] = useState(() => {
    const engine =
      voice === 'browser' ? null : createFakeSpeechEngine({ wordBoundaries: voice === 'words' });
    const controller = createReadAloudController({
      engine: engine ?? createBrowserSpeechEngine(),
      storage: null,
      interacted: true,
    });
    return { engine, controller };
  });
  useEffect(() => {
    const engine = setup.engine;
    if (!engine) return undefined;
    const wordIndex = { current: 0 };
    const timer = setInterval(() => {
      if (engine.speaking) nextEvent(engine, voice === 'words', wordIndex);
    }, 450);
    return () => clearInterval(timer);
  }, [setup, voice]);
  return (
    <ReadAloudProvider controller={setup.controller}>
      <PassageReader {...props} />
    </ReadAloudProvider>
  );
}

const meta = {
  title: 'Reading/PassageReader',
  component: ReaderStory,
  args: {
    passage: redSled!,
    voice: 'words',
    autoRead: true,
    onChooseSentence: fn(),
    onChooseWords: fn(),
  },
  argTypes: { voice: { control: 'inline-radio', options: voices } },
  // A new voice needs a new engine: remount the reader when it changes.
  render: (args) => <ReaderStory key={args.voice} {...args} />,
} satisfies Meta<typeof ReaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: read by itself, each word marked as the voice says it. */
export const WordByWord: Story = {};

/** A voice without word boundaries: whole sentences are highlighted. */
export const SentenceFallback: Story = { args: { voice: 'sentences only' } };

/** Read on request (steps 2-3): nothing is read until "Read aloud"; then Pause and Resume. */
export const OnRequest: Story = { args: { autoRead: false } };

/** Spoken forms: "−25 °C" is shown, "minus twenty-five degrees Celsius" is spoken. */
export const SpokenForms: Story = { args: { passage: winterMorning } };

/** Story words have a dotted underline; tap "snow" to see its picture. */
export const StoryWords: Story = { args: { autoRead: false } };

/** Tap the sentence: each sentence a button; arrows or Tab move, Enter chooses. */
export const TapTheSentence: Story = { args: { autoRead: false, mode: 'tap-sentence' } };

/** After a wrong tap and a request for help: the wrong sentence marked, the evidence pointed at. */
export const MarkedWithLookHere: Story = {
  args: { autoRead: false, mode: 'tap-sentence', marks: { 3: 'incorrect' }, lookHere: [2] },
};

/** The right sentence tapped. */
export const MarkedCorrect: Story = {
  args: { autoRead: false, mode: 'tap-sentence', marks: { 2: 'correct' } },
};

/** "Look here" on the evidence in reading mode (a hint after a wrong choice). */
export const LookHereWhileReading: Story = { args: { autoRead: false, lookHere: [1] } };

/** A title question: the passage without its title. */
export const WithoutTitle: Story = { args: { autoRead: false, hideTitle: true } };

/** A level-2 passage of 7 sentences on a narrow phone: no sideways scroll. */
export const LongPassageNarrow: Story = {
  args: { passage: smallestBeaver! },
  decorators: [narrowScreen],
};

/** This browser's own voice: words if it reports them, else whole sentences. */
export const BrowserVoice: Story = { args: { voice: 'browser', autoRead: false } };

/** Tap a word: each word a toggle; Tab or the arrows move, Enter or Space chooses. */
export const TapAWord: Story = {
  args: { autoRead: false, wordsLabel: 'Tap the words that tell who.' },
  render: (args) => <WordChooser {...args} />,
};

/** Tap a word in one sentence only, one word at most (as 2-4 asks for the opinion word). */
export const TapAWordInOneSentence: Story = {
  args: {
    autoRead: false,
    passage: smallestBeaver!,
    wordSentences: [3],
    maxWords: 1,
    wordsLabel: 'Tap the word that shows how Owen feels.',
  },
  render: (args) => <WordChooser {...args} />,
};

/** Tap a word after a check: a right word ticked, a wrong one crossed, in words too. */
export const TapAWordMarked: Story = {
  args: {
    autoRead: false,
    mode: 'tap-word',
    chosenWords: [5, 11],
    wordMarks: { 5: 'correct', 11: 'incorrect' },
    disabled: true,
  },
};

/** Tap a word on a narrow phone, a long passage: each word still a 44 px target. */
export const TapAWordNarrow: Story = {
  args: { autoRead: false, passage: smallestBeaver! },
  decorators: [narrowScreen],
  render: (args) => <WordChooser {...args} />,
};

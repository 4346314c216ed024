import { Button, vars } from '@lingos/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createReadAloudController } from './controller';
import { createBrowserSpeechEngine } from './engine';
import { createFakeSpeechEngine, type FakeSpeechEngine } from './fakeEngine';
import type { SpeechHandle } from './handle';
import type { TextRange } from './sentences';
import { wordRanges } from './sentences';
import { ReadAloudProvider, useSpeech } from './ReadAloudProvider';
import { useSpokenHighlight } from './useSpokenHighlight';

const voices = ['words', 'sentences only', 'browser'] as const;
type DemoVoice = (typeof voices)[number];

/** Props of the demo reader. */
interface HighlightDemoProps {
  /** The passage read aloud. */
  readonly text: string;
  /**
   * `words`: a fake voice that reports each word; `sentences only`: a fake voice with no
   * boundary events (the sentence fallback); `browser`: this browser's real voice.
   */
  readonly voice: DemoVoice;
  /** With a fake voice: drive it by itself, one event every `stepMs`, or step by hand. */
  readonly autoplay: boolean;
  readonly stepMs: number;
}

/** Drives a fake voice one event at a time: a sentence starts, each word, the sentence ends. */
function nextEvent(engine: FakeSpeechEngine, wordIndex: { current: number }, words: boolean) {
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

const markStyles = {
  sentence: {
    backgroundColor: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    borderRadius: vars.radius.sm,
  },
  word: {
    backgroundColor: vars.color.accent,
    color: vars.color.accentText,
    borderRadius: vars.radius.sm,
    outline: `2px solid ${vars.color.accentBorder}`,
  },
} as const;

/** The passage with the sentence and the word being spoken marked. */
function Passage({
  text,
  sentence,
  word,
}: {
  text: string;
  sentence: TextRange | null;
  word: TextRange | null;
}) {
  const pieces: ReactNode[] = [];
  const cuts = [
    0,
    text.length,
    ...[sentence, word].flatMap((range) => (range ? [range.start, range.end] : [])),
  ];
  const points = [...new Set(cuts)].sort((a, b) => a - b);
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index] ?? 0;
    const end = points[index + 1] ?? start;
    const piece = text.slice(start, end);
    const inside = (range: TextRange | null) =>
      range !== null && start >= range.start && end <= range.end;
    if (inside(word)) {
      pieces.push(
        <mark key={start} style={markStyles.word}>
          {piece}
        </mark>,
      );
    } else if (inside(sentence)) {
      pieces.push(
        <mark key={start} style={markStyles.sentence}>
          {piece}
        </mark>,
      );
    } else {
      pieces.push(piece);
    }
  }
  return (
    <p style={{ fontSize: vars.fontSize.large, lineHeight: 1.8, maxWidth: '36rem' }}>{pieces}</p>
  );
}

function Reader({
  text,
  engine,
  autoplay,
  stepMs,
  words,
}: {
  text: string;
  engine: FakeSpeechEngine | null;
  autoplay: boolean;
  stepMs: number;
  words: boolean;
}) {
  const speech = useSpeech();
  const [handle, setHandle] = useState<SpeechHandle | null>(null);
  const [, setTick] = useState(0);
  const highlight = useSpokenHighlight(handle);
  const wordIndex = useRef(0);

  // Re-render on every event, so the state and boundary support below stay current.
  useEffect(() => handle?.subscribe(() => setTick((tick) => tick + 1)), [handle]);

  useEffect(() => {
    if (!engine || !autoplay || !handle) return undefined;
    const timer = setInterval(() => {
      if (engine.speaking) nextEvent(engine, wordIndex, words);
      else clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [engine, autoplay, stepMs, words, handle]);

  const support =
    handle?.boundaries === 'word'
      ? 'Your voice reports each word.'
      : handle?.boundaries === 'none'
        ? 'Your voice reports no words: whole sentences are highlighted.'
        : 'Not known yet whether the voice reports words.';

  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.md,
        fontFamily: vars.font.body,
        color: vars.color.text,
      }}
    >
      <div style={{ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }}>
        <Button variant="secondary" size="md" onClick={() => setHandle(speech.speak(text))}>
          Read aloud
        </Button>
        {engine && !autoplay ? (
          <Button
            variant="secondary"
            size="md"
            disabled={!engine.speaking}
            onClick={() => nextEvent(engine, wordIndex, words)}
          >
            Next speech event
          </Button>
        ) : null}
        <Button variant="ghost" size="md" onClick={() => handle?.cancel()}>
          Stop
        </Button>
      </div>
      <Passage text={text} sentence={highlight?.sentence ?? null} word={highlight?.word ?? null} />
      <p role="status">
        {handle ? `${handle.state === 'ended' ? 'Finished.' : 'Reading.'} ${support}` : ''}
      </p>
    </div>
  );
}

/** A passage read aloud, highlighted as it is spoken; the real PassageReader is in reading. */
function HighlightDemo({ text, voice, autoplay, stepMs }: HighlightDemoProps) {
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
  return (
    <ReadAloudProvider controller={setup.controller}>
      <Reader
        text={text}
        engine={setup.engine}
        autoplay={autoplay}
        stepMs={stepMs}
        words={voice === 'words'}
      />
    </ReadAloudProvider>
  );
}

const meta = {
  title: 'Kit/Speech/Word highlighting',
  component: HighlightDemo,
  args: {
    text: 'Sam has a red sled. Mr. Lee gave it to him! "Can we go fast?" Sam asked.',
    voice: 'words',
    autoplay: true,
    stepMs: 450,
  },
  argTypes: {
    voice: { control: 'inline-radio', options: voices },
    stepMs: { control: { type: 'range', min: 150, max: 1500, step: 50 } },
  },
  // A new voice needs a new engine: remount the demo when the controls change.
  render: (args) => <HighlightDemo key={`${args.voice}-${args.autoplay}`} {...args} />,
} satisfies Meta<typeof HighlightDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fake voice that reports each word: the sentence is tinted, the word marked. */
export const WordByWord: Story = {};

/** A voice without boundary events: each sentence is highlighted as it starts. */
export const SentenceFallback: Story = { args: { voice: 'sentences only' } };

/** Step through the events by hand with "Next speech event". */
export const StepByStep: Story = { args: { autoplay: false } };

/** A longer passage, on a narrow screen. */
export const LongPassage: Story = {
  args: {
    text: 'The summer sun was sinking behind the pines when Maya and her grandpa paddled their green canoe onto the quiet lake. A loon called from far away. Grandpa hummed an old song while Maya watched her fishing line. Suddenly, the line tugged hard! The fish was small, so Maya gently let it go. "Grow big," she whispered.',
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** This browser's own voice: words if it reports them, else whole sentences. */
export const BrowserVoice: Story = { args: { voice: 'browser' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LetterTiles, useLetterTiles } from './LetterTiles';
import {
  createTilesState,
  slotMarks,
  tilesAnswer,
  tilesReducer,
  type TilesConfig,
  type TilesState,
} from './tilesModel';

/** A LetterTiles that keeps its own state, with a Check against `word` like a Lingo's. */
function Playable({
  config,
  label,
  word,
  finishedText,
}: {
  readonly config: TilesConfig;
  readonly label: string;
  readonly word?: readonly string[];
  readonly finishedText?: (state: TilesState) => string;
}) {
  const [state, dispatch] = useLetterTiles(config);
  const [said, setSaid] = useState('');
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <LetterTiles
        state={state}
        onAction={dispatch}
        label={label}
        finishedText={finishedText}
        onTileSpeak={(tile) => setSaid(`Would say: ${tile.text}, as in its key word.`)}
      />
      {word ? (
        <button
          type="button"
          style={{ minHeight: 44 }}
          onClick={() => dispatch({ type: 'mark', correct: slotMarks(state, word) })}
        >
          Check
        </button>
      ) : null}
      <p>{said}</p>
    </div>
  );
}

const marked = (config: TilesConfig, keys: string, correct: readonly boolean[]): TilesState =>
  tilesReducer(
    [...keys].reduce(
      (state, key) => tilesReducer(state, { type: 'type', key }),
      createTilesState(config),
    ),
    { type: 'mark', correct },
  );

const meta = {
  title: 'Words/LetterTiles',
  component: LetterTiles,
  args: {
    state: createTilesState({ layout: 3, tiles: ['t', 'a', 'c'] }),
    onAction: fn(),
    onTileSpeak: fn(),
    label: 'Build the word: cat',
  },
} satisfies Meta<typeof LetterTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CVC with exactly 3 tiles (1-4 step 1), playable: tap, drag, type; Check marks the slots. */
export const ThreeTiles: Story = {
  render: () => (
    <Playable
      config={{ layout: 3, tiles: ['t', 'a', 'c'] }}
      label="Build the word: cat"
      word={['c', 'a', 't']}
    />
  ),
};

/** 6 tiles with targeted distractors (1-4 step 3): i beside e, p beside b, n. */
export const SixTilesWithDistractors: Story = {
  render: () => (
    <Playable
      config={{ layout: 3, tiles: ['d', 'i', 'b', 'e', 'p', 'n'] }}
      label="Build the word: bed"
      word={['b', 'e', 'd']}
    />
  ),
};

/** The full A–Z rack (1-4 step 4, 2-2 step 4): every letter, used any number of times. */
export const AlphabetRack: Story = {
  render: () => (
    <Playable
      config={{ layout: 3, tiles: 'alphabet' }}
      label="Build the word you hear"
      word={['p', 'u', 'p']}
    />
  ),
};

/** One onset slot before the fixed rime chunk "at" (2-4 step 1). */
export const FixedRimeChunk: Story = {
  render: () => (
    <Playable
      config={{ layout: ['slot', { chunk: 'at' }], tiles: ['h', 'm', 's'] }}
      label="Build: hat"
      word={['h']}
      finishedText={(state) =>
        `${tilesAnswer(state)[0] ?? ''} plus a t makes ${tilesAnswer(state)[0] ?? ''}at.`
      }
    />
  ),
};

/** A two-letter team gap after "fi" (2-1 step 4). */
export const TwoLetterTeamGap: Story = {
  render: () => (
    <Playable
      config={{
        layout: [{ chunk: 'fi' }, 'slot'],
        tiles: ['sh', 'ch', 'th', 'wh', 'ck'].map((text) => ({ text, kind: 'team' as const })),
      }}
      label="Finish the word for the picture"
      word={['sh']}
    />
  ),
};

/** Word-part tiles (3-2 step 4): "Make a word that means not safe." */
export const WordParts: Story = {
  render: () => (
    <Playable
      config={{
        layout: 2,
        tiles: [
          { text: 'un', kind: 'prefix' },
          { text: 're', kind: 'prefix' },
          'safe',
          { text: 'ful', kind: 'suffix' },
        ],
      }}
      label="Make a word that means not safe"
      word={['un', 'safe']}
    />
  ),
};

/** An ending after a fixed word (2-6 step 2): "One fox, two fox__". */
export const EndingAfterWord: Story = {
  render: () => (
    <Playable
      config={{
        layout: [{ chunk: 'fox', spoken: 'fox' }, 'slot'],
        tiles: [
          { text: 's', kind: 'suffix' },
          { text: 'es', kind: 'suffix' },
        ],
      }}
      label="One fox, two fox…"
      word={['es']}
    />
  ),
};

/** After a wrong Check of "cta": c stays with a tick, t and a went back, their slots crossed. */
export const MarksAfterWrongCheck: Story = {
  args: { state: marked({ layout: 3, tiles: ['t', 'a', 'c'] }, 'cta', [true, false, false]) },
};

/** All right: every slot ticked and locked. */
export const AllRight: Story = {
  args: {
    state: marked({ layout: 3, tiles: ['t', 'a', 'c'] }, 'cat', [true, true, true]),
    disabled: true,
  },
};

/** A kind message: a letter typed that is not in the tray. */
export const NoSuchLetter: Story = {
  args: {
    state: tilesReducer(createTilesState({ layout: 3, tiles: ['t', 'a', 'c'] }), {
      type: 'type',
      key: 'q',
    }),
  },
};

/** A 6-slot row with a chunk on a 360 px phone: the slots wrap, nothing scrolls sideways. */
export const NarrowSixSlots: Story = {
  decorators: [narrowScreen],
  args: {
    state: createTilesState({
      layout: ['slot', 'slot', 'slot', { chunk: 'ing' }, 'slot', 'slot', 'slot'],
      tiles: ['s', 'w', 'i', 'm', 'p', 'l', 'a', 'y'],
    }),
    label: 'Build the words',
  },
};

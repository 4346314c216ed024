import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  shownMisconception,
  slowRate,
  SortBins,
  useSortItem,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { BeatDrum } from '../../widgets/BeatDrum/BeatDrum';
import { letterFont } from '../../widgets/letterType.css';
import { PictureCard, pictureSortItem } from '../../widgets/PictureCard/PictureCard';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './ClapTheSyllables.css';
import {
  beatsText,
  clapModel,
  splitText,
  type BeatCountItem,
  type BeatSortItem,
  type BeatWord,
  type ClapAnswer,
  type ClapItem,
} from './model';

type QuestionProps<Item extends ClapItem> = Omit<
  PracticeItemProps<ClapItem, ClapAnswer>,
  'item'
> & { readonly item: Item };

/** Time between two beats' dots lighting up, as the word is said slowly. */
const beatDelayMs = 450;

/** "n" dots in a row (decorative: the card's name says the count). */
function Dots({ count }: { readonly count: number }) {
  return (
    <span className={styles.dots} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.dot} />
      ))}
    </span>
  );
}

/**
 * The hint's picture: the word split with middle dots ("but·ter·fly"), a dot lighting under
 * each beat while the whole word is said slowly (never its syllables alone). Read as "but,
 * ter, fly: 3 beats."
 */
function SplitWord({ word }: { readonly word: BeatWord }) {
  const [run, setRun] = useState(0);
  return (
    <div className={styles.split} data-part="split" data-beats={word.beats.length}>
      <p className={`${letterFont} ${styles.beats}`} aria-hidden="true" key={run}>
        {word.beats.map((beat, index) => (
          <span key={index} className={styles.beat}>
            <span>
              {beat}
              {index < word.beats.length - 1 ? <span className={styles.middleDot}>·</span> : null}
            </span>
            <span
              className={styles.beatDot}
              style={{ animationDelay: `${index * beatDelayMs}ms` }}
            />
          </span>
        ))}
      </p>
      <VisuallyHidden>{splitText(word)}</VisuallyHidden>
      <SoundButton
        label={`Say ${word.word} slowly`}
        text={[{ text: `${word.word}.`, rate: slowRate }]}
        onSpeak={() => setRun((previous) => previous + 1)}
      />
    </div>
  );
}

/** Steps 1–3: "How many beats in butterfly?" — the picture, the word to hear, a drum, dot cards. */
function CountQuestion(props: QuestionProps<BeatCountItem>) {
  const { item, setAnswer, locked, state, workedExample } = props;
  const [picked, setPicked] = useState<string | null>(null);
  const marks = checkedMark(picked, state);
  const misconception = shownMisconception(props);
  const showSplit = workedExample !== null || misconception !== undefined;
  const { word } = item;
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.tools}>
        <PictureCard entry={{ word: word.word, emoji: word.emoji }} speaker="none" size="lg" />
        <SoundButton label="Hear the word again" word={word.word} slow size="lg" />
      </div>
      <BeatDrum key={item.key} />
      <ChoiceGrid
        label={`${item.prompt} Choices: ${item.choices.join(', ')} beats.`}
        options={item.choices.map((count) => ({
          value: String(count),
          ariaLabel: beatsText(count),
          label: (
            <span className={styles.dotCard}>
              <Dots count={count} />
              <span className={styles.number}>{count}</span>
            </span>
          ),
        }))}
        value={workedExample ? String(word.beats.length) : picked}
        onChange={(value) => {
          setPicked(value);
          setAnswer({ kind: 'count', beats: Number(value) });
        }}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
      {showSplit ? <SplitWord word={word} /> : null}
    </div>
  );
}

/**
 * Step 4: 6 words into "1 beat" to "4 beats", at least one in each. Check looks at the whole
 * sort; misplaced words bounce back with the hint, and the first one is shown split.
 */
function SortQuestion(props: QuestionProps<BeatSortItem>) {
  const { item, setAnswer, locked, state, result, attempt, workedExample } = props;
  const sort = useSortItem<ClapAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) =>
      item.words.every((word) => (placement[word.word] ?? null) !== null)
        ? { kind: 'sort', placement }
        : undefined,
    solution: item.words.map((word) => ({ id: word.word, bin: String(word.beats.length) })),
    // The worked example says each word slowly (one step), then places it (the next).
    stepsPerCard: 2,
    // Its placed words show as right.
    markWorkedExample: true,
  });
  const misplaced = shownMisconception(props)
    ? item.words.find((word) => result?.marks?.[word.word] === 'incorrect')
    : undefined;
  const exampleWord = workedExample ? item.words[Math.floor(workedExample.index / 2)] : undefined;
  const splitWord = exampleWord ?? misplaced;
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        items={item.words.map((word) => pictureSortItem({ word: word.word, emoji: word.emoji }))}
        bins={[1, 2, 3, 4].map((count) => ({
          id: String(count),
          label: beatsText(count),
          picture: <Dots count={count} />,
        }))}
        noun={{ one: 'word', other: 'words' }}
        {...sort}
        disabled={locked}
      />
      {splitWord ? <SplitWord key={splitWord.word} word={splitWord} /> : null}
    </div>
  );
}

/** One Clap the Syllables item, drawn by its kind. */
export function ClapQuestion(props: PracticeItemProps<ClapItem, ClapAnswer>) {
  const { item } = props;
  if (item.kind === 'sort') return <SortQuestion {...props} item={item} />;
  return <CountQuestion {...props} item={item} />;
}

/**
 * Lingo 3-3, Clap the Syllables: clap the beats in a word (but-ter-fly has 3). Steps 1–3
 * choose a dot card, with the BeatDrum as a scratch pad; step 4 sorts 6 words into 4 bins.
 * Hints show the word split with middle dots; the word is only ever spoken whole.
 */
export default function ClapTheSyllables(props: LingoProps) {
  return (
    <LingoPractice<ClapItem, ClapAnswer> {...props} model={clapModel} Question={ClapQuestion} />
  );
}

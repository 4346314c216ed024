import {
  lingoLayout,
  LingoPractice,
  Picture,
  SortBins,
  useSortItem,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsItem,
} from '@lingos/kit';
import { useState } from 'react';
import { pictureSortItem } from '../../widgets/PictureCard/PictureCard';
import { TapWords } from '../../widgets/TapWords/TapWords';
import * as styles from './WordJobs.css';
import {
  jobbedWords,
  jobEmoji,
  jobLabels,
  sortThings,
  wordJobsModel,
  type JobSentence,
  type TagWordsItem,
  type TapWordItem,
  type WordJob,
  type WordJobsAnswer,
  type WordJobsItem,
  type WordSortItem,
} from './model';

type QuestionProps<Item extends WordJobsItem> = Omit<
  PracticeItemProps<WordJobsItem, WordJobsAnswer>,
  'item'
> & { readonly item: Item };

/** The sentence's words for TapWords: little words greyed. */
const tapWordsOf = (sentence: JobSentence) =>
  sentence.words.map((word) => ({
    text: word.text,
    ...(word.after ? { after: word.after } : {}),
    ...(word.job === null ? { little: true } : {}),
  }));

/** "swims is in the action-word bin." */
const placedText = (item: SortBinsItem, bin: { readonly id: string }): string =>
  `${item.label} is in the ${bin.id}-word bin.`;

/**
 * Steps 1–2 (words, with pictures at step 1) and step 4 (the words of a sentence): into the
 * naming, action and describing bins. Check looks at the whole sort; misplaced words bounce
 * back with their hint and the right ones stay locked.
 */
function SortQuestion(props: QuestionProps<WordSortItem | TagWordsItem>) {
  const { item, setAnswer, locked, state, result, attempt, workedExample } = props;
  const things = sortThings(item);
  const sort = useSortItem<WordJobsAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) =>
      things.every((thing) => (placement[thing.id] ?? null) !== null)
        ? { kind: 'sort', placement }
        : undefined,
    solution: things.map((thing) => ({ id: thing.id, bin: thing.job })),
    // The worked example's placed words show as right.
    markWorkedExample: true,
  });
  const bins: readonly WordJob[] =
    item.kind === 'sort' ? item.bins : ['naming', 'action', 'describing'];
  const sentence = item.kind === 'tag' ? item.sentence : null;
  const total = sentence?.words.length ?? things.length;
  const placeOf = new Map(
    sentence
      ? jobbedWords(sentence).map(({ index }, position) => [things[position]?.id, index])
      : [],
  );
  const pictureOf = new Map(
    item.kind === 'sort' && item.pictures
      ? item.words.flatMap((word) => (word.emoji ? [[word.word, word]] : []))
      : [],
  );
  return (
    <div className={lingoLayout.stage}>
      {sentence ? (
        <TapWords
          words={tapWordsOf(sentence)}
          label="Sentence"
          highlighted={jobbedWords(sentence).map(({ index }) => index)}
        />
      ) : null}
      <SortBins
        label={item.prompt}
        items={things.map((thing) => {
          // Step 1 shows pictures where they exist; every card says its word from its speaker.
          const emoji = pictureOf.get(thing.id)?.emoji;
          const card = pictureSortItem({ word: thing.word, ...(emoji ? { emoji } : {}) });
          return {
            ...card,
            id: thing.id,
            content: emoji ? card.content : <span className={styles.wordOnly}>{card.content}</span>,
          };
        })}
        bins={bins.map((job) => ({
          id: job,
          label: jobLabels[job],
          picture: <Picture emoji={jobEmoji[job]} alt="" size={36} decorative />,
        }))}
        noun={{ one: 'word', other: 'words' }}
        texts={{
          placed: placedText,
          ...(sentence
            ? {
                itemName: (sortItem: SortBinsItem) =>
                  `Word ${(placeOf.get(sortItem.id) ?? 0) + 1} of ${total}: ${sortItem.label}`,
              }
            : {}),
        }}
        {...sort}
        disabled={locked}
      />
    </div>
  );
}

/** Step 3: "Tap the action word." in a sentence; the word chosen is checked with Check. */
function TapQuestion(props: QuestionProps<TapWordItem>) {
  const { item, setAnswer, locked, state, workedExample } = props;
  const [chosen, setChosen] = useState<number | null>(null);
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const shownWord =
    workedExample && workedExample.index >= 1
      ? item.sentence.words.findIndex((word) => word.job === item.job)
      : null;
  const marks =
    shownWord !== null
      ? { [shownWord]: 'correct' as const }
      : checked && chosen !== null
        ? { [chosen]: state === 'incorrect' ? ('incorrect' as const) : ('correct' as const) }
        : undefined;
  return (
    <div className={lingoLayout.stage}>
      <TapWords
        words={tapWordsOf(item.sentence)}
        label="Sentence"
        value={shownWord ?? chosen}
        onChange={(index) => {
          setChosen(index);
          setAnswer({ kind: 'tap', index });
        }}
        {...(marks ? { marks } : {})}
        disabled={locked}
      />
    </div>
  );
}

/** One Word Jobs item, drawn by its kind. */
export function WordJobsQuestion(props: PracticeItemProps<WordJobsItem, WordJobsAnswer>) {
  const { item } = props;
  if (item.kind === 'tap') return <TapQuestion {...props} item={item} />;
  return <SortQuestion {...props} item={item} />;
}

/**
 * Lingo 3-5, Word Jobs: sort naming, action and describing words (nouns, verbs, adjectives),
 * alone and in a sentence. Steps 1–2 sort words into the bins, step 3 taps the word with a
 * job in a sentence, step 4 puts every highlighted word of a sentence in its bin.
 */
export default function WordJobs(props: LingoProps) {
  return (
    <LingoPractice<WordJobsItem, WordJobsAnswer>
      {...props}
      model={wordJobsModel}
      Question={WordJobsQuestion}
    />
  );
}

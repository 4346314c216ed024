import {
  lingoLayout,
  LingoPractice,
  Picture,
  SortBins,
  useSortItem,
  useSpeech,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useEffect, useMemo } from 'react';
import { pictureAlt } from '../../model/wordData';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import {
  createTilesState,
  tilesAnswer,
  tilesReducer,
  type TilesAction,
  type TilesLayoutPart,
  type TilesState,
} from '../../widgets/LetterTiles/tilesModel';
import { PictureCard } from '../../widgets/PictureCard/PictureCard';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './WordFamilies.css';
import {
  builtText,
  families,
  isWordFamiliesAnswerReady,
  onsetUtterances,
  spacedLetters,
  taskSentence,
  wordFamiliesModel,
  type WordFamiliesAnswer,
  type WordFamiliesItem,
  type WordFamiliesTask,
} from './model';

type Props = PracticeItemProps<WordFamiliesItem, WordFamiliesAnswer>;
type TaskProps<Kind extends WordFamiliesTask['kind']> = Props & {
  readonly task: Extract<WordFamiliesTask, { kind: Kind }>;
};

/** The row of an onset item: one slot, then the rime as a fixed chunk read letter by letter. */
const onsetLayout = (family: string): readonly TilesLayoutPart[] => [
  'slot',
  { chunk: family, spoken: spacedLetters(family) },
];

const tileInputs = (tiles: readonly string[]) =>
  tiles.map((text) => ({ text, kind: text.length > 1 ? ('team' as const) : ('letter' as const) }));

/** The tiles of a worked example's last step: the right onset in its slot. */
function solvedTiles(task: Extract<WordFamiliesTask, { kind: 'onset' }>): TilesState {
  const state = createTilesState({
    layout: onsetLayout(task.target.family),
    tiles: tileInputs(task.tiles),
  });
  const right = state.tiles.find((tile) => tile.text === task.target.onset);
  return right ? tilesReducer(state, { type: 'place', tileId: right.id, slot: 0 }) : state;
}

/**
 * Steps 1, 2 and 4: one onset slot in front of the fixed rime chunk, the picture when the word
 * has one, the word to hear again; at step 4 the ladder's last rung above. At Check the slot
 * is marked: a right tile locks, a wrong one slides back to the tray.
 */
function OnsetQuestion({
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'onset'>) {
  const { speak } = useSpeech();
  const [tiles, dispatch] = useLetterTiles({
    layout: onsetLayout(task.target.family),
    tiles: tileInputs(task.tiles),
  });
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';

  // A Check marks the slot: right locks, wrong slides back (and the answer empties with it).
  useEffect(() => {
    if (checked && result) dispatch({ type: 'mark', correct: [result.correct] });
  }, [checked, result, dispatch]);
  useEffect(() => {
    if (state === 'answering' && attempt > 0) setAnswer(undefined);
  }, [state, attempt, setAnswer]);

  function onAction(action: TilesAction) {
    const next = tilesReducer(tiles, action);
    dispatch(action);
    const [onset] = tilesAnswer(next);
    setAnswer(onset ? { kind: 'onset', onset } : undefined);
  }

  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const shown = useMemo(
    () =>
      workedExample
        ? last
          ? solvedTiles(task)
          : createTilesState({
              layout: onsetLayout(task.target.family),
              tiles: tileInputs(task.tiles),
            })
        : null,
    [workedExample, last, task],
  );
  const { target } = task;
  return (
    // The word heard, for tests that read each item from the page.
    <div className={lingoLayout.stage} data-word={target.word}>
      {task.ladder ? (
        <p className={styles.rung}>
          <span className={styles.rungLabel}>From</span>
          <span>{task.ladder.from.word}</span>
        </p>
      ) : null}
      <div className={styles.cue}>
        {task.picture && target.emoji ? (
          <Picture emoji={target.emoji} alt={pictureAlt(target)} size={96} />
        ) : null}
        <SoundButton word={target.word} label="Hear the word again" slow size="lg" />
      </div>
      <LetterTiles
        className={styles.tiles}
        state={shown ?? tiles}
        onAction={onAction}
        // The sentence with its word ("Build: hat."): the screen says it only aloud.
        label={taskSentence(task)}
        onTileSpeak={(tile) => speak(onsetUtterances(tile.text, target.word))}
        finishedText={() => builtText(target)}
        controls={false}
        disabled={locked}
      />
    </div>
  );
}

/** Step 3: six written words into their family bins, checked as a whole. */
function SortQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'sort'>) {
  const sort = useSortItem<WordFamiliesAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) => {
      const answer: WordFamiliesAnswer = { kind: 'sort', placement };
      return isWordFamiliesAnswerReady(item, answer) ? answer : undefined;
    },
    solution: task.words.map((each) => ({ id: each.word, bin: each.family })),
  });
  const ordered = [...task.families].sort((a, b) => families.indexOf(a) - families.indexOf(b));
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        trayLabel="Words to sort"
        // Each written word has its small speaker: words.md, "each word is spoken on tap".
        items={task.words.map((each) => {
          const word = each.word;
          return {
            id: word,
            label: word,
            // Room on the right for the small speaker, so it never hides the word's end.
            content: (
              <PictureCard
                entry={{ word }}
                speaker="in-card"
                decorative
                className={styles.sortWord}
              />
            ),
          };
        })}
        bins={ordered.map((family) => ({ id: family, label: `-${family}` }))}
        noun={{ one: 'word', other: 'words' }}
        {...sort}
        disabled={locked}
      />
    </div>
  );
}

/** One Word Families item. */
export function WordFamiliesQuestion(props: Props) {
  const { task } = props.item;
  return task.kind === 'onset' ? (
    <OnsetQuestion {...props} task={task} />
  ) : (
    <SortQuestion {...props} task={task} />
  );
}

/**
 * Lingo 2-4, Word Families: keep the end of a word and change its first sound: cat, hat,
 * flat. Onset tiles before a fixed rime chunk, a family sort, and word ladders.
 */
export default function WordFamilies(props: LingoProps) {
  return (
    <LingoPractice<WordFamiliesItem, WordFamiliesAnswer>
      {...props}
      model={wordFamiliesModel}
      Question={WordFamiliesQuestion}
    />
  );
}

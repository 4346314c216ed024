import {
  checkedMark,
  ChoiceGrid,
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
import { spelledText, spellUtterances } from '../../model/letters';
import { pictureAlt } from '../../model/wordData';
import { wordUtterances } from '../../model/words';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import {
  createTilesState,
  tilesAnswer,
  tilesReducer,
  type TilesAction,
  type TilesConfig,
  type TilesState,
} from '../../widgets/LetterTiles/tilesModel';
import { PictureCard } from '../../widgets/PictureCard/PictureCard';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './MoreThanOne.css';
import {
  isMoreThanOneAnswerReady,
  moreThanOneModel,
  pluralOf,
  threeAlt,
  type MoreThanOneAnswer,
  type MoreThanOneItem,
  type MoreThanOneTask,
  type PluralWord,
} from './model';

type Props = PracticeItemProps<MoreThanOneItem, MoreThanOneAnswer>;
type TaskProps<Kind extends MoreThanOneTask['kind']> = Props & {
  readonly task: Extract<MoreThanOneTask, { kind: Kind }>;
};

const spoken = (word: string): string[] => wordUtterances(word).map((each) => each.text);
const isChecked = (state: Props['state']) =>
  state === 'correct' || state === 'incorrect' || state === 'mastered';

/** Three of a thing (🐱🐱🐱): one picture for the screen reader, "Picture: three cats." */
function ThreeOf({ word }: { readonly word: PluralWord }) {
  if (!word.emoji) return null;
  return (
    <div className={styles.three}>
      <Picture emoji={word.emoji} alt={threeAlt(word.word)} size={80} />
      <Picture emoji={word.emoji} decorative size={80} />
      <Picture emoji={word.emoji} decorative size={80} />
    </div>
  );
}

/** Step 1: three of a thing; the singular and the plural on cards, each spoken on focus. */
function PickQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'pick'>) {
  const right = pluralOf(task.word.word);
  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const picked = last ? right : answer?.kind === 'pick' ? answer.word : null;
  const marks = workedExample
    ? last
      ? { [right]: 'correct' as const }
      : undefined
    : checkedMark(picked, state === 'mastered' ? 'correct' : state);
  return (
    <div className={lingoLayout.stage}>
      <ThreeOf word={task.word} />
      <ChoiceGrid
        label={item.prompt}
        columns={2}
        speakOnFocus
        options={task.choices.map((choice) => ({
          value: choice,
          ariaLabel: choice,
          speech: choice,
          label: <span className={styles.cardWord}>{choice}</span>,
        }))}
        value={picked}
        onChange={(word) => setAnswer({ kind: 'pick', word })}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** Marks a LetterTiles row at a Check: a slot is right when it holds the target's letter there. */
function useMarkOnCheck(
  props: Props,
  dispatch: (action: TilesAction) => void,
  rightAt: (slot: number, text: string) => boolean,
  tiles: TilesState,
) {
  const { state, result, attempt, setAnswer } = props;
  const checked = isChecked(state);
  useEffect(() => {
    if (!checked || !result) return;
    dispatch({
      type: 'mark',
      correct: tilesAnswer(tiles).map((text, slot) => result.correct || rightAt(slot, text)),
    });
    // Only a new check marks; the tiles it changes must not mark again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, result]);
  useEffect(() => {
    if (state === 'answering' && attempt > 0) setAnswer(undefined);
  }, [state, attempt, setAnswer]);
}

/** A worked example's tiles: the row as configured, then filled with the right tiles. */
function solved(config: TilesConfig, letters: readonly string[], show: boolean): TilesState {
  let state = createTilesState(config);
  if (!show) return state;
  letters.forEach((text, slot) => {
    const tile =
      state.mode === 'alphabet'
        ? state.tiles.find((each) => each.text === text)
        : state.tiles.find((each) => each.text === text && !state.slots.includes(each.id));
    if (tile) state = tilesReducer(state, { type: 'place', tileId: tile.id, slot });
  });
  return state;
}

/** Step 2: "One fox, two fox__": the ending tile, -s or -es, after the fixed word. */
function EndingQuestion(props: TaskProps<'ending'>) {
  const { task, setAnswer, locked, workedExample } = props;
  const { speak } = useSpeech();
  const config = useMemo<TilesConfig>(
    () => ({
      layout: [{ chunk: task.word.word, spoken: task.word.word }, 'slot'],
      tiles: [
        { text: 's', kind: 'suffix' },
        { text: 'es', kind: 'suffix' },
      ],
    }),
    [task],
  );
  const [tiles, dispatch] = useLetterTiles(config);
  useMarkOnCheck(props, dispatch, (_, text) => text === task.word.ending, tiles);

  function onAction(action: TilesAction) {
    const next = tilesReducer(tiles, action);
    dispatch(action);
    const [ending] = tilesAnswer(next);
    setAnswer(ending ? { kind: 'ending', ending } : undefined);
  }

  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const shown = workedExample ? solved(config, [task.word.ending], last) : tiles;
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.cue}>
        <ThreeOf word={task.word} />
        <SoundButton text={[`One ${task.word.word}, two…`]} label="Hear it again" />
      </div>
      <LetterTiles
        className={styles.tiles}
        state={shown}
        onAction={onAction}
        label={`One ${task.word.word}, two… Which ending?`}
        trayLabel="Endings"
        onTileSpeak={(tile) => speak(spellUtterances(tile.text))}
        finishedText={(state) => {
          const built = `${task.word.word}${tilesAnswer(state)[0] ?? ''}`;
          return `${spelledText(built)}: ${built}.`;
        }}
        controls={false}
        disabled={locked}
      />
    </div>
  );
}

/** Step 3: six plurals into "-s" and "-es", checked as a whole; each spoken as it is placed. */
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
  const sort = useSortItem<MoreThanOneAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) => {
      const answer: MoreThanOneAnswer = { kind: 'sort', placement };
      return isMoreThanOneAnswerReady(item, answer) ? answer : undefined;
    },
    solution: task.words.map((each) => ({ id: pluralOf(each.word), bin: each.ending })),
  });
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        trayLabel="Words to sort"
        // Spoken and written: each plural has its small speaker.
        items={task.words.map((each) => {
          const word = pluralOf(each.word);
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
        bins={[
          { id: 's', label: '-s' },
          { id: 'es', label: '-es' },
        ]}
        noun={{ one: 'word', other: 'words' }}
        {...sort}
        disabled={locked}
      />
    </div>
  );
}

/** Step 4: the singular shown, the plural heard; the whole plural built on the A–Z rack or typed. */
function BuildQuestion(props: TaskProps<'build'>) {
  const { item, task, setAnswer, locked, workedExample } = props;
  const { speak } = useSpeech();
  const plural = pluralOf(task.word.word);
  const config = useMemo<TilesConfig>(() => ({ layout: task.slots, tiles: 'alphabet' }), [task]);
  const [tiles, dispatch] = useLetterTiles(config);
  useMarkOnCheck(props, dispatch, (slot, text) => text !== '' && plural[slot] === text, tiles);

  function onAction(action: TilesAction) {
    const next = tilesReducer(tiles, action);
    dispatch(action);
    const letters = tilesAnswer(next).join('');
    setAnswer(letters ? { kind: 'build', letters } : undefined);
  }

  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const shown = workedExample ? solved(config, [...plural], last) : tiles;
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.cue}>
        {task.word.emoji ? (
          <Picture emoji={task.word.emoji} alt={pictureAlt(task.word)} size={72} />
        ) : null}
        <p className={styles.singular}>{task.word.word}</p>
        <SoundButton
          text={[`${task.word.word}…`, ...spoken(plural)]}
          label="Hear the word again"
          slow
          size="lg"
        />
      </div>
      <LetterTiles
        className={styles.tiles}
        state={shown}
        onAction={onAction}
        label={`${item.prompt} ${task.slots} slots.`}
        onTileSpeak={(tile) => speak(spellUtterances(tile.text))}
        disabled={locked}
      />
    </div>
  );
}

/** One More Than One item. */
export function MoreThanOneQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'pick':
      return <PickQuestion {...props} task={task} />;
    case 'ending':
      return <EndingQuestion {...props} task={task} />;
    case 'sort':
      return <SortQuestion {...props} task={task} />;
    case 'build':
      return <BuildQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 2-6, More Than One: add -s or -es to make more than one: cats, foxes. Pick the word
 * for three of a thing, choose the ending, sort plurals by ending, and build them.
 */
export default function MoreThanOne(props: LingoProps) {
  return (
    <LingoPractice<MoreThanOneItem, MoreThanOneAnswer>
      {...props}
      model={moreThanOneModel}
      Question={MoreThanOneQuestion}
    />
  );
}

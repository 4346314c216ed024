import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  type ChoiceMark,
  type ChoiceOption,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useEffect, useMemo, useRef } from 'react';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import {
  createTilesState,
  isFull,
  tilesAnswer,
  tilesReducer,
  type TileInput,
  type TilesState,
} from '../../widgets/LetterTiles/tilesModel';
import * as styles from './PrefixAndSuffixPower.css';
import {
  blankSpoken,
  isAnswerComplete,
  isPrefix,
  partsModel,
  rightAnswer,
  type PartsAnswer,
  type PartsItem,
  type PartsTask,
  type WordPart,
} from './model';

type Props = PracticeItemProps<PartsItem, PartsAnswer>;
type TaskProps<Kind extends PartsTask['kind']> = Props & {
  readonly task: Extract<PartsTask, { kind: Kind }>;
};

const atLastStep = (workedExample: Props['workedExample']): boolean =>
  workedExample !== null && workedExample.index >= workedExample.steps.length - 1;

/** The cards of every ChoiceGrid step: the one picked (or the worked example's), marked once checked. */
function Choices({
  item,
  label,
  options,
  answer,
  setAnswer,
  locked,
  state,
  result,
  workedExample,
}: Props & { readonly label: string; readonly options: readonly ChoiceOption[] }) {
  const right = rightAnswer(item.task);
  const shown = atLastStep(workedExample)
    ? right
    : answer?.kind === 'choice'
      ? answer.value
      : undefined;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  let marks: Partial<Record<string, ChoiceMark>> | undefined;
  if (atLastStep(workedExample)) marks = { [right]: 'correct' };
  else if (checked && shown !== undefined) {
    marks = { [shown]: result?.correct ? 'correct' : 'incorrect' };
  }
  return (
    <ChoiceGrid
      className={styles.answers}
      label={label}
      options={options}
      columns={options.length === 4 ? 2 : options.length}
      value={shown ?? null}
      onChange={(value) => setAnswer({ kind: 'choice', value })}
      disabled={locked}
      speakOnFocus
      {...(marks ? { marks } : {})}
    />
  );
}

const wordCard = (word: string): ChoiceOption => ({
  value: word,
  ariaLabel: word,
  label: <span className={styles.word}>{word}</span>,
});

/** Step 1: the picture, the un- or re- word, and two meanings with their pictures. */
function MeaningQuestion(props: TaskProps<'meaning'>) {
  const { task, item } = props;
  return (
    <div className={lingoLayout.stage} data-word={task.word.word}>
      <figure className={styles.target}>
        <Picture emoji={task.word.picture.emoji} size={96} alt={task.word.picture.alt} />
        <figcaption>{task.word.word}</figcaption>
      </figure>
      <Choices
        {...props}
        label={item.prompt}
        options={task.choices.map((choice) => ({
          value: choice.value,
          ariaLabel: choice.text,
          label: (
            <span className={styles.pictureMeaning}>
              {choice.emoji ? <Picture emoji={choice.emoji} size={56} decorative /> : null}
              {choice.text}
            </span>
          ),
        }))}
      />
    </div>
  );
}

/** Steps 2, 3 and 4 (spelling): word cards; a sentence's blank is read as "blank". */
function WordsQuestion(
  props: Props & { readonly task: Extract<PartsTask, { kind: 'sentence' | 'which' | 'spelling' }> },
) {
  const { task, item } = props;
  const base = task.kind === 'spelling' ? task.word.word : task.base;
  return (
    <div className={lingoLayout.stage} data-base={base} data-kind={task.kind}>
      <Choices
        {...props}
        label={task.kind === 'which' ? item.prompt : blankSpoken(item.prompt)}
        options={task.choices.map(wordCard)}
      />
    </div>
  );
}

/** The tray of step 4's build: the seven parts and the base word. */
const tileInputs = (tiles: readonly string[], base: string): TileInput[] =>
  tiles.map((text) =>
    text === base
      ? { text, kind: 'word' }
      : { text, kind: isPrefix(text as WordPart) ? 'prefix' : 'suffix' },
  );

/** The row a worked example shows at its end: the word built. */
function builtState(task: Extract<PartsTask, { kind: 'build' }>): TilesState {
  const start = createTilesState({ layout: 2, tiles: tileInputs(task.tiles, task.word.base) });
  const word = task.word;
  const order = word.part === 'ful' ? [word.base, 'ful'] : [word.part, word.base];
  return order.reduce((state, text, slot) => {
    const tile = state.tiles.find((each) => each.text === text);
    return tile ? tilesReducer(state, { type: 'place', tileId: tile.id, slot }) : state;
  }, start);
}

/** Step 4: build the word from part tiles; after a wrong check the wrong tile goes back. */
function BuildQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'build'>) {
  const [tiles, dispatch] = useLetterTiles({
    layout: 2,
    tiles: tileInputs(task.tiles, task.word.base),
  });
  const solution = useMemo(() => builtState(task), [task]);
  const markedFor = useRef<unknown>(null);

  // A wrong check sends the wrong tiles back (the right one stays, locked), once per check.
  useEffect(() => {
    if (state !== 'incorrect' || !result?.marks || markedFor.current === result) return;
    markedFor.current = result;
    const marks = result.marks;
    dispatch({ type: 'mark', correct: [marks['0'] === 'correct', marks['1'] === 'correct'] });
  }, [state, result, dispatch]);

  // The answer is the row once both slots hold a tile; trying again waits for a full row.
  useEffect(() => {
    if (state !== 'answering') return;
    const answer: PartsAnswer = { kind: 'built', parts: tilesAnswer(tiles) };
    setAnswer(isFull(tiles) && isAnswerComplete(item, answer) ? answer : undefined);
  }, [tiles, state, attempt, item, setAnswer]);

  const shown = atLastStep(workedExample) ? solution : tiles;
  return (
    <div className={lingoLayout.stage} data-base={task.word.base} data-kind="build">
      <LetterTiles
        className={styles.tiles}
        state={shown}
        onAction={dispatch}
        label={item.prompt}
        trayLabel="Word parts"
        disabled={locked || workedExample !== null}
      />
    </div>
  );
}

/** One Prefix and Suffix Power item, drawn with the widget its step needs. */
export function PrefixAndSuffixPowerQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'meaning':
      return <MeaningQuestion {...props} task={task} />;
    case 'build':
      return <BuildQuestion {...props} task={task} />;
    case 'sentence':
    case 'which':
    case 'spelling':
      return <WordsQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 3-2, Prefix and Suffix Power: what un- and re- mean (with pictures), the suffix a
 * sentence needs, all seven parts mixed, and at the top step words built from part tiles and
 * the spelling rules (double the last letter, drop the e).
 */
export default function PrefixAndSuffixPower(props: LingoProps) {
  return (
    <LingoPractice<PartsItem, PartsAnswer>
      {...props}
      model={partsModel}
      Question={PrefixAndSuffixPowerQuestion}
    />
  );
}

import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  useSpeech,
  type CheckResult,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useEffect, useState } from 'react';
import { soundUtterances } from '../../model/keyWords';
import { lettersOf, spellUtterances } from '../../model/letters';
import { pictureAlt } from '../../model/wordData';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import {
  createTilesState,
  isFull,
  rackTileId,
  tilesAnswer,
  tilesReducer,
  type TilesConfig,
  type TilesState,
} from '../../widgets/LetterTiles/tilesModel';
import { letterFont } from '../../widgets/letterType.css';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './BlendIt.css';
import type { BlendWord } from './blendWords';
import { blendModel, type BlendAnswer, type BlendItem, type BlendTask } from './model';

type Props = PracticeItemProps<BlendItem, BlendAnswer>;
type ChoiceTask = Extract<BlendTask, { kind: 'choice' }>;
type BuildTask = Extract<BlendTask, { kind: 'build' }>;

/** The word's picture (if shown) and the word heard again, at speed and then slowly. */
function WordPicture({ word, picture }: { readonly word: BlendWord; readonly picture: boolean }) {
  return (
    <div className={styles.picture}>
      {picture && word.emoji ? (
        <Picture emoji={word.emoji} alt={pictureAlt(word)} size={96} />
      ) : null}
      <SoundButton label="Hear the word again" word={word.word} slow size="lg" />
    </div>
  );
}

/** The blend cards: each shows its two letters and says their names when focused. */
function BlendChoices({
  label,
  choices,
  value,
  onChange,
  disabled,
  marks,
}: {
  readonly label: string;
  readonly choices: readonly string[];
  readonly value: string | null;
  readonly onChange: (blend: string) => void;
  readonly disabled: boolean;
  readonly marks?: Partial<Record<string, ChoiceMark>>;
}) {
  return (
    <ChoiceGrid<string>
      label={label}
      columns={choices.length}
      options={choices.map((blend) => ({
        value: blend,
        label: <span className={`${letterFont} ${styles.blendCard}`}>{blend}</span>,
        ariaLabel: blend,
        speech: spellUtterances(blend),
      }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
      speakOnFocus
      {...(marks ? { marks } : {})}
    />
  );
}

/** Steps 1–2: which blend the picture word starts with. */
function ChoiceQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  result,
  state,
}: Props & {
  readonly task: ChoiceTask;
}) {
  const picked = answer?.kind === 'choice' ? answer.blend : null;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const mark = picked && checked ? (result?.marks?.[picked] as ChoiceMark | undefined) : undefined;
  return (
    <div className={lingoLayout.stage}>
      <WordPicture word={task.word} picture />
      <BlendChoices
        label={item.prompt}
        choices={task.choices}
        value={picked}
        onChange={(blend) => setAnswer({ kind: 'choice', blend })}
        disabled={locked}
        {...(picked && mark ? { marks: { [picked]: mark } } : {})}
      />
    </div>
  );
}

const tilesConfig = (task: BuildTask): TilesConfig => ({
  layout: task.word.word.length,
  tiles: task.tiles === 'rack' ? 'alphabet' : task.tiles,
});

/**
 * Steps 3–4: the word built in its slots from its letters and 2 distractors, or from the A–Z
 * rack (typing works too). A placed letter says its key word ("f, as in fish"), never the
 * word itself. At Check, right letters lock and wrong ones go back.
 */
function BuildQuestion({
  item,
  task,
  setAnswer,
  locked,
  result,
  attempt,
}: Props & {
  readonly task: BuildTask;
}) {
  const speech = useSpeech();
  const [tiles, dispatch] = useLetterTiles(tilesConfig(task));
  const [seenResult, setSeenResult] = useState<CheckResult | null>(null);

  // A new check marks each slot: right letters lock, wrong ones go back to the tray.
  useEffect(() => {
    if (result === seenResult) return;
    setSeenResult(result);
    if (!result?.marks) return;
    const marks = result.marks;
    dispatch({
      type: 'mark',
      correct: tiles.slots.map((_, slot) => marks[`slot-${slot}`] === 'correct'),
    });
  }, [result, seenResult, dispatch, tiles.slots]);

  // The answer follows the slots: Check is offered once every slot is full.
  useEffect(() => {
    if (locked) return;
    setAnswer(isFull(tiles) ? { kind: 'build', letters: tilesAnswer(tiles) } : undefined);
    // setAnswer is the session's stable dispatcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, locked, attempt]);

  return (
    // data-word: the word to build, for end-to-end tests (no assistive tech reads it).
    <div className={lingoLayout.stage} data-word={task.word.word}>
      <WordPicture word={task.word} picture={task.picture} />
      <LetterTiles
        state={tiles}
        onAction={dispatch}
        label={item.prompt}
        onTileSpeak={(tile) => {
          if (tile.kind === 'letter')
            speech.speak(soundUtterances(tile.text, { avoid: task.word.word }));
        }}
        disabled={locked}
      />
    </div>
  );
}

/** One Blend It item. */
export function BlendQuestion(props: Props) {
  const { task } = props.item;
  if (task.kind === 'choice') return <ChoiceQuestion {...props} task={task} />;
  return <BuildQuestion {...props} task={task} />;
}

/** The tiles with the word's first `count` letters in their slots (a worked example). */
export function builtTiles(task: BuildTask, count: number): TilesState {
  let state = createTilesState(tilesConfig(task));
  lettersOf(task.word.word)
    .slice(0, count)
    .forEach((letter, slot) => {
      const tileId =
        state.mode === 'alphabet'
          ? rackTileId(letter)
          : state.tiles.find((tile) => tile.text === letter && !state.slots.includes(tile.id))?.id;
      if (tileId) state = tilesReducer(state, { type: 'place', tileId, slot });
    });
  return state;
}

/**
 * A worked-example step: the word built letter by letter with each key word, or the right
 * blend marked once the example says it.
 */
export function BlendWorked({
  item,
  index,
  total,
}: {
  readonly item: BlendItem;
  readonly index: number;
  readonly total: number;
}) {
  const { task } = item;
  if (task.kind === 'choice') {
    const right = task.word.start ?? '';
    const last = index >= total - 1;
    return (
      <div className={lingoLayout.stage}>
        <WordPicture word={task.word} picture />
        <BlendChoices
          label={`Worked example: ${item.prompt}`}
          choices={task.choices}
          value={last ? right : null}
          onChange={() => undefined}
          disabled
          {...(last ? { marks: { [right]: 'correct' as const } } : {})}
        />
      </div>
    );
  }
  // Step 0 listens; steps 1..n put one more letter in.
  return (
    <div className={lingoLayout.stage}>
      <WordPicture word={task.word} picture={task.picture} />
      <LetterTiles
        state={builtTiles(task, index)}
        onAction={() => undefined}
        label={`Worked example: ${item.prompt}`}
        controls={false}
        disabled
      />
    </div>
  );
}

/**
 * Lingo 2-2, Blend It: hear both sounds in blends like fr, st and nd, then build words that
 * start or end with one.
 */
export default function BlendIt(props: LingoProps) {
  return (
    <LingoPractice<BlendItem, BlendAnswer>
      {...props}
      model={blendModel}
      Question={BlendQuestion}
      renderWorkedExample={({ item, index, steps }) => (
        <BlendWorked item={item} index={index} total={steps.length} />
      )}
    />
  );
}

import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  useSpeech,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useMemo, useState } from 'react';
import { spelledText, spellUtterances } from '../../model/letters';
import { LetterTiles, useLetterTiles } from '../../widgets/LetterTiles/LetterTiles';
import {
  createTilesState,
  tilesAnswer,
  tilesReducer,
  type TilesAction,
  type TilesConfig,
  type TilesState,
} from '../../widgets/LetterTiles/tilesModel';
import { pictureChoice } from '../../widgets/PictureCard/PictureCard';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './MagicE.css';
import {
  magicEModel,
  pictureName,
  wordOf,
  type MagicEAnswer,
  type MagicEItem,
  type MagicETask,
} from './model';

type Props = PracticeItemProps<MagicEItem, MagicEAnswer>;
type TaskProps<Kind extends MagicETask['kind']> = Props & {
  readonly task: Extract<MagicETask, { kind: Kind }>;
};

const isChecked = (state: Props['state']) =>
  state === 'correct' || state === 'incorrect' || state === 'mastered';

/**
 * The written word, big, in the literacy font; at step 1 its last e in colour (and drawn
 * bolder with a dotted underline, so it never relies on colour alone). The screen reader is
 * given it spelled, never as a word: it stays a reading task.
 */
function WrittenWord({ word, colourE }: { readonly word: string; readonly colourE: boolean }) {
  const magic = colourE && word.endsWith('e');
  return (
    <p className={styles.written} data-magic-e={magic ? 'true' : 'false'}>
      <span aria-hidden="true">
        {magic ? word.slice(0, -1) : word}
        {magic ? <span className={styles.magicE}>e</span> : null}
      </span>
      <VisuallyHidden>The word is spelled {spelledText(word)}.</VisuallyHidden>
    </p>
  );
}

/**
 * Steps 1–2: read the written word and pick its picture of the pair. Hearing the word is a
 * hint (words.md): the answer then counts as practice, not evidence.
 */
function ReadQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'read'>) {
  const [heard, setHeard] = useState(false);
  const word = wordOf(task.pair, task.target);
  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const picked = last ? task.target : answer?.kind === 'read' ? answer.picked : null;
  const pickedWord = picked === null ? null : wordOf(task.pair, picked).word;
  const marks = workedExample
    ? last
      ? { [wordOf(task.pair, task.target).word]: 'correct' as const }
      : undefined
    : checkedMark(pickedWord, state === 'mastered' ? 'correct' : state);

  // Hearing it after the answer was checked is only listening: it changes nothing.
  function hear() {
    if (locked) return;
    setHeard(true);
    if (answer?.kind === 'read') setAnswer({ ...answer, heard: true });
  }

  return (
    <div className={lingoLayout.stage}>
      <div className={styles.cue}>
        <WrittenWord word={word.shown} colourE={task.colourE} />
        <SoundButton word={word.shown} label="Hear the word (a hint)" onSpeak={hear} />
      </div>
      {heard && !isChecked(state) ? (
        <p className={styles.note}>You heard the word: this one is practice.</p>
      ) : null}
      <ChoiceGrid
        label={`${item.prompt} Choices: ${task.choices.map((half) => pictureName(wordOf(task.pair, half))).join(', ')}.`}
        columns={2}
        speakOnFocus
        // The word hidden: it is a reading task; each card says its own word.
        options={task.choices.map((half) => {
          const each = wordOf(task.pair, half);
          return pictureChoice(
            { word: each.word, ...(each.emoji ? { emoji: each.emoji } : {}) },
            { showWord: false, ariaLabel: pictureName(each), size: 'lg' },
          );
        })}
        value={pickedWord}
        onChange={(chosen) =>
          setAnswer({
            kind: 'read',
            picked: chosen === task.pair.long.word ? 'long' : 'short',
            ...(heard ? { heard: true } : {}),
          })
        }
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** A worked example's tiles: the row as configured, then filled with the word's letters. */
function solved(config: TilesConfig, letters: readonly string[], show: boolean): TilesState {
  let state = createTilesState(config);
  if (!show) return state;
  letters.forEach((text, slot) => {
    const tile = state.tiles.find(
      (each) => each.text === text && (state.mode === 'alphabet' || !state.slots.includes(each.id)),
    );
    if (tile) state = tilesReducer(state, { type: 'place', tileId: tile.id, slot });
  });
  return state;
}

/**
 * Steps 3–4: hear a word and build it. There are always as many slots as the e word has
 * letters, so the slots never tell whether the e belongs; at Check right letters lock and
 * wrong ones slide back.
 */
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
  const { speak } = useSpeech();
  const word = wordOf(task.pair, task.target);
  const config = useMemo<TilesConfig>(
    () => ({ layout: task.slots, tiles: task.tiles ?? 'alphabet' }),
    [task],
  );
  const [tiles, dispatch] = useLetterTiles(config);
  const checked = isChecked(state);
  useEffect(() => {
    if (!checked || !result) return;
    dispatch({
      type: 'mark',
      correct: tilesAnswer(tiles).map(
        (text, slot) => result.correct || (text !== '' && word.word[slot] === text.toLowerCase()),
      ),
    });
    // Only a new check marks; the tiles it changes must not mark again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, result]);
  useEffect(() => {
    if (state === 'answering' && attempt > 0) setAnswer(undefined);
  }, [state, attempt, setAnswer]);

  function onAction(action: TilesAction) {
    const next = tilesReducer(tiles, action);
    dispatch(action);
    const letters = tilesAnswer(next).join('');
    setAnswer(letters ? { kind: 'build', letters } : undefined);
  }

  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const shown = workedExample ? solved(config, [...word.word], last) : tiles;
  return (
    // The word heard, for tests that read each item from the page.
    <div className={lingoLayout.stage} data-word={word.word}>
      <div className={styles.cue}>
        {task.picture && word.emoji ? (
          <Picture emoji={word.emoji} alt={pictureName(word)} size={96} />
        ) : null}
        <SoundButton word={word.shown} label="Hear the word again" slow size="lg" />
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

/** One Magic E item. */
export function MagicEQuestion(props: Props) {
  const { task } = props.item;
  return task.kind === 'read' ? (
    <ReadQuestion {...props} task={task} />
  ) : (
    <BuildQuestion {...props} task={task} />
  );
}

/**
 * Lingo 2-3, Magic E: a silent e at the end makes the vowel say its name: cap → cape. Read a
 * word and pick its picture, then hear a word and build it, e or no e.
 */
export default function MagicE(props: LingoProps) {
  return (
    <LingoPractice<MagicEItem, MagicEAnswer>
      {...props}
      model={magicEModel}
      Question={MagicEQuestion}
    />
  );
}

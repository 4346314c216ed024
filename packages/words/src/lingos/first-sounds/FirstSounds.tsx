import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type ChoiceOption,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { letterName } from '../../model/letters';
import { letterGlyph } from '../../widgets/letterType.css';
import { PictureCard, pictureChoice } from '../../widgets/PictureCard/PictureCard';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './FirstSounds.css';
import {
  firstSoundsAnswer,
  firstSoundsModel,
  itemText,
  type FirstSoundsAnswer,
  type FirstSoundsItem,
} from './model';

type Props = PracticeItemProps<FirstSoundsItem, FirstSoundsAnswer>;

/** The answer cards: letters (steps 1–3) or pictures (step 4), each spoken on focus. */
function cardsOf(item: FirstSoundsItem): ChoiceOption[] {
  const { task } = item;
  if (task.kind === 'letter') {
    // A letter card speaks only its name ("B."), never the bare letter or its key word.
    return task.choices.map((letter) => ({
      value: letter,
      label: <span className={letterGlyph}>{letter}</span>,
      ariaLabel: letter,
      speech: [letterName(letter)],
    }));
  }
  // The words stay hidden: written, they would give the first letter away.
  return task.choices.map((choice) => pictureChoice(choice, { showWord: false, size: 'lg' }));
}

/** One First Sounds item: the picture word or the letter, and the cards to choose from. */
export function FirstSoundsQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: Props) {
  const { task } = item;
  // A worked example marks the right card at its last step.
  const last = workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;
  const shown = workedExample ? (last ? firstSoundsAnswer(item) : null) : (answer ?? null);
  const marks = workedExample
    ? shown
      ? { [shown]: 'correct' as const }
      : undefined
    : checkedMark(shown, state === 'mastered' ? 'correct' : state);
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>{itemText(item)}</VisuallyHidden>
      {task.kind === 'letter' ? (
        <div className={styles.subject}>
          {/* The word is heard, never written: its first letter is the answer. */}
          <PictureCard entry={task.target} showWord={false} size="lg" />
        </div>
      ) : (
        <p className={styles.subject}>
          <span className={`${letterGlyph} ${styles.bigLetter}`} aria-hidden="true">
            {task.letter}
          </span>
          <SoundButton label="Hear the letter" text={[letterName(task.letter)]} size="lg" />
        </p>
      )}
      <ChoiceGrid
        className={styles.choices}
        label={item.prompt}
        options={cardsOf(item)}
        columns={task.choices.length}
        value={shown}
        onChange={(value) => setAnswer(value)}
        disabled={locked}
        speakOnFocus
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/**
 * Lingo 1-2, First Sounds: hear a picture word and find the letter it starts with; at the top
 * step, find the picture that starts with a letter.
 */
export default function FirstSounds(props: LingoProps) {
  return (
    <LingoPractice<FirstSoundsItem, FirstSoundsAnswer>
      {...props}
      model={firstSoundsModel}
      Question={FirstSoundsQuestion}
    />
  );
}

import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  ReadAloudButton,
  type ChoiceOption,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { letterName } from '../../model/letters';
import { pictureAlt } from '../../model/wordData';
import { wordUtterances } from '../../model/words';
import { letterGlyph } from '../../widgets/letterType.css';
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
      speech: letterName(letter),
    }));
  }
  // The words stay hidden: written, they would give the first letter away.
  return task.choices.map((choice) => ({
    value: choice.word,
    label: (
      <span className={styles.cardPicture}>
        <Picture emoji={choice.emoji} size={88} decorative />
      </span>
    ),
    ariaLabel: choice.word,
    speech: `${choice.word}.`,
  }));
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
        <figure className={styles.subject}>
          <Picture emoji={task.target.emoji} size={144} alt={pictureAlt(task.target)} />
          <ReadAloudButton
            subject="the word"
            iconOnly
            text={wordUtterances(task.target.word, { slow: true })}
          />
        </figure>
      ) : (
        <p className={styles.subject}>
          <span className={`${letterGlyph} ${styles.bigLetter}`} aria-hidden="true">
            {task.letter}
          </span>
          <ReadAloudButton subject="the letter" iconOnly text={[letterName(task.letter)]} />
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

import { useRovingFocus, type LessonSpeech } from '@lingos/kit';
import { Icon, VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { bareWord, wordsOf } from './lessonParts';
import * as styles from './lesson.css';

/** Props of {@link TapWords}. */
export interface TapWordsProps {
  readonly sentence: string;
  /** The new word, shown in bold (its index in `wordsOf(sentence)`). */
  readonly wordIndex: number;
  /** The words to tap, as indices into `wordsOf(sentence)`. */
  readonly answer: readonly number[];
  /** What a wrong word says. */
  readonly hint: (index: number) => string;
  /** Every answer word is tapped. */
  readonly onDone: () => void;
  readonly announce: (message: string, speech?: LessonSpeech) => void;
  readonly done: boolean;
  /** The group's name: the task ("Tap the words that tell what scalding means."). */
  readonly label: string;
}

const markText = { correct: 'yes', incorrect: 'not this one' } as const;

/**
 * A sentence whose words are buttons, to tap the ones that tell what a new word means: a right
 * word stays marked, a wrong one says its hint. One tab stop; the arrow keys move along.
 */
export function TapWords({
  sentence,
  wordIndex,
  answer,
  hint,
  onDone,
  announce,
  done,
  label,
}: TapWordsProps) {
  const words = wordsOf(sentence);
  const [marks, setMarks] = useState<Record<number, 'correct' | 'incorrect'>>({});
  const roving = useRovingFocus({ count: words.length, orientation: 'horizontal' });

  function tap(index: number) {
    if (done || marks[index] === 'correct') return;
    if (!answer.includes(index)) {
      setMarks((previous) => ({ ...previous, [index]: 'incorrect' }));
      announce(hint(index));
      return;
    }
    const next = { ...marks, [index]: 'correct' as const };
    setMarks(next);
    if (answer.every((each) => next[each] === 'correct')) onDone();
    else announce(`Yes: ${bareWord(words[index] ?? '')}. Keep going.`);
  }

  return (
    <div role="group" aria-label={label} className={styles.tapWords}>
      {words.map((word, index) => {
        const mark = marks[index];
        return (
          <button
            key={index}
            type="button"
            {...roving.getItemProps(index)}
            className={styles.tapWord}
            data-state={mark ?? 'idle'}
            data-target={index === wordIndex ? 'true' : undefined}
            aria-pressed={mark === 'correct'}
            onClick={() => tap(index)}
          >
            {word}
            {mark ? (
              <>
                <span className={styles.tapWordMark} aria-hidden="true">
                  <Icon name={mark === 'correct' ? 'check' : 'close'} size="1rem" />
                </span>
                <VisuallyHidden>, {markText[mark]}</VisuallyHidden>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

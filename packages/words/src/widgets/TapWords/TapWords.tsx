import { useRovingFocus } from '@lingos/kit';
import { type KeyboardEvent } from 'react';
import { letterFont } from '../letterType.css';
import * as styles from './TapWords.css';

/** A word's look and `data-state`: untouched, chosen, marked after a check, or a little word. */
export type TapWordState = (typeof styles.tapWordStates)[number];

/** One word of the sentence. */
export interface TapWord {
  /** The word as written ("The", "swims"). */
  readonly text: string;
  /** Punctuation after it ("."), shown but not part of the word's button. */
  readonly after?: string;
  /** A little word (the, a, in …): greyed, not a button, never asked. */
  readonly little?: boolean;
}

/** Props of {@link TapWords}. */
export interface TapWordsProps {
  /** The sentence, word by word; words are numbered over all of them ("Word 3 of 6"). */
  readonly words: readonly TapWord[];
  /** The sentence's accessible name, usually the question ("Tap the action word."). */
  readonly label: string;
  /** The index of the word chosen, if any. */
  readonly value?: number | null;
  /** The child chose a word (a press, a tap, Enter or Space). Without it the words are text. */
  readonly onChange?: (index: number) => void;
  /** Marks after a check, by word index. */
  readonly marks?: Readonly<Partial<Record<number, 'correct' | 'incorrect'>>>;
  /** Words to show highlighted when the words are text (the words a sort asks about). */
  readonly highlighted?: readonly number[];
  /** No word can be chosen (after an answer); the words stay readable. */
  readonly disabled?: boolean;
  readonly className?: string;
}

const markWords = { correct: 'right', incorrect: 'not right' } as const;

/**
 * A sentence whose words are buttons (the tap-a-word mode of words.md 3-5): "Word 3 of 6:
 * swims. Press to choose." Little words are greyed text, never asked. One tab stop: the arrow
 * keys move from word to word, Enter or Space chooses. Without `onChange` the sentence is
 * text, its `highlighted` words marked (the words a sort asks about).
 */
export function TapWords({
  words,
  label,
  value = null,
  onChange,
  marks,
  highlighted = [],
  disabled = false,
  className,
}: TapWordsProps) {
  const little = words.flatMap((word, index) => (word.little ? [index] : []));
  const roving = useRovingFocus({
    count: words.length,
    orientation: 'both',
    wrap: true,
    disabled: little,
    selectedIndex: value,
  });
  const total = words.length;
  const rootClass = [styles.root, letterFont, className].filter(Boolean).join(' ');

  if (!onChange) {
    const lit = new Set(highlighted);
    return (
      <p className={rootClass} aria-label={label} data-part="sentence">
        {words.map((word, index) => {
          const mark = marks?.[index];
          const state: TapWordState = word.little ? 'little' : (mark ?? 'idle');
          return (
            <span
              key={index}
              className={styles.word({ state, kind: lit.has(index) ? 'highlighted' : 'text' })}
              data-state={state}
            >
              {word.text}
              {word.after ? <span className={styles.punctuation}>{word.after}</span> : null}
            </span>
          );
        })}
      </p>
    );
  }

  function choose(index: number) {
    if (disabled || words[index]?.little) return;
    onChange?.(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    if (roving.handleKeyDown(event, index)) return;
    if (event.key === ' ' || (event.key === 'Enter' && index !== value)) {
      event.preventDefault();
      choose(index);
    }
  }

  return (
    <div role="group" aria-label={label} className={rootClass} data-part="sentence">
      {words.map((word, index) => {
        const after = word.after ? (
          <span className={styles.punctuation} aria-hidden="true">
            {word.after}
          </span>
        ) : null;
        if (word.little) {
          return (
            <span
              key={index}
              className={styles.word({ state: 'little', kind: 'text' })}
              data-state="little"
            >
              {word.text}
              {after}
            </span>
          );
        }
        const mark = marks?.[index];
        const chosen = index === value;
        const state: TapWordState = mark ?? (chosen ? 'chosen' : 'idle');
        const item = roving.getItemProps(index);
        const name = `Word ${index + 1} of ${total}: ${word.text}.`;
        return (
          <span key={index} style={{ display: 'inline-flex', alignItems: 'center' }}>
            <button
              type="button"
              ref={item.ref}
              tabIndex={item.tabIndex}
              onFocus={item.onFocus}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => choose(index)}
              aria-label={mark ? `${name} ${markWords[mark]}.` : `${name} Press to choose.`}
              aria-pressed={chosen}
              aria-disabled={disabled || undefined}
              data-index={index}
              data-state={state}
              className={styles.word({ state, kind: 'button' })}
            >
              {word.text}
            </button>
            {after}
          </span>
        );
      })}
    </div>
  );
}

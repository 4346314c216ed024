import {
  ChoiceGrid,
  type ChoiceMark,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { spelledText } from '../../model/letters';
import { letterFont } from '../../widgets/letterType.css';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './SightWordSprint.css';
import {
  cardLabel,
  firstDifference,
  heartHint,
  sightWordModel,
  sightWordOf,
  sightWordRules,
  type SightWordAnswer,
  type SightWordItem,
} from './model';

/** The letters a hint lights: the first that differs from a look-alike, or the heart part. */
function litLetters(
  word: string,
  options: { readonly heart?: boolean; readonly against?: string },
): Set<number> {
  if (options.against !== undefined) {
    const index = firstDifference(word, options.against);
    return new Set([Math.min(index, word.length - 1)]);
  }
  const letters = options.heart ? sightWordOf(word)?.heart?.letters : undefined;
  if (!letters) return new Set();
  const start = word.indexOf(letters);
  return new Set(Array.from({ length: letters.length }, (_, index) => start + index));
}

/** A word large, letter by letter, some letters lit; read as its letters. */
function ShownWord({ word, lit }: { readonly word: string; readonly lit: ReadonlySet<number> }) {
  return (
    <p className={`${letterFont} ${styles.shownWord}`} data-part="shown-word">
      {[...word].map((letter, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`${styles.letter} ${lit.has(index) ? styles.litLetter : ''}`}
          data-lit={lit.has(index) || undefined}
        >
          {letter}
        </span>
      ))}
      <VisuallyHidden>{`${word}: ${spelledText(word)}`}</VisuallyHidden>
    </p>
  );
}

/**
 * One item of a round: "Find the word you hear." The word and its carrier sentence are
 * spoken (and given to screen readers); the 4 word cards stay silent, since hearing them
 * would give the answer away, and read as their letters ("card: s, a, i, d"). One tap
 * answers; after a miss the right card is marked and the hint's letters light up.
 */
export function SightWordQuestion({
  item,
  answer,
  submit,
  locked,
  state,
  result,
}: PracticeItemProps<SightWordItem, SightWordAnswer>) {
  const checked = state === 'correct' || state === 'incorrect';
  const marks: Partial<Record<string, ChoiceMark>> | undefined =
    checked && answer !== undefined
      ? {
          ...(state === 'incorrect' ? { [answer]: 'incorrect' as const } : {}),
          [item.target]: 'correct',
        }
      : undefined;
  const misconception = state === 'incorrect' ? result?.misconception : undefined;
  return (
    <div className={lingoLayout.stage} data-target={item.target}>
      <div className={styles.listen}>
        <VisuallyHidden>{`Find: ${item.target}. ${item.carrier}`}</VisuallyHidden>
        <SoundButton label="Hear the word again" text={item.speech ?? item.prompt} size="lg" />
      </div>
      <ChoiceGrid
        label={item.prompt}
        options={item.choices.map((word) => ({
          value: word,
          ariaLabel: cardLabel(word),
          label: (
            <span className={`${letterFont} ${styles.cardWord}`} aria-hidden="true">
              {word}
            </span>
          ),
        }))}
        value={answer ?? null}
        onChange={(value) => submit(value)}
        disabled={locked}
        columns={2}
        {...(marks ? { marks } : {})}
      />
      {misconception === 'look-alike' && answer !== undefined ? (
        <div className={styles.hintBox} data-part="hint-word">
          <ShownWord word={item.target} lit={litLetters(item.target, { against: answer })} />
        </div>
      ) : null}
      {misconception === 'heart' ? (
        <div className={styles.hintBox} data-part="hint-word">
          <ShownWord word={item.target} lit={litLetters(item.target, { heart: true })} />
        </div>
      ) : null}
    </div>
  );
}

/** The worked example: the word large and spelled, its sentence, then its heart coloured. */
function SightWordExample({
  item,
  index,
}: {
  readonly item: SightWordItem;
  readonly index: number;
}) {
  const entry = sightWordOf(item.target);
  const heart = index >= 2 && entry !== null && heartHint(entry) !== null;
  return (
    <div className={lingoLayout.stage} data-target={item.target}>
      <ShownWord word={item.target} lit={litLetters(item.target, { heart })} />
      {index >= 1 ? <p className={styles.caption}>{item.carrier}</p> : null}
    </div>
  );
}

/**
 * Lingo 2-5, Sight Word Sprint: spot 40 tricky everyday words fast and race your own best
 * time. The kit's Speed rules run the round (timer with "Hide timer" and "Timer off", the
 * hint after a miss, the best time per step); 2 misses in a row pause the timer for a worked
 * example.
 */
export default function SightWordSprint(props: LingoProps) {
  return (
    <LingoPractice<SightWordItem, SightWordAnswer>
      {...props}
      model={sightWordModel}
      rules={sightWordRules}
      Question={SightWordQuestion}
      renderWorkedExample={({ item, index }) => <SightWordExample item={item} index={index} />}
    />
  );
}

import {
  checkedMark,
  ChoiceGrid,
  joinPair,
  lingoLayout,
  LingoPractice,
  MatchPairs,
  removePair,
  useSpeech,
  YesNo,
  type LingoProps,
  type MatchPairsTexts,
  type PracticeItemProps,
  type YesNoValue,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useState, type FocusEvent } from 'react';
import { wordUtterances } from '../../model/words';
import { PictureCard, pictureChoice } from '../../widgets/PictureCard/PictureCard';
import * as styles from './RhymeTime.css';
import {
  rhymeItemText,
  rhymes,
  rhymeTimeAnswer,
  rhymeTimeModel,
  type RhymeTask,
  type RhymeTimeAnswer,
  type RhymeTimeItem,
} from './model';

type Props = PracticeItemProps<RhymeTimeItem, RhymeTimeAnswer>;
type TaskProps<Kind extends RhymeTask['kind']> = Props & {
  readonly task: Extract<RhymeTask, { kind: Kind }>;
};

/** Whether a worked example has reached its last step, where the answer shows. */
const atLastStep = (workedExample: Props['workedExample']): boolean =>
  workedExample ? workedExample.index >= workedExample.steps.length - 1 : false;

/** Step 1: "Do cat and hat rhyme?" Both pictures with their speakers, then Yes or No. */
function YesNoQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'yes-no'>) {
  const right = rhymeTimeAnswer(item);
  const shown: YesNoValue | null = workedExample
    ? atLastStep(workedExample) && right.kind === 'yes-no'
      ? right.value
      : null
    : answer?.kind === 'yes-no'
      ? answer.value
      : null;
  const marks = workedExample
    ? shown
      ? { [shown]: 'correct' as const }
      : undefined
    : checkedMark(shown, state === 'mastered' ? 'correct' : state);
  return (
    <>
      <div className={styles.subjects}>
        <PictureCard entry={task.first} size="lg" />
        <PictureCard entry={task.second} size="lg" />
      </div>
      <YesNo
        className={styles.yesNo}
        label={item.prompt}
        value={shown}
        onChange={(value) => setAnswer({ kind: 'yes-no', value })}
        disabled={locked}
        speakOnFocus
        {...(marks ? { marks } : {})}
      />
    </>
  );
}

/** Steps 2–4: pick a picture (the rhyme, or the odd one out); each card speaks on focus. */
function PickQuestion({ item, answer, setAnswer, locked, state, workedExample }: Props) {
  const { task } = item;
  const cards = task.kind === 'pick' || task.kind === 'odd-one-out' ? task.choices : [];
  const right = rhymeTimeAnswer(item);
  const shown = workedExample
    ? atLastStep(workedExample) && right.kind === 'word'
      ? right.word
      : null
    : answer?.kind === 'word'
      ? answer.word
      : null;
  const marks = workedExample
    ? shown
      ? { [shown]: 'correct' as const }
      : undefined
    : checkedMark(shown, state === 'mastered' ? 'correct' : state);
  return (
    <>
      {task.kind === 'pick' ? (
        <div className={styles.subjects}>
          <PictureCard entry={task.target} size="lg" />
        </div>
      ) : null}
      <ChoiceGrid
        className={styles.choices}
        label={item.prompt}
        options={cards.map((card) => pictureChoice(card, { ariaLabel: card.word }))}
        columns={cards.length}
        value={shown}
        onChange={(word) => setAnswer({ kind: 'word', word })}
        disabled={locked}
        speakOnFocus
        {...(marks ? { marks } : {})}
      />
    </>
  );
}

const rightId = (word: string) => `rhyme-${word}`;
const wordOf = (id: string) => id.replace(/^rhyme-/, '');

/** How the pairs are read: "cat and hat: matched." */
const pairTexts: Partial<MatchPairsTexts> = {
  joined: (left, right) => `${left.label} and ${right.label}: matched.`,
  parted: (left, right) => `${left.label} and ${right.label}: no longer matched.`,
};

/** Step 4: 3 rhyming pairs to match, checked as a whole; right pairs lock, wrong ones undo. */
function PairsQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'pairs'>) {
  const [pairs, setPairs] = useState<Readonly<Record<string, string>>>({});

  // Trying again undoes the wrong pairs; the right ones stay, locked.
  useEffect(() => {
    if (state !== 'answering' || attempt === 0 || !result?.marks) return;
    const marks = result.marks;
    setPairs((current) =>
      Object.fromEntries(Object.entries(current).filter(([left]) => marks[left] === 'correct')),
    );
    setAnswer(undefined);
  }, [state, attempt, result, setAnswer]);

  function update(next: Readonly<Record<string, string>>) {
    setPairs(next);
    const complete = task.left.every((entry) => next[entry.word] !== undefined);
    setAnswer(
      complete
        ? {
            kind: 'pairs',
            pairs: Object.fromEntries(
              Object.entries(next).map(([left, right]) => [left, wordOf(right)]),
            ),
          }
        : undefined,
    );
  }

  // A worked example joins one rhyming pair per step.
  const shown = workedExample
    ? Object.fromEntries(
        task.left.slice(0, workedExample.index + 1).flatMap((entry) => {
          const partner = task.right.find((other) => rhymes(entry, other));
          return partner ? [[entry.word, rightId(partner.word)]] : [];
        }),
      )
    : pairs;
  // words.md: a card speaks when it gets keyboard focus (MatchPairs has no such option).
  const speech = useSpeech();
  function speakOnKeyboardFocus(event: FocusEvent<HTMLDivElement>) {
    const id = event.target instanceof HTMLElement ? event.target.dataset.id : undefined;
    if (id === undefined || !focusVisible(event.target)) return;
    speech.speak(wordUtterances(wordOf(id)));
  }

  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const marks = workedExample
    ? Object.fromEntries(Object.keys(shown).map((id) => [id, 'correct' as const]))
    : Object.fromEntries(
        Object.entries(result?.marks ?? {}).filter(
          ([id, mark]) => shown[id] !== undefined && (checked || mark === 'correct'),
        ),
      );
  return (
    // Focus only bubbles here to be spoken; the buttons inside take the keys.
    <div className={styles.pairs} onFocus={speakOnKeyboardFocus}>
      <MatchPairs
        label={item.prompt}
        leftLabel="Words"
        rightLabel="Their rhymes"
        left={task.left.map((entry) => ({
          id: entry.word,
          label: entry.word,
          content: <PictureCard entry={entry} speaker="in-card" decorative />,
        }))}
        right={task.right.map((entry) => ({
          id: rightId(entry.word),
          label: entry.word,
          content: <PictureCard entry={entry} speaker="in-card" decorative />,
        }))}
        pairs={shown}
        marks={marks}
        texts={pairTexts}
        onPair={(left, right) => update(joinPair(pairs, left, right))}
        onUnpair={(left) => update(removePair(pairs, left))}
        disabled={locked}
      />
    </div>
  );
}

/** Whether an element got focus from the keyboard; false where `:focus-visible` is unknown. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** One Rhyme Time item, drawn with the widget its task needs. */
export function RhymeTimeQuestion(props: Props) {
  const { task } = props.item;
  return (
    <div className={lingoLayout.stage} data-task={task.kind}>
      <VisuallyHidden>{rhymeItemText(props.item)}</VisuallyHidden>
      {task.kind === 'yes-no' ? (
        <YesNoQuestion {...props} task={task} />
      ) : task.kind === 'pairs' ? (
        <PairsQuestion {...props} task={task} />
      ) : (
        <PickQuestion {...props} />
      )}
    </div>
  );
}

/** Lingo 1-5, Rhyme Time: find words that rhyme, like cat and hat. */
export default function RhymeTime(props: LingoProps) {
  return (
    <LingoPractice<RhymeTimeItem, RhymeTimeAnswer>
      {...props}
      model={rhymeTimeModel}
      Question={RhymeTimeQuestion}
    />
  );
}

import {
  ChoiceGrid,
  joinPair,
  lingoLayout,
  LingoPractice,
  MatchPairs,
  removePair,
  type ChoiceMark,
  type LingoProps,
  type MatchPairsTexts,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useState } from 'react';
import { caseName, letterInCase } from '../../model/letters';
import * as styles from './BigAndSmallLetters.css';
import {
  bigSmallModel,
  isBoardComplete,
  itemText,
  type BigSmallAnswer,
  type BigSmallItem,
  type BigSmallTask,
  type Letter,
} from './model';

type Props = PracticeItemProps<BigSmallItem, BigSmallAnswer>;
type ChooseTask = Extract<BigSmallTask, { kind: 'choose' }>;
type MatchTask = Extract<BigSmallTask, { kind: 'match' }>;

/** Steps 1–3: the letter shown large, and its partner to pick among 2–4 cards. */
function ChooseQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  result,
  workedExample,
}: Props & { readonly task: ChooseTask }) {
  const target = task.shown === 'big' ? 'small' : 'big';
  // A worked example picks the right card at its last step.
  const exampleDone =
    workedExample !== null && workedExample.index === workedExample.steps.length - 1;
  const picked = exampleDone ? task.letter : answer?.kind === 'choice' ? answer.letter : null;
  const checked = state === 'correct' || state === 'incorrect';
  const mark = exampleDone
    ? 'correct'
    : checked && picked
      ? (result?.marks?.[picked] as ChoiceMark | undefined)
      : undefined;
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{itemText(task)}</p>
      </VisuallyHidden>
      <div
        className={styles.shownLetter}
        aria-hidden="true"
        data-letter={letterInCase(task.letter, task.shown)}
      >
        {letterInCase(task.letter, task.shown)}
      </div>
      <ChoiceGrid<Letter>
        className={styles.answers}
        label={item.prompt}
        columns={task.choices.length}
        // No card speaks on focus: hearing the names would give the match away.
        options={task.choices.map((letter) => ({
          value: letter,
          label: <span className={styles.cardLetter}>{letterInCase(letter, target)}</span>,
          ariaLabel: caseName(letter, target),
        }))}
        value={picked}
        onChange={(letter) => setAnswer({ kind: 'choice', letter })}
        disabled={locked}
        {...(picked && mark ? { marks: { [picked]: mark } } : {})}
      />
    </div>
  );
}

const smallId = (letter: Letter) => `small-${letter}`;
const letterOf = (id: string) => id.replace(/^small-/, '') as Letter;

/** words.md: a join is read back as the two letters ("Big B joined with small b."). */
const matchTexts: Partial<MatchPairsTexts> = {
  joined: (left, right) => `${capitalize(left.label)} joined with ${right.label}.`,
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Step 4: 4 big letters joined to their small letters on one board, checked as a whole. */
function MatchQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: Props & { readonly task: MatchTask }) {
  const [pairs, setPairs] = useState<Readonly<Record<string, string>>>({});

  // Trying again undoes the wrong pairs; the right ones stay, locked.
  useEffect(() => {
    if (state !== 'answering' || attempt === 0 || !result?.marks) return;
    const marks = result.marks;
    setPairs((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => marks[id] === 'correct')),
    );
    setAnswer(undefined);
  }, [state, attempt, result, setAnswer]);

  function update(next: Readonly<Record<string, string>>) {
    setPairs(next);
    const answer: BigSmallAnswer = {
      kind: 'pairs',
      pairs: Object.fromEntries(
        Object.entries(next).map(([left, right]) => [left, letterOf(right)]),
      ),
    };
    setAnswer(isBoardComplete(item, answer) ? answer : undefined);
  }

  const shown = workedExample
    ? Object.fromEntries(
        task.letters
          .filter((_, index) => index <= workedExample.index)
          .map((letter) => [letter, smallId(letter)]),
      )
    : pairs;
  const checked = state === 'correct' || state === 'incorrect';
  const marks = workedExample
    ? Object.fromEntries(Object.keys(shown).map((id) => [id, 'correct' as const]))
    : Object.fromEntries(
        Object.entries(result?.marks ?? {}).filter(
          ([id, mark]) => shown[id] !== undefined && (checked || mark === 'correct'),
        ),
      );
  return (
    <div className={lingoLayout.stage}>
      <MatchPairs
        label={item.prompt}
        leftLabel="Big letters"
        rightLabel="Small letters"
        left={task.letters.map((letter) => ({
          id: letter,
          label: caseName(letter, 'big'),
          content: <span className={styles.cardLetter}>{letterInCase(letter, 'big')}</span>,
        }))}
        right={task.rightOrder.map((letter) => ({
          id: smallId(letter),
          label: caseName(letter, 'small'),
          content: <span className={styles.cardLetter}>{letterInCase(letter, 'small')}</span>,
        }))}
        pairs={shown}
        marks={marks}
        texts={matchTexts}
        onPair={(left, right) => update(joinPair(pairs, left, right))}
        onUnpair={(left) => update(removePair(pairs, left))}
        disabled={locked}
      />
    </div>
  );
}

/** One Big and Small Letters item, drawn with the widget its step needs. */
export function BigAndSmallLettersQuestion(props: Props) {
  const { task } = props.item;
  return task.kind === 'choose' ? (
    <ChooseQuestion {...props} task={task} />
  ) : (
    <MatchQuestion {...props} task={task} />
  );
}

/**
 * Lingo 1-1, Big and Small Letters: find the small partner of a big letter (or, from step 2,
 * the big partner of a small one) among 2–4 cards; at step 4, match 4 big/small pairs on one
 * board, look-alike sets such as B D P Q included.
 */
export default function BigAndSmallLetters(props: LingoProps) {
  return (
    <LingoPractice<BigSmallItem, BigSmallAnswer>
      {...props}
      model={bigSmallModel}
      Question={BigAndSmallLettersQuestion}
    />
  );
}

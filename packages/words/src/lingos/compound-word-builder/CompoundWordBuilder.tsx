import {
  ChoiceGrid,
  joinPair,
  lingoLayout,
  LingoPractice,
  MatchPairs,
  Picture,
  removePair,
  type ChoiceMark,
  type ChoiceOption,
  type LingoProps,
  type MatchPairsTexts,
  type PracticeItemProps,
} from '@lingos/kit';
import { useEffect, useState, type ReactNode } from 'react';
import * as styles from './CompoundWordBuilder.css';
import {
  compoundModel,
  isAnswerComplete,
  joinedText,
  splitSpoken,
  type Compound,
  type CompoundAnswer,
  type CompoundItem,
  type CompoundTask,
} from './model';

type Props = PracticeItemProps<CompoundItem, CompoundAnswer>;
type TaskProps<Kind extends CompoundTask['kind']> = Props & {
  readonly task: Extract<CompoundTask, { kind: Kind }>;
};

/** "a snowman", "an airplane", "fireworks": a compound as its picture's alt text says it. */
export function pictureAlt(word: string): string {
  if (word.endsWith('s')) return word;
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** The compound's picture with its word under it (words.md's PictureCard: "Picture: a snowman."). */
function CompoundPicture({
  compound,
  caption,
}: {
  readonly compound: Compound;
  readonly caption?: ReactNode;
}) {
  if (!compound.emoji) return caption ? <p className={lingoLayout.note}>{caption}</p> : null;
  return (
    <figure className={styles.snapped}>
      <Picture emoji={compound.emoji} size={112} alt={pictureAlt(compound.word)} />
      {caption ? <figcaption className={lingoLayout.note}>{caption}</figcaption> : null}
    </figure>
  );
}

/** Whether the worked example is at its last step, where it shows the answer. */
const atLastStep = (workedExample: Props['workedExample']): boolean =>
  workedExample !== null && workedExample.index >= workedExample.steps.length - 1;

/**
 * Cards of a ChoiceGrid question: the card picked, or (at the worked example's last step) the
 * right one, marked after a check. Each card speaks when it gets keyboard focus.
 */
function Choices({
  item,
  options,
  rightValue,
  answer,
  setAnswer,
  locked,
  state,
  result,
  workedExample,
  columns,
}: Props & {
  readonly options: readonly ChoiceOption[];
  readonly rightValue: string;
  readonly columns?: number;
}) {
  const shown = atLastStep(workedExample)
    ? rightValue
    : answer?.kind === 'choice'
      ? answer.value
      : undefined;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  let marks: Partial<Record<string, ChoiceMark>> | undefined;
  if (atLastStep(workedExample)) marks = { [rightValue]: 'correct' };
  else if (checked && shown !== undefined) {
    marks = { [shown]: result?.correct ? 'correct' : 'incorrect' };
  }
  return (
    <ChoiceGrid
      className={styles.answers}
      label={item.prompt}
      options={options}
      columns={columns ?? options.length}
      value={shown ?? null}
      onChange={(value) => setAnswer({ kind: 'choice', value })}
      disabled={locked}
      speakOnFocus
      {...(marks ? { marks } : {})}
    />
  );
}

const words = (text: string, className = styles.matchWord) => (
  <span className={className}>{text}</span>
);

/** Whether the item has been answered right (or the worked example reached its answer). */
function solved(props: Props): boolean {
  return (
    atLastStep(props.workedExample) ||
    ((props.state === 'correct' || props.state === 'mastered') && props.result?.correct === true)
  );
}

/** Step 1: "snow + ?" and 3 words; once snapped, the compound's picture and its words. */
function SecondQuestion(props: TaskProps<'second'>) {
  const { task, answer } = props;
  const { compound } = task;
  const done = solved(props);
  const picked = answer?.kind === 'choice' ? answer.value : compound.second;
  const made = done && picked !== compound.second ? null : compound;
  return (
    <div className={lingoLayout.stage} data-first={compound.first}>
      <div className={lingoLayout.promptCard}>
        <span className={styles.bigWord}>{compound.first}</span>
        <span className={styles.plus} aria-hidden="true">
          + ?
        </span>
      </div>
      <Choices
        {...props}
        rightValue={compound.second}
        options={task.choices.map((choice) => ({
          value: choice,
          label: words(choice),
          ariaLabel: choice,
        }))}
      />
      {done ? (
        made ? (
          <CompoundPicture compound={made} caption={joinedText(made)} />
        ) : (
          <p
            className={lingoLayout.note}
          >{`${compound.first} plus ${picked}: ${compound.first}${picked}.`}</p>
        )
      ) : null}
    </div>
  );
}

/** Step 2: the compound and its picture; 3 split points, "rain | bow". */
function SplitQuestion(props: TaskProps<'split'>) {
  const { task } = props;
  const { compound } = task;
  return (
    <div className={lingoLayout.stage} data-word={compound.word}>
      <CompoundPicture compound={compound} caption={words(compound.word, styles.bigWord)} />
      <Choices
        {...props}
        rightValue={String(compound.first.length)}
        options={task.choices.map((at) => ({
          value: String(at),
          ariaLabel: splitSpoken(compound.word, at),
          label: (
            <span className={styles.split} aria-hidden="true">
              {compound.word.slice(0, at)}
              <span className={styles.splitBar}>|</span>
              {compound.word.slice(at)}
            </span>
          ),
        }))}
      />
    </div>
  );
}

const secondId = (word: string) => `second-${word}`;
const compoundOfSecond = (id: string) => id.replace(/^second-/, '');

/** words.md reads a join as "snow plus man: snowman." */
function matchTexts(byWord: ReadonlyMap<string, Compound>): Partial<MatchPairsTexts> {
  const joined = (leftId: string, rightId: string): string => {
    const left = byWord.get(leftId);
    const right = byWord.get(compoundOfSecond(rightId));
    return left && right ? `${left.first} plus ${right.second}: ${left.first}${right.second}.` : '';
  };
  return {
    joined: (left, right) => joined(left.id, right.id),
    parted: (left, right) => `${left.label} and ${right.label}: no longer joined.`,
  };
}

/** Step 3: 4 first words, 4 second words, joined by tap or keyboard; checked as a whole. */
function MatchQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'match'>) {
  const [pairs, setPairs] = useState<Readonly<Record<string, string>>>({});

  // Trying again undoes the wrong pairs (they bounce back); the right ones stay, locked.
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
    const answer: CompoundAnswer = {
      kind: 'pairs',
      pairs: Object.fromEntries(
        Object.entries(next).map(([left, right]) => [left, compoundOfSecond(right)]),
      ),
    };
    setAnswer(isAnswerComplete(item, answer) ? answer : undefined);
  }

  const shown = workedExample
    ? Object.fromEntries(
        task.pairs
          .filter((_, index) => index <= workedExample.index)
          .map((pair) => [pair.word, secondId(pair.word)]),
      )
    : pairs;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const marks = workedExample
    ? Object.fromEntries(Object.keys(shown).map((id) => [id, 'correct' as const]))
    : Object.fromEntries(
        Object.entries(result?.marks ?? {}).filter(
          ([id, mark]) => shown[id] !== undefined && (checked || mark === 'correct'),
        ),
      );
  const byWord = new Map(task.pairs.map((pair) => [pair.word, pair]));
  return (
    <div className={lingoLayout.stage}>
      <MatchPairs
        className={styles.answers}
        label={item.prompt}
        leftLabel="First words"
        rightLabel="Second words"
        left={task.pairs.map((pair) => ({
          id: pair.word,
          label: pair.first,
          content: words(pair.first),
        }))}
        right={task.rightOrder.flatMap((word) => {
          const pair = byWord.get(word);
          return pair
            ? [{ id: secondId(word), label: pair.second, content: words(pair.second) }]
            : [];
        })}
        pairs={shown}
        marks={marks}
        texts={matchTexts(byWord)}
        onPair={(left, right) => update(joinPair(pairs, left, right))}
        onUnpair={(left) => update(removePair(pairs, left))}
        disabled={locked}
      />
    </div>
  );
}

/** Step 4: "What is a doghouse?" with its picture if it has one; 3 meanings. */
function MeaningQuestion(props: TaskProps<'meaning'>) {
  const { task } = props;
  return (
    <div className={lingoLayout.stage} data-word={task.compound.word}>
      <CompoundPicture
        compound={task.compound}
        caption={words(task.compound.word, styles.bigWord)}
      />
      <Choices
        {...props}
        columns={1}
        rightValue="right"
        options={task.choices.map((choice) => ({
          value: choice.kind,
          ariaLabel: choice.text,
          label: words(choice.text, styles.meaning),
        }))}
      />
    </div>
  );
}

/** One Compound Word Builder item, drawn with the widget its step needs. */
export function CompoundWordBuilderQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'second':
      return <SecondQuestion {...props} task={task} />;
    case 'split':
      return <SplitQuestion {...props} task={task} />;
    case 'match':
      return <MatchQuestion {...props} task={task} />;
    case 'meaning':
      return <MeaningQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 3-1, Compound Word Builder: snap two words into a compound (snow + man), find where a
 * compound splits, match first and second words, and say what a see-through compound means.
 */
export default function CompoundWordBuilder(props: LingoProps) {
  return (
    <LingoPractice<CompoundItem, CompoundAnswer>
      {...props}
      model={compoundModel}
      Question={CompoundWordBuilderQuestion}
    />
  );
}

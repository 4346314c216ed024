import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  SortBins,
  useBounceOnCheck,
  type ChoiceMark,
  type ChoiceOption,
  type LingoProps,
  type Placement,
  type PracticeItemProps,
  type SortBinsTexts,
} from '@lingos/kit';
import { useEffect, useState } from 'react';
import * as styles from './SameOrOpposite.css';
import {
  findPicture,
  isAnswerComplete,
  pairSpoken,
  pairText,
  rightChoice,
  sameOppositeModel,
  sortBins,
  type SameOppositeAnswer,
  type SameOppositeItem,
  type SameOppositeTask,
} from './model';

type Props = PracticeItemProps<SameOppositeItem, SameOppositeAnswer>;
type TaskProps<Kind extends SameOppositeTask['kind']> = Props & {
  readonly task: Extract<SameOppositeTask, { kind: Kind }>;
};

const atLastStep = (workedExample: Props['workedExample']): boolean =>
  workedExample !== null && workedExample.index >= workedExample.steps.length - 1;

/** The cards of steps 1, 2 and 4: the one picked (or the worked example's), marked once checked. */
function Choices({
  item,
  options,
  answer,
  setAnswer,
  locked,
  state,
  result,
  workedExample,
}: Props & { readonly options: readonly ChoiceOption[] }) {
  const right = rightChoice(item.task) ?? '';
  const shown = atLastStep(workedExample)
    ? right
    : answer?.kind === 'choice'
      ? answer.value
      : undefined;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  let marks: Partial<Record<string, ChoiceMark>> | undefined;
  if (atLastStep(workedExample)) marks = { [right]: 'correct' };
  else if (checked && shown !== undefined) {
    marks = { [shown]: result?.correct ? 'correct' : 'incorrect' };
  }
  return (
    <ChoiceGrid
      className={styles.answers}
      label={item.prompt}
      options={options}
      columns={options.length === 4 ? 2 : options.length}
      value={shown ?? null}
      onChange={(value) => setAnswer({ kind: 'choice', value })}
      disabled={locked}
      speakOnFocus
      {...(marks ? { marks } : {})}
    />
  );
}

/** Steps 1 and 2: the word (with its picture at step 1) and its cards. */
function ChooseQuestion(props: TaskProps<'choose'>) {
  const { task } = props;
  const picture = task.pictures ? findPicture(task.word) : undefined;
  return (
    <div className={lingoLayout.stage} data-word={task.word} data-ask={task.ask}>
      <figure className={styles.target}>
        {picture ? <Picture emoji={picture.emoji} size={96} alt={picture.alt} /> : null}
        <figcaption>{task.word}</figcaption>
      </figure>
      <Choices
        {...props}
        options={task.choices.map((choice) => {
          const cardPicture = task.pictures ? findPicture(choice) : undefined;
          return {
            value: choice,
            ariaLabel: cardPicture ? `${choice}, picture of ${cardPicture.alt}` : choice,
            speech: choice,
            label: cardPicture ? (
              <span className={styles.pictureWord}>
                <Picture emoji={cardPicture.emoji} size={64} decorative />
                {choice}
              </span>
            ) : (
              <span className={styles.word}>{choice}</span>
            ),
          };
        })}
      />
    </div>
  );
}

/** words.md: "Bin: same meaning. Bin: opposite." */
const binTexts: Partial<SortBinsTexts> = {
  binName: (bin, placed) =>
    placed.length === 0
      ? `Bin: ${bin.label}, empty`
      : `Bin: ${bin.label}: ${placed.map((each) => each.label).join(', ')}`,
};

/** Step 3: 6 pairs into "same meaning" and "opposite", checked as a whole. */
function SortQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'sort'>) {
  const [placement, setPlacement] = useState<Placement>({});
  // A miss sends every misplaced pair back to the tray, once per check; the session shows the hint.
  const { feedback, clearFeedback } = useBounceOnCheck({ state, result, placement, setPlacement });

  // Trying again starts from the bounced sort: Check waits until every pair is back in a bin.
  useEffect(() => {
    if (state === 'answering' && attempt > 0) setAnswer(undefined);
  }, [state, attempt, setAnswer]);

  function onPlace(cardId: string, binId: string | null) {
    const next = { ...placement, [cardId]: binId };
    setPlacement(next);
    clearFeedback();
    const answer: SameOppositeAnswer = { kind: 'sort', placement: next };
    setAnswer(isAnswerComplete(item, answer) ? answer : undefined);
  }

  const shown: Placement = workedExample
    ? Object.fromEntries(
        task.cards.map((card, index) => [card.id, index <= workedExample.index ? card.bin : null]),
      )
    : placement;
  const marks = workedExample
    ? undefined
    : Object.fromEntries(
        Object.entries(result?.marks ?? {}).filter(
          ([id, mark]) => mark === 'correct' && shown[id] !== null && shown[id] !== undefined,
        ),
      );
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        trayLabel="Word pairs to sort"
        items={task.cards.map((card) => ({
          id: card.id,
          label: pairSpoken(card),
          content: <span className={styles.pair}>{pairText(card)}</span>,
        }))}
        bins={sortBins}
        placement={shown}
        onPlace={onPlace}
        noun={{ one: 'pair', other: 'pairs' }}
        texts={binTexts}
        {...(marks && Object.keys(marks).length > 0 ? { marks } : {})}
        {...(feedback && !workedExample ? { feedback } : {})}
        disabled={locked}
      />
    </div>
  );
}

/** Step 4: the sentence, its word underlined, and 4 cards. */
function SentenceQuestion(props: TaskProps<'sentence'>) {
  const { task } = props;
  const { sentence } = task;
  const [before, after] = sentence.sentence.split(new RegExp(`\\b${sentence.word}\\b`));
  return (
    <div
      className={lingoLayout.stage}
      data-word={sentence.word}
      data-ask={sentence.ask}
      data-sentence
    >
      <p className={styles.sentence}>
        {before}
        <span className={styles.sentenceWord}>{sentence.word}</span>
        {after}
      </p>
      <Choices
        {...props}
        options={task.choices.map((choice) => ({
          value: choice,
          ariaLabel: choice,
          label: <span className={styles.word}>{choice}</span>,
        }))}
      />
    </div>
  );
}

/** One Same or Opposite item, drawn with the widget its step needs. */
export function SameOrOppositeQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'choose':
      return <ChooseQuestion {...props} task={task} />;
    case 'sort':
      return <SortQuestion {...props} task={task} />;
    case 'sentence':
      return <SentenceQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 3-4, Same or Opposite: opposites with pictures, words that mean the same (the
 * opposite is always a distractor), a sort of word pairs, and words in a sentence.
 */
export default function SameOrOpposite(props: LingoProps) {
  return (
    <LingoPractice<SameOppositeItem, SameOppositeAnswer>
      {...props}
      model={sameOppositeModel}
      Question={SameOrOppositeQuestion}
    />
  );
}

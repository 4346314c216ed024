import {
  ChoiceGrid,
  LingoPractice,
  Picture,
  ReadAloudButton,
  SortBins,
  useAutoRead,
  useSortItem,
  useSpeech,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsTexts,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useEffect, useState } from 'react';
import { spokenForm } from '../../model/spokenForms';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import * as styles from './FactOrOpinion.css';
import {
  factOrOpinionBins,
  factOrOpinionModel,
  factOrOpinionPrompts,
  factOrOpinionRules,
  isFactOrOpinionReady,
  wordsOf,
  type FactOrOpinion as Bin,
  type FactOrOpinionAnswer,
  type FactOrOpinionItem,
  type FactOrOpinionTask,
  type FactOrOpinionWorkedStep,
} from './model';

type Props = PracticeItemProps<FactOrOpinionItem, FactOrOpinionAnswer>;

const exampleStepOf = (props: Props): FactOrOpinionWorkedStep | undefined =>
  props.workedExample
    ? (props.workedExample.steps[props.workedExample.index] as FactOrOpinionWorkedStep | undefined)
    : undefined;

const noun = { one: 'sentence', other: 'sentences' } as const;

/** reading.md's text alternative: "Card: Moose can swim across wide lakes. Bins: Fact, Opinion." */
const sortTexts: Partial<SortBinsTexts> = {
  itemName: (item) => `Card: ${item.label} Bins: Fact, Opinion.`,
  // A bin's name holds its visible words ("Fact: we can check it"), then what is in it.
  binName: (bin, placed) =>
    placed.length === 0
      ? `${bin.label}. Empty.`
      : `${bin.label}. Holds: ${placed.map((item) => item.label).join(' ')}`,
  placed: (_item, bin, left) => `In ${shortName(bin.id)}. ${countLeft(left)}`,
};

function shortName(id: string): string {
  return factOrOpinionBins.find((bin) => bin.id === id)?.label ?? id;
}

function countLeft(left: number): string {
  if (left === 0) return 'All sorted.';
  return `${left} ${left === 1 ? noun.one : noun.other} left.`;
}

/** Steps 1–2: the passage's sentences sorted into Fact and Opinion. */
function SortQuestion(
  props: Props & { readonly task: Extract<FactOrOpinionTask, { kind: 'sort' }> },
) {
  const { item, task, state, result, attempt, workedExample, setAnswer, locked } = props;
  const sort = useSortItem<FactOrOpinionAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) => {
      const answer: FactOrOpinionAnswer = { kind: 'sort', placement };
      return isFactOrOpinionReady(item, answer) ? answer : undefined;
    },
    solution: [...task.cards]
      .sort((a, b) => a.sentence - b.sentence)
      .map((card) => ({ id: card.id, bin: card.bin })),
    markWorkedExample: true,
  });
  return (
    <SortBins
      className={styles.answers}
      label={item.prompt}
      trayLabel="Sentences to sort"
      items={task.cards.map((card) => ({
        id: card.id,
        label: card.text,
        content: <span className={styles.sentenceCard}>{card.text}</span>,
      }))}
      bins={factOrOpinionBins.map((bin) => ({
        id: bin.id,
        label: `${bin.label}: ${bin.note}`,
        picture: <Picture emoji={bin.emoji} size={32} decorative />,
      }))}
      noun={noun}
      texts={sortTexts}
      {...sort}
      disabled={locked}
    />
  );
}

/** The sentence's words as buttons: tap the one that shows the opinion. */
function OpinionWords({
  text,
  picked,
  marks,
  disabled,
  onPick,
}: {
  readonly text: string;
  readonly picked: number | undefined;
  readonly marks: Readonly<Record<string, 'correct' | 'incorrect'>>;
  readonly disabled: boolean;
  readonly onPick: (index: number) => void;
}) {
  const { speak } = useSpeech();
  return (
    <ul className={styles.words} aria-label="The words of the sentence">
      {wordsOf(text).map((word, index) => {
        const mark = marks[`word:${index}`];
        return (
          <li key={index}>
            <button
              type="button"
              className={styles.word}
              aria-pressed={picked === index}
              data-state={mark ?? (picked === index ? 'picked' : 'idle')}
              disabled={disabled}
              onClick={() => {
                speak(word.replace(/[.,!?]+$/, ''));
                onPick(index);
              }}
            >
              {word}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Step 3: one sentence: fact or opinion? Then, for Opinion, the word that shows it. */
function JudgeQuestion(
  props: Props & { readonly task: Extract<FactOrOpinionTask, { kind: 'judge' }> },
) {
  const { item, task, answer, setAnswer, state, locked, result } = props;
  const example = exampleStepOf(props);
  const [draft, setDraft] = useState<{ choice?: Bin; word?: number }>(
    answer?.kind === 'judge' ? answer : {},
  );
  const pick = (next: { choice?: Bin; word?: number }) => {
    setDraft(next);
    if (next.choice === undefined) return setAnswer(undefined);
    const full: FactOrOpinionAnswer = {
      kind: 'judge',
      choice: next.choice,
      ...(next.word === undefined ? {} : { word: next.word }),
    };
    setAnswer(isFactOrOpinionReady(item, full) ? full : undefined);
  };
  // A retry keeps the parts picked but forgets a wrong word.
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const marks = checked ? (result?.marks ?? {}) : {};
  const shown = example ? { choice: example.choice, word: example.word } : draft;
  const choiceMark: ChoiceMark | undefined = example?.choice
    ? 'correct'
    : (marks.choice as ChoiceMark | undefined);
  const wordPart = shown.choice === 'opinion';
  useAutoRead(wordPart && !example ? factOrOpinionPrompts.word : null, wordPart ? item.key : null);

  return (
    <>
      <ChoiceGrid
        className={styles.answers}
        label={item.prompt}
        columns={2}
        options={factOrOpinionBins.map((bin) => ({
          value: bin.id,
          ariaLabel: `${bin.label}: ${bin.note}`,
          label: (
            <span className={styles.choice}>
              <Picture emoji={bin.emoji} size={40} decorative />
              {bin.label}
              <span className={styles.note}>{bin.note}</span>
            </span>
          ),
        }))}
        value={shown.choice ?? null}
        onChange={(choice) => pick({ choice })}
        disabled={locked}
        speakOnFocus
        {...(shown.choice && choiceMark ? { marks: { [shown.choice]: choiceMark } } : {})}
      />
      {wordPart ? (
        <>
          <p className={styles.partPrompt}>
            <span>{factOrOpinionPrompts.word}</span>
            <ReadAloudButton subject="question" iconOnly text={factOrOpinionPrompts.word} />
          </p>
          <OpinionWords
            text={task.card.text}
            picked={shown.word}
            marks={example?.word !== undefined ? { [`word:${example.word}`]: 'correct' } : marks}
            disabled={locked}
            onPick={(word) => pick({ ...draft, word })}
          />
        </>
      ) : null}
    </>
  );
}

/** One item: the passage, then the sort or the sentence to judge. */
export function FactOrOpinionQuestion(props: Props) {
  const { item, hint, locked, attempt, workedExample } = props;
  const { task, passage } = item;
  const [asked, setAsked] = useState(false);
  const [looking, setLooking] = useState(false);
  // The passage is read after the session has started reading the prompt (as the engine's
  // PassageQuestion does), so the story comes first and the question after it.
  useEffect(() => setAsked(true), []);
  const example = exampleStepOf(props);
  const evidence = task.kind === 'judge' ? [task.card.sentence] : [];
  const lookHere = example ? example.lookHere : looking && hint !== null ? evidence : [];
  const canLook = hint !== null && !locked && evidence.length > 0 && !looking;
  const autoRead = asked && item.step === 1 && attempt === 0 && !workedExample;
  return (
    <div className={styles.stage} data-passage={passage.id} data-kind={task.kind}>
      <div className={styles.passage}>
        <PassageReader
          passage={passage}
          autoRead={autoRead}
          autoReadThen={spokenForm(item.prompt, passage.say)}
          lookHere={lookHere}
        />
      </div>
      {canLook ? (
        <Button variant="secondary" size="md" onClick={() => setLooking(true)}>
          Look here
        </Button>
      ) : null}
      {task.kind === 'sort' ? (
        <SortQuestion {...props} task={task} />
      ) : (
        <JudgeQuestion {...props} task={task} />
      )}
    </div>
  );
}

/**
 * Lingo 2-4, Fact or Opinion?: sort a passage's sentences into Fact (we can check it) and
 * Opinion (what someone thinks), then judge tricky sentences and tap the opinion word.
 */
export default function FactOrOpinion(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={factOrOpinionModel}
      rules={factOrOpinionRules}
      Question={FactOrOpinionQuestion}
    />
  );
}

import {
  ChoiceGrid,
  LingoPractice,
  Picture,
  ReadAloudButton,
  SortBins,
  useAutoRead,
  useSortItem,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsTexts,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { spokenForm } from '../../model/spokenForms';
import {
  PassageReader,
  type PassageReaderProps,
  type SentenceMark,
} from '../../widgets/PassageReader/PassageReader';
import * as styles from './FactOrOpinion.css';
import {
  factOrOpinionBins,
  factOrOpinionModel,
  factOrOpinionPrompts,
  factOrOpinionRules,
  isFactOrOpinionReady,
  type FactOrOpinion as Bin,
  type FactOrOpinionAnswer,
  type FactOrOpinionItem,
  type FactOrOpinionTask,
  type FactOrOpinionWorkedStep,
} from './model';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

type Props = PracticeItemProps<FactOrOpinionItem, FactOrOpinionAnswer>;

/** What every part draws above its question: the passage (its reader's props), "Look here". */
interface Above {
  readonly reader: PassageReaderProps;
  readonly lookButton: ReactNode;
}

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
  props: Props & Above & { readonly task: Extract<FactOrOpinionTask, { kind: 'sort' }> },
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
    <>
      <div className={styles.passage}>
        <PassageReader {...props.reader} />
      </div>
      {props.lookButton}
      <SortBins
        className={styles.answers}
        label={item.prompt}
        trayLabel="Sentences to sort"
        items={task.cards.map((card) => ({
          id: card.id,
          label: card.text,
          content: (
            <SpokenCard speech={card.text}>
              <span className={styles.sentenceCard}>{card.text}</span>
            </SpokenCard>
          ),
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
    </>
  );
}

/**
 * Step 3: one sentence: fact or opinion? Then, for Opinion, the word that shows it, tapped in
 * the passage (PassageReader's tap-a-word, on that sentence's words, one word at a time).
 */
function JudgeQuestion(
  props: Props & Above & { readonly task: Extract<FactOrOpinionTask, { kind: 'judge' }> },
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
  const wordMarks: Record<number, SentenceMark> =
    example?.word !== undefined
      ? { [example.word]: 'correct' }
      : Object.fromEntries(
          Object.entries(marks).flatMap(([key, mark]) =>
            key.startsWith('word:') ? [[Number(key.slice('word:'.length)), mark]] : [],
          ),
        );

  return (
    <>
      <div className={styles.passage}>
        <PassageReader
          {...props.reader}
          {...(wordPart
            ? {
                mode: 'tap-word' as const,
                wordSentences: [task.card.sentence],
                maxWords: 1,
                wordsLabel: factOrOpinionPrompts.word,
                chosenWords: shown.word === undefined ? [] : [shown.word],
                onChooseWords: (words: number[]) => {
                  const word = words[words.length - 1];
                  pick({ choice: draft.choice, ...(word === undefined ? {} : { word }) });
                },
                wordMarks,
                disabled: locked,
              }
            : {})}
        />
      </div>
      {props.lookButton}
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
        speakers
        {...(shown.choice && choiceMark ? { marks: { [shown.choice]: choiceMark } } : {})}
      />
      {wordPart ? (
        <p className={styles.partPrompt}>
          <span>{factOrOpinionPrompts.word}</span>
          <ReadAloudButton subject="question" iconOnly text={factOrOpinionPrompts.word} />
        </p>
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
  const above: Above = {
    reader: {
      passage,
      autoRead,
      autoReadThen: spokenForm(item.prompt, passage.say),
      lookHere,
    },
    lookButton: canLook ? (
      <Button variant="secondary" size="md" onClick={() => setLooking(true)}>
        Look here
      </Button>
    ) : null,
  };
  return (
    <div className={styles.stage} data-passage={passage.id} data-kind={task.kind}>
      {task.kind === 'sort' ? (
        <SortQuestion {...props} {...above} task={task} />
      ) : (
        <JudgeQuestion {...props} {...above} task={task} />
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

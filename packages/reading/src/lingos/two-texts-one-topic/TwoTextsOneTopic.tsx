import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  SortBins,
  useSortItem,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsTexts,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useState } from 'react';
import { spokenForm } from '../../model/spokenForms';
import { choiceMarkKey, correctChoice, readingMasteryRules } from '../../practice/engine';
import { TwoTexts } from '../../widgets/TwoTexts/TwoTexts';
import * as styles from './TwoTextsOneTopic.css';
import {
  compareBins,
  isTwoTextsAnswerReady,
  twoTextsOneTopicModel,
  type TwoTextsAnswer,
  type TwoTextsItem,
} from './model';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

type Props = PracticeItemProps<TwoTextsItem, TwoTextsAnswer>;

const bins = compareBins.map((bin) => ({ id: bin, label: bin }));

const left = (count: number) =>
  count === 0 ? 'No cards left.' : `${count} ${count === 1 ? 'card' : 'cards'} left.`;

/** reading.md: "After a drop: Card 'Beavers work at night' placed in Both." */
const binTexts: Partial<SortBinsTexts> = {
  placed: (item, bin, count) => `Card '${item.label}' placed in ${bin.label}. ${left(count)}`,
};

/** "Which text tells you…?" and "How are they different?": the cards, marked once checked. */
function Choices({ item, answer, setAnswer, state, locked, result, workedExample }: Props) {
  const right = correctChoice(item.question);
  const solved = workedExample !== null && workedExample.index >= workedExample.steps.length - 1;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const marks: Record<string, ChoiceMark> = {};
  if (solved && right) marks[right.text] = 'correct';
  else if (checked) {
    for (const choice of item.choices) {
      const mark = result?.marks?.[choiceMarkKey(choice.text)];
      if (mark) marks[choice.text] = mark;
    }
  }
  const shown = solved ? right?.text : answer?.choice;
  return (
    <ChoiceGrid
      className={styles.answers}
      label={item.prompt}
      columns={item.choices.length > 2 ? 1 : 2}
      options={item.choices.map((choice) => ({
        value: choice.text,
        ariaLabel: choice.text,
        speech: spokenForm(choice.text, item.passage.say),
        label: <span className={styles.choice}>{choice.text}</span>,
      }))}
      value={shown ?? null}
      onChange={(choice) => setAnswer({ choice })}
      disabled={locked}
      speakOnFocus
      speakers
      marks={marks}
    />
  );
}

/** The sort into "Only Text 1", "Both" and "Only Text 2", checked as a whole. */
function Sort({ item, setAnswer, state, locked, result, attempt, workedExample }: Props) {
  const cards = item.cards ?? [];
  const sort = useSortItem<TwoTextsAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) => {
      const answer: TwoTextsAnswer = { placement };
      return isTwoTextsAnswerReady(item, answer) ? answer : undefined;
    },
    solution: cards.map((card) => ({ id: card.id, bin: card.bin })),
    markWorkedExample: true,
  });
  return (
    <SortBins
      className={styles.answers}
      label={item.prompt}
      trayLabel="Cards to sort"
      items={cards.map((card) => ({
        id: card.id,
        label: card.text,
        content: (
          <SpokenCard speech={card.text}>
            <span className={styles.card}>{card.text}</span>
          </SpokenCard>
        ),
      }))}
      bins={bins}
      noun={{ one: 'card', other: 'cards' }}
      texts={binTexts}
      {...sort}
      disabled={locked}
    />
  );
}

/**
 * One item: the two texts (side by side, or tabs on a phone; Text 1 read by itself at step 1),
 * "Look here" after a hint when the question names evidence, then the cards or the sort.
 */
export function TwoTextsOneTopicQuestion(props: Props) {
  const { item, hint, locked, workedExample, attempt } = props;
  const [lookHere, setLookHere] = useState(false);
  const evidence = item.question.evidence;
  const exampleIndex = workedExample?.index ?? -1;
  const pointAt = (exampleIndex >= 1 && !item.cards) || (lookHere && hint !== null) ? evidence : [];
  const canLook = hint !== null && !locked && evidence.length > 0;
  const autoRead =
    item.step === 1 && item.run.index === 0 && attempt === 0 && workedExample === null;
  return (
    <div
      className={lingoLayout.stage}
      data-passage={item.passage.id}
      data-question={item.question.id}
      data-answer={item.cards ? 'sort' : 'choice'}
    >
      <TwoTexts passage={item.passage} autoRead={autoRead} lookHere={pointAt} />
      {canLook ? (
        <Button
          variant="secondary"
          size="md"
          aria-pressed={lookHere}
          onClick={() => setLookHere(true)}
        >
          Look here
        </Button>
      ) : null}
      {item.cards ? <Sort {...props} /> : <Choices {...props} />}
    </div>
  );
}

/**
 * Lingo 3-2, Two Texts, One Topic: read two texts on one topic and find what only one says,
 * what both say, and how they are written.
 */
export default function TwoTextsOneTopic(props: LingoProps) {
  return (
    <LingoPractice<TwoTextsItem, TwoTextsAnswer>
      {...props}
      model={twoTextsOneTopicModel}
      rules={readingMasteryRules}
      Question={TwoTextsOneTopicQuestion}
    />
  );
}

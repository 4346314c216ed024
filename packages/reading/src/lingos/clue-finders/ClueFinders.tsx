import {
  lingoLayout,
  LingoLesson,
  Picture,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { LessonMatchPairs } from '../../lesson/LessonMatchPairs';
import { LessonSortBins } from '../../lesson/LessonSortBins';
import { PredictThenTap } from '../../lesson/PredictThenTap';
import { TapWords } from '../../lesson/TapWords';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import * as styles from '../../lesson/lesson.css';
import {
  clueFindersLesson,
  clueHint,
  clueTask,
  factOrOpinion,
  factOrOpinionDoneText,
  factOrOpinionHint,
  newWordAnswer,
  newWordDoneText,
  newWordHint,
  newWordIndex,
  newWordSentence,
  predictHint,
  whatNext,
  whatNextDoneText,
  whatNextQuestion,
  whoWhereWhen,
  whoWhereWhenDoneText,
  whoWhereWhenHint,
  why,
  whyDoneText,
  whyHint,
  type ClueFindersStep,
} from './model';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

/** A sentence card to sort, in the passage's type. */
const cardContent = (text: string) => (
  <SpokenCard speech={text}>
    <span className={styles.cardText}>{text}</span>
  </SpokenCard>
);

/** Step 1: Ava on the bus; three cards into Who?, Where? and When? */
function WhoWhereWhenStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <PassageReader passage={whoWhereWhen.passage} hideTitle />
      <LessonSortBins
        label={whoWhereWhen.alt ?? 'Who, where and when'}
        noun={{ one: 'card', other: 'cards' }}
        items={whoWhereWhen.cards.map((card) => ({
          id: card.text,
          label: card.text,
          content: cardContent(card.text),
        }))}
        bins={whoWhereWhen.bins.map((bin) => ({ id: bin.label, label: bin.label }))}
        answer={Object.fromEntries(whoWhereWhen.cards.map((card) => [card.text, card.bin]))}
        hint={whoWhereWhenHint}
        announce={announce}
        done={done}
        onDone={() => complete(whoWhereWhenDoneText)}
      />
    </div>
  );
}

/** Step 2: the puck; connect the cause to its effect. */
function WhyStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <PassageReader passage={why.passage} hideTitle />
      <LessonMatchPairs
        label="Connect the cause to its effect"
        pairs={why.pairs}
        hint={whyHint}
        announce={announce}
        done={done}
        onDone={() => complete(whyDoneText)}
      />
    </div>
  );
}

/** Step 3: the storm; predict, then tap the clue, and the ending appears. */
function WhatNextStep(props: LearnStepRenderProps) {
  return (
    <PredictThenTap
      {...props}
      activity={whatNext}
      passage={whatNext.passage}
      question={whatNextQuestion}
      predictHint={predictHint}
      tapTask={clueTask}
      clueHint={clueHint}
      doneText={whatNextDoneText}
    />
  );
}

/** Step 4: two sentences about loonies into Fact and Opinion. */
function FactOrOpinionStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <LessonSortBins
        label="Sort each sentence: fact or opinion"
        trayLabel="Sentences"
        noun={{ one: 'sentence', other: 'sentences' }}
        items={factOrOpinion.cards.map((card) => ({
          id: card.text,
          label: card.text,
          content: cardContent(card.text),
        }))}
        bins={factOrOpinion.bins.map((bin) => ({
          id: bin.label,
          label: bin.label,
          ...(bin.emoji ? { picture: <Picture emoji={bin.emoji} size={32} decorative /> } : {}),
        }))}
        answer={Object.fromEntries(factOrOpinion.cards.map((card) => [card.text, card.bin]))}
        hint={factOrOpinionHint}
        announce={announce}
        done={done}
        onDone={() => complete(factOrOpinionDoneText)}
      />
    </div>
  );
}

/** Step 5: the hot soup; tap the words that tell what scalding means. */
function NewWordsStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <TapWords
        label="The sentence, word by word"
        sentence={newWordSentence}
        wordIndex={newWordIndex}
        answer={newWordAnswer}
        hint={newWordHint}
        announce={announce}
        done={done}
        onDone={() => complete(newWordDoneText)}
      />
    </div>
  );
}

const stepViews = {
  'who-where-when': WhoWhereWhenStep,
  why: WhyStep,
  'what-next': WhatNextStep,
  'fact-or-opinion': FactOrOpinionStep,
  'new-words': NewWordsStep,
} as const;

/**
 * Lingo 2-0, Clue Finders: who, where and when sorted, a cause joined to its effect, a
 * prediction proved by its clue, fact or opinion sorted, a new word's meaning tapped; then a
 * closing check of three items, each on its text.
 */
export default function ClueFinders(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={clueFindersLesson}
      renderStep={(step: ClueFindersStep, stepProps) => {
        const View = stepViews[step.id];
        return <View key={step.id} {...stepProps} />;
      }}
      renderQuestion={(question) => <PassageReader passage={question.part.passage} hideTitle />}
    />
  );
}

import {
  ChoiceGrid,
  lingoLayout,
  LingoLesson,
  Picture,
  type LearnAnswerProps,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { useLayoutEffect, useRef, useState } from 'react';
import { LessonChoices } from '../../lesson/LessonChoices';
import { LessonSortBins } from '../../lesson/LessonSortBins';
import type { SentenceMark } from '../../widgets/PassageReader/PassageReader';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import {
  balloonLabel,
  bigIdeaChoices,
  bigIdeaPick,
  checkCards,
  checkPassage,
  petsPassage,
  poleCards,
  polesAlt,
  polesDoneText,
  sizeBins,
  snowDayPassage,
  tentLabel,
  tentSentence,
  tentSentenceTap,
  titleCards,
  titleDrop,
  titlesDoneText,
  theBigIdeaLesson,
  type TheBigIdeaQuestion,
  type TheBigIdeaStep,
} from './model';
import * as styles from './TheBigIdea.css';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

/** Step 1: three poles lie on the ground; each dragged under the tent, and the tent stands. */
function PolesStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <div
        className={styles.tent}
        data-state={done ? 'standing' : 'down'}
        role="img"
        aria-label={done ? polesDoneText : polesAlt}
      >
        <span className={styles.tentPicture}>
          <Picture emoji="⛺" size={96} decorative />
        </span>
        <span className={styles.tentLabel}>{tentLabel}</span>
      </div>
      <LessonSortBins
        label={polesAlt}
        trayLabel="Poles on the ground"
        noun={{ one: 'pole', other: 'poles' }}
        items={poleCards.map((pole) => ({
          id: pole.id,
          label: pole.label,
          content: (
            <SpokenCard speech={pole.label}>
              <span className={styles.pole}>
                <Picture emoji={pole.emoji} size={40} decorative />
                {pole.label}
              </span>
            </SpokenCard>
          ),
        }))}
        bins={[{ id: tentLabel, label: tentLabel }]}
        texts={{
          binName: (_bin, placed) =>
            `Under the tent labelled ${tentLabel}: ${
              placed.length === 0 ? 'no poles yet' : placed.map((pole) => pole.label).join(', ')
            }`,
        }}
        answer={Object.fromEntries(poleCards.map((pole) => [pole.id, tentLabel]))}
        hint={() => polesAlt}
        announce={announce}
        done={done}
        onDone={() => complete(polesDoneText)}
      />
    </div>
  );
}

/** Step 2: Sam's text; which card is the big idea? */
function BigIdeaStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <PassageReader passage={petsPassage} hideTitle />
      <LessonChoices
        label="Which one is the big idea?"
        choices={bigIdeaChoices.map((choice) => choice.text)}
        pick={bigIdeaPick}
        onRight={(pick) => complete(pick.said)}
        announce={announce}
        done={done}
      />
    </div>
  );
}

/** Step 3: three titles for Sam's text into too small, just right and too big. */
function TitleSizesStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <PassageReader passage={petsPassage} hideTitle />
      <LessonSortBins
        label="Sort the titles: too small, just right or too big"
        trayLabel="Titles"
        noun={{ one: 'title', other: 'titles' }}
        items={titleCards.map((card) => ({
          id: card.title,
          label: card.title,
          content: (
            <SpokenCard speech={card.title}>
              <span className={styles.titleCard}>{card.title}</span>
            </SpokenCard>
          ),
        }))}
        bins={sizeBins.map((bin) => ({ id: bin, label: bin }))}
        answer={Object.fromEntries(titleCards.map((card) => [card.title, card.bin]))}
        hint={(title, bin) => titleDrop(title, bin).hint ?? ''}
        announce={announce}
        done={done}
        onDone={() => complete(titlesDoneText)}
      />
    </div>
  );
}

/**
 * A balloon marked "big idea" that floats down onto a sentence of the reader beside it (it
 * sits still under reduced motion). It finds the sentence's button to sit on its first line.
 */
function Balloon({ sentence }: { readonly sentence: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const balloon = ref.current;
    const frame = balloon?.parentElement;
    if (!balloon || !frame) return;
    function place() {
      const target = frame?.querySelector(`button[aria-label^="Sentence ${sentence + 1}:"]`);
      if (!frame || !balloon || !target) return;
      const box = frame.getBoundingClientRect();
      const line = target.getClientRects()[0] ?? target.getBoundingClientRect();
      setAt({
        left: Math.max(0, line.left - box.left),
        top: Math.max(0, line.top - box.top - balloon.offsetHeight / 2),
      });
    }
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [sentence]);
  return (
    <span
      ref={ref}
      className={styles.balloon}
      data-state={at ? 'landed' : 'floating'}
      style={at ? { left: at.left, top: at.top } : undefined}
    >
      <Picture emoji="🎈" size={32} decorative />
      {balloonLabel}
    </span>
  );
}

/** Step 4: the snow day text; tap the sentence that tells the big idea. */
function TentSentenceStep({ done, complete, announce }: LearnStepRenderProps) {
  const [marks, setMarks] = useState<Record<number, SentenceMark>>({});
  const misses = Object.values(marks).filter((mark) => mark === 'incorrect').length;
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.balloonFrame}>
        <PassageReader
          passage={snowDayPassage}
          hideTitle
          mode="tap-sentence"
          marks={marks}
          // After two misses, the tent sentence is pointed at ("Look here").
          lookHere={!done && misses >= 2 ? tentSentence : []}
          onChooseSentence={(index) => {
            if (done || marks[index] !== undefined) return;
            const tap = tentSentenceTap(index);
            setMarks((previous) => ({
              ...previous,
              [index]: tap.correct ? 'correct' : 'incorrect',
            }));
            if (tap.correct) complete(tap.said);
            else announce(tap.said);
          }}
        />
        {done ? tentSentence.map((index) => <Balloon key={index} sentence={index} />) : null}
      </div>
    </div>
  );
}

const stepViews = {
  poles: PolesStep,
  'big-idea': BigIdeaStep,
  'title-sizes': TitleSizesStep,
  'tent-sentence': TentSentenceStep,
} as const;

/** The check's cards: those of the text on screen (the pond, or Ben's hats after a miss). */
function CheckAnswer({
  question,
  answer,
  phase,
}: {
  readonly question: TheBigIdeaQuestion;
  readonly answer: LearnAnswerProps;
  readonly phase: 'answering' | 'correct' | 'incorrect';
}) {
  const cards = checkCards(checkPassage(phase, answer.tried));
  return (
    <ChoiceGrid
      label={question.prompt}
      speakOnFocus
      speakers
      options={cards.map((card) => ({
        value: card.value,
        label: card.label,
        disabled: answer.tried.includes(card.value),
      }))}
      value={answer.selected}
      onChange={answer.select}
      disabled={answer.disabled}
      marks={Object.fromEntries([
        ...answer.tried.map((value) => [value, 'incorrect'] as const),
        ...(answer.mark === 'correct' && answer.selected
          ? [[answer.selected, 'correct'] as const]
          : []),
      ])}
    />
  );
}

/**
 * Lingo 1-0, The Big Idea: poles under a tent, the big idea chosen, titles sorted by size, the
 * tent sentence tapped; then the closing check, with a second text after a miss.
 */
export default function TheBigIdea(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={theBigIdeaLesson}
      renderStep={(step: TheBigIdeaStep, stepProps) => {
        const View = stepViews[step.id];
        return <View key={step.id} {...stepProps} />;
      }}
      renderQuestion={(_question, state) => (
        <PassageReader
          key={checkPassage(state.phase, state.tried).id}
          passage={checkPassage(state.phase, state.tried)}
          hideTitle
        />
      )}
      renderAnswer={(question, answer) => (
        <CheckAnswer question={question} answer={answer} phase={answer.mark ?? 'answering'} />
      )}
    />
  );
}

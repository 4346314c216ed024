import {
  ChoiceGrid,
  lingoLayout,
  LingoLesson,
  MatchPairs,
  Picture,
  useSpeech,
  type LearnAnswerProps,
  type LearnStepRenderProps,
  type LingoProps,
  type MatchPairsTexts,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { soundUtterances } from '../../model/keyWords';
import { caseName, letterInCase, letterName } from '../../model/letters';
import { AbcStrip } from '../../widgets/AbcStrip/AbcStrip';
import { PictureCard } from '../../widgets/PictureCard/PictureCard';
import { SoundButton } from '../../widgets/SoundButton/SoundButton';
import * as styles from './AlphabetBasics.css';
import { SoundCardDrop } from './SoundCardDrop';
import {
  alphabetBasicsLesson,
  cardValue,
  checkItemFor,
  checkItemSpeech,
  checkItemText,
  lettersHeardDone,
  namesDoneText,
  notSamePairText,
  orderChoices,
  orderDoneText,
  orderPickText,
  orderPlayAll,
  orderRun,
  samePairSpeech,
  samePairText,
  shapeColumn,
  shapePairs,
  shapesDoneText,
  soundCardLabel,
  soundLetter,
  soundPickText,
  soundQuestion,
  soundQuestionSpeech,
  type AlphabetBasicsStep,
  type AlphabetCheckQuestion,
  type Letter,
} from './model';

/** Step 1: tap any 3 letters of the strip to hear their names. */
function LetterNamesStep({ done, complete }: LearnStepRenderProps) {
  const [heard, setHeard] = useState<ReadonlySet<Letter>>(new Set());
  function hear(letter: Letter) {
    const next = new Set(heard).add(letter);
    setHeard(next);
    if (!done && lettersHeardDone(next)) complete(namesDoneText);
  }
  return (
    <div className={lingoLayout.stage}>
      <AbcStrip onLetter={hear} />
      <p className={styles.note} data-heard={heard.size}>
        Letters heard: {Math.min(heard.size, 3)} of 3
      </p>
    </div>
  );
}

const smallId = (letter: Letter) => `small-${letter}`;

/** Step 2: big M, T and A matched to their small letters; a wrong pair is refused. */
function TwoShapesStep({ complete }: LearnStepRenderProps) {
  const speech = useSpeech();
  const [pairs, setPairs] = useState<Readonly<Record<string, string>>>({});
  const texts: Partial<MatchPairsTexts> = {
    joined: (left) => samePairText(left.id as Letter),
  };
  return (
    <div className={lingoLayout.stage}>
      <MatchPairs
        label="Match each big letter to its small letter."
        leftLabel="Big letters"
        rightLabel="Small letters"
        left={shapePairs.map((letter) => ({
          id: letter,
          label: caseName(letter, 'big'),
          content: <span className={styles.pairLetter}>{letterInCase(letter, 'big')}</span>,
        }))}
        right={shapeColumn.map((letter) => ({
          id: smallId(letter),
          label: caseName(letter, 'small'),
          content: <span className={styles.pairLetter}>{letter}</span>,
        }))}
        pairs={pairs}
        marks={Object.fromEntries(Object.keys(pairs).map((id) => [id, 'correct' as const]))}
        texts={texts}
        onPair={(left, right) => {
          const small = right.replace(/^small-/, '') as Letter;
          if (small !== left) return { refused: notSamePairText(left as Letter, small) };
          const next = { ...pairs, [left]: right };
          setPairs(next);
          if (Object.keys(next).length === shapePairs.length) complete(shapesDoneText);
          else speech.speak(samePairSpeech(left as Letter));
          return undefined;
        }}
        onUnpair={() => undefined}
      />
    </div>
  );
}

/** A picture with its word under it, the first letter lit (words.md: "with the s lit up"). */
function WordPicture({ word, emoji, lit }: { word: string; emoji: string; lit: boolean }) {
  return (
    <span className={styles.wordPicture}>
      <Picture emoji={emoji} size={72} decorative />
      <span className={styles.word}>
        <span className={styles.firstLetter} data-lit={lit || undefined}>
          {word.charAt(0)}
        </span>
        {word.slice(1)}
      </span>
    </span>
  );
}

/** Step 3: hear "s, as in sun", then pick the picture that starts with s. */
function SoundsStep({ done, complete, announce }: LearnStepRenderProps) {
  const [heard, setHeard] = useState(false);
  return (
    <div className={lingoLayout.stage}>
      <SoundButton
        label={soundCardLabel}
        text={soundUtterances(soundLetter)}
        size="lg"
        onSpeak={() => setHeard(true)}
        icon
      >
        <span className={styles.pairLetter}>{soundLetter}</span>
      </SoundButton>
      {heard ? (
        <>
          <WordPicture word="sun" emoji="☀️" lit />
          <div className={styles.questionRow}>
            <p className={styles.note}>{soundQuestion}</p>
            <SoundButton label="Hear the question" text={soundQuestionSpeech} />
          </div>
          <SoundCardDrop
            done={done}
            onDrop={(word) => {
              if (word === 'sun') {
                if (!done) complete(soundPickText(word));
              } else {
                announce(soundPickText(word));
              }
            }}
          />
        </>
      ) : null}
    </div>
  );
}

/** Step 4: fill the gap in A B _ D with C or G, then "Play all" to check. */
function AbcOrderStep({ done, complete, announce }: LearnStepRenderProps) {
  const [picked, setPicked] = useState<Letter | null>(null);
  const filled = picked === 'c';
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>Letters: A, B, {filled ? 'C' : 'gap'}, D.</p>
      </VisuallyHidden>
      <ol className={styles.run} aria-hidden="true">
        {orderRun.map((letter, index) => (
          <li
            key={index}
            className={styles.runLetter}
            data-gap={letter ? undefined : filled ? 'filled' : 'open'}
          >
            {letter ? letterInCase(letter, 'big') : filled ? 'C' : ''}
          </li>
        ))}
      </ol>
      <ChoiceGrid<Letter>
        className={styles.answers}
        label="Which letter fills the gap?"
        columns={2}
        speakOnFocus
        options={orderChoices.map((letter) => ({
          value: letter,
          label: <span className={styles.pairLetter}>{letterInCase(letter, 'big')}</span>,
          ariaLabel: letterInCase(letter, 'big'),
          speech: letterName(letter),
        }))}
        value={picked}
        onChange={(letter) => {
          setPicked(letter);
          announce(orderPickText(letter));
        }}
        marks={
          picked ? { [picked]: filled ? ('correct' as const) : ('incorrect' as const) } : undefined
        }
        disabled={filled}
      />
      {filled ? (
        <SoundButton
          label="Play all"
          text={orderPlayAll}
          icon
          onSpeak={() => {
            if (!done) complete(orderDoneText);
          }}
        >
          Play all
        </SoundButton>
      ) : null}
    </div>
  );
}

/** What a closing question shows above its cards: the big letter, the picture or the letter. */
function CheckShown({ question, misses }: { question: AlphabetCheckQuestion; misses: number }) {
  const { item } = checkItemFor(question.kind, misses);
  return (
    <div className={styles.checkShown}>
      <VisuallyHidden>
        <p>{checkItemText(question.kind, item)}</p>
      </VisuallyHidden>
      {question.kind === 'first-sound' && item.emoji ? (
        <PictureCard
          entry={{ word: item.shown, emoji: item.emoji }}
          showWord={false}
          speaker="none"
          size="lg"
        />
      ) : (
        <span className={styles.shownLetter} aria-hidden="true">
          {question.kind === 'big-small' ? letterInCase(item.shown, 'big') : item.shown}
        </span>
      )}
      <SoundButton label="Hear the question" text={checkItemSpeech(question.kind, item)} icon />
    </div>
  );
}

/** The cards of a closing question's current item; a miss brings the next item. */
function CheckCards({
  question,
  answer,
}: {
  question: AlphabetCheckQuestion;
  answer: LearnAnswerProps;
}) {
  // The item answered stays on screen with its mark until "Try again" brings the next.
  const misses = answer.mark === 'incorrect' ? answer.tried.length - 1 : answer.tried.length;
  const { item, index } = checkItemFor(question.kind, misses);
  const cards = [item.right, item.wrong].sort();
  return (
    <ChoiceGrid<string>
      className={styles.answers}
      label={question.prompt}
      columns={2}
      // Letter names only; silent for big/small, where hearing the name gives the match away.
      speakOnFocus={question.kind !== 'big-small'}
      options={cards.map((letter) => ({
        value: cardValue(index, letter),
        label: <span className={styles.pairLetter}>{letter}</span>,
        ariaLabel: question.kind === 'big-small' ? caseName(letter, 'small') : letter,
        speech: letterName(letter),
      }))}
      value={answer.selected}
      onChange={answer.select}
      disabled={answer.disabled}
      marks={answer.selected && answer.mark ? { [answer.selected]: answer.mark } : undefined}
    />
  );
}

/** Draws one guided step. */
function renderStep(step: AlphabetBasicsStep, props: LearnStepRenderProps) {
  switch (step.id) {
    case 'letter-names':
      return <LetterNamesStep {...props} />;
    case 'two-shapes':
      return <TwoShapesStep {...props} />;
    case 'sounds':
      return <SoundsStep {...props} />;
    case 'abc-order':
      return <AbcOrderStep {...props} />;
  }
}

/**
 * Lingo 1-0, Alphabet Basics (Learn): letter names on the ABC strip, big and small shapes
 * matched, a letter's sound in a word, the gap in A B _ D; then a closing check of three
 * questions, where a miss gives the step's hint and a new item of the same kind.
 */
export default function AlphabetBasics(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={alphabetBasicsLesson}
      renderStep={renderStep}
      renderQuestion={(question, state) => (
        <CheckShown
          question={question}
          misses={state.phase === 'incorrect' ? state.tried.length - 1 : state.tried.length}
        />
      )}
      renderAnswer={(question, answer) => <CheckCards question={question} answer={answer} />}
    />
  );
}

import {
  ChoiceGrid,
  lingoLayout,
  Picture,
  ReadAloudButton,
  useAutoRead,
  type ChoiceMark,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useEffect, useState, type ReactNode } from 'react';
import type { PassageChoice } from '../model/passages';
import { spokenForm } from '../model/spokenForms';
import { PassageReader, type SentenceMark } from '../widgets/PassageReader/PassageReader';
import {
  choiceMarkKey,
  correctChoice,
  evidenceSentences,
  isPassageAnswerReady,
  isSentenceQuestion,
  isWordPart,
  sentenceMarkKey,
  wordMarkKey,
  type PassageAnswer,
  type PassageItem,
} from './engine';
import * as styles from './PassageQuestion.css';

/** Props of {@link PassageQuestion}: the session's item props, and what a Lingo may change. */
export type PassageQuestionProps = PracticeItemProps<PassageItem, PassageAnswer> & {
  /** Show the passage without its title (a title question). Default: never. */
  readonly hideTitle?: boolean;
  /** Words the passage highlights (2-5: the new word). */
  readonly targetWords?: readonly string[];
  /** A card's content; default its picture (if any) and text. */
  readonly renderChoice?: (choice: PassageChoice, item: PassageItem) => ReactNode;
  /** Shown between the passage and the cards (2-5's target word, 3-4's purpose legend). */
  readonly children?: ReactNode;
};

function marksOf(
  item: PassageItem,
  result: PracticeItemProps<PassageItem, PassageAnswer>['result'],
) {
  const given = result?.marks ?? {};
  const choices: Record<string, ChoiceMark> = {};
  const sentences: Record<number, SentenceMark> = {};
  const words: Record<number, SentenceMark> = {};
  for (const choice of item.choices) {
    const mark = given[choiceMarkKey(choice.text)];
    if (mark) choices[choice.text] = mark;
  }
  item.passage.sentences.forEach((_, index) => {
    const mark = given[sentenceMarkKey(index)];
    if (mark) sentences[index] = mark;
  });
  for (const [key, mark] of Object.entries(given)) {
    const word = /^word:(\d+)$/.exec(key)?.[1];
    if (word !== undefined && wordMarkKey(Number(word)) === key) words[Number(word)] = mark;
  }
  return { choices, sentences, words };
}

function DefaultChoice({ choice }: { readonly choice: PassageChoice }) {
  return (
    <span className={styles.choice}>
      {choice.picture ? <Picture emoji={choice.picture} size={48} decorative /> : null}
      <span>{choice.text}</span>
    </span>
  );
}

/**
 * One passage question (reading.md, "PassageReader and speech", "Feedback"): the passage above
 * (read by itself at step 1 when the child's setting allows, then the question), the cards on
 * ChoiceGrid, or the sentences as buttons for a tap-the-sentence question or the second part
 * of a two-part item. After a hint, "Look here" outlines the evidence sentence; the worked
 * example outlines it from its second step and picks the answer at its last.
 */
export function PassageQuestion(props: PassageQuestionProps) {
  const { item, answer, setAnswer, state, locked, result, hint, workedExample } = props;
  const { passage, question } = item;
  const [asked, setAsked] = useState(false);
  const [lookHere, setLookHere] = useState(false);
  // The parts picked so far; the session gets the answer only once every part is there.
  const [draft, setDraft] = useState<PassageAnswer>(answer ?? {});
  const pick = (next: PassageAnswer) => {
    setDraft(next);
    setAnswer(isPassageAnswerReady(item, next) ? next : undefined);
  };
  // The passage is read after the session has started reading the prompt, so it cuts the
  // prompt off and reads it again after the story, instead of the prompt cutting the story.
  useEffect(() => setAsked(true), []);

  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const marks = checked ? marksOf(item, result) : { choices: {}, sentences: {}, words: {} };
  const exampleIndex = workedExample?.index ?? -1;
  const solved = workedExample !== null && exampleIndex >= workedExample.steps.length - 1;
  const right = correctChoice(question);
  const evidence = evidenceSentences(item);
  const sentenceQuestion = isSentenceQuestion(question);

  const shownChoice = solved ? right?.text : draft.choice;
  const choiceMarks: Record<string, ChoiceMark> =
    solved && right ? { [right.text]: 'correct' } : marks.choices;
  const firstEvidence = evidence[0];
  const shownSentence = solved ? firstEvidence : draft.sentence;
  const sentenceMarks: Record<number, SentenceMark> =
    solved && firstEvidence !== undefined ? { [firstEvidence]: 'correct' } : marks.sentences;

  const wordPart = isWordPart(item.evidencePart) ? item.evidencePart : null;
  const exampleWords = wordPart ? (wordPart.exampleWords ?? wordPart.words) : [];
  const shownWords = solved ? exampleWords : (draft.words ?? []);
  const wordMarks: Record<number, SentenceMark> = solved
    ? Object.fromEntries(exampleWords.map((word) => [word, 'correct' as const]))
    : marks.words;

  const tapping = sentenceQuestion || (item.evidencePart !== null && shownChoice !== undefined);
  const evidencePrompt = item.evidencePart && tapping ? item.evidencePart.prompt : null;
  const mode = !tapping ? 'read' : wordPart ? 'tap-word' : 'tap-sentence';
  // Said when it appears; not during the worked example, whose own steps are being read.
  useAutoRead(workedExample ? null : evidencePrompt, workedExample ? null : evidencePrompt);

  // The question's evidence, or the sentences its second part takes (3-4's evidence words).
  const look = question.evidence.length > 0 ? question.evidence : evidence;
  const pointAt =
    exampleIndex >= 1
      ? look.length > 0
        ? look
        : passage.sentences.map((_, index) => index)
      : lookHere && hint !== null
        ? look
        : [];
  const canLook = hint !== null && !locked && look.length > 0;

  const autoRead =
    asked && item.step === 1 && item.run.index === 0 && props.attempt === 0 && !workedExample;

  return (
    <div
      className={lingoLayout.stage}
      data-passage={passage.id}
      data-question={question.id}
      data-part={evidencePrompt ? 'evidence' : 'answer'}
    >
      <PassageReader
        passage={passage}
        autoRead={autoRead}
        autoReadThen={item.speech ?? item.prompt}
        mode={mode}
        onChooseSentence={(sentence) => pick({ ...draft, sentence })}
        chosenWords={shownWords}
        onChooseWords={(words) => pick({ ...draft, words })}
        wordMarks={wordMarks}
        wordsLabel={evidencePrompt ?? item.prompt}
        marks={sentenceMarks}
        chosen={checked ? null : (shownSentence ?? null)}
        disabled={locked}
        lookHere={pointAt}
        hideTitle={props.hideTitle ?? false}
        targetWords={props.targetWords ?? []}
      />
      {evidencePrompt ? (
        <p className={styles.partPrompt}>
          <span>{evidencePrompt}</span>
          <ReadAloudButton subject="question" iconOnly text={evidencePrompt} />
        </p>
      ) : null}
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
      {props.children}
      {sentenceQuestion ? null : (
        <ChoiceGrid
          className={styles.answers}
          label={item.prompt}
          options={item.choices.map((choice) => ({
            value: choice.text,
            ariaLabel: choice.alt ? `${choice.text}, ${choice.alt}` : choice.text,
            speech: spokenForm(choice.text, passage.say),
            label: props.renderChoice ? (
              props.renderChoice(choice, item)
            ) : (
              <DefaultChoice choice={choice} />
            ),
          }))}
          value={shownChoice ?? null}
          onChange={(choice) => pick({ ...draft, choice })}
          disabled={locked}
          speakOnFocus
          speakers
          marks={choiceMarks}
        />
      )}
    </div>
  );
}

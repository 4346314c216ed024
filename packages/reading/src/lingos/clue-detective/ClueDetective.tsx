import {
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  ReadAloudButton,
  useAutoRead,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useEffect, useState } from 'react';
import { spokenForm } from '../../model/spokenForms';
import { correctChoice, readingMasteryRules } from '../../practice/engine';
import * as engineStyles from '../../practice/PassageQuestion.css';
import { PassageReader, type SentenceMark } from '../../widgets/PassageReader/PassageReader';
import { clueInstruction, clueStatusText, toggleClue } from './clueTaps';
import {
  clueModel,
  exampleClues,
  isClueAnswerReady,
  type ClueAnswer,
  type ClueItem,
} from './model';

type Props = PracticeItemProps<ClueItem, ClueAnswer>;

/** The marks of a checked answer: cards by text, sentences by index. */
function marksOf(result: Props['result']) {
  const choices: Record<string, ChoiceMark> = {};
  const sentences: Record<number, SentenceMark> = {};
  for (const [key, mark] of Object.entries(result?.marks ?? {})) {
    if (key.startsWith('choice:')) choices[key.slice('choice:'.length)] = mark;
    if (key.startsWith('sentence:')) sentences[Number(key.slice('sentence:'.length))] = mark;
  }
  return { choices, sentences };
}

/**
 * One Clue Detective item (reading.md 3-1): the passage, the cards, and from step 2 the clue
 * sentences to tap once a card is picked ("Tap 2 clue sentences."); Check waits for both
 * parts. After a hint, "Look here" outlines the clues; a worked example outlines them from its
 * second step and picks the card and taps the clues at its last.
 */
export function ClueQuestion(props: Props) {
  const { item, setAnswer, state, locked, result, hint, workedExample, attempt } = props;
  const { passage, question } = item;
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [taps, setTaps] = useState<readonly number[]>([]);
  const [lookHere, setLookHere] = useState(false);
  const [asked, setAsked] = useState(false);
  // The passage is read after the session's prompt has started, so the story comes first.
  useEffect(() => setAsked(true), []);

  // Trying again keeps the card and the clues that were right; the wrong ones are let go.
  useEffect(() => {
    if (state !== 'answering' || attempt === 0 || !result?.marks) return;
    const marks = result.marks;
    setChoice((current) =>
      current !== undefined && marks[`choice:${current}`] === 'correct' ? current : undefined,
    );
    setTaps((current) => current.filter((tap) => marks[`sentence:${tap}`] === 'correct'));
    setAnswer(undefined);
  }, [state, attempt, result, setAnswer]);

  function update(nextChoice: string | undefined, nextTaps: readonly number[]) {
    setChoice(nextChoice);
    setTaps(nextTaps);
    const answer = {
      ...(nextChoice !== undefined ? { choice: nextChoice } : {}),
      sentences: nextTaps,
    };
    setAnswer(isClueAnswerReady(item, answer) ? answer : undefined);
  }

  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const marks = checked ? marksOf(result) : { choices: {}, sentences: {} };
  const exampleIndex = workedExample?.index ?? -1;
  const solved = workedExample !== null && exampleIndex >= workedExample.steps.length - 1;
  const right = correctChoice(question);

  const shownChoice = solved ? right?.text : choice;
  const shownTaps = solved ? exampleClues(item) : taps;
  const choiceMarks: Record<string, ChoiceMark> =
    solved && right ? { [right.text]: 'correct' } : marks.choices;
  const sentenceMarks: Record<number, SentenceMark> = solved
    ? Object.fromEntries(shownTaps.map((tap) => [tap, 'correct' as const]))
    : marks.sentences;

  const tapping = item.clues > 0 && shownChoice !== undefined;
  const instruction = tapping ? clueInstruction(item.clues) : null;
  useAutoRead(instruction, instruction);

  const pointAt =
    exampleIndex >= 1 ? question.evidence : lookHere && hint !== null ? question.evidence : [];
  const canLook = hint !== null && !locked && question.evidence.length > 0;
  const autoRead =
    asked && item.step === 1 && item.run.index === 0 && attempt === 0 && !workedExample;

  // The clues tapped and not yet checked show as chosen (pressed, outlined): two at step 3.
  const pending = checked || solved ? [] : shownTaps;

  return (
    <div
      className={lingoLayout.stage}
      data-passage={passage.id}
      data-question={question.id}
      data-part={instruction ? 'clues' : 'answer'}
      data-clues={item.clues}
    >
      <PassageReader
        passage={passage}
        autoRead={autoRead}
        autoReadThen={item.speech ?? item.prompt}
        mode={tapping ? 'tap-sentence' : 'read'}
        onChooseSentence={(sentence) => update(choice, toggleClue(taps, sentence, item.clues))}
        marks={sentenceMarks}
        chosen={pending}
        disabled={locked}
        lookHere={pointAt}
      />
      {instruction ? (
        <p className={engineStyles.partPrompt}>
          <span>{instruction}</span>
          <ReadAloudButton subject="question" iconOnly text={instruction} />
        </p>
      ) : null}
      <VisuallyHidden>
        <span role="status" data-part="clue-status">
          {tapping && !checked && !workedExample ? clueStatusText(item.clues, shownTaps) : ''}
        </span>
      </VisuallyHidden>
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
      <ChoiceGrid
        className={engineStyles.answers}
        label={item.prompt}
        options={item.choices.map((card) => ({
          value: card.text,
          ariaLabel: card.text,
          speech: spokenForm(card.text, passage.say),
          label: <span className={engineStyles.choice}>{card.text}</span>,
        }))}
        value={shownChoice ?? null}
        onChange={(picked) => update(picked, taps)}
        disabled={locked}
        speakOnFocus
        speakers
        marks={choiceMarks}
      />
    </div>
  );
}

/** Lingo 3-1, Clue Detective: read between the lines, and back each answer with its clues. */
export default function ClueDetective(props: LingoProps) {
  return (
    <LingoPractice<ClueItem, ClueAnswer>
      {...props}
      model={clueModel}
      rules={readingMasteryRules}
      Question={ClueQuestion}
    />
  );
}

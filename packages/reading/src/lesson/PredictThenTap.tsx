import { lingoLayout, type LearnStepRenderProps } from '@lingos/kit';
import { useState } from 'react';
import type { Passage } from '../model/passages';
import type { SentenceMark } from '../widgets/PassageReader/PassageReader';
import { PassageReader } from '../widgets/PassageReader/PassageReader';
import { LessonChoices, type LessonPick } from './LessonChoices';
import { sentenceTapCorrect, type PredictThenTapActivity } from './lessonParts';
import * as styles from './lesson.css';

/** Props of {@link PredictThenTap}. */
export interface PredictThenTapProps extends Pick<
  LearnStepRenderProps,
  'done' | 'complete' | 'announce'
> {
  readonly activity: PredictThenTapActivity;
  readonly passage: Passage;
  /** The question of the first part ("What will Liam do next?"). */
  readonly question: string;
  /** What a wrong prediction says. */
  readonly predictHint: (text: string) => string;
  /** The task of the second part, said once the prediction is right. */
  readonly tapTask: string;
  /** What a tap on a sentence that is not the clue says. */
  readonly clueHint: (index: number) => string;
  /** The praise once the clue is tapped (the ending is shown and said after it). */
  readonly doneText: string;
}

/**
 * Predict, then prove it: pick what happens next on cards, then tap the sentence that is the
 * clue; the story's ending appears once both are right.
 */
export function PredictThenTap({
  activity,
  passage,
  question,
  predictHint,
  tapTask,
  clueHint,
  doneText,
  done,
  complete,
  announce,
}: PredictThenTapProps) {
  const [predicted, setPredicted] = useState(false);
  const [marks, setMarks] = useState<Record<number, SentenceMark>>({});
  const choices = activity.choices.map((choice) => choice.text);
  const ending = passage.ending;

  function pick(text: string): LessonPick {
    const choice = activity.choices.find((each) => each.text === text);
    return choice?.correct
      ? { correct: true, said: `Yes! ${tapTask}` }
      : { correct: false, said: predictHint(text) };
  }

  return (
    <div className={lingoLayout.stage}>
      <PassageReader
        passage={passage}
        hideTitle
        mode={predicted ? 'tap-sentence' : 'read'}
        marks={marks}
        onChooseSentence={(index) => {
          if (done || marks[index] !== undefined) return;
          const right = sentenceTapCorrect(activity.clue, index);
          setMarks((previous) => ({ ...previous, [index]: right ? 'correct' : 'incorrect' }));
          if (right) complete(ending ? `${doneText} ${ending}` : doneText);
          else announce(clueHint(index));
        }}
      />
      <LessonChoices
        label={question}
        choices={choices}
        pick={pick}
        onRight={(result) => {
          setPredicted(true);
          announce(result.said);
        }}
        announce={announce}
        done={predicted || done}
      />
      {predicted && !done ? <p className={lingoLayout.note}>{tapTask}</p> : null}
      {done && ending ? <p className={styles.ending}>{ending}</p> : null}
    </div>
  );
}

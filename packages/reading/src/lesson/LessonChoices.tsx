import { ChoiceGrid, type ChoiceMark, type LessonSpeech } from '@lingos/kit';
import { useState } from 'react';

/** What a pick says: right (the step goes on) or its hint. */
export interface LessonPick {
  readonly correct: boolean;
  readonly said: string;
  /** What read-aloud says, when it differs from `said`. */
  readonly speech?: LessonSpeech;
}

/** Props of {@link LessonChoices}. */
export interface LessonChoicesProps {
  /** The cards' texts, in the order shown. */
  readonly choices: readonly string[];
  /** Judges a pick. */
  readonly pick: (text: string) => LessonPick;
  /** A right pick (its praise is in `said`). */
  readonly onRight: (pick: LessonPick) => void;
  /** Says a hint in the lesson's live region and aloud. */
  readonly announce: (message: string, speech?: LessonSpeech) => void;
  /** The choice is made: nothing can be picked. */
  readonly done: boolean;
  readonly label: string;
}

/**
 * A Learn step's cards on kit's ChoiceGrid, checked as soon as one is picked: a wrong card is
 * marked and says its hint, and stays out; the right card is marked and the step goes on.
 */
export function LessonChoices({
  choices,
  pick,
  onRight,
  announce,
  done,
  label,
}: LessonChoicesProps) {
  const [marks, setMarks] = useState<Record<string, ChoiceMark>>({});
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <ChoiceGrid
      label={label}
      speakOnFocus
      speakers
      options={choices.map((text) => ({
        value: text,
        label: text,
        disabled: marks[text] === 'incorrect',
      }))}
      value={picked}
      marks={marks}
      disabled={done}
      onChange={(text) => {
        if (done || marks[text] !== undefined) return;
        const result = pick(text);
        setPicked(text);
        setMarks((previous) => ({ ...previous, [text]: result.correct ? 'correct' : 'incorrect' }));
        if (result.correct) onRight(result);
        else announce(result.said, result.speech);
      }}
    />
  );
}

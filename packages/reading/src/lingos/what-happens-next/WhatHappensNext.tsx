import { LingoPractice, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import type { PassageAnswer, PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import * as styles from './WhatHappensNext.css';
import { clueText, revealText, whatHappensNextModel, whatHappensNextRules } from './model';

type Props = PracticeItemProps<PassageItem, PassageAnswer>;

/**
 * One prediction: the engine's question, and once it is answered the ending card (reading.md:
 * "revealed and read aloud"; the session reads it after "Let's find out what happened.").
 */
export function WhatHappensNextQuestion(props: Props) {
  const { item, state, answer } = props;
  const revealed = state === 'correct' || state === 'mastered';
  return (
    <>
      <PassageQuestion {...props} />
      {revealed && item.passage.ending ? (
        <section className={styles.ending} aria-label="Ending card" data-part="ending">
          <h3 className={styles.title}>{revealText}</h3>
          <p className={styles.text}>{item.passage.ending}</p>
          <p className={styles.clue}>{clueText(item, answer?.sentence)}</p>
        </section>
      ) : null}
    </>
  );
}

/**
 * Lingo 2-3, What Happens Next?: predict from the story's clues, point to a clue, and hear
 * how the story ends.
 */
export default function WhatHappensNext(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={whatHappensNextModel}
      rules={whatHappensNextRules}
      Question={WhatHappensNextQuestion}
    />
  );
}

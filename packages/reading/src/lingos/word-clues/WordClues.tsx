import { LingoPractice, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { readingMasteryRules, type PassageAnswer, type PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import * as styles from './WordClues.css';
import { wordCluesModel, wordOf } from './model';

/** One Word Clues item: the new word highlighted in the text and named above the cards. */
export function WordCluesQuestion(props: PracticeItemProps<PassageItem, PassageAnswer>) {
  const word = wordOf(props.item);
  return (
    <PassageQuestion {...props} targetWords={[word]}>
      <p className={styles.newWord} data-word={word}>
        New word: <span className={styles.word}>{word}</span>
        <VisuallyHidden>. The word {word} is highlighted in the text.</VisuallyHidden>
      </p>
    </PassageQuestion>
  );
}

/**
 * Lingo 2-5, Word Clues: what a new word means, from the clues around it; at step 3 the
 * card, then "Tap the clue." (both parts for first-try credit).
 */
export default function WordClues(props: LingoProps) {
  return (
    <LingoPractice<PassageItem, PassageAnswer>
      {...props}
      model={wordCluesModel}
      rules={readingMasteryRules}
      Question={WordCluesQuestion}
    />
  );
}

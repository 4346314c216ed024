import { LingoPractice, Picture, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import {
  isSentenceQuestion,
  readingMasteryRules,
  type PassageAnswer,
  type PassageItem,
} from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import * as styles from './MainIdeaHunt.css';
import { mainIdeaHuntModel } from './model';

type Props = PracticeItemProps<PassageItem, PassageAnswer>;

/**
 * One Main Idea Hunt item: a title question shows the text without its title (reading.md's
 * answer rule); the balloon question shows the "big idea" balloon, placed with a sentence tap.
 */
export function MainIdeaHuntQuestion(props: Props) {
  const { question, passage } = props.item;
  return (
    <PassageQuestion {...props} hideTitle={question.type === 'title'}>
      {isSentenceQuestion(question) ? (
        <p className={styles.balloon}>
          <Picture emoji="🎈" size={48} decorative />
          <span aria-hidden="true">big idea</span>
          <VisuallyHidden>
            Balloon: big idea. Sentences 1 to {passage.sentences.length} are buttons; press one to
            place the balloon.
          </VisuallyHidden>
        </p>
      ) : null}
    </PassageQuestion>
  );
}

/**
 * Lingo 1-5, Main Idea Hunt: what a text is mostly about, the big-idea sentence, the best
 * title and the sentence that fits.
 */
export default function MainIdeaHunt(props: LingoProps) {
  return (
    <LingoPractice<PassageItem, PassageAnswer>
      {...props}
      model={mainIdeaHuntModel}
      rules={readingMasteryRules}
      Question={MainIdeaHuntQuestion}
    />
  );
}

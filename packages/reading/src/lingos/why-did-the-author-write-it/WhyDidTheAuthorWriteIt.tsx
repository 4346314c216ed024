import { LingoPractice, Picture, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import type { PassageChoice } from '../../model/passages';
import { readingMasteryRules, type PassageAnswer, type PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import * as styles from './WhyDidTheAuthorWriteIt.css';
import { authorPurposeModel, purposeOf } from './model';

/** A purpose card (😄 to entertain, 📘 to inform, 📣 to persuade), or a plain card. */
function PurposeCard({ choice }: { readonly choice: PassageChoice }) {
  const purpose = purposeOf(choice.text);
  if (!purpose) return <span className={styles.purpose}>{choice.text}</span>;
  const [name, meaning] = choice.text.split(': ');
  return (
    <span className={styles.purpose}>
      <Picture emoji={purpose.emoji} size={48} decorative />
      <span className={styles.purposeName}>{name}:</span>
      <span className={styles.purposeMeaning}>{meaning}</span>
    </span>
  );
}

/** One item: the text, and the purpose cards with their pictures. */
export function WhyDidTheAuthorWriteItQuestion(
  props: PracticeItemProps<PassageItem, PassageAnswer>,
) {
  return <PassageQuestion {...props} renderChoice={(choice) => <PurposeCard choice={choice} />} />;
}

/**
 * Lingo 3-4, Why Did the Author Write It?: to entertain, to inform or to persuade, and at
 * step 3 the words that show it or what the author wants you to do.
 */
export default function WhyDidTheAuthorWriteIt(props: LingoProps) {
  return (
    <LingoPractice<PassageItem, PassageAnswer>
      {...props}
      model={authorPurposeModel}
      rules={readingMasteryRules}
      Question={WhyDidTheAuthorWriteItQuestion}
    />
  );
}

import { LingoPractice, type LingoProps } from '@lingos/kit';
import { readingMasteryRules, type PassageAnswer, type PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import { whoWhatWhereModel } from './model';

/**
 * Lingo 1-1, Who, What, Where: a short story read aloud, who, what and where questions on
 * cards, and at step 3 "Tap the sentence that tells you." (both parts for first-try credit).
 */
export default function WhoWhatWhere(props: LingoProps) {
  return (
    <LingoPractice<PassageItem, PassageAnswer>
      {...props}
      model={whoWhatWhereModel}
      rules={readingMasteryRules}
      Question={PassageQuestion}
    />
  );
}

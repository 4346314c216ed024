import { LingoPractice, type LingoProps } from '@lingos/kit';
import { readingMasteryRules, type PassageAnswer, type PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import { storyPeopleModel } from './model';

/**
 * Lingo 2-1, Story People and Places: who the story is about, where and when it happens, how
 * a character feels, and at step 3 what a character is like, then "Tap the sentence that
 * shows it." (both parts for first-try credit).
 */
export default function StoryPeopleAndPlaces(props: LingoProps) {
  return (
    <LingoPractice<PassageItem, PassageAnswer>
      {...props}
      model={storyPeopleModel}
      rules={readingMasteryRules}
      Question={PassageQuestion}
    />
  );
}

import { LingoPractice, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import type { PassageAnswer, PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import { pictureMatchModel, pictureMatchRules } from './model';
import { SceneCard } from './SceneCard';
import { sceneOf } from './scenes';

type Props = PracticeItemProps<PassageItem, PassageAnswer>;

/**
 * One item: a sentence and scene cards to choose from (named by their paraphrases), or a scene
 * (named by its paraphrase, never the sentence) and the sentences to choose from.
 */
export function PictureMatchQuestion(props: Props) {
  const { question } = props.item;
  if (question.type === 'picture-to-sentence') {
    return (
      <PassageQuestion {...props}>
        <SceneCard
          scene={sceneOf(question.picture ?? '')}
          alt={question.alt ?? 'a picture'}
          large
        />
      </PassageQuestion>
    );
  }
  return (
    <PassageQuestion
      {...props}
      renderChoice={(choice) => (
        <SceneCard scene={sceneOf(choice.picture ?? '')} alt={choice.text} decorative />
      )}
    />
  );
}

/**
 * Lingo 1-4, Picture Match: match a sentence to the scene that shows it exactly, then a scene
 * to the sentence that tells it.
 */
export default function PictureMatch(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={pictureMatchModel}
      rules={pictureMatchRules}
      Question={PictureMatchQuestion}
    />
  );
}

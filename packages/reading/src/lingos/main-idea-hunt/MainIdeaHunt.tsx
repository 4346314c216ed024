import {
  lingoLayout,
  LingoPractice,
  Picture,
  SortBins,
  useSortItem,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { isSentenceQuestion, readingMasteryRules } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import * as practiceStyles from '../../practice/PassageQuestion.css';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import * as styles from './MainIdeaHunt.css';
import {
  isTitleSortComplete,
  mainIdeaHuntModel,
  titleBins,
  titleSolution,
  type MainIdeaAnswer,
  type MainIdeaItem,
  type TitleCard,
} from './model';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

type Props = PracticeItemProps<MainIdeaItem, MainIdeaAnswer>;

const noun = { one: 'title', other: 'titles' } as const;

/**
 * A title question at step 3 (reading.md 1-5): the text without its title, and the titles
 * sorted into "Too big", "Just right" and "Too small" on kit's SortBins (drag, tap a title
 * then a bin, or the keyboard). Check waits for every title; a wrong sort bounces the
 * misplaced titles and the session says the first one's hint.
 */
function TitleSort(props: Props & { readonly titles: readonly TitleCard[] }) {
  const { item, titles, state, result, attempt, workedExample, setAnswer, locked } = props;
  const sort = useSortItem<MainIdeaAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) => (isTitleSortComplete(item, placement) ? { placement } : undefined),
    solution: titleSolution(item),
    markWorkedExample: true,
  });
  return (
    <div
      className={lingoLayout.stage}
      data-passage={item.passage.id}
      data-question={item.question.id}
    >
      <PassageReader passage={item.passage} hideTitle />
      <SortBins
        className={practiceStyles.answers}
        label={item.prompt}
        trayLabel="Titles to sort"
        items={titles.map((card) => ({
          id: card.id,
          label: card.text,
          content: (
            <SpokenCard speech={card.text}>
              <span className={styles.titleCard}>{card.text}</span>
            </SpokenCard>
          ),
        }))}
        bins={titleBins.map((bin) => ({ id: bin.id, label: bin.label }))}
        noun={noun}
        {...sort}
        disabled={locked}
      />
    </div>
  );
}

/**
 * One Main Idea Hunt item: a title question sorts the titles (the text shown without its
 * title, as reading.md's answer rule asks); the balloon question shows the "big idea"
 * balloon, placed with a sentence tap; the rest are the engine's PassageQuestion.
 */
export function MainIdeaHuntQuestion(props: Props) {
  const { question, passage, titles } = props.item;
  if (titles) return <TitleSort {...props} titles={titles} />;
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
 * Lingo 1-5, Main Idea Hunt: what a text is mostly about, the big-idea sentence, the titles
 * too big, just right and too small, and the sentence that fits.
 */
export default function MainIdeaHunt(props: LingoProps) {
  return (
    <LingoPractice<MainIdeaItem, MainIdeaAnswer>
      {...props}
      model={mainIdeaHuntModel}
      rules={readingMasteryRules}
      Question={MainIdeaHuntQuestion}
    />
  );
}

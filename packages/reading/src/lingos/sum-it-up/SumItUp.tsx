import {
  lingoLayout,
  LingoPractice,
  SortBins,
  SortSequence,
  useSortItem,
  useSpeech,
  type LingoProps,
  type PracticeItemProps,
  type SortBinsItem,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useId, useRef, useState, type FocusEvent } from 'react';
import { spokenForm } from '../../model/spokenForms';
import { readingMasteryRules, type PassageAnswer, type PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import {
  exampleSolution,
  orderMarkKey,
  sumModel,
  type SumAnswer,
  type SumItem,
  type SummarySortItem,
} from './model';
import * as styles from './SumItUp.css';
import {
  basketText,
  binLabels,
  detailBin,
  importantBin,
  importantCards,
  isSortComplete,
  placedText,
} from './summarySort';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

type Props = PracticeItemProps<SumItem, SumAnswer>;

const bins = [importantBin, detailBin].map((id) => ({ id, label: binLabels[id] ?? id }));

/**
 * Step 2: the passage (read on request), its 6 cards sorted into Important and Small detail,
 * and the important ones put in story order in the summary basket. Check looks at both:
 * misplaced cards bounce back with the hint, cards in the wrong place of the basket are marked.
 */
function SortQuestion(props: Props & { readonly item: SummarySortItem }) {
  const { item, setAnswer, locked, state, result, attempt, workedExample } = props;
  const { task } = item;
  // The basket keeps the cards in the order they went into Important, then as moved there.
  const [order, setOrder] = useState<readonly string[]>([]);
  const orderRef = useRef(order);
  const basketId = useId();

  const answerOf = (
    placement: Readonly<Record<string, string | null>>,
    wanted: readonly string[],
  ): SumAnswer | undefined =>
    isSortComplete(task, placement)
      ? { kind: 'sort', placement, order: importantCards(placement, wanted, task.cards) }
      : undefined;

  const sort = useSortItem<SumAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) => answerOf(placement, orderRef.current),
    solution: exampleSolution(item).map(({ id, bin }) => ({ id, bin })),
    markWorkedExample: true,
  });

  const basketOrder = importantCards(
    sort.placement,
    workedExample ? task.order : order,
    task.cards,
  );
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const orderMarks = Object.fromEntries(
    basketOrder.flatMap((id) => {
      const mark = workedExample
        ? workedExample.index >= workedExample.steps.length - 1
          ? ('correct' as const)
          : undefined
        : result?.marks?.[orderMarkKey(id)];
      return mark && (checked || workedExample || mark === 'correct') ? [[id, mark]] : [];
    }),
  );

  function reorder(next: readonly string[]) {
    orderRef.current = next;
    setOrder(next);
  }

  function place(itemId: string, binId: string | null) {
    const kept = order.filter((id) => id !== itemId);
    reorder(binId === importantBin ? [...kept, itemId] : kept);
    sort.onPlace(itemId, binId);
  }

  const textOf = new Map(task.cards.map((card) => [card.id, card.text]));
  // reading.md: what a card says is spoken when it gets keyboard focus (the widgets do not).
  const speech = useSpeech();
  function speakOnKeyboardFocus(event: FocusEvent<HTMLDivElement>) {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const text = textOf.get(target?.closest<HTMLElement>('[data-id]')?.dataset.id ?? '');
    if (text === undefined || !target || !focusVisible(target)) return;
    speech.speak(spokenForm(text, item.passage.say));
  }
  const items: SortBinsItem[] = task.cards.map((card) => ({
    id: card.id,
    label: card.text,
    content: (
      <SpokenCard speech={card.text}>
        <span className={styles.cardText}>{card.text}</span>
      </SpokenCard>
    ),
  }));

  return (
    <div
      className={lingoLayout.stage}
      data-passage={item.passage.id}
      data-question={item.question.id}
    >
      <PassageReader passage={item.passage} />
      {/* Focus only bubbles here to be spoken; the cards inside take the keys. */}
      <div className={styles.cards} onFocus={speakOnKeyboardFocus}>
        <SortBins
          className={styles.area}
          label={item.prompt}
          items={items}
          bins={bins}
          trayLabel="Cards"
          noun={{ one: 'card', other: 'cards' }}
          texts={{
            // reading.md: "Card 'Nadia trained all month' placed in Important, place 1."
            placed: (placed, bin, left) => {
              if (bin.id !== importantBin) {
                return `Card '${placed.label.replace(/\.$/, '')}' placed in ${bin.label}. ${left} left.`;
              }
              const next = importantCards(
                { ...sort.placement, [placed.id]: importantBin },
                order,
                task.cards,
              );
              return `${placedText(placed.label, next.indexOf(placed.id) + 1)} ${left} left.`;
            },
          }}
          {...sort}
          onPlace={place}
          disabled={locked}
        />
        <section className={styles.basket} aria-labelledby={basketId} data-part="basket">
          <h2 id={basketId} className={styles.basketTitle}>
            Summary basket
          </h2>
          <VisuallyHidden>{basketText(task.order.length)}</VisuallyHidden>
          <p className={lingoLayout.note}>Put the important cards in story order.</p>
          {basketOrder.length > 0 ? (
            <SortSequence
              label="Summary basket: the important cards, in story order"
              cards={basketOrder.map((id) => ({
                id,
                label: textOf.get(id) ?? id,
                content: (
                  <SpokenCard speech={textOf.get(id) ?? ''}>
                    <span className={styles.cardText}>{textOf.get(id)}</span>
                  </SpokenCard>
                ),
              }))}
              order={basketOrder}
              onOrderChange={(next) => {
                reorder(next);
                setAnswer(answerOf(sort.placement, next));
              }}
              marks={orderMarks}
              disabled={locked}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** Whether an element got focus from the keyboard; false where `:focus-visible` is unknown. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** Steps 1 and 3: the best summary, on the shared engine's view. */
function ChoiceQuestion(props: Props & { readonly item: PassageItem }) {
  const { answer, setAnswer, submit } = props;
  const toSum = (given: PassageAnswer | undefined): SumAnswer | undefined =>
    given ? { kind: 'choice', ...given } : undefined;
  return (
    <PassageQuestion
      {...props}
      answer={answer?.kind === 'choice' ? answer : undefined}
      setAnswer={(given) => setAnswer(toSum(given))}
      submit={(given) => submit(toSum(given))}
    />
  );
}

/** One Sum It Up item. */
export function SumQuestion(props: Props) {
  const { item } = props;
  return item.kind === 'sort' ? (
    <SortQuestion {...props} item={item} />
  ) : (
    <ChoiceQuestion {...props} item={item} />
  );
}

/** Lingo 3-3, Sum It Up: tell the most important parts in a few sentences, in order. */
export default function SumItUp(props: LingoProps) {
  return (
    <LingoPractice<SumItem, SumAnswer>
      {...props}
      model={sumModel}
      rules={readingMasteryRules}
      Question={SumQuestion}
    />
  );
}

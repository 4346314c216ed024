import {
  joinPair,
  lingoLayout,
  LingoPractice,
  MatchPairs,
  removePair,
  useSpeech,
  type LingoProps,
  type MatchPairsTexts,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useState, type FocusEvent } from 'react';
import { readingMasteryRules, type PassageAnswer, type PassageItem } from '../../practice/engine';
import { PassageQuestion } from '../../practice/PassageQuestion';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import {
  isMatchComplete,
  linkedText,
  matchText,
  unlinkedText,
  workedExampleLinks,
  type CauseEffectCard,
} from './matchTask';
import { whyModel, type WhyAnswer, type WhyItem, type WhyMatchItem } from './model';
import * as styles from './WhyDidItHappen.css';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

type Props = PracticeItemProps<WhyItem, WhyAnswer>;

/** The short name a card was given back from its MatchPairs label ("Cause 1: …" → "Cause 1"). */
const nameOf = (label: string) => label.split(':')[0] ?? label;
const cardOf = (label: string): CauseEffectCard => ({ id: '', text: '', name: nameOf(label) });

/** reading.md 2-2: "Cause 1 linked to effect A." */
const linkTexts: Partial<MatchPairsTexts> = {
  joined: (left, right) => linkedText(cardOf(left.label), cardOf(right.label)),
  parted: (left, right) => unlinkedText(cardOf(left.label), cardOf(right.label)),
};

function CardContent({ card, name }: { readonly card: CauseEffectCard; readonly name: string }) {
  return (
    <SpokenCard speech={card.text}>
      <span className={styles.card}>
        <span className={styles.cardName}>{name}</span>
        <span className={styles.cardText}>{card.text}</span>
      </span>
    </SpokenCard>
  );
}

/**
 * Step 3: the passage (read on request), then its 3 causes to connect to their 3 effects,
 * checked as a whole; right links lock, wrong ones are undone for the retry. A worked example
 * links one pair per step.
 */
function MatchQuestion(props: Props & { readonly item: WhyMatchItem }) {
  const { item, setAnswer, locked, state, result, attempt, workedExample } = props;
  const { task } = item;
  const [links, setLinks] = useState<Readonly<Record<string, string>>>({});
  const speech = useSpeech();

  // Trying again undoes the wrong links; the right ones stay, locked.
  useEffect(() => {
    if (state !== 'answering' || attempt === 0 || !result?.marks) return;
    const marks = result.marks;
    setLinks((current) =>
      Object.fromEntries(Object.entries(current).filter(([cause]) => marks[cause] === 'correct')),
    );
    setAnswer(undefined);
  }, [state, attempt, result, setAnswer]);

  function update(next: Readonly<Record<string, string>>) {
    setLinks(next);
    setAnswer(isMatchComplete(task, next) ? { kind: 'match', links: next } : undefined);
  }

  const shown = workedExample ? workedExampleLinks(task, workedExample.index) : links;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const marks = workedExample
    ? Object.fromEntries(Object.keys(shown).map((id) => [id, 'correct' as const]))
    : Object.fromEntries(
        Object.entries(result?.marks ?? {}).filter(
          ([id, mark]) => shown[id] !== undefined && (checked || mark === 'correct'),
        ),
      );

  // reading.md: a card speaks when it gets keyboard focus (MatchPairs has no such option).
  const textById = new Map([...task.causes, ...task.effects].map((card) => [card.id, card.text]));
  function speakOnKeyboardFocus(event: FocusEvent<HTMLDivElement>) {
    const id = event.target instanceof HTMLElement ? event.target.dataset.id : undefined;
    const text = id === undefined ? undefined : textById.get(id);
    if (text === undefined || !focusVisible(event.target)) return;
    speech.speak(text);
  }

  return (
    <div
      className={lingoLayout.stage}
      data-passage={item.passage.id}
      data-question={item.question.id}
    >
      <PassageReader passage={item.passage} />
      <VisuallyHidden>{matchText(task)}</VisuallyHidden>
      {/* Focus only bubbles here to be spoken; the buttons inside take the keys. */}
      <div className={styles.pairs} onFocus={speakOnKeyboardFocus}>
        <MatchPairs
          label={item.prompt}
          leftLabel="Causes"
          rightLabel="Effects"
          left={task.causes.map((card) => ({
            id: card.id,
            label: `${card.name}: ${card.text}`,
            content: <CardContent card={card} name={card.name} />,
          }))}
          right={task.effects.map((card) => ({
            id: card.id,
            label: `${card.name}: ${card.text}`,
            content: <CardContent card={card} name={card.name.replace(/^effect /, '')} />,
          }))}
          pairs={shown}
          marks={marks}
          texts={linkTexts}
          onPair={(cause, effect) => update(joinPair(links, cause, effect))}
          onUnpair={(cause) => update(removePair(links, cause))}
          disabled={locked}
        />
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

/** Steps 1 and 2: a passage question on the shared engine's view. */
function ChoiceQuestion(props: Props & { readonly item: PassageItem }) {
  const { answer, setAnswer, submit } = props;
  const toWhy = (given: PassageAnswer | undefined): WhyAnswer | undefined =>
    given ? { kind: 'choice', ...given } : undefined;
  return (
    <PassageQuestion
      {...props}
      answer={answer?.kind === 'choice' ? answer : undefined}
      setAnswer={(given) => setAnswer(toWhy(given))}
      submit={(given) => submit(toWhy(given))}
    />
  );
}

/** One Why Did It Happen? item. */
export function WhyQuestion(props: Props) {
  const { item } = props;
  return item.kind === 'match' ? (
    <MatchQuestion {...props} item={item} />
  ) : (
    <ChoiceQuestion {...props} item={item} />
  );
}

/** Lingo 2-2, Why Did It Happen?: connect what happened (effect) to why it happened (cause). */
export default function WhyDidItHappen(props: LingoProps) {
  return (
    <LingoPractice<WhyItem, WhyAnswer>
      {...props}
      model={whyModel}
      rules={readingMasteryRules}
      Question={WhyQuestion}
    />
  );
}

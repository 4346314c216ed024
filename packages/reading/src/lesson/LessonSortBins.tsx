import {
  SortBins,
  type LessonSpeech,
  type SortBin,
  type SortBinsFeedback,
  type SortBinsItem,
  type SortBinsNoun,
  type SortBinsTexts,
} from '@lingos/kit';
import { useState } from 'react';

/** Props of {@link LessonSortBins}. */
export interface LessonSortBinsProps {
  readonly items: readonly SortBinsItem[];
  readonly bins: readonly SortBin[];
  /** The bin each item belongs in, by item id; an item missing here belongs in none. */
  readonly answer: Readonly<Record<string, string>>;
  /** What a wrong drop says (the item bounces back to the tray). */
  readonly hint: (itemId: string, binId: string) => string;
  /** What the hint says aloud, when it differs from the text (numbers, symbols). */
  readonly hintSpeech?: (itemId: string, binId: string) => LessonSpeech | undefined;
  /** Every item that has a bin is in it (with where each item is). */
  readonly onDone: (placement: Readonly<Record<string, string | null>>) => void;
  /** Says a hint in the lesson's live region and aloud (the step's `announce`). */
  readonly announce: (message: string, speech?: LessonSpeech) => void;
  /** The step is done: nothing moves any more. */
  readonly done: boolean;
  readonly label: string;
  readonly trayLabel?: string;
  readonly noun?: SortBinsNoun;
  readonly texts?: Partial<SortBinsTexts>;
}

/**
 * A Learn step on kit's SortBins, checked drop by drop (a lesson teaches as the child goes):
 * a right drop locks in its bin, a wrong one bounces back to the tray with its hint, and the
 * step is done once every item is in its bin. An item with no bin (a distractor) stays out.
 */
export function LessonSortBins({
  items,
  bins,
  answer,
  hint,
  hintSpeech,
  onDone,
  announce,
  done,
  label,
  trayLabel,
  noun,
  texts,
}: LessonSortBinsProps) {
  const [placement, setPlacement] = useState<Record<string, string | null>>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);

  function onPlace(itemId: string, binId: string | null) {
    if (binId === null) {
      setPlacement((previous) => ({ ...previous, [itemId]: null }));
      return;
    }
    // A card that belongs in no bin (a distractor) bounces out of every one.
    if (answer[itemId] !== binId) {
      setFeedback((previous) => ({
        key: (Number(previous?.key) || 0) + 1,
        bounced: [{ itemId, binId }],
      }));
      setPlacement((previous) => ({ ...previous, [itemId]: null }));
      announce(hint(itemId, binId), hintSpeech?.(itemId, binId));
      return;
    }
    setFeedback(undefined);
    const next = { ...placement, [itemId]: binId };
    setPlacement(next);
    const sorted = items.filter((item) => answer[item.id] !== undefined);
    if (!done && sorted.every((item) => next[item.id] === answer[item.id])) onDone(next);
  }

  return (
    <SortBins
      label={label}
      items={items}
      bins={bins}
      placement={placement}
      onPlace={onPlace}
      marks={Object.fromEntries(
        Object.entries(placement)
          .filter(([, binId]) => binId !== null)
          .map(([itemId]) => [itemId, 'correct' as const]),
      )}
      disabled={done}
      {...(trayLabel ? { trayLabel } : {})}
      {...(noun ? { noun } : {})}
      {...(texts ? { texts } : {})}
      {...(feedback ? { feedback } : {})}
    />
  );
}

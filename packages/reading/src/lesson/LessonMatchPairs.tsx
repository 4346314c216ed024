import { MatchPairs, type LessonSpeech, type MatchPairsRefusal } from '@lingos/kit';
import { useState } from 'react';

/** Props of {@link LessonMatchPairs}. */
export interface LessonMatchPairsProps {
  /** Each cause and its effect, in the order shown on the left. */
  readonly pairs: readonly { readonly cause: string; readonly effect: string }[];
  /** What joining a cause to an effect that is not its own says. */
  readonly hint: (cause: string, effect: string) => string;
  /** Every cause is joined to its effect. */
  readonly onDone: () => void;
  readonly announce: (message: string, speech?: LessonSpeech) => void;
  readonly done: boolean;
  readonly label: string;
}

/**
 * A Learn step on kit's MatchPairs: causes on the left, effects on the right (in turn order
 * shifted by one, so no pair starts side by side), each pair checked as it is made: a wrong
 * one is refused with its hint, a right one stays.
 */
export function LessonMatchPairs({
  pairs,
  hint,
  onDone,
  announce,
  done,
  label,
}: LessonMatchPairsProps) {
  const [joined, setJoined] = useState<Record<string, string>>({});
  const effects = pairs.map((_pair, index) => pairs[(index + 1) % pairs.length] ?? _pair);
  return (
    <MatchPairs
      label={label}
      leftLabel="Cause"
      rightLabel="Effect"
      left={pairs.map((pair) => ({ id: pair.cause, label: pair.cause, content: pair.cause }))}
      right={effects.map((pair) => ({ id: pair.effect, label: pair.effect, content: pair.effect }))}
      pairs={joined}
      marks={Object.fromEntries(Object.keys(joined).map((cause) => [cause, 'correct' as const]))}
      disabled={done}
      onPair={(cause, effect): MatchPairsRefusal | void => {
        const own = pairs.find((pair) => pair.cause === cause);
        if (own?.effect !== effect) {
          const why = hint(cause, effect);
          announce(why);
          return { refused: why };
        }
        const next = { ...joined, [cause]: effect };
        setJoined(next);
        if (!done && pairs.every((pair) => next[pair.cause] === pair.effect)) onDone();
      }}
      onUnpair={() => undefined}
    />
  );
}

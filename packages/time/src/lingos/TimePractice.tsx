import {
  LingoFrame,
  PracticeSession,
  type PracticeItemBase,
  type PracticeItemProps,
  type PracticeSessionProps,
} from '@lingos/kit';
import type { ComponentType } from 'react';

/** Props of TimePractice. */
type TimePracticeProps<Item extends PracticeItemBase, Answer> = Omit<
  PracticeSessionProps<Item, Answer>,
  'conceptId' | 'renderItem' | 'seed'
> & {
  /** The Lingo's seed (LingoProps). */
  readonly seed?: number | undefined;
  /** Draws one item; each new item gets a fresh view, keyed by the item's key. */
  readonly Question: ComponentType<PracticeItemProps<Item, Answer>>;
};

/** A practice Lingo of the Time concept: its frame, and the kit's session drawing `Question`. */
export function TimePractice<Item extends PracticeItemBase, Answer>({
  lingoId,
  seed,
  Question,
  ...session
}: TimePracticeProps<Item, Answer>) {
  return (
    <LingoFrame conceptId="time" lingoId={lingoId}>
      <PracticeSession<Item, Answer>
        {...session}
        conceptId="time"
        lingoId={lingoId}
        {...(seed !== undefined ? { seed } : {})}
        renderItem={(props) => <Question key={props.item.key} {...props} />}
      />
    </LingoFrame>
  );
}

import type { ConceptId } from '@lingos/catalogue';
import type { ComponentType } from 'react';
import type { LingoProps } from '../bundle';
import { LingoFrame } from '../frame/LingoFrame/LingoFrame';
import type { PracticeItemBase } from '../model/types';
import {
  PracticeSession,
  type PracticeItemProps,
  type PracticeSessionProps,
} from '../session/PracticeSession/PracticeSession';

/** Props of {@link LingoPractice}: the Lingo's ids and seed, its model and its question view. */
export type LingoPracticeProps<
  Item extends PracticeItemBase,
  Answer,
  C extends ConceptId = ConceptId,
> = LingoProps<C> &
  Omit<PracticeSessionProps<Item, Answer, C>, 'conceptId' | 'lingoId' | 'renderItem' | 'seed'> & {
    /** Draws one item; each new item gets a fresh view, keyed by the item's key. */
    readonly Question: ComponentType<PracticeItemProps<Item, Answer>>;
  };

/**
 * A whole practice Lingo: its page frame (title, back link, prompt, mastery) and the kit's
 * practice session drawing `Question` for each item. A Lingo view is usually just this with
 * its model: `<LingoPractice {...props} model={setTheTimeModel} Question={SetTheTimeQuestion} />`.
 */
export function LingoPractice<
  Item extends PracticeItemBase,
  Answer,
  C extends ConceptId = ConceptId,
>({ conceptId, lingoId, seed, Question, ...session }: LingoPracticeProps<Item, Answer, C>) {
  return (
    <LingoFrame conceptId={conceptId} lingoId={lingoId}>
      <PracticeSession<Item, Answer, C>
        {...session}
        conceptId={conceptId}
        lingoId={lingoId}
        {...(seed !== undefined ? { seed } : {})}
        renderItem={(props) => <Question key={props.item.key} {...props} />}
      />
    </LingoFrame>
  );
}

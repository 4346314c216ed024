import type { ConceptId } from '@lingos/catalogue';
import type { LingoProps } from '../bundle';
import { LingoFrame } from '../frame/LingoFrame/LingoFrame';
import { LearnLesson, type LearnLessonProps } from '../lesson/LearnLesson/LearnLesson';
import type { LessonQuestion, LessonStep } from '../model/lesson';

/** Props of {@link LingoLesson}: the Lingo's ids, its lesson model and how to draw it. */
export type LingoLessonProps<
  Step extends LessonStep,
  Question extends LessonQuestion,
  C extends ConceptId = ConceptId,
> = Omit<LingoProps<C>, 'seed'> &
  Omit<LearnLessonProps<Step, Question, C>, 'conceptId' | 'lingoId'> & {
    readonly seed?: number;
  };

/**
 * A whole Learn Lingo: its page frame and the kit's Learn lesson running the lesson model.
 * (`seed` is accepted and unused: a lesson is the same every time.)
 */
export function LingoLesson<
  Step extends LessonStep,
  Question extends LessonQuestion,
  C extends ConceptId,
>({ conceptId, lingoId, seed: _seed, ...lesson }: LingoLessonProps<Step, Question, C>) {
  return (
    <LingoFrame conceptId={conceptId} lingoId={lingoId}>
      <LearnLesson<Step, Question, C> {...lesson} conceptId={conceptId} lingoId={lingoId} />
    </LingoFrame>
  );
}

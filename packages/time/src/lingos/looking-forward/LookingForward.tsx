import { LingoPractice, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import { formatTimeAs } from '../../model/elapsed';
import type { ClockFlashTarget } from '../../widgets/AnalogClock/AnalogClock';
import { StoryJumpQuestion, WorkedJumps } from '../../widgets/TimeJumpWorkspace/TimeJumpWorkspace';
import {
  forwardText,
  lookingForwardModel,
  type LookingForwardAnswer,
  type LookingForwardItem,
} from './model';

/** The hand a Looking Forward hint points at. */
function forwardFlash(misconception: string | undefined): ClockFlashTarget | undefined {
  // "A new hour starts": the short hand must move on. "Turn the hands forward": the long hand.
  if (misconception === 'hour-not-moved') return 'hour';
  if (misconception === 'backwards') return 'minute';
  return undefined;
}

/** One Looking Forward item: the story's start on the clock, the ribbon, and the answer. */
export function LookingForwardQuestion(
  props: PracticeItemProps<LookingForwardItem, LookingForwardAnswer>,
) {
  const { item, state } = props;
  return (
    <StoryJumpQuestion
      {...props}
      given={item.start}
      direction="forward"
      // The ribbon's count to the end is the answer: it is told only once it is right.
      text={
        state === 'correct' ? forwardText(item) : `Start: ${formatTimeAs(item.start, item.format)}.`
      }
      flashFor={forwardFlash}
    />
  );
}

/**
 * Lingo 2-2, Looking Forward: what time will it be later? A story gives a start and how
 * long; the child jumps forward on the ribbon and turns the clock (or picks a clock, or
 * types the time with AM/PM), then Check.
 */
export default function LookingForward(props: LingoProps) {
  return (
    <LingoPractice<LookingForwardItem, LookingForwardAnswer>
      {...props}
      model={lookingForwardModel}
      Question={LookingForwardQuestion}
      renderWorkedExample={({ item, step }) => (
        <WorkedJumps step={step} format={item.format} fallbackTime={item.start} />
      )}
    />
  );
}

import { LingoPractice, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import { formatTimeAs } from '../../model/elapsed';
import type { ClockFlashTarget } from '../../widgets/AnalogClock/AnalogClock';
import { StoryJumpQuestion, WorkedJumps } from '../../widgets/TimeJumpWorkspace/TimeJumpWorkspace';
import { backText, lookingBackModel, type LookingBackAnswer, type LookingBackItem } from './model';

/** The hand a Looking Back hint points at. */
function backFlash(misconception: string | undefined): ClockFlashTarget | undefined {
  // "The hour goes back one": the short hand. "Turn the hands backward": the long hand.
  if (misconception === 'hour-kept') return 'hour';
  if (misconception === 'added') return 'minute';
  return undefined;
}

/** One Looking Back item: the story's end on the clock, the ribbon in back mode, the answer. */
export function LookingBackQuestion(props: PracticeItemProps<LookingBackItem, LookingBackAnswer>) {
  const { item, state } = props;
  return (
    <StoryJumpQuestion
      {...props}
      given={item.end}
      direction="back"
      // The ribbon's count back is the answer: it is told only once it is right.
      text={state === 'correct' ? backText(item) : `End: ${formatTimeAs(item.end, item.format)}.`}
      flashFor={backFlash}
    />
  );
}

/**
 * Lingo 2-3, Looking Back: what time was it before? A story gives an end and how long; the
 * child jumps back on the ribbon (− jumps) and turns the clock back (or picks a clock, or
 * types the time with AM/PM), then Check.
 */
export default function LookingBack(props: LingoProps) {
  return (
    <LingoPractice<LookingBackItem, LookingBackAnswer>
      {...props}
      model={lookingBackModel}
      Question={LookingBackQuestion}
      renderWorkedExample={({ item, step }) => (
        <WorkedJumps step={step} format={item.format} fallbackTime={item.end} />
      )}
    />
  );
}

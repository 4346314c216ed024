import { LingoFrame, PracticeSession, type LingoProps, type PracticeItemProps } from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { entryFromTime, formatTimeAs } from '../../model/elapsed';
import type { ClockFlashTarget } from '../../widgets/AnalogClock/AnalogClock';
import * as layout from '../lingo.css';
import { ClockChoices, TimeJumpWorkspace, WorkedJumps } from '../looking-forward/LookingForward';
import { backText, lookingBackModel, type LookingBackAnswer, type LookingBackItem } from './model';

const CONCEPT = 'time';
const LINGO = 'lingo-2-3';

/** The hand a Looking Back hint points at. */
function backFlash(misconception: string | undefined): ClockFlashTarget | undefined {
  // "The hour goes back one": the short hand. "Turn the hands backward": the long hand.
  if (misconception === 'hour-kept') return 'hour';
  if (misconception === 'added') return 'minute';
  return undefined;
}

/** One Looking Back item: the story's end on the clock, the ribbon in back mode, the answer. */
function LookingBackQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<LookingBackItem, LookingBackAnswer>) {
  const misconception = attempt > 0 || state === 'incorrect' ? result?.misconception : undefined;
  const answerTime = (time: number) => setAnswer(entryFromTime(time, item.format));
  return (
    <div className={layout.stage}>
      <VisuallyHidden>
        {/* The ribbon's count back is the answer: it is told only once it is right. */}
        <p>
          {state === 'correct' ? backText(item) : `End: ${formatTimeAs(item.end, item.format)}.`}
        </p>
      </VisuallyHidden>
      <TimeJumpWorkspace
        given={item.end}
        answerMode={item.answerMode === 'choice' ? 'display' : item.answerMode}
        format={item.format}
        direction="back"
        locked={locked}
        onTime={answerTime}
        flashHand={backFlash(misconception)}
        flashKey={attempt}
        highlightNoon={misconception === 'H-NOON'}
      />
      {item.choices ? (
        <ClockChoices
          choices={item.choices}
          answer={answer}
          onPick={answerTime}
          locked={locked}
          state={state}
        />
      ) : null}
    </div>
  );
}

/**
 * Lingo 2-3, Looking Back: what time was it before? A story gives an end and how long; the
 * child jumps back on the ribbon (− jumps) and turns the clock back (or picks a clock, or
 * types the time with AM/PM), then Check.
 */
export default function LookingBack({ seed }: LingoProps) {
  return (
    <LingoFrame conceptId={CONCEPT} lingoId={LINGO}>
      <PracticeSession<LookingBackItem, LookingBackAnswer>
        model={lookingBackModel}
        conceptId={CONCEPT}
        lingoId={LINGO}
        {...(seed !== undefined ? { seed } : {})}
        renderItem={(props) => <LookingBackQuestion key={props.item.key} {...props} />}
        renderWorkedExample={({ item, step }) => (
          <WorkedJumps step={step} format={item.format} fallbackTime={item.end} />
        )}
      />
    </LingoFrame>
  );
}

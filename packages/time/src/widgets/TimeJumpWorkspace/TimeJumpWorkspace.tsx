/**
 * The clock, the digits and the TimeRibbon of the "count on / count back" Lingos (2-2, 2-3,
 * 2-4, 2-6): the workspace the child answers on, the clock cards of step 1, the worked
 * example on the clock and the ribbon, and the story item of Looking Forward and Looking
 * Back.
 */
import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  type PracticeItemProps,
  type SessionPhase,
  shownMisconception,
  type WorkedExampleStep,
} from '@lingos/kit';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import {
  entryFromTime,
  entryMatches,
  formatTimeAs,
  type TimeEntry,
  type TimeFormat,
} from '../../model/elapsed';
import { cardName, describeClock } from '../../model/time';
import { AnalogClock, type ClockFlashTarget } from '../AnalogClock/AnalogClock';
import { DigitalClock } from '../DigitalClock/DigitalClock';
import { TimeRibbon } from '../TimeRibbon/TimeRibbon';
import { landingOf, type RibbonDirection } from '../TimeRibbon/ribbonModel';
import * as styles from './TimeJumpWorkspace.css';
import type { JumpStoryItem, JumpWorkedStep } from '../../model/timeJumps';

/** How the child gives a time on the workspace. */
export const timeAnswerModes = ['display', 'clock', 'clock-or-digits', 'digital'] as const;
/**
 * `display`: the clock only shows (the answer is a card); `clock`: turn the clock's hands;
 * `clock-or-digits`: the clock or the DigitalClock, which move together; `digital`: the
 * DigitalClock with AM/PM, the clock (with its sky) following it.
 */
export type TimeAnswerMode = (typeof timeAnswerModes)[number];

/** Props of TimeJumpWorkspace. */
export interface TimeJumpWorkspaceProps {
  /** The time the story gives; the clock starts there. */
  readonly given: number;
  readonly answerMode: TimeAnswerMode;
  /** `face` (no AM/PM) or `12h` (AM/PM, the clock shows its sky). */
  readonly format: TimeFormat;
  /** The ribbon's jump buttons: + (forward), − (back), or a switch the child sets (`choose`). */
  readonly direction: RibbonDirection | 'choose';
  /** Where the ribbon starts; default `given`. */
  readonly ribbonStart?: number;
  /** The ribbon's jump sizes; default 1 h, 30, 15, 5 and 1 min. */
  readonly jumpSizes?: readonly number[];
  /** The ribbon shows the total of the jumps. */
  readonly showTotal?: boolean;
  /** Nothing can change (feedback, worked example). */
  readonly locked: boolean;
  /** Called with the time the child set (clock, digits or a ribbon jump). */
  readonly onTime?: (time: number) => void;
  /** A hand to flash for a hint; a new `flashKey` flashes again. */
  readonly flashHand?: ClockFlashTarget | undefined;
  readonly flashKey?: string | number;
  /** Lights up 12 noon on the ribbon (the H-NOON hint). */
  readonly highlightNoon?: boolean;
}

/**
 * The clock, the digits and the TimeRibbon of a "count on / count back" item (2-2, 2-3 and
 * 2-6). The ribbon is a tool that is always there: each jump turns the clock to where it
 * lands (and sets the answer), and the child can still turn the hands or change the digits.
 * The answer is confirmed with the session's Check.
 */
export function TimeJumpWorkspace({
  given,
  answerMode,
  format,
  direction,
  ribbonStart,
  jumpSizes,
  showTotal = false,
  locked,
  onTime,
  flashHand,
  flashKey,
  highlightNoon = false,
}: TimeJumpWorkspaceProps) {
  const [time, setTime] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [jumps, setJumps] = useState<readonly number[]>([]);
  const [chosen, setChosen] = useState<RibbonDirection>('forward');
  const shown = dragging ?? time ?? given;
  const start = ribbonStart ?? given;
  const meridiem = format === '12h';
  const turnable = answerMode === 'clock' || answerMode === 'clock-or-digits';
  const typed = answerMode === 'clock-or-digits' || answerMode === 'digital';

  const set = (next: number) => {
    setTime(next);
    if (answerMode !== 'display') onTime?.(next);
  };
  const flash = flashHand ? { flashHand, flashKey: flashKey ?? 0 } : {};

  return (
    <>
      <div className={styles.clocks}>
        {turnable ? (
          <AnalogClock
            value={shown}
            draggableHands={locked ? [] : ['hour', 'minute']}
            sky={meridiem}
            // The clock being set is described by its hands.
            sliderText="hands"
            label="Your clock"
            size={260}
            onChange={setDragging}
            onChangeEnd={(next) => {
              setDragging(null);
              set(next);
            }}
            {...flash}
          />
        ) : (
          <AnalogClock
            value={shown}
            sky={meridiem}
            // The clock turns with each ribbon jump; typed digits just move it.
            animate={answerMode === 'display'}
            size={answerMode === 'display' ? 240 : 200}
            {...flash}
          />
        )}
        {typed ? (
          locked ? (
            <DigitalClock
              value={shown}
              meridiem={meridiem}
              size="large"
              label={`Your time: ${formatTimeAs(shown, format)}`}
            />
          ) : (
            <DigitalClock
              mode="input"
              value={shown}
              meridiem={meridiem}
              size="large"
              label="Your time"
              onChange={set}
            />
          )
        ) : null}
      </div>
      <div className={styles.ribbon}>
        {direction === 'choose' && !locked ? (
          <div className={styles.directions} role="group" aria-label="Which way to jump?">
            <Button
              variant="secondary"
              size="md"
              className={styles.direction}
              aria-pressed={chosen === 'forward'}
              onClick={() => setChosen('forward')}
            >
              <span className={styles.sign} aria-hidden="true">
                +
              </span>
              Later
            </Button>
            <Button
              variant="secondary"
              size="md"
              className={styles.direction}
              aria-pressed={chosen === 'back'}
              onClick={() => setChosen('back')}
            >
              <span className={styles.sign} aria-hidden="true">
                −
              </span>
              Earlier
            </Button>
          </div>
        ) : null}
        <TimeRibbon
          start={start}
          jumps={jumps}
          onJumpsChange={(next) => {
            setJumps(next);
            set(landingOf(start, next));
          }}
          direction={direction === 'choose' ? chosen : direction}
          format={format}
          readOnly={locked}
          showTotal={showTotal}
          {...(jumpSizes ? { jumpSizes } : {})}
          {...(highlightNoon ? { highlightLandmark: 'noon' as const } : {})}
        />
      </div>
    </>
  );
}

/** Props of WorkedJumps. */
interface WorkedJumpsProps {
  /** A worked-example step; its `time` and `ribbon` are drawn when it has them. */
  readonly step: WorkedExampleStep;
  readonly format: TimeFormat;
  /** The time to show when the step names none. */
  readonly fallbackTime: number;
  /** The end flag of a "how long" count (2-4). */
  readonly target?: number;
}

/** A worked-example step on the clock and the ribbon: the jumps so far, and where they land. */
export function WorkedJumps({ step, format, fallbackTime, target }: WorkedJumpsProps) {
  const jumpStep = step as Partial<JumpWorkedStep>;
  const ribbon = jumpStep.ribbon;
  const time = jumpStep.time ?? (ribbon ? landingOf(ribbon.start, ribbon.jumps) : fallbackTime);
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.clocks}>
        <AnalogClock value={time} sky={format === '12h'} animate size={220} />
        <DigitalClock value={time} meridiem={format === '12h'} size="large" />
      </div>
      {ribbon ? (
        <div className={styles.ribbon}>
          <TimeRibbon
            start={ribbon.start}
            jumps={ribbon.jumps}
            format={format}
            readOnly
            {...(target !== undefined ? { target, showTotal: true } : {})}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The clock cards of a step-1 item (2-2, 2-3): described by their hands, never their digits. */
export function ClockChoices({
  choices,
  answer,
  onPick,
  locked,
  state,
}: {
  readonly choices: readonly number[];
  readonly answer: TimeEntry | undefined;
  readonly onPick: (time: number) => void;
  readonly locked: boolean;
  readonly state: SessionPhase;
}) {
  const picked = answer ? choices.find((time) => entryMatches(answer, time, 'face')) : undefined;
  const value = picked === undefined ? null : String(picked);
  const marks = checkedMark(value, state);
  return (
    <ChoiceGrid
      className={styles.choices}
      label="Pick a clock"
      options={choices.map((time) => {
        const description = describeClock(time);
        return {
          value: String(time),
          ariaLabel: cardName(
            `A clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
          ),
          label: <AnalogClock value={time} size={150} />,
        };
      })}
      value={value}
      onChange={(next) => onPick(Number(next))}
      disabled={locked}
      {...(marks ? { marks } : {})}
    />
  );
}

/** Props of StoryJumpQuestion. */
interface StoryJumpQuestionProps extends PracticeItemProps<JumpStoryItem, TimeEntry> {
  /** The time the story gives: the start (2-2) or the end (2-3). */
  readonly given: number;
  /** The ribbon's jumps: + (2-2) or − (2-3). */
  readonly direction: RibbonDirection;
  /** The item's text alternative (the ribbon's count only once it is right). */
  readonly text: string;
  /** The hand a misconception's hint points at. */
  readonly flashFor: (misconception: string | undefined) => ClockFlashTarget | undefined;
}

/**
 * One Looking Forward or Looking Back item: the story's given time on the clock, the ribbon,
 * and the answer (a clock card at step 1, else the clock or the digits), then Check.
 */
export function StoryJumpQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  given,
  direction,
  text,
  flashFor,
}: StoryJumpQuestionProps) {
  const misconception = shownMisconception({ state, attempt, result });
  const answerTime = (time: number) => setAnswer(entryFromTime(time, item.format));
  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{text}</p>
      </VisuallyHidden>
      <TimeJumpWorkspace
        given={given}
        answerMode={item.answerMode === 'choice' ? 'display' : item.answerMode}
        format={item.format}
        direction={direction}
        locked={locked}
        onTime={answerTime}
        flashHand={flashFor(misconception)}
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

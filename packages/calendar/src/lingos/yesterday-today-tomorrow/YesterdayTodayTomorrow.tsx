import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useId, useState } from 'react';
import type { Weekday } from '../../model/dates';
import { weekdayName } from '../../model/names';
import { WeekStrip } from '../../widgets/WeekStrip/WeekStrip';
import { centredWeek, type WeekStripBox } from '../../widgets/WeekStrip/weekStripModel';
import * as styles from './YesterdayTodayTomorrow.css';
import {
  weekAround,
  yesterdayTodayTomorrowModel,
  type YesterdayTodayTomorrowAnswer,
  type YesterdayTodayTomorrowItem,
  type YesterdayTodayTomorrowWorkedStep,
} from './model';

type Props = PracticeItemProps<YesterdayTodayTomorrowItem, YesterdayTodayTomorrowAnswer>;

/** The 7 days centred on today, with the tones of a check or a worked example. */
function weekBoxes(
  today: Weekday,
  tones: Readonly<Partial<Record<Weekday, WeekStripBox['tone']>>> = {},
): WeekStripBox[] {
  return centredWeek(today).map((box) => {
    const tone = box.weekday === undefined ? undefined : tones[box.weekday];
    return tone ? { ...box, tone } : box;
  });
}

/** Step 1: tap tomorrow or yesterday on the strip. */
function TapQuestion({ item, answer, setAnswer, locked, state }: Props) {
  const days = weekAround(item.today);
  const picked = answer?.day;
  const mark = checkedMark(picked === undefined ? null : String(picked), state);
  const tone = picked === undefined ? undefined : mark?.[String(picked)];
  return (
    <div className={lingoLayout.stage}>
      <WeekStrip
        boxes={weekBoxes(
          item.today,
          picked !== undefined && tone ? { [picked]: tone === 'correct' ? 'right' : 'wrong' } : {},
        )}
        summary="centred"
        label="Week strip: tap a day"
        {...(locked
          ? {}
          : {
              onTapBox: (index: number) => {
                const day = days[index];
                if (day !== undefined) setAnswer({ day });
              },
            })}
        {...(picked !== undefined ? { selectedIndex: days.indexOf(picked) } : {})}
      />
    </div>
  );
}

/** Steps 2–3: the question's 3 cards; in step 2, "Show the week" reveals the strip. */
function ChoiceQuestion({ item, answer, setAnswer, locked, state }: Props) {
  const [weekShown, setWeekShown] = useState(false);
  // Once the week has been shown, the answer to this item counts as given after a hint.
  const [usedWeek, setUsedWeek] = useState(false);
  const stripId = useId();
  const picked = answer?.day;
  const pickedValue = picked === undefined ? null : String(picked);
  const marks = checkedMark(pickedValue, state);
  return (
    <div className={lingoLayout.stage}>
      {item.kind === 'forward' ? (
        <div className={styles.showWeek}>
          <Button
            variant="secondary"
            size="md"
            aria-expanded={weekShown}
            aria-controls={stripId}
            onClick={() => {
              setWeekShown((shown) => !shown);
              setUsedWeek(true);
              if (picked !== undefined) setAnswer({ day: picked, shownWeek: true });
            }}
          >
            {weekShown ? 'Hide the week' : 'Show the week'}
          </Button>
          <div id={stripId} hidden={!weekShown} className={styles.week}>
            {weekShown ? <WeekStrip boxes={weekBoxes(item.today)} summary="centred" /> : null}
          </div>
        </div>
      ) : null}
      <ChoiceGrid<string>
        label={item.prompt}
        columns={3}
        options={item.choices.map((day) => ({ value: String(day), label: weekdayName(day) }))}
        value={pickedValue}
        onChange={(value) => {
          const day = Number(value) as Weekday;
          setAnswer(usedWeek ? { day, shownWeek: true } : { day });
        }}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** One item: the strip to tap (step 1), or a question with 3 cards (steps 2–3). */
export function YesterdayTodayTomorrowQuestion(props: Props) {
  return props.item.kind === 'tap' ? <TapQuestion {...props} /> : <ChoiceQuestion {...props} />;
}

/** A worked-example step on the strip centred on today: the day in focus lit, then the answer. */
function YesterdayTodayTomorrowWorked({
  item,
  step,
}: {
  readonly item: YesterdayTodayTomorrowItem;
  readonly step: YesterdayTodayTomorrowWorkedStep;
}) {
  return (
    <WeekStrip
      boxes={weekBoxes(item.today, { [step.lit]: step.solved ? 'right' : 'highlighted' })}
      summary="centred"
    />
  );
}

/**
 * Lingo 1-2, Yesterday, Today, Tomorrow: tap tomorrow or yesterday on a week strip, answer
 * from today's name (with "Show the week" as a hint), then work backwards to today.
 */
export default function YesterdayTodayTomorrow(props: LingoProps) {
  return (
    <LingoPractice<YesterdayTodayTomorrowItem, YesterdayTodayTomorrowAnswer>
      {...props}
      model={yesterdayTodayTomorrowModel}
      Question={YesterdayTodayTomorrowQuestion}
      renderWorkedExample={({ item, step }) => (
        <YesterdayTodayTomorrowWorked item={item} step={step as YesterdayTodayTomorrowWorkedStep} />
      )}
    />
  );
}

import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  shownMisconception,
  SortBins,
  type LingoProps,
  type PracticeItemProps,
  useSortItem,
} from '@lingos/kit';
import star from '@lingos/kit/pictures/star';
import { Button, VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { dateKey, daysInMonth, isLeapYear, type Month } from '../../model/dates';
import { monthName } from '../../model/names';
import { KnuckleHands } from '../../widgets/KnuckleHands/KnuckleHands';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import * as styles from './DaysInEachMonth.css';
import {
  daysInEachMonthModel,
  firstYear,
  hintMonths,
  lastDateText,
  lastYear,
  sortBinFor,
  sortBinIds,
  sortBinLabels,
  workedExampleMonths,
  type CompareMonthsItem,
  type DaysInEachMonthAnswer,
  type DaysInEachMonthItem,
  type DaysInEachMonthMisconception,
  type LeapYearItem,
  type MonthDaysItem,
  type MonthSortItem,
} from './model';

type QuestionProps<Item extends DaysInEachMonthItem> = Omit<
  PracticeItemProps<DaysInEachMonthItem, DaysInEachMonthAnswer>,
  'item'
> & { readonly item: Item };

/** Whether the item was answered right (the month page then shows its last date). */
const answeredRight = (state: string): boolean => state === 'correct' || state === 'mastered';

/** The misconception whose hint is on screen, in this model's words. */
function misconceptionOf(
  props: QuestionProps<DaysInEachMonthItem>,
): DaysInEachMonthMisconception | undefined {
  return shownMisconception(props) as DaysInEachMonthMisconception | undefined;
}

/** What the hands light: a worked example's months, or a hint's. */
function litMonths(props: QuestionProps<DaysInEachMonthItem>): readonly Month[] {
  if (props.workedExample) return workedExampleMonths(props.item, props.workedExample.index);
  return hintMonths(props.item, misconceptionOf(props), props.result?.marks);
}

/**
 * The month page to check the last date, after a right answer: "May 2026 ends on the 31st, so
 * it has 31 days." A comparison offers both months.
 */
function MonthCheck({
  months,
  year,
}: {
  readonly months: readonly Month[];
  readonly year: number;
}) {
  const [shown, setShown] = useState<Month>(months[months.length - 1] ?? 1);
  const last = { year, month: shown, day: daysInMonth(year, shown) };
  return (
    <div className={styles.check} data-part="month-check">
      {months.length > 1 ? (
        <div className={styles.checkChoice} role="group" aria-label="Check on the calendar">
          {months.map((month) => (
            <Button
              key={month}
              variant="secondary"
              size="md"
              aria-pressed={month === shown}
              onClick={() => setShown(month)}
            >
              {monthName(month)}
            </Button>
          ))}
        </div>
      ) : null}
      <MonthGrid
        year={year}
        month={shown}
        readOnly
        focusDate={last}
        marks={{ [dateKey(last)]: { label: 'last date', tone: 'highlighted' } }}
      />
      <p className={lingoLayout.note}>{lastDateText(year, shown)}</p>
    </div>
  );
}

const dayCardLabels: Readonly<Record<string, string>> = {
  '28 or 29': '28 or 29 days',
  '28': '28 days',
  '29': '29 days',
  '30': '30 days',
  '31': '31 days',
};

/** Steps 1–2: the hands, and the cards 30 and 31 (or 28 or 29, 30 and 31). */
function MonthDaysQuestion(props: QuestionProps<MonthDaysItem>) {
  const { item, setAnswer, locked, state, workedExample } = props;
  const [picked, setPicked] = useState<string | null>(null);
  const marks = checkedMark(picked, state);
  const lastExampleStep =
    workedExample !== null && workedExample.index === workedExample.steps.length - 1;
  return (
    <div className={lingoLayout.stage}>
      <KnuckleHands labelled={item.labelled} highlighted={litMonths(props)} />
      <ChoiceGrid
        label={item.prompt}
        options={item.choices.map((choice) => ({
          value: choice,
          label: choice,
          ariaLabel: dayCardLabels[choice] ?? choice,
        }))}
        value={picked}
        onChange={(choice) => {
          setPicked(choice);
          setAnswer({ choice });
        }}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
      {answeredRight(state) || lastExampleStep ? (
        <MonthCheck months={[item.month]} year={item.year} />
      ) : null}
    </div>
  );
}

const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);

/** The strip of years the leap-year items offer as a hint: 2024 to 2035, leap years starred. */
function LeapYearStrip() {
  return (
    <ul className={styles.strip} aria-label={`Years ${firstYear} to ${lastYear}`}>
      {years.map((year) => {
        const leap = isLeapYear(year);
        return (
          <li key={year} className={[styles.year, leap ? styles.leapYear : ''].join(' ')}>
            {leap ? <Picture art={star} size={20} decorative /> : null}
            <span aria-hidden="true">{year}</span>
            <VisuallyHidden>{leap ? `${year}, leap year` : String(year)}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}

/** Step 4: "How many days does February 2028 have?", with the leap-year strip as a hint. */
function LeapYearQuestion(props: QuestionProps<LeapYearItem>) {
  const { item, setAnswer, locked, state, workedExample } = props;
  const [picked, setPicked] = useState<string | null>(null);
  const [stripOpen, setStripOpen] = useState(false);
  const [usedStrip, setUsedStrip] = useState(false);
  const marks = checkedMark(picked, state);
  // The strip is the leap-year hint's picture, and a worked example's.
  const showStrip = stripOpen || misconceptionOf(props) === 'leap-year' || workedExample !== null;

  function answer(choice: string | null, strip: boolean) {
    if (choice !== null) setAnswer({ choice, ...(strip ? { usedStrip: true } : {}) });
  }

  return (
    <div className={lingoLayout.stage}>
      <ChoiceGrid
        label={item.prompt}
        options={item.choices.map((choice) => ({
          value: choice,
          label: choice,
          ariaLabel: dayCardLabels[choice] ?? choice,
        }))}
        value={picked}
        onChange={(choice) => {
          setPicked(choice);
          answer(choice, usedStrip);
        }}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
      <Button
        variant="secondary"
        size="md"
        aria-expanded={showStrip}
        onClick={() => {
          const opening = !stripOpen;
          setStripOpen(opening);
          if (opening && !locked) {
            setUsedStrip(true);
            answer(picked, true);
          }
        }}
      >
        {showStrip ? 'Hide leap years' : 'Show leap years'}
      </Button>
      {showStrip ? <LeapYearStrip /> : null}
      {answeredRight(state) ? <MonthCheck months={[2]} year={item.year} /> : null}
    </div>
  );
}

/** Step 4: "Which has more days: April or May?" */
function CompareQuestion(props: QuestionProps<CompareMonthsItem>) {
  const { item, setAnswer, locked, state } = props;
  const [picked, setPicked] = useState<string | null>(null);
  const marks = checkedMark(picked, state);
  return (
    <div className={lingoLayout.stage}>
      <KnuckleHands labelled={false} highlighted={litMonths(props)} />
      <ChoiceGrid
        label={item.prompt}
        options={item.months.map((month) => ({
          value: String(month),
          label: monthName(month),
        }))}
        value={picked}
        onChange={(choice) => {
          setPicked(choice);
          setAnswer({ choice });
        }}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
      {answeredRight(state) ? <MonthCheck months={item.months} year={item.year} /> : null}
    </div>
  );
}

/**
 * Step 3: 4 month cards into "31 days", "30 days" and "February: 28 or 29". Check looks at
 * the whole sort (calendar.md: first-try correct only if every card is right at the first
 * Check); the misplaced cards bounce back with their hint and the right ones stay locked.
 */
function MonthSortQuestion(props: QuestionProps<MonthSortItem>) {
  const { item, setAnswer, locked, state, result, attempt, workedExample } = props;
  // A checked sort with misplaced cards: they bounce back to the tray (the session shows the hint).
  const sort = useSortItem<DaysInEachMonthAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) =>
      item.months.every((month) => (placement[String(month)] ?? null) !== null)
        ? { placement }
        : undefined,
    solution: item.months.map((month) => ({ id: String(month), bin: sortBinFor(month) })),
    // Right cards lock in their bin, as a worked example places them too.
    markWorkedExample: true,
  });
  return (
    <div className={lingoLayout.stage}>
      <KnuckleHands labelled={false} highlighted={litMonths(props)} />
      <SortBins
        label={item.prompt}
        items={item.months.map((month) => ({
          id: String(month),
          label: monthName(month),
          content: <span className={styles.monthCard}>{monthName(month)}</span>,
        }))}
        bins={sortBinIds.map((id) => ({ id, label: sortBinLabels[id] }))}
        noun={{ one: 'month', other: 'months' }}
        {...sort}
        disabled={locked}
      />
    </div>
  );
}

/** One Days in Each Month item, drawn by its kind. */
export function DaysInEachMonthQuestion(
  props: PracticeItemProps<DaysInEachMonthItem, DaysInEachMonthAnswer>,
) {
  const { item } = props;
  switch (item.kind) {
    case 'month-days':
      return <MonthDaysQuestion {...props} item={item} />;
    case 'month-sort':
      return <MonthSortQuestion {...props} item={item} />;
    case 'leap-year':
      return <LeapYearQuestion {...props} item={item} />;
    case 'compare-months':
      return <CompareQuestion {...props} item={item} />;
  }
}

/**
 * Lingo 2-3, Days in Each Month: use your knuckles to know which months have 30 or 31 days.
 * The hands (KnuckleHands) are labelled at step 1 and counted along at step 2; step 3 sorts
 * month cards; step 4 asks about leap years and compares two months. After a right answer
 * the month page shows its last date.
 */
export default function DaysInEachMonth(props: LingoProps) {
  return (
    <LingoPractice<DaysInEachMonthItem, DaysInEachMonthAnswer>
      {...props}
      model={daysInEachMonthModel}
      Question={DaysInEachMonthQuestion}
    />
  );
}

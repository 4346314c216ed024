import {
  lingoLayout,
  LingoPractice,
  shownMisconception,
  useAnnouncer,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState } from 'react';
import { addMonths, dateKey, dayOfWeek, type CalendarDate } from '../../model/dates';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import {
  monthLengthText,
  type DateMarks,
  type YearMonth,
} from '../../widgets/MonthGrid/monthGridModel';
import {
  findTheDateModel,
  findTheDateWorkedExample,
  tappedText,
  type FindTheDateAnswer,
  type FindTheDateItem,
  type MonthPage,
} from './model';

const firstOf = (page: MonthPage): CalendarDate => ({ ...page, day: 1 });

/** Only the 1st shows its number (step 3). */
const onlyTheFirst = (date: CalendarDate): boolean => date.day !== 1;

/** The months navigation may reach at step 4: the one shown and its two neighbours. */
function reach(item: FindTheDateItem): { minMonth: YearMonth; maxMonth: YearMonth } {
  const first = firstOf(item.shown);
  return { minMonth: addMonths(first, -1), maxMonth: addMonths(first, 1) };
}

/**
 * One Find the Date item: the month grid (numbers hidden but the 1st at step 3, month
 * navigation at step 4). A tap chooses the date, then Check. After a count-on hint, the 1st's
 * column lights up: one row straight down is 7 more.
 */
export function FindTheDateQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<FindTheDateItem, FindTheDateAnswer>) {
  const [page, setPage] = useState<MonthPage>(item.shown);
  const { message, announce } = useAnnouncer();
  const misconception = shownMisconception({ state, attempt, result });
  const checked = state === 'correct' || state === 'incorrect';
  const marks: DateMarks | undefined =
    checked && answer
      ? { [dateKey(answer)]: { tone: result?.correct ? 'right' : 'wrong' } }
      : undefined;
  const countOn = misconception === 'off-by-one' || misconception === 'count-on';

  return (
    <div className={lingoLayout.stage}>
      <MonthGrid
        year={page.year}
        month={page.month}
        label={monthLengthText(page.year, page.month)}
        {...(item.hiddenNumbers ? { hiddenNumbers: onlyTheFirst } : {})}
        {...(item.navigation
          ? {
              onMonthChange: (year: number, month: MonthPage['month']) => setPage({ year, month }),
              ...reach(item),
            }
          : {})}
        {...(countOn ? { highlightColumn: dayOfWeek(firstOf(page)) } : {})}
        {...(answer ? { selectedDate: answer } : {})}
        {...(marks ? { marks } : {})}
        readOnly={locked}
        onSelectDate={(date) => {
          setAnswer(date);
          announce(tappedText(date, item.hiddenNumbers));
        }}
      />
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </div>
  );
}

/** The worked example on the grid: the 1st, straight down, counting on, the date. */
function WorkedGrid({ item, index }: { readonly item: FindTheDateItem; readonly index: number }) {
  const steps = findTheDateWorkedExample(item);
  const step = steps[Math.min(index, steps.length - 1)];
  if (!step) return null;
  const lit = new Set(step.highlight.map(dateKey));
  const marks: DateMarks = Object.fromEntries([
    ...step.highlight.map((date) => [dateKey(date), { tone: 'highlighted' as const }]),
    ...(step.answer ? [[dateKey(step.answer), { tone: 'right' as const }]] : []),
  ]);
  return (
    <MonthGrid
      year={step.page.year}
      month={step.page.month}
      label={monthLengthText(step.page.year, step.page.month)}
      marks={marks}
      // The dates counted show their numbers, as the example says them.
      {...(item.hiddenNumbers
        ? { hiddenNumbers: (date: CalendarDate) => onlyTheFirst(date) && !lit.has(dateKey(date)) }
        : {})}
      readOnly
    />
  );
}

/**
 * Lingo 2-1, Find the Date: hear a date and tap it on the month grid, then Check. Step 3 hides
 * every number but the 1st; step 4 asks for a date in the month before or after.
 */
export default function FindTheDate(props: LingoProps) {
  return (
    <LingoPractice<FindTheDateItem, FindTheDateAnswer>
      {...props}
      model={findTheDateModel}
      Question={FindTheDateQuestion}
      renderWorkedExample={({ item, index }) => <WorkedGrid item={item} index={index} />}
    />
  );
}

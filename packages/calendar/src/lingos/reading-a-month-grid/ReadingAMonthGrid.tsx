import {
  LingoLesson,
  lingoLayout,
  useSpeech,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useEffect, useRef, useState } from 'react';
import { dateKey, dayOfWeek } from '../../model/dates';
import { monthYear } from '../../model/names';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import { monthGridText } from '../../widgets/MonthGrid/monthGridModel';
import {
  checkDate,
  lessonPage,
  readingAMonthGridLesson,
  startProgress,
  type GridEvent,
  type ReadingProgress,
  type ReadingStep,
} from './model';

/** calendar.md's text alternative of the page: its name, its columns and its first row. */
const pageText = monthGridText(lessonPage.year, lessonPage.month, 1);
const title = monthYear(lessonPage.year, lessonPage.month);

interface StepViewProps extends LearnStepRenderProps {
  readonly step: ReadingStep;
}

/** One guided step on the October 2026 page: each tap goes to the step's goal rule. */
function ReadingStepView({ step, done, complete, announce }: StepViewProps) {
  const [progress, setProgress] = useState<ReadingProgress>(startProgress);
  const speech = useSpeech();

  function react(event: GridEvent) {
    const reaction = step.react(progress, event);
    setProgress(reaction.progress);
    // A done step stays to explore: what it says is said again, the lesson does not move.
    if (reaction.done && !done) complete(reaction.done);
    else if (reaction.done ?? reaction.say) announce((reaction.done ?? reaction.say) as string);
  }

  return (
    <div className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{pageText}</p>
      </VisuallyHidden>
      <MonthGrid
        year={lessonPage.year}
        month={lessonPage.month}
        onSelectDate={(date) => react({ kind: 'date', date })}
        {...(step.title
          ? {
              onSelectTitle: () => {
                // "The child taps 'October 2026' and hears it read aloud."
                void speech.speak(title);
                react({ kind: 'title' });
              },
            }
          : {})}
        {...(step.headers
          ? { onSelectHeader: (weekday) => react({ kind: 'header', weekday }) }
          : {})}
        {...(progress.column !== undefined ? { highlightColumn: progress.column } : {})}
        {...(progress.picked ? { selectedDate: progress.picked } : {})}
      />
    </div>
  );
}

/**
 * The closing question's page: October 2026 to read from. Kit's LearnLesson does not tell a
 * question's picture about a miss, but its root says so in `data-state`; after a miss, the
 * 20's column lights up to its header, as in step 4 (calendar.md: "After a miss, step 4's
 * column highlight is shown again").
 */
function CheckPage() {
  const ref = useRef<HTMLDivElement>(null);
  const [missed, setMissed] = useState(false);
  useEffect(() => {
    const lesson = ref.current?.closest('section[data-part]');
    if (!lesson) return undefined;
    const read = () => {
      if (lesson.getAttribute('data-state') === 'incorrect') setMissed(true);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(lesson, { attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={lingoLayout.stage}>
      <VisuallyHidden>
        <p>{pageText}</p>
      </VisuallyHidden>
      <MonthGrid
        year={lessonPage.year}
        month={lessonPage.month}
        readOnly
        {...(missed
          ? {
              highlightColumn: dayOfWeek(checkDate),
              marks: { [dateKey(checkDate)]: { tone: 'highlighted' } },
            }
          : {})}
      />
    </div>
  );
}

/**
 * Lingo 2-0, Reading a Month Grid: on October 2026, find the month's name, the 1st, the
 * Sunday column, a date's day of the week (straight up to the header) and the last date; then
 * tap October 9, and say what day October 20 is.
 */
export default function ReadingAMonthGrid(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={readingAMonthGridLesson}
      renderStep={(step, stepProps) => <ReadingStepView key={step.id} step={step} {...stepProps} />}
      renderQuestion={() => <CheckPage />}
    />
  );
}

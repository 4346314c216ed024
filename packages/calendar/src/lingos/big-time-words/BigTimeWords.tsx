import bed from '@lingos/kit/pictures/bed';
import birthdayCake from '@lingos/kit/pictures/birthday-cake';
import books from '@lingos/kit/pictures/books';
import bowlWithSpoon from '@lingos/kit/pictures/bowl-with-spoon';
import jackOLantern from '@lingos/kit/pictures/jack-o-lantern';
import mapleLeaf from '@lingos/kit/pictures/maple-leaf';
import personSwimming from '@lingos/kit/pictures/person-swimming';
import soccerBall from '@lingos/kit/pictures/soccer-ball';
import toothbrush from '@lingos/kit/pictures/toothbrush';
import {
  checkedMark,
  ChoiceGrid,
  createWholeNumberFormat,
  joinPair,
  lingoLayout,
  LingoPractice,
  MatchPairs,
  NumberPad,
  Picture,
  removePair,
  SortBins,
  type ChoiceOption,
  type LingoProps,
  type MatchPairsTexts,
  type PictureArt,
  type PictureName,
  type PracticeItemProps,
  useSortItem,
  yesNoOptions,
} from '@lingos/kit';
import { useEffect, useState } from 'react';
import { addDays, dateKey, type CalendarDate } from '../../model/dates';
import { weekdayName } from '../../model/names';
import { MonthGrid } from '../../widgets/MonthGrid/MonthGrid';
import type { DateMarks } from '../../widgets/MonthGrid/monthGridModel';
import * as styles from './BigTimeWords.css';
import {
  bigTimeWordsModel,
  isAnswerComplete,
  type BigTimeWordsAnswer,
  type BigTimeWordsItem,
  type BigTimeWordsTask,
} from './model';

type Props = PracticeItemProps<BigTimeWordsItem, BigTimeWordsAnswer>;
type TaskOf<Kind extends BigTimeWordsTask['kind']> = Extract<BigTimeWordsTask, { kind: Kind }>;
type TaskProps<Kind extends BigTimeWordsTask['kind']> = Props & { readonly task: TaskOf<Kind> };

/** The event pictures, bundled: the nine a sort draws from. */
const eventArt: Partial<Record<PictureName, PictureArt>> = {
  toothbrush,
  bed,
  'bowl-with-spoon': bowlWithSpoon,
  'person-swimming': personSwimming,
  books,
  'soccer-ball': soccerBall,
  'birthday-cake': birthdayCake,
  'maple-leaf': mapleLeaf,
  'jack-o-lantern': jackOLantern,
};

/**
 * Step 1: 4 cards into their bins, checked as a whole. After a miss the misplaced cards bounce
 * back to the tray and the right ones stay locked; a worked example sorts one card per step.
 */
function SortQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'sort'>) {
  // A miss sends every misplaced card back to the tray, once per check; the session shows the
  // hint. Right cards lock once checked; a right sort marks them all.
  const sort = useSortItem<BigTimeWordsAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) => {
      const answer: BigTimeWordsAnswer = { kind: 'sort', placement };
      return isAnswerComplete(item, answer) ? answer : undefined;
    },
    solution: task.cards,
  });
  const days = task.mode === 'days';
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        trayLabel={days ? 'Days to sort' : 'Pictures to sort'}
        items={task.cards.map((card) => {
          const art = card.picture ? eventArt[card.picture] : undefined;
          return {
            id: card.id,
            label: card.label,
            content: days ? (
              <span className={styles.dayCard}>{card.label}</span>
            ) : (
              <span className={styles.eventCard}>
                {art ? <Picture art={art} size={56} decorative /> : null}
                {card.label}
              </span>
            ),
          };
        })}
        bins={task.bins}
        noun={days ? { one: 'day', other: 'days' } : { one: 'picture', other: 'pictures' }}
        {...sort}
        disabled={locked}
      />
    </div>
  );
}

const meaningId = (id: string) => `meaning-${id}`;
const wordId = (rightId: string) => rightId.replace(/^meaning-/, '');

/** calendar.md: "Left: fortnight. Right: 14 days. Matched." */
const matchTexts: Partial<MatchPairsTexts> = {
  itemName: (item, partner, mark) => {
    const [left, right] = item.id.startsWith('meaning-') ? [partner, item] : [item, partner];
    const parts =
      left && right
        ? [`Left: ${left.label}.`, `Right: ${right.label}.`, 'Matched.']
        : [`${item.id.startsWith('meaning-') ? 'Right' : 'Left'}: ${item.label}.`];
    if (mark === 'correct') parts.push('Right match.');
    if (mark === 'incorrect') parts.push('Not a match.');
    return parts.join(' ');
  },
  joined: (left, right) => `Left: ${left.label}. Right: ${right.label}. Matched.`,
  parted: (left, right) => `${left.label} and ${right.label}: no longer matched.`,
};

/** Step 2: 3 words matched to their meanings, checked as a whole; right pairs lock. */
function MatchQuestion({
  item,
  task,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: TaskProps<'match'>) {
  const [pairs, setPairs] = useState<Readonly<Record<string, string>>>({});

  // Trying again undoes the wrong pairs; the right ones stay, locked.
  useEffect(() => {
    if (state !== 'answering' || attempt === 0 || !result?.marks) return;
    const marks = result.marks;
    setPairs((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => marks[id] === 'correct')),
    );
    setAnswer(undefined);
  }, [state, attempt, result, setAnswer]);

  function update(next: Readonly<Record<string, string>>) {
    setPairs(next);
    const answer: BigTimeWordsAnswer = {
      kind: 'pairs',
      pairs: Object.fromEntries(Object.entries(next).map(([left, right]) => [left, wordId(right)])),
    };
    setAnswer(isAnswerComplete(item, answer) ? answer : undefined);
  }

  const shown = workedExample
    ? Object.fromEntries(
        task.pairs
          .filter((_, index) => index <= workedExample.index)
          .map((pair) => [pair.id, meaningId(pair.id)]),
      )
    : pairs;
  const checked = state === 'correct' || state === 'incorrect';
  const marks = workedExample
    ? Object.fromEntries(Object.keys(shown).map((id) => [id, 'correct' as const]))
    : Object.fromEntries(
        Object.entries(result?.marks ?? {}).filter(
          ([id, mark]) => shown[id] !== undefined && (checked || mark === 'correct'),
        ),
      );
  const byId = new Map(task.pairs.map((pair) => [pair.id, pair]));
  return (
    <div className={lingoLayout.stage}>
      <MatchPairs
        label={item.prompt}
        leftLabel="Time words"
        rightLabel="What they mean"
        left={task.pairs.map((pair) => ({
          id: pair.id,
          label: pair.word,
          content: <span className={styles.matchWord}>{pair.word}</span>,
        }))}
        right={task.rightOrder.flatMap((id) => {
          const pair = byId.get(id);
          return pair
            ? [
                {
                  id: meaningId(id),
                  label: pair.meaning,
                  content: <span className={styles.matchWord}>{pair.meaning}</span>,
                },
              ]
            : [];
        })}
        pairs={shown}
        marks={marks}
        texts={matchTexts}
        onPair={(left, right) => update(joinPair(pairs, left, right))}
        onUnpair={(left) => update(removePair(pairs, left))}
        disabled={locked}
      />
    </div>
  );
}

/** Cards of a ChoiceGrid question: each card's value, what it shows and says. */
function ChoiceQuestion({
  item,
  options,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
  columns,
}: Props & { readonly options: readonly ChoiceOption[]; readonly columns?: number }) {
  // A worked example picks the right card at its last step.
  const shownValue =
    workedExample && workedExample.index === workedExample.steps.length - 1
      ? options.find(
          (option) =>
            bigTimeWordsModel.check(item, { kind: 'choice', value: option.value }).correct,
        )?.value
      : answer?.kind === 'choice'
        ? answer.value
        : undefined;
  const marks = workedExample
    ? shownValue
      ? { [shownValue]: 'correct' as const }
      : undefined
    : checkedMark(shownValue, state);
  return (
    <div className={lingoLayout.stage}>
      <ChoiceGrid
        className={styles.answers}
        label={item.prompt}
        options={options}
        columns={columns ?? options.length}
        value={shownValue ?? null}
        onChange={(value) => setAnswer({ kind: 'choice', value })}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

const words = (text: string) => <span className={lingoLayout.cardWords}>{text}</span>;

const yearsFormat = createWholeNumberFormat({ maxLength: 3, unit: ['year', 'years'] });
const decadesFormat = createWholeNumberFormat({ maxLength: 3, unit: ['decade', 'decades'] });

/** Step 4's counts on the NumberPad: years in some decades, decades in a century. */
function NumberQuestion({
  task,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'years-in-decades' | 'decades-in-century'>) {
  const [typed, setTyped] = useState('');
  const years = task.kind === 'years-in-decades';
  const format = years ? yearsFormat : decadesFormat;
  const right = years ? task.decades * 10 : 10;
  const shown =
    workedExample && workedExample.index === workedExample.steps.length - 1 ? String(right) : typed;
  const checked = state === 'correct' || state === 'incorrect';
  return (
    <div className={lingoLayout.stage}>
      <div className={styles.answers} data-state={checked ? state : 'idle'}>
        <NumberPad
          format={format}
          value={shown}
          onChange={(raw) => {
            setTyped(raw);
            const value = format.parse(raw);
            setAnswer(value === null ? undefined : { kind: 'number', value });
          }}
          label={years ? 'Years' : 'Decades'}
          disabled={locked}
        />
      </div>
    </div>
  );
}

/** Step 3's date: tap the date a fortnight after the start, on that month's page. */
function FortnightQuestion({
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'fortnight-date'>) {
  const tapped = answer?.kind === 'date' ? answer.date : undefined;
  const marks: Record<string, DateMarks[string]> = {
    [dateKey(task.start)]: { picture: 'round-pushpin', label: 'start', tone: 'highlighted' },
  };
  if (workedExample) {
    // The example hops one week (one row down) per step: start, one week, two weeks.
    if (workedExample.index >= 1) {
      marks[dateKey(addDays(task.start, 7))] = { label: 'one week later', tone: 'highlighted' };
    }
    if (workedExample.index >= 2) {
      marks[dateKey(task.target)] = { label: 'a fortnight later', tone: 'right' };
    }
  } else if (tapped && (state === 'correct' || state === 'incorrect')) {
    marks[dateKey(tapped)] = { tone: state === 'correct' ? 'right' : 'wrong' };
  }
  return (
    <div className={lingoLayout.stage}>
      <MonthGrid
        className={styles.grid}
        year={task.year}
        month={task.month}
        marks={marks}
        {...(tapped && !workedExample ? { selectedDate: tapped } : {})}
        onSelectDate={(date: CalendarDate) => setAnswer({ kind: 'date', date })}
        readOnly={locked}
      />
    </div>
  );
}

/** One Big Time Words item, drawn with the widget its kind needs. */
export function BigTimeWordsQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'sort':
      return <SortQuestion {...props} task={task} />;
    case 'match':
      return <MatchQuestion {...props} task={task} />;
    case 'two-days':
      return (
        <ChoiceQuestion
          {...props}
          options={task.choices.map((day) => ({
            value: String(day),
            label: words(weekdayName(day)),
            ariaLabel: weekdayName(day),
          }))}
        />
      );
    case 'fortnight-date':
      return <FortnightQuestion {...props} task={task} />;
    case 'weekday-or-weekend':
      return (
        <ChoiceQuestion
          {...props}
          options={[
            { value: 'weekday', label: words('Weekday'), ariaLabel: 'Weekday' },
            { value: 'weekend', label: words('Weekend day'), ariaLabel: 'Weekend day' },
          ]}
        />
      );
    case 'longer':
      return (
        <ChoiceQuestion
          {...props}
          options={task.choices.map((choice) => ({
            value: choice.id,
            label: words(choice.label),
            ariaLabel: choice.label,
          }))}
        />
      );
    case 'years-in-decades':
    case 'decades-in-century':
      return <NumberQuestion {...props} task={task} />;
    case 'leap-year':
      return <ChoiceQuestion {...props} options={yesNoOptions} />;
  }
}

/**
 * Lingo 3-1, Big Time Words: sort days into weekday and weekend and events by how often they
 * happen, match fortnight, decade, century and the rest to what they mean, then use and think
 * with the words (the day after tomorrow, a fortnight on the calendar, leap years).
 */
export default function BigTimeWords(props: LingoProps) {
  return (
    <LingoPractice<BigTimeWordsItem, BigTimeWordsAnswer>
      {...props}
      model={bigTimeWordsModel}
      Question={BigTimeWordsQuestion}
    />
  );
}

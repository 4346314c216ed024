import { TimeCard } from '../../widgets/TimeCard/TimeCard';
import {
  ChoiceGrid,
  type ChoiceMark,
  type ChoiceOption,
  lingoLayout,
  LingoPractice,
  type LingoProps,
  type PracticeItemProps,
  ReadAloudButton,
  type WorkedExampleStep,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState, type ReactNode } from 'react';
import { capitalize, entryFromTime, entryMinutes } from '../../model/elapsed';
import {
  cardName,
  describeClock,
  faceMinutes,
  formatDigital,
  formatDigital12,
  nextHour,
} from '../../model/time';
import { AnalogClock } from '../../widgets/AnalogClock/AnalogClock';
import { DigitalClock } from '../../widgets/DigitalClock/DigitalClock';
import { LetteredCard, letteredCardName } from '../../widgets/LetteredCard/LetteredCard';
import * as styles from './TimePuzzles.css';
import {
  clueText,
  firstBrokenClue,
  puzzleCardText,
  puzzleText,
  satisfies,
  timePuzzlesModel,
  type Clue,
  type Puzzle,
  type PuzzleCard,
  type PuzzleWorkedStep,
  type TimePuzzleAnswer,
  type TimePuzzleItem,
} from './model';

/** Where the answer clock of a riddle starts: 12:00, never an answer at steps 3–4 (R4). */
const CLOCK_START = 0;
/** Where the 12-hour DigitalClock of an AM/PM riddle starts: 12:00 PM. */
const DIGITAL_START = 720;

type RiddlePuzzle = Extract<Puzzle, { type: 'riddle' }>;

/** The clue cards, each with its own Read aloud button. */
function ClueCards({
  clues,
  highlighted,
  broken,
}: {
  readonly clues: readonly Clue[];
  /** The clue the hint starts from (1-based). */
  readonly highlighted?: number;
  /** The clue the child's time does not fit (1-based). */
  readonly broken?: number;
}) {
  return (
    <ol className={styles.clues} aria-label="Clues">
      {clues.map((clue, index) => {
        const number = index + 1;
        const text = `Clue ${number}: ${clueText(clue)}`;
        const state =
          broken === number ? 'broken' : highlighted === number ? 'highlighted' : 'idle';
        return (
          <li key={number} className={styles.clue({ state })} data-state={state}>
            <span className={styles.clueNumber} aria-hidden="true">
              {number}
            </span>
            <span className={styles.clueText}>
              {text}
              {state === 'broken' ? (
                <VisuallyHidden> Your time does not fit it.</VisuallyHidden>
              ) : null}
            </span>
            <ReadAloudButton subject={`clue ${number}`} iconOnly text={text} />
          </li>
        );
      })}
    </ol>
  );
}

/** A clock card's name, by the description rule: the hands, never the time. */
function clockCardName(time: number): string {
  return cardName(`Clock: ${describeClock(time)}`);
}

/** How an odd-one-out card shows its time. */
function PuzzleCardFace({ card }: { readonly card: PuzzleCard }) {
  return card.form === 'words-day' ? (
    <span className={lingoLayout.cardWords}>{capitalize(puzzleCardText(card))}</span>
  ) : (
    <TimeCard time={card.time} form={card.form} clockSize={130} />
  );
}

/** The card options of an odd one out: "Card A: a clock. The short hand …". */
function oddOneOutOptions(cards: readonly PuzzleCard[]): ChoiceOption[] {
  return cards.map((card) => {
    return {
      value: card.id,
      ariaLabel: letteredCardName(card.id, puzzleCardText(card)),
      label: (
        <LetteredCard id={card.id}>
          <PuzzleCardFace card={card} />
        </LetteredCard>
      ),
    };
  });
}

/** Numbers the answer clock lights up after a riddle hint: the hours clue 1 leaves. */
function numbersLeftBy(clue: Clue | undefined): readonly number[] {
  if (clue?.kind === 'between') return [clue.hour, nextHour(clue.hour)];
  if (clue?.kind === 'short-hand') return [clue.hour];
  return [];
}

/** The answer's time, when the answer is a time. */
function answerTime(answer: TimePuzzleAnswer | undefined): number | undefined {
  return answer?.kind === 'time' ? entryMinutes(answer.entry) : undefined;
}

/** Marks for the picked card once checked. */
function pickedMarks(
  picked: string | undefined,
  state: PracticeItemProps<TimePuzzleItem, TimePuzzleAnswer>['state'],
): Record<string, ChoiceMark> | undefined {
  if (picked === undefined) return undefined;
  if (state === 'correct' || state === 'mastered') return { [picked]: 'correct' };
  if (state === 'incorrect') return { [picked]: 'incorrect' };
  return undefined;
}

/** A riddle: the clue cards, then clocks to choose from or a clock to set. */
function RiddleQuestion({
  puzzle,
  answer,
  setAnswer,
  locked,
  state,
  attempt,
  result,
}: PracticeItemProps<TimePuzzleItem, TimePuzzleAnswer> & { readonly puzzle: RiddlePuzzle }) {
  const [dragging, setDragging] = useState<number | null>(null);
  const given = answerTime(answer);
  // After a miss the hint starts from clue 1, and the clue the time breaks is marked.
  const hinted = result?.misconception === 'riddle' && (state === 'incorrect' || attempt > 0);
  const broken =
    hinted && given !== undefined ? firstBrokenClue(puzzle.clues, given, puzzle.space) : undefined;
  const first = puzzle.clues[0];

  let answerWidget: ReactNode;
  if (puzzle.choices) {
    const picked =
      given === undefined
        ? undefined
        : puzzle.choices.find((time) => faceMinutes(time) === faceMinutes(given));
    answerWidget = (
      <ChoiceGrid
        label="Which clock is it?"
        options={puzzle.choices.map((time) => {
          // The times clue 1 rules out fade once the hint has been given.
          const ruledOut = hinted && first !== undefined && !satisfies(first, time, 'face');
          return {
            value: String(time),
            ariaLabel: clockCardName(time),
            disabled: ruledOut,
            label: (
              <span className={ruledOut ? styles.faded : undefined}>
                <AnalogClock value={time} size={140} />
              </span>
            ),
          };
        })}
        value={picked === undefined ? null : String(picked)}
        onChange={(value) =>
          setAnswer({ kind: 'time', entry: entryFromTime(Number(value), 'face') })
        }
        disabled={locked}
        columns={2}
        {...(picked === undefined ? {} : { marks: pickedMarks(String(picked), state) })}
      />
    );
  } else if (puzzle.space === 'day') {
    answerWidget = (
      <DigitalClock
        mode="input"
        meridiem
        value={given ?? DIGITAL_START}
        onChange={(time) => setAnswer({ kind: 'time', entry: entryFromTime(time, '12h') })}
        label="Your time"
        size="large"
      />
    );
  } else {
    answerWidget = (
      <AnalogClock
        value={dragging ?? given ?? CLOCK_START}
        draggableHands={locked ? [] : ['hour', 'minute']}
        sliderText="hands"
        label="Your clock"
        size={300}
        highlightedNumbers={hinted ? numbersLeftBy(first) : []}
        onChange={setDragging}
        onChangeEnd={(time) => {
          setDragging(null);
          setAnswer({ kind: 'time', entry: entryFromTime(time, 'face') });
        }}
      />
    );
  }

  return (
    <div className={lingoLayout.stage}>
      <ClueCards
        clues={puzzle.clues}
        {...(hinted ? { highlighted: 1 } : {})}
        {...(broken === undefined ? {} : { broken })}
      />
      {answerWidget}
    </div>
  );
}

/** One Time Puzzles item: a riddle, a broken clock, an odd one out, or units. */
export function TimePuzzleQuestion(props: PracticeItemProps<TimePuzzleItem, TimePuzzleAnswer>) {
  const { item, answer, setAnswer, locked, state } = props;
  const { puzzle } = item;
  switch (puzzle.type) {
    case 'riddle':
      return <RiddleQuestion {...props} puzzle={puzzle} />;
    case 'broken-clock': {
      const revealed = state === 'correct' || state === 'mastered';
      const given = answerTime(answer);
      const pickedTime =
        given === undefined
          ? undefined
          : puzzle.choices?.find((time) => faceMinutes(time) === faceMinutes(given));
      const picked =
        puzzle.ask === 'time'
          ? pickedTime === undefined
            ? undefined
            : String(pickedTime)
          : answer?.kind === 'choice'
            ? answer.id
            : undefined;
      const options: ChoiceOption[] =
        puzzle.ask === 'time'
          ? (puzzle.choices ?? []).map((time) => ({
              value: String(time),
              ariaLabel: formatDigital(time),
              label: <DigitalClock value={time} size="medium" />,
            }))
          : (puzzle.numbers ?? []).map((number) => ({
              value: String(number),
              ariaLabel: `The ${number}`,
              label: <span className={lingoLayout.bigText}>{number}</span>,
            }));
      return (
        <div className={lingoLayout.stage}>
          {/* Once answered, the long hand comes back. */}
          <AnalogClock
            value={puzzle.time}
            hourHandOnly={!revealed}
            label={revealed ? `The clock: ${describeClock(puzzle.time)}` : puzzleText(puzzle)}
            size={280}
          />
          <ChoiceGrid
            label={puzzle.ask === 'time' ? 'What time is it?' : 'Where should the long hand point?'}
            options={options}
            value={picked ?? null}
            onChange={(value) =>
              setAnswer(
                puzzle.ask === 'time'
                  ? { kind: 'time', entry: entryFromTime(Number(value), 'face') }
                  : { kind: 'choice', id: value },
              )
            }
            disabled={locked}
            columns={puzzle.ask === 'time' ? 3 : 4}
            {...(picked === undefined ? {} : { marks: pickedMarks(picked, state) })}
          />
        </div>
      );
    }
    case 'odd-one-out': {
      const picked = answer?.kind === 'choice' ? answer.id : undefined;
      return (
        <div className={lingoLayout.stage}>
          <ChoiceGrid
            label="Which card shows a different time?"
            options={oddOneOutOptions(puzzle.cards)}
            value={picked ?? null}
            onChange={(id) => setAnswer({ kind: 'choice', id })}
            disabled={locked}
            columns={2}
            {...(picked === undefined ? {} : { marks: pickedMarks(picked, state) })}
          />
        </div>
      );
    }
    case 'units': {
      const picked = answer?.kind === 'choice' ? answer.id : undefined;
      return (
        <div className={lingoLayout.stage}>
          <ChoiceGrid
            label={`Which is ${puzzle.question}?`}
            options={puzzle.options.map((option) => ({
              value: option.id,
              label: <span className={lingoLayout.bigText}>{option.text}</span>,
            }))}
            value={picked ?? null}
            onChange={(id) => setAnswer({ kind: 'choice', id })}
            disabled={locked}
            columns={2}
            {...(picked === undefined ? {} : { marks: pickedMarks(picked, state) })}
          />
        </div>
      );
    }
  }
}

/** A worked-example step of a puzzle: the puzzle itself, and the answer's clock when found. */
export function TimePuzzleWorked({
  item,
  step,
}: {
  readonly item: TimePuzzleItem;
  readonly step: WorkedExampleStep;
}) {
  const { puzzle } = item;
  const { time } = step as PuzzleWorkedStep;
  return (
    <div className={lingoLayout.stage}>
      {puzzle.type === 'riddle' ? <ClueCards clues={puzzle.clues} /> : null}
      {puzzle.type === 'broken-clock' && time === undefined ? (
        <AnalogClock value={puzzle.time} hourHandOnly label={puzzleText(puzzle)} size={260} />
      ) : null}
      {puzzle.type === 'odd-one-out' ? (
        <div className={lingoLayout.row}>
          {puzzle.cards.map((card) => (
            <LetteredCard key={card.id} id={card.id}>
              <PuzzleCardFace card={card} />
            </LetteredCard>
          ))}
        </div>
      ) : null}
      {puzzle.type === 'units' ? (
        <div className={lingoLayout.row}>
          {puzzle.options.map((option) => (
            <span key={option.id} className={lingoLayout.promptCard}>
              <span className={lingoLayout.bigText}>{option.text}</span>
            </span>
          ))}
        </div>
      ) : null}
      {time === undefined ? null : (
        <div className={lingoLayout.row}>
          <AnalogClock
            value={time}
            sky={puzzle.type === 'riddle' && puzzle.space === 'day'}
            size={240}
          />
          <DigitalClock
            value={time}
            meridiem={puzzle.type === 'riddle' && puzzle.space === 'day'}
            size="large"
            label={
              puzzle.type === 'riddle' && puzzle.space === 'day'
                ? formatDigital12(time)
                : formatDigital(time)
            }
          />
        </div>
      )}
    </div>
  );
}

/**
 * Lingo 3-1, Time Puzzles: crack clock riddles from clue cards (each read aloud on its own),
 * read a broken clock with only its short hand, find the odd one out, and compare units.
 */
export default function TimePuzzles(props: LingoProps) {
  return (
    <LingoPractice
      {...props}
      model={timePuzzlesModel}
      Question={TimePuzzleQuestion}
      renderWorkedExample={({ item, step }) => <TimePuzzleWorked item={item} step={step} />}
    />
  );
}

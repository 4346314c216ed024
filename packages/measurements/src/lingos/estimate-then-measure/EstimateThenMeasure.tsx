import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  Picture,
  SortBins,
  type LingoProps,
  type PracticeItemProps,
  useSortItem,
} from '@lingos/kit';
import { nounOf } from '../../model/objects';
import * as styles from './EstimateThenMeasure.css';
import { MeasureQuestion } from './MeasureQuestion';
import {
  bankObject,
  benchmarkName,
  choiceSpeech,
  choiceText,
  estimateModel,
  unitBins,
  type EstimateAnswer,
  type EstimateItem,
  type EstimateTask,
} from './model';

type Props = PracticeItemProps<EstimateItem, EstimateAnswer>;
type TaskOf<Kind extends EstimateTask['kind']> = Extract<EstimateTask, { kind: Kind }>;
type TaskProps<Kind extends EstimateTask['kind']> = Props & { readonly task: TaskOf<Kind> };

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** An object's picture, named as drawn; nothing when the art set has none (its name says it). */
function ObjectPicture({ id, size }: { readonly id: string; readonly size: number }) {
  const object = bankObject(id);
  if (!object.picture) return null;
  return <Picture name={object.picture} alt={object.pictureAlt ?? object.name} size={size} />;
}

/**
 * Step 1: 4 picture cards into "centimetres" and "metres", checked as a whole. At Check the
 * misplaced cards bounce back to the tray with the hint and the right ones stay locked; a
 * worked example sorts one card per step.
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
  // A miss sends every misplaced card back to the tray, once per check, with its hint.
  const sort = useSortItem<EstimateAnswer>({
    state,
    result,
    attempt,
    workedExample,
    setAnswer,
    toAnswer: (placement) =>
      task.cards.every((card) => (placement[card.id] ?? null) !== null)
        ? { kind: 'sort', placement }
        : undefined,
    solution: task.cards,
    ...(result?.message ? { hint: result.message } : {}),
  });
  const binLabel = (binId: string) => unitBins.find((bin) => bin.id === binId)?.label ?? binId;
  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label={item.prompt}
        trayLabel="Pictures to sort"
        items={task.cards.map((card) => {
          const object = bankObject(card.id);
          return {
            id: card.id,
            label: object.name,
            content: (
              <span className={styles.sortCard}>
                {object.picture ? <Picture name={object.picture} size={56} decorative /> : null}
                {nounOf(object)}
              </span>
            ),
          };
        })}
        bins={unitBins}
        noun={{ one: 'picture', other: 'pictures' }}
        texts={{
          // measurements.md: "School bus, in the metres bin."
          placed: (sortItem, bin) =>
            `${capitalize(nounOf(bankObject(sortItem.id)))}, in the ${binLabel(bin.id)} bin.`,
        }}
        {...sort}
        disabled={locked}
      />
    </div>
  );
}

/**
 * Steps 2 and 4: the thing asked about (its picture and name), and 2 or 3 length cards. A
 * worked example picks the right card at its last step.
 */
function ChoiceQuestion({
  item,
  task,
  answer,
  setAnswer,
  locked,
  state,
  workedExample,
}: TaskProps<'unit' | 'benchmark'>) {
  const right = task.choices.find((choice) => choice.kind === 'right');
  const shownId =
    workedExample && workedExample.index === workedExample.steps.length - 1
      ? right?.id
      : answer?.kind === 'choice'
        ? answer.id
        : undefined;
  const marks = workedExample
    ? shownId
      ? { [shownId]: 'correct' as const }
      : undefined
    : checkedMark(shownId, state);
  return (
    <div className={lingoLayout.stage}>
      <div className={lingoLayout.promptCard}>
        <span className={styles.subject}>
          <ObjectPicture id={task.object} size={80} />
          {capitalize(benchmarkName(task.object))}
        </span>
      </div>
      <ChoiceGrid
        className={styles.answers}
        label={item.prompt}
        options={task.choices.map((choice) => ({
          value: choice.id,
          label: <span className={styles.cardLength}>{choiceText(choice)}</span>,
          ariaLabel: choiceText(choice),
          speech: choiceSpeech(choice),
        }))}
        columns={task.choices.length}
        value={shownId ?? null}
        onChange={(id) => setAnswer({ kind: 'choice', id })}
        disabled={locked}
        speakOnFocus
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/** One Estimate, Then Measure item, drawn with the widget its step needs. */
export function EstimateThenMeasureQuestion(props: Props) {
  const { task } = props.item;
  switch (task.kind) {
    case 'sort':
      return <SortQuestion {...props} task={task} />;
    case 'unit':
    case 'benchmark':
      return <ChoiceQuestion {...props} task={task} />;
    case 'measure':
      return <MeasureQuestion {...props} task={task} />;
  }
}

/**
 * Lingo 2-3, Estimate, Then Measure: sort things into centimetres and metres, pick the unit of
 * a benchmark, guess a length and check it with the ruler, and pick a benchmark's length.
 */
export default function EstimateThenMeasure(props: LingoProps) {
  return (
    <LingoPractice<EstimateItem, EstimateAnswer>
      {...props}
      model={estimateModel}
      Question={EstimateThenMeasureQuestion}
    />
  );
}

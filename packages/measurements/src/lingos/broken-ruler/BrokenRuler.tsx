import {
  checkedMark,
  ChoiceGrid,
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  Picture,
  YesNo,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
  type YesNoValue,
} from '@lingos/kit';
import { useState } from 'react';
import { formatSpoken, formatWritten } from '../../model/units';
import { Ruler } from '../../widgets/Ruler/Ruler';
import * as styles from './BrokenRuler.css';
import {
  brokenRulerModel,
  brokenRulerObject,
  endMark,
  isBrokenRulerAnswerReady,
  objectNoun,
  type BrokenRulerAnswer,
  type BrokenRulerItem,
} from './model';

type Props = PracticeItemProps<BrokenRulerItem, BrokenRulerAnswer>;

const lengthFormat = createWholeNumberFormat({
  maxLength: 2,
  suffix: 'cm',
  unit: ['centimetre', 'centimetres'],
});

/** The spaces from the object's start to its end, as the ruler names them (by their start mark). */
const spacesUnder = (item: BrokenRulerItem): readonly number[] =>
  Array.from({ length: item.length }, (_, index) => item.start + index);

/**
 * The ruler piece with the object on it; step 1's spaces can be tapped to count them. A worked
 * example points at the start mark, then the end mark, then lights the spaces between.
 */
function RulerPiece({
  item,
  locked,
  workedExample,
}: Pick<Props, 'item' | 'locked' | 'workedExample'>) {
  const [lit, setLit] = useState<readonly number[]>([]);
  const pointed =
    workedExample?.index === 0
      ? item.start
      : workedExample?.index === 1
        ? endMark(item)
        : undefined;
  const shownLit = workedExample ? (workedExample.index >= 2 ? spacesUnder(item) : []) : lit;
  return (
    <div className={styles.bench}>
      <Ruler
        first={item.rulerStart}
        last={item.rulerEnd}
        objects={[
          {
            object: brokenRulerObject(item.object),
            start: item.start - item.rulerStart,
            length: item.length,
          },
        ]}
        position={0}
        litSpaces={shownLit}
        onSpaceTap={(tap) => {
          if (!tap.again) setLit([...lit, tap.from]);
        }}
        {...(item.task === 'count' ? { tap: 'spaces' as const } : {})}
        // Checked (or worked through): the spaces stop counting, and keep the focus.
        disabled={locked}
        {...(pointed !== undefined ? { chosenMark: pointed } : {})}
      />
    </div>
  );
}

/**
 * The length typed on the number pad. A number that cannot be a length on this piece (0, or
 * past its last mark) gets a kind word instead of being checked.
 */
function LengthPad({
  item,
  label,
  value,
  onValue,
  locked,
  mark,
}: {
  readonly item: BrokenRulerItem;
  readonly label: string;
  readonly value: string;
  readonly onValue: (raw: string, length: number | undefined) => void;
  readonly locked: boolean;
  readonly mark: ChoiceMark | undefined;
}) {
  const typed = lengthFormat.parse(value);
  const message =
    typed === 0
      ? 'A length is more than 0 cm. Count the spaces it covers.'
      : typed !== null && typed > item.rulerEnd
        ? `That is longer than this ruler piece. Count the spaces under the ${objectNoun(item)}.`
        : null;
  return (
    <div className={styles.pad} data-state={mark ?? 'idle'}>
      <NumberPad
        format={lengthFormat}
        value={value}
        label={label}
        disabled={locked}
        onChange={(raw) => {
          const length = lengthFormat.parse(raw);
          onValue(
            raw,
            length !== null && length > 0 && length <= item.rulerEnd ? length : undefined,
          );
        }}
      />
      <p className={styles.padMessage} role="status">
        {message}
      </p>
    </div>
  );
}

/** The mark of a checked part, from the check's marks (a retry keeps a right part marked). */
function partMark(
  result: Props['result'],
  state: Props['state'],
  part: string,
): ChoiceMark | undefined {
  if (state !== 'correct' && state !== 'incorrect') return undefined;
  return result?.marks?.[part];
}

/** Steps 1 and 2: count or read the spaces, then type the length. */
function TypedLength({ item, setAnswer, locked, state, workedExample }: Props) {
  const [raw, setRaw] = useState('');
  const shown =
    workedExample && workedExample.index === workedExample.steps.length - 1
      ? String(item.length)
      : raw;
  const checked = state === 'correct' || state === 'incorrect' ? state : undefined;
  return (
    <LengthPad
      item={item}
      label="Length"
      value={shown}
      locked={locked}
      mark={checked}
      onValue={(next, length) => {
        setRaw(next);
        setAnswer(length === undefined ? undefined : { kind: 'length', value: length });
      }}
    />
  );
}

/** Step 3: 3 cards, the length, the end number and the length + 1. */
function ChosenLength({ item, answer, setAnswer, locked, state, workedExample }: Props) {
  const shown =
    workedExample && workedExample.index === workedExample.steps.length - 1
      ? String(item.length)
      : answer?.kind === 'length'
        ? String(answer.value)
        : undefined;
  const marks = workedExample
    ? shown
      ? { [shown]: 'correct' as const }
      : undefined
    : checkedMark(shown, state);
  return (
    <ChoiceGrid
      className={styles.answers}
      label={item.prompt}
      options={(item.choices ?? []).map((value) => ({
        value: String(value),
        label: <span className={styles.cardLength}>{formatWritten(value, 'cm')}</span>,
        ariaLabel: formatWritten(value, 'cm'),
        speech: formatSpoken(value, 'cm'),
      }))}
      columns={3}
      value={shown ?? null}
      onChange={(value) => setAnswer({ kind: 'length', value: Number(value) })}
      disabled={locked}
      speakOnFocus
      {...(marks ? { marks } : {})}
    />
  );
}

/**
 * Step 4: Sam claims a length. Yes, or No and then the right length typed; right only if both
 * parts are. After a check each part shows its own mark.
 */
function JudgeClaim({ item, setAnswer, locked, state, result, workedExample }: Props) {
  const [verdict, setVerdict] = useState<YesNoValue | null>(null);
  const [raw, setRaw] = useState('');
  const claim = item.claim;
  if (!claim) return null;
  const solved = workedExample && workedExample.index === workedExample.steps.length - 1;
  const shownVerdict: YesNoValue | null = solved ? (claim.right ? 'yes' : 'no') : verdict;
  const shownRaw = solved ? String(item.length) : raw;

  function update(nextVerdict: YesNoValue | null, nextRaw: string) {
    setVerdict(nextVerdict);
    setRaw(nextRaw);
    if (nextVerdict === null) {
      setAnswer(undefined);
      return;
    }
    const typed = lengthFormat.parse(nextRaw);
    const value = typed !== null && typed > 0 && typed <= item.rulerEnd ? typed : undefined;
    const next: BrokenRulerAnswer =
      nextVerdict === 'no' && value !== undefined
        ? { kind: 'claim', verdict: 'no', value }
        : { kind: 'claim', verdict: nextVerdict };
    setAnswer(isBrokenRulerAnswerReady(next) ? next : undefined);
  }

  const verdictMark = solved ? 'correct' : partMark(result, state, 'verdict');
  const lengthMark = solved ? 'correct' : partMark(result, state, 'length');
  return (
    <>
      <p className={styles.sam}>
        <Picture name="child" alt="Sam" size={56} />
        <span>Sam says: {formatWritten(claim.length, 'cm')}</span>
      </p>
      <YesNo
        className={styles.answers}
        label="Is Sam right?"
        value={shownVerdict}
        onChange={(value) => update(value, raw)}
        disabled={locked}
        speakOnFocus
        {...(shownVerdict && verdictMark ? { marks: { [shownVerdict]: verdictMark } } : {})}
      />
      {shownVerdict === 'no' ? (
        <LengthPad
          item={item}
          label={`How long is the ${objectNoun(item)}?`}
          value={shownRaw}
          locked={locked}
          mark={lengthMark}
          onValue={(next) => update('no', next)}
        />
      ) : null}
    </>
  );
}

/** One Broken Ruler item: the ruler piece with its object, and the answer its step asks for. */
export function BrokenRulerQuestion(props: Props) {
  const { item } = props;
  return (
    <div className={lingoLayout.stage}>
      <RulerPiece item={item} locked={props.locked} workedExample={props.workedExample} />
      {item.task === 'choose' ? (
        <ChosenLength {...props} />
      ) : item.task === 'claim' ? (
        <JudgeClaim {...props} />
      ) : (
        <TypedLength {...props} />
      )}
    </div>
  );
}

/**
 * Lingo 2-2, Broken Ruler: measure when the ruler does not start at 0, by counting the
 * centimetre spaces or by taking the start mark from the end mark.
 */
export default function BrokenRuler(props: LingoProps) {
  return (
    <LingoPractice<BrokenRulerItem, BrokenRulerAnswer>
      {...props}
      model={brokenRulerModel}
      Question={BrokenRulerQuestion}
    />
  );
}

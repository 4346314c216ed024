import {
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  shownMisconception,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { useState } from 'react';
import { theNameOf } from '../../model/objects';
import { Ruler, type RulerObject } from '../../widgets/Ruler/Ruler';
import {
  normalizeRuler,
  objectEndsText,
  slideLayout,
  type SlideLayout,
} from '../../widgets/Ruler/rulerModel';
import {
  measureWithARulerModel,
  rulerEndCm,
  rulerObject,
  type MeasureWithARulerAnswer,
  type MeasureWithARulerItem,
} from './model';

/** Centimetres typed on the pad: up to 2 digits, "cm" after the box, read "9 centimetres". */
const centimetreFormat = createWholeNumberFormat({
  maxLength: 2,
  suffix: 'cm',
  unit: ['centimetre', 'centimetres'],
});

const ruler = normalizeRuler(0, rulerEndCm);

/**
 * Where things lie on the lane (cm from its left): the objects' left ends, the ruler's 0 and
 * where it may slide. Step 2's ruler starts `rulerStartCm` from the object's left end: right
 * of it, the object starts at the lane's left; left of it, the ruler does. The lane holds the
 * whole 0–20 ruler at its start and all the way to the object's end, and no more, so the
 * scale is the largest the screen allows.
 */
export function rulerLayout(item: MeasureWithARulerItem): SlideLayout {
  const longest = Math.max(0, ...item.objects.map((placed) => placed.lengthCm));
  return slideLayout(item.rulerStartCm, ruler, longest);
}

/**
 * The drawing's text alternative: measurements.md's "Pencil, left end at the ruler's 0 mark,
 * right end at the 14 mark." for each object; while an end is off the ruler (step 2, before
 * it is moved), "The crayon's left end is before the ruler's 0. Its right end is at the 4
 * mark."
 */
function rulerLabel(
  item: MeasureWithARulerItem,
  objectStart: number,
  position: number,
): string | undefined {
  if (item.objects.length === 0) return undefined;
  return item.objects
    .map((placed) => {
      const object = rulerObject(placed.id);
      const text = {
        name: object.name,
        theName: theNameOf(object),
        start: objectStart,
        length: placed.lengthCm,
      };
      return objectEndsText(text, position, ruler);
    })
    .join(' ');
}

/** The mark a worked example points at, step by step. */
function exampleMark(item: MeasureWithARulerItem, index: number): number | undefined {
  const [first, second] = item.objects;
  if (item.task === 'ribbon') return index === 0 ? 0 : item.answer;
  if (item.task === 'difference') {
    return index === 1 ? second?.lengthCm : first?.lengthCm;
  }
  return index === 0 ? 0 : first?.lengthCm;
}

/**
 * One Measure with a Ruler item: the ruler under the object(s), lined up or to drag into
 * place, or with the ribbon to stretch; and the NumberPad for the length in centimetres.
 */
export function MeasureWithARulerQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
  workedExample,
}: PracticeItemProps<MeasureWithARulerItem, MeasureWithARulerAnswer>) {
  const layout = rulerLayout(item);
  const [position, setPosition] = useState(layout.position);
  const [entry, setEntry] = useState('');
  const misconception = shownMisconception({ state, attempt, result });

  const example = workedExample?.index;
  // The worked example lines the ruler up and points at the numbers it reads.
  const shownPosition = example === undefined ? position : layout.objectStart;
  const objects: RulerObject[] = item.objects.map((placed) => ({
    object: rulerObject(placed.id),
    start: layout.objectStart,
    length: placed.lengthCm,
  }));
  const chosenMark =
    example !== undefined
      ? exampleMark(item, example)
      : misconception === 'not-at-zero'
        ? // The hint's picture: where the 0 is, to put at the object's end.
          0
        : undefined;

  function report(nextEntry: string, nextPosition: number) {
    const value = centimetreFormat.parse(nextEntry);
    setAnswer(
      value === null ? undefined : { value, rulerOffsetCm: nextPosition - layout.objectStart },
    );
  }

  if (item.task === 'ribbon') {
    const end = example !== undefined ? (exampleMark(item, example) ?? 0) : (answer?.value ?? 0);
    return (
      <div className={lingoLayout.stage}>
        <Ruler
          first={ruler.first}
          last={ruler.last}
          ribbon
          ribbonEnd={end}
          // Checked (or worked through): the ribbon stays where it is, keeping the focus.
          disabled={locked}
          onRibbonChange={(next) => setAnswer({ value: next })}
          {...(example !== undefined && example > 0 ? { chosenMark: item.answer } : {})}
        />
      </div>
    );
  }

  const label = rulerLabel(item, layout.objectStart, shownPosition);
  return (
    <div className={lingoLayout.stage}>
      <Ruler
        first={ruler.first}
        last={ruler.last}
        objects={objects}
        laneCm={layout.laneCm}
        mode={item.task === 'line-up' ? 'draggable' : 'fixed'}
        // Checked (or worked through): the ruler stays where it is, keeping the focus.
        disabled={locked}
        position={shownPosition}
        range={layout.range}
        onMove={(next) => {
          setPosition(next);
          report(entry, next);
        }}
        {...(label ? { label } : {})}
        {...(chosenMark !== undefined ? { chosenMark } : {})}
      />
      {example === undefined ? (
        <NumberPad
          format={centimetreFormat}
          value={entry}
          onChange={(next) => {
            setEntry(next);
            report(next, position);
          }}
          label={item.task === 'difference' ? 'How much longer' : 'Length'}
          disabled={locked}
        />
      ) : null}
    </div>
  );
}

/**
 * Lingo 2-1, Measure with a Ruler: read a length with the ruler lined up at 0, drag the ruler
 * so its 0 meets the object's end and read it, stretch the ribbon to a length, and find how
 * much longer one object is than another; then Check.
 */
export default function MeasureWithARuler(props: LingoProps) {
  return (
    <LingoPractice<MeasureWithARulerItem, MeasureWithARulerAnswer>
      {...props}
      model={measureWithARulerModel}
      Question={MeasureWithARulerQuestion}
    />
  );
}

import bus from '@lingos/kit/pictures/bus';
import spoon from '@lingos/kit/pictures/spoon';
import {
  createWholeNumberFormat,
  lingoLayout,
  LingoLesson,
  NumberPad,
  Picture,
  SortBins,
  type LearnAnswerProps,
  type LearnStepRenderProps,
  type LingoProps,
  type PictureArt,
  type SortBinsFeedback,
} from '@lingos/kit';
import { useState } from 'react';
import { findObject, type MeasureObject } from '../../model/objects';
import { LengthObject } from '../../widgets/LengthObject/LengthObject';
import { Ruler } from '../../widgets/Ruler/Ruler';
import { UnitRow } from '../../widgets/UnitRow/UnitRow';
import {
  boardLengthM,
  countSpacesTap,
  crayonLengthCm,
  crayonStartCm,
  howToUseARulerLesson,
  keyLengthCm,
  metreSticksText,
  readEndTap,
  sortBinLabels,
  sortBinNames,
  sortedText,
  sortThings,
  sortUnits,
  sortUnitsDrop,
  type HowToUseARulerStep,
  type SortThingId,
  type SortUnit,
} from './model';

/** An object of the bank this Lesson draws (the bank has every one of them). */
function bankObject(id: string): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`The object bank has no "${id}"`);
  return object;
}

const crayon = bankObject('crayon');
const board = bankObject('board');
const key = bankObject('key');

/** Steps 2 and 3 lay the crayon and the ruler on one lane, long enough for both. */
const crayonLaneCm = crayonStartCm + 20;

/** Step 1: tap the spaces from 0 to 5; each lights, is counted, and a 1 cm cube drops in. */
function CountSpacesStep({ done, complete, announce }: LearnStepRenderProps) {
  const [lit, setLit] = useState<readonly number[]>([]);
  return (
    <div className={lingoLayout.stage}>
      <Ruler
        tap="spaces"
        cubes
        litSpaces={lit}
        onSpaceTap={(tap) => {
          const result = countSpacesTap(lit, tap);
          setLit(result.lit);
          if (result.done && !done) complete(result.said);
          else announce(result.said);
          // A space past the 5 (or any after the fifth) stays dark: the lesson says why.
          return result.lit.includes(tap.from);
        }}
      />
      <p className={lingoLayout.note} aria-hidden="true">
        {lit.length} of 5 spaces: {lit.length} cm
      </p>
    </div>
  );
}

/** Step 2: drag the ruler (or move it with the arrows) until its 0 meets the crayon's end. */
function LineUpStep({ done, complete }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <Ruler
        mode="draggable"
        laneCm={crayonLaneCm}
        objects={[{ object: crayon, start: crayonStartCm, length: crayonLengthCm }]}
        defaultPosition={0}
        onAligned={() => {
          if (!done) complete("The 0 is at the crayon's end. Now the ruler can measure it.");
        }}
      />
    </div>
  );
}

/** Step 3: the ruler lined up; tap the number at the crayon's other end. */
function ReadEndStep({ done, complete, announce }: LearnStepRenderProps) {
  const [tapped, setTapped] = useState<number | undefined>(undefined);
  return (
    <div className={lingoLayout.stage}>
      <Ruler
        tap="marks"
        laneCm={crayonLaneCm}
        objects={[{ object: crayon, start: crayonStartCm, length: crayonLengthCm }]}
        position={crayonStartCm}
        {...(tapped !== undefined ? { chosenMark: tapped } : {})}
        onMarkTap={(mark) => {
          setTapped(mark);
          const tap = readEndTap(mark);
          if (tap.done && !done) complete(tap.said);
          else announce(tap.said);
        }}
      />
      {done ? (
        // "We write 9 cm": the way it is written, for the eye (the praise says it aloud).
        <p className={lingoLayout.bigText} aria-hidden="true">
          {crayonLengthCm} cm
        </p>
      ) : null}
    </div>
  );
}

/** The lane of step 4: the 3 m board and room for two sticks past its end. */
const boardLaneCm = boardLengthM * 100 + 200;

/** Step 4: lay metre sticks end to end along the 3 m board (a fraction of a px per cm). */
function MetreSticksStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <UnitRow
        laneCm={boardLaneCm}
        object={board}
        objectLength={boardLengthM * 100}
        unit="metre-stick"
        editable
        showCount
        onChange={(starts) => {
          const sticks = metreSticksText(starts.length);
          if (sticks.done && !done) complete(sticks.said);
          else announce(sticks.said);
        }}
      />
    </div>
  );
}

/** The pictures of step 5's cards; the eraser is drawn as a shape, the hallway only named. */
const thingPictures: Partial<Record<SortThingId, PictureArt>> = { spoon, 'school-bus': bus };

function ThingCard({ id, object }: { readonly id: SortThingId; readonly object: MeasureObject }) {
  const art = thingPictures[id];
  return (
    <span className={lingoLayout.pictureCard}>
      {art ? (
        <Picture art={art} size={48} decorative />
      ) : object.shape === 'eraser' ? (
        <LengthObject object={object} pxPerCm={10} label={object.name} />
      ) : null}
      <span>{object.name}</span>
    </span>
  );
}

/** Step 5: sort small things into "cm" and big things into "m"; a wrong bin bounces back. */
function SortUnitsStep({ done, complete, announce }: LearnStepRenderProps) {
  const [placement, setPlacement] = useState<Readonly<Record<string, string | null>>>({});
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);

  function onPlace(itemId: string, binId: string | null) {
    const thing = sortThings.find((candidate) => candidate.id === itemId);
    if (!thing) return;
    if (binId === null) {
      setPlacement({ ...placement, [itemId]: null });
      return;
    }
    const drop = sortUnitsDrop(thing.id, binId as SortUnit);
    if (!drop.correct) {
      // The bin bounces it back; the hint is the lesson's, so it is also read aloud.
      setFeedback((previous) => ({
        key: (Number(previous?.key) || 0) + 1,
        bounced: [{ itemId, binId }],
      }));
      setPlacement({ ...placement, [itemId]: null });
      if (drop.hint) announce(drop.hint);
      return;
    }
    setFeedback(undefined);
    const next = { ...placement, [itemId]: binId };
    setPlacement(next);
    if (!done && sortThings.every((candidate) => next[candidate.id])) complete(sortedText);
  }

  return (
    <div className={lingoLayout.stage}>
      <SortBins
        label="Small things in centimetres, big things in metres."
        items={sortThings.map((thing) => ({
          id: thing.id,
          label: thing.object.name,
          content: <ThingCard id={thing.id} object={thing.object} />,
        }))}
        bins={sortUnits.map((unit) => ({ id: unit, label: sortBinLabels[unit] }))}
        placement={placement}
        onPlace={onPlace}
        noun={{ one: 'thing', other: 'things' }}
        texts={{
          // "cm bin (centimetres), empty": the symbol as shown, and its word.
          binName: (bin, placed) =>
            `${bin.label} bin (${sortBinNames[bin.id as SortUnit]})${
              placed.length === 0 ? ', empty' : `: ${placed.map((item) => item.label).join(', ')}`
            }`,
        }}
        marks={Object.fromEntries(
          Object.entries(placement)
            .filter(([, binId]) => binId !== null)
            .map(([itemId]) => [itemId, 'correct' as const]),
        )}
        {...(feedback ? { feedback } : {})}
      />
    </div>
  );
}

const stepViews = {
  'count-spaces': CountSpacesStep,
  'line-up': LineUpStep,
  'read-end': ReadEndStep,
  'metre-sticks': MetreSticksStep,
  'sort-units': SortUnitsStep,
} as const;

/** Centimetres typed on the pad: up to 2 digits, "cm" after the box. */
const centimetreFormat = createWholeNumberFormat({
  maxLength: 2,
  suffix: 'cm',
  unit: ['centimetre', 'centimetres'],
});

/** The closing check's answer: the key's length typed on a NumberPad, then Check. */
function KeyLengthPad({ answer }: { readonly answer: LearnAnswerProps }) {
  const [entry, setEntry] = useState('');
  return (
    <NumberPad
      format={centimetreFormat}
      label="Length"
      // Checked: the pad shows the number that was checked.
      value={answer.mark === undefined ? entry : (answer.selected ?? '')}
      onChange={(next) => {
        setEntry(next);
        const value = centimetreFormat.parse(next);
        if (value !== null) answer.select(String(value));
      }}
      disabled={answer.disabled}
    />
  );
}

/**
 * Lingo 2-0, How to Use a Ruler: a centimetre is one space; line up the 0 with one end and
 * read the other end; a metre is 100 centimetres, and big things are measured in metres. The
 * closing check asks the key's length, typed on a NumberPad.
 */
export default function HowToUseARuler(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={howToUseARulerLesson}
      renderStep={(step: HowToUseARulerStep, stepProps) => {
        const View = stepViews[step.id];
        return <View key={step.id} {...stepProps} />;
      }}
      renderQuestion={(_question, { phase }) => (
        <Ruler
          objects={[{ object: key, start: 0, length: keyLengthCm }]}
          // After a miss, the 0 the key starts at is lit: start there, read the end.
          {...(phase === 'incorrect' ? { chosenMark: 0 } : {})}
        />
      )}
      renderAnswer={(_question, answer) => (
        // A fresh pad for each try: the wrong number is not left to edit.
        <KeyLengthPad key={answer.tried.length} answer={answer} />
      )}
    />
  );
}

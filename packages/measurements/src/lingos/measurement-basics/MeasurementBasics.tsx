import {
  ChoiceGrid,
  lingoLayout,
  LingoLesson,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { useRef, useState } from 'react';
import { findObject, type MeasureObject } from '../../model/objects';
import { BalanceScale } from '../../widgets/BalanceScale/BalanceScale';
import {
  balanceItems,
  type BalanceItem,
  type BalancePan,
} from '../../widgets/BalanceScale/balanceModel';
import { Containers } from '../../widgets/Containers/Containers';
import { containerOf } from '../../widgets/Containers/containerModel';
import { ObjectLane } from '../../widgets/UnitRow/ObjectLane';
import { UnitRow } from '../../widgets/UnitRow/UnitRow';
import { rowWithJoint } from '../../widgets/UnitRow/unitRowModel';
import * as styles from './MeasurementBasics.css';
import {
  balancePlacedText,
  balanceReady,
  balanceTap,
  fixGapClips,
  fixGapStart,
  fixGapTap,
  gapJoint,
  layClipsText,
  lineUpObjects,
  lineUpTap,
  measurementBasicsLesson,
  paperClipCm,
  pencilAtLineText,
  pouredText,
  pourChoices,
  pourTap,
  ribbonCm,
  spoonCm,
  type BalancePlacement,
  type BalanceThing,
  type CheckRow,
  type CheckRowKind,
  type FixGapState,
  type LineUpObject,
  type MeasurementBasicsStep,
  type PourChoice,
} from './model';

/** An object of the bank (every object of this lesson is in it). */
function bankObject(id: string): MeasureObject {
  return findObject(id) ?? { id, name: `a ${id}`, shape: 'bar' };
}

// ─── Step 1 ──────────────────────────────────────────────────────────────────────────────

/** Where the start line is, cm from the lane's left: room for the pencil to start before it. */
const startLine = 7;
const laneItems = (['pencil', 'crayon'] as const).map((id) => ({
  object: bankObject(id),
  length: lineUpObjects[id].lengthCm,
  start: startLine + lineUpObjects[id].startCm,
}));

/** Step 1: drag the pencil to the start line, then tap the longer one. */
function LineUpStep({ done, complete, announce }: LearnStepRenderProps) {
  const [starts, setStarts] = useState<Readonly<Record<string, number>>>(() =>
    Object.fromEntries(laneItems.map((item) => [item.object.id, item.start])),
  );
  const [chosen, setChosen] = useState<LineUpObject | undefined>(undefined);
  const linedUp = laneItems.every((item) => starts[item.object.id] === startLine);
  return (
    <div className={lingoLayout.stage}>
      <ObjectLane
        className={styles.wide}
        items={laneItems}
        startLine={startLine}
        laneCm={startLine + lineUpObjects.pencil.lengthCm + 2}
        lineUpButton={false}
        onMove={(id, start) => {
          const next = { ...starts, [id]: start };
          setStarts(next);
          if (id === 'pencil' && start === startLine) announce(pencilAtLineText);
        }}
        onSelect={(id) => {
          const tapped = id === 'pencil' ? 'pencil' : 'crayon';
          const tap = lineUpTap(linedUp, tapped);
          if (linedUp) setChosen(tapped);
          if (tap.done && !done) complete(tap.said);
          else announce(tap.said);
        }}
        {...(chosen ? { selectedId: chosen } : {})}
      />
    </div>
  );
}

// ─── Step 2 ──────────────────────────────────────────────────────────────────────────────

// Drawn as they look beside each other: a big pumpkin, a small apple.
const scaleThings = {
  pumpkin: { ...bankObject('pumpkin'), drawnSize: 5 },
  apple: { ...bankObject('apple'), drawnSize: 2 },
} as const;
const firstScale = balanceItems({ tray: [scaleThings.pumpkin, scaleThings.apple] });

/** Where the pumpkin and the apple are, read from the scale's things. */
function placementOf(items: readonly BalanceItem[]): BalancePlacement {
  const place = (id: BalanceThing): BalancePlacement[BalanceThing] => {
    const item = items.find((each) => typeof each.thing !== 'number' && each.thing.id === id);
    return item && item.place !== 'tray' ? item.place : null;
  };
  return { pumpkin: place('pumpkin'), apple: place('apple') };
}

/** Step 2: the pumpkin and the apple onto the two pans; then tap the heavier one. */
function BalanceStep({ done, complete, announce }: LearnStepRenderProps) {
  const [items, setItems] = useState<readonly BalanceItem[]>(firstScale);
  const [chosen, setChosen] = useState<BalancePan | null>(null);
  const placement = placementOf(items);
  const ready = balanceReady(placement);
  return (
    <div className={lingoLayout.stage}>
      <BalanceScale
        className={styles.wide}
        items={items}
        label="Balance scale with a pumpkin and an apple"
        // The lesson reads its own line aloud after each move.
        speakChanges={false}
        onItemsChange={(next) => {
          setItems(next);
          setChosen(null);
          if (!done) announce(balancePlacedText(placementOf(next)));
        }}
        {...(ready
          ? {
              onPanTap: (pan: BalancePan) => {
                const thing: BalanceThing = placement.pumpkin === pan ? 'pumpkin' : 'apple';
                const tap = balanceTap(placement, thing);
                setChosen(pan);
                if (tap.done && !done) complete(tap.said);
                else announce(tap.said);
              },
              chosenPan: chosen,
              ...(chosen
                ? { chosenMark: placement.pumpkin === chosen ? 'correct' : 'incorrect' }
                : {}),
            }
          : {})}
      />
    </div>
  );
}

// ─── Step 3 ──────────────────────────────────────────────────────────────────────────────

const pourTable = [
  containerOf(bankObject('cup'), { amount: 'full' }),
  containerOf(bankObject('jug'), { amount: 'empty' }),
];

/** Step 3: pour the cup into the jug; the jug is not full, so the jug holds more. */
function PourStep({ done, complete, announce }: LearnStepRenderProps) {
  const [poured, setPoured] = useState(false);
  const [picked, setPicked] = useState<PourChoice | null>(null);
  return (
    <div className={lingoLayout.stage}>
      <Containers
        className={styles.wide}
        defaultContainers={pourTable}
        speakChanges={false}
        onPour={(result) => {
          if (result.outcome === 'poured' || result.outcome === 'filled') {
            setPoured(true);
            announce(`${pouredText} Which holds more?`);
          }
        }}
      />
      {poured ? (
        <div className={styles.cards}>
          <ChoiceGrid<PourChoice>
            label="Which holds more?"
            columns={2}
            options={pourChoices.map((choice) => ({
              value: choice.value,
              label: <span className={lingoLayout.cardWords}>{choice.label}</span>,
              ariaLabel: choice.label,
            }))}
            value={picked}
            marks={picked ? { [picked]: picked === 'jug' ? 'correct' : 'incorrect' } : {}}
            onChange={(value) => {
              setPicked(value);
              const tap = pourTap(value);
              if (tap.done && !done) complete(tap.said);
              else announce(tap.said);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

// ─── Steps 4 and 5 ───────────────────────────────────────────────────────────────────────

const ribbon = bankObject('ribbon');

/** Step 4: clips along the ribbon, each touching the last, counted up to 5. */
function LayClipsStep({ done, complete, announce }: LearnStepRenderProps) {
  const [starts, setStarts] = useState<readonly number[]>([]);
  return (
    <div className={lingoLayout.stage}>
      <UnitRow
        className={styles.wide}
        object={ribbon}
        objectLength={ribbonCm}
        unit="paper-clip"
        starts={starts}
        editable
        showCount
        onChange={(next) => {
          setStarts(next);
          const said = layClipsText(next.length);
          if (said.done && !done) complete(said.said);
          else announce(said.said);
        }}
      />
    </div>
  );
}

/** Step 5: tap the gap, the clips close up, add one more. */
function FixGapStep({ done, complete, announce }: LearnStepRenderProps) {
  const [starts, setStarts] = useState<readonly number[]>(() =>
    rowWithJoint(ribbonCm, paperClipCm, gapJoint - 1, paperClipCm),
  );
  const [fixing, setFixing] = useState<FixGapState>(fixGapStart);
  // The row reports a tap, then the closed-up row, in one event: each builds on the last.
  const latest = useRef(fixing);
  return (
    <div className={lingoLayout.stage}>
      <UnitRow
        className={styles.wide}
        object={ribbon}
        objectLength={ribbonCm}
        unit="paper-clip"
        starts={starts}
        tappableJoints={!fixing.gapClosed}
        editable={fixing.gapClosed}
        showCount
        onJointTap={(joint) => {
          const tap = fixGapTap(latest.current, joint.index + 1);
          latest.current = tap.state;
          setFixing(tap.state);
          announce(tap.said);
        }}
        onChange={(next) => {
          setStarts(next);
          if (!latest.current.gapClosed || next.length === latest.current.clips) return;
          const added = fixGapClips(latest.current, next.length);
          latest.current = added.state;
          setFixing(added.state);
          if (added.done && !done) complete(added.said);
          else announce(added.said);
        }}
      />
    </div>
  );
}

const stepViews = {
  'line-up': LineUpStep,
  balance: BalanceStep,
  pour: PourStep,
  'lay-clips': LayClipsStep,
  'fix-gap': FixGapStep,
} as const;

// ─── The closing check ───────────────────────────────────────────────────────────────────

const spoon = bankObject('spoon');

/** A row of the closing check, still: UnitRow with neither buttons nor keys. */
function CheckRowPicture({ row }: { readonly row: CheckRow }) {
  const starts =
    row.kind === 'right'
      ? rowWithJoint(spoonCm, paperClipCm, -1, 0)
      : rowWithJoint(
          spoonCm,
          paperClipCm,
          (row.joint ?? 1) - 1,
          row.kind === 'gap' ? paperClipCm : -paperClipCm,
        );
  return (
    <span className={styles.checkRow} aria-hidden="true">
      <UnitRow object={spoon} objectLength={spoonCm} unit="paper-clip" starts={starts} />
    </span>
  );
}

/**
 * Lingo 1-0, Measurement Basics: compare lengths by lining up the ends, masses on a balance and
 * capacities by pouring; measure with paper clips laid end to end, fix a gap; then say which
 * of three rows measures the spoon the right way.
 */
export default function MeasurementBasics(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={measurementBasicsLesson}
      renderStep={(step: MeasurementBasicsStep, stepProps) => {
        const View = stepViews[step.id];
        return <View key={step.id} {...stepProps} />;
      }}
      // The rows are wide: one card per line, so each row is drawn big enough to see its joints.
      renderAnswer={(question, answer) => (
        <div className={styles.checkCards}>
          <ChoiceGrid<CheckRowKind>
            label={question.prompt}
            columns={1}
            options={question.choices.map((choice) => ({
              value: choice.value,
              label: (
                <span className={styles.checkCard}>
                  <span className={styles.rowLetter}>Row {choice.letter}</span>
                  <CheckRowPicture row={choice.row} />
                </span>
              ),
              ariaLabel: choice.label ?? choice.value,
              disabled: answer.tried.includes(choice.value),
            }))}
            value={answer.selected as CheckRowKind | null}
            onChange={answer.select}
            disabled={answer.disabled}
            marks={Object.fromEntries([
              ...answer.tried.map((value) => [value, 'incorrect'] as const),
              ...(answer.mark === 'correct' && answer.selected
                ? [[answer.selected, 'correct'] as const]
                : []),
            ])}
          />
        </div>
      )}
    />
  );
}

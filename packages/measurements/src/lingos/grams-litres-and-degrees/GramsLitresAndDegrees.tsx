import {
  lingoLayout,
  LingoLesson,
  Picture,
  useReducedMotion,
  type LearnCardView,
  type LearnQuestionState,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { useEffect, useState, type ReactNode } from 'react';
import { findObject, type MeasureObject } from '../../model/objects';
import { BalanceScale } from '../../widgets/BalanceScale/BalanceScale';
import {
  balanceItems,
  gramsOf,
  isMass,
  itemsOn,
  massesOf,
  type BalanceItem,
  type BalancePan,
  type StandardMass,
} from '../../widgets/BalanceScale/balanceModel';
import { ContainerDrawing } from '../../widgets/Containers/ContainerDrawing';
import { Containers } from '../../widgets/Containers/Containers';
import {
  containerOf,
  measuringJug,
  type ContainerState,
} from '../../widgets/Containers/containerModel';
import { Thermometer } from '../../widgets/Thermometer/Thermometer';
import * as styles from './GramsLitresAndDegrees.css';
import {
  appleGrams,
  checkJugMillilitres,
  degreesStep,
  degreesInstruction,
  freezingDegrees,
  glassPoured,
  gramsLitresDegreesLesson,
  gramsStep,
  kilogramStep,
  litrePoured,
  replayCaptions,
  replayedStep,
  step1Masses,
  step2Hundreds,
  summerDegrees,
  thermometerStart,
  type DegreesPhase,
  type GramsLitresDegreesChoice,
  type GramsLitresDegreesQuestion,
  type GramsLitresDegreesStep,
  type GramsLitresDegreesStepId,
} from './model';

/** An object of the bank, which this Lingo knows is there. */
function bank(id: string): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`The object bank has no "${id}"`);
  return object;
}

const apple = bank('apple');
const milkCarton = bank('milk-carton');
const glassOfMilk = bank('glass-of-milk');
/** The 1 kg mass of step 2 (the model's `kilogram`), as the scale knows it. */
const oneKilogram: StandardMass = 1000;

/** The grams of the standard masses on a pan. */
const massesOn = (items: readonly BalanceItem[], pan: BalancePan): number[] =>
  itemsOn(items, pan)
    .filter((entry) => isMass(entry.thing))
    .map((entry) => gramsOf(entry.thing));

/** The pictures beside the thermometer: ice at 0, a beach at 25. */
const thermometerPictures = [
  { value: freezingDegrees, picture: 'ice', alt: 'ice' },
  { value: summerDegrees, picture: 'beach-with-umbrella', alt: 'a beach with an umbrella' },
];

interface StepProps extends LearnStepRenderProps {
  readonly step: GramsLitresDegreesStep;
}

/** What to do, under the widget (read after the prompt where the prompt does not say it). */
function Instruction({ children }: { readonly children: ReactNode }) {
  return <p className={lingoLayout.note}>{children}</p>;
}

/** Step 1: the apple on the left pan; 100 g masses until the scale is level at 200 g. */
function GramsStep({ step, done, complete, announce }: StepProps) {
  return (
    <div className={lingoLayout.stage}>
      <BalanceScale
        className={styles.scale}
        defaultItems={balanceItems({ left: [apple], tray: massesOf(100, step1Masses) })}
        targetPan="right"
        label="Balance scale: an apple and 100-gram masses"
        trayLabel="Masses"
        speakChanges={false}
        onItemsChange={(items) => {
          const said = gramsStep(massesOn(items, 'right'));
          if (said.done && !done) complete(said.said);
          else announce(said.said);
        }}
      />
      <Instruction>{step.instruction}</Instruction>
    </div>
  );
}

/** Step 2: the 1 kg mass on one pan, ten 100 g masses on the other. */
function KilogramStep({ step, done, complete, announce }: StepProps) {
  return (
    <div className={lingoLayout.stage}>
      <BalanceScale
        className={styles.scale}
        defaultItems={balanceItems({ tray: [oneKilogram, ...massesOf(100, step2Hundreds)] })}
        label="Balance scale: a 1 kg mass and 100-gram masses"
        trayLabel="Masses"
        speakChanges={false}
        onItemsChange={(items) => {
          const said = kilogramStep(massesOn(items, 'left'), massesOn(items, 'right'));
          if (said.done && !done) complete(said.said);
          else announce(said.said);
        }}
      />
      <Instruction>{step.instruction}</Instruction>
    </div>
  );
}

/** Steps 3 and 4: pour a full container into the measuring jug. */
function PourStep({
  step,
  done,
  complete,
  announce,
  source,
  marks,
  pouredText,
}: StepProps & {
  readonly source: MeasureObject;
  readonly marks: 50 | 100;
  readonly pouredText: string;
}) {
  const jug = measuringJug({ id: 'jug', marks });
  return (
    <div className={lingoLayout.stage}>
      <Containers
        className={styles.containers}
        defaultContainers={[containerOf(source, { id: 'source', amount: 'full' }), jug]}
        pours={[{ from: 'source', to: 'jug' }]}
        liquid="milk"
        label={`${source.name} and a measuring jug`}
        speakChanges={false}
        onPour={(result) => {
          if (result.poured > 0 && !done) complete(pouredText);
          else if (done) announce(pouredText);
        }}
      />
      <Instruction>{step.instruction}</Instruction>
    </div>
  );
}

/** Step 5: the red line to 0 (ice), then to 25 (the beach). */
function DegreesStep({ complete, announce }: StepProps) {
  const [phase, setPhase] = useState<DegreesPhase>('freezing');
  return (
    <div className={lingoLayout.stage}>
      <Thermometer
        defaultValue={thermometerStart}
        settable
        pictures={thermometerPictures}
        label="Thermometer"
        speakChanges={false}
        onChangeEnd={(value) => {
          const said = degreesStep(phase, value);
          setPhase(said.phase);
          if (said.done) complete(said.said);
          else announce(said.said);
        }}
      />
      <Instruction>{degreesInstruction[phase]}</Instruction>
    </div>
  );
}

function StepView(props: StepProps) {
  switch (props.step.id) {
    case 'grams':
      return <GramsStep {...props} />;
    case 'kilogram':
      return <KilogramStep {...props} />;
    case 'litre':
      return <PourStep {...props} source={milkCarton} marks={100} pouredText={litrePoured} />;
    case 'millilitres':
      return <PourStep {...props} source={glassOfMilk} marks={50} pouredText={glassPoured} />;
    case 'degrees':
      return <DegreesStep {...props} />;
  }
}

// ─── The closing check ──────────────────────────────────────────────────────────────────

/**
 * Shows a step's start, then (at once under reduced motion, else a moment later) its end: the
 * demonstration replays on its own, nothing to touch.
 */
function useReplay(): boolean {
  const reduced = useReducedMotion();
  const [ended, setEnded] = useState(reduced);
  useEffect(() => {
    if (reduced) {
      setEnded(true);
      return undefined;
    }
    const timer = setTimeout(() => setEnded(true), 700);
    return () => clearTimeout(timer);
  }, [reduced]);
  return ended;
}

/** A replayed step: its widget, still, from start to end, with a caption saying what it shows. */
function Replay({ step }: { readonly step: GramsLitresDegreesStepId }) {
  const ended = useReplay();
  let widget: ReactNode;
  switch (step) {
    case 'grams':
    case 'kilogram': {
      const items =
        step === 'grams'
          ? balanceItems({ left: [apple], right: ended ? massesOf(100, appleGrams / 100) : [] })
          : balanceItems({
              left: [oneKilogram],
              right: ended ? massesOf(100, step2Hundreds) : [],
            });
      widget = (
        <BalanceScale
          className={styles.scale}
          items={items}
          label="The step again: a balance scale"
          speakChanges={false}
          disabled
        />
      );
      break;
    }
    case 'litre':
    case 'millilitres': {
      const source = step === 'litre' ? milkCarton : glassOfMilk;
      const full = source.capacityMl ?? 0;
      const containers: ContainerState[] = [
        containerOf(source, { id: 'source', amount: ended ? 'empty' : 'full' }),
        measuringJug({ id: 'jug', amount: ended ? full : 0, marks: step === 'litre' ? 100 : 50 }),
      ];
      widget = (
        <Containers
          className={styles.containers}
          containers={containers}
          pours={[]}
          liquid="milk"
          label="The step again: pouring into the jug"
          speakChanges={false}
          disabled
        />
      );
      break;
    }
    case 'degrees':
      widget = (
        <Thermometer
          value={ended ? summerDegrees : freezingDegrees}
          pictures={thermometerPictures}
          speakChanges={false}
        />
      );
      break;
  }
  return (
    <figure className={styles.replay} data-step={step} data-state={ended ? 'ended' : 'playing'}>
      {widget}
      <figcaption className={lingoLayout.note}>{replayCaptions[step]}</figcaption>
    </figure>
  );
}

/** The picture above a question's cards; after a miss, the matching step replays instead. */
function QuestionPicture({
  question,
  state,
}: {
  readonly question: GramsLitresDegreesQuestion;
  readonly state: LearnQuestionState;
}) {
  const replay = replayedStep(question.id, state.tried);
  // Keyed by the card tried: another miss replays its own step from the start.
  if (replay) return <Replay key={`${replay}:${state.tried.length}`} step={replay} />;
  switch (question.id) {
    case 'watermelon-unit':
      return <Picture name="watermelon" size={120} alt="a watermelon" />;
    case 'jug-reading':
      return (
        <Containers
          className={styles.containers}
          containers={[measuringJug({ id: 'jug', amount: checkJugMillilitres, marks: 100 })]}
          pours={[]}
          label="A measuring jug with water"
          speakChanges={false}
          disabled
        />
      );
    case 'cold-tool':
      return <Picture name="snowman" size={120} alt="a snowman outside on a cold day" />;
  }
}

/** The face of a tool card: its picture (the jug drawn as the measuring jug) and its name. */
function toolFace(choice: GramsLitresDegreesChoice): ReactNode {
  const picture =
    choice.value === 'jug' ? (
      <span className={styles.jugCard}>
        <ContainerDrawing container={measuringJug({ id: 'card-jug' })} height={56} />
      </span>
    ) : (
      <Picture
        name={choice.value === 'scale' ? 'balance-scale' : 'thermometer'}
        size={56}
        decorative
      />
    );
  return (
    <span className={lingoLayout.pictureCard}>
      {picture}
      {choice.label}
    </span>
  );
}

function choiceView(
  choice: GramsLitresDegreesChoice,
  question: GramsLitresDegreesQuestion,
): LearnCardView {
  const spoken = choice.spoken ?? choice.label;
  if (question.id === 'cold-tool') {
    return { label: toolFace(choice), ariaLabel: choice.label, speech: spoken };
  }
  return {
    label: <span className={lingoLayout.cardWords}>{choice.label}</span>,
    ariaLabel: choice.label,
    speech: spoken,
  };
}

/**
 * Lingo 3-0, Grams, Litres and Degrees (Learn): balance an apple with 100 g masses and 1 kg
 * with ten of them, pour a litre and a glass of milk into a measuring jug, move a
 * thermometer to 0 and 25 degrees; then a closing check where a miss replays its step.
 */
export default function GramsLitresAndDegrees(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={gramsLitresDegreesLesson}
      renderStep={(step, stepProps) => <StepView key={step.id} step={step} {...stepProps} />}
      renderQuestion={(question, state) => <QuestionPicture question={question} state={state} />}
      renderChoice={choiceView}
    />
  );
}

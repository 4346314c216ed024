import {
  lingoLayout,
  LingoLesson,
  Picture,
  type LearnStepRenderProps,
  type LingoProps,
} from '@lingos/kit';
import { useState } from 'react';
import { InferenceBoard } from '../../lesson/InferenceBoard';
import { LessonSortBins } from '../../lesson/LessonSortBins';
import { SummaryBasket } from '../../lesson/SummaryBasket';
import * as styles from '../../lesson/lesson.css';
import { InfoCard, type InfoCardMark } from '../../widgets/InfoCard/InfoCard';
import type { InfoCardPart } from '../../widgets/InfoCard/infoCardModel';
import { PassageReader } from '../../widgets/PassageReader/PassageReader';
import { TwoTexts } from '../../widgets/TwoTexts/TwoTexts';
import {
  cocoaCard,
  compare,
  compareDoneText,
  compareHint,
  featureHint,
  featurePart,
  featureTapCorrect,
  featureTask,
  featuresDoneText,
  infer,
  inferDoneText,
  inferHint,
  purpose,
  purposeDoneText,
  purposeHint,
  readersToolboxLesson,
  sumUp,
  sumUpDoneText,
  sumUpHint,
  textFeatures,
  type ReadersToolboxStep,
} from './model';
import { SpokenCard } from '../../widgets/SpokenCard/SpokenCard';

const cardContent = (text: string) => (
  <SpokenCard speech={text}>
    <span className={styles.cardText}>{text}</span>
  </SpokenCard>
);

/** Step 1: Jake's boots; fill the inference board. */
function InferStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <PassageReader passage={infer.passage} hideTitle />
      <InferenceBoard
        label={infer.alt ?? 'Inference board'}
        activity={infer}
        hint={inferHint}
        announce={announce}
        done={done}
        onDone={() => complete(inferDoneText)}
      />
    </div>
  );
}

/** Step 2: two texts about loons; three cards into Only Text 1, Both, Only Text 2. */
function CompareStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <TwoTexts passage={compare.passage} />
      <LessonSortBins
        label="Sort the cards: only Text 1, both, or only Text 2"
        noun={{ one: 'card', other: 'cards' }}
        items={compare.cards.map((card) => ({
          id: card.text,
          label: card.text,
          content: cardContent(card.text),
        }))}
        bins={compare.bins.map((bin) => ({ id: bin.label, label: bin.label }))}
        answer={Object.fromEntries(compare.cards.map((card) => [card.text, card.bin]))}
        hint={compareHint}
        announce={announce}
        done={done}
        onDone={() => complete(compareDoneText)}
      />
    </div>
  );
}

/** Step 3: Tia's kite; the important events into the summary basket. */
function SumUpStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <SummaryBasket
        label="Put the important events in the summary basket"
        activity={sumUp}
        hint={sumUpHint}
        announce={announce}
        done={done}
        onDone={() => complete(sumUpDoneText)}
      />
    </div>
  );
}

/** Step 4: three mini-texts into to entertain, to inform and to persuade. */
function PurposeStep({ done, complete, announce }: LearnStepRenderProps) {
  return (
    <div className={lingoLayout.stage}>
      <LessonSortBins
        label="Sort the texts by why they were written"
        trayLabel="Texts"
        noun={{ one: 'text', other: 'texts' }}
        items={purpose.cards.map((card) => ({
          id: card.text,
          label: card.text,
          content: cardContent(card.text),
        }))}
        bins={purpose.bins.map((bin) => ({
          id: bin.label,
          label: bin.label,
          ...(bin.emoji ? { picture: <Picture emoji={bin.emoji} size={32} decorative /> } : {}),
        }))}
        answer={Object.fromEntries(purpose.cards.map((card) => [card.text, card.bin]))}
        hint={purposeHint}
        announce={announce}
        done={done}
        onDone={() => complete(purposeDoneText)}
      />
    </div>
  );
}

/** Step 5: the cocoa card; tap the title, the ingredients list, step 2, the milk's amount. */
function TextFeaturesStep({ done, complete, announce }: LearnStepRenderProps) {
  const [at, setAt] = useState(0);
  const [found, setFound] = useState<readonly InfoCardPart[]>([]);
  const [wrong, setWrong] = useState<InfoCardPart | null>(null);
  const tap = textFeatures.taps[at];
  // The parts found stay marked right; the last wrong tap is marked until the right one.
  const marks: Partial<Record<InfoCardPart, InfoCardMark>> = {};
  for (const part of found) marks[part] = 'correct';
  if (wrong !== null && !found.includes(wrong)) marks[wrong] = 'incorrect';
  return (
    <div className={lingoLayout.stage}>
      <p className={lingoLayout.note} data-part="task">
        {done || !tap
          ? 'All found!'
          : `${at + 1} of ${textFeatures.taps.length}: ${featureTask(tap)}`}
      </p>
      <InfoCard
        card={cocoaCard}
        reading={textFeatures.passage}
        mode="tap-features"
        marks={marks}
        onChoosePart={(part) => {
          if (done || !tap) return;
          if (!featureTapCorrect(tap, part)) {
            // The card announces "… selected. Not this one."; the hint says where to look.
            setWrong(part);
            announce(featureHint(tap));
            return;
          }
          setWrong(null);
          setFound((previous) => [...previous, featurePart(tap)]);
          const nextTap = textFeatures.taps[at + 1];
          setAt(at + 1);
          if (nextTap) announce(`Yes! ${featureTask(nextTap)}`);
          else complete(featuresDoneText);
        }}
      />
    </div>
  );
}

const stepViews = {
  infer: InferStep,
  compare: CompareStep,
  'sum-up': SumUpStep,
  purpose: PurposeStep,
  'text-features': TextFeaturesStep,
} as const;

/**
 * Lingo 3-0, Reader's Toolbox: the inference board filled, two texts compared, a story summed
 * up in the basket, texts sorted by purpose, a recipe card's features tapped; then a closing
 * check of three items, the last on the cocoa card.
 */
export default function ReadersToolbox(props: LingoProps) {
  return (
    <LingoLesson
      {...props}
      lesson={readersToolboxLesson}
      renderStep={(step: ReadersToolboxStep, stepProps) => {
        const View = stepViews[step.id];
        return <View key={step.id} {...stepProps} />;
      }}
      renderQuestion={(question) =>
        question.part.passage.id === textFeatures.passage.id ? (
          <InfoCard card={cocoaCard} reading={textFeatures.passage} />
        ) : (
          <PassageReader passage={question.part.passage} hideTitle />
        )
      }
    />
  );
}

/**
 * Lingo 3-0, Reader's Toolbox (Learn): five reader tools, one step each: inference (clue plus
 * what I know), comparing two texts, summing up, the author's purpose, and text features on a
 * recipe card (reading.md 3-0). Then a closing check of three items. The steps' activities and
 * texts are in lingo-3-0.json; what to do and the hints of wrong moves are this Lingo's.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import lingo30 from '../../data/lingo-3-0.json';
import {
  readLessonParts,
  stepWith,
  type FeatureTap,
  type LessonCheckPart,
} from '../../lesson/lessonParts';
import { summaryOf } from '../../lesson/SummaryBasket';
import { toSpoken } from '../../model/spokenForms';
import {
  parseInfoCard,
  partWithin,
  type InfoCardData,
  type InfoCardPart,
} from '../../widgets/InfoCard/infoCardModel';

const parts = readLessonParts(lingo30, 'lingo-3-0.json');

/** Step 1: the inference board. */
export const infer = stepWith(parts, 1, 'inference-board');
/** Step 2: Text 1 and Text 2 into Only Text 1, Both, Only Text 2. */
export const compare = stepWith(parts, 2, 'sort-bins');
/** Step 3: the summary basket. */
export const sumUp = stepWith(parts, 3, 'summary-basket');
/** Step 4: three mini-texts into their purposes. */
export const purpose = stepWith(parts, 4, 'sort-bins');
/** Step 5: the cocoa card's features. */
export const textFeatures = stepWith(parts, 5, 'tap-features');

function cardOf(raw: unknown): InfoCardData {
  const passages = Array.isArray(raw) ? (raw as { id?: unknown; infoCard?: unknown }[]) : [];
  const field = passages.find((passage) => passage.id === textFeatures.passage.id)?.infoCard;
  const { card, problems } = parseInfoCard(field, 'lingo-3-0.json');
  if (!card) throw new Error(problems.join('\n'));
  return card;
}

/** The recipe card "Snow Day Cocoa" (steps 5 and the third check). */
export const cocoaCard = cardOf(lingo30);

// ─── Steps ───────────────────────────────────────────────────────────────────────────────

/** Ids of the steps, in order. */
export const readersToolboxStepIds = [
  'infer',
  'compare',
  'sum-up',
  'purpose',
  'text-features',
] as const;
/** One step id. */
export type ReadersToolboxStepId = (typeof readersToolboxStepIds)[number];

/** A guided step of Reader's Toolbox. */
export interface ReadersToolboxStep extends LessonStep {
  readonly id: ReadersToolboxStepId;
}

/** The five steps: reading.md's "Say" where it gives one, then what to do. */
export const readersToolboxSteps: readonly ReadersToolboxStep[] = [
  {
    id: 'infer',
    prompt: `${infer.say ?? ''} Put a card in each slot of the inference board.`.trim(),
  },
  {
    id: 'compare',
    prompt:
      'Compare two texts about loons. Does each card fit only Text 1, both texts, or only Text 2?',
  },
  {
    id: 'sum-up',
    prompt:
      'A summary tells the important events, in order, in few words. Put only the important events in the summary basket.',
  },
  {
    id: 'purpose',
    prompt:
      'Why did the author write it: to entertain, to inform or to persuade? Sort the three texts.',
  },
  {
    id: 'text-features',
    prompt: 'Text features help you find things fast. Tap each part of the recipe card I ask for.',
  },
];

// Step 1.

/** A card in a slot that is not its own, or the other card in any slot. */
export function inferHint(card: string, slot: string): string {
  if (infer.otherCards.includes(card)) {
    return 'Look at the clues: snow and bright red cheeks. Do they tell of a hot day?';
  }
  const own = infer.slots.find((each) => each.card === card)?.label;
  switch (own) {
    case 'Clue':
      return `The text says it: "${card}". That is a clue, slot 1.`;
    case 'What I know':
      return `The text does not say it, but you know it: "${card}". It goes in slot 2, What I know.`;
    default:
      return `"${card}" is what you figure out: the inference, slot 3. It is not ${slot === 'Clue' ? 'in the text' : 'something you knew before'}.`;
  }
}

/** Step 1's praise. */
export const inferDoneText =
  'Well done! Clue plus what I know: it is snowy and cold outside. The text never says it.';

// Step 2.

/** A compare card in the wrong bin: where it belongs, and why. */
export function compareHint(card: string): string {
  const bin = compare.cards.find((each) => each.text === card)?.bin;
  switch (bin) {
    case 'Only Text 1':
      return `Look again: only Text 1 tells that a loon ${card}.`;
    case 'Both':
      return `Look again: both texts tell that a loon ${card}.`;
    default:
      return `Look again: only Text 2 tells that the loon ${card}.`;
  }
}

/** Step 2's praise. */
export const compareDoneText =
  'Well done! Both texts tell that loons dive for fish. Each text also tells something the other does not.';

// Step 3.

/** The summary the basket makes, in story order. */
export const summary = summaryOf(sumUp);

/** A small detail dropped in the basket. */
export function sumUpHint(card: string): string {
  return `"${card}" is a small detail. A summary keeps only the important events.`;
}

/** Step 3's praise: the summary read out. */
export const sumUpDoneText = `Here is the summary: ${summary.join(' ')}`;

// Step 4.

/** Why a mini-text has its purpose: the hint when it lands in another bin. */
export function purposeHint(card: string): string {
  const bin = purpose.cards.find((each) => each.text === card)?.bin;
  switch (bin) {
    case 'to entertain':
      return 'That one is a funny story: Achoo! It was written to entertain.';
    case 'to inform':
      return 'That one teaches a fact about snowflakes. It was written to inform.';
    default:
      return 'That one wants you to come, and says it will be the best day. It was written to persuade.';
  }
}

/** Step 4's praise. */
export const purposeDoneText = 'Well done! Authors write to entertain, to inform or to persuade.';

// Step 5.

/** What each tap of step 5 asks for, in order. */
export function featureTask(tap: FeatureTap): string {
  switch (tap.feature) {
    case 'title':
      return 'Tap the title.';
    case 'ingredients':
      return 'Tap the ingredients list.';
    case 'step':
      return `Tap step ${tap.number ?? 1}.`;
    case 'amount':
      return `Tap the amount of ${tap.item ?? ''}: how much to use.`;
  }
}

/** The card part a tap asks for. */
export function featurePart(tap: FeatureTap): InfoCardPart {
  switch (tap.feature) {
    case 'title':
      return 'title';
    case 'ingredients':
      return 'ingredients';
    case 'step':
      return `step-${tap.number ?? 1}`;
    case 'amount': {
      const index =
        cocoaCard.kind === 'recipe'
          ? cocoaCard.ingredients.findIndex((line) => line.item === tap.item)
          : -1;
      return `amount-${Math.max(0, index)}`;
    }
  }
}

/** A tapped part is the one asked for (a line of the ingredients list counts as the list). */
export function featureTapCorrect(tap: FeatureTap, part: InfoCardPart): boolean {
  const wanted = featurePart(tap);
  return wanted === 'ingredients' ? partWithin(part, 'ingredients') : part === wanted;
}

/** The hint for a part that is not the one asked for. */
export function featureHint(tap: FeatureTap): string {
  switch (tap.feature) {
    case 'title':
      return 'The title is at the top: it names the recipe.';
    case 'ingredients':
      return 'The ingredients list tells what goes in, and how much.';
    case 'step':
      return `The numbered steps tell what to do, in order. Find number ${tap.number ?? 1}.`;
    case 'amount':
      return `Amounts are in the ingredients list, before each thing. Find the ${tap.item ?? ''}.`;
  }
}

/** Step 5's praise. */
export const featuresDoneText =
  'Well done! The title, the list and the numbered steps help you find things fast.';

// ─── Closing check ──────────────────────────────────────────────────────────────────────

/** A closing-check card. */
export interface ReadersToolboxChoice extends LessonChoice {
  readonly value: string;
  readonly label: string;
}

/** A closing-check item, with the text (or the cocoa card) it is asked on. */
export interface ReadersToolboxQuestion extends LessonQuestion<ReadersToolboxChoice> {
  readonly part: LessonCheckPart;
}

/** The hint and its spoken form ("Only 50¢!" is said "Only fifty cents!"). */
function hintOf(check: LessonCheckPart, hint: string) {
  const spoken = toSpoken(hint, check.passage.say).text;
  return spoken === hint ? { hint } : { hint, hintSpeech: spoken };
}

/** The three closing-check items; cards in a fixed order (alphabetical: no seed in a lesson). */
export const readersToolboxCheck: readonly ReadersToolboxQuestion[] = parts.checks.map((check) => ({
  id: `check-${check.number}`,
  prompt: check.prompt,
  speech: toSpoken(check.prompt, check.passage.say).text,
  part: check,
  choices: [...check.choices]
    .sort((a, b) => a.text.localeCompare(b.text))
    .map((choice) => ({
      value: choice.text,
      label: choice.text,
      ...(choice.correct ? { correct: true } : hintOf(check, choice.hint ?? '')),
    })),
}));

/** The whole lesson. */
export const readersToolboxLesson: LessonModel<ReadersToolboxStep, ReadersToolboxQuestion> = {
  steps: readersToolboxSteps,
  check: readersToolboxCheck,
};

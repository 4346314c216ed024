/**
 * Lingo 1-4, Seasons in Canada: sort pictures and months into the four seasons (SortBins,
 * with a SeasonWheel for the months), then say which season a holiday is in or which season
 * comes after another (ChoiceGrid). The answer rule is the season table of calendar.md:
 * winter = December, January, February, and so on, cycling winter → spring → summer → fall.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { months, type Month } from '../../model/dates';
import {
  holidayDate,
  holidayIds,
  holidayName,
  holidayRule,
  type HolidayId,
} from '../../model/holidays';
import { monthName } from '../../model/names';
import {
  fallFirstSpoken,
  isEdgeMonth,
  monthsOfSeason,
  nextSeason,
  previousSeason,
  seasonIds,
  seasonName,
  seasonOfMonth,
  seasonTitle,
  type SeasonId,
} from '../../model/seasons';
import { scenes, type Scene } from './scenes';

/**
 * How the SeasonWheel beside the bins shows: months with their seasons (step 2), seasons only
 * with no month names (step 3), or no wheel (step 1, pictures).
 */
export const wheelViews = ['none', 'both', 'seasons'] as const;
/** What the wheel beside the bins shows. */
export type WheelView = (typeof wheelViews)[number];

/** One card to sort: a scene (step 1) or a month (steps 2–3). */
export type SeasonCard =
  | { readonly id: string; readonly kind: 'scene'; readonly scene: Scene }
  | { readonly id: string; readonly kind: 'month'; readonly month: Month };

/** Which way an order question asks: the season after, or the season before. */
export const seasonDirections = ['after', 'before'] as const;
/** `after` or `before`. */
export type SeasonDirection = (typeof seasonDirections)[number];

/** What an item asks. */
export type SeasonsTask =
  | {
      readonly kind: 'sort';
      readonly cards: readonly SeasonCard[];
      readonly wheel: WheelView;
      /** The first sort of the session: the bins are said aloud, with "Fall, also called autumn." */
      readonly sayAutumn: boolean;
    }
  | { readonly kind: 'holiday'; readonly holiday: HolidayId; readonly month: Month }
  | {
      readonly kind: 'order';
      readonly season: SeasonId;
      readonly direction: SeasonDirection;
    };

/** A Seasons in Canada item. */
export interface SeasonsItem extends PracticeItemBase {
  readonly step: number;
  readonly task: SeasonsTask;
}

/** Where each card is: card id → season bin, or null for the tray. */
export type SeasonPlacement = Readonly<Record<string, SeasonId | null>>;

/** The child's answer: the cards in bins, or a season picked. */
export type SeasonsAnswer =
  | { readonly kind: 'sort'; readonly placement: SeasonPlacement }
  | { readonly kind: 'choice'; readonly season: SeasonId };

/** Hint texts of Seasons in Canada: the three of calendar.md, then the Lingo's own. */
export const seasonsHints = {
  'december-in-fall': 'Winter starts with December: December, January, February.',
  'march-in-winter': 'March can still be snowy, but on the calendar spring starts in March.',
  'month-season': 'Find the month on the wheel and see which season it sits in.',
  scene:
    'Think about the weather in the picture: snow and ice, new flowers, hot sun, or coloured leaves.',
  holiday: 'Find the month of the holiday on the wheel and see which season it sits in.',
  'season-order':
    'The seasons go round in order: winter, spring, summer, fall, and then winter again.',
  'not-sorted': 'Put every card in a season bin.',
  default: 'Find the month on the wheel and see which season it sits in.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type SeasonsMisconception = Exclude<keyof typeof seasonsHints, 'default'>;

/** The prompts. */
export const seasonsPrompts = {
  pictures: 'Put each picture in its season.',
  months: 'Put each month in its season.',
} as const;

/** The season a card belongs in: the one right bin. */
export function seasonOfCard(card: SeasonCard): SeasonId {
  return card.kind === 'scene' ? card.scene.season : seasonOfMonth(card.month);
}

/** The right answer of a choice question. */
export function seasonAnswer(task: Exclude<SeasonsTask, { kind: 'sort' }>): SeasonId {
  if (task.kind === 'holiday') return seasonOfMonth(task.month);
  return task.direction === 'after' ? nextSeason(task.season) : previousSeason(task.season);
}

/** A card's short name: "Skating", "December". */
export function cardName(card: SeasonCard): string {
  return card.kind === 'scene' ? card.scene.name : monthName(card.month);
}

/** A card's text alternative: "Picture: an ice skate, for skating on a frozen pond.", "December". */
export function cardText(card: SeasonCard): string {
  return card.kind === 'scene' ? `Picture: ${card.scene.alt}.` : monthName(card.month);
}

/** What is said when a card drops: "Skating, in the winter bin." */
export function dropText(card: SeasonCard, season: SeasonId): string {
  return `${cardName(card)}, in the ${seasonName(season)} bin.`;
}

/** The month a holiday is in (the same every year). */
export function holidayMonth(holiday: HolidayId): Month {
  return holidayDate(holiday, 2026).month;
}

/** "Canada Day is July 1. Which season is it in?" */
export function holidayPrompt(holiday: HolidayId): string {
  return `${holidayName(holiday)} is ${holidayRule(holiday)}. Which season is it in?`;
}

/** "Which season comes after fall?" */
export function orderPrompt(season: SeasonId, direction: SeasonDirection): string {
  return `Which season comes ${direction} ${seasonName(season)}?`;
}

const sceneCard = (scene: Scene): SeasonCard => ({ id: `scene-${scene.id}`, kind: 'scene', scene });
const monthCard = (month: Month): SeasonCard => ({ id: `month-${month}`, kind: 'month', month });

const middleMonths = months.filter((month) => !isEdgeMonth(month));
const edgeMonths = months.filter(isEdgeMonth);

/** Whether this is the session's first sort: no sort item among the recent keys. */
const firstSort = (context?: GenerateContext): boolean =>
  !(context?.recentKeys ?? []).some((key) => key.startsWith('sort:'));

function sortItem(
  step: number,
  cards: readonly SeasonCard[],
  wheel: WheelView,
  context?: GenerateContext,
): SeasonsItem {
  const prompt = cards[0]?.kind === 'scene' ? seasonsPrompts.pictures : seasonsPrompts.months;
  const sayAutumn = firstSort(context);
  const content = cards
    .map((card) => card.id)
    .sort()
    .join(',');
  return {
    key: `sort:${step}:${content}`,
    prompt,
    // The first sort of a session says the bins, and what fall is also called.
    ...(sayAutumn ? { speech: [prompt, 'Winter, spring, summer and fall.', fallFirstSpoken] } : {}),
    step,
    task: { kind: 'sort', cards, wheel, sayAutumn },
  };
}

function generateOnce(step: number, rng: Rng, context?: GenerateContext): SeasonsItem {
  if (step === 1) {
    // One scene per season, in a shuffled order.
    const picked = seasonIds.map((season) =>
      rng.pick(scenes.filter((scene) => scene.season === season)),
    );
    return sortItem(1, rng.shuffle(picked).map(sceneCard), 'none', context);
  }
  if (step === 2) {
    const picked = rng.shuffle(months).slice(0, 3);
    return sortItem(2, picked.map(monthCard), 'both', context);
  }
  if (step === 3) {
    // At least 2 of the 3 are edge months (Dec, Feb, Mar, May, Jun, Aug, Sep, Nov).
    const edges = rng.int(2, 3);
    const picked = rng.shuffle([
      ...rng.shuffle(edgeMonths).slice(0, edges),
      ...rng.shuffle(middleMonths).slice(0, 3 - edges),
    ]);
    return sortItem(3, picked.map(monthCard), 'seasons', context);
  }
  if (rng.next() < 0.5) {
    const holiday = rng.pick(holidayIds);
    return {
      key: `holiday:${holiday}`,
      prompt: holidayPrompt(holiday),
      step: 4,
      task: { kind: 'holiday', holiday, month: holidayMonth(holiday) },
    };
  }
  const season = rng.pick(seasonIds);
  const direction = rng.pick(seasonDirections);
  return {
    key: `order:${direction}:${season}`,
    prompt: orderPrompt(season, direction),
    step: 4,
    task: { kind: 'order', season, direction },
  };
}

/** Generates a Seasons in Canada item for a step (1–4), never the previous item again. */
export function generateSeasons(step: number, rng: Rng, context?: GenerateContext): SeasonsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng, context);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng, context);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** Why one card is in the wrong bin: its misconception and the hint said for it. */
export function cardMistake(
  card: SeasonCard,
  bin: SeasonId,
): { readonly misconception: SeasonsMisconception; readonly text: string } {
  if (card.kind === 'scene') return { misconception: 'scene', text: card.scene.reason };
  if (card.month === 12 && bin === 'fall') {
    return { misconception: 'december-in-fall', text: seasonsHints['december-in-fall'] };
  }
  if (card.month === 3 && bin === 'winter') {
    return { misconception: 'march-in-winter', text: seasonsHints['march-in-winter'] };
  }
  return { misconception: 'month-season', text: seasonsHints['month-season'] };
}

function checkSort(
  cards: readonly SeasonCard[],
  placement: SeasonPlacement,
): CheckResult<SeasonsMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  const mistakes: { misconception: SeasonsMisconception; text: string }[] = [];
  let unplaced = false;
  for (const card of cards) {
    const bin = placement[card.id] ?? null;
    if (bin === null) {
      unplaced = true;
      continue;
    }
    if (bin === seasonOfCard(card)) {
      marks[card.id] = 'correct';
      continue;
    }
    marks[card.id] = 'incorrect';
    mistakes.push(cardMistake(card, bin));
  }
  if (!unplaced && mistakes.length === 0) return { correct: true, marks };
  const [first] = mistakes;
  if (!first) return { correct: false, misconception: 'not-sorted', marks };
  // Every misplaced card bounces back with its hint; each different hint is said once.
  const message = [...new Set(mistakes.map((mistake) => mistake.text))].join(' ');
  return { correct: false, misconception: first.misconception, marks, message };
}

function checkChoice(
  task: Exclude<SeasonsTask, { kind: 'sort' }>,
  season: SeasonId,
): CheckResult<SeasonsMisconception> {
  const answer = seasonAnswer(task);
  const marks = { [season]: season === answer ? ('correct' as const) : ('incorrect' as const) };
  if (season === answer) return { correct: true, marks };
  if (task.kind === 'order') return { correct: false, misconception: 'season-order', marks };
  const month = monthName(task.month);
  return {
    correct: false,
    misconception: 'holiday',
    marks,
    message: `${holidayName(task.holiday)} is in ${month}. Find ${month} on the wheel and see which season it sits in.`,
  };
}

/**
 * The answer rule: a sort is right when every card is in the bin of its season (the table of
 * calendar.md; a scene's own season); a pick when it is the holiday's season, or the season
 * after or before in the cycle winter → spring → summer → fall → winter. A wrong sort names
 * December put in fall, March put in winter, or else says where to look; each misplaced
 * card's hint is said once.
 */
export function checkSeasons(
  item: SeasonsItem,
  answer: SeasonsAnswer,
): CheckResult<SeasonsMisconception> {
  const { task } = item;
  if (task.kind === 'sort') {
    return answer.kind === 'sort' ? checkSort(task.cards, answer.placement) : { correct: false };
  }
  return answer.kind === 'choice' ? checkChoice(task, answer.season) : { correct: false };
}

/** Whether every card is in a bin, so Check can be pressed. */
export function isSortDone(item: SeasonsItem, placement: SeasonPlacement): boolean {
  return (
    item.task.kind === 'sort' &&
    item.task.cards.every((card) => (placement[card.id] ?? null) !== null)
  );
}

// ─── Words ───────────────────────────────────────────────────────────────────────────────

/** A season's months said in order: "December, January, February". */
export function seasonMonthsText(season: SeasonId): string {
  return monthsOfSeason(season).map(monthName).join(', ');
}

/** The season wheel's text alternative (calendar.md): every season with its months. */
export function seasonWheelText(): string {
  return `Season wheel. ${seasonIds
    .map((season) => `${seasonTitle(season)}: ${seasonMonthsText(season)}.`)
    .join(' ')}`;
}

/**
 * The worked example: each card walked to its bin with the reason (a scene) or found on the
 * wheel (a month); a holiday's month found in its season; the seasons said round in order.
 */
export function seasonsWorkedExample(item: SeasonsItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'sort') {
    return task.cards.map((card) => {
      const season = seasonOfCard(card);
      if (card.kind === 'scene') {
        return {
          text: `${card.scene.reason} ${card.scene.name} goes in the ${seasonName(season)} bin.`,
        };
      }
      const month = monthName(card.month);
      return {
        text: `Find ${month} on the wheel. It sits in ${seasonName(season)}: ${seasonMonthsText(
          season,
        )}. ${month} goes in the ${seasonName(season)} bin.`,
      };
    });
  }
  const answer = seasonAnswer(task);
  if (task.kind === 'holiday') {
    const name = holidayName(task.holiday);
    return [
      { text: `${name} is ${holidayRule(task.holiday)}.` },
      {
        text: `${monthName(task.month)} is in ${seasonName(answer)}: ${seasonMonthsText(answer)}.`,
      },
      { text: `${name} is in ${seasonName(answer)}.` },
    ];
  }
  return [
    { text: 'The seasons go round: winter, spring, summer, fall, and then winter again.' },
    {
      text: `${task.direction === 'after' ? 'After' : 'Before'} ${seasonName(task.season)} comes ${seasonName(answer)}.`,
    },
  ];
}

/** The answer in words, said once the child has answered. */
export function describeSeasons(item: SeasonsItem): string {
  const { task } = item;
  if (task.kind === 'sort') {
    return task.cards
      .map((card) => `${cardName(card)}: ${seasonName(seasonOfCard(card))}.`)
      .join(' ');
  }
  const answer = seasonAnswer(task);
  if (task.kind === 'holiday') {
    return `${holidayName(task.holiday)}, ${holidayRule(task.holiday)}, is in ${seasonName(answer)}.`;
  }
  return `${task.direction === 'after' ? 'After' : 'Before'} ${seasonName(task.season)} comes ${seasonName(answer)}.`;
}

/** A card by id in a sort item. */
export function cardById(item: SeasonsItem, id: string): SeasonCard | undefined {
  return item.task.kind === 'sort' ? item.task.cards.find((card) => card.id === id) : undefined;
}

/** The model of Seasons in Canada. */
export const seasonsModel = {
  steps: 4,
  hints: seasonsHints,
  generate: generateSeasons,
  check: checkSeasons,
  workedExample: seasonsWorkedExample,
  describe: describeSeasons,
} satisfies PracticeModel<SeasonsItem, SeasonsAnswer, SeasonsMisconception>;

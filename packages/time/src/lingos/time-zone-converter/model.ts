/**
 * Lingo 3-3, Time Zone Converter: when it's noon in Toronto, what time is it in Vancouver?
 * Converts times between six Canadian cities (standard offsets, no daylight-saving questions);
 * clocks further east show a later time, and St. John's is half an hour off Halifax.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  entryMatches,
  entryMinutes,
  hasMinuteOverflow,
  onlyMeridiemWrong,
  type TimeEntry,
} from '../../model/elapsed';
import {
  addMinutes,
  formatDigital12,
  formatDuration,
  landmarkName,
  meridiemOf,
  minutesAtLevel,
  sameFaceValue,
} from '../../model/time';
import {
  city,
  cityIds,
  cityIndex,
  convertTime,
  describeOffset,
  isEastOf,
  neighbouringWholeHourPairs,
  offsetBetween,
  relativeDay,
  wholeHourCityIds,
  type CityId,
  type DayShift,
  type RelativeDay,
} from '../../model/zones';
import { storyPeople } from '../../model/timeJumps';

/** How the child answers: a ChoiceGrid of 3 times (step 1) or the DigitalClock with AM/PM. */
export const zoneAnswerModes = ['choice', 'digital'] as const;
/** `choice` or `digital`. */
export type ZoneAnswerMode = (typeof zoneAnswerModes)[number];

/** A Time Zone Converter item. */
export interface TimeZoneItem extends PracticeItemBase {
  readonly step: number;
  /** The city whose clock is set. */
  readonly from: CityId;
  /** The city whose clock shows "?". */
  readonly to: CityId;
  /** The time in `from`, minutes since midnight. */
  readonly time: number;
  /** The time in `to`. */
  readonly answer: number;
  /** The day it is in `to`, seen from `from`. */
  readonly dayShift: DayShift;
  /** Also ask "today, tomorrow or yesterday?" (step 4, across midnight). */
  readonly askDay: boolean;
  readonly answerMode: ZoneAnswerMode;
  /** The times of the ChoiceGrid (step 1), shuffled. */
  readonly choices?: readonly number[];
}

/** The answer: the time in the target city, and the day when it is asked. */
export interface TimeZoneAnswer {
  readonly entry: TimeEntry;
  readonly day?: RelativeDay;
}

/** Hint texts of Time Zone Converter (curriculum 3-3), keyed by misconception. */
export const timeZoneHints = {
  'wrong-direction':
    'The sun reaches the east first, so cities further east have later times. Halifax is east of Toronto: add 1 hour.',
  'st-johns': "St. John's is only half an hour ahead of Halifax.",
  'H-NOON': timeHints['H-NOON'],
  'same-time':
    'Each time zone has its own clock. Find how far apart the two cities are on the map.',
  'wrong-day': 'After 11:59 PM comes 12:00 AM, midnight, and a new day begins.',
  'H-60': timeHints['H-60'],
  default: 'Find the two cities on the map. East is later, west is earlier.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type TimeZoneMisconception = Exclude<keyof typeof timeZoneHints, 'default'>;

/** "12:00 PM, noon" or "3:00 PM": a time as the prompt says it. */
function spoken(time: number): string {
  const landmark = landmarkName(time);
  return landmark
    ? `${formatDigital12(time)}, ${landmark.replace('12 ', '')}`
    : formatDigital12(time);
}

/** Reverse-story frames: an event in one city, and someone in another who must be ready. */
const stories = [
  (event: string, from: string, person: string, to: string) =>
    `A hockey game starts at ${event} in ${from}. When should ${person} in ${to} turn on the TV?`,
  (event: string, from: string, person: string, to: string) =>
    `A video call starts at ${event} in ${from}. What time is it for ${person} in ${to}?`,
  (event: string, from: string, person: string, to: string) =>
    `Grandma in ${from} phones at ${event}, her time. What time is it for ${person} in ${to}?`,
];

const storyNames = ['Kai', ...storyPeople.map((person) => person.name)];

function pickPair(rng: Rng, ids: readonly CityId[]): [CityId, CityId] {
  const [from, to] = rng.shuffle(ids) as [CityId, CityId];
  return [from, to];
}

/** The three times of step 1: the right one, the wrong direction and the same time. */
export function zoneChoices(time: number, from: CityId, to: CityId, rng: Rng): readonly number[] {
  const offset = offsetBetween(from, to);
  return rng.shuffle([addMinutes(time, offset), addMinutes(time, -offset), time]);
}

/** Generates a Time Zone Converter item for a step (1–4). */
export function generateTimeZone(step: number, rng: Rng): TimeZoneItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  // Step 4: one item in 3 crosses midnight, decided once so retries keep the balance.
  const crossMidnight = clamped === 4 && rng.int(1, 3) === 1;
  for (;;) {
    let from: CityId;
    let to: CityId;
    let time: number;
    if (clamped === 1) {
      const pair = rng.pick(neighbouringWholeHourPairs);
      [from, to] = rng.next() < 0.5 ? [pair[0], pair[1]] : [pair[1], pair[0]];
      time = rng.int(8, 19) * 60;
    } else if (clamped === 2) {
      [from, to] = pickPair(rng, wholeHourCityIds);
      time = rng.int(7 * 2, 20 * 2) * 30;
    } else if (clamped === 3) {
      // St. John's in 2 of 3 items.
      if (rng.int(1, 3) <= 2) {
        const other = rng.pick(cityIds.filter((id) => id !== 'st-johns'));
        [from, to] = rng.next() < 0.5 ? ['st-johns', other] : [other, 'st-johns'];
      } else {
        [from, to] = pickPair(rng, wholeHourCityIds);
      }
      time = rng.int(7, 19) * 60 + rng.pick([...minutesAtLevel('R3'), ...minutesAtLevel('R4')]);
    } else {
      [from, to] = pickPair(rng, cityIds);
      const offset = offsetBetween(from, to);
      // Across midnight: late enough going east, early enough going west.
      time = !crossMidnight
        ? rng.int(6 * 12, 21 * 12) * 5
        : offset > 0
          ? rng.int((1440 - offset) / 5, 287) * 5
          : rng.int(0, Math.ceil(-offset / 5) - 1) * 5;
    }
    const converted = convertTime(time, from, to);
    const crosses = converted.dayShift !== 0;
    if (crosses !== crossMidnight) continue;
    // Step 1 stays on one side of noon.
    if (clamped === 1 && meridiemOf(time) !== meridiemOf(converted.time)) continue;
    const fromName = city(from).name;
    const toName = city(to).name;
    const story = clamped === 4 && !crossMidnight && rng.next() < 0.4;
    const prompt = story
      ? rng.pick(stories)(spoken(time), fromName, rng.pick(storyNames), toName)
      : crossMidnight
        ? `It is ${spoken(time)} in ${fromName}. What time is it in ${toName}? Is it yesterday, today or tomorrow there?`
        : `When it is ${spoken(time)} in ${fromName}, what time is it in ${toName}?`;
    return {
      key: `time-zone:${clamped}:${from}>${to}:${time}`,
      prompt,
      step: clamped,
      from,
      to,
      time,
      answer: converted.time,
      dayShift: converted.dayShift,
      askDay: crossMidnight,
      answerMode: clamped === 1 ? 'choice' : 'digital',
      ...(clamped === 1 ? { choices: zoneChoices(time, from, to, rng) } : {}),
    };
  }
}

/** "Halifax is east of Toronto: add 1 hour." with the item's cities. */
export function directionHint(from: CityId, to: CityId): string {
  const offset = offsetBetween(from, to);
  const east = isEastOf(to, from);
  return `The sun reaches the east first, so cities further east have later times. ${city(to).name} is ${
    east ? 'east' : 'west'
  } of ${city(from).name}: ${east ? 'add' : 'take away'} ${formatDuration(Math.abs(offset))}.`;
}

/** The item's H-NOON hint: going past 12 changes AM to PM (or PM to AM). */
function meridiemHint(item: TimeZoneItem): string {
  const offset = offsetBetween(item.from, item.to);
  const fromHalf = meridiemOf(item.time);
  const toHalf = meridiemOf(item.answer);
  if (fromHalf === toHalf) {
    return `${formatDigital12(item.time)} ${offset >= 0 ? 'plus' : 'minus'} ${formatDuration(
      Math.abs(offset),
    )} does not pass 12, so it stays ${fromHalf}.`;
  }
  const landmark = item.dayShift !== 0 ? '12 midnight' : '12 noon';
  return `Stop at 12 first. ${formatDigital12(item.time)} ${offset >= 0 ? 'plus' : 'minus'} ${formatDuration(
    Math.abs(offset),
  )} goes past ${landmark}, so ${fromHalf} changes to ${toHalf}.`;
}

/**
 * The answer rule: target = source + (offset(target) − offset(source)), mod 1440, AM/PM
 * must match, and across midnight the day too (step 4). Misconceptions: the wrong direction,
 * St. John's counted as a whole hour, the wrong AM/PM (H-NOON), the same time, the wrong day.
 */
export function checkTimeZone(
  item: TimeZoneItem,
  answer: TimeZoneAnswer,
): CheckResult<TimeZoneMisconception> {
  const { entry } = answer;
  const timeRight = entryMatches(entry, item.answer, 'day');
  const dayRight = !item.askDay || answer.day === relativeDay(item.dayShift);
  if (timeRight && dayRight) return { correct: true };
  if (timeRight) return { correct: false, misconception: 'wrong-day' };
  if (hasMinuteOverflow(entry)) return { correct: false, misconception: 'H-60' };
  if (onlyMeridiemWrong(entry, item.answer)) {
    return { correct: false, misconception: 'H-NOON', message: meridiemHint(item) };
  }
  const given = entryMinutes(entry);
  const offset = offsetBetween(item.from, item.to);
  if (sameFaceValue(given, item.time - offset)) {
    return {
      correct: false,
      misconception: 'wrong-direction',
      message: directionHint(item.from, item.to),
    };
  }
  const involvesStJohns = item.from === 'st-johns' || item.to === 'st-johns';
  if (
    involvesStJohns &&
    (sameFaceValue(given, item.answer + 30) || sameFaceValue(given, item.answer - 30))
  ) {
    return { correct: false, misconception: 'st-johns' };
  }
  if (sameFaceValue(given, item.time)) {
    return {
      correct: false,
      misconception: 'same-time',
      message: `Each time zone has its own clock. ${city(item.to).name}'s clock is ${describeOffset(item.to, item.from)}.`,
    };
  }
  return { correct: false };
}

/** A worked-example step, with the cities to point at on the map. */
export interface ZoneWorkedStep {
  readonly text: string;
  readonly cities?: readonly CityId[];
  /** The target clock's time once it is found. */
  readonly time?: number;
}

/** Converts step by step: find the cities, east or west, how far, then the time (and day). */
export function zoneWorkedExample(item: TimeZoneItem): readonly ZoneWorkedStep[] {
  const offset = offsetBetween(item.from, item.to);
  const east = isEastOf(item.to, item.from);
  const fromName = city(item.from).name;
  const toName = city(item.to).name;
  const steps: ZoneWorkedStep[] = [
    { text: `Find ${fromName} and ${toName} on the map.`, cities: [item.from, item.to] },
    {
      text: `${toName} is ${east ? 'east' : 'west'} of ${fromName}, so its clock shows a ${east ? 'later' : 'earlier'} time: ${describeOffset(
        item.to,
        item.from,
      )}.`,
      cities: [item.to],
    },
    {
      text: `${formatDigital12(item.time)} ${offset >= 0 ? 'plus' : 'minus'} ${formatDuration(Math.abs(offset))} is ${formatDigital12(
        item.answer,
      )}.`,
      time: item.answer,
    },
  ];
  if (item.dayShift !== 0) {
    steps.push({
      text:
        item.dayShift > 0
          ? `That goes past 12 midnight, so a new day has begun in ${toName}: it is tomorrow there.`
          : `That goes back past 12 midnight, so in ${toName} it is still the day before: yesterday.`,
    });
  }
  return steps;
}

/** The answer in words: "Vancouver: 9:00 AM, 3 hours earlier than Toronto." */
export function describeTimeZone(item: TimeZoneItem): string {
  const day = item.dayShift === 0 ? '' : `, ${relativeDay(item.dayShift)}`;
  return `${city(item.to).name}: ${formatDigital12(item.answer)}${day}, ${describeOffset(item.to, item.from)}`;
}

/**
 * The map's text alternative before the answer: "Map of Canada, west to east. Vancouver:
 * question mark. Toronto: 12:00 PM, noon."
 */
export function zoneMapText(item: TimeZoneItem): string {
  const ordered = [item.from, item.to].sort((a, b) => cityIndex(a) - cityIndex(b));
  const parts = ordered.map((id) =>
    id === item.to ? `${city(id).name}: question mark.` : `${city(id).name}: ${spoken(item.time)}.`,
  );
  return `Map of Canada, west to east. ${parts.join(' ')}`;
}

/** The model of Time Zone Converter. */
export const timeZoneConverterModel = {
  steps: 4,
  hints: timeZoneHints,
  generate: generateTimeZone,
  check: checkTimeZone,
  workedExample: zoneWorkedExample,
  describe: describeTimeZone,
} satisfies PracticeModel<TimeZoneItem, TimeZoneAnswer, TimeZoneMisconception>;

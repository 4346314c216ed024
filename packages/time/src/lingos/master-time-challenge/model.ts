/**
 * Lingo 3-6, Master Time Challenge: a mixed challenge with everything about time. A round is
 * 12 items, 2 from each of 6 strands; every item comes from its source Lingo's own seeded
 * generator (imported, not copied) and is checked by that Lingo's own answer rule, with its
 * hints. Round-based mastery without a timer (a curriculum deviation).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  RoundRules,
} from '@lingos/kit';
import { activitySequencingModel } from '../activity-sequencing/model';
import { durationCalculatorModel } from '../duration-calculator/model';
import { elapsedTimeCalculatorModel } from '../elapsed-time-calculator/model';
import { lookingBackModel } from '../looking-back/model';
import { lookingForwardModel } from '../looking-forward/model';
import { setTheTimeModel } from '../set-the-time/model';
import { speedClockModel } from '../speed-clock-reading/model';
import { timeCompareModel } from '../time-compare/model';
import { drawFromQuota, roundKeysSoFar } from '../time-comparison-speed/model';
import { timePatternModel } from '../time-pattern-recognition/model';
import { timePuzzlesModel } from '../time-puzzles/model';
import { timeSequenceModel } from '../time-sequence-puzzles/model';
import { timeZoneConverterModel } from '../time-zone-converter/model';

/** Items in a round: 2 from each strand. */
export const MASTER_ROUND_SIZE = 12;

/**
 * The round rules (curriculum 3-6, a deviation from the shared model): rounds of 12, no
 * timer; at least 10/12 first-try correct moves up a step, 6/12 or fewer moves down;
 * mastered after one round at step 3 with at least 11/12; a miss comes back at the end of
 * the round as practice.
 */
export const masterTimeChallengeRules = {
  kind: 'round',
  size: MASTER_ROUND_SIZE,
  upAt: 10,
  downAt: 6,
  masterAt: 11,
  timed: false,
  repeatMisses: true,
} as const satisfies RoundRules;

/** The six strands. */
export const strandIds = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** A strand of the challenge. */
export type StrandId = (typeof strandIds)[number];

/** The Lingos the items come from. */
export const masterSourceIds = [
  'lingo-1-2',
  'lingo-1-5',
  'lingo-2-1',
  'lingo-1-4',
  'lingo-3-2',
  'lingo-2-2',
  'lingo-2-3',
  'lingo-2-4',
  'lingo-3-4',
  'lingo-3-3',
  'lingo-3-1',
  'lingo-3-5',
] as const;
/** A source Lingo's id. */
export type MasterSourceId = (typeof masterSourceIds)[number];

/** A source Lingo: its title (for "Practise more in …") and its own model. */
export interface MasterSource {
  readonly id: MasterSourceId;
  readonly title: string;
  /** The source's model; items and answers are the source's own. */
  readonly model: PracticeModel<PracticeItemBase, never>;
  /** The highest source step used (3-2 gives only its ordering steps 1–2). */
  readonly maxStep: number;
}

/** A strand: its name as announced ("time zones") and its sources. */
export interface Strand {
  readonly id: StrandId;
  /** Lower case, as in "Question 5 of 12: time zones." */
  readonly name: string;
  readonly sources: readonly MasterSourceId[];
}

// The source models keep their own item and answer types (each is checked against
// PracticeModel where it is defined); the challenge only passes items and answers through,
// so each is stored as a model of some item and some answer.
const source = (
  id: MasterSourceId,
  title: string,
  model: { readonly steps: number },
  maxStep: number = model.steps,
): MasterSource => ({
  id,
  title,
  model: model as unknown as PracticeModel<PracticeItemBase, never>,
  maxStep,
});

/** Every source Lingo, by id. */
export const masterSources: Readonly<Record<MasterSourceId, MasterSource>> = {
  'lingo-1-2': source('lingo-1-2', 'Set the Time', setTheTimeModel),
  'lingo-1-5': source('lingo-1-5', 'Speed Clock Reading', speedClockModel),
  'lingo-2-1': source('lingo-2-1', 'Time Compare', timeCompareModel),
  'lingo-1-4': source('lingo-1-4', 'Time Sequence Puzzles', timeSequenceModel),
  'lingo-3-2': source('lingo-3-2', 'Activity Sequencing', activitySequencingModel, 2),
  'lingo-2-2': source('lingo-2-2', 'Looking Forward', lookingForwardModel),
  'lingo-2-3': source('lingo-2-3', 'Looking Back', lookingBackModel),
  'lingo-2-4': source('lingo-2-4', 'Duration Calculator', durationCalculatorModel),
  'lingo-3-4': source('lingo-3-4', 'Elapsed Time Calculator', elapsedTimeCalculatorModel),
  'lingo-3-3': source('lingo-3-3', 'Time Zone Converter', timeZoneConverterModel),
  'lingo-3-1': source('lingo-3-1', 'Time Puzzles', timePuzzlesModel),
  'lingo-3-5': source('lingo-3-5', 'Time Pattern Recognition', timePatternModel),
};

/** The six strands and their sources (curriculum 3-6). */
export const strands: readonly Strand[] = [
  { id: 'A', name: 'reading clocks', sources: ['lingo-1-2', 'lingo-1-5'] },
  { id: 'B', name: 'comparing and ordering', sources: ['lingo-2-1', 'lingo-1-4', 'lingo-3-2'] },
  { id: 'C', name: 'later and earlier', sources: ['lingo-2-2', 'lingo-2-3'] },
  { id: 'D', name: 'durations', sources: ['lingo-2-4', 'lingo-3-4'] },
  { id: 'E', name: 'time zones', sources: ['lingo-3-3'] },
  { id: 'F', name: 'puzzles and patterns', sources: ['lingo-3-1', 'lingo-3-5'] },
];

const strandById = new Map<StrandId, Strand>(strands.map((strand) => [strand.id, strand]));

/** A strand by id. */
export function strand(id: StrandId): Strand {
  return strandById.get(id) as Strand;
}

/** A Master Time Challenge item: a source Lingo's own item, with where it comes from. */
export interface MasterItem extends PracticeItemBase {
  readonly strand: StrandId;
  readonly source: MasterSourceId;
  /** The step of the source Lingo the item was made at. */
  readonly sourceStep: number;
  /** The source's item, as its own generator made it. */
  readonly inner: PracticeItemBase;
}

/** The answer: whatever the source Lingo's answer is for its item. */
export type MasterAnswer = unknown;

/**
 * The source step for a challenge step: step 1 uses each strand's step 2, step 2 its step 3,
 * step 3 (top) its top step; 3-2 is capped at its ordering steps.
 */
export function sourceStepFor(step: number, source: MasterSource): number {
  const clamped = Math.min(Math.max(Math.round(step), 1), 3);
  const wanted = clamped === 1 ? 2 : clamped === 2 ? 3 : source.model.steps;
  return Math.min(wanted, source.maxStep);
}

function parseStrand(key: string): StrandId | undefined {
  const [prefix, strandId] = key.split(':');
  return prefix === 'master' && (strandIds as readonly string[]).includes(strandId ?? '')
    ? (strandId as StrandId)
    : undefined;
}

const quotas: Readonly<Record<StrandId, number>> = { A: 2, B: 2, C: 2, D: 2, E: 2, F: 2 };

/** How many tries to find an item not among the last 20 before giving up on that rule. */
const freshAttempts = 30;

/**
 * Generates a challenge item for a step (1–3). In a round, the strands come 2 times each in
 * random order; the item is drawn from one of the strand's sources with that source's own
 * generator, and none repeats the child's last 20 items.
 */
export function generateMaster(step: number, rng: Rng, context?: GenerateContext): MasterItem {
  const used = roundKeysSoFar(context).flatMap((key) => {
    const found = parseStrand(key);
    return found ? [found] : [];
  });
  const strandId = drawFromQuota(rng, quotas, used);
  const recent = new Set(context?.recentKeys ?? []);
  let item: MasterItem | undefined;
  for (let attempt = 0; attempt < freshAttempts; attempt += 1) {
    const from = masterSources[rng.pick(strand(strandId).sources)];
    const sourceStep = sourceStepFor(step, from);
    const inner = from.model.generate(sourceStep, rng);
    item = {
      key: `master:${strandId}:${from.id}:${inner.key}`,
      prompt: inner.prompt,
      ...(inner.speech === undefined ? {} : { speech: inner.speech }),
      source: from.id,
      strand: strandId,
      sourceStep,
      inner,
    };
    if (!recent.has(item.key)) return item;
  }
  return item as MasterItem;
}

/** The misconception id of a source's hint inside the challenge: "lingo-3-3:wrong-direction". */
export function masterMisconception(sourceId: MasterSourceId, misconception: string): string {
  return `${sourceId}:${misconception}`;
}

/** The hints of every source, keyed "<lingo>:<misconception>", each source's default included. */
export const masterHints: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    masterSourceIds.flatMap((id) =>
      Object.entries(masterSources[id].model.hints).map(([key, text]) => [
        masterMisconception(id, key),
        text,
      ]),
    ),
  ),
  default: 'Look at the question again, one part at a time.',
};

/**
 * The answer rule is the source Lingo's own. Its misconception comes back namespaced by the
 * source (so the source's hint is shown); an answer with no named misconception gets the
 * source's default hint.
 */
export function checkMaster(item: MasterItem, answer: MasterAnswer): CheckResult {
  const from = masterSources[item.source];
  const check = from.model.check as (item: PracticeItemBase, answer: unknown) => CheckResult;
  const result = check(item.inner, answer);
  if (result.correct) return result;
  const misconception = result.misconception ?? 'default';
  return { ...result, misconception: masterMisconception(item.source, misconception) };
}

/** The source's worked example of the item. */
export function masterWorkedExample(item: MasterItem) {
  return masterSources[item.source].model.workedExample?.(item.inner as never) ?? [];
}

/** The source's answer in words. */
export function describeMaster(item: MasterItem): string {
  return masterSources[item.source].model.describe?.(item.inner as never) ?? '';
}

/** The model of Master Time Challenge (run with `masterTimeChallengeRules`). */
export const masterTimeChallengeModel = {
  steps: 3,
  hints: masterHints,
  generate: generateMaster,
  check: checkMaster,
  workedExample: masterWorkedExample,
  describe: describeMaster,
} satisfies PracticeModel<MasterItem, MasterAnswer, Exclude<keyof typeof masterHints, 'default'>>;

// ─── Announcements and the result screen ─────────────────────────────────────────────────

/** "Question 5 of 12: time zones." (index is 0-based). */
export function questionAnnouncement(
  index: number,
  item: Pick<MasterItem, 'strand'>,
  size = MASTER_ROUND_SIZE,
): string {
  return `Question ${index + 1} of ${size}: ${strand(item.strand).name}.`;
}

/** "You got 11 of 12. Mastered!" */
export function roundAnnouncement(correct: number, total: number, mastered: boolean): string {
  return `You got ${correct} of ${total}.${mastered ? ' Mastered!' : ''}`;
}

/** One scored item of a finished round. */
export interface MasterOutcome {
  readonly strand: StrandId;
  readonly source: MasterSourceId;
  /** First try correct. */
  readonly correct: boolean;
}

/** A strand's line on the result screen. */
export interface StrandResult {
  readonly strand: StrandId;
  /** "Time zones: 2 of 2". */
  readonly label: string;
  readonly correct: number;
  readonly total: number;
  /** With 0 or 1 of 2: the Lingo to practise ("Practise more in Time Zone Converter."). */
  readonly practiseMore?: { readonly lingoId: MasterSourceId; readonly text: string };
}

/**
 * Stars per strand for the result screen. A strand with 0 or 1 right links to the source
 * Lingo of its first miss.
 */
export function strandResults(outcomes: readonly MasterOutcome[]): readonly StrandResult[] {
  return strands.map((entry) => {
    const mine = outcomes.filter((outcome) => outcome.strand === entry.id);
    const correct = mine.filter((outcome) => outcome.correct).length;
    const total = mine.length;
    const name = entry.name.charAt(0).toUpperCase() + entry.name.slice(1);
    const result: StrandResult = {
      strand: entry.id,
      label: `${name}: ${correct} of ${total}`,
      correct,
      total,
    };
    if (total === 0 || correct > 1) return result;
    const missed =
      mine.find((outcome) => !outcome.correct)?.source ?? (entry.sources[0] as MasterSourceId);
    return {
      ...result,
      practiseMore: { lingoId: missed, text: `Practise more in ${masterSources[missed].title}.` },
    };
  });
}

/**
 * Lingo 2-2, Why Did It Happen? (reading.md 2-2): connect what happened (effect) to why it
 * happened (cause). Steps 1 and 2 are passage questions on the shared engine ("Why did ___?"
 * with because or so in the sentence, 2 choices; then cause and effect in different sentences,
 * 3 choices); step 3 connects 3 causes to their 3 effects on MatchPairs.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
} from '@lingos/kit';
import raw from '../../data/lingo-2-2.json';
import { parsePassages, type Passage, type PassageQuestion } from '../../model/passages';
import { pickPassage } from '../../model/picker';
import {
  checkPassageAnswer,
  createPassagePractice,
  passageHistory,
  passageItemKey,
  type PassageAnswer,
  type PassageItem,
  type PassagePracticeConfig,
} from '../../practice/engine';
import { checkMatch, matchTask, matchWorkedExample, type MatchTask } from './matchTask';

const parsed = parsePassages(raw, 'lingo-2-2.json');
if (parsed.problems.length > 0) console.warn(parsed.problems.join('\n'));

/** The Lingo's passages. */
export const whyPassages: readonly Passage[] = parsed.passages;

/** reading.md 2-2's general hints. */
export const whyHints = {
  'time-order': 'That happened too, but is it the reason? Ask: did this make that happen?',
  reversed: 'Which came first? The cause comes first and makes the effect happen.',
} as const;

const isMatch = (question: Pick<PassageQuestion, 'type'>) => question.type === 'match';

const config: PassagePracticeConfig = {
  passages: whyPassages,
  asks: (question) => !isMatch(question),
  generalHint: whyHints['time-order'],
  sentenceHint: whyHints['time-order'],
};
const engine = createPassagePractice(config);

/** A step-1 or step-2 question: a passage question of the engine. */
export interface WhyChoiceItem extends PassageItem {
  readonly kind: 'choice';
}

/** A step-3 matching: the passage and its 3 causes and effects. */
export interface WhyMatchItem extends PracticeItemBase {
  readonly kind: 'match';
  readonly source: string;
  readonly passage: Passage;
  readonly question: PassageQuestion;
  readonly step: number;
  readonly task: MatchTask;
}

/** An item of Why Did It Happen?. */
export type WhyItem = WhyChoiceItem | WhyMatchItem;

/** The child's answer: a card, or the links cause id → effect id. */
export type WhyAnswer =
  | ({ readonly kind: 'choice' } & PassageAnswer)
  | { readonly kind: 'match'; readonly links: Readonly<Record<string, string>> };

/** The misconceptions this Lingo names. */
export type WhyMisconception = 'wrong-choice' | 'wrong-sentence' | keyof typeof whyHints;

/** The step-3 matching: a passage other than the one just read, its pairs shuffled. */
export function generateMatch(rng: Rng, context?: GenerateContext): WhyMatchItem {
  const withPairs = whyPassages.filter((passage) => passage.questions.some(isMatch));
  const history = passageHistory(context?.recentKeys ?? []);
  const passage = pickPassage(withPairs, history, rng);
  // The round of passages read travels in the key, as the engine's own keys carry it.
  const read = [...history, passage.id];
  const cycle = withPairs.every((each) => read.includes(each.id)) ? [passage.id] : read;
  const question = passage.questions.find(isMatch);
  if (!question) throw new Error(`Passage ${passage.id} has no matching`);
  return {
    kind: 'match',
    key: passageItemKey(passage.id, [question.id], 0, cycle),
    prompt: question.prompt,
    source: passage.id,
    passage,
    question,
    step: 3,
    task: matchTask(question, rng),
  };
}

/** Makes the item for a step: engine questions at steps 1 and 2, a matching at step 3. */
export function generateWhy(step: number, rng: Rng, context?: GenerateContext): WhyItem {
  if (step >= 3) return generateMatch(rng, context);
  return { ...engine.generate(step, rng, context), kind: 'choice' };
}

/** The hint of a wrong matching: the passage's own, or "did this make that happen?". */
export function matchHint(item: WhyMatchItem): string {
  return item.question.evidenceHint ?? whyHints['time-order'];
}

/**
 * The answer rule: the marked choice; at step 3, all 3 pairs right at the first Check. A wrong
 * card gets its own hint; a wrong matching keeps its right links (marked) and gets the hint.
 */
export function checkWhy(item: WhyItem, answer: WhyAnswer): CheckResult<WhyMisconception> {
  if (item.kind === 'match') {
    const links = answer.kind === 'match' ? answer.links : {};
    const { correct, marks } = checkMatch(item.task, links);
    if (correct) return { correct, marks };
    return { correct, marks, misconception: 'time-order', message: matchHint(item) };
  }
  const given = answer.kind === 'choice' ? answer : {};
  return checkPassageAnswer(config, item, given);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The right matching in words: "Freezing rain fell, so everything was coated in ice. …" */
export function describeMatch(item: WhyMatchItem): string {
  return item.task.causes
    .map((cause) => {
      const effect = item.task.effects.find((card) => card.id === item.task.solution[cause.id]);
      return `${capitalize(cause.text)}, so ${effect?.text ?? ''}.`;
    })
    .join(' ');
}

/** The Lingo's pure model. */
export const whyModel = {
  steps: engine.steps,
  generate: generateWhy,
  check: checkWhy,
  hints: {
    default: whyHints['time-order'],
    'wrong-choice': whyHints['time-order'],
    'wrong-sentence': whyHints['time-order'],
    ...whyHints,
  },
  workedExample: (item) =>
    item.kind === 'match'
      ? matchWorkedExample(item.task, item.prompt)
      : (engine.workedExample?.(item) ?? []),
  describe: (item) =>
    item.kind === 'match' ? describeMatch(item) : (engine.describe?.(item) ?? ''),
} satisfies PracticeModel<WhyItem, WhyAnswer, WhyMisconception>;

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { readingData } from './reading-data';
import { isPointer, pointerPress } from './input';
import { feedbackOf, isFocused, lesson, pickCard, tabTo } from './lingo-helpers';
import { dragIntoBin } from './money-level-1-helpers';

/**
 * Playing reading's Learn Lingos from the page with the test's input (keyboard, mouse or
 * finger). Each step's answer is read from the page: the passage on screen is looked up in the
 * passage data (which choice is right, which sentence is the evidence), and a card's bin from
 * reading.md's rule for it; never a known order of cards.
 */

interface RawPassage {
  readonly id: string;
  readonly sentences: readonly string[];
  readonly questions: readonly {
    readonly choices: readonly { readonly text: string; readonly correct: boolean }[];
    readonly evidence: readonly number[];
  }[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Presses a control: a click or tap, or Tab to it and Enter. */
export async function press(page: Page, target: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, target);
    return;
  }
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * Presses a part of an InfoCard: tapped or clicked, or by keyboard Tab to the card's one tab
 * stop, the arrow keys to the part, and Enter.
 */
async function pressCardPart(page: Page, root: Locator, target: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, target);
    return;
  }
  const parts = root.locator('button[data-part]');
  const inCard = await parts.evaluateAll((all) =>
    all.some((each) => each === document.activeElement),
  );
  if (!inCard) await tabTo(page, root.locator('button[data-part][tabindex="0"]'));
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 40 && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Picks a card of a ChoiceGrid: tapped or clicked, or arrowed to and picked with Space. */
export async function choose(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
    return;
  }
  // After a miss the focus stays on the card just marked wrong, now out of play: the arrows
  // go on from it to the cards still in play.
  const onTriedCard = await group
    .locator('[role="radio"][aria-disabled="true"]')
    .evaluateAll((cards) => cards.some((card) => card === document.activeElement));
  if (onTriedCard) await page.keyboard.press('ArrowRight');
  await pickCard(page, group, name);
}

/**
 * Puts a card of a SortBins into a bin: Enter on the card then on the bin, a tap on each, or
 * (with `dragTo`, the bin's group name) a drag of the card onto the bin.
 */
export async function sortInto(
  page: Page,
  root: Locator,
  card: string,
  bin: RegExp,
  options: { readonly dragTo?: string } = {},
): Promise<void> {
  const item = root.getByRole('button', { name: new RegExp(`^\\w+ \\d of \\d: ${escape(card)}$`) });
  if (options.dragTo !== undefined && isPointer(page)) {
    await dragIntoBin(page, item, root.getByRole('group', { name: options.dragTo, exact: true }));
    return;
  }
  await press(page, item);
  await press(page, root.getByRole('button', { name: bin }));
}

/** The step is done: Next goes on (it has the focus after a keyboard answer). */
export async function next(page: Page, root: Locator): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  const button = root.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) {
    await pointerPress(page, button);
  } else {
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

/** Checks a closing-check answer with the Check button. */
async function check(page: Page, root: Locator): Promise<void> {
  await press(page, root.getByRole('button', { name: 'Check', exact: true }));
}

/** A SortBins card's name: its first, visually hidden, child (the picture beside it has none). */
const cardName = (card: Locator): Promise<string> =>
  card.evaluate((element) => element.firstElementChild?.textContent ?? '');

const story = (root: Locator): Locator => root.getByRole('region', { name: 'Story' });

/** The passage of a data file whose sentences the story on screen shows. */
async function passageOnScreen(
  root: Locator,
  passages: readonly RawPassage[],
): Promise<RawPassage> {
  const text = ((await story(root).textContent()) ?? '').replace(/\s+/g, ' ');
  const passage = passages.find((each) => text.includes(each.sentences.join(' ')));
  if (!passage) throw new Error(`No passage matches "${text}"`);
  return passage;
}

/** The passage's one question. */
function questionOf(passage: RawPassage): RawPassage['questions'][number] {
  const [question] = passage.questions;
  if (!question) throw new Error(`${passage.id} has no question`);
  return question;
}

// ─── The Big Idea (1-0) ─────────────────────────────────────────────────────────────────

const bigIdea = readingData('lingo-1-0') as RawPassage[];

/** reading.md 1-0 step 3: a title naming one pet is too small, all of them just right. */
const titleBin: Readonly<Record<string, string>> = {
  "Sam's Fish": 'too small',
  "Sam's Pets": 'just right',
  Animals: 'too big',
};

/**
 * The Big Idea from step 1 to completed. With `mistakes`, a wrong card, title, sentence and
 * check answer first, each with its hint; the check's miss brings its second text.
 */
export async function playTheBigIdea(
  page: Page,
  options: {
    readonly mistakes?: boolean;
    readonly drag?: boolean;
    readonly onStep?: (step: number) => Promise<void>;
  } = {},
): Promise<void> {
  const root = lesson(page);
  const { mistakes = false } = options;

  // Step 1: each pole (read from the tray) under the tent.
  await expect(root.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await options.onStep?.(1);
  const tray = root.getByRole('group', { name: 'Poles on the ground', exact: true });
  for (let left = 3; left > 0; left -= 1) {
    const pole = (await cardName(tray.getByRole('button').first())).replace(/^Pole \d of 3: /, '');
    await sortInto(page, root, pole, /^Under the tent labelled Pets/, {
      ...(options.drag === true && left === 3 ? { dragTo: 'Pets' } : {}),
    });
    await expect(tray.getByRole('button')).toHaveCount(left - 1);
  }
  await expect(root.getByRole('img', { name: /^The tent stands\./ })).toBeVisible();
  await next(page, root);

  // Step 2: which card is the big idea of the text on screen.
  await expect(root.getByText('Step 2 of 4', { exact: true })).toBeVisible();
  await options.onStep?.(2);
  const pets = questionOf(await passageOnScreen(root, bigIdea));
  const cards = root.getByRole('radiogroup', { name: 'Which one is the big idea?' });
  if (mistakes) {
    const detail = pets.choices.find((choice) => !choice.correct);
    await choose(page, cards, detail?.text ?? '');
    await expect(feedbackOf(root)).toContainText("That's one pole, a detail.");
  }
  await choose(page, cards, pets.choices.find((choice) => choice.correct)?.text ?? '');
  await next(page, root);

  // Step 3: each title into its bin.
  await expect(root.getByText('Step 3 of 4', { exact: true })).toBeVisible();
  await options.onStep?.(3);
  if (mistakes) {
    await sortInto(page, root, 'Animals', /^just right bin/);
    await expect(feedbackOf(root)).toContainText('That title is too big.');
  }
  const titles = root.getByRole('group', { name: 'Titles', exact: true }).getByRole('button');
  for (let left = 3; left > 0; left -= 1) {
    const title = (await cardName(titles.first())).replace(/^Title \d of 3: /, '');
    const bin = titleBin[title];
    if (!bin) throw new Error(`No bin for the title "${title}"`);
    await sortInto(page, root, title, new RegExp(`^${bin} bin`));
    await expect(titles).toHaveCount(left - 1);
  }
  await next(page, root);

  // Step 4: the tent sentence (the question's evidence), after a detail with `mistakes`.
  await expect(root.getByText('Step 4 of 4', { exact: true })).toBeVisible();
  await options.onStep?.(4);
  const snow = await passageOnScreen(root, bigIdea);
  const [tent = 0] = questionOf(snow).evidence;
  const sentence = (index: number) =>
    root.getByRole('button', {
      name: new RegExp(`^Sentence ${index + 1}: ${escape(snow.sentences[index] ?? '')}`),
    });
  if (mistakes) {
    const detail = snow.sentences.findIndex((_sentence, index) => index !== tent);
    await press(page, sentence(detail));
    await expect(sentence(detail)).toHaveAccessibleName(/Not this one\.$/);
  }
  await press(page, sentence(tent));
  await expect(sentence(tent)).toHaveAccessibleName(/Yes\.$/);
  await expect(root.getByText('big idea', { exact: true })).toBeVisible();
  await options.onStep?.(5);
  await next(page, root);

  // The check: the big idea of the text on screen; a miss brings the second text.
  await expect(root.getByText('Check 1 of 1', { exact: true })).toBeVisible();
  const group = root.getByRole('radiogroup', { name: 'What is it mostly about?' });
  const first = await passageOnScreen(root, bigIdea);
  if (mistakes) {
    const detail = questionOf(first).choices.find((choice) => !choice.correct);
    await choose(page, group, detail?.text ?? '');
    await check(page, root);
    await expect(root).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(root)).toContainText(/^(That's one pole|Is that in the text)/);
    await press(page, root.getByRole('button', { name: 'Try again', exact: true }));
    await expect(story(root)).not.toContainText(first.sentences[0] ?? '');
  }
  const shown = await passageOnScreen(root, bigIdea);
  await choose(page, group, questionOf(shown).choices.find((choice) => choice.correct)?.text ?? '');
  await check(page, root);
  await next(page, root);
  await expect(root).toHaveAttribute('data-part', 'done');
}

// ─── Shared moves of the Learn steps ────────────────────────────────────────────────────

/** A lesson part of a Learn data file (src/data/README.md), as far as the tests read it. */
interface RawPart {
  readonly part: 'step' | 'check';
  readonly number: number;
  readonly bins?: readonly { readonly label: string }[];
  readonly cards?: readonly { readonly text: string; readonly bin?: string }[];
  readonly pairs?: readonly { readonly cause: string; readonly effect: string }[];
  readonly choices?: readonly { readonly text: string; readonly correct: boolean }[];
  readonly clue?: readonly number[];
  readonly word?: string;
  readonly answer?: string;
  readonly prompt?: string;
  readonly slots?: readonly { readonly label: string; readonly card: string }[];
  readonly otherCards?: readonly string[];
  readonly taps?: readonly {
    readonly feature: string;
    readonly number?: number;
    readonly item?: string;
  }[];
}

interface RawLessonPassage extends RawPassage {
  readonly ending?: string;
  readonly infoCard?: { readonly ingredients?: readonly { readonly item: string }[] };
  readonly lesson: readonly RawPart[];
}

/** The step or check of a Learn data file, with its passage. */
function partOf(
  passages: readonly RawLessonPassage[],
  test: (part: RawPart) => boolean,
): { readonly part: RawPart; readonly passage: RawLessonPassage } {
  for (const passage of passages) {
    const part = passage.lesson.find(test);
    if (part) return { part, passage };
  }
  throw new Error('No such lesson part');
}

/**
 * Sorts every card of the tray into the bin the data gives it. With `mistakes`, the first
 * card goes into another bin first and bounces back with its hint.
 */
async function sortAll(
  page: Page,
  root: Locator,
  part: RawPart,
  trayLabel: string,
  mistakes: boolean,
): Promise<void> {
  const tray = root.getByRole('group', { name: trayLabel, exact: true }).getByRole('button');
  const binOf = async (card: Locator) => {
    const text = (await cardName(card)).replace(/^\w+ \d of \d: /, '');
    const bin = part.cards?.find((each) => each.text === text)?.bin;
    if (!bin) throw new Error(`No bin for the card "${text}"`);
    return { text, bin };
  };
  if (mistakes) {
    const { text, bin } = await binOf(tray.first());
    const other = part.bins?.find((each) => each.label !== bin)?.label ?? '';
    await sortInto(page, root, text, new RegExp(`^${escape(other)} bin`));
    await expect(feedbackOf(root)).not.toBeEmpty();
    await expect(tray).toHaveCount(part.cards?.length ?? 0);
  }
  for (let left = part.cards?.length ?? 0; left > 0; left -= 1) {
    const { text, bin } = await binOf(tray.first());
    await sortInto(page, root, text, new RegExp(`^${escape(bin)} bin`));
    await expect(tray).toHaveCount(left - 1);
  }
}

/**
 * Presses a button of a roving group (one tab stop): tapped or clicked, or by keyboard Tab to
 * the group's tab stop and the arrows along to it, then Enter.
 */
async function pressInRow(page: Page, buttons: Locator, index: number): Promise<void> {
  const target = buttons.nth(index);
  if (isPointer(page)) {
    await pointerPress(page, target);
    return;
  }
  const at = await buttons.evaluateAll((all) =>
    all.findIndex((each) => each === document.activeElement),
  );
  if (at < 0) await tabTo(page, buttons.and(page.locator('[tabindex="0"]')));
  const from = await buttons.evaluateAll((all) =>
    all.findIndex((each) => each === document.activeElement),
  );
  const key = index > from ? 'ArrowRight' : 'ArrowLeft';
  for (let step = 0; step < Math.abs(index - from); step += 1) await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Answers the closing check's items in turn, each from the data by its prompt. */
async function playCheck(
  page: Page,
  root: Locator,
  passages: readonly RawLessonPassage[],
  count: number,
  mistakes: boolean,
): Promise<void> {
  for (let item = 1; item <= count; item += 1) {
    await expect(root.getByText(`Check ${item} of ${count}`, { exact: true })).toBeVisible();
    const group = root.getByRole('radiogroup');
    const prompt = (await group.getAttribute('aria-label')) ?? '';
    const { part } = partOf(passages, (each) => each.part === 'check' && each.prompt === prompt);
    if (mistakes && item === 1) {
      await choose(page, group, part.choices?.find((choice) => !choice.correct)?.text ?? '');
      await check(page, root);
      await expect(root).toHaveAttribute('data-state', 'incorrect');
      await expect(feedbackOf(root)).not.toBeEmpty();
      await press(page, root.getByRole('button', { name: 'Try again', exact: true }));
    }
    await choose(page, group, part.choices?.find((choice) => choice.correct)?.text ?? '');
    await check(page, root);
    await next(page, root);
  }
  await expect(root).toHaveAttribute('data-part', 'done');
}

// ─── Clue Finders (2-0) ─────────────────────────────────────────────────────────────────

const clueFinders = readingData('lingo-2-0') as RawLessonPassage[];
const clueStep = (number: number) =>
  partOf(clueFinders, (part) => part.part === 'step' && part.number === number);

/** Clue Finders from step 1 to completed; with `mistakes`, a wrong move and its hint in each step. */
export async function playClueFinders(
  page: Page,
  options: { readonly mistakes?: boolean; readonly onStep?: (step: number) => Promise<void> } = {},
): Promise<void> {
  const root = lesson(page);
  const { mistakes = false } = options;
  const stepShown = async (step: number) => {
    await expect(root.getByText(`Step ${step} of 5`, { exact: true })).toBeVisible();
    await options.onStep?.(step);
  };

  // Step 1: who, where and when.
  await stepShown(1);
  await sortAll(page, root, clueStep(1).part, 'To sort', mistakes);
  await next(page, root);

  // Step 2: each cause joined to its effect.
  await stepShown(2);
  for (const pair of clueStep(2).part.pairs ?? []) {
    await press(page, root.getByRole('button', { name: new RegExp(`^${escape(pair.cause)}`) }));
    await press(page, root.getByRole('button', { name: new RegExp(`^${escape(pair.effect)}`) }));
  }
  await next(page, root);

  // Step 3: the prediction, then its clue; the ending appears.
  await stepShown(3);
  const { part: predict, passage: storm } = clueStep(3);
  const cards = root.getByRole('radiogroup');
  if (mistakes) {
    await choose(page, cards, predict.choices?.find((choice) => !choice.correct)?.text ?? '');
    await expect(feedbackOf(root)).toContainText('Look at the clues');
  }
  await choose(page, cards, predict.choices?.find((choice) => choice.correct)?.text ?? '');
  const [clue = 0] = predict.clue ?? [];
  const sentence = (index: number) =>
    root.getByRole('button', { name: new RegExp(`^Sentence ${index + 1}: `) });
  if (mistakes) {
    const other = storm.sentences.findIndex((_each, index) => index !== clue);
    await press(page, sentence(other));
    await expect(sentence(other)).toHaveAccessibleName(/Not this one\.$/);
  }
  await press(page, sentence(clue));
  await expect(root.getByText(storm.ending ?? '', { exact: true })).toBeVisible();
  await options.onStep?.(3.5);
  await next(page, root);

  // Step 4: fact or opinion.
  await stepShown(4);
  await sortAll(page, root, clueStep(4).part, 'Sentences', mistakes);
  await next(page, root);

  // Step 5: the words that tell what the new word means.
  await stepShown(5);
  const { part: newWord, passage: soup } = clueStep(5);
  const words = (soup.sentences[0] ?? '').split(/\s+/);
  const bare = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = (newWord.answer ?? '').split(' ');
  const start = words.findIndex((_word, index) =>
    wanted.every((each, offset) => bare(words[index + offset] ?? '') === each),
  );
  const buttons = root
    .getByRole('group', { name: 'The sentence, word by word' })
    .getByRole('button');
  if (mistakes) {
    await pressInRow(page, buttons, 1);
    await expect(feedbackOf(root)).toContainText('does not tell what');
  }
  for (let offset = 0; offset < wanted.length; offset += 1) {
    await pressInRow(page, buttons, start + offset);
  }
  await next(page, root);

  await playCheck(page, root, clueFinders, 3, mistakes);
}

// ─── Reader's Toolbox (3-0) ─────────────────────────────────────────────────────────────

const toolbox = readingData('lingo-3-0') as RawLessonPassage[];
const toolboxStep = (number: number) =>
  partOf(toolbox, (part) => part.part === 'step' && part.number === number);

/** Reader's Toolbox from step 1 to completed; with `mistakes`, a wrong move and its hint in each step. */
export async function playReadersToolbox(
  page: Page,
  options: { readonly mistakes?: boolean; readonly onStep?: (step: number) => Promise<void> } = {},
): Promise<void> {
  const root = lesson(page);
  const { mistakes = false } = options;
  const stepShown = async (step: number) => {
    await expect(root.getByText(`Step ${step} of 5`, { exact: true })).toBeVisible();
    await options.onStep?.(step);
  };

  // Step 1: the inference board, slot by slot; the other card first fits none.
  await stepShown(1);
  const board = toolboxStep(1).part;
  const slotBin = (index: number) =>
    new RegExp(`^${index + 1}\\. ${escape(board.slots?.[index]?.label ?? '')} bin`);
  if (mistakes) {
    await sortInto(page, root, board.otherCards?.[0] ?? '', slotBin(2));
    await expect(feedbackOf(root)).toContainText('Look at the clues');
  }
  for (const [index, slot] of (board.slots ?? []).entries()) {
    await sortInto(page, root, slot.card, slotBin(index));
  }
  await next(page, root);

  // Step 2: Only Text 1, Both, Only Text 2.
  await stepShown(2);
  await sortAll(page, root, toolboxStep(2).part, 'To sort', mistakes);
  await next(page, root);

  // Step 3: the important events into the basket; a small detail first bounces out.
  await stepShown(3);
  const story = toolboxStep(3).part.cards as readonly { text: string; important: boolean }[];
  if (mistakes) {
    await sortInto(
      page,
      root,
      story.find((card) => !card.important)?.text ?? '',
      /^Summary basket bin/,
    );
    await expect(feedbackOf(root)).toContainText('is a small detail');
  }
  for (const card of story.filter((each) => each.important)) {
    await sortInto(page, root, card.text, /^Summary basket bin/);
  }
  await expect(root.getByRole('list', { name: 'The summary, in order' })).toBeVisible();
  await next(page, root);

  // Step 4: each text by why it was written.
  await stepShown(4);
  await sortAll(page, root, toolboxStep(4).part, 'Texts', mistakes);
  await next(page, root);

  // Step 5: the parts of the cocoa card, in the order asked.
  await stepShown(5);
  const { part: features, passage: cocoa } = toolboxStep(5);
  const partName = (tap: NonNullable<RawPart['taps']>[number]): string => {
    if (tap.feature === 'step') return `step-${tap.number ?? 1}`;
    if (tap.feature === 'amount') {
      const index = cocoa.infoCard?.ingredients?.findIndex((line) => line.item === tap.item) ?? 0;
      return `amount-${index}`;
    }
    return tap.feature;
  };
  const cardPart = (name: string) => root.locator(`button[data-part="${name}"]`);
  for (const [index, tap] of (features.taps ?? []).entries()) {
    if (mistakes && index === 1) {
      await pressCardPart(page, root, cardPart('step-1'));
      await expect(feedbackOf(root)).toContainText('The ingredients list tells');
    }
    await pressCardPart(page, root, cardPart(partName(tap)));
    await expect(cardPart(partName(tap))).toHaveAccessibleName(/Yes\.?$/);
  }
  await options.onStep?.(5.5);
  await next(page, root);

  await playCheck(page, root, toolbox, 3, mistakes);
}

import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput, type InputMode } from './input';
import {
  activityOf,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  lingoUrl,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import { answerMagicE, answerMoreThanOne, answerWordFamilies } from './words-level-2b-helpers';

/**
 * Word Weavers level 2, "Sound Teams": Magic E (2-3), Word Families (2-4) and More Than One
 * (2-6). Word Families is mastered with the keyboard alone from its top step (word ladders),
 * and each Lingo's other kinds of item are played by keyboard (a family sort, the ending
 * tiles, a plural sort and a typed plural, a word read and a word built). Then an item of each
 * with the mouse alone on a desktop and with a finger alone on a phone (dark), proven from the
 * page's own event listeners. Every answer is read from the page.
 */

interface WordsLingo {
  readonly id: string;
  readonly title: string;
}

const magicE: WordsLingo = { id: 'lingo-2-3', title: 'Magic E' };
const wordFamilies: WordsLingo = { id: 'lingo-2-4', title: 'Word Families' };
const moreThanOne: WordsLingo = { id: 'lingo-2-6', title: 'More Than One' };

const progressAt = (lingo: WordsLingo, step: number) =>
  JSON.stringify({
    version: 1,
    lingos: {
      [`words/${lingo.id}`]: {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 0,
      },
    },
  });

/** Starts the learner at a step of a Lingo before the app loads. */
const atStep = (page: Page, lingo: WordsLingo, step: number) =>
  presetStorage(page, { 'lingos:progress': progressAt(lingo, step) });

/** Puts the learner at a step and opens the Lingo afresh at it. */
async function openAtStep(page: Page, lingo: WordsLingo, step: number): Promise<Locator> {
  await page.evaluate(
    (value) => localStorage.setItem('lingos:progress', value),
    progressAt(lingo, step),
  );
  await page.goto(lingoUrl('words', 2, lingo.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lingo.title);
  const session = practice(page);
  await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
  await expect(session).toHaveAttribute('data-state', 'answering');
  return session;
}

const open = (page: Page, lingo: WordsLingo) =>
  openFromConceptPage(page, { concept: 'words', level: 2, id: lingo.id }, lingo.title, lingo.title);

/** Answers the item on screen right and expects the session to say so. */
async function playItem(
  page: Page,
  session: Locator,
  answer: (page: Page, session: Locator) => Promise<void>,
  label: string,
  axe = false,
): Promise<void> {
  await answer(page, session);
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  if (axe) await expectNoAxeViolations(page, label);
}

test.describe('Words level 2b by keyboard', () => {
  test('Word Families: ladders from the top step to mastered with the keyboard alone', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await atStep(page, wordFamilies, 4);
    await open(page, wordFamilies);
    await expectLingoFrame(page, wordFamilies.title);
    const session = practice(page);
    await expect(session.getByText('Step 4 of 4', { exact: true })).toBeVisible();
    await expect(activityOf(session)).toHaveAttribute(
      'aria-label',
      /^Change \w+ to the word you hear\.$/,
    );
    await expectNoAxeViolations(page, 'Word Families, a ladder');
    const items = await playToMastery(page, async (current, index) => {
      await answerWordFamilies(page, current);
      await expect(current).toHaveAttribute('data-state', /^(correct|mastered)$/);
      await expect(feedbackOf(current)).toContainText(/ plus .* makes \w+\.|Mastered/);
      if (index === 0) await expectNoAxeViolations(page, 'Word Families, a rung climbed');
    });
    expect(items).toBeGreaterThanOrEqual(5);
    await waitForToast(page, 'Mastered!');
  });

  test('Word Families, More Than One and Magic E: the other kinds of item by keyboard', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await open(page, wordFamilies);
    let session = await openAtStep(page, wordFamilies, 3);
    await playItem(page, session, answerWordFamilies, 'Word Families, sorted', true);

    for (const step of [2, 3, 4]) {
      session = await openAtStep(page, moreThanOne, step);
      await playItem(page, session, answerMoreThanOne, `More Than One, step ${step}`, step === 2);
      await expect(feedbackOf(session)).toContainText(/[a-z]+(es|s)\./);
    }

    for (const step of [1, 4]) {
      session = await openAtStep(page, magicE, step);
      if (step === 1) await expectNoAxeViolations(page, 'Magic E, the word to read');
      await playItem(page, session, answerMagicE, `Magic E, step ${step}`, step === 4);
      await expect(feedbackOf(session)).toContainText(/ spells \w+\./);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
      await expect(session).toHaveAttribute('data-state', 'answering');
    }
  });
});

/** The step each pointer test plays at: between them, every widget is pressed by both. */
const stepsFor: Readonly<Record<Exclude<InputMode, 'keyboard'>, Record<string, number>>> = {
  mouse: { [wordFamilies.id]: 3, [moreThanOne.id]: 1, [magicE.id]: 3 },
  // Not the A–Z rack (step 4) by pointer: LetterTiles drops the second of two quick taps on
  // one letter as a double tap, so "apples" loses a p (reported as a widget gap).
  touch: { [wordFamilies.id]: 1, [moreThanOne.id]: 2, [magicE.id]: 2 },
};

const pointers: ReadonlyArray<{
  readonly mode: Exclude<InputMode, 'keyboard'>;
  readonly use: Parameters<typeof test.use>[0];
}> = [
  { mode: 'mouse', use: { viewport: { width: 1280, height: 800 } } },
  {
    mode: 'touch',
    use: {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: 'dark',
    },
  },
];

for (const { mode, use } of pointers) {
  test.describe(`Words level 2b with the ${mode} alone`, () => {
    test.use(use);

    test(`Word Families, More Than One and Magic E: an item each by ${mode}`, async ({ page }) => {
      test.setTimeout(150_000);
      await watchInput(page);
      useInput(page, mode);
      const steps = stepsFor[mode];
      const plays: ReadonlyArray<
        readonly [WordsLingo, (page: Page, session: Locator) => Promise<void>]
      > = [
        [wordFamilies, (p, s) => answerWordFamilies(p, s, { drag: true })],
        [moreThanOne, (p, s) => answerMoreThanOne(p, s, { drag: true })],
        [magicE, answerMagicE],
      ];
      let first = true;
      for (const [lingo, answer] of plays) {
        const step = steps[lingo.id] ?? 1;
        // The first Lingo is opened from the concept page by the pointer; then at its step.
        if (first) await open(page, lingo);
        first = false;
        const session = await openAtStep(page, lingo, step);
        await playItem(page, session, answer, `${lingo.title}, step ${step}, by ${mode}`, true);
        await expectNoSidewaysScroll(page);
        expect(await goOnAfterCorrect(page, session)).toBe(true);
        await expect(session).toHaveAttribute('data-state', 'answering');
        await expectOnlyInput(page, mode);
      }
    });
  });
}

test('Words level 2b on a 320 px screen: no Lingo scrolls sideways at any step', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 320, height: 720 });
  await open(page, wordFamilies);
  for (const lingo of [wordFamilies, moreThanOne, magicE]) {
    for (const step of [1, 2, 3, 4]) {
      await openAtStep(page, lingo, step);
      await expectNoSidewaysScroll(page, `${lingo.title}, step ${step}`);
    }
  }
});

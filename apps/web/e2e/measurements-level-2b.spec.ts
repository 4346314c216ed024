import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput, type InputMode } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  levelButton,
  lingoUrl,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
  expectLingoTitle,
} from './lingo-helpers';
import {
  answerBrokenRuler,
  answerEstimate,
  binOf,
  cardNames,
  estimateAndMeasure,
  objectMarks,
  press,
  promptOf,
  sortPictures,
  typeOnPad,
} from './measurements-level-2b-helpers';

/**
 * Measure Masters level 2, "Centimetres and Metres": Broken Ruler (2-2) is mastered with the
 * keyboard alone from its top step (Sam's claims), and a counting item of step 1 is played;
 * Estimate, Then Measure (2-3) is played item by item at each step (the sort with a card
 * bounced back, the guess and the ruler slid to the object's end). Then an item of each with
 * the mouse alone on a desktop and with a finger alone on a phone (dark), proven from the
 * page's own event listeners. Every answer is read from the page.
 */

interface MeasureLingo {
  readonly id: string;
  readonly title: string;
}

const brokenRuler: MeasureLingo = { id: 'lingo-2-2', title: 'Broken Ruler' };
const estimate: MeasureLingo = { id: 'lingo-2-3', title: 'Estimate, Then Measure' };
const level = { number: 2, title: 'Centimetres and Metres', total: 4 } as const;

const progressAt = (lingo: MeasureLingo, step: number) =>
  JSON.stringify({
    version: 1,
    lingos: {
      [`measurements/${lingo.id}`]: {
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
const atStep = (page: Page, lingo: MeasureLingo, step: number) =>
  presetStorage(page, { 'lingos:progress': progressAt(lingo, step) });

/** Puts the learner at another step and opens the Lingo afresh at it. */
async function reopenAtStep(page: Page, lingo: MeasureLingo, step: number): Promise<Locator> {
  await page.evaluate(
    (value) => localStorage.setItem('lingos:progress', value),
    progressAt(lingo, step),
  );
  await page.goto(lingoUrl('measurements', level.number, lingo.id));
  await expectLingoTitle(page, lingo.title);
  const session = practice(page);
  await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
  return session;
}

const open = (page: Page, lingo: MeasureLingo) =>
  openFromConceptPage(
    page,
    { concept: 'measurements', level: level.number, id: lingo.id },
    lingo.title,
    lingo.title,
  );

test.describe('Measurements level 2b by keyboard', () => {
  test('Broken Ruler is mastered from its top step with the keyboard alone, and the level badge goes up', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await atStep(page, brokenRuler, 4);
    await open(page, brokenRuler);
    await expectLingoFrame(page, brokenRuler.title);
    const badge = (await levelButton(page, level.number, level.title).textContent()) ?? '';
    const before = Number(/(\d+)\/\d+/.exec(badge)?.[1]);
    const session = practice(page);
    await expect(session.getByText('Step 4 of 4', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'Broken Ruler, Sam’s claim');
    const claims = new Set<string>();
    const played = await playToMastery(page, async (root) => {
      const prompt = await promptOf(root);
      expect(prompt).toMatch(/^Sam says the [a-z ]+ is \d+ cm because .+\. Is Sam right\?$/);
      claims.add(prompt.replace(/^.* because /, ''));
      await answerBrokenRuler(page, root);
      await expect(feedbackOf(root)).toContainText(
        /Sam is (not )?right: \d+ cm, from the \d+ mark/,
      );
    });
    expect(played).toBeGreaterThanOrEqual(5);
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await expectLevelBadge(page, level.number, level.title, before + 1, level.total);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Broken Ruler, mastered');
  });

  test('Broken Ruler, step 1: the end number gets its hint; then the spaces are tapped and counted', async ({
    page,
  }) => {
    await atStep(page, brokenRuler, 1);
    await open(page, brokenRuler);
    const session = practice(page);
    const { start, end } = await objectMarks(session);
    const noun = /^How long is the ([a-z ]+)\?/.exec(await promptOf(session))?.[1] ?? '';
    await typeOnPad(page, session, 'Length', end);
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      `The ${noun} does not start at 0. Count the spaces from where it starts, or take away the start number.`,
    );
    await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await answerBrokenRuler(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(
      `${end - start} cm, from the ${start} mark to the ${end} mark`,
    );
    await expectNoAxeViolations(page, 'Broken Ruler, spaces counted');
  });

  test('Estimate, Then Measure: an item of each step with the keyboard alone', async ({ page }) => {
    test.setTimeout(150_000);
    await atStep(page, estimate, 3);
    await open(page, estimate);
    let session = practice(page);
    // Step 3: a guess far off, never wrong; the measured length is what is checked.
    await expectNoAxeViolations(page, 'Estimate, Then Measure, the guess');
    const length = await estimateAndMeasure(page, session, 40);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(
      `Your guess: 40 cm. Measured: ${length} cm. Your guess was ${40 - length} cm too long. Use a helper. A paper clip is 3 cm and a $5 bill is 15 cm.`,
    );
    await expectNoAxeViolations(page, 'Estimate, Then Measure, measured');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await expect(session).toHaveAttribute('data-state', 'answering');

    // Step 1: a small thing in the metres bin bounces back at Check, with its hint.
    session = await reopenAtStep(page, estimate, 1);
    const small = (await cardNames(session)).find((name) => binOf(name) === 'centimetres');
    expect(small).toBeDefined();
    await sortPictures(page, session, { wrong: small ?? '' });
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      /^A metre is about one big step\. .+ fits on your desk, so it is measured in centimetres\./,
    );
    await expectNoAxeViolations(page, 'Estimate, Then Measure, a card bounced');
    await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await sortPictures(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');

    // Steps 2 and 4: the benchmarks.
    for (const step of [2, 4]) {
      session = await reopenAtStep(page, estimate, step);
      await answerEstimate(page, session);
      await expect(session).toHaveAttribute('data-state', 'correct');
      await expect(feedbackOf(session)).toContainText(/ is about \d+ c?m (long|tall|far across)\./);
    }
  });
});

/** The step each pointer test plays a Broken Ruler item at. */
const brokenRulerStep: Readonly<Record<Exclude<InputMode, 'keyboard'>, number>> = {
  mouse: 4,
  touch: 1,
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
  test.describe(`Measurements level 2b with the ${mode} alone`, () => {
    test.use(use);

    test(`Broken Ruler, step ${brokenRulerStep[mode]}: an item right by ${mode}, and on to the next`, async ({
      page,
    }) => {
      const step = brokenRulerStep[mode];
      await watchInput(page);
      useInput(page, mode);
      await atStep(page, brokenRuler, step);
      await open(page, brokenRuler);
      const session = practice(page);
      await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
      await answerBrokenRuler(page, session);
      await expect(session).toHaveAttribute('data-state', 'correct');
      await expectNoAxeViolations(page, `Broken Ruler, step ${step}, by ${mode}`);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page);
      await expectOnlyInput(page, mode);
    });

    test(`Estimate, Then Measure: a sort and a measured guess by ${mode}`, async ({ page }) => {
      test.setTimeout(150_000);
      await watchInput(page);
      useInput(page, mode);
      await atStep(page, estimate, 1);
      await open(page, estimate);
      let session = practice(page);
      await sortPictures(page, session, { drag: true });
      await expect(session).toHaveAttribute('data-state', 'correct');
      await expectNoSidewaysScroll(page);
      await expectOnlyInput(page, mode);

      session = await reopenAtStep(page, estimate, 3);
      const length = await estimateAndMeasure(page, session, 10);
      await expect(session).toHaveAttribute('data-state', 'correct');
      await expect(feedbackOf(session)).toContainText(`Your guess: 10 cm. Measured: ${length} cm.`);
      await expect(session.locator('[data-part="guess"]')).toContainText(
        `Your guess: 10 cm. Measured: ${length} cm.`,
      );
      await expectNoAxeViolations(page, `Estimate, Then Measure, measured by ${mode}`);
      await press(page, session.getByRole('button', { name: 'Next', exact: true }));
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page);
      await expectOnlyInput(page, mode);
    });
  });
}

import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  lesson,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerBalancePuzzle,
  expectMassLabelsInside,
  expectObjectNamesClearOfDish,
  expectPanTargets,
  playGramsLitresDegrees,
  press,
  pressCheck,
  promptOf,
  puzzleKindOf,
  type PuzzleKind,
} from './measurements-level-3a-helpers';

/**
 * Measurements level 3, part a: Grams, Litres and Degrees (3-0, Learn) to completion with the
 * keyboard alone, the mouse alone on a 320 px screen and a finger alone on a phone in dark
 * mode; Balance Scale Puzzles (3-1) from its first step to mastery
 * with the keyboard alone (the BalanceScale family's mastery test), and a full item with the
 * mouse (masses dragged onto the pan) and with a finger on a phone in dark mode (masses
 * tapped on), each pointer test proving from the page that no other input was used. Items are
 * random per visit: every answer is worked out from what the page shows (see
 * measurements-level-3a-helpers.ts); hidden masses are found by trying masses on the scale.
 */

const basics = { concept: 'measurements', level: 3, id: 'lingo-3-0' } as const;
const BASICS = 'Grams, Litres and Degrees';
const puzzles = { concept: 'measurements', level: 3, id: 'lingo-3-1' } as const;
const PUZZLES = 'Balance Scale Puzzles';
const LEVEL_TITLE = 'Mass, Capacity, Temperature';

/** A learner at a step of Balance Scale Puzzles, not yet mastered. */
const puzzlesAtStep = (step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      'measurements/lingo-3-1': {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

test.describe('Grams, Litres and Degrees', () => {
  test('by keyboard alone: every step, a wrong card per question replays its step, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, basics, `${BASICS} (Learn)`, BASICS);
    await expectLingoFrame(page, BASICS);
    await expectLevelBadge(page, 3, LEVEL_TITLE, 0, 4);
    await playGramsLitresDegrees(page, {
      mistakes: true,
      onStep: async (step) => {
        // The apple is on the left pan: its dish, right under it, is still a 44 px target.
        if (step === 'Step 1 of 5') {
          await expectPanTargets(lesson(page).getByRole('group', { name: /^Balance scale: / }));
        }
        if (step === 'Step 1 of 5' || step === 'Step 2 of 5') {
          await expectMassLabelsInside(lesson(page));
        }
        await expectNoAxeViolations(page, `${BASICS}, ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, `${BASICS}, completed`);
    await expectLevelBadge(page, 3, LEVEL_TITLE, 1, 4);
  });

  test('by mouse alone on a 320 px screen: masses dragged, every step clicked, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 720 });
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, basics, `${BASICS} (Learn)`, BASICS);
    await playGramsLitresDegrees(page, {
      mistakes: true,
      drag: true,
      onStep: (step) => expectNoSidewaysScroll(page, step),
    });
    await waitForToast(page, 'Lesson complete!');
    await expect(lesson(page)).toHaveAttribute('data-part', 'done');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Grams, Litres and Degrees by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every step tapped by a finger, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true' });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, basics, `${BASICS} (Learn)`, BASICS);
    await playGramsLitresDegrees(page, {
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, step);
        await expectNoAxeViolations(page, `${BASICS}, dark, ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Balance Scale Puzzles by keyboard alone', () => {
  test('a wrong pan gets the see-saw hint; then from step 1 to mastered, every kind of item', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, puzzles, PUZZLES, PUZZLES);
    await expectLingoFrame(page, PUZZLES);
    const session = practice(page);

    // Step 1's first item, the wrong pan first.
    const prompt = await promptOf(session);
    expect(puzzleKindOf(prompt)).toBe('compare');
    const wrongPan = session.getByRole('button', {
      name: new RegExp(`^(Left|Right) pan, ${/heavier/.test(prompt) ? 'up' : 'down'}: `),
    });
    await press(page, wrongPan);
    await pressCheck(page, session);
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      'The heavier side goes down, like the bigger kid on a see-saw.',
    );
    await expectNoAxeViolations(page, `${PUZZLES}, the see-saw hint`);
    const tryAgain = session.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeFocused();
    await page.keyboard.press('Enter');
    await answerBalancePuzzle(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await page.keyboard.press('Enter');

    const seen = new Set<PuzzleKind>();
    const items = await playToMastery(page, async (current) => {
      const kind = puzzleKindOf(await promptOf(current));
      // Grams at step 2, kilograms at step 3: every mass's label fits on it.
      if (kind === 'balance') await expectMassLabelsInside(current);
      await expectObjectNamesClearOfDish(current);
      if (!seen.has(kind)) {
        seen.add(kind);
        await expectNoAxeViolations(page, `${PUZZLES}, first ${kind} item`);
      }
      await answerBalancePuzzle(page, current);
    });
    // 3 right in a row per step up from step 1, then 5 of the last 6 at the top step.
    expect(items).toBeGreaterThanOrEqual(13);
    for (const kind of ['compare', 'balance'] as const) expect(seen.has(kind), kind).toBe(true);
    expect([...seen].some((kind) => ['order', 'boxes', 'will-balance'].includes(kind))).toBe(true);
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, `${PUZZLES}, mastered`);
    await expectLevelBadge(page, 3, LEVEL_TITLE, 1, 4);
  });
});

test.describe('Balance Scale Puzzles by mouse alone', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('a balance in grams on a 320 px screen: masses dragged onto the pan, the grams clicked', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': puzzlesAtStep(2) });
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, puzzles, PUZZLES, PUZZLES);
    const session = practice(page);
    expect(await answerBalancePuzzle(page, session, { drag: true })).toBe('balance');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'a balanced scale');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Balance Scale Puzzles by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a balance in kilograms: masses tapped onto the pan, the kilograms tapped', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true', 'lingos:progress': puzzlesAtStep(3) });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, puzzles, PUZZLES, PUZZLES);
    const session = practice(page);
    await expectNoAxeViolations(page, `${PUZZLES}, dark, kilograms`);
    expect(await answerBalancePuzzle(page, session)).toBe('balance');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'a balanced scale');
    await expectNoAxeViolations(page, `${PUZZLES}, dark, balanced`);
    await expectOnlyInput(page, 'touch');
  });
});

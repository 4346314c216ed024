import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  lingoUrl,
  openFromConceptPage,
  openLingoAt,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerMeasureWithARuler,
  playHowToUseARuler,
  type RulerTask,
} from './measurements-level-2a-helpers';

/**
 * Measure Masters level 2, the Ruler Lingos: How to Use a Ruler (Learn) played to completion
 * and Measure with a Ruler from a new learner to mastery (every kind of item: lined up,
 * dragged, the ribbon, two objects) with the keyboard alone; How to Use a Ruler again with the
 * mouse and with a finger on a phone, and one Measure with a Ruler item each (the ribbon
 * dragged by mouse, the ruler dragged by a finger). Each pointer test proves from the page
 * that no other input was used. Every answer is read from the page (see the helpers).
 */

const howTo = { concept: 'measurements', level: 2, id: 'lingo-2-0' } as const;
const measure = { concept: 'measurements', level: 2, id: 'lingo-2-1' } as const;
const LEVEL_TITLE = 'Centimetres and Metres';

/** A learner at a step of Measure with a Ruler, not yet mastered. */
const measureAtStep = (step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      'measurements/lingo-2-1': {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

test.describe('Measurements level 2 (rulers) by keyboard alone', () => {
  test('How to Use a Ruler on a 320 px screen: every step, its hints and the check, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, howTo, 'How to Use a Ruler (Learn)', 'How to Use a Ruler');
    await expectLingoFrame(page, 'How to Use a Ruler');
    await expectLevelBadge(page, 2, LEVEL_TITLE, 0, 4);
    // The sidebar with the badge folds away on a phone: play on 320 px, then look again.
    await page.setViewportSize({ width: 320, height: 720 });
    await playHowToUseARuler(page, {
      mistakes: true,
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `step ${step}`);
        await expectNoAxeViolations(page, `How to Use a Ruler, step ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'How to Use a Ruler, completed');
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectLevelBadge(page, 2, LEVEL_TITLE, 1, 4);
  });

  test('Measure with a Ruler: from a new learner to mastered, every kind of item', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, measure, 'Measure with a Ruler', 'Measure with a Ruler');
    await expectLingoFrame(page, 'Measure with a Ruler');
    await expectNoAxeViolations(page, 'Measure with a Ruler, first item');
    const tasks = new Set<RulerTask>();
    const items = await playToMastery(
      page,
      async (session) => {
        tasks.add(await answerMeasureWithARuler(page, session));
        await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      },
      40,
    );
    // 3 right in a row climb each of steps 1–3; at step 4, 5 of the last 6.
    expect(items).toBeGreaterThanOrEqual(14);
    expect([...tasks].sort()).toEqual(['difference', 'line-up', 'read', 'ribbon']);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Measure with a Ruler, mastered');
    await expectLevelBadge(page, 2, LEVEL_TITLE, 1, 4);
  });
});

test.describe('Measurements level 2 (rulers) by mouse alone', () => {
  test('How to Use a Ruler clicked and dragged to completed; a ribbon item dragged', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': measureAtStep(3) });
    await openFromConceptPage(page, howTo, 'How to Use a Ruler (Learn)', 'How to Use a Ruler');
    await playHowToUseARuler(page, { mistakes: true });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'mouse');

    await openFromConceptPage(page, measure, 'Measure with a Ruler', 'Measure with a Ruler');
    const session = practice(page);
    expect(await answerMeasureWithARuler(page, session)).toBe('ribbon');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(/The ribbon ends at the \d+ mark\./);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Measurements level 2 (rulers) by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('How to Use a Ruler tapped and dragged by a finger; a ruler dragged into line', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': measureAtStep(2) });
    await openFromConceptPage(page, howTo, 'How to Use a Ruler (Learn)', 'How to Use a Ruler');
    await playHowToUseARuler(page, {
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');

    await openFromConceptPage(page, measure, 'Measure with a Ruler', 'Measure with a Ruler');
    const session = practice(page);
    expect(await answerMeasureWithARuler(page, session)).toBe('line-up');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'a ruler dragged');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Measurements level 2 (rulers) in dark mode', () => {
  for (const lingo of [
    { ...howTo, title: 'How to Use a Ruler' },
    { ...measure, title: 'Measure with a Ruler' },
  ]) {
    test(`${lingo.title} has no axe violations in dark mode`, async ({ page }) => {
      await presetStorage(page, { dark: 'true' });
      await openLingoAt(page, lingoUrl('measurements', 2, lingo.id), lingo.title);
      await expectNoAxeViolations(page, `${lingo.title}, dark`);
    });
  }
});

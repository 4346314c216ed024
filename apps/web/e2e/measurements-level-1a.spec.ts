import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput, type InputMode } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import { answerPaperClips, playMeasurementBasics } from './measurements-level-1a-helpers';

/**
 * Measurements level 1 ("Compare and Measure"), part a: Measurement Basics (1-0, Learn) played
 * to completed, and Measure with Paper Clips (1-2) mastered from its first step, with the
 * keyboard alone on a 320 px screen; then Measurement Basics to completed and a whole 1-2 item
 * with the mouse alone on a desktop and with a finger alone on a phone in dark mode (each
 * pointer test proves from the page that no other input was used). Items are random per
 * visit: every answer is read from the page (see measurements-level-1a-helpers.ts).
 */

const basics = { concept: 'measurements', level: 1, id: 'lingo-1-0' } as const;
const paperClips = { concept: 'measurements', level: 1, id: 'lingo-1-2' } as const;
const LEVEL = { number: 1, title: 'Compare and Measure', total: 3 } as const;

/** A learner at a step of Measure with Paper Clips, not yet mastered. */
const paperClipsAt = (step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      'measurements/lingo-1-2': {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

/** The sidebar (beside the page from 768 px) counts the Lingos done in level 1. */
async function expectBadgeOnDesktop(page: Page, done: number): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectLevelBadge(page, LEVEL.number, LEVEL.title, done, LEVEL.total);
}

test.describe('Measurements level 1a by keyboard alone, on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('Measurement Basics: every step, a wrong row and its hint, to completed; the badge counts it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, basics, 'Measurement Basics (Learn)', 'Measurement Basics');
    await expectLingoFrame(page, 'Measurement Basics');
    await playMeasurementBasics(page, {
      mistakes: true,
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `Measurement Basics, step ${step}`);
        await expectNoAxeViolations(page, `Measurement Basics, step ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Measurement Basics, completed');
    await expectBadgeOnDesktop(page, 1);
  });

  test('Measure with Paper Clips: from step 1 to mastered through all four steps; the badge counts it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(
      page,
      paperClips,
      'Measure with Paper Clips',
      'Measure with Paper Clips',
    );
    await expectLingoFrame(page, 'Measure with Paper Clips');
    const session = practice(page);
    const kinds = new Set<string>();
    let laid = false;
    const played = await playToMastery(page, async (root) => {
      const kind = await answerPaperClips(page, root, { layToCheck: !laid });
      if (kind === 'compare') laid = true;
      await expect(feedbackOf(root)).toContainText(/long|row/);
      if (!kinds.has(kind)) {
        kinds.add(kind);
        await expectNoSidewaysScroll(page, `a ${kind} item`);
        await expectNoAxeViolations(page, `Measure with Paper Clips, a ${kind} item answered`);
      }
    });
    expect([...kinds].sort()).toEqual(['build', 'compare', 'count', 'spot']);
    expect(played).toBeGreaterThanOrEqual(14);
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Measure with Paper Clips, mastered');
    await expectBadgeOnDesktop(page, 1);
  });
});

const pointers: ReadonlyArray<{
  readonly mode: Exclude<InputMode, 'keyboard'>;
  readonly use: Parameters<typeof test.use>[0];
  /** The step of Measure with Paper Clips played. */
  readonly step: number;
}> = [
  { mode: 'mouse', use: { viewport: { width: 1280, height: 800 } }, step: 3 },
  {
    mode: 'touch',
    use: {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: 'dark',
    },
    step: 2,
  },
];

for (const { mode, use, step } of pointers) {
  test.describe(`Measurements level 1a with the ${mode} alone`, () => {
    test.use(use);

    test(`Measurement Basics: every step with the ${mode}, to completed`, async ({ page }) => {
      test.setTimeout(150_000);
      useInput(page, mode);
      await watchInput(page);
      await openFromConceptPage(page, basics, 'Measurement Basics (Learn)', 'Measurement Basics');
      await playMeasurementBasics(page, {
        mistakes: mode === 'mouse',
        onStep: (number) => expectNoSidewaysScroll(page, `step ${number}`),
      });
      await waitForToast(page, 'Lesson complete!');
      await expectNoAxeViolations(page, `Measurement Basics, completed by ${mode}`);
      await expectOnlyInput(page, mode);
    });

    test(`Measure with Paper Clips, step ${step}: a whole item with the ${mode}, and on to the next`, async ({
      page,
    }) => {
      useInput(page, mode);
      await watchInput(page);
      await presetStorage(page, { 'lingos:progress': paperClipsAt(step) });
      await openFromConceptPage(
        page,
        paperClips,
        'Measure with Paper Clips',
        'Measure with Paper Clips',
      );
      const session = practice(page);
      await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
      await answerPaperClips(page, session);
      await expect(session).toHaveAttribute('data-state', 'correct');
      await expectNoAxeViolations(page, `Measure with Paper Clips, step ${step}, by ${mode}`);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page, `step ${step}, the next item`);
      await expectOnlyInput(page, mode);
    });
  });
}

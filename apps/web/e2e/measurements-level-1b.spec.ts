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
import { answerLonger, type LongerKind } from './measurements-level-1b-helpers';

/**
 * Measurements level 1, "Longer, Heavier, Holds More" (1-1): mastered with the keyboard alone
 * from a learner at the top step (big-but-light pairs weighed, tall-thin containers poured,
 * "What are we finding out?"), an item at steps 2 and 3 by keyboard (the lane's Line up, the
 * scale, the pour, the cards put in order), then items with the mouse alone on a desktop and
 * with a finger alone on a phone (dark), each proven from the page's own listeners. Items are
 * random per visit: every answer is found on the widget, never from a seed or a hidden value.
 */

const lingo = { concept: 'measurements', level: 1, id: 'lingo-1-1' } as const;
const TITLE = 'Longer, Heavier, Holds More';
const LEVEL_TITLE = 'Compare and Measure';

/** Starts the learner at a step of the Lingo before the app loads. */
const atStep = (page: Page, step: number) =>
  presetStorage(page, {
    'lingos:progress': JSON.stringify({
      version: 1,
      lingos: {
        'measurements/lingo-1-1': {
          status: 'practising',
          step,
          recent: [],
          streak: 0,
          bestTimes: {},
          updatedAt: 1,
        },
      },
    }),
  });

const open = (page: Page) => openFromConceptPage(page, lingo, TITLE, TITLE);

test.describe('Longer, Heavier, Holds More by keyboard alone', () => {
  test('from the top step to mastered: weighed, poured and named; the level badge counts it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await atStep(page, 4);
    await open(page);
    await expectLingoFrame(page, TITLE);
    await expectLevelBadge(page, 1, LEVEL_TITLE, 0, 3);
    const session = practice(page);
    await expect(session.getByText('Step 4 of 4', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `${TITLE}, first tricky item`);
    const kinds = new Set<LongerKind>();
    const played = await playToMastery(page, async (root, index) => {
      kinds.add(await answerLonger(page, root));
      await expect(root).toHaveAttribute('data-state', /^(correct|mastered)$/);
      if (index === 0) await expectNoAxeViolations(page, `${TITLE}, answered`);
    });
    expect(played).toBe(5);
    for (const kind of kinds) expect(['mass', 'capacity', 'finding-out']).toContain(kind);
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await waitForToast(page, 'Mastered!');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 3);
    await expectNoAxeViolations(page, `${TITLE}, mastered`);
  });

  for (const step of [2, 3]) {
    test(`step ${step}: an item compared on its widget and answered, then the next`, async ({
      page,
    }) => {
      await atStep(page, step);
      await open(page);
      const session = practice(page);
      await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
      const kind = await answerLonger(page, session);
      if (step === 3) expect(kind).toMatch(/^order-/);
      await expect(session).toHaveAttribute('data-state', 'correct');
      await expect(feedbackOf(session)).toContainText(/^.+\./);
      await expectNoAxeViolations(page, `${TITLE}, step ${step}, ${kind}, answered`);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
      await expect(session).toHaveAttribute('data-state', 'answering');
    });
  }
});

/** What each pointer test plays: its step and how many items. */
const pointers: ReadonlyArray<{
  readonly mode: Exclude<InputMode, 'keyboard'>;
  readonly step: number;
  readonly items: number;
  readonly use: Parameters<typeof test.use>[0];
}> = [
  { mode: 'mouse', step: 2, items: 2, use: { viewport: { width: 1280, height: 800 } } },
  {
    mode: 'touch',
    step: 3,
    items: 1,
    use: {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      colorScheme: 'dark',
    },
  },
];

for (const { mode, step, items, use } of pointers) {
  test.describe(`Longer, Heavier, Holds More with the ${mode} alone`, () => {
    test.use(use);
    test(`step ${step}: ${items === 1 ? 'an item' : `${items} items`} right by ${mode}`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await watchInput(page);
      useInput(page, mode);
      await atStep(page, step);
      await open(page);
      const session = practice(page);
      await expect(session.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      for (let item = 0; item < items; item += 1) {
        const kind = await answerLonger(page, session);
        await expect(session).toHaveAttribute('data-state', 'correct');
        if (item === 0) await expectNoAxeViolations(page, `${TITLE}, ${kind}, by ${mode}`);
        await expectNoSidewaysScroll(page);
        expect(await goOnAfterCorrect(page, session)).toBe(true);
        await expect(session).toHaveAttribute('data-state', 'answering');
      }
      await expectOnlyInput(page, mode);
    });
  });
}

import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLingoFrame,
  expectNoSidewaysScroll,
  goOnAfterCorrect,
  lingoUrl,
  openFromConceptPage,
  openLingoAt,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerBlendBuild,
  answerBlendChoice,
  answerTeamGap,
  answerTeamSort,
  playLettersTeamUp,
} from './words-level-2a-helpers';

/**
 * Words level 2 ("Sound Teams"), part a: Letter Team Sort played to mastery with the keyboard
 * alone (from its top step, the team gap), a whole sort by keyboard, and a sort and a gap
 * again with the mouse and with a finger on a phone; Blend It through a blend question and a
 * built word with each input; Letters Team Up (Learn) to completed with each input (each pointer test proves from the page
 * that no other input was used). Items are random per visit: every answer is worked out from
 * what the page shows (see words-level-2a-helpers.ts).
 */

const teamUp = { concept: 'words', level: 2, id: 'lingo-2-0' } as const;
const teamSort = { concept: 'words', level: 2, id: 'lingo-2-1' } as const;
const blendIt = { concept: 'words', level: 2, id: 'lingo-2-2' } as const;

/** A learner at a step of a Lingo, not yet mastered. */
const learnerAt = (id: string, step: number) =>
  JSON.stringify({
    version: 1,
    lingos: {
      [`words/${id}`]: {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

test.describe('Words level 2a by keyboard alone', () => {
  test('Letters Team Up: every step and the closing check, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, teamUp, 'Letters Team Up (Learn)', 'Letters Team Up');
    await expectLingoFrame(page, 'Letters Team Up');
    await playLettersTeamUp(page, {
      onStep: (step) => expectNoAxeViolations(page, `Letters Team Up, step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Letters Team Up, completed');
  });

  test('Letter Team Sort: from the top step, team gaps filled to mastered', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-1', 4) });
    await openFromConceptPage(page, teamSort, 'Letter Team Sort', 'Letter Team Sort');
    await expectLingoFrame(page, 'Letter Team Sort');
    await expectNoAxeViolations(page, 'Letter Team Sort, a team gap');
    const items = await playToMastery(page, async (session) => {
      await answerTeamGap(page, session);
    });
    expect(items).toBe(5);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Letter Team Sort, mastered');
  });

  test('Letter Team Sort: a whole sort of 8 cards into 4 bins, then Next', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-1', 3) });
    await openLingoAt(page, lingoUrl('words', 2, 'lingo-2-1'), 'Letter Team Sort');
    const session = practice(page);
    await expect(session.getByRole('button', { name: /^Card: / })).toHaveCount(8);
    await answerTeamSort(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(page, 'Letter Team Sort, sorted');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await expect(session).toHaveAttribute('data-state', 'answering');
  });
});

test.describe('Words level 2a by keyboard alone: Blend It', () => {
  test('Blend It: a blend picked, then a word built by typing at the top step', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, blendIt, 'Blend It', 'Blend It');
    await expectLingoFrame(page, 'Blend It');
    const session = practice(page);
    await expectNoAxeViolations(page, 'Blend It, a blend question');
    await answerBlendChoice(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-2', 4) });
    await page.reload();
    await expect(session.getByRole('region', { name: 'Tiles' })).toBeVisible();
    await expectNoAxeViolations(page, 'Blend It, the A–Z rack');
    await answerBlendBuild(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
  });
});

test.describe('Words level 2a by mouse alone', () => {
  test('Letters Team Up: every step clicked, s dragged onto h, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, teamUp, 'Letters Team Up (Learn)', 'Letters Team Up');
    await playLettersTeamUp(page, { drag: true });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'mouse');
  });

  test('Letter Team Sort: a sort dragged and clicked, then a gap dragged', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, teamSort, 'Letter Team Sort', 'Letter Team Sort');
    const session = practice(page);
    await answerTeamSort(page, session, { drag: true });
    await expect(session).toHaveAttribute('data-state', 'correct');
    // The learner moves to the top step (the preset is written before the app reads it).
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-1', 4) });
    await page.reload();
    await answerTeamGap(page, session, { drag: true });
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });

  test('Blend It: a blend clicked, then a word built with the A–Z rack', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, blendIt, 'Blend It', 'Blend It');
    const session = practice(page);
    await answerBlendChoice(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-2', 4) });
    await page.reload();
    await answerBlendBuild(page, session, { drag: true });
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Words level 2a by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Letters Team Up: every step tapped, s dragged onto h, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, teamUp, 'Letters Team Up (Learn)', 'Letters Team Up');
    await playLettersTeamUp(page, {
      drag: true,
      onStep: (step) => expectNoSidewaysScroll(page, `Letters Team Up, step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');
  });

  test('Letter Team Sort: a sort with a finger, then a gap', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, teamSort, 'Letter Team Sort', 'Letter Team Sort');
    const session = practice(page);
    await answerTeamSort(page, session, { drag: true });
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'Letter Team Sort, sorted');
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-1', 4) });
    await page.reload();
    await answerTeamGap(page, session, { drag: true });
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });

  test('Blend It: a blend tapped, then a word built from its tiles', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, blendIt, 'Blend It', 'Blend It');
    const session = practice(page);
    await answerBlendChoice(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-2', 3) });
    await page.reload();
    await answerBlendBuild(page, session, { drag: true });
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'Blend It, built');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Words level 2a in dark mode on a narrow screen', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 320, height: 720 } });

  test('Letter Team Sort: axe clean and no sideways scroll, sort and gap', async ({ page }) => {
    await openLingoAt(page, lingoUrl('words', 2, 'lingo-2-1'), 'Letter Team Sort');
    await expectNoSidewaysScroll(page, 'Letter Team Sort, a sort');
    await expectNoAxeViolations(page, 'Letter Team Sort, a sort, dark');
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-1', 4) });
    await page.reload();
    await expect(practice(page).getByRole('region', { name: 'Team tiles' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Letter Team Sort, a gap');
    await expectNoAxeViolations(page, 'Letter Team Sort, a gap, dark');
  });

  test('Blend It: axe clean and no sideways scroll, blend cards and the A–Z rack', async ({
    page,
  }) => {
    await openLingoAt(page, lingoUrl('words', 2, 'lingo-2-2'), 'Blend It');
    await expectNoSidewaysScroll(page, 'Blend It, blend cards');
    await expectNoAxeViolations(page, 'Blend It, blend cards, dark');
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-2-2', 4) });
    await page.reload();
    await expect(practice(page).getByRole('region', { name: 'Tiles' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Blend It, the A–Z rack');
    await expectNoAxeViolations(page, 'Blend It, the A–Z rack, dark');
  });
});

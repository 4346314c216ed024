import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerCauseMatch,
  answerClues,
  answerSummarySort,
  passagesOf,
  pickRightChoice,
  pressCheck,
} from './reading-cause-helpers';
import { pointerModes, readingLearner } from './reading-e2e';

/**
 * Reading's cause-and-effect, clue and summary Lingos: Why Did It Happen? (2-2), Clue
 * Detective (3-1, played to mastery from the top step with the keyboard) and Sum It Up (3-3). Each is played
 * with the keyboard alone, then with the mouse, then with a finger on a phone (each pointer
 * test proves from the page that no other input was used). Items are random per visit: every
 * answer is looked up in the Lingo's passage data from the passage and question on screen.
 */

const why = { concept: 'reading', level: 2, id: 'lingo-2-2' } as const;
const WHY = 'Why Did It Happen?';
const whyPassages = passagesOf('2-2');
const clue = { concept: 'reading', level: 3, id: 'lingo-3-1' } as const;
const CLUE = 'Clue Detective';
const cluePassages = passagesOf('3-1');
const sum = { concept: 'reading', level: 3, id: 'lingo-3-3' } as const;
const SUM = 'Sum It Up';
const sumPassages = passagesOf('3-3');

/** Why Did It Happen?: a "Why" question answered right, then Next. */
async function playWhyChoice(page: Parameters<typeof practice>[0]): Promise<void> {
  const session = practice(page);
  await expect(session).toHaveAttribute('data-state', 'answering');
  await pickRightChoice(page, session, whyPassages);
  await pressCheck(page, session);
  await expect(session).toHaveAttribute('data-state', 'correct');
}

test.describe('Reading cause, clues and summaries by keyboard alone', () => {
  test('Why Did It Happen?: a "Why" question, then at step 3 causes matched to effects', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openFromConceptPage(page, why, WHY, WHY);
    await expectLingoFrame(page, WHY);
    await expectNoAxeViolations(page, `${WHY}, step 1`);
    await playWhyChoice(page);
    expect(await goOnAfterCorrect(page, practice(page))).toBe(true);

    await presetStorage(page, { 'lingos:progress': readingLearner({ 'lingo-2-2': 3 }) });
    await openFromConceptPage(page, why, WHY, WHY);
    const session = practice(page);
    await expect(session.getByRole('list', { name: 'Causes' })).toBeVisible();
    await answerCauseMatch(page, session, whyPassages);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(/, so /);
    await expectNoAxeViolations(page, `${WHY}, matched`);
  });
});

test.describe('Clue Detective by keyboard alone', () => {
  test('Clue Detective: from the top step, cards and 2 clue sentences each, to mastered', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await presetStorage(page, { 'lingos:progress': readingLearner({ 'lingo-3-1': 3 }) });
    await openFromConceptPage(page, clue, CLUE, CLUE);
    await expectLingoFrame(page, CLUE);
    const items = await playToMastery(page, async (session) => {
      await answerClues(page, session, cluePassages);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    });
    expect(items).toBeGreaterThanOrEqual(5);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, `${CLUE}, mastered`);
  });
});

test.describe('Sum It Up by keyboard alone', () => {
  test('Sum It Up: the best summary, then at step 2 the sort and the summary basket', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openFromConceptPage(page, sum, SUM, SUM);
    await expectLingoFrame(page, SUM);
    const session = practice(page);
    await pickRightChoice(page, session, sumPassages);
    await pressCheck(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');

    await presetStorage(page, { 'lingos:progress': readingLearner({ 'lingo-3-3': 2 }) });
    await openFromConceptPage(page, sum, SUM, SUM);
    await expect(session.locator('[data-part="basket"]')).toBeVisible();
    await expectNoAxeViolations(page, `${SUM}, sort`);
    await answerSummarySort(page, session, sumPassages);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(page, `${SUM}, sorted`);
  });
});

for (const { mode, name, verb, use } of pointerModes) {
  test.describe(`Reading cause, clues and summaries ${name}`, () => {
    test.use(use);
    // On a phone, each part is also checked for sideways scrolling.
    const noSidewaysScroll = (page: Page, what: string) =>
      mode === 'touch' ? expectNoSidewaysScroll(page, what) : Promise.resolve();

    test(`Why Did It Happen?: a question ${verb}, then a matching ${verb}`, async ({ page: p }) => {
      useInput(p, mode);
      await watchInput(p);
      await openFromConceptPage(p, why, WHY, WHY);
      await playWhyChoice(p);
      await noSidewaysScroll(p, `${WHY}, step 1`);
      await presetStorage(p, { 'lingos:progress': readingLearner({ 'lingo-2-2': 3 }) });
      await openFromConceptPage(p, why, WHY, WHY);
      await answerCauseMatch(p, practice(p), whyPassages);
      await expect(practice(p)).toHaveAttribute('data-state', 'correct');
      await noSidewaysScroll(p, `${WHY}, matching`);

      await openFromConceptPage(p, clue, CLUE, CLUE);
      await answerClues(p, practice(p), cluePassages);
      await expect(practice(p)).toHaveAttribute('data-state', 'correct');
      await noSidewaysScroll(p, CLUE);
      await expectOnlyInput(p, mode);
    });

    test(`Sum It Up: a summary ${verb}, then a sort ${verb}`, async ({ page: p }) => {
      useInput(p, mode);
      await watchInput(p);
      await openFromConceptPage(p, sum, SUM, SUM);
      await pickRightChoice(p, practice(p), sumPassages);
      await pressCheck(p, practice(p));
      await expect(practice(p)).toHaveAttribute('data-state', 'correct');
      await presetStorage(p, { 'lingos:progress': readingLearner({ 'lingo-3-3': 2 }) });
      await openFromConceptPage(p, sum, SUM, SUM);
      await answerSummarySort(p, practice(p), sumPassages);
      await expect(practice(p)).toHaveAttribute('data-state', 'correct');
      await noSidewaysScroll(p, `${SUM}, sorted`);
      await expectOnlyInput(p, mode);
    });
  });
}

test.describe('Reading cause, clues and summaries on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('the matching, the clue taps and the sort never scroll sideways', async ({ page }) => {
    await presetStorage(page, {
      'lingos:progress': readingLearner({ 'lingo-2-2': 3, 'lingo-3-1': 3, 'lingo-3-3': 2 }),
    });
    await openFromConceptPage(page, why, WHY, WHY);
    await expect(practice(page).getByRole('list', { name: 'Causes' })).toBeVisible();
    await expectNoSidewaysScroll(page, `${WHY}, matching`);
    await openFromConceptPage(page, clue, CLUE, CLUE);
    await pickRightChoice(page, practice(page), cluePassages);
    await expect(practice(page).locator('[data-clues]')).toHaveAttribute('data-part', 'clues');
    await expectNoSidewaysScroll(page, `${CLUE}, clues`);
    await openFromConceptPage(page, sum, SUM, SUM);
    await expect(practice(page).locator('[data-part="basket"]')).toBeVisible();
    await expectNoSidewaysScroll(page, `${SUM}, sort`);
  });
});

test.describe('Reading cause, clues and summaries in dark mode', () => {
  test(`${WHY} has no axe violations in dark mode, at step 3`, async ({ page }) => {
    await presetStorage(page, {
      dark: 'true',
      'lingos:progress': readingLearner({ 'lingo-2-2': 3 }),
    });
    await openFromConceptPage(page, why, WHY, WHY);
    await expect(practice(page).getByRole('list', { name: 'Causes' })).toBeVisible();
    await expectNoAxeViolations(page, `${WHY}, dark`);
  });

  test(`${CLUE} has no axe violations in dark mode, clues picked`, async ({ page }) => {
    await presetStorage(page, {
      dark: 'true',
      'lingos:progress': readingLearner({ 'lingo-3-1': 3 }),
    });
    await openFromConceptPage(page, clue, CLUE, CLUE);
    const session = practice(page);
    await pickRightChoice(page, session, cluePassages);
    await expect(session.locator('[data-clues]')).toHaveAttribute('data-part', 'clues');
    await expectNoAxeViolations(page, `${CLUE}, dark`);
  });

  test(`${SUM} has no axe violations in dark mode, 4 summaries at step 3`, async ({ page }) => {
    await presetStorage(page, {
      dark: 'true',
      'lingos:progress': readingLearner({ 'lingo-3-3': 3 }),
    });
    await openFromConceptPage(page, sum, SUM, SUM);
    await expect(practice(page).getByRole('radio')).toHaveCount(4);
    await expectNoAxeViolations(page, `${SUM}, dark`);
  });
});

import type { Page } from '@playwright/test';
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
  tabTo,
  waitForToast,
} from './lingo-helpers';
import { answerAbcOrder, answerBigSmall, playAlphabetBasics } from './words-level-1a-helpers';

/**
 * Words level 1, part a: Alphabet Basics (Learn) to completion with a miss in its closing
 * check, Big and Small Letters to mastery (a learner preset at the top step) and an item of
 * each kind of ABC Order (with the folded strip opened as a hint) with the keyboard alone;
 * each again with the mouse and with a finger on a phone (each pointer test proves from the
 * page that no other input was used); axe in dark mode and no sideways scroll at 320 px.
 * Items are random per visit: every answer is computed from what the page says (see
 * words-level-1a-helpers.ts).
 */

const basics = { concept: 'words', level: 1, id: 'lingo-1-0' } as const;
const bigSmall = { concept: 'words', level: 1, id: 'lingo-1-1' } as const;
const abcOrder = { concept: 'words', level: 1, id: 'lingo-1-3' } as const;

/** The stored progress of a Words Lingo. */
const storedProgress = (page: Page, id: string) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem('lingos:progress') ?? '{}')?.lingos?.[key] ?? null,
    `words/${id}`,
  );

/** A learner at a step of a Words Lingo, not yet mastered. */
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

test.describe('Words level 1a by keyboard alone', () => {
  test('Alphabet Basics: every step, a miss in the closing check, to completed', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, basics, 'Alphabet Basics (Learn)', 'Alphabet Basics');
    await expectLingoFrame(page, 'Alphabet Basics');
    await expectNoAxeViolations(page, 'Alphabet Basics, step 1');
    await playAlphabetBasics(page, {
      mistakes: true,
      // Axe where new widgets show: the pairs board and the drop zones (the rest is checked
      // at the start and at the end), so the test stays well inside its ceiling.
      onStep: async (step) => {
        if (step === 2 || step === 3)
          await expectNoAxeViolations(page, `Alphabet Basics, step ${step} done`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Alphabet Basics, completed');
  });

  test('Big and Small Letters: a step-1 item, then from the top step boards to mastered', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, bigSmall, 'Big and Small Letters', 'Big and Small Letters');
    await expectLingoFrame(page, 'Big and Small Letters');
    const session = practice(page);
    await expectNoAxeViolations(page, 'Big and Small Letters, step 1');
    await answerBigSmall(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(session.locator('[data-part="feedback"]')).toContainText(
      /^Yes, big [A-Z] and small [a-z] are the same letter\./,
    );

    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-1-1', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-1'), 'Big and Small Letters');
    await expect(session.getByRole('list', { name: 'Big letters' })).toBeVisible();
    await expectNoAxeViolations(page, 'Big and Small Letters, a board');
    const boards = await playToMastery(page, async (current) => {
      await answerBigSmall(page, current);
    });
    expect(boards).toBe(5);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Big and Small Letters, mastered');
  });

  test('ABC Order: the missing letter, then picture words with the folded strip opened (a hint)', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, abcOrder, 'ABC Order', 'ABC Order');
    await expectLingoFrame(page, 'ABC Order');
    const session = practice(page);
    await expect(session.getByRole('list', { name: 'ABC strip' })).toBeVisible();
    await expectNoAxeViolations(page, 'ABC Order, step 1');
    await answerAbcOrder(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(session.locator('[data-part="feedback"]')).toContainText(
      /^[a-z](, [a-z]){3}: in ABC order\./,
    );

    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-1-3', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-3'), 'ABC Order');
    await expect(session.getByRole('list', { name: 'ABC strip' })).toHaveCount(0);
    const open = session.getByRole('button', { name: 'Show the ABC strip' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(session.getByRole('list', { name: 'ABC strip' })).toBeVisible();
    await expectNoAxeViolations(page, 'ABC Order, picture words');
    await answerAbcOrder(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(session.locator('[data-part="feedback"]')).toContainText(/: in ABC order\./);
    // Opened, the strip was a hint: the right answer is practice, not evidence.
    const stored = await storedProgress(page, 'lingo-1-3');
    expect(stored?.recent ?? []).toEqual([]);
    expect(stored?.streak ?? 0).toBe(0);
  });
});

test.describe('Words level 1a by mouse alone', () => {
  test('Alphabet Basics: every step clicked and dragged, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-0'), 'Alphabet Basics');
    await playAlphabetBasics(page, { mistakes: true });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'mouse');
  });

  test('ABC Order: 4 letters dragged into order', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-1-3', 3) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-3'), 'ABC Order');
    const session = practice(page);
    await answerAbcOrder(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    expect((await storedProgress(page, 'lingo-1-3'))?.streak).toBe(1);
    await expectOnlyInput(page, 'mouse');
  });

  test('Big and Small Letters: a step-3 card, clicked', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-1-1', 3) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-1'), 'Big and Small Letters');
    const session = practice(page);
    await answerBigSmall(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Words level 1a by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Alphabet Basics: every step tapped and dragged by a finger, to completed, nothing runs off the side', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-0'), 'Alphabet Basics');
    await playAlphabetBasics(page, {
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');
  });

  test('ABC Order: 3 letters dragged into order by a finger', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-1-3', 2) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-3'), 'ABC Order');
    const session = practice(page);
    await answerAbcOrder(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'ABC Order on a phone');
    await expectOnlyInput(page, 'touch');
  });

  test('Big and Small Letters: two boards tapped', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-1-1', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-1'), 'Big and Small Letters');
    const session = practice(page);
    await answerBigSmall(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'a board on a phone');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerBigSmall(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Words level 1a in dark mode and at 320 px', () => {
  for (const lingo of [
    { ...basics, title: 'Alphabet Basics' },
    { ...bigSmall, title: 'Big and Small Letters' },
    { ...abcOrder, title: 'ABC Order' },
  ]) {
    test(`${lingo.title} has no axe violations in dark mode and no sideways scroll at 320 px`, async ({
      page,
    }) => {
      await presetStorage(page, { dark: 'true' });
      await openLingoAt(page, lingoUrl('words', 1, lingo.id), lingo.title);
      await expectNoAxeViolations(page, `${lingo.title}, dark`);
      await page.setViewportSize({ width: 320, height: 720 });
      await expectNoSidewaysScroll(page, `${lingo.title} at 320 px`);
    });
  }
});

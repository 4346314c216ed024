import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, pointerPress, useInput, watchInput } from './input';
import {
  activityOf,
  expectNoSidewaysScroll,
  lingoUrl,
  openLingoAt,
  pickCard,
  practice,
  tabTo,
  waitForToast,
} from './lingo-helpers';
import {
  answerClapCount,
  answerClapSort,
  answerJobsSort,
  answerJobsTap,
} from './words-mix-helpers';

/**
 * Words: Sight Word Sprint (2-5, Speed) to mastery with the keyboard alone; Word Jobs (3-5)
 * through a sentence item of steps 3 and 4 by keyboard; Clap the Syllables (3-3) through an
 * item drummed and counted and a sort by keyboard; and items of each with the mouse and
 * with a finger on a phone (each pointer test proves from the page that no other input was
 * used). Items are random per visit: every answer is read from the page.
 */

const sprint = { url: lingoUrl('words', 2, 'lingo-2-5'), title: 'Sight Word Sprint' } as const;
const jobs = { url: lingoUrl('words', 3, 'lingo-3-5'), title: 'Word Jobs' } as const;
const clap = { url: lingoUrl('words', 3, 'lingo-3-3'), title: 'Clap the Syllables' } as const;

/** A learner at a step of a Lingo, not yet mastered. */
const atStep = (key: string, step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      [key]: { status: 'practising', step, recent: [], streak: 0, bestTimes: {}, updatedAt: 1 },
    },
  });

/** Dark mode on, then axe on the page as it is. */
async function expectDarkAxeClean(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-dark', 'true');
  await expectNoAxeViolations(page, `${label} (dark)`);
}

/** A word's card name: its letters, "card: s, a, i, d". */
const cardName = (word: string): string => `card: ${[...word].join(', ')}`;

/** The word the item asks for (said and given to screen readers), from the stage. */
async function sprintTarget(session: Locator): Promise<string> {
  const target = await activityOf(session).locator('[data-target]').getAttribute('data-target');
  expect(target).toBeTruthy();
  return target ?? '';
}

/** Answers the Sight Word Sprint item on screen right: Space on a card, or a click or tap. */
async function answerSprint(page: Page, session: Locator, pointer: boolean): Promise<void> {
  const group = activityOf(session).getByRole('radiogroup', { name: 'Find the word you hear.' });
  const word = await sprintTarget(session);
  await expect(group.getByRole('radio')).toHaveCount(4);
  if (pointer)
    await pointerPress(page, group.getByRole('radio', { name: cardName(word), exact: true }));
  else await pickCard(page, group, cardName(word));
}

test.describe('Words: Sight Word Sprint by keyboard alone', () => {
  test('from the top step, a round of 10 right to mastered', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': atStep('words/lingo-2-5', 4) });
    await openLingoAt(page, sprint.url, sprint.title);
    const session = practice(page);
    await expect(session).toHaveAttribute('data-state', 'ready');
    await tabTo(page, session.getByRole('button', { name: 'Start round' }));
    await page.keyboard.press('Enter');
    const status = session.getByText(/^Step \d of 4/);
    for (let question = 1; question <= 10; question += 1) {
      await expect(status).toHaveText(`Step 4 of 4 · Question ${question} of 10`);
      await expect(session).toHaveAttribute('data-state', 'answering');
      if (question === 1) {
        await expectNoAxeViolations(page, 'Sight Word Sprint, an item');
        await expectDarkAxeClean(page, 'Sight Word Sprint, an item');
        await page.emulateMedia({ colorScheme: 'light' });
      }
      await answerSprint(page, session, false);
      await expect(session).toHaveAttribute('data-state', /^(correct|result|mastered)$/);
    }
    await expect(session).toHaveAttribute('data-state', 'mastered');
    await expect(session.getByText('10 of 10 right', { exact: true })).toBeVisible();
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Sight Word Sprint, mastered');
  });
});

test.describe('Words: Sight Word Sprint by mouse', () => {
  test('an item clicked', async ({ page }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await openLingoAt(page, sprint.url, sprint.title);
    const session = practice(page);
    await pointerPress(page, session.getByRole('button', { name: 'Start round' }));
    await answerSprint(page, session, true);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Words: Sight Word Sprint by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an item tapped, nothing scrolls sideways', async ({ page }) => {
    useInput(page, 'touch');
    await watchInput(page);
    await openLingoAt(page, sprint.url, sprint.title);
    const session = practice(page);
    await pointerPress(page, session.getByRole('button', { name: 'Start round' }));
    await expectNoSidewaysScroll(page, 'Sight Word Sprint on a phone');
    await answerSprint(page, session, true);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Words: Word Jobs by keyboard alone', () => {
  test('step 3: the word with the job asked, chosen in the sentence', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': atStep('words/lingo-3-5', 3) });
    await openLingoAt(page, jobs.url, jobs.title);
    const session = practice(page);
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expectNoAxeViolations(page, 'Word Jobs, step 3');
    await expectDarkAxeClean(page, 'Word Jobs, step 3');
    await answerJobsTap(page, session, false);
    await expect(session).toHaveAttribute('data-state', 'correct');
  });

  test('step 4: every highlighted word of the sentence into its bin', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': atStep('words/lingo-3-5', 4) });
    await openLingoAt(page, jobs.url, jobs.title);
    const session = practice(page);
    await expect(session).toHaveAttribute('data-state', 'answering');
    await answerJobsSort(page, session, false);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectDarkAxeClean(page, 'Word Jobs, step 4 sorted');
  });
});

test.describe('Words: Word Jobs by mouse', () => {
  test('step 1: words with pictures clicked into their bins', async ({ page }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await openLingoAt(page, jobs.url, jobs.title);
    const session = practice(page);
    await answerJobsSort(page, session, true);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Words: Word Jobs by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('step 3: a word tapped in the sentence, nothing scrolls sideways', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': atStep('words/lingo-3-5', 3) });
    useInput(page, 'touch');
    await watchInput(page);
    await openLingoAt(page, jobs.url, jobs.title);
    const session = practice(page);
    await expectNoSidewaysScroll(page, 'Word Jobs on a phone');
    await answerJobsTap(page, session, true);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Words: Clap the Syllables by keyboard alone', () => {
  test('step 1: drummed along, then the dot card for its beats', async ({ page }) => {
    await openLingoAt(page, clap.url, clap.title);
    const session = practice(page);
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expectNoAxeViolations(page, 'Clap the Syllables, step 1');
    await expectDarkAxeClean(page, 'Clap the Syllables, step 1');
    await answerClapCount(page, session, false);
    await expect(session).toHaveAttribute('data-state', 'correct');
  });

  test('step 4: 6 words into the beat bins', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': atStep('words/lingo-3-3', 4) });
    await openLingoAt(page, clap.url, clap.title);
    const session = practice(page);
    await answerClapSort(page, session, false);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(page, 'Clap the Syllables, step 4 sorted');
  });
});

test.describe('Words: Clap the Syllables by mouse', () => {
  test('step 4: words clicked into the beat bins', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': atStep('words/lingo-3-3', 4) });
    useInput(page, 'mouse');
    await watchInput(page);
    await openLingoAt(page, clap.url, clap.title);
    const session = practice(page);
    await answerClapSort(page, session, true);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Words: Clap the Syllables by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('step 3: drummed and counted by a finger, nothing scrolls sideways', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': atStep('words/lingo-3-3', 3) });
    useInput(page, 'touch');
    await watchInput(page);
    await openLingoAt(page, clap.url, clap.title);
    const session = practice(page);
    await expectNoSidewaysScroll(page, 'Clap the Syllables on a phone');
    await answerClapCount(page, session, true);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Words: the three Lingos on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('nothing scrolls sideways at the top step of each', async ({ page }) => {
    await presetStorage(page, {
      'lingos:progress': JSON.stringify({
        version: 1,
        lingos: Object.fromEntries(
          ['lingo-2-5', 'lingo-3-3', 'lingo-3-5'].map((id) => [
            `words/${id}`,
            { status: 'practising', step: 4, recent: [], streak: 0, bestTimes: {}, updatedAt: 1 },
          ]),
        ),
      }),
    });
    await openLingoAt(page, sprint.url, sprint.title);
    await practice(page).getByRole('button', { name: 'Start round' }).click();
    await expect(practice(page)).toHaveAttribute('data-state', 'answering');
    await expectNoSidewaysScroll(page, 'Sight Word Sprint at 320 px');
    for (const lingo of [clap, jobs]) {
      await openLingoAt(page, lingo.url, lingo.title);
      await expect(practice(page)).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page, `${lingo.title} at 320 px`);
    }
  });
});

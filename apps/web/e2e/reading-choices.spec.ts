import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
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
  answerPassageItem,
  answerWrongCard,
  passagesOf,
  press,
  pressCardSpeaker,
  questionOn,
} from './reading-choices-helpers';
import { readingLearner } from './reading-e2e';

/**
 * The reading Lingos on the shared passage-practice engine: Who, What, Where (1-1) to mastery
 * with the keyboard alone from the top step, its hint and "Look here" at 320 px; Main Idea
 * Hunt (1-5), Story People and Places (2-1), Word Clues (2-5) and Why Did the Author Write
 * It? (3-4, its purpose card and then the words that show it) two items each by keyboard, and
 * Main Idea Hunt's title sort by keyboard; all of them again with the mouse and with a finger on
 * a phone in dark mode (each pointer test proves from the page that no other input was used).
 * Answers come from the Lingo's JSON data for the passage and question the page shows.
 */

const whoWhatWhere = { concept: 'reading', level: 1, id: 'lingo-1-1' } as const;
const passages11 = passagesOf('lingo-1-1');

/** The other Lingos on the engine: an item or two each, at the step that shows the most. */
const others = [
  { level: 1, id: 'lingo-1-5', title: 'Main Idea Hunt', step: 3 },
  { level: 2, id: 'lingo-2-1', title: 'Story People and Places', step: 3 },
  { level: 2, id: 'lingo-2-5', title: 'Word Clues', step: 3 },
  { level: 3, id: 'lingo-3-4', title: 'Why Did the Author Write It?', step: 3 },
] as const;

/** Opens each of `others` from its concept page at its step and answers two items right. */
async function playOthers(page: Page, onItem?: (title: string) => Promise<void>) {
  for (const lingo of others) {
    const passages = passagesOf(lingo.id);
    await openFromConceptPage(
      page,
      { concept: 'reading', level: lingo.level, id: lingo.id },
      lingo.title,
      lingo.title,
    );
    const session = practice(page);
    await expect(session).toHaveAttribute('data-step', String(lingo.step));
    await answerPassageItem(page, session, passages);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await onItem?.(lingo.title);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerPassageItem(page, session, passages);
    await expect(session).toHaveAttribute('data-state', 'correct');
  }
}

const atTopStep = (id: string) => readingLearner({ [id]: 3 });
const othersAtTheirSteps = readingLearner(
  Object.fromEntries(others.map((lingo) => [lingo.id, lingo.step])),
);

test.describe('Reading passage Lingos by keyboard alone', () => {
  test('Who, What, Where: from the top step, card and sentence, to mastered', async ({ page }) => {
    test.setTimeout(90_000);
    await presetStorage(page, { 'lingos:progress': atTopStep('lingo-1-1') });
    await openFromConceptPage(page, whoWhatWhere, 'Who, What, Where', 'Who, What, Where');
    await expectLingoFrame(page, 'Who, What, Where');
    const session = practice(page);
    await expect(session.locator('[data-passage]')).toBeVisible();
    await expectNoAxeViolations(page, 'Who, What, Where, first item');
    const items = await playToMastery(page, async (inSession, index) => {
      await answerPassageItem(page, inSession, passages11);
      await expect(inSession).toHaveAttribute('data-state', /^(correct|mastered)$/);
      if (index === 0) {
        await expect(feedbackOf(inSession)).toContainText(/Sentence \d says: /);
        await expectNoAxeViolations(page, 'Who, What, Where, answered');
      }
    });
    // 5 right at the top step, from at least 3 passages (runs of 2-3 questions each).
    expect(items).toBeGreaterThanOrEqual(5);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Who, What, Where, mastered');
  });

  test('Who, What, Where: a wrong card gets its hint, then Look here and a right answer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await openLingoAt(page, lingoUrl('reading', 1, 'lingo-1-1'), 'Who, What, Where');
    const session = practice(page);
    await expectNoSidewaysScroll(page, 'Who, What, Where at 320 px');
    const wrong = await answerWrongCard(page, session, passages11);
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(wrong.hint ?? '');
    await press(page, session.getByRole('button', { name: 'Try again', exact: true }));
    await press(page, session.getByRole('button', { name: 'Look here', exact: true }));
    const question = await questionOn(session, passages11);
    await expect(session.locator('[data-look-here="true"]')).toHaveCount(question.evidence.length);
    await expectNoAxeViolations(page, 'Who, What, Where, Look here');
    await answerPassageItem(page, session, passages11);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'Who, What, Where answered at 320 px');
  });
});

test.describe('Reading passage Lingos by keyboard alone: the others', () => {
  test('Main Idea Hunt, Story People and Places, Word Clues, Why Did the Author Write It?: two items each', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await presetStorage(page, { 'lingos:progress': othersAtTheirSteps });
    await playOthers(page, (title) => expectNoAxeViolations(page, `${title}, answered`));
  });
});

test.describe('Reading passage Lingos by keyboard alone: the title sort', () => {
  test('Main Idea Hunt at step 3: items until one sorts the titles into too big, just right and too small', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const passages = passagesOf('lingo-1-5');
    await presetStorage(page, { 'lingos:progress': readingLearner({ 'lingo-1-5': 3 }) });
    await openLingoAt(page, lingoUrl('reading', 1, 'lingo-1-5'), 'Main Idea Hunt');
    const session = practice(page);
    const titles = session.getByRole('group', { name: 'Titles to sort' });
    // Step 3 mixes title sorts with other questions: at most 12 items until a title sort.
    for (let item = 0; item < 12; item += 1) {
      const sorting = (await titles.count()) > 0;
      const question = await answerPassageItem(page, session, passages);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      if (sorting) {
        expect(question.type).toBe('title');
        // The passage shows without its title, and every title card is marked right.
        await expect(session.locator('[aria-label="Story"]')).toBeVisible();
        await expect(session.getByText(/^Title \d of \d: .*, right$/)).toHaveCount(
          question.choices.length,
        );
        await expectNoAxeViolations(page, 'Main Idea Hunt, titles sorted');
        return;
      }
      expect(await goOnAfterCorrect(page, session)).toBe(true);
    }
    throw new Error('No title sort in 12 items at step 3');
  });
});

test.describe('Reading passage Lingos by mouse alone', () => {
  test('Who, What, Where: two items clicked, card and sentence at the top step', async ({
    page,
  }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': atTopStep('lingo-1-1') });
    await openFromConceptPage(page, whoWhatWhere, 'Who, What, Where', 'Who, What, Where');
    const session = practice(page);
    await pressCardSpeaker(page, session);
    await answerPassageItem(page, session, passages11);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerPassageItem(page, session, passages11);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });

  test('the others: two items each, clicked', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': othersAtTheirSteps });
    await playOthers(page);
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Reading passage Lingos by touch on a phone', () => {
  // In dark mode: axe checks each Lingo's colours there too.
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    colorScheme: 'dark',
  });

  test('Who, What, Where: two items tapped, from step 1', async ({ page }) => {
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, whoWhatWhere, 'Who, What, Where', 'Who, What, Where');
    const session = practice(page);
    await pressCardSpeaker(page, session);
    await answerPassageItem(page, session, passages11);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerPassageItem(page, session, passages11);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'Who, What, Where on a phone');
    await expectNoAxeViolations(page, 'Who, What, Where, answered, dark');
    await expectOnlyInput(page, 'touch');
  });

  test('the others: two items each, tapped', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': othersAtTheirSteps });
    await playOthers(page, async (title) => {
      await expectNoSidewaysScroll(page, `${title} on a phone`);
      await expectNoAxeViolations(page, `${title}, answered, dark`);
    });
    await expectOnlyInput(page, 'touch');
  });
});

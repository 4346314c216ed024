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
  answerCharts,
  answerTwoTexts,
  chooseCard,
  press,
  questionOnScreen,
  chartsData,
} from './reading-info-helpers';
import { readingLearner } from './reading-e2e';

/**
 * Reading's information Lingos: Charts, Maps and Recipes (3-5) from its top step to mastery
 * with the keyboard alone, and an item each by mouse and by a finger on a phone (each pointer
 * test proves from the page that no other input was used). Items are random per visit: every
 * answer is looked up in the Lingo's data for the question the page shows.
 */

const charts = { concept: 'reading', level: 3, id: 'lingo-3-5' } as const;
const CHARTS = 'Charts, Maps and Recipes';
const twoTexts = { concept: 'reading', level: 3, id: 'lingo-3-2' } as const;
const TWO_TEXTS = 'Two Texts, One Topic';
const LEVEL_TITLE = 'Deep Readers';

const atStep = (id: string, step: number) => readingLearner({ [id]: step });

test.describe('Reading information Lingos by keyboard alone', () => {
  test('Charts, Maps and Recipes: from the top step to mastered over 3 cards; the badge counts it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await presetStorage(page, { 'lingos:progress': atStep('lingo-3-5', 3) });
    await openFromConceptPage(page, charts, CHARTS, CHARTS);
    await expectLingoFrame(page, CHARTS);
    await expectNoAxeViolations(page, `${CHARTS}, first item`);
    const cards = new Set<string>();
    const items = await playToMastery(page, async (session, index) => {
      const passage = await session.locator('[data-passage]').getAttribute('data-passage');
      cards.add(passage ?? '');
      await answerCharts(page, session);
      if (index === 0) await expectNoAxeViolations(page, `${CHARTS}, answered`);
    });
    expect(items).toBeGreaterThanOrEqual(5);
    expect(cards.size).toBe(3);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, `${CHARTS}, mastered`);
    await expectLevelBadge(page, 3, LEVEL_TITLE, 1, 6);
  });

  test('Charts, Maps and Recipes: the map marker moves by arrow keys; no sideways scroll at 320 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 720 });
    await presetStorage(page, { 'lingos:progress': atStep('lingo-3-5', 3) });
    await openLingoAt(page, lingoUrl('reading', 3, 'lingo-3-5'), CHARTS);
    const session = practice(page);
    const kinds = new Set<string>();
    for (let index = 0; index < 12 && kinds.size < 3; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      const kind = (await session.locator('[data-question]').getAttribute('data-kind')) ?? '';
      if (kind === 'map' && !kinds.has('map')) {
        const square = session.locator('button[data-part="cell-0-0"]');
        await press(page, square);
        await page.keyboard.press('ArrowDown');
        await expect(session.locator('button[data-part="cell-1-0"]')).toBeFocused();
        await expect(session.getByRole('article').getByRole('status')).toHaveText(
          /^You are here: tents, middle row, west\.\s?$/,
        );
      }
      kinds.add(kind);
      await expectNoSidewaysScroll(page, `a ${kind} item`);
      await answerCharts(page, session);
      await goOnAfterCorrect(page, session);
    }
    expect(kinds).toEqual(new Set(['recipe', 'bar-chart', 'map']));
  });
  test('Two Texts, One Topic: side by side; questions and a whole sort into the three bins', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await presetStorage(page, { 'lingos:progress': atStep('lingo-3-2', 2) });
    await openFromConceptPage(page, twoTexts, TWO_TEXTS, TWO_TEXTS);
    await expectLingoFrame(page, TWO_TEXTS);
    const session = practice(page);
    await expect(session.locator('[data-layout="side-by-side"]')).toBeVisible();
    await expect(session.getByRole('region', { name: /^Text 1: / })).toBeVisible();
    await expect(session.getByRole('region', { name: /^Text 2: / })).toBeVisible();
    await expectNoAxeViolations(page, `${TWO_TEXTS}, first item`);
    let sorted = false;
    for (let index = 0; index < 6 && !sorted; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      sorted = (await answerTwoTexts(page, session)) === 'sort';
      if (sorted) await expectNoAxeViolations(page, `${TWO_TEXTS}, sorted`);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
    }
    expect(sorted).toBe(true);
  });
});

test.describe('Reading information Lingos by mouse alone', () => {
  test('Charts, Maps and Recipes: a wrong card, its hint and "Look here", then two items clicked', async ({
    page,
  }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, charts, CHARTS, CHARTS);
    const session = practice(page);
    const { question } = await questionOnScreen(session, chartsData);
    const wrong = question.choices?.find((choice) => !choice.correct);
    const group = session.getByRole('radiogroup', { name: question.prompt });
    const picture = (await group.locator('[role="radio"] [role="img"]').count()) > 0;
    if (wrong && !picture) {
      await chooseCard(page, group, wrong.text);
      await press(page, session.getByRole('button', { name: 'Check', exact: true }));
      await expect(session).toHaveAttribute('data-state', 'incorrect');
      await expect(feedbackOf(session)).toContainText((wrong as { hint?: string }).hint ?? '');
      await press(page, session.getByRole('button', { name: 'Try again' }));
      await press(page, session.getByRole('button', { name: 'Look here' }));
      await expect(session.locator('[data-look-here="true"]').first()).toBeVisible();
    }
    await answerCharts(page, session);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerCharts(page, session);
    await expectOnlyInput(page, 'mouse');
  });
  test('Two Texts, One Topic: items clicked, a sort by card and bin', async ({ page }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': atStep('lingo-3-2', 2) });
    await openFromConceptPage(page, twoTexts, TWO_TEXTS, TWO_TEXTS);
    const session = practice(page);
    let sorted = false;
    for (let index = 0; index < 6 && !sorted; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      sorted = (await answerTwoTexts(page, session)) === 'sort';
      expect(await goOnAfterCorrect(page, session)).toBe(true);
    }
    expect(sorted).toBe(true);
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Reading information Lingos by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Charts, Maps and Recipes: items tapped by a finger at the top step', async ({ page }) => {
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': atStep('lingo-3-5', 3) });
    await openFromConceptPage(page, charts, CHARTS, CHARTS);
    const session = practice(page);
    for (let index = 0; index < 3; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      await answerCharts(page, session);
      await expectNoSidewaysScroll(page, `item ${index + 1}`);
      expect(await goOnAfterCorrect(page, session)).toBe(true);
    }
    await expectOnlyInput(page, 'touch');
  });

  test('Two Texts, One Topic: Text 1 / Text 2 tabs, an item tapped by a finger', async ({
    page,
  }) => {
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, twoTexts, TWO_TEXTS, TWO_TEXTS);
    const session = practice(page);
    await expect(session.getByRole('tab', { name: /^Text 1/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await press(page, session.getByRole('tab', { name: /^Text 2/ }));
    await expect(session.getByRole('tab', { name: /^Text 2/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoSidewaysScroll(page, 'Text 2');
    await answerTwoTexts(page, session);
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Reading information Lingos in dark mode', () => {
  test(`${CHARTS} has no axe violations in dark mode`, async ({ page }) => {
    await presetStorage(page, { dark: 'true', 'lingos:progress': atStep('lingo-3-5', 3) });
    await openLingoAt(page, lingoUrl('reading', 3, 'lingo-3-5'), CHARTS);
    await expectNoAxeViolations(page, `${CHARTS}, dark`);
  });

  test(`${TWO_TEXTS} has no axe violations in dark mode`, async ({ page }) => {
    await presetStorage(page, { dark: 'true' });
    await openLingoAt(page, lingoUrl('reading', 3, 'lingo-3-2'), TWO_TEXTS);
    await expectNoAxeViolations(page, `${TWO_TEXTS}, dark`);
  });
});

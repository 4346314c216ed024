import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, useInput, watchInput } from './input';
import {
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  lingoUrl,
  openFromConceptPage,
  openLingoAt,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerFactOrOpinion,
  answerFirstNextLast,
  answerPictureMatch,
  answerWhatHappensNext,
  goOn,
  passagesOf,
  playReadingToMastery,
} from './reading-sort-helpers';
import { readingLearner } from './reading-e2e';

/**
 * Reading's First, Next, Last (lingo-1-3): to mastered with the keyboard alone from the top
 * step; Picture Match (lingo-1-4): an item each way; Fact or Opinion? (lingo-2-4): a sort and
 * a sentence with its opinion word; What Happens Next? (lingo-2-3): a prediction, its clue and
 * the ending revealed. Then items by mouse and by a finger on a
 * phone (each pointer test proves from the page that no other input was used), and axe in
 * dark mode on a narrow screen. Items are random per visit: every answer is computed from the
 * page and the passage data.
 */

const firstNextLast = { concept: 'reading', level: 1, id: 'lingo-1-3' } as const;
const FNL = 'First, Next, Last';
const fnlPassages = passagesOf('lingo-1-3');
const pictureMatch = { concept: 'reading', level: 1, id: 'lingo-1-4' } as const;
const PM = 'Picture Match';
const pmPassages = passagesOf('lingo-1-4');
const factOrOpinion = { concept: 'reading', level: 2, id: 'lingo-2-4' } as const;
const FO = 'Fact or Opinion?';
const foPassages = passagesOf('lingo-2-4');
const whatNext = { concept: 'reading', level: 2, id: 'lingo-2-3' } as const;
const WN = 'What Happens Next?';
const wnPassages = passagesOf('lingo-2-3');

/** A learner at a step of some of these Lingos, none mastered yet. */
const learnerAt = (step: number, ids: readonly string[] = ['lingo-1-3']): string =>
  readingLearner(Object.fromEntries(ids.map((id) => [id, step])));

test.describe('Reading sort Lingos by keyboard alone', () => {
  test('First, Next, Last: from the top step, stories put in order to mastered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await presetStorage(page, { 'lingos:progress': learnerAt(3) });
    await openFromConceptPage(page, firstNextLast, FNL, FNL);
    await expectLingoFrame(page, FNL);
    const session = practice(page);
    // Step 3: cards without pictures.
    await expect(session.getByRole('list', { name: /^Put the events in order/ })).toBeVisible();
    await expect(session.locator('[data-part="event-pictures"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'First, Next, Last, step 3');
    const items = await playReadingToMastery(page, session, async (index) => {
      await answerFirstNextLast(page, session, fnlPassages);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      await expect(feedbackOf(session)).toContainText(/Order correct|Mastered/);
      if (index === 0) await expectNoAxeViolations(page, 'First, Next, Last, answered');
    });
    // 5 right of the last 6, from at least 3 stories: 5 clean sorts (no story comes twice
    // in a row, and none a third time before all five are read).
    expect(items).toBe(5);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'First, Next, Last, mastered');
  });

  test('Picture Match: a sentence matched to one of 3 scenes', async ({ page }) => {
    test.setTimeout(60_000);
    await presetStorage(page, { 'lingos:progress': learnerAt(2, ['lingo-1-4']) });
    await openFromConceptPage(page, pictureMatch, PM, PM);
    await expectLingoFrame(page, PM);
    const session = practice(page);
    await expectNoAxeViolations(page, 'Picture Match, 3 scenes');
    expect(await answerPictureMatch(page, session, pmPassages)).toBe('scene');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(/The picture shows: [a-z]/);
    await expectNoAxeViolations(page, 'Picture Match, answered');
  });

  test('Fact or Opinion?: a whole sort, then a sentence and its opinion word', async ({ page }) => {
    test.setTimeout(60_000);
    await openFromConceptPage(page, factOrOpinion, FO, FO);
    await expectLingoFrame(page, FO);
    const session = practice(page);
    await expectNoAxeViolations(page, 'Fact or Opinion?, a sort');
    expect(await answerFactOrOpinion(page, session, foPassages)).toBe('sort');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(page, 'Fact or Opinion?, sorted');

    await presetStorage(page, { 'lingos:progress': learnerAt(3, ['lingo-2-4']) });
    await page.evaluate(() => sessionStorage.removeItem('e2e-preset-done'));
    await openLingoAt(page, lingoUrl('reading', 2, 'lingo-2-4'), FO);
    expect(await answerFactOrOpinion(page, session, foPassages)).toBe('judge');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(page, 'Fact or Opinion?, a sentence');
  });

  test('What Happens Next?: a prediction and its clue, then the ending', async ({ page }) => {
    test.setTimeout(60_000);
    await presetStorage(page, { 'lingos:progress': learnerAt(3, ['lingo-2-3']) });
    await openFromConceptPage(page, whatNext, WN, WN);
    await expectLingoFrame(page, WN);
    const session = practice(page);
    await expectNoAxeViolations(page, 'What Happens Next?, step 3');
    await answerWhatHappensNext(page, session, wnPassages);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText("Let's find out what happened.");
    await expect(session.getByRole('region', { name: 'Ending card' })).toContainText(
      'You used the clue: ',
    );
    await expectNoAxeViolations(page, 'What Happens Next?, the ending');
  });
});

test.describe('Reading sort Lingos by mouse alone', () => {
  test('First, Next, Last: cards dragged and a first/last choice clicked', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt(2) });
    await openFromConceptPage(page, firstNextLast, FNL, FNL);
    const session = practice(page);
    // Two items at step 2 are always one order and one choice (a story's run, or a story
    // with only its choice and then a new story's cards).
    const kinds = [];
    for (let index = 0; index < 2; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      kinds.push(await answerFirstNextLast(page, session, fnlPassages));
      expect(await goOn(page, session)).toBe(true);
    }
    expect(kinds.sort()).toEqual(['choice', 'order']);
    await expectOnlyInput(page, 'mouse');
  });

  test('Picture Match: the scene of a sentence clicked', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, pictureMatch, PM, PM);
    const session = practice(page);
    expect(await answerPictureMatch(page, session, pmPassages)).toBe('scene');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });

  test('Fact or Opinion?: sentences dragged and clicked into their bins', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt(2, ['lingo-2-4']) });
    await openFromConceptPage(page, factOrOpinion, FO, FO);
    const session = practice(page);
    expect(await answerFactOrOpinion(page, session, foPassages, { drag: true })).toBe('sort');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });

  test('What Happens Next?: a prediction clicked, then the ending', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, whatNext, WN, WN);
    const session = practice(page);
    expect(await answerWhatHappensNext(page, session, wnPassages)).toBe(false);
    await expect(session.getByRole('region', { name: 'Ending card' })).toBeVisible();
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Reading sort Lingos by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('First, Next, Last: picture cards dragged by a finger', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, firstNextLast, FNL, FNL);
    const session = practice(page);
    await expect(session.locator('[data-id]')).toHaveCount(3);
    await expect(session.locator('[data-part="event-pictures"]')).toHaveCount(3);
    await expectNoSidewaysScroll(page, 'First, Next, Last on a phone');
    await answerFirstNextLast(page, session, fnlPassages);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });

  test('Picture Match: the sentence of a scene tapped', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt(3, ['lingo-1-4']) });
    await openFromConceptPage(page, pictureMatch, PM, PM);
    const session = practice(page);
    await expect(session.getByRole('img', { name: /^Picture: / })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Picture Match on a phone');
    expect(await answerPictureMatch(page, session, pmPassages)).toBe('sentence');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });

  test('Fact or Opinion?: a sentence and its opinion word tapped', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt(3, ['lingo-2-4']) });
    await openFromConceptPage(page, factOrOpinion, FO, FO);
    const session = practice(page);
    await expectNoSidewaysScroll(page, 'Fact or Opinion? on a phone');
    expect(await answerFactOrOpinion(page, session, foPassages)).toBe('judge');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });

  test('What Happens Next?: a prediction and a clue tapped', async ({ page }) => {
    test.setTimeout(60_000);
    useInput(page, 'touch');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt(3, ['lingo-2-3']) });
    await openFromConceptPage(page, whatNext, WN, WN);
    const session = practice(page);
    expect(await answerWhatHappensNext(page, session, wnPassages)).toBe(true);
    await expect(session.getByRole('region', { name: 'Ending card' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'What Happens Next? on a phone');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Reading sort Lingos in dark mode on a narrow screen', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 320, height: 720 } });

  test('First, Next, Last: no axe violations, nothing scrolls sideways', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': learnerAt(2) });
    await openLingoAt(page, lingoUrl('reading', 1, 'lingo-1-3'), FNL);
    await expect(practice(page).locator('[data-passage]')).toBeVisible();
    await expectNoSidewaysScroll(page, 'First, Next, Last at 320 px');
    await expectNoAxeViolations(page, 'First, Next, Last, dark');
  });

  test('Picture Match: no axe violations, nothing scrolls sideways', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': learnerAt(2, ['lingo-1-4']) });
    await openLingoAt(page, lingoUrl('reading', 1, 'lingo-1-4'), PM);
    await expect(practice(page).locator('[data-ground]').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'Picture Match at 320 px');
    await expectNoAxeViolations(page, 'Picture Match, dark');
  });

  test('Fact or Opinion?: no axe violations, nothing scrolls sideways', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': learnerAt(2, ['lingo-2-4']) });
    await openLingoAt(page, lingoUrl('reading', 2, 'lingo-2-4'), FO);
    await expect(practice(page).getByRole('group', { name: 'Sentences to sort' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Fact or Opinion? at 320 px');
    await expectNoAxeViolations(page, 'Fact or Opinion?, dark');
  });

  test('What Happens Next?: no axe violations, nothing scrolls sideways', async ({ page }) => {
    await presetStorage(page, { 'lingos:progress': learnerAt(2, ['lingo-2-3']) });
    await openLingoAt(page, lingoUrl('reading', 2, 'lingo-2-3'), WN);
    await expect(practice(page).getByRole('radiogroup')).toBeVisible();
    await expectNoSidewaysScroll(page, 'What Happens Next? at 320 px');
    await expectNoAxeViolations(page, 'What Happens Next?, dark');
  });
});

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
  tabTo,
  waitForToast,
} from './lingo-helpers';
import {
  answerBuildAWord,
  answerFirstSounds,
  answerRhymeTime,
  rhymeTaskOf,
  check,
  buildWordOf,
  chooseCard,
  choicesOf,
  tilesTray,
  wrongFirstSoundsCard,
} from './words-level-1b-helpers';

/**
 * Words level 1, part b: First Sounds (1-2), Build a Word (1-4) and Rhyme Time (1-5). Each is
 * played with the keyboard alone (Build a Word to mastery, by typing), then again with the
 * mouse and with a finger on a 390 × 844 phone, each pointer test proving from the page that
 * no other input was used. Items are random per visit: every answer is computed from what the
 * page says (see words-level-1b-helpers.ts).
 */

const firstSounds = { concept: 'words', level: 1, id: 'lingo-1-2' } as const;
const buildAWord = { concept: 'words', level: 1, id: 'lingo-1-4' } as const;
const rhymeTime = { concept: 'words', level: 1, id: 'lingo-1-5' } as const;

/** A learner at a Lingo's step, not yet mastered. */
const atStep = (id: string, step: number) =>
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

test.describe('Words level 1b by keyboard alone', () => {
  test('First Sounds: a miss with its hint, a retry, then right items at step 1 and step 4', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, firstSounds, 'First Sounds', 'First Sounds');
    await expectLingoFrame(page, 'First Sounds');
    const session = practice(page);
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expectNoAxeViolations(page, 'First Sounds, first item');
    // A wrong letter first: a hint that teaches, then Try again.
    await chooseCard(page, choicesOf(session), await wrongFirstSoundsCard(session));
    await check(page, session);
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(/Listen|Touch your throat|This one is called/);
    await expectNoAxeViolations(page, 'First Sounds, hint');
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'answering');
    await answerFirstSounds(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(/^Yes, .+ starts with [a-z]\./);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerFirstSounds(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');

    // Step 4, reversed: the picture that starts with a letter.
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-2', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-2'), 'First Sounds');
    await expect(choicesOf(session)).toHaveAttribute(
      'aria-label',
      /^Which picture starts with the letter \w\?$/,
    );
    await expectNoAxeViolations(page, 'First Sounds, step 4');
    await answerFirstSounds(page, session);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  });
});

test.describe('Words level 1b by keyboard alone: Build a Word', () => {
  test('Build a Word: from the top step, words typed on the A–Z rack to mastered', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-4', 4) });
    await openFromConceptPage(page, buildAWord, 'Build a Word', 'Build a Word');
    await expectLingoFrame(page, 'Build a Word');
    const session = practice(page);
    await expect(tilesTray(session).getByRole('button')).toHaveCount(26);
    await expectNoAxeViolations(page, 'Build a Word, A–Z rack');
    const items = await playToMastery(page, async (item, index) => {
      await answerBuildAWord(page, item);
      await expect(item).toHaveAttribute('data-state', /^(correct|mastered)$/);
      await expect(feedbackOf(item)).toContainText(
        /You built [a-z], [a-z], [a-z]: [a-z]{3}\.|Mastered/,
      );
      if (index === 0) await expectNoAxeViolations(page, 'Build a Word, built');
    });
    expect(items).toBe(5);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Build a Word, mastered');
  });

  test('Build a Word: a typed letter that is not offered gets a kind message', async ({ page }) => {
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-4'), 'Build a Word');
    const session = practice(page);
    const word = await buildWordOf(session);
    const missing = [...'qxzjwvk'].find((letter) => !word.includes(letter)) ?? 'q';
    await tabTo(page, tilesTray(session).locator('[role="button"][tabindex="0"]'));
    await page.keyboard.type(missing);
    await expect(session.locator('[data-part="message"]')).toBeVisible();
    await expect(session.getByRole('list', { name: 'Slots' }).getByRole('button')).toHaveCount(0);
    await answerBuildAWord(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
  });
});

test.describe('Words level 1b by keyboard alone: Rhyme Time', () => {
  test('Rhyme Time: a Yes/No item, then at step 4 the odd one out and 3 pairs matched', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, rhymeTime, 'Rhyme Time', 'Rhyme Time');
    await expectLingoFrame(page, 'Rhyme Time');
    const session = practice(page);
    expect(await rhymeTaskOf(session)).toBe('yes-no');
    await expectNoAxeViolations(page, 'Rhyme Time, Yes/No');
    await answerRhymeTime(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(/^Yes: .+ rhyme\./);

    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-5', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-5'), 'Rhyme Time');
    expect(await rhymeTaskOf(session)).toBe('odd-one-out');
    await expectNoAxeViolations(page, 'Rhyme Time, odd one out');
    await answerRhymeTime(page, session);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    expect(await rhymeTaskOf(session)).toBe('pairs');
    await expectNoAxeViolations(page, 'Rhyme Time, pairs');
    await answerRhymeTime(page, session);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    await expectNoAxeViolations(page, 'Rhyme Time, pairs matched');
  });
});

test.describe('Words level 1b by mouse alone', () => {
  test('First Sounds: two items clicked', async ({ page }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, firstSounds, 'First Sounds', 'First Sounds');
    const session = practice(page);
    await answerFirstSounds(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerFirstSounds(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });

  test('Rhyme Time: a Yes/No item, then the odd one out and pairs clicked', async ({ page }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, rhymeTime, 'Rhyme Time', 'Rhyme Time');
    const session = practice(page);
    await answerRhymeTime(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-5', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-5'), 'Rhyme Time');
    await answerRhymeTime(page, session);
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerRhymeTime(page, session);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    await expectOnlyInput(page, 'mouse');
  });

  test('Build a Word: a word clicked together from its tiles', async ({ page }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, buildAWord, 'Build a Word', 'Build a Word');
    const session = practice(page);
    await answerBuildAWord(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Words level 1b by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('First Sounds: an item tapped at step 1 and at step 4', async ({ page }) => {
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, firstSounds, 'First Sounds', 'First Sounds');
    const session = practice(page);
    await answerFirstSounds(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectNoSidewaysScroll(page, 'First Sounds, step 1');
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-2', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-2'), 'First Sounds');
    await answerFirstSounds(page, session);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    await expectNoSidewaysScroll(page, 'First Sounds, step 4');
    await expectOnlyInput(page, 'touch');
  });

  test('Rhyme Time: a Yes/No item, then the odd one out and pairs tapped', async ({ page }) => {
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, rhymeTime, 'Rhyme Time', 'Rhyme Time');
    const session = practice(page);
    await answerRhymeTime(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-5', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-5'), 'Rhyme Time');
    await answerRhymeTime(page, session);
    await expectNoSidewaysScroll(page, 'Rhyme Time, odd one out');
    expect(await goOnAfterCorrect(page, session)).toBe(true);
    await answerRhymeTime(page, session);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    await expectNoSidewaysScroll(page, 'Rhyme Time, pairs');
    await expectOnlyInput(page, 'touch');
  });

  test('Build a Word: a word tapped together at step 1 and on the A–Z rack', async ({ page }) => {
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, buildAWord, 'Build a Word', 'Build a Word');
    const session = practice(page);
    await answerBuildAWord(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-4', 4) });
    await openLingoAt(page, lingoUrl('words', 1, 'lingo-1-4'), 'Build a Word');
    await answerBuildAWord(page, session);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    await expectNoSidewaysScroll(page, 'Build a Word, A–Z rack');
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Words level 1b at 320 px and in dark mode', () => {
  for (const lingo of [
    { ...firstSounds, title: 'First Sounds' },
    { ...buildAWord, title: 'Build a Word' },
    { ...rhymeTime, title: 'Rhyme Time' },
  ]) {
    test(`${lingo.title}: no sideways scroll at 320 px, no axe violations in dark mode`, async ({
      page,
    }) => {
      await presetStorage(page, { dark: 'true' });
      await page.setViewportSize({ width: 320, height: 720 });
      await openLingoAt(page, lingoUrl(lingo.concept, lingo.level, lingo.id), lingo.title);
      await expect(practice(page)).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page, lingo.title);
      await expectNoAxeViolations(page, `${lingo.title}, dark`);
    });
  }
});

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
import { answerCompound } from './words-level-3-helpers';

/**
 * Words level 3 ("Word Parts"): each Lingo with the keyboard alone, and again with the mouse
 * alone and with a finger alone on a phone in dark mode (each pointer test proves from the
 * page that no other input was used). Items are random per visit: every answer is computed
 * from what the page shows and words.md's lists (see words-level-3-helpers.ts).
 */

const compoundBuilder = { concept: 'words', level: 3, id: 'lingo-3-1' } as const;

/** A learner at a step of a Lingo, not yet mastered. */
const learnerAt = (lingoId: string, step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      [`words/${lingoId}`]: {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

test.describe('Compound Word Builder', () => {
  test('by keyboard alone: a miss with its hint, then from step 1 to mastered, every widget', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openFromConceptPage(
      page,
      compoundBuilder,
      'Compound Word Builder',
      'Compound Word Builder',
    );
    await expectLingoFrame(page, 'Compound Word Builder');
    const session = practice(page);
    await expectNoAxeViolations(page, 'Compound Word Builder, step 1');
    expect(await answerCompound(page, session, { wrong: true })).toBe('second');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      /^Say it together: \w+… \w+\. Is that a real word\?/,
    );
    const tryAgain = session.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeFocused();
    await page.keyboard.press('Enter');
    await answerCompound(page, session);
    await expect(session.getByRole('img', { name: /^Picture: / })).toBeVisible();
    await goOnAfterCorrect(page, session);

    const seen = new Set<string>();
    await playToMastery(page, async (current) => {
      const kind = await answerCompound(page, current);
      if (!seen.has(kind)) {
        seen.add(kind);
        await expect(current).toHaveAttribute('data-state', /^(correct|mastered)$/);
        await expectNoAxeViolations(page, `Compound Word Builder, first ${kind} item answered`);
      }
    });
    expect([...seen].sort()).toEqual(['match', 'meaning', 'second', 'split']);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Compound Word Builder, mastered');
  });

  test('by mouse alone on a 320 px screen: step 3 matches clicked, then a meaning', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 720 });
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-1', 3) });
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(
      page,
      compoundBuilder,
      'Compound Word Builder',
      'Compound Word Builder',
    );
    const session = practice(page);
    const kinds: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page, `item ${index + 1}`);
      kinds.push(await answerCompound(page, session));
      await goOnAfterCorrect(page, session);
    }
    expect(kinds).toEqual(['match', 'match', 'match', 'meaning']);
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Compound Word Builder by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('step 1 snapped by a finger three times, then a split', async ({ page }) => {
    test.setTimeout(90_000);
    await presetStorage(page, { dark: 'true' });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(
      page,
      compoundBuilder,
      'Compound Word Builder',
      'Compound Word Builder',
    );
    const session = practice(page);
    const kinds: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      kinds.push(await answerCompound(page, session));
      if (index === 0 || index === 3) {
        await expectNoSidewaysScroll(page, `item ${index + 1}`);
        await expectNoAxeViolations(page, `Compound Word Builder, dark, item ${index + 1}`);
      }
      await goOnAfterCorrect(page, session);
    }
    expect(kinds).toEqual(['second', 'second', 'second', 'split']);
    await expectOnlyInput(page, 'touch');
  });
});

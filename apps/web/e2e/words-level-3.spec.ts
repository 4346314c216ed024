import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, pointerPress, useInput, watchInput } from './input';
import {
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  goOnAfterCorrect,
  lesson,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerCompound,
  answerParts,
  answerSameOpposite,
  partsKind,
  playBlocks,
  type PartsKind,
} from './words-level-3-helpers';

/**
 * Words level 3 ("Word Parts"): each Lingo with the keyboard alone, and again with the mouse
 * alone and with a finger alone on a phone in dark mode (each pointer test proves from the
 * page that no other input was used). Items are random per visit: every answer is computed
 * from what the page shows and words.md's lists (see words-level-3-helpers.ts).
 */

const compoundBuilder = { concept: 'words', level: 3, id: 'lingo-3-1' } as const;
const sameOrOpposite = { concept: 'words', level: 3, id: 'lingo-3-4' } as const;
const prefixSuffix = { concept: 'words', level: 3, id: 'lingo-3-2' } as const;
const buildingBlocks = { concept: 'words', level: 3, id: 'lingo-3-0' } as const;

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
    test.setTimeout(150_000);
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
    test.setTimeout(150_000);
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
    test.setTimeout(150_000);
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

test.describe('Same or Opposite', () => {
  test('by keyboard alone: a miss with its hint, then from step 1 to a sentence, every widget', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, sameOrOpposite, 'Same or Opposite', 'Same or Opposite');
    await expectLingoFrame(page, 'Same or Opposite');
    const session = practice(page);
    await expectNoAxeViolations(page, 'Same or Opposite, step 1');
    expect(await answerSameOpposite(page, session, { wrong: true })).toBe('choose');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(/ is not the other end from /);
    await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await answerSameOpposite(page, session);
    await goOnAfterCorrect(page, session);

    // 3 right in a row per step: steps 1, 2 and 3 (sorts), then a sentence at step 4.
    const kinds: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      const kind = await answerSameOpposite(page, session);
      await expect(session).toHaveAttribute('data-state', 'correct');
      if (!kinds.includes(kind)) {
        await expectNoAxeViolations(page, `Same or Opposite, first ${kind} item answered`);
      }
      kinds.push(kind);
      await goOnAfterCorrect(page, session);
    }
    expect(kinds).toEqual([...Array<string>(6).fill('choose'), 'sort', 'sort', 'sort', 'sentence']);
  });

  test('by mouse alone on a 320 px screen: pictures, then a word that means the same', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 720 });
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, sameOrOpposite, 'Same or Opposite', 'Same or Opposite');
    const session = practice(page);
    for (let index = 0; index < 4; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expectNoSidewaysScroll(page, `item ${index + 1}`);
      await answerSameOpposite(page, session);
      await goOnAfterCorrect(page, session);
    }
    await expect(session.getByRole('radiogroup')).toHaveAccessibleName(
      /^Which word means the same as \w+\?$/,
    );
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Same or Opposite by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a sort dragged and tapped by a finger: a misplaced pair bounces back, then all right', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true', 'lingos:progress': learnerAt('lingo-3-4', 3) });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, sameOrOpposite, 'Same or Opposite', 'Same or Opposite');
    const session = practice(page);
    await expectNoAxeViolations(page, 'Same or Opposite, dark, a sort');
    expect(await answerSameOpposite(page, session, { wrong: true })).toBe('sort');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(/mean the same\.|is the opposite of/);
    await expectNoSidewaysScroll(page, 'a pair bounced back');
    await expectNoAxeViolations(page, 'Same or Opposite, dark, a pair bounced back');
    await pointerPress(page, session.getByRole('button', { name: 'Try again' }));
    await answerSameOpposite(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await goOnAfterCorrect(page, session);
    expect(await answerSameOpposite(page, session)).toBe('sort');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'touch');
  });
});

/**
 * Plays Prefix and Suffix Power at the top step until a word has been built from part tiles
 * (half the items are builds). If the Lingo is mastered first, the learner is put back at the
 * top step and the page reloaded. Returns the kinds played.
 */
async function playPartsUntilBuilt(page: Page, onItem?: (kind: PartsKind) => Promise<void>) {
  const session = practice(page);
  const kinds: PartsKind[] = [];
  for (let index = 0; index < 12 && !kinds.includes('build'); index += 1) {
    if ((await session.getAttribute('data-state')) === 'mastered') {
      await page.evaluate(
        (progress) => localStorage.setItem('lingos:progress', progress),
        learnerAt('lingo-3-2', 4),
      );
      await page.reload();
    }
    await expect(session).toHaveAttribute('data-state', 'answering');
    const kind = await answerParts(page, session);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    if (onItem) await onItem(kind);
    kinds.push(kind);
    await goOnAfterCorrect(page, session);
  }
  expect(kinds).toContain('build');
  return kinds;
}

test.describe('Prefix and Suffix Power', () => {
  test('by keyboard alone: a miss with its hint, then steps 1 to 3 up to the top step', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(
      page,
      prefixSuffix,
      'Prefix and Suffix Power',
      'Prefix and Suffix Power',
    );
    await expectLingoFrame(page, 'Prefix and Suffix Power');
    const session = practice(page);
    await expectNoAxeViolations(page, 'Prefix and Suffix Power, step 1');
    expect(await answerParts(page, session, { wrong: true })).toBe('meaning');
    await expect(feedbackOf(session)).toContainText('un- means not or undo: ');
    await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await answerParts(page, session);
    await goOnAfterCorrect(page, session);
    const kinds: PartsKind[] = [];
    for (let index = 0; index < 9; index += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      const kind = await answerParts(page, session);
      await expect(session).toHaveAttribute('data-state', 'correct');
      if (!kinds.includes(kind)) {
        await expectNoAxeViolations(page, `Prefix and Suffix Power, first ${kind} item answered`);
      }
      kinds.push(kind);
      await goOnAfterCorrect(page, session);
    }
    expect(kinds).toEqual([
      ...Array<string>(3).fill('meaning'),
      ...Array<string>(3).fill('sentence'),
      ...Array<string>(3).fill('which'),
    ]);
    await expect(session.getByText('Step 4 of 4')).toBeVisible();
  });

  test('by keyboard alone at the top step: a build from part tiles, a wrong one bounced first', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-2', 4) });
    await openFromConceptPage(
      page,
      prefixSuffix,
      'Prefix and Suffix Power',
      'Prefix and Suffix Power',
    );
    const session = practice(page);
    // Until a build comes up: spelling items answered right.
    for (let index = 0; index < 12 && (await answerUntilBuild(page, session)); index += 1);
    expect(await answerParts(page, session, { wrong: true })).toBe('build');
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      / is a (prefix|suffix): it goes at the (start|end)\./,
    );
    await expectNoAxeViolations(page, 'Prefix and Suffix Power, a part tile sent back');
    await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Both tiles went back (each was in the other's slot): build it again.
    await answerParts(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText(/ plus \w+: \w+\./);
  });

  test('by mouse alone on a 320 px screen: top-step items clicked until a word is built', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 720 });
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-2', 4) });
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(
      page,
      prefixSuffix,
      'Prefix and Suffix Power',
      'Prefix and Suffix Power',
    );
    await playPartsUntilBuilt(page, (kind) => expectNoSidewaysScroll(page, `a ${kind} item`));
    await expectOnlyInput(page, 'mouse');
  });
});

/**
 * At the top step, answers the item on screen right and goes on when it is not a build;
 * returns false (answering nothing) when it is one.
 */
async function answerUntilBuild(
  page: Page,
  session: ReturnType<typeof practice>,
): Promise<boolean> {
  await expect(session).toHaveAttribute('data-state', 'answering');
  if ((await partsKind(session)) === 'build') return false;
  await answerParts(page, session);
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  if ((await session.getAttribute('data-state')) === 'mastered') {
    await page.evaluate(
      (progress) => localStorage.setItem('lingos:progress', progress),
      learnerAt('lingo-3-2', 4),
    );
    await page.reload();
    return true;
  }
  await goOnAfterCorrect(page, session);
  return true;
}

test.describe('Prefix and Suffix Power by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('top-step items tapped by a finger until a word is built', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true', 'lingos:progress': learnerAt('lingo-3-2', 4) });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(
      page,
      prefixSuffix,
      'Prefix and Suffix Power',
      'Prefix and Suffix Power',
    );
    const seen = new Set<PartsKind>();
    await playPartsUntilBuilt(page, async (kind) => {
      if (seen.has(kind)) return;
      seen.add(kind);
      await expectNoSidewaysScroll(page, `a ${kind} item`);
      await expectNoAxeViolations(page, `Prefix and Suffix Power, dark, a ${kind} item`);
    });
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Word Building Blocks', () => {
  test('by keyboard alone: every step and its mistakes, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(
      page,
      buildingBlocks,
      'Word Building Blocks (Learn)',
      'Word Building Blocks',
    );
    await expectLingoFrame(page, 'Word Building Blocks');
    await playBlocks(page, lesson(page), {
      mistakes: true,
      onStep: (step) => expectNoAxeViolations(page, `Word Building Blocks, step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Word Building Blocks, completed');
  });

  test('by mouse alone on a 320 px screen: every step clicked, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 720 });
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(
      page,
      buildingBlocks,
      'Word Building Blocks (Learn)',
      'Word Building Blocks',
    );
    await playBlocks(page, lesson(page), {
      mistakes: true,
      onStep: (step) => expectNoSidewaysScroll(page, `step ${step}`),
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Word Building Blocks by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every step tapped by a finger, to completed', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true' });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(
      page,
      buildingBlocks,
      'Word Building Blocks (Learn)',
      'Word Building Blocks',
    );
    await playBlocks(page, lesson(page), {
      onStep: async (step) => {
        await expectNoSidewaysScroll(page, `step ${step}`);
        await expectNoAxeViolations(page, `Word Building Blocks, dark, step ${step}`);
      },
    });
    await waitForToast(page, 'Lesson complete!');
    await expectOnlyInput(page, 'touch');
  });
});

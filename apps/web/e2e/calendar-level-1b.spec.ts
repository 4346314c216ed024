import type { Page } from '@playwright/test';
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
  tabTo,
  waitForToast,
} from './lingo-helpers';
import {
  answerMonths,
  answerRing,
  answerSeasonSort,
  answerSeasons,
  monthsItemKind,
  seasonOfCard,
} from './calendar-level-1b-helpers';

/**
 * Calendar level 1, Months of the Year (1-3) and Seasons in Canada (1-4): each played from
 * its first step to mastered with the keyboard alone (every widget: SortSequence, ChoiceGrid,
 * the year ring's month cards, SortBins beside the season wheel), a misplaced card bounced
 * back at Check in each, and one item of every step again with the mouse and with a finger
 * on a phone (each pointer test proves from the page that no other input was used). Items are
 * random per visit: every answer is computed from what the page says.
 */

const months = { concept: 'calendar', level: 1, id: 'lingo-1-3' } as const;
const seasons = { concept: 'calendar', level: 1, id: 'lingo-1-4' } as const;
const LEVEL_TITLE = 'Days and Months';

/** A learner at a step of a Lingo, not yet mastered, as the progress store keeps it. */
const atStep = (lingoId: string, step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      [`calendar/${lingoId}`]: {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

/** The step the session shows ("Step 2 of 4"). */
const stepShown = (page: Page, step: number) => practice(page).getByText(`Step ${step} of 4`);

/**
 * Puts the learner at a step (as a reload after progress elsewhere would) and opens the
 * Lingo's page again: navigation, not input.
 */
async function reopenAtStep(page: Page, lingo: typeof months | typeof seasons, step: number) {
  await page.evaluate(
    (value) => localStorage.setItem('lingos:progress', value),
    atStep(lingo.id, step),
  );
  await page.goto(lingoUrl(lingo.concept, lingo.level, lingo.id));
  await expect(stepShown(page, step)).toBeVisible();
}

test.describe('Calendar level 1 (months and seasons) by keyboard alone', () => {
  test('Months of the Year: from step 1 to mastered, every kind of item read from the page', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, months, 'Months of the Year', 'Months of the Year');
    await expectLingoFrame(page, 'Months of the Year');
    const checked = new Set<string>();
    const items = await playToMastery(
      page,
      async (session) => {
        const kind = await monthsItemKind(session);
        if (!checked.has(kind)) await expectNoAxeViolations(page, `Months of the Year, ${kind}`);
        await answerMonths(page, session);
        await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
        if (!checked.has(kind)) {
          checked.add(kind);
          await expectNoAxeViolations(page, `Months of the Year, ${kind} answered`);
        }
      },
      20,
    );
    expect(items).toBe(14);
    expect([...checked].sort()).toEqual(['neighbour', 'order', 'ring']);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Months of the Year, mastered');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 5);
  });

  test('Seasons in Canada: from step 1 to mastered, pictures, months beside the wheel, holidays', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFromConceptPage(page, seasons, 'Seasons in Canada', 'Seasons in Canada');
    await expectLingoFrame(page, 'Seasons in Canada');
    const seenSteps = new Set<number>();
    const items = await playToMastery(
      page,
      async (session) => {
        const step = Number(await session.getAttribute('data-step'));
        if (!seenSteps.has(step))
          await expectNoAxeViolations(page, `Seasons in Canada, step ${step}`);
        if (step === 2 || step === 3) {
          // The season wheel is beside the month cards: months and seasons, then seasons only.
          await expect(session.getByRole('group', { name: 'Season wheel' })).toContainText(
            'Season wheel. Winter: December, January, February.',
          );
        }
        await answerSeasons(page, session);
        await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
        if (!seenSteps.has(step)) {
          seenSteps.add(step);
          await expectNoAxeViolations(page, `Seasons in Canada, step ${step} answered`);
        }
      },
      20,
    );
    expect(items).toBe(14);
    expect([...seenSteps].sort()).toEqual([1, 2, 3, 4]);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Seasons in Canada, mastered');
    await expectLevelBadge(page, 1, LEVEL_TITLE, 1, 5);
  });

  test('Seasons in Canada: a misplaced month bounces back at Check with its hint, then is fixed', async ({
    page,
  }) => {
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-4', 2) });
    await openLingoAt(page, lingoUrl('calendar', 1, 'lingo-1-4'), 'Seasons in Canada');
    const session = practice(page);
    let moved = '';
    await answerSeasonSort(page, session, {
      // The first card goes into a wrong bin: March into winter and December into fall (the
      // two mistakes with their own hints), any other month one season too late.
      wrong: (name) => {
        if (moved) return undefined;
        moved = name;
        if (name === 'March') return 'Winter';
        if (name === 'December') return 'Fall';
        const order = ['Winter', 'Spring', 'Summer', 'Fall'];
        return order[(order.indexOf(seasonOfCard(name)) + 1) % 4];
      },
    });
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      moved === 'March'
        ? 'March can still be snowy, but on the calendar spring starts in March.'
        : moved === 'December'
          ? 'Winter starts with December: December, January, February.'
          : 'Find the month on the wheel and see which season it sits in.',
    );
    // Back in the tray; the right ones stay locked in their bins, read as right.
    await expect(
      session.getByRole('group', { name: 'To sort' }).getByRole('button', { name: moved }),
    ).toBeVisible();
    await expect(session.getByText(/^\w+, right$/)).toHaveCount(2);
    await expectNoAxeViolations(page, 'Seasons in Canada, bounced');
    const again = session.getByRole('button', { name: 'Try again' });
    await expect(again).toBeFocused();
    await page.keyboard.press('Enter');
    await answerSeasonSort(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(feedbackOf(session)).toContainText("That's it! You fixed it.");
  });

  test('Months of the Year: two ring cards swapped go back to the cards with the hint', async ({
    page,
  }) => {
    await presetStorage(page, { 'lingos:progress': atStep('lingo-1-3', 4) });
    await openLingoAt(page, lingoUrl('calendar', 1, 'lingo-1-3'), 'Months of the Year');
    const session = practice(page);
    await expect(session.getByRole('group', { name: 'Year ring', exact: true })).toContainText(
      'Year ring, 12 places, January at the top, going clockwise. Place ',
    );
    await answerRing(page, session, { wrongFirst: true });
    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(session)).toContainText(
      /Look at the months on both sides|June comes first|a new year starts/,
    );
    const tray = session.getByRole('list', { name: 'Month cards' });
    await expect(tray.getByRole('button', { name: /, wrong$/ })).toHaveCount(2);
    await expectNoAxeViolations(page, 'Months of the Year, ring bounced');
    await tabTo(page, session.getByRole('button', { name: 'Try again' }));
    await page.keyboard.press('Enter');
    await answerRing(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
  });
});

test.describe('Calendar level 1 (months and seasons) by mouse alone', () => {
  test('Months of the Year and Seasons in Canada: an item of every step, dragged and clicked', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await openFromConceptPage(page, months, 'Months of the Year', 'Months of the Year');
    for (const step of [1, 2, 3, 4]) {
      if (step > 1) {
        await expectOnlyInput(page, 'mouse');
        await reopenAtStep(page, months, step);
      }
      await answerMonths(page, practice(page));
      await expect(practice(page)).toHaveAttribute('data-state', 'correct');
    }
    await expectOnlyInput(page, 'mouse');

    await openFromConceptPage(page, seasons, 'Seasons in Canada', 'Seasons in Canada');
    for (const step of [1, 2, 3, 4]) {
      if (step > 1) {
        await expectOnlyInput(page, 'mouse');
        await reopenAtStep(page, seasons, step);
      }
      await answerSeasons(page, practice(page));
      await expect(practice(page)).toHaveAttribute('data-state', 'correct');
    }
    expect(await goOnAfterCorrect(page, practice(page))).toBe(true);
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Calendar level 1 (months and seasons) by touch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Months of the Year and Seasons in Canada: an item of every step, by a finger', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, months, 'Months of the Year', 'Months of the Year');
    for (const step of [1, 2, 3, 4]) {
      if (step > 1) {
        await expectOnlyInput(page, 'touch');
        await reopenAtStep(page, months, step);
      }
      await expectNoSidewaysScroll(page, `Months of the Year, step ${step}`);
      await answerMonths(page, practice(page));
      await expect(practice(page)).toHaveAttribute('data-state', 'correct');
    }
    await expectOnlyInput(page, 'touch');

    await openFromConceptPage(page, seasons, 'Seasons in Canada', 'Seasons in Canada');
    for (const step of [1, 2, 3, 4]) {
      if (step > 1) {
        await expectOnlyInput(page, 'touch');
        await reopenAtStep(page, seasons, step);
      }
      await expectNoSidewaysScroll(page, `Seasons in Canada, step ${step}`);
      await answerSeasons(page, practice(page));
      await expect(practice(page)).toHaveAttribute('data-state', 'correct');
    }
    await expectOnlyInput(page, 'touch');
  });
});

test.describe('Calendar level 1 (months and seasons) in dark mode and at 320 px', () => {
  for (const { lingo, title, step } of [
    { lingo: months, title: 'Months of the Year', step: 4 },
    { lingo: seasons, title: 'Seasons in Canada', step: 2 },
    { lingo: seasons, title: 'Seasons in Canada', step: 4 },
  ]) {
    test(`${title}, step ${step}: no axe violations in dark mode, nothing sideways at 320 px`, async ({
      page,
    }) => {
      await presetStorage(page, { dark: 'true', 'lingos:progress': atStep(lingo.id, step) });
      await openLingoAt(page, lingoUrl('calendar', 1, lingo.id), title);
      await expect(stepShown(page, step)).toBeVisible();
      await expectNoAxeViolations(page, `${title}, step ${step}, dark`);
      await page.setViewportSize({ width: 320, height: 720 });
      await expectNoSidewaysScroll(page, `${title}, step ${step}`);
    });
  }
});

import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import { expectOnlyInput, pointerPress, useInput, watchInput } from './input';
import {
  expectLevelBadge,
  expectLingoFrame,
  expectNoSidewaysScroll,
  feedbackOf,
  openFromConceptPage,
  playToMastery,
  practice,
  waitForToast,
} from './lingo-helpers';
import {
  answerHotCold,
  answerPour,
  expectThermometerBesideAnswer,
  type HotColdKind,
  type PourKind,
} from './measurements-level-3b-helpers';

/**
 * Measurements level 3 ("Mass, Capacity, Temperature"), part b: Pour and Measure (3-2) and
 * Hot and Cold (3-3). Each is played to mastery with the keyboard alone from its top step
 * (a learner preset there), and through whole items with the mouse alone and with a finger
 * alone on a phone in dark mode: a jug filled by dragging its water, cups poured by taps, and
 * a thermometer's red line dragged by the mouse and by a finger. Items are random per visit:
 * every answer is worked out from what the page says (measurements-level-3b-helpers.ts).
 */

const pourAndMeasure = { concept: 'measurements', level: 3, id: 'lingo-3-2' } as const;
const hotAndCold = { concept: 'measurements', level: 3, id: 'lingo-3-3' } as const;
const LEVEL_TITLE = 'Mass, Capacity, Temperature';

/** A learner at a step of one Lingo, not yet mastered. */
const learnerAt = (id: string, step: number): string =>
  JSON.stringify({
    version: 1,
    lingos: {
      [`measurements/${id}`]: {
        status: 'practising',
        step,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 1,
      },
    },
  });

/**
 * Plays items until one of the wanted kind has been answered (each one right, then Next, on
 * past mastery too), running `onItem` on each answered item. Returns the kinds played.
 */
async function playUntil<Kind extends string>(
  page: Page,
  answer: () => Promise<Kind>,
  wanted: Kind,
  onItem: (kind: Kind) => Promise<void> = async () => undefined,
  maxItems = 14,
): Promise<Kind[]> {
  const session = practice(page);
  const kinds: Kind[] = [];
  for (let index = 0; index < maxItems; index += 1) {
    await expect(session).toHaveAttribute('data-state', 'answering');
    const kind = await answer();
    kinds.push(kind);
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    await onItem(kind);
    if (kind === wanted) return kinds;
    await pointerPress(page, session.getByRole('button', { name: 'Next', exact: true }));
  }
  throw new Error(`No ${wanted} item in ${maxItems} items: ${kinds.join(', ')}`);
}

test.describe('Measurements level 3b by keyboard alone', () => {
  test('Pour and Measure: from the top step, jugs read and filled, to mastered', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-2', 4) });
    await openFromConceptPage(page, pourAndMeasure, 'Pour and Measure', 'Pour and Measure');
    await expectLingoFrame(page, 'Pour and Measure');
    await expectLevelBadge(page, 3, LEVEL_TITLE, 0, 4);
    await expectNoAxeViolations(page, 'Pour and Measure, first item');
    const seen = new Set<PourKind>();
    const items = await playToMastery(page, async (session) => {
      const kind = await answerPour(page, session);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      if (!seen.has(kind)) {
        seen.add(kind);
        await expectNoAxeViolations(page, `Pour and Measure, a ${kind} item answered`);
      }
    });
    expect(items).toBe(5);
    await expect(feedbackOf(practice(page))).toContainText('Mastered');
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Pour and Measure, mastered');
    await expectLevelBadge(page, 3, LEVEL_TITLE, 1, 4);
  });

  test('Hot and Cold: from the top step, read and set below zero, to mastered', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-3', 4) });
    await openFromConceptPage(page, hotAndCold, 'Hot and Cold', 'Hot and Cold');
    await expectLingoFrame(page, 'Hot and Cold');
    await expectNoAxeViolations(page, 'Hot and Cold, first item');
    const seen = new Set<HotColdKind>();
    const items = await playToMastery(page, async (session) => {
      const kind = await answerHotCold(page, session);
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      if (!seen.has(kind)) {
        seen.add(kind);
        await expectNoAxeViolations(page, `Hot and Cold, a ${kind} item answered`);
      }
    });
    expect(items).toBe(5);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Hot and Cold, mastered');
    await expectLevelBadge(page, 3, LEVEL_TITLE, 1, 4);
  });
});

test.describe('Measurements level 3b by mouse alone', () => {
  test('Pour and Measure: the jug filled by dragging its water, jugs read on the keys', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-2', 4) });
    await openFromConceptPage(page, pourAndMeasure, 'Pour and Measure', 'Pour and Measure');
    const kinds = await playUntil(page, () => answerPour(page, practice(page)), 'fill');
    expect(kinds.at(-1)).toBe('fill');
    await expectOnlyInput(page, 'mouse');
  });

  test('Hot and Cold, step 1: the thermometer beside the NumberPad, the reading clicked', async ({
    page,
  }) => {
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-3', 1) });
    await openFromConceptPage(page, hotAndCold, 'Hot and Cold', 'Hot and Cold');
    const session = practice(page);
    await expectThermometerBesideAnswer(session);
    expect(await answerHotCold(page, session)).toBe('read-pad');
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expectOnlyInput(page, 'mouse');
  });

  test('Hot and Cold: the red line dragged to the temperature asked for', async ({ page }) => {
    test.setTimeout(150_000);
    useInput(page, 'mouse');
    await watchInput(page);
    await presetStorage(page, { 'lingos:progress': learnerAt('lingo-3-3', 4) });
    await openFromConceptPage(page, hotAndCold, 'Hot and Cold', 'Hot and Cold');
    const kinds = await playUntil(page, () => answerHotCold(page, practice(page)), 'set');
    expect(kinds.at(-1)).toBe('set');
    await expectOnlyInput(page, 'mouse');
  });
});

test.describe('Measurements level 3b by touch on a phone, in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Pour and Measure: cups poured by taps until the jug is full, the count tapped', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true', 'lingos:progress': learnerAt('lingo-3-2', 2) });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, pourAndMeasure, 'Pour and Measure', 'Pour and Measure');
    await expectNoSidewaysScroll(page, 'the cups and the jug');
    await expectNoAxeViolations(page, 'Pour and Measure, dark, cups');
    const kinds = await playUntil(page, () => answerPour(page, practice(page)), 'cups');
    expect(kinds).toEqual(['cups']);
    await expectNoAxeViolations(page, 'Pour and Measure, dark, cups counted');
    await expectOnlyInput(page, 'touch');
  });

  test('Hot and Cold: the red line dragged by a finger, readings tapped', async ({ page }) => {
    test.setTimeout(150_000);
    await presetStorage(page, { dark: 'true', 'lingos:progress': learnerAt('lingo-3-3', 2) });
    useInput(page, 'touch');
    await watchInput(page);
    await openFromConceptPage(page, hotAndCold, 'Hot and Cold', 'Hot and Cold');
    const kinds = await playUntil(
      page,
      () => answerHotCold(page, practice(page)),
      'set',
      async (kind) => {
        await expectNoSidewaysScroll(page, `a ${kind} item`);
        await expectNoAxeViolations(page, `Hot and Cold, dark, a ${kind} item`);
      },
    );
    expect(kinds.at(-1)).toBe('set');
    await expectOnlyInput(page, 'touch');
  });
});

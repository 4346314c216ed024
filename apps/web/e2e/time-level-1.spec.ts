import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import {
  activity,
  addToFace,
  axeViolations,
  capitalize,
  clockCheckCards,
  expectLevel1Badge,
  faceMinutes,
  feedback,
  formatDigital,
  formatWords,
  hints,
  hintFor,
  lesson,
  level1Lingos,
  lingoPath,
  misreadingOf,
  moveCardByKeyboard,
  nextHour,
  openLingo,
  parseDigital,
  parseHands,
  partOfDay,
  pickCard,
  playToMastery,
  practice,
  pressTimes,
  sameFace,
  setClockByKeyboard,
  sliderValue,
  swappedReading,
  tabTo,
  waitForClockToSettle,
  waitForToast,
  type Face,
} from './time-helpers';
import { expectLingoTitle } from './lingo-helpers';

/**
 * Time, level 1 ("Explore the Clock"): each of the five Lingos played with the keyboard
 * alone (Tab, arrows, PageUp/PageDown, Enter, Space; the mouse never answers) to completion
 * or mastery; the sidebar badge and the concept page counting it; progress surviving a
 * reload; misconception hints; the Living Clock's "now"; axe on every Lingo page in light
 * and dark.
 *
 * Items are random per session: every answer is computed from what the page says (the
 * prompt, clock descriptions, slider values, card names), never from a seed.
 */

/** The Living Clock's "now": 3:47 PM in Toronto (Date only; timers and frames run). */
const NOW = new Date('2025-06-18T15:47:00-04:00');
const LATER = new Date('2025-06-18T15:52:00-04:00');

// ─── Playing each Lingo with the keyboard ────────────────────────────────────────────────

/** Clock Basics: the five guided steps, then the closing check (one wrong pick first). */
async function playClockBasics(page: Page): Promise<void> {
  const root = lesson(page);
  const next = root.getByRole('button', { name: 'Next' });
  const digital = root.getByRole('img', { name: /^Digital clock showing/ });
  const finishStep = async (praise: string) => {
    await expect(root).toHaveAttribute('data-state', 'correct');
    await expect(feedback(root)).toHaveText(praise);
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  };

  // 1. Tap the 12 at the top: the numbers are buttons.
  await expect(root.getByText('Step 1 of 5')).toBeVisible();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, root.getByRole('button', { name: '12', exact: true }));
  await page.keyboard.press('Enter');
  await finishStep('Yes! 12 is at the top of the clock.');

  // 2. The short hand to 3 (only the hour hand, from 12:00).
  await expect(root.getByText('Step 2 of 5')).toBeVisible();
  const hourHand = root.getByRole('slider', { name: 'Hour hand' });
  await expect(root.getByRole('slider', { name: 'Minute hand' })).toHaveCount(0);
  await tabTo(page, hourHand);
  await pressTimes(page, 'ArrowUp', (3 - (await sliderValue(hourHand)) + 12) % 12);
  await expect(hourHand).toHaveAttribute('aria-valuetext', "3 o'clock");
  await expect(digital).toHaveAccessibleName('Digital clock showing 3:00');
  await finishStep("3 o'clock");

  // 3. The long hand to 12, from 5:20: back to 5:00.
  await expect(root.getByText('Step 3 of 5')).toBeVisible();
  const minuteHand = root.getByRole('slider', { name: 'Minute hand' });
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '20');
  await expect(digital).toHaveAccessibleName('Digital clock showing 5:20');
  await tabTo(page, minuteHand);
  await pressTimes(page, 'PageDown', 4);
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '0');
  await finishStep("You made 5:00, 5 o'clock.");

  // 4. One whole turn of the long hand (Shift+arrow is one hour): the short hand moves on.
  await expect(root.getByText('Step 4 of 5')).toBeVisible();
  await expect(digital).toHaveAccessibleName('Digital clock showing 5:00');
  await tabTo(page, minuteHand);
  await page.keyboard.press('Shift+ArrowRight');
  await expect(digital).toHaveAccessibleName('Digital clock showing 6:00');
  await finishStep('One turn of the long hand is one hour.');

  // 5. Half past: the long hand to 6.
  await expect(root.getByText('Step 5 of 5')).toBeVisible();
  await tabTo(page, minuteHand);
  await pressTimes(page, 'PageUp', 6);
  await expect(digital).toHaveAccessibleName('Digital clock showing 6:30');
  await finishStep('Half past 6, 6:30.');

  // The closing check: read each clock card's description and pick the one asked for.
  const questions = ["Which clock shows 7 o'clock?", 'Which clock shows half past 2?'];
  for (const [index, question] of questions.entries()) {
    await expect(root.getByText(`Check ${index + 1} of 2`)).toBeVisible();
    const group = root.getByRole('radiogroup', { name: question });
    const { right, swapped } = await clockCheckCards(group, question);

    if (index === 0) {
      // A wrong pick first: the swapped-hands clock gives the H-SWAP hint and another try.
      await pickCard(page, group, swapped);
      await page.keyboard.press('Enter');
      await expect(root).toHaveAttribute('data-state', 'incorrect');
      await expect(feedback(root)).toContainText(hints['H-SWAP']);
      await expect(root.getByRole('button', { name: 'Try again' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(root).toHaveAttribute('data-state', 'answering');
      await expect(group.getByRole('radio', { name: swapped })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
    await pickCard(page, group, right);
    // Enter on the picked card checks.
    await page.keyboard.press('Enter');
    await expect(root).toHaveAttribute('data-state', 'correct');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(root).toHaveAttribute('data-state', 'completed');
  await expect(root.getByText('Lesson complete', { exact: true })).toBeVisible();
}

/** The Living Clock to mastery; "now" must be fixed at NOW. Returns the question kinds met. */
async function playLivingClock(page: Page): Promise<string[]> {
  const kinds = new Set<string>();
  await playToMastery(page, async (session) => {
    const group = activity(session);
    const prompt = (await group.getAttribute('aria-label')) ?? '';
    const cards = group.getByRole('radiogroup');
    const clock = group.locator('[data-time]').first();
    const check = async () => {
      await page.keyboard.press('Enter');
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    };
    kinds.add(prompt.replace(/\d+/g, 'N'));
    // The question's clock first spins from now to the item's time.
    await waitForClockToSettle(clock);
    const readClock = async () =>
      parseHands((await group.getByRole('img').first().getAttribute('aria-label')) ?? '');

    if (prompt === 'Tap the hour hand.') {
      await tabTo(page, group.getByRole('button', { name: 'Short hand' }));
      await page.keyboard.press('Enter');
      await expect(group).toContainText('You tapped the short hand.');
      await tabTo(page, session.getByRole('button', { name: 'Check' }));
      await check();
    } else if (prompt === 'What hour does the clock show?') {
      const face = await readClock();
      expect(face.minute, 'an o’clock time').toBe(0);
      await pickCard(page, cards, String(face.hour));
      await check();
    } else if (prompt === 'Is it morning, afternoon, evening or night right now?') {
      await pickCard(page, cards, partOfDay(parseDigital('3:47'), 'PM'));
      await check();
    } else if (prompt.startsWith('Turn the long hand once around.')) {
      // Nothing tells assistive tech where the short hand is on this clock (see the report);
      // read the drawn time, as a sighted child reads the hands.
      const before = Number(await clock.getAttribute('data-time'));
      await tabTo(page, group.getByRole('slider', { name: 'Minute hand' }));
      await page.keyboard.press('Shift+ArrowRight');
      await expect(clock).toHaveAttribute('data-time', String((before + 60) % 1440));
      await pickCard(page, cards, `The ${nextHour(Math.floor((before % 720) / 60) || 12)}`);
      await check();
    } else if (prompt.startsWith('Drag the long hand to make it')) {
      const later = Number(/(\d+) minutes later/.exec(prompt)?.[1]);
      const minuteHand = group.getByRole('slider', { name: 'Minute hand' });
      const start = await sliderValue(minuteHand);
      await tabTo(page, minuteHand);
      await pressTimes(page, 'PageUp', later / 5);
      await expect(minuteHand).toHaveAttribute('aria-valuenow', String((start + later) % 60));
      // Enter on the clock checks.
      await check();
    } else if (prompt === 'What time is it?' || prompt === 'What time is it right now?') {
      const face = await readClock();
      if (prompt.endsWith('right now?')) expect(face).toEqual({ hour: 3, minute: 47 });
      const names = await cards
        .getByRole('radio')
        .evaluateAll((radios) =>
          radios.map((radio) =>
            (radio.getAttribute('aria-label') ?? radio.textContent ?? '').trim(),
          ),
        );
      // Step 2 cards say the time in words; steps 3–4 in digits.
      const wanted = [formatDigital(face), capitalize(formatWords(face))];
      const name = names.find((candidate) => wanted.includes(candidate));
      if (!name) throw new Error(`No card for ${formatDigital(face)} in ${names.join(' | ')}`);
      await pickCard(page, cards, name);
      await check();
    } else {
      throw new Error(`Unknown Living Clock question: ${prompt}`);
    }
  });
  return [...kinds];
}

/** Set the Time to mastery: read the target from the prompt, set both hands, Enter. */
async function playSetTheTime(page: Page): Promise<number> {
  return playToMastery(page, async (session) => {
    const group = activity(session);
    const prompt = (await group.getAttribute('aria-label')) ?? '';
    expect(prompt).toMatch(/^Set the clock to /);
    const target = parseDigital(prompt);
    await setClockByKeyboard(page, group.getByRole('group', { name: 'Your clock' }), target);
    // Enter on the clock checks (the session's Check).
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
    // The time is announced in words and digits only after the answer.
    await expect(feedback(session)).toContainText(
      `${formatDigital(target)}, ${formatWords(target)}`,
    );
  });
}

/** Time Sequence Puzzles to mastery: read every card, sort them with the keyboard, Enter. */
async function playTimeSequence(page: Page): Promise<number> {
  return playToMastery(page, async (session) => {
    const list = activity(session).getByRole('list');
    const labels = async () =>
      (
        await list.getByRole('button').evaluateAll((cards) =>
          // A card is named by its visually hidden name text.
          cards.map((card) => card.querySelector('[data-part="card-name"]')?.textContent ?? ''),
        )
      ).map((label) => label.replace(/, card \d of \d$/, ''));
    // Minutes since midnight when the card says AM/PM (sky cards); otherwise the cards are
    // all in one half of the day, without 12 o'clock, and the face order is the order.
    const minutesOf = (label: string): number => {
      if (label.includes('A digital clock showing')) {
        const digital = parseDigital(label);
        return faceMinutes(digital) + (digital.meridiem === 'PM' ? 720 : 0);
      }
      return faceMinutes(parseHands(label)) + (/sky, PM:/.test(label) ? 720 : 0);
    };
    const sorted = [...(await labels())].sort((a, b) => minutesOf(a) - minutesOf(b));
    for (let place = 0; place < sorted.length; place += 1) {
      const wanted = sorted[place] as string;
      if ((await labels()).indexOf(wanted) === place) continue;
      await moveCardByKeyboard(page, list, `${wanted}, card `, place);
      await expect.poll(async () => (await labels()).indexOf(wanted)).toBe(place);
    }
    expect(await labels()).toEqual(sorted);
    // Enter on a card that is not held checks the order.
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  });
}

/** Speed Clock Reading with the timer off: rounds of 10 until mastered. Returns the rounds. */
async function playSpeedClockReading(page: Page): Promise<number> {
  const session = practice(page);
  await expect(session).toHaveAttribute('data-state', 'ready');
  const timerOff = session.getByRole('button', { name: 'Timer off' });
  await tabTo(page, timerOff);
  await page.keyboard.press('Space');
  await expect(timerOff).toHaveAttribute('aria-pressed', 'true');
  await expect(session.getByRole('timer')).toHaveCount(0);
  await expect(session.getByRole('button', { name: 'Hide timer' })).toBeDisabled();

  const status = session.getByText(/^Step \d of 4/);
  for (let round = 1; round <= 6; round += 1) {
    await expect(session).toHaveAttribute('data-state', 'ready');
    await tabTo(page, session.getByRole('button', { name: 'Start round' }));
    await page.keyboard.press('Enter');
    const step = Number(/^Step (\d)/.exec((await status.textContent()) ?? '')?.[1]);
    for (let question = 1; question <= 10; question += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expect(status).toHaveText(`Step ${step} of 4 · Question ${question} of 10`);
      const group = activity(session);
      // "Clock 4 of 10: the short hand is close to 9. The long hand is 3 small marks past the 10."
      const description = (await group.getByRole('img').first().getAttribute('aria-label')) ?? '';
      expect(description).toMatch(new RegExp(`^Clock ${question} of 10: the short hand`));
      // One tap: Space on the card answers.
      await pickCard(page, group.getByRole('radiogroup'), formatDigital(parseHands(description)));
      await expect
        .poll(async () => {
          const state = await session.getAttribute('data-state');
          const text = (await status.textContent()) ?? '';
          return state !== 'answering' || !text.endsWith(`Question ${question} of 10`);
        })
        .toBe(true);
      const state = await session.getAttribute('data-state');
      expect(state, `round ${round}, question ${question}`).not.toBe('incorrect');
      // Next skips the 0.7 s pause after a right answer (the round also goes on by itself).
      const next = session.getByRole('button', { name: 'Next' });
      if (
        state === 'correct' &&
        (await next.evaluate((b) => b === document.activeElement).catch(() => false))
      ) {
        await page.keyboard.press('Enter');
      }
    }
    await expect(session).toHaveAttribute('data-state', /^(result|mastered)$/);
    await expect(session.getByText('10 of 10 right', { exact: true })).toBeVisible();
    await expect(feedback(session)).toContainText('Round done: 10 of 10 right');
    // Timer off: nothing is timed, and no best time is recorded.
    await expect(session.getByText(/^Time:/)).toHaveCount(0);
    await expect(session.getByText('no time yet')).toHaveCount(4);
    if ((await session.getAttribute('data-state')) === 'mastered') return round;
    await expect(session.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  throw new Error('Not mastered after 6 rounds');
}

// ─── Progress ────────────────────────────────────────────────────────────────────────────

/** After the first Lingo is done: the badge says 1/5, and so does everything after a reload. */
async function expectDoneAndSurvivesReload(page: Page, title: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const mastery = page.getByRole('progressbar', { name: 'Mastery' });
  await expectLevel1Badge(page, 1);
  const link = sidebar.getByRole('link', {
    name: new RegExp(`^${title}( Learn)? \\(completed\\)$`),
  });
  await expect(link).toBeVisible();
  await expect(mastery).toHaveAttribute('aria-valuenow', '100');
  await page.reload();
  await expectLingoTitle(page, title);
  await expectLevel1Badge(page, 1);
  await expect(link).toBeVisible();
  await expect(mastery).toHaveAttribute('aria-valuenow', '100');
  await page.goto('/concepts/time');
  await expect(page.locator('section#level-1')).toContainText('1 of 5 done · 20%');
  await expect(page.getByRole('progressbar', { name: 'Level 1 progress' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
}

// ─── Tests ───────────────────────────────────────────────────────────────────────────────

test.describe('played with the keyboard alone', () => {
  test('Clock Basics: every step and the closing check, to completion', async ({ page }) => {
    await openLingo(page, 'lingo-1-0', 'Clock Basics');
    await expect(page.getByRole('button', { name: /^Read aloud/ }).first()).toBeVisible();
    await expectLevel1Badge(page, 0);
    await playClockBasics(page);
    await waitForToast(page, 'Lesson complete!');
    await expectNoAxeViolations(page, 'Clock Basics, completed');
    await expectDoneAndSurvivesReload(page, 'Clock Basics');
  });

  test.describe(() => {
    test.use({ timezoneId: 'America/Toronto' });

    test('The Living Clock: to mastery', async ({ page }) => {
      test.setTimeout(150_000);
      await page.clock.setFixedTime(NOW);
      await openLingo(page, 'lingo-1-1', 'The Living Clock');
      await expectLevel1Badge(page, 0);
      const kinds = await playLivingClock(page);
      test.info().annotations.push({ type: 'question kinds', description: kinds.join(' / ') });
      await expectDoneAndSurvivesReload(page, 'The Living Clock');
    });
  });

  test('Set the Time: to mastery', async ({ page }) => {
    test.setTimeout(150_000);
    await openLingo(page, 'lingo-1-2', 'Set the Time');
    await expectLevel1Badge(page, 0);
    const items = await playSetTheTime(page);
    test.info().annotations.push({ type: 'items to mastery', description: String(items) });
    await expectDoneAndSurvivesReload(page, 'Set the Time');
  });

  test('Time Sequence Puzzles: to mastery', async ({ page }) => {
    test.setTimeout(150_000);
    await openLingo(page, 'lingo-1-4', 'Time Sequence Puzzles');
    await expectLevel1Badge(page, 0);
    const items = await playTimeSequence(page);
    test.info().annotations.push({ type: 'items to mastery', description: String(items) });
    await expectDoneAndSurvivesReload(page, 'Time Sequence Puzzles');
  });

  test('Speed Clock Reading: timer off, rounds of 10 to mastery', async ({ page }) => {
    test.setTimeout(150_000);
    await openLingo(page, 'lingo-1-5', 'Speed Clock Reading');
    await expectLevel1Badge(page, 0);
    const rounds = await playSpeedClockReading(page);
    // 10/10 in each round moves up a step; 9/10 at step 4 masters: 4 rounds.
    expect(rounds).toBe(4);
    await waitForToast(page, 'Mastered!');
    await expectNoAxeViolations(page, 'Speed Clock Reading, mastered');
    await expectDoneAndSurvivesReload(page, 'Speed Clock Reading');
    // The timer setting is kept too.
    await page.goto(lingoPath('lingo-1-5'));
    await expect(page.getByRole('button', { name: 'Timer off' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the level badge climbs with each Lingo: 0/5 → 1/5 → 2/5', async ({ page }) => {
    test.setTimeout(150_000);
    await openLingo(page, 'lingo-1-0', 'Clock Basics');
    await expectLevel1Badge(page, 0);
    await playClockBasics(page);
    await expectLevel1Badge(page, 1);
    // On to Set the Time through the sidebar, still with the keyboard.
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await tabTo(page, sidebar.getByRole('link', { name: 'Set the Time', exact: true }), 80);
    await page.keyboard.press('Enter');
    await expectLingoTitle(page, 'Set the Time');
    await expectLevel1Badge(page, 1);
    await playSetTheTime(page);
    await expectLevel1Badge(page, 2);
    await page.goto('/concepts/time');
    await expect(page.locator('section#level-1')).toContainText('2 of 5 done · 40%');
    await page.reload();
    await expectLevel1Badge(page, 2);
  });
});

test.describe('hints', () => {
  test('Set the Time: a swapped setting shows H-SWAP, then a right retry', async ({ page }) => {
    await openLingo(page, 'lingo-1-2', 'Set the Time');
    const session = practice(page);
    for (let item = 0; item < 6; item += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      const group = activity(session);
      const clock = group.getByRole('group', { name: 'Your clock' });
      const target = parseDigital((await group.getAttribute('aria-label')) ?? '');
      const swapped = swappedReading(target);
      if (sameFace(swapped, target)) {
        // 12:00 and 6:30 read the same swapped: answer right and take the next item.
        await setClockByKeyboard(page, clock, target);
        await page.keyboard.press('Enter');
        await expect(session.getByRole('button', { name: 'Next' })).toBeFocused();
        await page.keyboard.press('Enter');
        continue;
      }
      // The hands may start on the swapped reading (a 5-minute time 2 h or more from the
      // target): turn them away first, as Check waits for the child to move a hand.
      const start: Face = {
        hour: await sliderValue(clock.getByRole('slider', { name: 'Hour hand' })),
        minute: await sliderValue(clock.getByRole('slider', { name: 'Minute hand' })),
      };
      if (sameFace(start, swapped)) await setClockByKeyboard(page, clock, addToFace(swapped, 5));
      await setClockByKeyboard(page, clock, swapped);
      await page.keyboard.press('Enter');
      await expect(session).toHaveAttribute('data-state', 'incorrect');
      await expect(feedback(session)).toContainText(hints['H-SWAP']);
      // The hands flash in turn (the clock is locked, a picture, while the hint shows).
      await expect(group.locator('[data-hand] [data-flashing="true"]')).toHaveCount(2);
      await expectNoAxeViolations(page, 'Set the Time, after a miss');
      await expect(session.getByRole('button', { name: 'Try again' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(session).toHaveAttribute('data-state', 'answering');
      // The hint stays on screen while the child tries again.
      await expect(session.getByText(hints['H-SWAP'])).toBeVisible();
      await setClockByKeyboard(page, clock, target);
      await page.keyboard.press('Enter');
      await expect(session).toHaveAttribute('data-state', 'correct');
      return;
    }
    throw new Error('No item with a distinct swapped reading in 6 items');
  });

  test('Speed Clock Reading: a wrong tap shows the right reading and its hint, no retry', async ({
    page,
  }) => {
    await openLingo(page, 'lingo-1-5', 'Speed Clock Reading');
    const session = practice(page);
    await tabTo(page, session.getByRole('button', { name: 'Start round' }));
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'answering');
    const group = activity(session);
    const face = parseHands(
      (await group.getByRole('img').first().getAttribute('aria-label')) ?? '',
    );
    const cards = group.getByRole('radiogroup');
    const names = await cards
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
    // Prefer a distractor with a named misreading; the others get the default hint.
    const wrong = names
      .filter((name) => name !== formatDigital(face))
      .sort(
        (a, b) =>
          Number(misreadingOf(face, parseDigital(b)) !== undefined) -
          Number(misreadingOf(face, parseDigital(a)) !== undefined),
      )[0] as string;
    const misreading = misreadingOf(face, parseDigital(wrong));
    await pickCard(page, cards, wrong);

    await expect(session).toHaveAttribute('data-state', 'incorrect');
    await expect(feedback(session)).toContainText(hintFor(misreading ?? 'readingDefault', face));
    // The correct reading, in digits and words, and the right card marked.
    await expect(feedback(session)).toContainText(`${formatDigital(face)}, ${formatWords(face)}`);
    await expect(cards.getByRole('radio', { name: `${formatDigital(face)}, right` })).toBeVisible();
    await expect(cards.getByRole('radio', { name: `${wrong}, not right` })).toBeVisible();
    await expect(session.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // After 3 s the round goes on by itself.
    await expect(session.getByText(/^Step 1 of 4 · Question 2 of 10$/)).toBeVisible({
      timeout: 6_000,
    });
    await expect(session).toHaveAttribute('data-state', 'answering');
  });
});

test.describe('The Living Clock: now', () => {
  test.use({ timezoneId: 'America/Toronto' });

  /** The explore clock shows now, follows it, pauses when a hand moves, and goes back. */
  async function exploreNow(
    page: Page,
    timeout?: number,
    onOpen?: () => Promise<void>,
  ): Promise<void> {
    await page.clock.setFixedTime(NOW);
    await openLingo(page, 'lingo-1-1', 'The Living Clock');
    await onOpen?.();
    const explore = page.getByRole('region', { name: 'Explore the living clock' });
    const digital = explore.getByRole('img', { name: /^Digital clock showing/ });
    const minuteHand = explore.getByRole('slider', { name: 'Minute hand' });
    const hourHand = explore.getByRole('slider', { name: 'Hour hand' });
    await expect(digital).toHaveAccessibleName('Digital clock showing 3:47 PM');
    await expect(explore.getByRole('group').first()).toHaveAccessibleName(
      'Living clock, now 3:47 in the afternoon. The short hand is close to 4. The long hand is 2 small marks past the 9.',
    );
    await expect(minuteHand).toHaveAttribute('aria-valuenow', '47');
    await expect(hourHand).toHaveAttribute('aria-valuetext', 'still 3, close to 4');

    // Five minutes later the live clock has moved on (it ticks every second).
    await page.clock.setFixedTime(LATER);
    await expect(digital).toHaveAccessibleName('Digital clock showing 3:52 PM');
    await expect(minuteHand).toHaveAttribute('aria-valuenow', '52', { timeout });

    // Moving a hand pauses the live time and says the time.
    const back = explore.getByRole('button', { name: 'Back to now' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, minuteHand);
    await pressTimes(page, 'PageUp', 2);
    await expect(explore.getByRole('status')).toHaveText('Now 4:02.');
    await expect(digital).toHaveAccessibleName('Digital clock showing 4:02 PM');
    await expect(hourHand).toHaveAttribute('aria-valuenow', '4');
    await expect(back).toHaveAttribute('aria-disabled', 'false');

    // "Back to now" turns the hands back to the real time.
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(explore.getByRole('status')).toHaveText('Back to now: 3:52.');
    await expect(digital).toHaveAccessibleName('Digital clock showing 3:52 PM');
    await expect(minuteHand).toHaveAttribute('aria-valuenow', '52', { timeout });
    await expect(hourHand).toHaveAttribute('aria-valuenow', '3');
  }

  test('the explore clock shows now, follows it, pauses when moved, Back to now', async ({
    page,
  }) => {
    await exploreNow(page);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the clock jumps to now instead of spinning, and still follows it', async ({ page }) => {
      // Regression: AnalogClock's useSpin used to return its first value for ever when
      // `animate` was on and the user preferred reduced motion (the live clock stood still
      // and every question clock showed "now" instead of the item's time).
      await exploreNow(page, 2_000, async () => {
        // The first question's clock shows the item's time at once, without spinning.
        const group = activity(practice(page));
        const prompt = (await group.getAttribute('aria-label')) ?? '';
        const drawn = Number(await group.locator('[data-time]').first().getAttribute('data-time'));
        if (prompt.startsWith('Is it morning')) expect(drawn).toBe(15 * 60 + 47);
        else expect(drawn % 60, `${prompt}: an o'clock time`).toBe(0);
      });
    });
  });
});

test.describe('axe', () => {
  /**
   * Every page in light and dark. The last test runs label-content-name-mismatch (WCAG 2.5.3)
   * on its own on Time Sequence Puzzles' cards, whose names once missed the clock face's
   * visible numerals.
   */
  for (const dark of [false, true]) {
    for (const lingo of level1Lingos) {
      const label = `${lingo.title} (${dark ? 'dark' : 'light'})`;
      test(`${label} has no violations`, async ({ page }) => {
        await presetStorage(page, { dark: String(dark) });
        await openLingo(page, lingo.id, lingo.title);
        const root = lingo.kind === 'learn' ? lesson(page) : practice(page);
        await expect(root).toHaveAttribute(
          'data-state',
          lingo.kind === 'speed' ? 'ready' : 'answering',
        );
        await expectNoAxeViolations(page, label);
      });
    }
  }

  test('Time Sequence Puzzles cards: visible text is part of their name', async ({ page }) => {
    await openLingo(page, 'lingo-1-4', 'Time Sequence Puzzles');
    await expect(practice(page).getByRole('list').getByRole('button')).toHaveCount(3);
    expect(await axeViolations(page, { rules: ['label-content-name-mismatch'] })).toEqual([]);
  });
});

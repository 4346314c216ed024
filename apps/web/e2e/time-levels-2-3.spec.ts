import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetStorage, test } from './fixtures';
import {
  activityOf,
  answerItem,
  axeViolations,
  expectLingoFrame,
  feedbackOf,
  lesson,
  levels23Lingos,
  lingoInfo,
  chooseMatchItem,
  matchAmountPairs,
  openByUrl,
  openFromConceptPage,
  pickRadio,
  practice,
  pressButton,
  pressCheck,
  pressTimes,
  tabTo,
  typeClockTime,
  type LingoInfo,
} from './time-levels-2-3-helpers';
import { waitForToast } from './lingo-helpers';

/**
 * Time, levels 2 ("Time Problem Solving") and 3 ("Time Master"): each of the 14 Lingos
 * reached from the concept page and played with the keyboard alone (Tab/Shift+Tab, arrows,
 * PageUp/PageDown, Enter, Space, digits; the mouse never answers): the two Learn lessons
 * through every step and the closing check to "completed"; every practice Lingo through one
 * item to "correct", then Next; the Speed Lingo with its timer off, one pair right; the
 * Master Time Challenge's untimed round of 12 (items borrowed from levels 1–3) all right, to
 * its stars per strand. Axe runs on every answered item and finished lesson, and on every
 * Lingo page in light and in dark.
 *
 * Items are random per session (the routed page passes no seed): each answer is computed
 * from what the page says (prompt, clock descriptions, card names, text alternatives), see
 * time-levels-2-3-helpers.ts.
 */

const LESSON_DONE_TOAST = 'Lesson complete!';

// ─── Label in name ───────────────────────────────────────────────────────────────────────

/** The widgets whose buttons carry an aria-label next to visible text (WCAG 2.5.3). */
const JUMP_BUTTONS = '[role="group"][aria-label="Jumps"] button';
const MAP_CITIES = '[role="toolbar"][aria-label="Map of Canada, west to east"] button';
const LABEL_IN_NAME = 'label-content-name-mismatch';

/** After a right answer: praise, Next has the focus, Enter brings a new item into focus. */
async function expectCorrectThenNext(
  page: Page,
  session: Locator,
  lingo: LingoInfo,
): Promise<void> {
  await expect(session).toHaveAttribute('data-state', 'correct');
  await expect(feedbackOf(session)).toHaveAttribute('data-kind', 'correct');
  const next = session.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeFocused();
  await expectNoAxeViolations(page, `${lingo.title}, answered`);
  await page.keyboard.press('Enter');
  await expect(session).toHaveAttribute('data-state', 'answering');
  await expect(activityOf(session)).toBeFocused();
  await expect(session.getByRole('button', { name: 'Check', exact: true })).toBeVisible();
}

/** A Learn step is done: its feedback, then Next (which has the focus) goes on. */
async function finishStep(page: Page, root: Locator, done?: string): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  if (done) await expect(feedbackOf(root)).toContainText(done);
  await expect(root.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The lesson ends "completed"; the concept page counts it as done in its level. */
async function expectLessonCompleted(page: Page, root: Locator, lingo: LingoInfo): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'completed');
  await expect(root.getByText('Lesson complete', { exact: true })).toBeVisible();
  await waitForToast(page, LESSON_DONE_TOAST);
  await expectNoAxeViolations(page, `${lingo.title}, completed`);
  await page.goto('/concepts/time');
  const section = page.locator(`section#level-${lingo.level}`);
  await expect(section).toContainText('1 of 7 done');
  await expect(
    section.getByRole('link', { name: new RegExp(`${lingo.title} \\(Learn\\)`) }),
  ).toContainText('Done');
}

// ─── Learn lessons ───────────────────────────────────────────────────────────────────────

/** 2-0: count by fives, half and a quarter of the face, three ribbon jumps, the check. */
async function playTimeMathBasics(page: Page): Promise<void> {
  const root = lesson(page);
  const next = root.getByRole('button', { name: 'Next', exact: true });

  // 1. Tap each number: it says its minutes; all twelve make the minute numbers appear.
  await expect(root.getByText('Step 1 of 5')).toBeVisible();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  for (let number = 1; number <= 12; number += 1) {
    await pressButton(page, root.getByRole('button', { name: String(number), exact: true }));
    if (number === 3) await expect(feedbackOf(root)).toContainText('15');
    if (number < 12) await expect(root).toHaveAttribute('data-state', 'answering');
  }
  await expect(
    root.getByRole('list', { name: 'Minutes counted' }).getByRole('listitem'),
  ).toHaveText(Array.from({ length: 12 }, (_, index) => String((index + 1) * 5)));
  await finishStep(page, root, 'One turn of the long hand is 60 minutes.');

  // 2. The long hand from 12 to 6 (half an hour), then back to 3 (a quarter).
  await expect(root.getByText('Step 2 of 5')).toBeVisible();
  const minuteHand = root.getByRole('slider', { name: 'Minute hand' });
  await tabTo(page, minuteHand);
  await pressTimes(page, 'PageUp', 6);
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '30');
  await expect(feedbackOf(root)).toContainText(
    '30 minutes: half an hour. Now drag it from 12 to 3.',
  );
  await expect(root).toHaveAttribute('data-state', 'answering');
  await pressTimes(page, 'PageDown', 3);
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '15');
  await finishStep(page, root, 'Half an hour is 30 minutes. A quarter of an hour is 15 minutes.');

  // 3–5. Jumps on the time ribbon from 2:00; the clock turns with them.
  const ribbon = root.getByRole('group', { name: 'Time ribbon' });
  await expect(root.getByText('Step 3 of 5')).toBeVisible();
  await pressButton(page, ribbon.getByRole('button', { name: '+1 h, jump plus 1 hour' }));
  // The ribbon says the jump; the step, done at once, says it as the lesson's feedback.
  await expect(
    root.getByRole('img', { name: 'The short hand points at 3. The long hand points at 12.' }),
  ).toBeVisible();
  await finishStep(page, root, 'Plus 1 hour, now 3:00.');

  await expect(root.getByText('Step 4 of 5')).toBeVisible();
  await pressButton(page, ribbon.getByRole('button', { name: '+15 min, jump plus 15 minutes' }));
  await expect(ribbon).toHaveAccessibleDescription(
    'Time ribbon from 2:00. Jump plus 1 hour, now 3:00. Jump plus 15 minutes, now 3:15.',
  );
  await finishStep(page, root, 'Plus 15 minutes, now 3:15.');

  await expect(root.getByText('Step 5 of 5')).toBeVisible();
  await pressButton(page, ribbon.getByRole('button', { name: '−30 min, jump minus 30 minutes' }));
  await finishStep(page, root, 'When we go back past the 12, the hour goes back too.');

  // Closing check 1: "in half an hour" from 4:00. Space picks, Enter on the card checks.
  await expect(root.getByText('Check 1 of 2')).toBeVisible();
  const first = root.getByRole('radiogroup', {
    name: 'It is 4:00. What time will it be in half an hour?',
  });
  await pickRadio(page, first, '4:30');
  await page.keyboard.press('Enter');
  await finishStep(page, root);

  // Closing check 2: 100 shows the H-60 hint; Try again; 60 is right.
  await expect(root.getByText('Check 2 of 2')).toBeVisible();
  const second = root.getByRole('radiogroup', { name: 'How many minutes are in one hour?' });
  await pickRadio(page, second, '100');
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-state', 'incorrect');
  await expect(feedbackOf(root)).toContainText('An hour has 60 minutes, not 100.');
  await expect(root.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-state', 'answering');
  await pickRadio(page, second, '60');
  await page.keyboard.press('Enter');
  await finishStep(page, root);
}

/** 3-0: the sun round the day, noon and midnight, 24-hour pairs, 15:00, the pairs, the check. */
async function playAdvancedTimeConcepts(page: Page): Promise<void> {
  const root = lesson(page);

  // 1. The sun from midnight, past noon, to midnight, an hour at a time (PageUp).
  await expect(root.getByText('Step 1 of 5')).toBeVisible();
  const sun = root.getByRole('slider', { name: 'Sun' });
  await tabTo(page, sun);
  await pressTimes(page, 'PageUp', 9);
  await expect(sun).toHaveAttribute(
    'aria-valuetext',
    'Day ribbon: the sun is at 9 in the morning, 9:00 AM, 09:00.',
  );
  await expect(
    root.getByRole('img', { name: /^Clock, AM: The short hand points at 9\./ }),
  ).toBeVisible();
  await expect(root).toHaveAttribute('data-state', 'answering');
  await pressTimes(page, 'PageUp', 6);
  await expect(
    root.getByRole('img', { name: /^Clock, PM: The short hand points at 3\./ }),
  ).toBeVisible();
  await pressTimes(page, 'PageUp', 9);
  await expect(sun).toHaveAttribute('aria-valuenow', '1440');
  await finishStep(page, root, 'The short hand went round twice');

  // 2. 12 noon, then 12 midnight (a wrong landmark first names where noon is).
  await expect(root.getByText('Step 2 of 5')).toBeVisible();
  await pressButton(page, root.getByRole('button', { name: '12 midnight, the start of the day' }));
  await expect(feedbackOf(root)).toContainText('12 noon is in the middle of the day');
  await pressButton(page, root.getByRole('button', { name: '12 noon', exact: true }));
  await expect(feedbackOf(root)).toContainText('Now tap 12 midnight.');
  await pressButton(
    page,
    root.getByRole('button', { name: '12 midnight, the start of the next day' }),
  );
  await finishStep(page, root, '12 midnight starts a new day.');

  // 3. Three afternoon hours, each with its 24-hour pair.
  await expect(root.getByText('Step 3 of 5')).toBeVisible();
  for (const hour of [1, 3, 5]) {
    await pressButton(page, root.getByRole('button', { name: `${hour} PM`, exact: true }));
    await expect(
      root.getByRole('button', { name: `${hour} PM, ${String(hour + 12)}:00` }),
    ).toBeVisible();
  }
  await finishStep(page, root, 'After 12:00 the hours keep counting');

  // 4. The 24-hour clock to 3 PM: 03 first gets the add-12 hint, then 15; Enter checks.
  await expect(root.getByText('Step 4 of 5')).toBeVisible();
  const clock = root.getByRole('group', { name: '24-hour clock' });
  const hourField = clock.getByRole('spinbutton', { name: 'Hour' });
  await tabTo(page, hourField);
  await page.keyboard.type('03');
  await expect(hourField).toHaveAttribute('aria-valuenow', '3');
  await expect(root.getByRole('img', { name: 'That is 3:00 AM' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(feedbackOf(root)).toContainText('For a PM time, add 12 to the hour: 3 + 12 = 15.');
  await expect(root).toHaveAttribute('data-state', 'answering');
  await typeClockTime(page, clock, 15 * 60, { twentyFour: true });
  await expect(root.getByRole('img', { name: 'That is 3:00 PM' })).toBeVisible();
  await page.keyboard.press('Enter');
  await finishStep(page, root, 'The clock shows 15:00, which is 3 PM.');

  // 5. Match the pairs (one wrong pair first is named).
  await expect(root.getByText('Step 5 of 5')).toBeVisible();
  const amounts = root.getByRole('list', { name: 'Amounts of time' });
  const others = root.getByRole('list', { name: 'The same amounts, said another way' });
  await chooseMatchItem(
    page,
    amounts,
    amounts.getByRole('button', { name: '60 minutes', exact: true }),
  );
  await chooseMatchItem(page, others, others.getByRole('button', { name: '2 hours', exact: true }));
  await expect(feedbackOf(root)).toContainText(
    '60 minutes and 2 hours are not the same amount of time.',
  );
  await matchAmountPairs(page, root);
  await finishStep(page, root, '7 days make 1 week.');

  // Closing check: 14:00 gets its hint; 16:00 and 120 are right.
  await expect(root.getByText('Check 1 of 2')).toBeVisible();
  const first = root.getByRole('radiogroup', { name: 'What is 4 PM in 24-hour time?' });
  await pickRadio(page, first, '14:00');
  await pressCheck(page, root);
  await expect(root).toHaveAttribute('data-state', 'incorrect');
  await expect(feedbackOf(root)).toContainText('4 + 12 = 16, so 4 PM is 16:00.');
  await expect(root.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await pickRadio(page, first, '16:00');
  await page.keyboard.press('Enter');
  await finishStep(page, root);

  await expect(root.getByText('Check 2 of 2')).toBeVisible();
  await pickRadio(
    page,
    root.getByRole('radiogroup', { name: 'How many minutes are in 2 hours?' }),
    '120',
  );
  await page.keyboard.press('Enter');
  await finishStep(page, root);
}

// ─── Tests ───────────────────────────────────────────────────────────────────────────────

test.describe('played with the keyboard alone', () => {
  test('Time Math Basics (Learn): every step and the closing check, to completed', async ({
    page,
  }) => {
    const lingo = lingoInfo('lingo-2-0');
    await openFromConceptPage(page, lingo);
    await expectLingoFrame(page, lingo.title);
    await playTimeMathBasics(page);
    await expectLessonCompleted(page, lesson(page), lingo);
  });

  test('Advanced Time Concepts (Learn): every step and the closing check, to completed', async ({
    page,
  }) => {
    const lingo = lingoInfo('lingo-3-0');
    await openFromConceptPage(page, lingo);
    await expectLingoFrame(page, lingo.title);
    await playAdvancedTimeConcepts(page);
    await expectLessonCompleted(page, lesson(page), lingo);
  });

  for (const lingo of levels23Lingos.filter((each) => each.kind === 'practice')) {
    test(`${lingo.title}: one item right, then Next`, async ({ page }) => {
      await openFromConceptPage(page, lingo);
      await expectLingoFrame(page, lingo.title);
      const session = practice(page);
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expect(session.getByText('Step 1 of 4', { exact: true })).toBeVisible();
      const kind = await answerItem(page, session);
      test.info().annotations.push({ type: 'item', description: kind });
      await pressCheck(page, session);
      await expectCorrectThenNext(page, session, lingo);
    });
  }

  test('Time Comparison Speed: timer off, a round started, one pair right', async ({ page }) => {
    const lingo = lingoInfo('lingo-2-5');
    await openFromConceptPage(page, lingo);
    await expectLingoFrame(page, lingo.title);
    const session = practice(page);
    await expect(session).toHaveAttribute('data-state', 'ready');
    const timerOff = session.getByRole('button', { name: 'Timer off', exact: true });
    await pressButton(page, timerOff);
    await expect(timerOff).toHaveAttribute('aria-pressed', 'true');
    await expect(session.getByRole('timer')).toHaveCount(0);
    await pressButton(page, session.getByRole('button', { name: 'Start round' }));
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expect(session.getByText('Step 1 of 3 · Question 1 of 10')).toBeVisible();
    await expect(
      session.getByText(/^Pair 1 of 10\. Tap the (earlier|later) time\. /),
    ).toBeAttached();
    // One tap answers: no Check.
    const kind = await answerItem(page, session);
    test.info().annotations.push({ type: 'item', description: kind });
    await expect(session).toHaveAttribute('data-state', 'correct');
    await expect(session.getByRole('radio', { name: /, right$/ })).toHaveCount(1);
    // A right answer moves on by itself; the timer stays off.
    await expect(session.getByText('Step 1 of 3 · Question 2 of 10')).toBeVisible();
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expect(session.getByRole('timer')).toHaveCount(0);
  });

  test('Master Time Challenge: an untimed round of 12, every item right, stars per strand', async ({
    page,
  }) => {
    // Twelve items in a row: a ceiling for a busy machine, not a wait.
    test.setTimeout(150_000);
    const lingo = lingoInfo('lingo-3-6');
    await openFromConceptPage(page, lingo);
    await expectLingoFrame(page, lingo.title);
    const session = practice(page);
    await expect(session).toHaveAttribute('data-state', 'ready');
    // No timer in this challenge.
    await expect(session.getByRole('button', { name: /timer/i })).toHaveCount(0);
    await pressButton(page, session.getByRole('button', { name: 'Start round' }));
    // Each item is drawn, checked and hinted as its source Lingo does: 12 items, 2 from each
    // of the 6 strands, so the round plays most of levels 1–3 once more.
    const kinds: string[] = [];
    for (let question = 1; question <= 12; question += 1) {
      await expect(session).toHaveAttribute('data-state', 'answering');
      await expect(session.getByText(`Step 1 of 3 · Question ${question} of 12`)).toBeVisible();
      const line = session.getByText(new RegExp(`Question ${question} of 12: [a-z ]+\\.$`));
      await expect(line).toBeVisible();
      const strand = /: ([a-z ]+)\.$/.exec((await line.textContent()) ?? '')?.[1];
      kinds.push(`${question}. ${strand}: ${await answerItem(page, session)}`);
      await pressCheck(page, session);
      if (question === 1) await expectCorrectThenNext(page, session, lingo);
      else {
        await expect(session).toHaveAttribute('data-state', 'correct');
        await expect(session.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
    test.info().annotations.push({ type: 'items', description: kinds.join('\n') });
    await expect(session).toHaveAttribute('data-state', 'result');
    await expect(session.getByText('You got 12 of 12.', { exact: true })).toBeVisible();
    const strands = session.getByRole('list', { name: 'Stars per strand' }).getByRole('listitem');
    await expect(strands).toHaveCount(6);
    for (const line of await strands.all()) await expect(line).toContainText(': 2 of 2');
    await expect(session.getByRole('link', { name: /^Practise more in / })).toHaveCount(0);
    await expect(session.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
    await expectNoAxeViolations(page, `${lingo.title}, round result`);
    // 12 of 12 moves up a step.
    await page.keyboard.press('Enter');
    await expect(session).toHaveAttribute('data-state', 'ready');
    await expect(session.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  });
});

test.describe('axe', () => {
  for (const dark of [false, true]) {
    for (const lingo of levels23Lingos) {
      const label = `${lingo.title} (${dark ? 'dark' : 'light'})`;
      test(`${label} has no violations`, async ({ page }) => {
        await presetStorage(page, { dark: String(dark) });
        await openByUrl(page, lingo);
        const root = lingo.kind === 'learn' ? lesson(page) : practice(page);
        await expect(root).toHaveAttribute(
          'data-state',
          lingo.kind === 'speed' || lingo.kind === 'round' ? 'ready' : 'answering',
        );
        await expectNoAxeViolations(page, label);
      });
    }
  }
});

test.describe('label in name (WCAG 2.5.3): speech control can say what it sees', () => {
  const cases = [
    { lingo: 'lingo-2-2', selector: JUMP_BUTTONS, what: 'Time ribbon jump buttons' },
    { lingo: 'lingo-3-3', selector: MAP_CITIES, what: 'Canada map city buttons' },
  ] as const;
  for (const { lingo: id, selector, what } of cases) {
    test(`${what}: the visible text is part of each name`, async ({ page }) => {
      const lingo = lingoInfo(id);
      await openByUrl(page, lingo);
      const buttons = page.locator(selector);
      await expect(buttons.first()).toBeVisible();
      expect(await axeViolations(page, { rules: [LABEL_IN_NAME], include: selector })).toEqual([]);
      // The rule ran on real text: the buttons that show words (not the ⌫ icon) start their
      // names with them.
      let withWords = 0;
      for (const button of await buttons.all()) {
        const name = (await button.getAttribute('aria-label')) ?? '';
        const words = (await button.innerText()).split(/\s+/).filter((word) => /\w/.test(word));
        if (words.length === 0) continue;
        withWords += 1;
        expect(name.startsWith(words[0]!), `"${name}" starts with what it shows`).toBe(true);
      }
      expect(withWords).toBeGreaterThanOrEqual(5);
    });
  }
});

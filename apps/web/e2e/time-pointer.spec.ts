import type { Locator, Page } from '@playwright/test';
import { expect, presetStorage, test } from './fixtures';
import {
  animationFrames,
  centreOf,
  dragSliderTo,
  lineBetween,
  expectOnlyInput,
  pointerDown,
  pointerMove,
  pointerPress,
  pointerUp,
  stepDigitalClock,
  turnHand,
  useInput,
  watchInput,
  type InputMode,
} from './input';
import {
  clockCheckCards,
  formatDigital,
  hints,
  parseHands,
  partOfDay,
  parseDigital,
  waitForClockToSettle,
} from './time-helpers';
import {
  activityOf,
  answerItem,
  durationIn,
  escapeRegExp,
  formatTime,
  feedbackOf,
  lesson,
  levels23Lingos,
  lingoInfo,
  matchAmountPairs,
  openFromConceptPage,
  pickRadio,
  practice,
  pressCheck,
  readTimeOfDay,
  type LingoInfo,
} from './time-levels-2-3-helpers';
import { expectLingoTitle } from './lingo-helpers';

/**
 * Every Time Lingo (19) played with the mouse alone on a desktop, and with a finger alone on
 * a phone (390 × 844, Chromium's touch emulation: taps, and touch drags sent as real touch
 * events). Learn Lingos to completion; practice Lingos one item right and on to the next;
 * Speed and round Lingos a round started and answered. Each test then checks, from the
 * page's own event listeners, that no key was pressed and that every press came from the
 * pointer under test.
 *
 * The answers are read from the page as in the keyboard tests (time-levels-2-3-helpers.ts,
 * which press, pick, drag and type with the page's input after `useInput`).
 */

const level1 = [
  { id: 'lingo-1-0', level: 1, title: 'Clock Basics', kind: 'learn' },
  { id: 'lingo-1-1', level: 1, title: 'The Living Clock', kind: 'practice' },
  { id: 'lingo-1-2', level: 1, title: 'Set the Time', kind: 'practice' },
  { id: 'lingo-1-4', level: 1, title: 'Time Sequence Puzzles', kind: 'practice' },
  { id: 'lingo-1-5', level: 1, title: 'Speed Clock Reading', kind: 'speed' },
] as const;

/** All 19, in the order of the concept page (LingoInfo's level is 2 | 3 for the helpers). */
const allLingos = [...level1, ...levels23Lingos] as unknown as readonly LingoInfo[];

/** The Living Clock's "now": 3:47 PM in Toronto. */
const NOW = new Date('2025-06-18T15:47:00-04:00');

// ─── Steps of a lesson, with the pointer ────────────────────────────────────────────────

const tap = pointerPress;

/** A Learn step is done: its feedback, then a tap on Next. */
async function finishStep(page: Page, root: Locator, done?: string): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  if (done) await expect(feedbackOf(root)).toContainText(done);
  const next = root.getByRole('button', { name: 'Next', exact: true });
  // The lesson moves the focus to Next once the step's feedback has rendered: tapping only
  // then means the tap never lands on a button that is being drawn again.
  await expect(next).toBeFocused();
  await tap(page, next);
}

/** A hand's value as the slider says it. */
const sliderValue = async (slider: Locator): Promise<number> =>
  Number(await slider.getAttribute('aria-valuenow'));

/** Clock Basics: the five steps by dragging and tapping, then the closing check. */
async function playClockBasics(page: Page): Promise<void> {
  const root = lesson(page);
  const clock = root
    .getByRole('group')
    .filter({ has: page.getByRole('slider') })
    .first();
  const digital = root.getByRole('img', { name: /^Digital clock showing/ });

  await expect(root.getByText('Step 1 of 5')).toBeVisible();
  await tap(page, root.getByRole('button', { name: '12', exact: true }));
  await finishStep(page, root, 'Yes! 12 is at the top of the clock.');

  // 2. Drag the short hand (alone on the face) round to 3.
  await expect(root.getByText('Step 2 of 5')).toBeVisible();
  const hourHand = root.getByRole('slider', { name: 'Hour hand' });
  const hour = await sliderValue(hourHand);
  await turnHand(page, clock, 'hour', (hour % 12) * 30, ((3 - hour + 12) % 12) * 30);
  await expect(hourHand).toHaveAttribute('aria-valuetext', "3 o'clock");
  await expect(digital).toHaveAccessibleName('Digital clock showing 3:00');
  await finishStep(page, root, "3 o'clock");

  // 3. The long hand from 20 back to the 12.
  await expect(root.getByText('Step 3 of 5')).toBeVisible();
  await expect(digital).toHaveAccessibleName('Digital clock showing 5:20');
  await turnHand(page, clock, 'minute', 120, -120);
  await expect(digital).toHaveAccessibleName('Digital clock showing 5:00');
  await finishStep(page, root, "You made 5:00, 5 o'clock.");

  // 4. One whole turn of the long hand: the short hand moves on an hour.
  await expect(root.getByText('Step 4 of 5')).toBeVisible();
  await turnHand(page, clock, 'minute', 0, 360);
  await expect(digital).toHaveAccessibleName('Digital clock showing 6:00');
  await finishStep(page, root, 'One turn of the long hand is one hour.');

  // 5. Half past: the long hand to the 6.
  await expect(root.getByText('Step 5 of 5')).toBeVisible();
  await turnHand(page, clock, 'minute', 0, 180);
  await expect(digital).toHaveAccessibleName('Digital clock showing 6:30');
  await finishStep(page, root, 'Half past 6, 6:30.');

  // The closing check: a swapped-hands card first (its hint and Try again), then the right one.
  const questions = ["Which clock shows 7 o'clock?", 'Which clock shows half past 2?'];
  for (const [index, question] of questions.entries()) {
    await expect(root.getByText(`Check ${index + 1} of 2`)).toBeVisible();
    const group = root.getByRole('radiogroup', { name: question });
    const { right, swapped } = await clockCheckCards(group, question);
    if (index === 0) {
      await pickRadio(page, group, swapped);
      await pressCheck(page, root);
      await expect(root).toHaveAttribute('data-state', 'incorrect');
      await expect(feedbackOf(root)).toContainText(hints['H-SWAP']);
      await tap(page, root.getByRole('button', { name: 'Try again' }));
      await expect(root).toHaveAttribute('data-state', 'answering');
    }
    await pickRadio(page, group, right);
    await pressCheck(page, root);
    await finishStep(page, root);
  }
}

/** Time Math Basics: count by fives, the long hand, three ribbon jumps, the check. */
async function playTimeMathBasics(page: Page): Promise<void> {
  const root = lesson(page);
  await expect(root.getByText('Step 1 of 5')).toBeVisible();
  for (let number = 1; number <= 12; number += 1) {
    await tap(page, root.getByRole('button', { name: String(number), exact: true }));
    if (number === 3) await expect(feedbackOf(root)).toContainText('15');
  }
  await finishStep(page, root, 'One turn of the long hand is 60 minutes.');

  // 2. Drag the long hand from 12 to 6, then back to 3.
  await expect(root.getByText('Step 2 of 5')).toBeVisible();
  const clock = root
    .getByRole('group')
    .filter({ has: page.getByRole('slider') })
    .first();
  const minuteHand = root.getByRole('slider', { name: 'Minute hand' });
  await turnHand(page, clock, 'minute', 0, 180);
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '30');
  await expect(feedbackOf(root)).toContainText('Now drag it from 12 to 3.');
  await turnHand(page, clock, 'minute', 180, -90);
  await expect(minuteHand).toHaveAttribute('aria-valuenow', '15');
  await finishStep(page, root, 'A quarter of an hour is 15 minutes.');

  const ribbon = root.getByRole('group', { name: 'Time ribbon' });
  await expect(root.getByText('Step 3 of 5')).toBeVisible();
  await tap(page, ribbon.getByRole('button', { name: '+1 h, jump plus 1 hour' }));
  await finishStep(page, root, 'Plus 1 hour, now 3:00.');
  await expect(root.getByText('Step 4 of 5')).toBeVisible();
  await tap(page, ribbon.getByRole('button', { name: '+15 min, jump plus 15 minutes' }));
  await finishStep(page, root, 'Plus 15 minutes, now 3:15.');
  await expect(root.getByText('Step 5 of 5')).toBeVisible();
  await tap(page, ribbon.getByRole('button', { name: '−30 min, jump minus 30 minutes' }));
  await finishStep(page, root, 'When we go back past the 12, the hour goes back too.');

  await expect(root.getByText('Check 1 of 2')).toBeVisible();
  await pickRadio(
    page,
    root.getByRole('radiogroup', { name: 'It is 4:00. What time will it be in half an hour?' }),
    '4:30',
  );
  await pressCheck(page, root);
  await finishStep(page, root);
  await expect(root.getByText('Check 2 of 2')).toBeVisible();
  const second = root.getByRole('radiogroup', { name: 'How many minutes are in one hour?' });
  await pickRadio(page, second, '100');
  await pressCheck(page, root);
  await expect(feedbackOf(root)).toContainText('An hour has 60 minutes, not 100.');
  await tap(page, root.getByRole('button', { name: 'Try again' }));
  await pickRadio(page, second, '60');
  await pressCheck(page, root);
  await finishStep(page, root);
}

/** Advanced Time Concepts: drag the sun, tap the landmarks and hours, set 15:00, pairs, check. */
async function playAdvancedTimeConcepts(page: Page): Promise<void> {
  const root = lesson(page);
  await expect(root.getByText('Step 1 of 5')).toBeVisible();
  const sun = root.getByRole('slider', { name: 'Sun' });
  await dragSliderTo(page, sun, 9 * 60);
  await expect(
    root.getByRole('img', { name: /^Clock, AM: The short hand points at 9\./ }),
  ).toBeVisible();
  await dragSliderTo(page, sun, 15 * 60);
  await expect(
    root.getByRole('img', { name: /^Clock, PM: The short hand points at 3\./ }),
  ).toBeVisible();
  await dragSliderTo(page, sun, 24 * 60);
  await finishStep(page, root, 'The short hand went round twice');

  await expect(root.getByText('Step 2 of 5')).toBeVisible();
  await tap(page, root.getByRole('button', { name: '12 noon', exact: true }));
  await expect(feedbackOf(root)).toContainText('Now tap 12 midnight.');
  await tap(page, root.getByRole('button', { name: '12 midnight, the start of the next day' }));
  await finishStep(page, root, '12 midnight starts a new day.');

  await expect(root.getByText('Step 3 of 5')).toBeVisible();
  for (const hour of [1, 3, 5]) {
    await tap(page, root.getByRole('button', { name: `${hour} PM`, exact: true }));
  }
  await finishStep(page, root, 'After 12:00 the hours keep counting');

  // 4. The 24-hour clock with its ▲/▼ buttons: 3 first (the add-12 hint), then 15.
  await expect(root.getByText('Step 4 of 5')).toBeVisible();
  const clock = root.getByRole('group', { name: '24-hour clock' });
  await stepDigitalClock(page, clock, 'Hour', 3);
  await stepDigitalClock(page, clock, 'Minutes', 0);
  await pressCheck(page, root);
  await expect(feedbackOf(root)).toContainText('For a PM time, add 12 to the hour: 3 + 12 = 15.');
  await stepDigitalClock(page, clock, 'Hour', 15);
  await expect(root.getByRole('img', { name: 'That is 3:00 PM' })).toBeVisible();
  await pressCheck(page, root);
  await finishStep(page, root, 'The clock shows 15:00, which is 3 PM.');

  await expect(root.getByText('Step 5 of 5')).toBeVisible();
  await matchAmountPairs(page, root);
  await finishStep(page, root, '7 days make 1 week.');

  await expect(root.getByText('Check 1 of 2')).toBeVisible();
  await pickRadio(
    page,
    root.getByRole('radiogroup', { name: 'What is 4 PM in 24-hour time?' }),
    '16:00',
  );
  await pressCheck(page, root);
  await finishStep(page, root);
  await expect(root.getByText('Check 2 of 2')).toBeVisible();
  await pickRadio(
    page,
    root.getByRole('radiogroup', { name: 'How many minutes are in 2 hours?' }),
    '120',
  );
  await pressCheck(page, root);
  await finishStep(page, root);
}

// ─── Practice items, with the pointer ───────────────────────────────────────────────────

/** The Living Clock's step-1 questions (its clock shows NOW). */
async function answerLivingClock(page: Page, session: Locator): Promise<string> {
  const group = activityOf(session);
  const prompt = (await group.getAttribute('aria-label')) ?? '';
  await waitForClockToSettle(group.locator('[data-time]').first());
  if (prompt === 'Tap the hour hand.') {
    await tap(page, group.getByRole('button', { name: 'Short hand' }));
    await expect(group).toContainText('You tapped the short hand.');
  } else if (prompt === 'What hour does the clock show?') {
    const face = parseHands(
      (await group.getByRole('img').first().getAttribute('aria-label')) ?? '',
    );
    await pickRadio(page, group.getByRole('radiogroup'), String(face.hour));
  } else if (prompt === 'Is it morning, afternoon, evening or night right now?') {
    await pickRadio(page, group.getByRole('radiogroup'), partOfDay(parseDigital('3:47'), 'PM'));
  } else {
    throw new Error(`Not a step-1 question: ${prompt}`);
  }
  return prompt;
}

/** One item right with Check, then Next brings the next item. */
async function playOneItem(page: Page, lingo: LingoInfo): Promise<void> {
  const session = practice(page);
  await expect(session).toHaveAttribute('data-state', 'answering');
  const kind =
    lingo.id === 'lingo-1-1'
      ? await answerLivingClock(page, session)
      : await answerItem(page, session);
  test.info().annotations.push({ type: 'item', description: kind });
  await pressCheck(page, session);
  await expect(session).toHaveAttribute('data-state', 'correct');
  await tap(page, session.getByRole('button', { name: 'Next', exact: true }));
  await expect(session).toHaveAttribute('data-state', 'answering');
}

/** Speed: Timer off and Start round tapped; three one-tap answers in a row. */
async function playSpeedRound(page: Page, lingo: LingoInfo): Promise<void> {
  const session = practice(page);
  await expect(session).toHaveAttribute('data-state', 'ready');
  const timerOff = session.getByRole('button', { name: 'Timer off', exact: true });
  await tap(page, timerOff);
  await expect(timerOff).toHaveAttribute('aria-pressed', 'true');
  await tap(page, session.getByRole('button', { name: 'Start round' }));
  const status = session.getByText(/^Step \d of \d · Question \d+ of 10$/);
  for (let question = 1; question <= 3; question += 1) {
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expect(status).toHaveText(new RegExp(`Question ${question} of 10$`));
    if (lingo.id === 'lingo-1-5') {
      const group = activityOf(session);
      const description = (await group.getByRole('img').first().getAttribute('aria-label')) ?? '';
      await pickRadio(page, group.getByRole('radiogroup'), formatDigital(parseHands(description)));
    } else {
      await answerItem(page, session);
    }
    // One tap answers; a right answer goes on by itself.
    await expect(status).toHaveText(new RegExp(`Question ${question + 1} of 10$`));
  }
}

/** Master Time Challenge: a whole round of 12 (every strand twice), all right. */
async function playChallengeRound(page: Page): Promise<void> {
  const session = practice(page);
  await tap(page, session.getByRole('button', { name: 'Start round' }));
  const kinds: string[] = [];
  for (let question = 1; question <= 12; question += 1) {
    await expect(session).toHaveAttribute('data-state', 'answering');
    await expect(session.getByText(`Step 1 of 3 · Question ${question} of 12`)).toBeVisible();
    kinds.push(await answerItem(page, session));
    await pressCheck(page, session);
    await expect(session).toHaveAttribute('data-state', 'correct');
    await tap(page, session.getByRole('button', { name: 'Next', exact: true }));
  }
  test.info().annotations.push({ type: 'items', description: kinds.join('\n') });
  await expect(session.getByText('You got 12 of 12.', { exact: true })).toBeVisible();
}

/** A placed block's start, from its name: "Snack, 15 minutes, from 3:00 to 3:15 PM". */
function blockStart(name: string): number {
  const range = /from (\d{1,2}:\d{2})(?: ([AP]M))? to \d{1,2}:\d{2} ([AP]M)/.exec(name);
  if (!range) throw new Error(`Not a placed block: "${name}"`);
  return readTimeOfDay(`${range[1]} ${range[2] ?? range[3]}`);
}

/**
 * Activity Sequencing at step 3 (schedule mode): each activity tapped out of the tray (it
 * lands in the first free place) and dropped (the first after a nudge either way with the
 * big buttons), in an order that keeps the rule; then the last one dragged along the
 * ribbon, back and on, to end with the window.
 */
async function playSchedule(page: Page): Promise<string> {
  const session = practice(page);
  const item = activityOf(session);
  const prompt = (await item.getAttribute('aria-label')) ?? '';
  // "School ends at 3:00 PM. Dinner is at 6:00 PM. Fit every activity in between. Snack
  // before soccer."
  const [from, to] = [...prompt.matchAll(/at (\d{1,2}:\d{2} [AP]M)/g)].map((match) =>
    readTimeOfDay(match[1] as string),
  );
  if (from === undefined || to === undefined) throw new Error(`No window in "${prompt}"`);
  const tray = item.getByRole('group', { name: 'Activities to place' });
  const names = await tray
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const blocks = names.map((name) => ({
    label: name.split(',')[0] as string,
    minutes: durationIn(name.split(',')[1] ?? ''),
  }));
  const before = /([A-Z][a-z ]+?) before ([a-z ]+)\./.exec(prompt);
  if (before) {
    const first = blocks.findIndex(
      (block) => block.label.toLowerCase() === before[1]!.toLowerCase(),
    );
    const second = blocks.findIndex((block) => block.label.toLowerCase() === before[2]!.trim());
    if (first > second) blocks.splice(second, 0, ...blocks.splice(first, 1));
  }
  const schedule = item.getByRole('group', { name: /^Schedule/ });
  const placed = (label: string) =>
    schedule.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}, .* from `) });
  for (const block of blocks) {
    await tap(
      page,
      tray.getByRole('button', { name: new RegExp(`^${escapeRegExp(block.label)},`) }),
    );
    await expect(placed(block.label)).toHaveAttribute('aria-pressed', 'true');
    if (block === blocks[0]) {
      // The first with the big buttons: later, earlier (back where it was), Done.
      const move = item.getByRole('group', { name: `Move ${block.label}` });
      const before = await placed(block.label).getAttribute('aria-label');
      await tap(page, move.getByRole('button', { name: '5 min later' }));
      await expect(placed(block.label)).not.toHaveAttribute('aria-label', before ?? '');
      await tap(page, move.getByRole('button', { name: '5 min earlier' }));
      await expect(placed(block.label)).toHaveAttribute('aria-label', before ?? '');
      await tap(page, move.getByRole('button', { name: 'Done' }));
    } else {
      // The others dropped with a tap on the block itself.
      await tap(page, placed(block.label));
    }
    await expect(placed(block.label)).toHaveAttribute('aria-pressed', 'false');
  }
  // The last block, dragged a quarter of an hour back and then on until it ends with the
  // window (it snaps to 5 minutes; overlapping for a moment is fine before Check).
  const last = blocks[blocks.length - 1]!;
  const block = placed(last.label);
  const wanted = to - last.minutes;
  const startOf = async () => blockStart((await block.getAttribute('aria-label')) ?? '');
  const begin = await startOf();
  // Aimed from the block's width (about its minutes across the lane), then nudged two pixels
  // at a time, the finger still down, reading the block after the page has drawn each move
  // (a drag is drawn once a frame, and on a busy machine it lags behind the finger); let go
  // once the block says it starts at the target.
  const dragBlockTo = async (target: number) => {
    const box = await block.boundingBox();
    if (!box) throw new Error(`${last.label} is not on screen`);
    // Pressed where no other block lies over it (blocks may overlap for a moment).
    await block.scrollIntoViewIfNeeded();
    const at = await block.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const y = rect.top + rect.height / 2;
      for (const share of [0.5, 0.3, 0.7, 0.15, 0.85]) {
        const x = rect.left + rect.width * share;
        if (element.contains(document.elementFromPoint(x, y))) return { x, y };
      }
      return null;
    });
    if (!at) throw new Error(`${last.label} is covered by another block`);
    const pxPerMinute = box.width / last.minutes;
    let x = at.x + (target - (await startOf())) * pxPerMinute;
    await pointerDown(page, at);
    for (const point of lineBetween(at, { x, y: at.y }, 4).slice(1)) await pointerMove(page, point);
    for (let nudges = 0; ; nudges += 1) {
      await animationFrames(page, 3);
      const now = await startOf();
      if (now === target) break;
      if (nudges > 60) throw new Error(`${last.label} stuck at ${formatTime(now, true)}`);
      x += now < target ? 2 : -2;
      await pointerMove(page, { x, y: at.y });
    }
    await pointerUp(page);
    await expect.poll(startOf).toBe(target);
  };
  await dragBlockTo(wanted - 15);
  await dragBlockTo(wanted);
  const order = blocks.map((each) => each.label).join(', ');
  const moves = [begin, wanted - 15, wanted].map((time) => formatTime(time, true)).join(' → ');
  return `schedule ${formatTime(from, true)}–${formatTime(to, true)}: ${order}; ${last.label} ${moves}`;
}

// ─── Tests ───────────────────────────────────────────────────────────────────────────────

const pointers: readonly { mode: Exclude<InputMode, 'keyboard'>; name: string }[] = [
  { mode: 'mouse', name: 'the mouse alone (1280 × 900)' },
  { mode: 'touch', name: 'a finger alone (phone, 390 × 844)' },
];

for (const { mode, name } of pointers) {
  test.describe(`played with ${name}`, () => {
    test.use(
      mode === 'touch'
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 900 } },
    );
    test.use({ timezoneId: 'America/Toronto' });

    test.beforeEach(async ({ page }) => {
      useInput(page, mode);
      await watchInput(page);
      await page.clock.setFixedTime(NOW);
    });

    for (const lingo of allLingos) {
      test(`${lingo.title}`, async ({ page }) => {
        test.setTimeout(150_000);
        await openFromConceptPage(page, lingo);
        if (lingo.kind === 'learn') {
          if (lingo.id === 'lingo-1-0') await playClockBasics(page);
          else if (lingo.id === 'lingo-2-0') await playTimeMathBasics(page);
          else await playAdvancedTimeConcepts(page);
          await expect(lesson(page)).toHaveAttribute('data-state', 'completed');
        } else if (lingo.kind === 'speed') {
          await playSpeedRound(page, lingo);
        } else if (lingo.kind === 'round') {
          // Twelve items in a row: a ceiling for a busy machine, not a wait.
          test.setTimeout(150_000);
          await playChallengeRound(page);
        } else {
          await playOneItem(page, lingo);
        }
        await expectOnlyInput(page, mode);
      });
    }

    test('Activity Sequencing, step 3: a schedule built by taps and a drag', async ({ page }) => {
      await presetStorage(page, {
        'lingos:progress': JSON.stringify({
          version: 1,
          lingos: {
            'time/lingo-3-2': {
              status: 'practising',
              step: 3,
              recent: [],
              streak: 0,
              bestTimes: {},
              updatedAt: 0,
            },
          },
        }),
      });
      await openFromConceptPage(page, lingoInfo('lingo-3-2'));
      const session = practice(page);
      await expect(session.getByText('Step 3 of 4', { exact: true })).toBeVisible();
      test.info().annotations.push({ type: 'item', description: await playSchedule(page) });
      await pressCheck(page, session);
      await expect(session).toHaveAttribute('data-state', 'correct');
      await expectOnlyInput(page, mode);
    });
  });
}

test.describe('phone layout', () => {
  for (const width of [320, 390]) {
    test(`no Time Lingo scrolls sideways at ${width} px; answer cards share rows`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 800 });
      const offenders: string[] = [];
      for (const lingo of allLingos) {
        await page.goto(`/concepts/time/level-${lingo.level}/${lingo.id}`);
        await expectLingoTitle(page, lingo.title);
        const root = lingo.kind === 'learn' ? lesson(page) : practice(page);
        await expect(root).toHaveAttribute('data-state', /^(answering|ready)$/);
        const start = root.getByRole('button', { name: 'Start round' });
        if (await start.count()) await start.click();
        await expect(root).toHaveAttribute('data-state', 'answering');
        // What sticks out of the viewport, left or right, inside the page's main part.
        const wide = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          const out = [...document.querySelectorAll('main *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > viewport + 1 || box.left < -1);
            })
            .slice(0, 2)
            .map((element) => element.tagName.toLowerCase());
          // Answer cards sit side by side: the first two of a group share a row.
          const stacked = [...document.querySelectorAll('main [role="radiogroup"]')].filter(
            (group) => {
              const [a, b] = [...group.querySelectorAll('[role="radio"]')].map(
                (radio) => radio.getBoundingClientRect().top,
              );
              return a !== undefined && b !== undefined && Math.abs(a - b) > 1;
            },
          ).length;
          return { scroll: document.documentElement.scrollWidth - viewport, out, stacked };
        });
        if (wide.scroll > 0 || wide.out.length > 0) {
          offenders.push(`${lingo.title}: ${wide.scroll} px sideways [${wide.out.join(', ')}]`);
        }
        if (wide.stacked > 0) offenders.push(`${lingo.title}: answer cards one per row`);
      }
      expect(offenders).toEqual([]);
    });
  }
});

test.describe('touch drags', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger drags the sun along the day ribbon without scrolling the page', async ({
    page,
  }) => {
    useInput(page, 'touch');
    await openFromConceptPage(page, lingoInfo('lingo-3-0'));
    const sun = lesson(page).getByRole('slider', { name: 'Sun' });
    const at = await centreOf(sun);
    const before = await page.evaluate(() => scrollY);
    await dragSliderTo(page, sun, 6 * 60);
    expect(await page.evaluate(() => scrollY)).toBe(before);
    expect((await centreOf(sun)).y).toBeCloseTo(at.y, 0);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragCardOnto,
  dragThrough,
  inputOf,
  isPointer,
  lineBetween,
  pointerPress,
} from './input';
import { activityOf, feedbackOf, lesson, pickCard, tabTo } from './lingo-helpers';

/**
 * Measurements level 1 ("Compare and Measure"), part a: Measurement Basics (1-0, Learn) and
 * Measure with Paper Clips (1-2). Nothing here knows a seed: each answer is read from what
 * the page says (the rows' text alternatives, the joints' names, the prompt) and worked out
 * with measurements.md's rules: a row is right when its units touch end to end from the
 * object's left end to its right end; shorter units take more of them.
 */

/** A unit row's text alternative says it measures right (measurements.md's wording). */
const RIGHT_ROW = /touching end to end, from its left end to its right end\.$/;

/** The text alternative of a unit row: the first drawing in `scope` named like one. */
const rowPicture = (scope: Locator): Locator =>
  scope.getByRole('img', { name: / (clips?|cubes?|paper clips?) / }).first();

async function rowText(scope: Locator): Promise<string> {
  return (await rowPicture(scope).getAttribute('aria-label')) ?? '';
}

/** Presses a button by the test's input: the pointer, or Tab to it and Enter. */
async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) await pointerPress(page, button);
  else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** Picks a ChoiceGrid card by the test's input. */
async function pick(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
}

/**
 * Adds units to an editable row until its text alternative says it is right: Enter on the
 * row, or the "Add a …" button.
 */
async function buildRow(page: Page, scope: Locator, unit: string): Promise<void> {
  const row = scope.getByRole('group', { name: `Row of ${unit}s` });
  if (!isPointer(page)) await tabTo(page, row);
  for (let added = 0; added < 16; added += 1) {
    if (RIGHT_ROW.test(await rowText(scope))) return;
    const before = await rowText(scope);
    if (isPointer(page)) {
      await pointerPress(page, scope.getByRole('button', { name: `Add a ${unit}` }));
    } else {
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => rowText(scope)).not.toBe(before);
  }
  throw new Error(`The row never measured right: ${await rowText(scope)}`);
}

/**
 * Taps (or arrows to and presses Enter on) the joint of a row whose name starts with
 * `wanted` ("Clip 2 to clip 3") or ends with it ("space between").
 */
async function tapJoint(page: Page, scope: Locator, wanted: RegExp): Promise<void> {
  const joints = scope.getByRole('group', { name: /^Joints between the / }).getByRole('button');
  if (isPointer(page)) {
    await pointerPress(
      page,
      scope
        .getByRole('group', { name: /^Joints between the / })
        .getByRole('button', { name: wanted })
        .first(),
    );
    return;
  }
  const names = await joints.evaluateAll((all) =>
    all.map((each) => each.getAttribute('aria-label') ?? ''),
  );
  const index = names.findIndex((name) => wanted.test(name));
  expect(index, `a joint named ${wanted} among ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
  // The joints are one tab stop; arrows go from joint to joint.
  await tabTo(page, joints.and(scope.locator('[tabindex="0"]')));
  await page.keyboard.press('Home');
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowRight');
  await expect(joints.nth(index)).toBeFocused();
  await page.keyboard.press('Enter');
}

// ─── Measurement Basics (1-0) ────────────────────────────────────────────────────────────

/** After a step is done: Next has the focus (Enter), or is tapped. */
async function nextStep(page: Page): Promise<void> {
  const root = lesson(page);
  await expect(root).toHaveAttribute('data-state', 'correct');
  const next = root.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) await pointerPress(page, next);
  else {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

/** Step 1: the pencil to the start line (arrows, or a drag), then the longer one chosen. */
async function lineUpStep(page: Page, root: Locator, mistakes: boolean): Promise<void> {
  const pencil = root.getByRole('slider', { name: 'a pencil' });
  const crayon = root.getByRole('slider', { name: 'a crayon' });
  const line = Number(await crayon.getAttribute('aria-valuenow'));
  if (mistakes) {
    // Choosing before lining up asks to line up first.
    if (isPointer(page)) await pointerPress(page, pencil);
    else {
      await tabTo(page, pencil);
      await page.keyboard.press('Enter');
    }
    await expect(feedbackOf(root)).toContainText('Line up the ends first');
  }
  if (isPointer(page)) {
    // Both ends are on whole centimetres at one scale: the pencil moves by the gap between them.
    const from = await centreOf(pencil);
    const pencilBox = await pencil.boundingBox();
    const crayonBox = await crayon.boundingBox();
    if (!pencilBox || !crayonBox) throw new Error('The lane is not on screen');
    const to = { x: from.x + (crayonBox.x - pencilBox.x), y: from.y };
    await dragThrough(page, lineBetween(from, to, 6), { settleMs: 50 });
  } else {
    await tabTo(page, pencil);
    const now = Number(await pencil.getAttribute('aria-valuenow'));
    for (let move = now; move < line; move += 1) await page.keyboard.press('ArrowRight');
  }
  await expect(pencil).toHaveAttribute('aria-valuenow', String(line));
  await expect(root.locator('[data-state="lined-up"]')).toBeVisible();
  if (isPointer(page)) await pointerPress(page, pencil);
  else await page.keyboard.press('Enter');
  await expect(feedbackOf(root)).toContainText(
    'Pencil and crayon, both starting at the line. The pencil reaches further: it is longer.',
  );
}

/** Step 2: the pumpkin and the apple on the two pans, then the pan that went down. */
async function balanceStep(page: Page, root: Locator): Promise<void> {
  const pumpkin = root.getByRole('button', { name: 'A pumpkin, in the tray' });
  const apple = root.getByRole('button', { name: 'An apple, in the tray' });
  if (inputOf(page) === 'mouse') {
    // The mouse drags the pumpkin onto the left pan and taps the apple onto the other.
    await dragCardOnto(page, pumpkin, root.getByRole('button', { name: 'Use the left pan' }));
    await expect(root.getByRole('button', { name: 'A pumpkin, on the left pan' })).toBeVisible();
    await pointerPress(page, apple);
  } else if (isPointer(page)) {
    await pointerPress(page, pumpkin);
    await expect(feedbackOf(root)).toContainText('Now put the apple on the other pan.');
    await pointerPress(page, apple);
  } else {
    await tabTo(page, pumpkin);
    await page.keyboard.press('Enter');
    await expect(feedbackOf(root)).toContainText('Now put the apple on the other pan.');
    // Arrows choose a stack in the tray.
    for (let move = 0; move < 3; move += 1) {
      if (await apple.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(apple).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(feedbackOf(root)).toContainText('The scale tips');
  await press(page, root.getByRole('button', { name: /^(Left|Right) pan, down: a pumpkin/ }));
  await expect(feedbackOf(root)).toContainText('the pumpkin is heavier');
}

/** Step 3: pour the cup into the jug; the jug is not full, so the jug holds more. */
async function pourStep(page: Page, root: Locator): Promise<void> {
  await press(page, root.getByRole('button', { name: 'Pour the cup into the jug' }));
  await expect(feedbackOf(root)).toContainText('the jug is not full');
  await pick(
    page,
    root.getByRole('radiogroup', { name: 'Which holds more?' }),
    'The jug holds more',
  );
  await expect(feedbackOf(root)).toContainText('so the jug holds more');
}

/** Step 4: clips along the ribbon until it is measured. */
async function layClipsStep(page: Page, root: Locator): Promise<void> {
  await buildRow(page, root, 'paper clip');
  await expect(feedbackOf(root)).toContainText('5 paper clips long.');
}

/** Step 5: the gap tapped (a touching joint first, when asked), then one more clip. */
async function fixGapStep(page: Page, root: Locator, mistakes: boolean): Promise<void> {
  await expect(rowPicture(root)).toHaveAccessibleName(
    '4 clips along the ribbon. Space between clip 2 and clip 3.',
  );
  if (mistakes) {
    await tapJoint(page, root, /: touching$/);
    await expect(feedbackOf(root)).toContainText('Find the space between two clips.');
  }
  await tapJoint(page, root, /: space between$/);
  await expect(feedbackOf(root)).toContainText('The clips close up.');
  await buildRow(page, root, 'paper clip');
  await expect(feedbackOf(root)).toContainText('Now it is right: 5.');
}

/**
 * Plays Measurement Basics to completed with the test's input: the five steps, then the
 * closing check, read from the rows' text alternatives (with `mistakes`, a wrong row first,
 * whose hint names its mistake).
 */
export async function playMeasurementBasics(
  page: Page,
  options: {
    readonly mistakes?: boolean;
    readonly onStep?: (step: number) => Promise<void>;
  } = {},
): Promise<void> {
  const { mistakes = false, onStep } = options;
  const root = lesson(page);
  const steps = [
    () => lineUpStep(page, root, mistakes),
    () => balanceStep(page, root),
    () => pourStep(page, root),
    () => layClipsStep(page, root),
    () => fixGapStep(page, root, mistakes),
  ];
  for (const [index, play] of steps.entries()) {
    await expect(root.getByText(`Step ${index + 1} of 5`)).toBeVisible();
    await play();
    if (onStep) await onStep(index + 1);
    await nextStep(page);
  }
  await expect(root).toHaveAttribute('data-part', 'check');
  const group = root.getByRole('radiogroup', {
    name: 'Which row measures the spoon the right way?',
  });
  const names = await group
    .getByRole('radio')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  const right = names.filter((name) => RIGHT_ROW.test(name));
  expect(right, `the right row among ${names.join(' | ')}`).toHaveLength(1);
  const check = root.getByRole('button', { name: 'Check' });
  if (mistakes) {
    const gap = names.find((name) => /Space between/.test(name)) ?? '';
    await pick(page, group, gap);
    await press(page, check);
    await expect(feedbackOf(root)).toContainText(
      'This row has a space between two clips. That bit was not counted.',
    );
    if (onStep) await onStep(6);
    await press(page, root.getByRole('button', { name: 'Try again' }));
  }
  await pick(page, group, right[0] as string);
  if (isPointer(page)) await pointerPress(page, check);
  else await page.keyboard.press('Enter');
  await nextStep(page);
  await expect(root).toHaveAttribute('data-part', 'done');
}

// ─── Measure with Paper Clips (1-2) ──────────────────────────────────────────────────────

/** "paper clip" or "cube": the unit a row or a prompt names. */
const unitOf = (text: string): 'paper clip' | 'cube' => (/cube/.test(text) ? 'cube' : 'paper clip');

/** The kind of item on screen, read from what it shows. */
async function itemKind(session: Locator): Promise<'count' | 'build' | 'spot' | 'compare'> {
  const activity = activityOf(session);
  if ((await activity.getByRole('group', { name: /^Row of / }).count()) > 0) return 'build';
  if ((await activity.getByRole('radiogroup', { name: "Is Max's row right?" }).count()) > 0) {
    return 'spot';
  }
  if ((await activity.getByRole('textbox').count()) > 0) return 'count';
  return 'compare';
}

/** Checks the answer: Enter from the widget (keyboard), or the Check button. */
async function checkAnswer(page: Page, session: Locator, enter: boolean): Promise<void> {
  const check = session.getByRole('button', { name: 'Check' });
  if (isPointer(page)) await pointerPress(page, check);
  else if (enter) await page.keyboard.press('Enter');
  else await press(page, check);
}

/**
 * Answers the Measure with Paper Clips item on screen right with the test's input, reading it
 * from the page, and checks it. With `layToCheck`, a step 4 item then lays the other unit
 * (not scored). Returns the kind of item answered.
 */
export async function answerPaperClips(
  page: Page,
  session: Locator,
  options: { readonly layToCheck?: boolean } = {},
): Promise<'count' | 'build' | 'spot' | 'compare'> {
  const activity = activityOf(session);
  const kind = await itemKind(session);
  if (kind === 'count') {
    // "A crayon. 4 paper clips touching end to end, …": the count is what the row says.
    const text = await rowText(activity);
    const count = /^An? [\w ]+\. (\d+) /.exec(text)?.[1];
    expect(count, `a count in "${text}"`).toBeTruthy();
    if (isPointer(page)) {
      for (const digit of count as string) {
        await pointerPress(page, activity.getByRole('button', { name: digit, exact: true }));
      }
    } else {
      await tabTo(page, activity.getByRole('textbox'));
      await page.keyboard.type(count as string);
    }
    await checkAnswer(page, session, true);
  } else if (kind === 'build') {
    const name =
      (await activity.getByRole('group', { name: /^Row of / }).getAttribute('aria-label')) ?? '';
    await buildRow(page, activity, unitOf(name));
    await checkAnswer(page, session, false);
  } else if (kind === 'spot') {
    const text = await rowText(activity);
    const yesNo = activity.getByRole('radiogroup', { name: "Is Max's row right?" });
    if (RIGHT_ROW.test(text)) {
      await pick(page, yesNo, 'Yes');
    } else {
      // "Space between clip 2 and clip 3." / "Clip 2 and clip 3 are on top of each other."
      const joint = (/Space between (?:clip|cube) (\d+) /.exec(text) ??
        /(?:Clip|Cube) (\d+) and (?:clip|cube) \d+ are on top of each other/.exec(text))?.[1];
      expect(joint, `a bad joint in "${text}"`).toBeTruthy();
      await pick(page, yesNo, 'No');
      await expect(activity.getByText('Tap the joint that is wrong.')).toBeVisible();
      await tapJoint(page, activity, new RegExp(`^(Clip|Cube) ${joint} to `));
      await expect(
        activity.getByText(new RegExp(`^The joint between \\w+ ${joint} and`)),
      ).toBeVisible();
    }
    await checkAnswer(page, session, false);
  } else {
    // "… Will it take more or fewer cubes than 4?": cubes are shorter than paper clips.
    const prompt = (await activity.getAttribute('aria-label')) ?? '';
    const asked = /fewer (cubes|paper clips) than/.exec(prompt)?.[1];
    expect(asked, `the unit asked in "${prompt}"`).toBeTruthy();
    const answer = asked === 'cubes' ? 'more' : 'fewer';
    await pick(page, activity.getByRole('radiogroup'), answer);
    await checkAnswer(page, session, true);
    if (options.layToCheck) {
      await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
      const laying = activity.getByRole('region', { name: /^Lay the .* to check$/ });
      await buildRow(page, laying, asked === 'cubes' ? 'cube' : 'paper clip');
      await expect(laying).toContainText(`That is ${answer}.`);
      // Back to Next, where the focus was, to go on.
      const next = session.getByRole('button', { name: 'Next', exact: true });
      if (!isPointer(page) && (await next.count()) > 0) await tabTo(page, next);
    }
  }
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  return kind;
}

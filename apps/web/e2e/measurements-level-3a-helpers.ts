import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragCardOnto,
  dragThrough,
  expectPickedUp,
  inputOf,
  isPointer,
  lineBetween,
  pointerPress,
} from './input';
import { activityOf, feedbackOf, isFocused, lesson, pickCard, tabTo } from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';

/**
 * Measurements level 3, part a: Balance Scale Puzzles (3-1) and Grams, Litres and Degrees
 * (3-0), read from the page and answered. Nothing here knows a seed or a hidden mass: a
 * balance is found as a child finds it, by putting masses on and watching which pan goes
 * down; puzzles are worked out from the prompt and the weighings' text alternatives.
 */

// ─── Shared ──────────────────────────────────────────────────────────────────────────────

/** The item's or step's prompt: the activity group is named by it. */
export async function promptOf(root: Locator): Promise<string> {
  return (await activityOf(root).getAttribute('aria-label')) ?? '';
}

/** Presses a button with the keyboard (Tab, Enter) or the pointer. */
export async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, button);
  } else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** Presses Check once it can be pressed. */
export async function pressCheck(page: Page, root: Locator): Promise<void> {
  const check = root.getByRole('button', { name: 'Check', exact: true });
  await expect(check).not.toHaveAttribute('aria-disabled', 'true');
  await press(page, check);
}

/** Picks a ChoiceGrid card by its name: arrows and Space, or a tap. */
export async function pick(page: Page, root: Locator, name: string): Promise<void> {
  const group = root.getByRole('radiogroup');
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
  await expect(group.getByRole('radio', { name, exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
}

/** Types a whole number on a NumberPad: its keys by pointer, or typed into its box. */
export async function typeNumber(page: Page, root: Locator, value: number): Promise<void> {
  const field = root.getByRole('textbox');
  if (isPointer(page)) {
    const clear = root.getByRole('button', { name: 'Clear', exact: true });
    if ((await field.inputValue()) !== '') await pointerPress(page, clear);
    for (const digit of String(value)) {
      await pointerPress(page, root.getByRole('button', { name: digit, exact: true }));
    }
  } else {
    await tabTo(page, field);
    await page.keyboard.press('Control+a');
    for (let presses = 0; presses < 6; presses += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type(String(value));
  }
  await expect(field).toHaveValue(String(value));
}

/**
 * Every pan's tap target (its dish: "Use the left pan", "Move … to the right pan") is at
 * least 44 px square on the page, however full the pan is.
 */
export async function expectPanTargets(scale: Locator): Promise<void> {
  const dishes = scale.getByRole('button', {
    name: /^(Use the (left|right) pan|Move .+ to the (left|right) pan)$/,
  });
  await expect(dishes).toHaveCount(2);
  for (const dish of await dishes.all()) {
    const box = await dish.boundingBox();
    const name = await dish.getAttribute('aria-label');
    expect(box?.height ?? 0, `the height of "${name}"`).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, `the width of "${name}"`).toBeGreaterThanOrEqual(44);
  }
}

/**
 * Every mass drawn in `scope` has its label ("100 g", "1 kg") inside its body, with 4 px to
 * spare on both sides, as the browser lays the text out in the app's font.
 */
export async function expectMassLabelsInside(scope: Locator): Promise<void> {
  const drawings = scope.locator('svg[data-mass]');
  await expect(drawings.first()).toBeVisible();
  const problems = await drawings.evaluateAll((all) =>
    all.flatMap((svg) => {
      const body = svg.querySelector('[data-part="top-mass"]');
      const text = svg.querySelector('text');
      if (!(body instanceof SVGGeometryElement) || !(text instanceof SVGTextElement)) {
        return [`a ${svg.getAttribute('data-mass')} g mass without its label`];
      }
      const box = text.getBBox();
      const middle = box.y + box.height / 2;
      const inside = [box.x - 4, box.x + box.width + 4].every((x) =>
        body.isPointInFill(new DOMPoint(x, middle)),
      );
      return inside
        ? []
        : [`"${text.textContent}" runs over its ${svg.getAttribute('data-mass')} g body`];
    }),
  );
  expect(problems).toEqual([]);
}

/**
 * Every object name drawn under an outline in `scope` ends at least 2 px above its pan's
 * dish: text touching the dark dish is hard to read (axe measured 1.8:1 where it touched).
 */
export async function expectObjectNamesClearOfDish(scope: Locator): Promise<void> {
  const problems = await scope.locator('[data-part="object-name"]').evaluateAll((names) =>
    names.flatMap((name) => {
      // Names in the tray have no dish under them.
      const dish = name.closest('[data-pan-slot]')?.querySelector('[data-part="dish"]');
      if (!dish) return [];
      const gap = dish.getBoundingClientRect().top - name.getBoundingClientRect().bottom;
      return gap >= 2 ? [] : [`"${name.textContent}" is ${gap.toFixed(1)} px above its dish`];
    }),
  );
  expect(problems).toEqual([]);
}

/** Grams from a mass's words: "500 g" 500, "2 kg" 2000. */
export function gramsOf(text: string): number {
  const match = /(\d+)\s(g|kg)\b/.exec(text);
  if (!match) throw new Error(`No mass in "${text}"`);
  return Number(match[1]) * (match[2] === 'kg' ? 1000 : 1);
}

// ─── Balance Scale Puzzles ───────────────────────────────────────────────────────────────

/** The kinds of item, as the prompt tells them apart. */
export type PuzzleKind = 'compare' | 'balance' | 'order' | 'boxes' | 'will-balance';

/** Which kind of item is on screen, from its prompt. */
export function puzzleKindOf(prompt: string): PuzzleKind {
  if (/^Which is (heavier|lighter)\?$/.test(prompt)) return 'compare';
  if (/How many (grams|kilograms) is the /.test(prompt)) return 'balance';
  if (/^Put them in order from lightest to heaviest\.$/.test(prompt)) return 'order';
  if (/^2 same boxes balance /.test(prompt)) return 'boxes';
  if (/^Will \d+\skg balance /.test(prompt)) return 'will-balance';
  throw new Error(`An item of no known kind: "${prompt}"`);
}

/** The scale that takes masses (steps 2 and 3). */
const scaleOf = (session: Locator): Locator =>
  session.getByRole('group', { name: /^Balance scale: / });

/** The grams of masses on the right pan, read from its stacks' names ("500 g mass, 2 on …"). */
async function gramsOnRight(scale: Locator): Promise<number> {
  const names = await scale
    .getByRole('list', { name: 'On the right pan' })
    .getByRole('button')
    .evaluateAll((stacks) => stacks.map((stack) => stack.textContent ?? ''));
  return names.reduce((sum, name) => {
    const match = /^(\d+ (?:g|kg)) mass, (\d+) on the right pan/.exec(name);
    return match ? sum + gramsOf(match[1] ?? '') * Number(match[2]) : sum;
  }, 0);
}

/** A stack of the tray by its mass: "500 g mass, 3 in the tray". */
const trayStack = (scale: Locator, label: string): Locator =>
  scale
    .getByRole('list', { name: 'Masses' })
    .getByRole('button', { name: new RegExp(`^${label} mass, (\\d+|none left) in the tray`) });

/** A stack on the right pan by its mass. */
const panStack = (scale: Locator, label: string): Locator =>
  scale
    .getByRole('list', { name: 'On the right pan' })
    .getByRole('button', { name: new RegExp(`^${label} mass, \\d+ on the right pan`) });

/**
 * Drags a stack with the mouse or a finger onto a place, looking again at every move. Both
 * ends are scrolled into the window first (the middle between them to its middle): a pile on
 * a pan can stand tall on a 320 px phone, and a drag that starts at the window's edge scrolls
 * the page under the finger.
 */
async function dragStack(page: Page, stack: Locator, onto: Locator): Promise<void> {
  await onto.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const [start, end] = [await stack.boundingBox(), await onto.boundingBox()];
  const windowHeight = page.viewportSize()?.height;
  if (start && end && windowHeight) {
    const top = Math.min(start.y, end.y);
    const bottom = Math.max(start.y + start.height, end.y + end.height);
    await page.evaluate((by) => window.scrollBy(0, by), (top + bottom) / 2 - windowHeight / 2);
  }
  const from = await centreOf(stack, false);
  const to = await centreOf(onto, false);
  await dragThrough(page, lineBetween(from, to, 10), {
    ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(stack) } : {}),
    settleMs: 150,
  });
}

/** Puts one mass from the tray on the right pan: Tab and arrows then Enter, a tap, or a drag. */
async function putMass(page: Page, scale: Locator, label: string, drag: boolean): Promise<void> {
  const stack = trayStack(scale, label);
  if (drag) {
    await dragStack(page, stack, scale.getByRole('region', { name: 'Right pan' }));
  } else if (isPointer(page)) {
    await pointerPress(page, stack);
  } else {
    await focusInRoving(page, scale.getByRole('list', { name: 'Masses' }), stack);
    await page.keyboard.press('Enter');
  }
}

/** Takes the last mass put on back off: Delete in the tray, a drag back, or tap and "Take off". */
async function takeOffMass(
  page: Page,
  scale: Locator,
  label: string,
  drag: boolean,
): Promise<void> {
  const stack = panStack(scale, label);
  if (drag) {
    await dragStack(page, stack, scale.getByRole('list', { name: 'Masses' }));
  } else if (isPointer(page)) {
    // A mass just tapped onto the pan stays chosen, and "Take off" shows; else tap it first.
    const takeOff = scale.getByRole('button', { name: /^Take off: .+, from the right pan$/ });
    if ((await takeOff.count()) === 0) await pointerPress(page, stack);
    await pointerPress(page, takeOff);
  } else {
    await focusInRoving(page, scale.getByRole('list', { name: 'Masses' }), trayStack(scale, label));
    await page.keyboard.press('Delete');
  }
}

/** Moves the focus into a roving list (one tab stop) and arrows to `target`. */
async function focusInRoving(page: Page, list: Locator, target: Locator): Promise<void> {
  const inList = await list.evaluate((element) => element.contains(document.activeElement));
  if (!inList) await tabTo(page, list.locator('[tabindex="0"]').first());
  for (let presses = 0; presses < 8; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
}

/** Puts one mass of a kind on a pan (where the scale puts it) and waits for it to be there. */
async function putOneMass(page: Page, scale: Locator, label: string, drag: boolean): Promise<void> {
  const left = async () =>
    Number(/(\d+) in the tray/.exec((await trayStack(scale, label).textContent()) ?? '')?.[1] ?? 0);
  const before = await left();
  await putMass(page, scale, label, drag);
  await expect.poll(left).toBe(before - 1);
}

/**
 * Balances the object with the masses in the tray as a child would: the biggest mass first;
 * when it sends the masses' side down, it comes off and a smaller one is tried. Returns the
 * grams on the pan. `drag` drags the masses (mouse or finger) instead of tapping them.
 */
export async function balanceByTrying(
  page: Page,
  session: Locator,
  options: { readonly drag?: boolean } = {},
): Promise<number> {
  const scale = scaleOf(session);
  const labels = await scale
    .getByRole('list', { name: 'Masses' })
    .getByRole('button')
    .evaluateAll((stacks) =>
      stacks.map((stack) => /^(\d+ (?:g|kg)) mass/.exec(stack.textContent ?? '')?.[1] ?? ''),
    );
  const biggestFirst = labels.filter(Boolean).sort((a, b) => gramsOf(b) - gramsOf(a));
  const drag = options.drag ?? false;
  for (const label of biggestFirst) {
    for (let tries = 0; tries < 5; tries += 1) {
      if ((await scale.getAttribute('data-balance')) === 'level') return gramsOnRight(scale);
      const left = trayStack(scale, label);
      if (/none left/.test((await left.textContent()) ?? '')) break;
      const before = await gramsOnRight(scale);
      await putMass(page, scale, label, drag);
      await expect.poll(() => gramsOnRight(scale)).toBe(before + gramsOf(label));
      const state = await scale.getAttribute('data-balance');
      if (state === 'level') return gramsOnRight(scale);
      if (state === 'right') {
        await takeOffMass(page, scale, label, drag);
        await expect.poll(() => gramsOnRight(scale)).toBe(before);
        break;
      }
    }
  }
  await expect(scale).toHaveAttribute('data-balance', 'level');
  return gramsOnRight(scale);
}

/** "a cat" out of "left pan down with a cat" and the like. */
function thingsOf(text: string): { down: string; up: string } {
  const match =
    /Scale tipped: (?:left|right) pan down with (.+?), (?:left|right) pan up with (.+?)\.$/.exec(
      text,
    );
  if (!match) throw new Error(`Not a tipped scale: "${text}"`);
  return { down: match[1] ?? '', up: match[2] ?? '' };
}

/** The order puzzle's answer from its two weighings: lightest first, by names ("an apple"). */
export function orderFromWeighings(weighings: readonly string[]): string[] {
  const heavierThan = weighings.map(thingsOf);
  const names = [...new Set(heavierThan.flatMap(({ down, up }) => [down, up]))];
  const wins = (name: string) => heavierThan.filter(({ down }) => down === name).length;
  const losses = (name: string) => heavierThan.filter(({ up }) => up === name).length;
  const lightest = names.find((name) => wins(name) === 0) ?? '';
  const heaviest = names.find((name) => losses(name) === 0) ?? '';
  const middle = names.find((name) => name !== lightest && name !== heaviest) ?? '';
  return [lightest, middle, heaviest];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Answers a Balance Scale Puzzles item right, read from the page, then Check. Returns its
 * kind. `drag` balances by dragging masses.
 */
export async function answerBalancePuzzle(
  page: Page,
  session: Locator,
  options: { readonly drag?: boolean } = {},
): Promise<PuzzleKind> {
  const prompt = await promptOf(session);
  const kind = puzzleKindOf(prompt);
  switch (kind) {
    case 'compare': {
      const down = /heavier/.test(prompt);
      const pan = session.getByRole('button', {
        name: new RegExp(`^(Left|Right) pan, ${down ? 'down' : 'up'}: `),
      });
      await press(page, pan);
      await expect(pan).toHaveAttribute('aria-pressed', 'true');
      break;
    }
    case 'balance': {
      const grams = await balanceByTrying(page, session, options);
      const kilograms = /How many kilograms/.test(prompt);
      await typeNumber(page, session, kilograms ? grams / 1000 : grams);
      break;
    }
    case 'order': {
      const weighings = await session
        .getByRole('img', { name: /^Scale [12]\. / })
        .evaluateAll((all) => all.map((image) => image.getAttribute('aria-label') ?? ''));
      const wanted = orderFromWeighings(
        weighings.map((text) => text.replace(/^Scale [12]\. /, '')),
      );
      const list = session.getByRole('list', { name: /lightest to heaviest/ });
      const names = async () =>
        (
          await list
            .getByRole('button')
            .evaluateAll((cards) =>
              cards.map((card) => card.querySelector('[data-part="card-name"]')?.textContent ?? ''),
            )
        ).map((name) => name.replace(/, card \d of 3.*$/, ''));
      for (const [place, name] of wanted.entries()) {
        if ((await names())[place] === name) continue;
        const card = list.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}, card`) });
        if (isPointer(page)) {
          const now = (await names())[place] ?? '';
          const onto = list.getByRole('button', {
            name: new RegExp(`^${escapeRegExp(now)}, card`),
          });
          await dragCardOnto(page, card, onto);
        } else {
          await moveCardByKeyboard(page, list, card, place);
        }
        await expect.poll(async () => (await names())[place]).toBe(name);
      }
      break;
    }
    case 'boxes': {
      const total = gramsOf(prompt);
      await typeNumber(page, session, total / 2);
      break;
    }
    case 'will-balance': {
      const [, kilogramsText = '', gramsText = ''] =
        /^Will (\d+\skg) balance (.+)\?$/.exec(prompt) ?? [];
      const grams = [...gramsText.matchAll(/(\d+)\sg\b/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
      await pick(page, session, grams === gramsOf(kilogramsText) ? 'Yes' : 'No');
      break;
    }
  }
  await pressCheck(page, session);
  return kind;
}

// ─── Grams, Litres and Degrees (Learn) ─────────────────────────────────────────────────────

/** What a Grams, Litres and Degrees run does besides the right answers. */
export interface LessonPlay {
  /** A wrong card in each closing-check question first: its hint and its step replayed. */
  readonly mistakes?: boolean;
  /** Drag the masses of step 1 (mouse or finger) instead of tapping or keying them. */
  readonly drag?: boolean;
  /** Called on each step and check question once it is on screen (axe, no sideways scroll). */
  readonly onStep?: (step: string) => Promise<void>;
}

/** The lesson's Next, once the step is done: focused for the keyboard, pressed with the input. */
export async function nextStep(page: Page): Promise<void> {
  const root = lesson(page);
  await expect(root).toHaveAttribute('data-state', 'correct');
  const next = root.getByRole('button', { name: 'Next' });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    await expect.poll(() => isFocused(next)).toBe(true);
    await page.keyboard.press('Enter');
  }
}

/** Steps the thermometer one mark at a time to `wanted`: arrows, or its Up and Down buttons. */
async function setThermometer(page: Page, root: Locator, wanted: number): Promise<void> {
  const slider = root.getByRole('slider', { name: 'Thermometer' });
  const now = async () => Number(await slider.getAttribute('aria-valuenow'));
  for (let moves = 0; moves < 20; moves += 1) {
    const value = await now();
    if (value === wanted) return;
    const up = wanted > value;
    if (isPointer(page)) {
      await pointerPress(
        page,
        root.getByRole('button', { name: up ? 'Up one mark, warmer' : 'Down one mark, colder' }),
      );
    } else {
      if (!(await isFocused(slider))) await tabTo(page, slider);
      await page.keyboard.press(up ? 'ArrowUp' : 'ArrowDown');
    }
    await expect.poll(now).not.toBe(value);
  }
  await expect(slider).toHaveAttribute('aria-valuenow', String(wanted));
}

/** A closing-check question: a wrong card first (its hint, its step replayed), then the right one. */
async function answerQuestion(
  page: Page,
  root: Locator,
  right: string,
  wrong: { readonly card: string; readonly hint: string; readonly replay: string } | null,
): Promise<void> {
  if (wrong) {
    await pick(page, root, wrong.card);
    await pressCheck(page, root);
    await expect(root).toHaveAttribute('data-state', 'incorrect');
    await expect(feedbackOf(root)).toContainText(wrong.hint);
    const replay = root.locator(`figure[data-step="${wrong.replay}"]`);
    await expect(replay).toHaveAttribute('data-state', 'ended');
    await expect(replay).toContainText('Watch again:');
    await press(page, root.getByRole('button', { name: 'Try again' }));
    await expect(root).toHaveAttribute('data-state', 'answering');
  }
  await pick(page, root, right);
  await pressCheck(page, root);
  await nextStep(page);
}

/**
 * Plays Grams, Litres and Degrees to completion with the test's input: every step done as the
 * page asks, the closing check answered from what it shows.
 */
export async function playGramsLitresDegrees(page: Page, options: LessonPlay = {}): Promise<void> {
  const root = lesson(page);
  const feedback = feedbackOf(root);
  const stepShows = async (name: string) => {
    await expect(root.getByText(name, { exact: true })).toBeVisible();
    await options.onStep?.(name);
  };

  // 1. 100 g masses beside the apple until the scale is level.
  await stepShows('Step 1 of 5');
  const appleScale = scaleOf(root);
  for (let masses = 0; masses < 3; masses += 1) {
    if ((await appleScale.getAttribute('data-balance')) === 'level') break;
    await putOneMass(page, appleScale, '100 g', options.drag ?? false);
  }
  await expect(appleScale).toHaveAttribute('data-balance', 'level');
  await expect(feedback).toContainText('The apple is 200 grams. We write 200 g.');
  await nextStep(page);

  // 2. The kilogram on one pan, 100 g masses on the other until it is level.
  await stepShows('Step 2 of 5');
  const kilogramScale = scaleOf(root);
  await putOneMass(page, kilogramScale, '1 kg', false);
  for (let masses = 0; masses < 10; masses += 1) {
    await putOneMass(page, kilogramScale, '100 g', false);
  }
  await expect(kilogramScale).toHaveAttribute('data-balance', 'level');
  await expect(feedback).toContainText('A 1-litre milk carton is about 1 kilogram.');
  await nextStep(page);

  // 3. The milk carton into the jug: the top mark.
  await stepShows('Step 3 of 5');
  await press(
    page,
    root.getByRole('button', { name: 'Pour the milk carton into the measuring jug' }),
  );
  await expect(feedback).toContainText('The milk reaches the top mark: 1 litre, 1000 millilitres.');
  await nextStep(page);

  // 4. A glass of milk into the empty jug: 250 mL.
  await stepShows('Step 4 of 5');
  await press(
    page,
    root.getByRole('button', { name: 'Pour the glass of milk into the measuring jug' }),
  );
  await expect(feedback).toContainText('A glass of milk is 250 millilitres.');
  await nextStep(page);

  // 5. The thermometer to 0 (ice), then 25 (the beach).
  await stepShows('Step 5 of 5');
  await setThermometer(page, root, 0);
  await expect(feedback).toContainText('0 degrees: water freezes into ice.');
  await setThermometer(page, root, 25);
  await expect(feedback).toContainText('25 degrees Celsius: a warm summer day');
  await nextStep(page);

  // The closing check.
  await stepShows('Check 1 of 3');
  await answerQuestion(
    page,
    root,
    'kilograms (kg)',
    options.mistakes
      ? { card: 'grams (g)', hint: 'A watermelon is heavy', replay: 'kilogram' }
      : null,
  );
  await stepShows('Check 2 of 3');
  const jug = await root.getByRole('img', { name: /^Measuring jug, / }).getAttribute('aria-label');
  const level = /Water reaches the mark labelled (\d+)\.$/.exec(jug ?? '')?.[1];
  expect(level, `a level in "${jug}"`).toBeTruthy();
  await answerQuestion(
    page,
    root,
    `${level} mL`,
    options.mistakes
      ? { card: '5 L', hint: '5 litres would fill 5 whole jugs.', replay: 'litre' }
      : null,
  );
  await stepShows('Check 3 of 3');
  await answerQuestion(
    page,
    root,
    'a thermometer',
    options.mistakes
      ? { card: 'a jug', hint: 'A jug tells how much it holds.', replay: 'degrees' }
      : null,
  );
  await expect(root).toHaveAttribute('data-part', 'done');
}

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
import { activityOf, pickCard, tabTo } from './lingo-helpers';
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

/** Grams from a mass's words: "500 g" 500, "2 kg" 2000. */
export function gramsOf(text: string): number {
  const match = /(\d+) (g|kg)\b/.exec(text);
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
  if (/^Will \d+ kg balance /.test(prompt)) return 'will-balance';
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

/** Drags a stack with the mouse or a finger onto a place, looking again at every move. */
async function dragStack(page: Page, stack: Locator, onto: Locator): Promise<void> {
  await onto.evaluate((element) => element.scrollIntoView({ block: 'center' }));
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
    const takeOff = scale.getByRole('button', { name: /^Take .* off the right pan$/ });
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
        /^Will (\d+ kg) balance (.+)\?$/.exec(prompt) ?? [];
      const grams = [...gramsText.matchAll(/(\d+) g/g)].reduce(
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

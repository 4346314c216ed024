import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragThrough,
  expectPickedUp,
  inputOf,
  isPointer,
  lineBetween,
  pointerPress,
} from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';
import { expectNumbersClear } from './measurements-level-2a-helpers';

/**
 * Reading and answering Measure Masters' Broken Ruler (2-2) and Estimate, Then Measure (2-3)
 * from the page, with the keyboard, the mouse or a finger. Lengths come from the ruler's text
 * alternative ("Broken ruler, first number 4. A nail lies on it, from the 4 mark to the 9
 * mark."), where the ruler lies from its slider ("Ruler's 0 is 2 centimetres left of the
 * crayon's end."), the rest from the prompt; what a child knows (a door is about 2 m tall, a
 * bus is measured in metres) is the tables below.
 */

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The item's prompt: the activity group's name. */
export const promptOf = async (session: Locator): Promise<string> =>
  (await activityOf(session).getAttribute('aria-label')) ?? '';

/** The ruler's drawing (its text alternative says where everything is). */
export const rulerPicture = (session: Locator): Locator =>
  activityOf(session).getByRole('img', { name: /^(Broken ruler|Ruler from)/ });

/** The marks at the object's ends, read from the ruler's text alternative. */
export async function objectMarks(session: Locator): Promise<{ start: number; end: number }> {
  const text = (await rulerPicture(session).getAttribute('aria-label')) ?? '';
  const match =
    /from the (\d+) mark to the (\d+) mark/.exec(text) ??
    /starts at the (\d+) mark and ends at the (\d+) mark/.exec(text);
  if (!match) throw new Error(`No object ends in "${text}"`);
  return { start: Number(match[1]), end: Number(match[2]) };
}

/** Presses a button with the page's input (Tab and Enter on the keyboard). */
export async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) return pointerPress(page, button);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Presses Check with the page's input. */
export const pressCheck = (page: Page, session: Locator): Promise<void> =>
  press(page, session.getByRole('button', { name: 'Check', exact: true }));

/**
 * Types a whole number on the NumberPad labelled `label`: into its box from the keyboard, or
 * with its own keys (Clear, then the digits) by pointer.
 */
export async function typeOnPad(
  page: Page,
  session: Locator,
  label: string,
  value: number,
): Promise<void> {
  const pad = session.getByRole('group', { name: label, exact: true });
  const box = pad.getByRole('textbox');
  if (isPointer(page)) {
    await pointerPress(page, pad.getByRole('button', { name: 'Clear' }));
    for (const digit of String(value)) {
      await pointerPress(page, pad.getByRole('button', { name: digit, exact: true }));
    }
  } else {
    await tabTo(page, box);
    await page.keyboard.press('End');
    for (let left = (await box.inputValue()).length; left > 0; left -= 1) {
      await page.keyboard.press('Backspace');
    }
    await page.keyboard.type(String(value));
  }
  await expect(box).toHaveValue(String(value));
}

/** Picks a card of the item's radio group with the page's input. */
export async function pickChoice(page: Page, session: Locator, name: string): Promise<void> {
  const group = activityOf(session).getByRole('radiogroup').first();
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  } else {
    await pickCard(page, group, name);
  }
  await expect(group.getByRole('radio', { name, exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
}

// ─── Broken Ruler (2-2) ──────────────────────────────────────────────────────────────────

/** Taps the spaces from the object's start to its end (step 1's counting help). */
export async function tapSpaces(
  page: Page,
  session: Locator,
  start: number,
  end: number,
): Promise<void> {
  const spaces = session.getByRole('group', { name: 'Spaces on the ruler' });
  const space = (from: number): Locator =>
    spaces.getByRole('button', { name: `Space from ${from} to ${from + 1}`, exact: true });
  for (let from = start; from < end; from += 1) {
    if (isPointer(page)) await pointerPress(page, space(from));
    else {
      if (from === start) {
        await tabTo(page, spaces.locator('button[tabindex="0"]'));
        await page.keyboard.press('Home');
        // The piece's first space is its first number's: arrow on to the object's start.
        const first = Number(await spaces.getByRole('button').first().getAttribute('data-tile'));
        for (let step = first; step < start; step += 1) await page.keyboard.press('ArrowRight');
      } else await page.keyboard.press('ArrowRight');
      await expect(space(from)).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(space(from)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(rulerPicture(session)).toHaveAccessibleName(
    new RegExp(`${end - start} spaces? counted\\.$`),
  );
  // The counted spaces' numbers hang under the ruler, clear of its own numbers.
  await expectNumbersClear(activityOf(session));
}

/**
 * Answers a Broken Ruler item right, by its step, read from the page (the length is the end
 * mark take away the start mark), and checks it. With `wrong`, types the end number instead
 * (the classic slip) on a step that types a length.
 */
export async function answerBrokenRuler(page: Page, session: Locator): Promise<void> {
  const prompt = await promptOf(session);
  const { start, end } = await objectMarks(session);
  const length = end - start;
  const noun = /^(?:How long is|Sam says) the ([a-z ]+?)(?:\?| is )/.exec(prompt)?.[1] ?? '';
  const claim = /^Sam says the [a-z ]+ is (\d+) cm because .*\. Is Sam right\?$/.exec(prompt);
  if (claim) {
    if (Number(claim[1]) === length) {
      await pickChoice(page, session, 'Yes');
    } else {
      await pickChoice(page, session, 'No');
      await typeOnPad(page, session, `How long is the ${noun}?`, length);
    }
  } else if (prompt.endsWith('Choose its length.')) {
    await pickChoice(page, session, `${length} cm`);
  } else {
    if (prompt.endsWith('Tap the spaces to count them.'))
      await tapSpaces(page, session, start, end);
    await typeOnPad(page, session, 'Length', length);
  }
  if (isPointer(page)) await pressCheck(page, session);
  else await page.keyboard.press('Enter');
}

// ─── Estimate, Then Measure (2-3) ────────────────────────────────────────────────────────

/** What a child knows: the benchmarks of measurements.md, as the cards write them. */
const benchmarks: Readonly<Record<string, string>> = {
  'a loonie': '3 cm',
  'a new crayon': '9 cm',
  'a $5 bill': '15 cm',
  'a new pencil': '19 cm',
  'a big step': '1 m',
  'a door': '2 m',
  'a canoe': '5 m',
  'a school bus': '12 m',
  'a hockey rink': '60 m',
};

/** Big things, measured in metres; everything else on the cards fits on a desk. */
const metreThings = new Set([
  'a door',
  'a canoe',
  'a school bus',
  'a hockey rink',
  'a swimming pool',
  'a hallway',
  'a flagpole',
  'a soccer field',
]);

/** The right bin of a sort card by its name. */
export const binOf = (name: string): 'centimetres' | 'metres' =>
  metreThings.has(name) ? 'metres' : 'centimetres';

/** The names of the pictures still to sort ("a school bus"), read from their buttons. */
export function cardNames(session: Locator): Promise<string[]> {
  return session
    .getByRole('group', { name: 'Pictures to sort' })
    .getByRole('button', { name: /^Picture \d of 4: / })
    .evaluateAll((all) =>
      // A card's name is its first, visually hidden, child (its picture is decorative).
      all.map((card) =>
        (card.getAttribute('aria-label') ?? card.firstElementChild?.textContent ?? '').replace(
          /^Picture \d of 4: /,
          '',
        ),
      ),
    );
}

/**
 * Drags a sort card onto a bin with the mouse or a finger, towards where the bin is now at
 * every move (dnd-kit may scroll the page as the card nears the window's edge).
 */
async function dragCardIntoBin(page: Page, card: Locator, bin: Locator): Promise<void> {
  await bin.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await centreOf(card, false);
  const to = await centreOf(bin, false);
  await dragThrough(page, lineBetween(from, to, 12), {
    ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(card) } : {}),
    settleMs: 150,
  });
}

/**
 * Sorts the 4 pictures into "centimetres" and "metres" (Enter on the card, Enter on the bin;
 * a tap, a tap; or with `drag`, the first card dragged), `wrong` first into the other bin;
 * then checks.
 */
export async function sortPictures(
  page: Page,
  session: Locator,
  options: { readonly wrong?: string; readonly drag?: boolean } = {},
): Promise<void> {
  const tray = session.getByRole('group', { name: 'Pictures to sort' });
  let first = true;
  for (;;) {
    const cards = tray.getByRole('button', { name: /^Picture \d of 4: / });
    const left = await cards.count();
    if (left === 0) break;
    const names = await cardNames(session);
    const name = options.wrong && names.includes(options.wrong) ? options.wrong : (names[0] ?? '');
    const right = binOf(name);
    const label = name === options.wrong ? (right === 'metres' ? 'centimetres' : 'metres') : right;
    const card = tray.getByRole('button', {
      name: new RegExp(`^Picture \\d of 4: ${escapeRegExp(name)}$`),
    });
    const bin = session.getByRole('button', { name: new RegExp(`^${label} bin`) });
    if (first && options.drag) {
      await dragCardIntoBin(page, card, session.getByRole('group', { name: label, exact: true }));
    } else if (isPointer(page)) {
      await pointerPress(page, card);
      await pointerPress(page, bin);
    } else {
      await tabTo(page, card);
      await page.keyboard.press('Enter');
      await tabTo(page, bin);
      await page.keyboard.press('Enter');
    }
    first = false;
    await expect(cards).toHaveCount(left - 1);
    if (name === options.wrong) options = { ...options, wrong: undefined };
  }
  await pressCheck(page, session);
}

/** How far the ruler's 0 is from the object's end, from the ruler's slider (− left, + right). */
export async function rulerOffset(ruler: Locator): Promise<number> {
  const text = (await ruler.getAttribute('aria-valuetext')) ?? '';
  if (/ is at the /.test(text)) return 0;
  const match = /is (\d+) centimetres? (left|right) of/.exec(text);
  if (!match) throw new Error(`No offset in "${text}"`);
  return Number(match[1]) * (match[2] === 'left' ? -1 : 1);
}

/**
 * Slides the ruler until its 0 meets the object's end: arrows on the keyboard, or a drag of
 * its body by the offset at the ruler's own scale (read off its 0 and 1 marks).
 */
export async function lineUpRuler(page: Page, session: Locator): Promise<void> {
  const ruler = session.getByRole('slider', { name: 'Ruler' });
  const offset = await rulerOffset(ruler);
  if (offset !== 0) {
    if (isPointer(page)) {
      await ruler.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const zero = await centreOf(rulerPicture(session).locator('[data-mark="0"] line'), false);
      const one = await centreOf(rulerPicture(session).locator('[data-mark="1"] line'), false);
      const pxPerCm = one.x - zero.x;
      const from = await centreOf(ruler, false);
      const to = { x: from.x - offset * pxPerCm, y: from.y };
      await dragThrough(page, lineBetween(from, to, 6), { settleMs: 100 });
    } else {
      await tabTo(page, ruler);
      const key = offset < 0 ? 'ArrowRight' : 'ArrowLeft';
      for (let step = 0; step < Math.abs(offset); step += 1) await page.keyboard.press(key);
    }
  }
  await expect(ruler).toHaveAttribute('aria-valuetext', /^Ruler's 0 is at the /);
}

/**
 * Step 3: types a guess (`guess`, default 10 cm), locks it in with "Measure it" (Enter in its
 * box on the keyboard), lines the ruler up, reads the other end and types it; then checks.
 */
export async function estimateAndMeasure(
  page: Page,
  session: Locator,
  guess = 10,
): Promise<number> {
  await typeOnPad(page, session, 'Your guess', guess);
  if (isPointer(page)) {
    await pointerPress(page, session.getByRole('button', { name: 'Measure it' }));
  } else {
    await page.keyboard.press('Enter');
    await expect(session.getByRole('slider', { name: 'Ruler' })).toBeFocused();
  }
  await expect(session.getByText(`Your guess: ${guess} cm.`)).toBeVisible();
  await lineUpRuler(page, session);
  const { start, end } = await objectMarks(session);
  expect(start).toBe(0);
  await typeOnPad(page, session, 'Measured length', end);
  if (isPointer(page)) await pressCheck(page, session);
  else await page.keyboard.press('Enter');
  return end;
}

/** Answers an Estimate, Then Measure item right, by its prompt; then checks. */
export async function answerEstimate(page: Page, session: Locator): Promise<void> {
  const prompt = await promptOf(session);
  if (prompt.startsWith('Sort the pictures')) {
    await sortPictures(page, session);
    return;
  }
  if (prompt.startsWith('Guess how long')) {
    await estimateAndMeasure(page, session);
    return;
  }
  const thing = /^(?:About )?[Hh]ow (?:long|tall|far across) is (.+)\?$/.exec(prompt)?.[1] ?? '';
  const card = benchmarks[thing];
  if (!card) throw new Error(`No benchmark for "${prompt}"`);
  await pickChoice(page, session, card);
  if (isPointer(page)) await pressCheck(page, session);
  else await page.keyboard.press('Enter');
}

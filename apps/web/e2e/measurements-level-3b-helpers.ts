import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { dragThrough, isPointer, lineBetween, pointerPress, type Point } from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';

/**
 * Playing Pour and Measure (3-2) and Hot and Cold (3-3) from what the page says: the prompt,
 * the measuring jug's and the thermometer's text alternatives, what a pour announces. Every
 * answer is worked out here from those words, with the page's own input (keyboard, mouse or
 * a finger, see input.ts); nothing knows a seed.
 */

/** The item's prompt: the activity group is named by it. */
export async function promptOf(session: Locator): Promise<string> {
  return (await activityOf(session).getAttribute('aria-label')) ?? '';
}

/** Presses Check: Tab and Enter, or the pointer. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check' });
  await expect(check).not.toHaveAttribute('aria-disabled', 'true');
  if (isPointer(page)) await pointerPress(page, check);
  else {
    await tabTo(page, check);
    await page.keyboard.press('Enter');
  }
}

/** Types a whole number on a NumberPad: into its box by keyboard, on its keys by pointer. */
export async function typeNumber(
  page: Page,
  session: Locator,
  label: string,
  value: number,
): Promise<void> {
  const pad = session.getByRole('group', { name: label, exact: true });
  const box = pad.getByRole('textbox', { name: label });
  if (isPointer(page)) {
    for (const digit of String(value)) {
      await pointerPress(page, pad.getByRole('button', { name: digit, exact: true }));
    }
  } else {
    await tabTo(page, box);
    await page.keyboard.type(String(value));
  }
  await expect(box).toHaveValue(String(value));
}

/** What a Containers widget announced last ("3 cups poured. The jug is full."). */
const announcementOf = (session: Locator): Locator =>
  session.locator('[data-part="announcement"]').first();

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// ─── Pour and Measure ────────────────────────────────────────────────────────────────────

/**
 * The water in the measuring jug, from its text alternative: "Water reaches the mark
 * labelled 600.", "… the small mark just above 300." (350), "… labelled 1 litre, 1000
 * millilitres." (1000).
 */
export function jugLevelFrom(name: string): number {
  const labelled = /Water reaches the mark labelled (\d+)( litre)?/.exec(name);
  if (labelled) return labelled[2] ? Number(labelled[1]) * 1000 : Number(labelled[1]);
  const small = /Water reaches the small mark just above (\d+)\./.exec(name);
  if (small) return Number(small[1]) + 50;
  throw new Error(`No level in "${name}"`);
}

/**
 * Fills the empty measuring jug to `target` mL: Up 50 mL a press by keyboard, or by pointer
 * a drag from the bottom of the jug up to the target's mark.
 */
export async function fillJugTo(page: Page, jug: Locator, target: number): Promise<void> {
  if (!isPointer(page)) {
    await tabTo(page, jug);
    for (let press = 0; press < target / 50; press += 1) await page.keyboard.press('ArrowUp');
  } else {
    await jug.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await jug.locator('svg').boundingBox();
    const mark = await jug.locator(`[data-mark="${target}"]`).first().boundingBox();
    if (!box || !mark) throw new Error(`The jug or its ${target} mark is not on screen`);
    const from: Point = { x: box.x + box.width / 2, y: box.y + box.height - 6 };
    const to: Point = { x: from.x, y: mark.y + mark.height / 2 };
    await dragThrough(page, lineBetween(from, to, 6), { settleMs: 100 });
  }
  await expect(jug).toHaveAttribute('aria-valuenow', String(target));
  await expect(jug).toHaveAttribute('aria-valuetext', `${target} millilitres`);
}

/** The kinds of Pour and Measure items the helpers answer. */
export type PourKind = 'fill' | 'read' | 'cups' | 'compare';

/**
 * Answers the Pour and Measure item on screen right, ending with its Check: fills the jug to
 * the amount asked for, reads the jug's level and types it in mL, pours cup after cup until
 * the jug is full and types the count, or pours one container into the other and picks the
 * one that did not spill over. Returns the kind of item.
 */
export async function answerPour(page: Page, session: Locator): Promise<PourKind> {
  const prompt = await promptOf(session);
  const fill = /^Pour (\d+) millilitres of /.exec(prompt);
  if (fill) {
    const jug = session.getByRole('slider', { name: 'Measuring jug' });
    await fillJugTo(page, jug, Number(fill[1]));
    if (isPointer(page)) await pressCheck(page, session);
    else await page.keyboard.press('Enter');
    return 'fill';
  }
  if (prompt === 'How much water is in the jug?') {
    const jug = session.getByRole('img', { name: /^Measuring jug, / });
    const level = jugLevelFrom((await jug.getAttribute('aria-label')) ?? '');
    await expect(session.getByRole('radio', { name: 'mL, millilitres' })).toBeChecked();
    await typeNumber(page, session, 'Amount', level);
    if (isPointer(page)) await pressCheck(page, session);
    else await page.keyboard.press('Enter');
    return 'read';
  }
  if (prompt === 'How many cups fill the jug?') {
    const pour = session.getByRole('button', { name: 'Pour the cup into the jug' });
    let cups = 0;
    for (; cups < 12; cups += 1) {
      const said = (await announcementOf(session).textContent()) ?? '';
      // Every other announcement ends in a no-break space (so a repeat is read again).
      if (/The jug is full\.\s*$/.test(said)) break;
      if (isPointer(page)) await pointerPress(page, pour);
      else {
        await tabTo(page, pour);
        await page.keyboard.press('Enter');
      }
      await expect(announcementOf(session)).toContainText(
        `${cups + 1} ${cups === 0 ? 'cup' : 'cups'} poured.`,
      );
    }
    await typeNumber(page, session, 'Cups', cups);
    if (isPointer(page)) await pressCheck(page, session);
    else await page.keyboard.press('Enter');
    return 'cups';
  }
  const compare = /^Which holds more: the (.+) or the (.+)\?$/.exec(prompt);
  if (compare) {
    const [, first, second] = compare as unknown as [string, string, string];
    const pour = session.getByRole('button', { name: `Pour the ${first} into the ${second}` });
    if (isPointer(page)) await pointerPress(page, pour);
    else {
      await tabTo(page, pour);
      await page.keyboard.press('Enter');
    }
    // Spilled over: the first holds more. All of it fitted: the second does.
    const said = announcementOf(session);
    await expect(said).toHaveText(/is full; some is left in|is not full\.\s*$/);
    const bigger = /is full; some is left in/.test((await said.textContent()) ?? '')
      ? first
      : second;
    const container = session.getByRole('button', {
      name: new RegExp(`^${capitalize(bigger)}\\. `),
    });
    if (isPointer(page)) await pointerPress(page, container);
    else {
      await tabTo(page, container);
      await page.keyboard.press('Enter');
    }
    await expect(container).toHaveAttribute('aria-pressed', 'true');
    await pressCheck(page, session);
    return 'compare';
  }
  throw new Error(`No answer for the Pour and Measure item "${prompt}"`);
}

// ─── Hot and Cold ────────────────────────────────────────────────────────────────────────

const signed = (minus: string | undefined, digits: string): number =>
  minus ? -Number(digits) : Number(digits);

/**
 * The temperature a read-only thermometer shows, from its text alternative: "The red line
 * stops at the mark labelled minus 10." or "… at the small mark halfway between 10 and 20."
 */
export function thermometerValueFrom(name: string): number {
  const labelled = /stops at the mark labelled (minus )?(\d+)\./.exec(name);
  if (labelled) return signed(labelled[1], labelled[2] as string);
  const halfway = /halfway between (minus )?(\d+) and (minus )?(\d+)\./.exec(name);
  if (halfway) {
    return (
      (signed(halfway[1], halfway[2] as string) + signed(halfway[3], halfway[4] as string)) / 2
    );
  }
  throw new Error(`No reading in "${name}"`);
}

/** "minus 15 degrees Celsius", "20 degrees Celsius": a temperature card's name. */
export const spokenCelsius = (value: number): string =>
  `${value < 0 ? 'minus ' : ''}${Math.abs(value)} degrees Celsius`;

/** Where a thermometer's mark is on screen: the middle of its line, across the slider. */
async function markPoint(slider: Locator, value: number): Promise<Point> {
  const box = await slider.boundingBox();
  const mark = await slider.locator(`[data-mark="${value}"] line`).boundingBox();
  if (!box || !mark) throw new Error(`The thermometer's ${value} mark is not on screen`);
  return { x: box.x + box.width / 2, y: mark.y + mark.height / 2 };
}

/**
 * Sets a thermometer in set mode to `target`: arrows one mark at a time by keyboard, or by
 * pointer a drag of the top of the red line from its mark to the target's.
 */
export async function setThermometerTo(page: Page, slider: Locator, target: number): Promise<void> {
  const now = Number(await slider.getAttribute('aria-valuenow'));
  if (!isPointer(page)) {
    await tabTo(page, slider);
    const key = target > now ? 'ArrowUp' : 'ArrowDown';
    for (let mark = 0; mark < Math.abs(target - now) / 5; mark += 1) await page.keyboard.press(key);
  } else {
    await slider.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await markPoint(slider, now);
    const to = await markPoint(slider, target);
    await dragThrough(page, lineBetween(from, to, 6), { settleMs: 100 });
  }
  await expect(slider).toHaveAttribute('aria-valuenow', String(target));
  await expect(slider).toHaveAttribute(
    'aria-valuetext',
    `${target < 0 ? 'minus ' : ''}${Math.abs(target)} degrees`,
  );
}

/**
 * The temperatures of measurements.md's scenes (3-3 step 3), as the curriculum gives them:
 * what the test knows of the world, as a child learns it.
 */
const sceneTemperatures: Readonly<Record<string, number>> = {
  'A snowman': -5,
  'An outdoor rink': -10,
  'A January day in Winnipeg': -20,
  'Raking leaves': 10,
  'A spring picnic': 15,
  'A classroom': 20,
  'Swimming in the lake': 25,
  'A hot beach day': 30,
  'Your body': 37,
};

/** Picks a temperature card by its name, with the page's input, and checks. */
async function pickTemperature(
  page: Page,
  session: Locator,
  cards: Locator,
  value: number,
): Promise<void> {
  const name = spokenCelsius(value);
  const card = cards.getByRole('radio', { name, exact: true });
  if (isPointer(page)) await pointerPress(page, card);
  else await pickCard(page, cards, name);
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await pressCheck(page, session);
}

/**
 * The thermometer sits beside its answer (a NumberPad, or cards), on the same row: the
 * thermometer is only as wide as it is drawn.
 */
export async function expectThermometerBesideAnswer(session: Locator): Promise<void> {
  const gauge = await session.getByRole('img', { name: /^Thermometer, / }).boundingBox();
  const answer = await session
    .getByRole('textbox')
    .or(session.getByRole('radiogroup'))
    .first()
    .boundingBox();
  if (!gauge || !answer) throw new Error('The thermometer or its answer is not on screen');
  expect(gauge.x + gauge.width, 'the thermometer ends left of its answer').toBeLessThanOrEqual(
    answer.x,
  );
  expect(answer.y, 'the answer starts above the thermometer’s foot').toBeLessThan(
    gauge.y + gauge.height,
  );
}

/** The kinds of Hot and Cold items the helpers answer. */
export type HotColdKind = 'set' | 'read-pad' | 'read-cards' | 'scene';

/**
 * Answers the Hot and Cold item on screen right, ending with its Check: moves the red line to
 * the temperature asked for, or reads the thermometer and types it or picks its card.
 * Returns the kind of item.
 */
export async function answerHotCold(page: Page, session: Locator): Promise<HotColdKind> {
  const prompt = await promptOf(session);
  const set = /^Make it (minus )?(\d+) degrees\.$/.exec(prompt);
  if (set) {
    const slider = session.getByRole('slider', { name: 'Thermometer' });
    await setThermometerTo(page, slider, signed(set[1], set[2] as string));
    if (isPointer(page)) await pressCheck(page, session);
    else await page.keyboard.press('Enter');
    return 'set';
  }
  if (prompt === 'Which temperature fits?') {
    const cards = session.getByRole('radiogroup', { name: /^Which temperature fits\? / });
    const scene = /^Which temperature fits\? (.+)\.$/.exec(
      (await cards.getAttribute('aria-label')) ?? '',
    )?.[1];
    const value = scene === undefined ? undefined : sceneTemperatures[scene];
    if (value === undefined) throw new Error(`No temperature known for the scene "${scene}"`);
    await pickTemperature(page, session, cards, value);
    return 'scene';
  }
  if (prompt !== 'What temperature does the thermometer show?') {
    throw new Error(`No answer for the Hot and Cold item "${prompt}"`);
  }
  const thermometer = session.getByRole('img', { name: /^Thermometer, / });
  const value = thermometerValueFrom((await thermometer.getAttribute('aria-label')) ?? '');
  const cards = session.getByRole('radiogroup', { name: prompt });
  if ((await cards.count()) === 0) {
    await typeNumber(page, session, 'Temperature', value);
    if (isPointer(page)) await pressCheck(page, session);
    else await page.keyboard.press('Enter');
    return 'read-pad';
  }
  await pickTemperature(page, session, cards, value);
  return 'read-cards';
}

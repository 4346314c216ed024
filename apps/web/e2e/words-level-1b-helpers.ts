import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPointer, pointerPress } from './input';
import { activityOf, pickCard, tabTo } from './lingo-helpers';

/**
 * Reading and answering Words level 1 (First Sounds, Build a Word, Rhyme Time) from what the
 * page says: the prompt, the cards' names, the tiles. Nothing here knows a seed.
 */

/** The radiogroup of the item on screen (letters, pictures, Yes/No). */
export const choicesOf = (session: Locator): Locator => activityOf(session).getByRole('radiogroup');

/** Picks a card by its name: arrows and Space with the keyboard, else the test's pointer. */
export async function chooseCard(page: Page, group: Locator, name: string): Promise<void> {
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

/** Checks the answer: Enter from the widget with the keyboard, or the Check button. */
export async function check(page: Page, session: Locator): Promise<void> {
  const button = session.getByRole('button', { name: 'Check', exact: true });
  if (isPointer(page)) await pointerPress(page, button);
  else await page.keyboard.press('Enter');
}

/**
 * The right card of a First Sounds item, read from its prompt: "Which letter does bus start
 * with?" → the card "b"; "Which picture starts with the letter m?" → the picture whose word
 * starts with m ("a moon").
 */
export async function firstSoundsAnswer(session: Locator): Promise<string> {
  const group = choicesOf(session);
  const prompt = (await group.getAttribute('aria-label')) ?? '';
  const letterItem = /^Which letter does (.+) start with\?$/.exec(prompt);
  if (letterItem) return (letterItem[1] ?? '').charAt(0);
  const pictureItem = /^Which picture starts with the letter (\w)\?$/.exec(prompt);
  if (!pictureItem) throw new Error(`Not a First Sounds prompt: ${prompt}`);
  const names = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  // A picture card is named by its alt ("a moon"): its word follows the article.
  const right = names.filter((name) =>
    name.replace(/^(a|an) /, '').startsWith(pictureItem[1] ?? '-'),
  );
  expect(right, `pictures starting with ${pictureItem[1]}`).toHaveLength(1);
  return right[0] ?? '';
}

/** Answers a First Sounds item right and checks it. */
export async function answerFirstSounds(page: Page, session: Locator): Promise<void> {
  await chooseCard(page, choicesOf(session), await firstSoundsAnswer(session));
  await check(page, session);
}

/** A wrong card of a First Sounds item (any card but the right one). */
export async function wrongFirstSoundsCard(session: Locator): Promise<string> {
  const right = await firstSoundsAnswer(session);
  const names = await choicesOf(session)
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  const wrong = names.find((name) => name !== right);
  if (!wrong) throw new Error('no wrong card');
  return wrong;
}

// ─── Build a Word ────────────────────────────────────────────────────────────────────────

/** The word of a Build a Word item: heard by the child, kept by the page as `data-word`. */
export async function buildWordOf(session: Locator): Promise<string> {
  const word = await activityOf(session).locator('[data-word]').getAttribute('data-word');
  if (!word) throw new Error('no Build a Word item on screen');
  return word;
}

/** The tiles still to place: the tray (steps 1–3) or the A–Z rack (step 4). */
export const tilesTray = (session: Locator): Locator =>
  session.getByRole('region', { name: /^(Tiles|A to Z)$/ });

/**
 * Builds the word right and checks it: with the keyboard by typing it into the tiles (Tab to
 * the first tile, type, Tab to Check, Enter); with a pointer by tapping its tiles in order.
 */
export async function answerBuildAWord(page: Page, session: Locator): Promise<void> {
  const word = await buildWordOf(session);
  const tray = tilesTray(session);
  if (isPointer(page)) {
    for (const letter of word) {
      await pointerPress(page, tray.getByRole('button', { name: letter, exact: true }).first());
    }
  } else {
    await tabTo(page, tray.locator('[role="button"][tabindex="0"]'));
    await page.keyboard.type(word);
  }
  const slots = session.getByRole('list', { name: 'Slots' });
  await expect(slots.getByRole('button')).toHaveCount(word.length);
  await expect(slots).toHaveText(new RegExp([...word].join('.*')));
  const checkButton = session.getByRole('button', { name: 'Check', exact: true });
  if (isPointer(page)) {
    await pointerPress(page, checkButton);
  } else {
    await tabTo(page, checkButton);
    await page.keyboard.press('Enter');
  }
}

// ─── Rhyme Time ──────────────────────────────────────────────────────────────────────────

/** words.md 1-5's rhyme table, by sound: a word's family, or none. */
const rhymeFamilies: readonly (readonly string[])[] = [
  ['cat', 'hat', 'bat', 'rat'],
  ['dog', 'log', 'frog'],
  ['bug', 'mug', 'hug'],
  ['cake', 'snake', 'lake'],
  ['bee', 'tree', 'three', 'key'],
  ['sock', 'clock', 'rock', 'lock'],
  ['ring', 'king', 'wing'],
  ['box', 'fox', 'ox'],
  ['car', 'star', 'jar', 'guitar'],
  ['moon', 'spoon', 'balloon', 'raccoon'],
  ['fish', 'dish'],
  ['bed', 'red', 'sled'],
  ['hen', 'ten', 'pen'],
  ['house', 'mouse'],
  ['rain', 'train', 'chain'],
  ['goat', 'boat', 'coat'],
  ['bear', 'pear', 'chair'],
  ['light', 'kite', 'night'],
  ['nose', 'rose'],
  ['snail', 'mail'],
  ['sun', 'run'],
  ['dice', 'rice', 'ice'],
];

/** Whether two words rhyme by the table. */
export const rhymeByTable = (a: string, b: string): boolean =>
  a !== b && rhymeFamilies.some((family) => family.includes(a) && family.includes(b));

const radioNames = (group: Locator): Promise<string[]> =>
  group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));

/** The kind of Rhyme Time item on screen: yes-no, pick, odd-one-out or pairs. */
export async function rhymeTaskOf(session: Locator): Promise<string> {
  return (await activityOf(session).locator('[data-task]').getAttribute('data-task')) ?? '';
}

/** Chooses a MatchPairs item: a pointer press, or arrows in its column and Enter. */
async function chooseMatchItem(page: Page, column: Locator, item: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, item);
    return;
  }
  const inColumn = await column.evaluate((element) => element.contains(document.activeElement));
  if (!inColumn) await tabTo(page, column.locator('button[tabindex="0"]'));
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 8; presses += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Answers a Rhyme Time item right, from what the page shows, and checks it. */
export async function answerRhymeTime(page: Page, session: Locator): Promise<void> {
  const task = await rhymeTaskOf(session);
  if (task === 'pairs') {
    const words = session.getByRole('list', { name: 'Words' });
    const rhymesList = session.getByRole('list', { name: 'Their rhymes' });
    const ids = (list: Locator) =>
      list
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-id') ?? ''));
    const right = await ids(rhymesList);
    for (const word of await ids(words)) {
      const partner = right.find((id) => rhymeByTable(word, id.replace(/^rhyme-/, '')));
      if (!partner) throw new Error(`no rhyme for ${word} among ${right.join(', ')}`);
      await chooseMatchItem(page, words, words.locator(`[data-id="${word}"]`));
      await chooseMatchItem(page, rhymesList, rhymesList.locator(`[data-id="${partner}"]`));
    }
    const checkButton = session.getByRole('button', { name: 'Check', exact: true });
    if (isPointer(page)) {
      await pointerPress(page, checkButton);
    } else {
      await tabTo(page, checkButton);
      await page.keyboard.press('Enter');
    }
    return;
  }
  const group = choicesOf(session);
  const prompt = (await group.getAttribute('aria-label')) ?? '';
  const names = await radioNames(group);
  let answer: string | undefined;
  const yesNo = /^Do (\S+) and (\S+) rhyme\?$/.exec(prompt);
  const pick = /^Which one rhymes with (\S+)\?$/.exec(prompt);
  if (yesNo) answer = rhymeByTable(yesNo[1] ?? '', yesNo[2] ?? '') ? 'Yes' : 'No';
  else if (pick) answer = names.find((name) => rhymeByTable(pick[1] ?? '', name));
  else if (prompt === 'Which one does not rhyme?') {
    answer = names.find((name) => names.every((other) => !rhymeByTable(name, other)));
  }
  if (!answer) throw new Error(`No answer for "${prompt}" among ${names.join(', ')}`);
  await chooseCard(page, group, answer);
  await check(page, session);
}

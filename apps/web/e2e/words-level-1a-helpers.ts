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
  pressWhileHeld,
} from './input';
import { activityOf, isFocused, pickCard, tabTo } from './lingo-helpers';
import { moveCardByKeyboard } from './time-helpers';

/**
 * Words level 1, part a: reading Big and Small Letters, ABC Order and Alphabet Basics from the
 * page and answering them. Nothing here knows a seed: every answer is worked out from the
 * prompt and the cards' names.
 */

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Presses Check: the keyboard Tabs to it and presses Enter, a pointer presses it. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check', exact: true });
  await expect(check).toBeEnabled();
  if (isPointer(page)) {
    await pointerPress(page, check);
  } else {
    await tabTo(page, check);
    await page.keyboard.press('Enter');
  }
}

/** Picks a card of a radiogroup by its name: pressed with a pointer, or arrows and Space. */
export async function chooseCard(page: Page, group: Locator, name: string): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  } else {
    await pickCard(page, group, name);
  }
}

/** Moves the focus down a MatchPairs column (Home, then ArrowDown) to a button. */
async function focusInColumn(page: Page, button: Locator): Promise<void> {
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 4 && !(await isFocused(button)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(button).toBeFocused();
}

/**
 * Answers a Big and Small Letters item right and checks it: on a ChoiceGrid ("Find small b."),
 * the card of the same letter in the other case; on a board, each big letter joined to its
 * small letter.
 */
export async function answerBigSmall(page: Page, session: Locator): Promise<void> {
  const activity = activityOf(session);
  const bigColumn = activity.getByRole('list', { name: 'Big letters' });
  if ((await bigColumn.count()) === 0) {
    const group = activity.getByRole('radiogroup');
    const label = (await group.getAttribute('aria-label')) ?? '';
    const found = /^Find (small|big) ([A-Za-z])\.$/.exec(label);
    if (!found) throw new Error(`No letter to find in "${label}"`);
    await chooseCard(page, group, `${found[1]} ${found[2]}`);
    await pressCheck(page, session);
    return;
  }
  await joinBigToSmall(page, activity);
  await pressCheck(page, session);
}

const abc = 'abcdefghijklmnopqrstuvwxyz';

/** The sort cards' texts in their order on screen ("g", "dog"), read from their names. */
async function sortCardTexts(list: Locator): Promise<string[]> {
  return list
    .locator('[data-part="card-name"]')
    .evaluateAll((names) =>
      names.map((name) => /^(.+?), card \d+ of \d+/.exec(name.textContent ?? '')?.[1] ?? ''),
    );
}

/**
 * Answers an ABC Order item right and checks it: the gap's letter (the one after the letter
 * before the gap), or each card dragged (or moved with Space and arrows) to its place in ABC
 * order by its first letter.
 */
export async function answerAbcOrder(page: Page, session: Locator): Promise<void> {
  const activity = activityOf(session);
  const group = activity.getByRole('radiogroup');
  if ((await group.count()) > 0) {
    const run = (await activity.getByText(/^Letters: /).textContent()) ?? '';
    const letters = run.replace(/^Letters: |\.$/g, '').split(', ');
    const gap = letters.indexOf('gap');
    const before = letters[gap - 1];
    if (gap < 1 || !before) throw new Error(`No gap after a letter in "${run}"`);
    await chooseCard(page, group, abc.charAt(abc.indexOf(before) + 1));
    await pressCheck(page, session);
    return;
  }
  const list = activity.getByRole('list', { name: 'Put them in ABC order.' });
  const texts = await sortCardTexts(list);
  const sorted = [...texts].sort((a, b) => abc.indexOf(a.charAt(0)) - abc.indexOf(b.charAt(0)));
  const cardNamed = (text: string) =>
    list.getByRole('button', { name: new RegExp(`^${escapeRegExp(text)}, card`) });
  for (const [place, text] of sorted.entries()) {
    const now = await sortCardTexts(list);
    if (now[place] === text) continue;
    if (isPointer(page)) {
      const there = cardNamed(now[place] ?? '');
      await dragCardOnto(page, cardNamed(text), there);
    } else {
      await moveCardByKeyboard(page, list, cardNamed(text), place);
    }
    await expect.poll(async () => (await sortCardTexts(list))[place]).toBe(text);
  }
  await pressCheck(page, session);
}

/** Joins each big letter of a MatchPairs board to its small letter: tap both, or keys. */
export async function joinBigToSmall(page: Page, activity: Locator): Promise<void> {
  const bigColumn = activity.getByRole('list', { name: 'Big letters' });
  const smallColumn = activity.getByRole('list', { name: 'Small letters' });
  const bigNames = await bigColumn
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
  for (const name of bigNames) {
    const letter = /^big ([A-Z])/.exec(name.trim())?.[1];
    if (!letter) throw new Error(`No big letter in "${name}"`);
    const bigButton = bigColumn.getByRole('button', { name: new RegExp(`^big ${letter}\\b`) });
    if (/joined with/.test(name)) continue;
    const smallButton = smallColumn.getByRole('button', {
      name: new RegExp(`^small ${letter.toLowerCase()}\\b`),
    });
    if (isPointer(page)) {
      await pointerPress(page, bigButton);
      await pointerPress(page, smallButton);
    } else {
      await tabTo(page, bigColumn.locator('button[tabindex="0"]'));
      await focusInColumn(page, bigButton);
      await page.keyboard.press('Enter');
      // Focus has moved to the small letters.
      await focusInColumn(page, smallButton);
      await page.keyboard.press('Enter');
    }
    await expect(bigButton).toHaveAccessibleName(
      new RegExp(`joined with small ${letter.toLowerCase()}`),
    );
  }
}

/** Presses a button by its name: a pointer presses it, the keyboard Tabs to it and presses Enter. */
export async function press(page: Page, button: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, button);
  } else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** The right card of an Alphabet Basics closing question, from the text it shows. */
function checkAnswer(text: string): { right: string; wrong: (names: string[]) => string } {
  const big = /^Big letter ([A-Z])\. Find small ([a-z])\.$/.exec(text);
  const first = /^Which letter does ([a-z-]+) start with\?$/.exec(text);
  const after = /^What comes after ([a-z])\?$/.exec(text);
  const right = big
    ? `small ${big[2]}`
    : first
      ? (first[1] ?? '').charAt(0)
      : after
        ? abc.charAt(abc.indexOf(after[1] ?? '') + 1)
        : '';
  if (!right) throw new Error(`No closing question in "${text}"`);
  return { right, wrong: (names) => names.find((name) => name !== right) ?? '' };
}

/**
 * Drops Alphabet Basics' s card onto a picture: dragged by the mouse or a finger (held until
 * it is picked up), or Space, arrows until the widget announces the picture, and Space.
 */
async function dropSCard(page: Page, lessonRegion: Locator, word: string): Promise<void> {
  const card = lessonRegion.getByRole('button', { name: /^Letter card s\./ });
  const zone = lessonRegion.getByRole('group', { name: `Picture: ${word}` });
  if (isPointer(page)) {
    // Card and picture well inside the window, away from its edges, where a drag would make
    // the page scroll itself and move the picture from under the finger.
    await zone.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await card.scrollIntoViewIfNeeded();
    const from = await centreOf(card, false);
    const to = await centreOf(zone, false);
    await dragThrough(page, lineBetween(from, to, 10), {
      ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(card) } : {}),
      settleMs: 150,
    });
  } else {
    const announcer = page.getByRole('status').filter({ hasText: /^(Picked up|Over) / });
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect(announcer).toHaveText(/^Picked up Letter card s\./);
    const overWord = async () =>
      ((await announcer.textContent()) ?? '').includes(`Over the picture of ${word}.`);
    await pressWhileHeld(page, 'ArrowRight', () => announcer.textContent(), overWord);
    await page.keyboard.press('Space');
  }
  if (word === 'sun')
    await expect(zone.getByRole('button', { name: /^Letter card s\./ })).toBeVisible();
}

/**
 * Plays Alphabet Basics from its first step to completion: 3 letters of the strip, the three
 * big/small pairs, the s card and its picture, the gap and "Play all", then the closing check
 * (with `mistakes`, a wrong card first, whose hint brings a new item of the same kind).
 */
export async function playAlphabetBasics(
  page: Page,
  options: { mistakes?: boolean; onStep?: (step: number) => Promise<void> } = {},
): Promise<void> {
  const lessonRegion = page.getByRole('region', { name: 'Lesson' });
  const next = lessonRegion.getByRole('button', { name: 'Next', exact: true });
  const stepDone = async (step: number) => {
    await expect(lessonRegion).toHaveAttribute('data-state', 'correct');
    await options.onStep?.(step);
    await press(page, next);
  };
  // Step 1: three letters of the strip.
  for (const letter of ['A', 'B', 'Z']) {
    await press(
      page,
      lessonRegion.getByRole('button', {
        name: `Letter button ${letter}. Press to hear its name.`,
      }),
    );
  }
  await stepDone(1);
  // Step 2: big M, T and A with their small letters.
  await joinBigToSmall(page, activityOf(lessonRegion));
  await stepDone(2);
  // Step 3: hear s, then drag the s card onto the picture that starts with s.
  await press(
    page,
    lessonRegion.getByRole('button', { name: 'Letter s. Press to hear: s, as in sun.' }),
  );
  if (options.mistakes) {
    await dropSCard(page, lessonRegion, 'dog');
    await expect(lessonRegion.locator('[data-part="feedback"]')).toContainText(
      'It does not start like sun.',
    );
  }
  await dropSCard(page, lessonRegion, 'sun');
  await stepDone(3);
  // Step 4: the gap in A B _ D, then Play all.
  await chooseCard(
    page,
    lessonRegion.getByRole('radiogroup', { name: 'Which letter fills the gap?' }),
    'C',
  );
  await press(page, lessonRegion.getByRole('button', { name: 'Play all' }));
  await stepDone(4);
  // The closing check.
  for (let question = 0; question < 3; question += 1) {
    const cards = lessonRegion.getByRole('radiogroup');
    const shown = lessonRegion.getByText(
      /^(Big letter [A-Z]\.|Which letter does|What comes after)/,
    );
    let { right, wrong } = checkAnswer(((await shown.textContent()) ?? '').trim());
    if (options.mistakes && question === 0) {
      const names = await cards
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
      await chooseCard(page, cards, wrong(names));
      await press(page, lessonRegion.getByRole('button', { name: 'Check', exact: true }));
      await expect(lessonRegion).toHaveAttribute('data-state', 'incorrect');
      await press(page, lessonRegion.getByRole('button', { name: 'Try again' }));
      ({ right, wrong } = checkAnswer(((await shown.textContent()) ?? '').trim()));
    }
    await chooseCard(page, cards, right);
    await press(page, lessonRegion.getByRole('button', { name: 'Check', exact: true }));
    await expect(lessonRegion).toHaveAttribute('data-state', 'correct');
    await press(page, next);
  }
  await expect(lessonRegion).toHaveAttribute('data-part', 'done');
}

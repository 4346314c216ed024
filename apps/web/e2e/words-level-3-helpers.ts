import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPointer, pointerPress } from './input';
import { activityOf, isFocused, pickCard, tabTo } from './lingo-helpers';

/**
 * Words level 3 helpers: each item is read from the page (its data attributes, the cards'
 * names) and answered from words.md's lists, spelled out here, never from a seed.
 */

// ─── Shared ─────────────────────────────────────────────────────────────────────────────

/** Presses Check, by the page's input. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check' });
  await expect(check).not.toHaveAttribute('aria-disabled', 'true');
  if (isPointer(page)) {
    await pointerPress(page, check);
  } else {
    await tabTo(page, check);
    await page.keyboard.press('Enter');
  }
}

/** Picks a ChoiceGrid card by its name, by the page's input. */
export async function pick(page: Page, session: Locator, name: string): Promise<void> {
  const group = session.getByRole('radiogroup');
  if (isPointer(page)) await pointerPress(page, group.getByRole('radio', { name, exact: true }));
  else await pickCard(page, group, name);
}

/** The names of a ChoiceGrid's cards, in order. */
export const cardNames = (session: Locator): Promise<string[]> =>
  session
    .getByRole('radio')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-value') ?? ''));

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Joins a left item to a right item of MatchPairs: two taps, or Enter on each (arrows move
 * within a column; after the first Enter the focus is in the other column).
 */
export async function joinPair(
  page: Page,
  session: Locator,
  columns: { readonly left: string; readonly right: string },
  left: string,
  right: string,
): Promise<void> {
  const leftColumn = session.getByRole('list', { name: columns.left });
  const rightColumn = session.getByRole('list', { name: columns.right });
  const leftButton = leftColumn.getByRole('button', { name: left, exact: true });
  const rightButton = rightColumn.getByRole('button', { name: right, exact: true });
  if (isPointer(page)) {
    await pointerPress(page, leftButton);
    await pointerPress(page, rightButton);
  } else {
    await tabTo(page, leftColumn.locator('button[tabindex="0"]'));
    await page.keyboard.press('Home');
    for (let presses = 0; presses < 4 && !(await isFocused(leftButton)); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(leftButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    for (let presses = 0; presses < 4 && !(await isFocused(rightButton)); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(rightButton).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(
    leftColumn.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(left)}, joined with ${escapeRegExp(right)}`),
    }),
  ).toBeVisible();
}

/** The words MatchPairs buttons show (their visible content, not their state). */
const wordsOnButtons = (buttons: Element[]): string[] =>
  buttons.map((button) => button.querySelector('[aria-hidden="true"]')?.textContent?.trim() ?? '');

// ─── Compound Word Builder (lingo-3-1) ───────────────────────────────────────────────────

/** words.md's compound list, split where its two words join. */
export const compoundSplits = [
  'snow+man',
  'sun+flower',
  'rain+bow',
  'foot+ball',
  'basket+ball',
  'cup+cake',
  'pop+corn',
  'butter+fly',
  'lady+bug',
  'tooth+brush',
  'back+pack',
  'sea+shell',
  'snow+flake',
  'pan+cake',
  'fire+works',
  'sail+boat',
  'sun+glasses',
  'bed+room',
  'skate+board',
  'mail+box',
  'note+book',
  'tea+pot',
  'bath+tub',
  'gold+fish',
  'rain+coat',
  'camp+fire',
  'sun+rise',
  'sun+set',
  'air+plane',
  'fire+fighter',
  'jelly+fish',
  'play+ground',
  'star+fish',
  'dog+house',
  'snow+ball',
  'lunch+box',
  'sand+box',
  'bed+time',
  'door+bell',
  'house+boat',
  'snow+shoe',
  'fish+bowl',
  'class+room',
  'home+work',
  'birth+day',
].map((entry) => {
  const [first = '', second = ''] = entry.split('+');
  return { first, second, word: first + second };
});

const isCompound = (first: string, second: string): boolean =>
  compoundSplits.some((compound) => compound.first === first && compound.second === second);

/** The step of the Compound Word Builder item on screen, by its widget. */
export async function compoundKind(
  session: Locator,
): Promise<'second' | 'split' | 'match' | 'meaning'> {
  const activity = activityOf(session);
  await expect(activity).toBeVisible();
  if ((await activity.locator('[data-first]').count()) > 0) return 'second';
  if ((await activity.getByRole('list', { name: 'First words' }).count()) > 0) return 'match';
  const label = (await activity.getByRole('radiogroup').getAttribute('aria-label')) ?? '';
  return label.startsWith('What is a') ? 'meaning' : 'split';
}

/** Answers the Compound Word Builder item on screen, right (or first wrong), and presses Check. */
export async function answerCompound(
  page: Page,
  session: Locator,
  options: { readonly wrong?: boolean } = {},
): Promise<'second' | 'split' | 'match' | 'meaning'> {
  const kind = await compoundKind(session);
  const activity = activityOf(session);
  switch (kind) {
    case 'second': {
      const first = (await activity.locator('[data-first]').getAttribute('data-first')) ?? '';
      const names = await cardNames(session);
      const name = names.find((second) => isCompound(first, second) !== Boolean(options.wrong));
      await pick(page, session, name ?? '');
      break;
    }
    case 'split': {
      const word = (await activity.locator('[data-word]').getAttribute('data-word')) ?? '';
      const compound = compoundSplits.find((each) => each.word === word);
      if (!compound) throw new Error(`"${word}" is not a compound of words.md`);
      const names = await session
        .getByRole('radio')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      const right = `${compound.first}, then ${compound.second}`;
      await pick(page, session, (options.wrong ? names.find((n) => n !== right) : right) ?? '');
      break;
    }
    case 'meaning': {
      const names = await cardNames(session);
      const texts = await session
        .getByRole('radio')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      // The last word tells what it is: the meaning is neither "a dog that looks like a
      // house" nor "a kind of dog".
      const right = texts.find((text) => !/ that looks like |^a kind of /.test(text));
      const wrong = texts.find((text) => text !== right);
      expect(names).toHaveLength(3);
      await pick(page, session, (options.wrong ? wrong : right) ?? '');
      break;
    }
    case 'match': {
      const columns = { left: 'First words', right: 'Second words' };
      const firsts = await session
        .getByRole('list', { name: columns.left })
        .getByRole('button')
        .evaluateAll(wordsOnButtons);
      const seconds = await session
        .getByRole('list', { name: columns.right })
        .getByRole('button')
        .evaluateAll(wordsOnButtons);
      const partners = firsts.map(
        (first) => seconds.find((second) => isCompound(first, second)) ?? '',
      );
      if (options.wrong) [partners[0], partners[1]] = [partners[1] ?? '', partners[0] ?? ''];
      for (const [index, first] of firsts.entries()) {
        await joinPair(page, session, columns, first, partners[index] ?? '');
      }
      break;
    }
  }
  await pressCheck(page, session);
  return kind;
}

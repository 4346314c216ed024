import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { dragCardOnto, isPointer, pointerPress } from './input';
import { tabTo } from './lingo-helpers';

/**
 * Answers for the Words level 2 Lingos of words-level-2a.spec.ts, each read from the page
 * (card names, picture alts, the letters shown beside a gap) and worked out here: never a
 * seed's known answer.
 */

const teams = ['sh', 'ch', 'th', 'wh', 'ck'] as const;

/** Presses a control with the test's input: Tab to it and Enter, or a click or tap. */
export async function press(page: Page, target: Locator): Promise<void> {
  if (isPointer(page)) {
    await pointerPress(page, target);
  } else {
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  }
}

/** The bin a Letter Team Sort card goes in: the one bin whose team its word holds. */
export function teamBinFor(cardName: string): string {
  const match = /^Card: ([a-z-]+)\. Bins: ([a-z, ]+)\.$/.exec(cardName);
  if (!match) throw new Error(`Not a team card: "${cardName}"`);
  const [, word = '', binList = ''] = match;
  const holding = binList.split(', ').filter((bin) => word.includes(bin));
  if (holding.length !== 1) throw new Error(`"${word}" fits ${holding.length} of ${binList}`);
  return holding[0] as string;
}

/**
 * Sorts every Letter Team Sort card into its bin (the first dragged when `drag` is set; the
 * rest tapped, or Enter on the card then on the bin), then presses Check.
 */
export async function answerTeamSort(
  page: Page,
  session: Locator,
  options: { readonly drag?: boolean } = {},
): Promise<void> {
  const tray = session.getByRole('group', { name: 'To sort' });
  const cards = tray.getByRole('button', { name: /^Card: / });
  let first = true;
  for (;;) {
    const left = await cards.count();
    if (left === 0) break;
    const card = cards.first();
    // The card's name is its first, visually hidden, child.
    const name = await card.evaluate((element) => element.firstElementChild?.textContent ?? '');
    const team = teamBinFor(name);
    const bin = session.getByRole('button', { name: new RegExp(`^${team} bin`) });
    if (first && options.drag) {
      await dragCardOnto(page, card, session.getByRole('group', { name: team, exact: true }));
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
  }
  await press(page, session.getByRole('button', { name: 'Check' }));
}

/** The word a picture shows, from its alt: "Picture: a ship." → ship. */
export async function pictureWord(picture: Locator): Promise<string> {
  const alt = (await picture.getAttribute('aria-label')) ?? (await picture.getAttribute('alt'));
  const match = /([a-z-]+)\.?$/.exec(alt ?? '');
  if (!match?.[1]) throw new Error(`No word in the picture's alt "${alt}"`);
  return match[1];
}

/**
 * Fills a Letter Team Sort gap: reads the word from the picture and the letters beside the
 * slot, finds the one team tile that makes the word, puts it in (dragged onto the slot when
 * `drag` is set, else tapped or Entered), then presses Check.
 */
export async function answerTeamGap(
  page: Page,
  session: Locator,
  options: { readonly drag?: boolean } = {},
): Promise<void> {
  const word = await pictureWord(session.getByRole('img', { name: /^Picture: / }));
  const row = session.getByRole('list', { name: 'Slots' });
  const parts = await row
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) =>
        item.querySelector('[data-slot]')
          ? null
          : (item.querySelector('[aria-hidden="true"]')?.textContent ?? ''),
      ),
    );
  const fits = teams.filter((team) => parts.map((part) => part ?? team).join('') === word);
  if (fits.length !== 1) throw new Error(`${fits.length} teams make "${word}" from ${parts}`);
  const tile = session
    .getByRole('region', { name: 'Team tiles' })
    .locator(`[data-tile="${fits[0]}"]`);
  if (options.drag) {
    await dragCardOnto(page, tile, row.locator('[data-slot]').first());
    await expect(row.locator(`[data-tile="${fits[0]}"]`)).toHaveCount(1);
  } else {
    await press(page, tile);
  }
  await press(page, session.getByRole('button', { name: 'Check' }));
}

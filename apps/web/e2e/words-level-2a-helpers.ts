import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  centreOf,
  dragCardOnto,
  inputOf,
  isPointer,
  pointerDown,
  pointerMove,
  pointerPress,
  pointerUp,
} from './input';
import { isFocused, pickCard, tabTo } from './lingo-helpers';
import { chooseMatchItem } from './time-levels-2-3-helpers';

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
    // The last card waits nearest the bins: a drag from it fits on a phone's screen.
    const card = first && options.drag ? cards.last() : cards.first();
    // The card's name is its first, visually hidden, child.
    const name = await card.evaluate((element) => element.firstElementChild?.textContent ?? '');
    const team = teamBinFor(name);
    const bin = session.getByRole('button', { name: new RegExp(`^${team} bin`) });
    if (first && options.drag) {
      await dragToBin(page, card, session.getByRole('group', { name: team, exact: true }));
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
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
}

/**
 * Drags a card onto a bin with the mouse or a finger, as a child does: both on screen, the
 * card held (a finger holds still until the card shows it is picked up), then moved towards
 * where the bin is now, looking again at every move, and let go over its centre.
 */
export async function dragToBin(page: Page, card: Locator, bin: Locator): Promise<void> {
  await bin.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  let at = await centreOf(card, false);
  await pointerDown(page, at);
  if (inputOf(page) === 'touch') {
    await expect(card).toHaveAttribute('data-state', 'dragging');
  }
  for (let move = 0; move < 200; move += 1) {
    const to = await centreOf(bin, false);
    const distance = Math.hypot(to.x - at.x, to.y - at.y);
    if (distance < 2) break;
    const step = Math.min(12, distance);
    at = {
      x: at.x + ((to.x - at.x) * step) / distance,
      y: at.y + ((to.y - at.y) * step) / distance,
    };
    await pointerMove(page, at);
  }
  await pointerUp(page);
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
  } else if (isPointer(page)) {
    await pointerPress(page, tile);
  } else {
    await rovingTo(page, session.getByRole('region', { name: 'Team tiles' }), tile);
    await page.keyboard.press('Enter');
  }
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
}

/**
 * Moves the focus to a tile of a roving group (LetterTiles' tray: one tab stop, arrows between
 * the tiles): Tab to the group's tab stop, then ArrowRight until the tile has the focus.
 */
export async function rovingTo(page: Page, group: Locator, target: Locator): Promise<void> {
  if (!(await isFocused(target))) await tabTo(page, group.locator('[tabindex="0"]').first());
  const count = await group.getByRole('button').count();
  for (let step = 0; step <= count && !(await isFocused(target)); step += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(target).toBeFocused();
}

/**
 * Answers a Blend It blend question: the word from the prompt ("Which blend does frog start
 * with?"), the card whose blend it starts with, picked with the test's input; then Check.
 */
export async function answerBlendChoice(page: Page, session: Locator): Promise<void> {
  const group = session.getByRole('radiogroup', { name: /^Which blend does / });
  const prompt = (await group.getAttribute('aria-label')) ?? '';
  const word = /^Which blend does ([a-z-]+) start with\?$/.exec(prompt)?.[1];
  if (!word) throw new Error(`No word in "${prompt}"`);
  const blends = await group
    .getByRole('radio')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  const right = blends.filter((blend) => word.startsWith(blend));
  if (right.length !== 1) throw new Error(`${right.length} of ${blends} start "${word}"`);
  if (isPointer(page))
    await pointerPress(page, group.getByRole('radio', { name: right[0], exact: true }));
  else await pickCard(page, group, right[0] as string);
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
}

/**
 * Builds a Blend It word (read from the item's `data-word`: it is only heard): typed with the
 * keyboard, or its tiles tapped or clicked in order (the first dragged onto the first slot
 * when `drag` is set); then Check.
 */
export async function answerBlendBuild(
  page: Page,
  session: Locator,
  options: { readonly drag?: boolean } = {},
): Promise<void> {
  const word = await session.locator('[data-word]').getAttribute('data-word');
  if (!word) throw new Error('No word to build');
  const tray = session.getByRole('region', { name: 'Tiles' });
  const slots = session.getByRole('list', { name: 'Slots' });
  if (!isPointer(page)) {
    await rovingTo(page, tray, tray.locator('[tabindex="0"]').first());
    await page.keyboard.type(word);
  } else {
    for (const [index, letter] of [...word].entries()) {
      const tile = tray.locator(`[data-tile="${letter}"]`).first();
      if (index === 0 && options.drag) {
        await dragCardOnto(page, tile, slots.locator('[data-slot="0"]'));
      } else {
        await pointerPress(page, tile);
      }
      await expect(slots.locator('[data-slot] [data-tile]')).toHaveCount(index + 1);
    }
  }
  await press(page, session.getByRole('button', { name: 'Check', exact: true }));
}

// ─── Letters Team Up (Learn) ─────────────────────────────────────────────────────────────

const letterTeams = ['sh', 'ch', 'th', 'wh', 'ck'];

/** The step is done: its praise shows; Next (focused for the keyboard) goes on. */
async function nextStep(page: Page, root: Locator): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  const next = root.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

/** Puts a LetterTiles tray tile in: dragged onto the first slot, tapped, or Enter on it. */
async function placeTile(page: Page, root: Locator, tray: Locator, tile: Locator, drag: boolean) {
  if (drag) {
    await dragCardOnto(
      page,
      tile,
      root.getByRole('list', { name: 'Slots' }).locator('[data-slot]').first(),
    );
  } else if (isPointer(page)) {
    await pointerPress(page, tile);
  } else {
    await rovingTo(page, tray, tile);
    await page.keyboard.press('Enter');
  }
}

/**
 * Plays Letters Team Up to completed with the test's input: s onto h (dragged when `drag`),
 * the three team cards heard and the four pairs matched, du_ finished (the k tile first, which
 * goes back) and the sock, the frog and the four words sorted, then the closing check, each
 * answer worked out from the page.
 */
export async function playLettersTeamUp(
  page: Page,
  options: { readonly drag?: boolean; readonly onStep?: (step: number) => Promise<void> } = {},
): Promise<void> {
  const root = page.getByRole('region', { name: 'Lesson' });
  const stepShows = async (step: number) => {
    await expect(root.getByText(`Step ${step} of 4`)).toBeVisible();
    await options.onStep?.(step);
  };

  // 1. s onto h: one sh card.
  await stepShows(1);
  const tiles = root.getByRole('region', { name: 'Tiles' });
  await placeTile(page, root, tiles, tiles.locator('[data-tile="s"]'), options.drag === true);
  await expect(
    root.getByRole('status').filter({ hasText: 'snapped together into the sh team' }),
  ).toBeVisible();
  await nextStep(page, root);

  // 2. Hear ch, th and wh; then match each team to the picture whose word starts with it.
  await stepShows(2);
  const cards = root.getByRole('button', { name: /^Team card: / });
  await expect(cards).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) await press(page, cards.nth(index));
  const teamsColumn = root.getByRole('list', { name: 'Teams' });
  const picturesColumn = root.getByRole('list', { name: 'Pictures' });
  // Each item's name is its first, visually hidden, child.
  const words = await picturesColumn
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.firstElementChild?.textContent ?? ''));
  for (const team of ['sh', 'ch', 'th', 'wh']) {
    const spelled = `${team[0]} ${team[1]}`;
    const word = words.find((name) => name.startsWith(team));
    if (!word) throw new Error(`No picture for ${team} in ${words}`);
    await chooseMatchItem(
      page,
      teamsColumn,
      teamsColumn.getByRole('button', { name: spelled, exact: true }),
    );
    await chooseMatchItem(
      page,
      picturesColumn,
      picturesColumn.getByRole('button', { name: word, exact: true }),
    );
    await expect(
      teamsColumn.getByRole('button', { name: new RegExp(`^${spelled}, joined`) }),
    ).toBeVisible();
  }
  await nextStep(page, root);

  // 3. du_: the k tile goes back; the ck tile makes duck. Then the sock.
  await stepShows(3);
  const endTiles = root.getByRole('region', { name: 'Tiles for the end' });
  await placeTile(page, root, endTiles, endTiles.locator('[data-tile="k"]'), false);
  await expect(root.getByRole('status').filter({ hasText: 'Try the ck tile.' })).toBeVisible();
  await placeTile(page, root, endTiles, endTiles.locator('[data-tile="ck"]'), false);
  await press(page, root.getByRole('button', { name: /^Sock\. / }));
  await nextStep(page, root);

  // 4. The frog, then each word into its bin: a team makes one new sound, a blend both.
  await stepShows(4);
  await press(page, root.getByRole('button', { name: /^Frog\. / }));
  const tray = root.getByRole('group', { name: 'To sort' });
  const items = tray.getByRole('button', { name: /^Word \d of 4: / });
  await expect(items).toHaveCount(4);
  for (let left = 4; left > 0; left -= 1) {
    const item = items.first();
    const name = await item.evaluate((element) => element.firstElementChild?.textContent ?? '');
    const word = /: ([a-z]+)/.exec(name)?.[1] ?? '';
    const bin = letterTeams.includes(word.slice(0, 2)) ? 'team: one new sound' : 'blend: hear both';
    if (isPointer(page)) {
      await pointerPress(page, item);
      await pointerPress(page, root.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
    } else {
      await tabTo(page, item);
      await page.keyboard.press('Enter');
      await tabTo(page, root.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
      await page.keyboard.press('Enter');
    }
    await expect(items).toHaveCount(left - 1);
  }
  await nextStep(page, root);

  // Closing check.
  const answer = async (value: string) => {
    const group = root.getByRole('radiogroup');
    if (isPointer(page))
      await pointerPress(page, group.getByRole('radio', { name: value, exact: true }));
    else await pickCard(page, group, value);
    await press(page, root.getByRole('button', { name: 'Check', exact: true }));
    await nextStep(page, root);
  };
  await expect(root.getByRole('radiogroup', { name: 'Which team starts ship?' })).toBeVisible();
  await answer(letterTeams.find((team) => 'ship'.startsWith(team)) as string);
  await expect(root.getByRole('radiogroup', { name: 'Finish duck.' })).toBeVisible();
  const start = ((await root.getByText(/^[a-z]+__$/).textContent()) ?? '').replace('__', '');
  const endings = await root
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''));
  await answer(endings.find((ending) => start + ending === 'duck') as string);
  await expect(
    root.getByRole('radiogroup', { name: 'In frog, is f-r a team or a blend?' }),
  ).toBeVisible();
  await answer(letterTeams.includes('fr') ? 'A team' : 'A blend');
  await expect(root).toHaveAttribute('data-part', 'done');
}

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
import { activityOf, isFocused, pickCard, tabTo } from './lingo-helpers';

/**
 * Words level 3 helpers: each item is read from the page (its data attributes, the cards'
 * names) and answered from words.md's lists, spelled out here, never from a seed.
 */

// ─── Shared ─────────────────────────────────────────────────────────────────────────────

/** Presses Check, by the page's input. */
export async function pressCheck(page: Page, session: Locator): Promise<void> {
  const check = session.getByRole('button', { name: 'Check', exact: true });
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

// ─── Same or Opposite (lingo-3-4) ────────────────────────────────────────────────────────

const pairsOf = (text: string): [string, string][] =>
  text.split(' ').map((pair) => pair.split('–') as [string, string]);

/** words.md's opposites. */
const opposites = pairsOf(
  'hot–cold big–small up–down happy–sad day–night fast–slow loud–quiet awake–asleep summer–winter open–closed full–empty in–out tall–short hard–soft early–late first–last push–pull win–lose float–sink clean–dirty thick–thin rough–smooth above–below give–take',
);
/** words.md's words that mean the same. */
const sameMeaning = pairsOf(
  'big–large small–little happy–glad sad–unhappy fast–quick mad–angry start–begin shut–close yell–shout gift–present loud–noisy scared–afraid kind–nice sleepy–tired rock–stone smile–grin under–below friend–pal cold–chilly huge–giant fix–repair sick–ill jump–leap talk–speak easy–simple',
);
/** words.md's step 4: the sentence's word → its marked card. */
const sentenceAnswers: Readonly<Record<string, string>> = {
  tiny: 'little',
  freezing: 'warm',
  glad: 'happy',
  noisy: 'loud',
  shut: 'closed',
  rough: 'smooth',
  awake: 'asleep',
  begin: 'start',
  huge: 'tiny',
  light: 'heavy',
};

const inList = (list: [string, string][], a: string, b: string): boolean =>
  list.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
/** Opposites, also through a word that means the same (large → small). */
const areOpposite = (a: string, b: string): boolean =>
  inList(opposites, a, b) ||
  sameMeaning.some(
    ([x, y]) => (x === a && inList(opposites, y, b)) || (y === a && inList(opposites, x, b)),
  );

/** The step of the Same or Opposite item on screen, by its widget. */
export async function sameOppositeKind(session: Locator): Promise<'choose' | 'sort' | 'sentence'> {
  const activity = activityOf(session);
  await expect(activity).toBeVisible();
  if ((await activity.getByRole('group', { name: 'Word pairs to sort' }).count()) > 0)
    return 'sort';
  return (await activity.locator('[data-sentence]').count()) > 0 ? 'sentence' : 'choose';
}

/** Drags a card onto a bin, by mouse or finger (held first, as a finger must). */
async function dragIntoBin(page: Page, card: Locator, bin: Locator): Promise<void> {
  const cardBox = await card.boundingBox();
  const binBox = await bin.boundingBox();
  if (!cardBox || !binBox) throw new Error('The card or the bin is not laid out');
  const binTop = (box: { y: number; height: number }) => box.y + Math.min(40, box.height / 3);
  const middle = (cardBox.y + cardBox.height / 2 + binTop(binBox)) / 2;
  await page.evaluate((y) => scrollBy(0, y - innerHeight / 2), middle);
  const from = await centreOf(card, false);
  const onto = await bin.boundingBox();
  if (!onto) throw new Error('The bin is not laid out');
  const to = { x: onto.x + onto.width / 2, y: binTop(onto) };
  await dragThrough(page, lineBetween(from, to, 10), {
    ...(inputOf(page) === 'touch' ? { whenHeld: () => expectPickedUp(card) } : {}),
    settleMs: 150,
  });
}

/** Sorts every pair into its bin; with a pointer, the first pair is dragged there. */
async function answerPairSort(
  page: Page,
  session: Locator,
  options: { readonly wrong?: boolean },
): Promise<void> {
  const tray = session.getByRole('group', { name: 'Word pairs to sort' });
  const cards = tray.getByRole('button', { name: /^Pair \d of 6: / });
  const binFor = async (card: Locator): Promise<string> => {
    const text = await card.evaluate((element) => element.firstElementChild?.textContent ?? '');
    const [a = '', b = ''] = text.replace(/^Pair \d of 6: /, '').split(' and ');
    if (inList(sameMeaning, a, b)) return 'same meaning';
    if (areOpposite(a, b)) return 'opposite';
    throw new Error(`"${text}" is in neither list`);
  };
  const binButton = (label: string) =>
    session.getByRole('button', { name: new RegExp(`^Bin: ${label}`) });
  if (isPointer(page) && !options.wrong) {
    const card = cards.first();
    const bin = await binFor(card);
    const before = await cards.count();
    await dragIntoBin(page, card, session.getByRole('group', { name: bin, exact: true }));
    await expect(cards).toHaveCount(before - 1);
  }
  let first = true;
  while ((await cards.count()) > 0) {
    const card = cards.first();
    const right = await binFor(card);
    const label =
      first && options.wrong ? (right === 'opposite' ? 'same meaning' : 'opposite') : right;
    const left = await cards.count();
    if (isPointer(page)) {
      await pointerPress(page, card);
      await pointerPress(page, binButton(label));
    } else {
      await tabTo(page, card);
      await page.keyboard.press('Enter');
      await tabTo(page, binButton(label));
      await page.keyboard.press('Enter');
    }
    first = false;
    await expect(cards).toHaveCount(left - 1);
  }
}

/** Answers the Same or Opposite item on screen, right (or first wrong), and presses Check. */
export async function answerSameOpposite(
  page: Page,
  session: Locator,
  options: { readonly wrong?: boolean } = {},
): Promise<'choose' | 'sort' | 'sentence'> {
  const kind = await sameOppositeKind(session);
  const activity = activityOf(session);
  if (kind === 'sort') {
    await answerPairSort(page, session, options);
  } else {
    const holder = activity.locator('[data-word]');
    const word = (await holder.getAttribute('data-word')) ?? '';
    const ask = (await holder.getAttribute('data-ask')) ?? '';
    const names = await cardNames(session);
    const right =
      kind === 'sentence'
        ? sentenceAnswers[word]
        : names.find((name) =>
            ask === 'same' ? inList(sameMeaning, word, name) : areOpposite(word, name),
          );
    if (!right) throw new Error(`No answer for "${word}" among ${names.join(', ')}`);
    const value = options.wrong ? names.find((name) => name !== right) : right;
    const card = session.getByRole('radio').and(session.locator(`[data-value="${value}"]`));
    const name = (await card.getAttribute('aria-label')) ?? '';
    await pick(page, session, name);
  }
  await pressCheck(page, session);
  return kind;
}

// ─── Prefix and Suffix Power (lingo-3-2) ─────────────────────────────────────────────────

/** The kinds of Prefix and Suffix Power items, as the page shows them. */
export type PartsKind = 'meaning' | 'sentence' | 'which' | 'build' | 'spelling';

/** The kind of the Prefix and Suffix Power item on screen. */
export async function partsKind(session: Locator): Promise<PartsKind> {
  const activity = activityOf(session);
  await expect(activity).toBeVisible();
  const holder = activity.locator('[data-kind]');
  const kind = (await holder.count()) > 0 ? await holder.first().getAttribute('data-kind') : null;
  if (kind === 'sentence' || kind === 'which' || kind === 'build' || kind === 'spelling') {
    return kind;
  }
  return 'meaning';
}

/**
 * The part a meaning asks for, by words.md's meanings of the parts: "not …" or an undoing is
 * un-, "… again" re-, "full of …" -ful, "happening right now" -ing, "already happened" -ed,
 * "more …" -er, "the most …" -est.
 */
function partFor(meaning: string): 'un' | 're' | 'ful' | 'ing' | 'ed' | 'er' | 'est' {
  if (/ again$/.test(meaning)) return 're';
  if (/^full of /.test(meaning)) return 'ful';
  if (/happening right now$/.test(meaning)) return 'ing';
  if (/already happened$/.test(meaning)) return 'ed';
  if (/^the most /.test(meaning)) return 'est';
  if (/^more /.test(meaning)) return 'er';
  return 'un';
}

/** Puts a tray tile into the next empty slot: a tap, or Tab, Home, arrows and Enter. */
async function placeTile(page: Page, session: Locator, name: string): Promise<void> {
  const tray = session.getByRole('region', { name: 'Word parts' });
  const tile = tray.getByRole('button', { name, exact: true });
  if (isPointer(page)) {
    await pointerPress(page, tile);
  } else {
    await tabTo(page, tray.locator('[role="button"][tabindex="0"]'));
    await page.keyboard.press('Home');
    for (let presses = 0; presses < 8 && !(await isFocused(tile)); presses += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(tile).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(tray.getByRole('button', { name, exact: true })).toHaveCount(0);
}

/** Answers the Prefix and Suffix Power item on screen, right (or first wrong), and presses Check. */
export async function answerParts(
  page: Page,
  session: Locator,
  options: { readonly wrong?: boolean } = {},
): Promise<PartsKind> {
  const kind = await partsKind(session);
  const activity = activityOf(session);
  // Every kind but the first step's meanings names its base word; every kind but a build
  // has a ChoiceGrid.
  const base =
    kind === 'meaning'
      ? ''
      : ((await activity.locator('[data-base]').getAttribute('data-base')) ?? '');
  const names = kind === 'build' ? [] : await cardNames(session);
  const prompt =
    kind === 'build'
      ? ''
      : ((await session.getByRole('radiogroup').getAttribute('aria-label')) ?? '');
  let right = '';
  switch (kind) {
    case 'meaning': {
      // re- means again; un- means not, or undo.
      const word = (await activity.locator('[data-word]').getAttribute('data-word')) ?? '';
      const texts = await session
        .getByRole('radio')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      const index = texts.findIndex((text) => / again$/.test(text) === word.startsWith('re'));
      right = names[index] ?? '';
      break;
    }
    case 'sentence':
      right = prompt.startsWith('Yesterday')
        ? `${base}ed`
        : prompt.startsWith('Right now')
          ? `${base}ing`
          : prompt.includes(' than ')
            ? `${base}er`
            : `${base}est`;
      break;
    case 'which': {
      const part = partFor(/^Which word means (.+)\?$/.exec(prompt)?.[1] ?? '');
      right = part === 'un' || part === 're' ? `${part}${base}` : `${base}${part}`;
      break;
    }
    case 'spelling':
      // The wrong spelling keeps the base as it is (hop + ing, skate + ing).
      right =
        names.find(
          (name) => !/^(ing|ed|er|est)$/.test(name.slice(base.length)) || !name.startsWith(base),
        ) ?? '';
      break;
    case 'build': {
      const meaning =
        /^Make a word that means (.+)\.$/.exec(
          (await activity
            .getByRole('group', { name: /^Make a word that means / })
            .getAttribute('aria-label')) ?? '',
        )?.[1] ?? '';
      const part = partFor(meaning);
      const tiles = part === 'ful' ? [base, 'ful'] : [part, base];
      if (options.wrong) tiles.reverse();
      const tileName = (text: string) =>
        text === base
          ? `Word tile: ${text}`
          : `Part tile: ${[...text].join(' ')}, ${text === 'un' || text === 're' ? 'prefix' : 'suffix'}`;
      for (const text of tiles) await placeTile(page, session, tileName(text));
      break;
    }
  }
  if (kind !== 'build') {
    if (!names.includes(right)) throw new Error(`No card "${right}" among ${names.join(', ')}`);
    const value = options.wrong ? names.find((name) => name !== right) : right;
    const name =
      (await session
        .locator(`[role="radio"][data-value="${value ?? ''}"]`)
        .getAttribute('aria-label')) ?? '';
    await pick(page, session, name);
  }
  await pressCheck(page, session);
  return kind;
}

// ─── Word Building Blocks (lingo-3-0) ────────────────────────────────────────────────────

/** The step is done: Next, focused for the keyboard (Tabbed to after tiles kept the focus). */
async function finishBlocksStep(page: Page, root: Locator): Promise<void> {
  await expect(root).toHaveAttribute('data-state', 'correct');
  const next = root.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    if (!(await isFocused(next))) await tabTo(page, next);
    await page.keyboard.press('Enter');
  }
}

/** Sorts a word card into a bin of SortBins: tap, tap, or Enter on each. */
async function sortWord(page: Page, root: Locator, word: string, bin: string): Promise<void> {
  const card = root.getByRole('button', { name: new RegExp(`^Word \\d of 2: ${word}$`) });
  const target = root.getByRole('button', { name: new RegExp(`^${bin} bin`) });
  if (isPointer(page)) {
    await pointerPress(page, card);
    await pointerPress(page, target);
  } else {
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  }
}

/** Puts LetterTiles' tray tile into the next empty slot, in the lesson's "Tiles" tray. */
async function placeLessonTile(page: Page, root: Locator, name: string): Promise<void> {
  const tray = root.getByRole('region', { name: 'Tiles' });
  const tile = tray.getByRole('button', { name, exact: true });
  if (isPointer(page)) {
    await pointerPress(page, tile);
  } else {
    await tabTo(page, tray.locator('[role="button"][tabindex="0"]'));
    await page.keyboard.press('Home');
    for (let presses = 0; presses < 4 && !(await isFocused(tile)); presses += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(tile).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

/**
 * Plays Word Building Blocks from its first step to completed, as its texts ask: snow next to
 * man and sun onto flower, un in front of lock and re in front of paint, jumped and jumping on
 * the timeline, the tallest pine tree and ful after help; then the closing check, answered by
 * words.md's rules (two real words, un- means not, -est the most). With `mistakes`, man goes
 * first, re goes onto lock, jumping goes to yesterday and the check's first card is a bad
 * split: each must say what to try.
 */
export async function playBlocks(
  page: Page,
  root: Locator,
  options: { readonly mistakes?: boolean; readonly onStep?: (step: number) => Promise<void> } = {},
): Promise<void> {
  const feedback = root.locator('[role="status"][data-part="feedback"]');
  const word = (text: string) => `Word tile: ${text}`;
  const part = (text: string, kind: 'prefix' | 'suffix') =>
    `Part tile: ${[...text].join(' ')}, ${kind}`;

  await expect(root.getByText('Step 1 of 4')).toBeVisible();
  await options.onStep?.(1);
  if (options.mistakes) {
    await placeLessonTile(page, root, word('man'));
    await placeLessonTile(page, root, word('snow'));
    await expect(feedback).toContainText('snow goes first, then man. Try again.');
  }
  await placeLessonTile(page, root, word('snow'));
  await placeLessonTile(page, root, word('man'));
  await expect(root.getByRole('img', { name: 'Picture: a snowman.' })).toBeVisible();
  await placeLessonTile(page, root, word('sun'));
  await placeLessonTile(page, root, word('flower'));
  await expect(root.getByRole('img', { name: 'Picture: a sunflower.' })).toBeVisible();
  await finishBlocksStep(page, root);

  await expect(root.getByText('Step 2 of 4')).toBeVisible();
  await options.onStep?.(2);
  if (options.mistakes) {
    await placeLessonTile(page, root, part('re', 'prefix'));
    await expect(feedback).toContainText('relock would lock it again');
  }
  await placeLessonTile(page, root, part('un', 'prefix'));
  await expect(root.getByRole('img', { name: 'Picture: an open lock.' })).toBeVisible();
  await placeLessonTile(page, root, part('re', 'prefix'));
  await expect(feedback).toContainText('re plus paint: repaint.');
  await finishBlocksStep(page, root);

  await expect(root.getByText('Step 3 of 4')).toBeVisible();
  await options.onStep?.(3);
  if (options.mistakes) {
    await sortWord(page, root, 'jumping', 'yesterday');
    await expect(feedback).toContainText('jumping ends in -ing: it is happening now.');
  }
  await sortWord(page, root, 'jumped', 'yesterday');
  await sortWord(page, root, 'jumping', 'right now');
  await finishBlocksStep(page, root);

  await expect(root.getByText('Step 4 of 4')).toBeVisible();
  await options.onStep?.(4);
  const trees = root.getByRole('radiogroup', { name: 'Three pine trees: short, taller, tallest.' });
  // -est is the most: the tallest tree.
  if (isPointer(page))
    await pointerPress(page, trees.getByRole('radio', { name: 'tallest', exact: true }));
  else await pickCard(page, trees, 'tallest');
  await expect(feedback).toContainText('-ful means full of.');
  await placeLessonTile(page, root, part('ful', 'suffix'));
  await expect(feedback).toContainText('help plus ful: helpful.');
  await finishBlocksStep(page, root);

  const answer = async (name: string) => {
    const group = root.getByRole('radiogroup');
    if (isPointer(page)) {
      await pointerPress(page, group.getByRole('radio', { name, exact: true }));
      await pointerPress(page, root.getByRole('button', { name: 'Check', exact: true }));
    } else {
      await pickCard(page, group, name);
      await page.keyboard.press('Enter');
    }
  };
  await expect(root.getByText('Check 1 of 3')).toBeVisible();
  await options.onStep?.(5);
  const rainbow = compoundSplits.find((compound) => compound.word === 'rainbow');
  if (options.mistakes) {
    await answer('ra, then inbow');
    await expect(feedback).toContainText('Find two real words: rain and bow.');
    const tryAgain = root.getByRole('button', { name: 'Try again' });
    if (isPointer(page)) await pointerPress(page, tryAgain);
    else {
      await expect(tryAgain).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }
  await answer(`${rainbow?.first}, then ${rainbow?.second}`);
  await finishBlocksStep(page, root);
  await expect(root.getByText('Check 2 of 3')).toBeVisible();
  await answer('not happy');
  await finishBlocksStep(page, root);
  await expect(root.getByText('Check 3 of 3')).toBeVisible();
  await answer('fastest');
  await finishBlocksStep(page, root);
  await expect(root).toHaveAttribute('data-part', 'done');
}

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { pointerPress } from './input';
import { activityOf, isFocused, tabTo } from './lingo-helpers';

/**
 * Words 3-5 (Word Jobs) and 3-3 (Clap the Syllables), read from the page and answered from
 * words.md's lists, written out here on their own so the tests do not trust the app's data.
 */

export type Job = 'naming' | 'action' | 'describing';

const naming =
  'dog moose teacher school apple mitten beaver puck lake bus house sister doctor tent pencil tree cookie baby';
const action =
  'run swim climb write jump eat sing read laugh throw dig clap cry build hide sit shout catch bake grow';
const describing =
  'big tiny red happy soft cold loud tall fuzzy sticky hungry shiny green sleepy round wet brave funny quiet sad';

// words.md's sentences for steps 3–4 (N naming, V action, A describing).
const sentences = [
  'The moose(N) swims(V) in the lake(N).',
  'A tiny(A) beaver(N) builds(V) a dam(N).',
  'The hungry(A) bear(N) eats(V) berries(N).',
  'Maya(N) skates(V) on the frozen(A) pond(N).',
  'My red(A) mitten(N) fell(V) in the snow(N).',
  'The loud(A) geese(N) fly(V) over the farm(N).',
  'Grandpa(N) tells(V) funny(A) stories(N).',
  'The brave(A) firefighter(N) climbs(V) the tall(A) ladder(N).',
  'Dad(N) flips(V) fluffy(A) pancakes(N).',
  'The cold(A) wind(N) shakes(V) the trees(N).',
];

const codes: Record<string, Job> = { N: 'naming', V: 'action', A: 'describing' };

/** The job of every word of the lists and the sentences. */
export const jobOf: Readonly<Record<string, Job>> = Object.fromEntries([
  ...naming.split(' ').map((word) => [word, 'naming']),
  ...action.split(' ').map((word) => [word, 'action']),
  ...describing.split(' ').map((word) => [word, 'describing']),
  ...sentences.flatMap((sentence) =>
    [...sentence.matchAll(/([A-Za-z]+)\(([NVA])\)/g)].map((match) => [
      match[1],
      codes[match[2] ?? 'N'],
    ]),
  ),
]);

/** The bins' words in words.md. */
export const jobLabels: Readonly<Record<Job, string>> = {
  naming: 'naming word: a person, place, animal or thing',
  action: 'action word: something you do',
  describing: 'describing word: tells what it is like',
};

/** Presses a button as the test's input does: Enter after Tab, or a click or tap. */
export async function press(page: Page, target: Locator, pointer: boolean): Promise<void> {
  if (pointer) {
    await pointerPress(page, target);
    return;
  }
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Checks the answer: the Check button, pressed by the test's input. */
export async function checkAnswer(page: Page, session: Locator, pointer: boolean): Promise<void> {
  const check = session.getByRole('button', { name: 'Check', exact: true });
  await expect(check).not.toHaveAttribute('aria-disabled', 'true');
  await press(page, check, pointer);
}

/**
 * Sorts every card of the tray into its bin (tap a card, then a bin; Enter does the same),
 * reading each card's word from its name ("Word 3 of 6: swims"), then checks.
 */
export async function answerSort(
  page: Page,
  session: Locator,
  pointer: boolean,
  binOf: (word: string) => { readonly label: string },
): Promise<void> {
  const tray = activityOf(session).getByRole('group', { name: 'To sort' });
  for (let left = await tray.getByRole('button').count(); left > 0; left -= 1) {
    const card = tray.getByRole('button').first();
    // The card is named by its first child's text ("Word 3 of 6: swims"), its picture hidden.
    const name = await card.evaluate((element) => element.firstElementChild?.textContent ?? '');
    const word = /: (.+)$/.exec(name)?.[1]?.trim() ?? '';
    expect(word, `a card's word in "${name}"`).not.toBe('');
    await press(page, card, pointer);
    const bin = activityOf(session).getByRole('button', {
      name: new RegExp(`^${binOf(word).label} bin`),
    });
    await press(page, bin, pointer);
    await expect(tray.getByRole('button')).toHaveCount(left - 1);
  }
  await checkAnswer(page, session, pointer);
}

/** Word Jobs' steps 1, 2 and 4: every word into its job's bin. */
export function answerJobsSort(page: Page, session: Locator, pointer: boolean): Promise<void> {
  return answerSort(page, session, pointer, (word) => {
    const job = jobOf[word];
    expect(job, `the job of ${word}`).toBeDefined();
    return { label: jobLabels[job ?? 'naming'] };
  });
}

/**
 * Word Jobs' step 3: "Tap the action word." — the word with that job is chosen (arrows from
 * the sentence's one tab stop and Enter, or a click or tap), then Check.
 */
export async function answerJobsTap(page: Page, session: Locator, pointer: boolean): Promise<void> {
  const prompt = (await activityOf(session).getAttribute('aria-label')) ?? '';
  const job = /^Tap (?:the|a) (naming|action|describing) word\.$/.exec(prompt)?.[1] as Job;
  expect(job, `the job asked in "${prompt}"`).toBeDefined();
  const sentence = activityOf(session).getByRole('group', { name: 'Sentence' });
  const names = await sentence
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const name = names.find((each) => {
    const word = /^Word \d+ of \d+: ([A-Za-z]+)\./.exec(each)?.[1] ?? '';
    return jobOf[word] === job;
  });
  expect(name, `a ${job} word among ${names.join(' | ')}`).toBeDefined();
  const word = sentence.getByRole('button', { name: name ?? '', exact: true });
  if (pointer) {
    await pointerPress(page, word);
  } else {
    await tabTo(page, sentence.locator('button[tabindex="0"]'));
    for (let moves = 0; moves < 12 && !(await isFocused(word)); moves += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(word).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(word).toHaveAttribute('aria-pressed', 'true');
  await checkAnswer(page, session, pointer);
}

// words.md 3-3's list, by beats.
const beatLists = [
  'cat dog sun fish bread frog duck ship boat house tree bus hat drum sock star moon cake ball skate',
  'rabbit pencil apple monkey pumpkin rocket turtle zebra candle cookie baby tiger pizza robot snowman hockey canoe maple beaver lemon raccoon mitten',
  'banana dinosaur tomato kangaroo octopus butterfly ladybug pineapple bicycle telephone elephant hamburger umbrella koala volcano computer potato',
  'watermelon caterpillar helicopter alligator avocado thermometer motorcycle television',
];

/** The beats of every word of the list. */
export const beatsOf: Readonly<Record<string, number>> = Object.fromEntries(
  beatLists.flatMap((list, index) => list.split(' ').map((word) => [word, index + 1])),
);

/** "1 beat", "3 beats". */
export const beatsName = (count: number): string => `${count} ${count === 1 ? 'beat' : 'beats'}`;

/**
 * Clap the Syllables' steps 1–3: the word read from the cards' question ("How many beats in
 * butterfly? Choices: 1, 2, 3 beats."), drummed along (keyboard: Space on the drum), then its
 * dot card picked and checked.
 */
export async function answerClapCount(
  page: Page,
  session: Locator,
  pointer: boolean,
): Promise<void> {
  const group = activityOf(session).getByRole('radiogroup');
  const question = (await group.getAttribute('aria-label')) ?? '';
  const word = /^How many beats in ([a-z]+)\?/.exec(question)?.[1] ?? '';
  const beats = beatsOf[word];
  expect(beats, `the beats of "${word}"`).toBeDefined();
  const drum = activityOf(session).getByRole('button', { name: 'Drum', exact: true });
  for (let tap = 0; tap < (beats ?? 0); tap += 1) {
    if (pointer) await pointerPress(page, drum);
    else {
      await tabTo(page, drum);
      await page.keyboard.press('Space');
    }
  }
  // The drum counts along ("Drum: 3 taps."); it is a scratch pad, not the answer.
  await expect(drum).toHaveAccessibleDescription(
    new RegExp(`^Drum: ${beats} ${beats === 1 ? 'tap' : 'taps'}\\.`),
  );
  const card = group.getByRole('radio', { name: beatsName(beats ?? 1), exact: true });
  if (pointer) await pointerPress(page, card);
  else {
    await tabTo(page, group.locator('[role="radio"][tabindex="0"]'));
    for (let moves = 0; moves < 4 && !(await isFocused(card)); moves += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(card).toBeFocused();
    await page.keyboard.press('Space');
  }
  await expect(card).toHaveAttribute('aria-checked', 'true');
  await checkAnswer(page, session, pointer);
}

/** Clap the Syllables' step 4: every word into the bin of its beats. */
export function answerClapSort(page: Page, session: Locator, pointer: boolean): Promise<void> {
  return answerSort(page, session, pointer, (word) => {
    const beats = beatsOf[word];
    expect(beats, `the beats of ${word}`).toBeDefined();
    return { label: beatsName(beats ?? 1) };
  });
}

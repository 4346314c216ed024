import { calendarLingoIds } from '@lingos/calendar';
import { concepts } from '@lingos/catalogue';
import { measurementsLingoIds } from '@lingos/measurements';
import { moneyLingoIds } from '@lingos/money';
import { readingLingoIds } from '@lingos/reading';
import { timeLingoIds } from '@lingos/time';
import { wordsLingoIds } from '@lingos/words';
import { findEmojiText } from '@lingos/kit/emoji-text';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Pictures are kit's Picture (inline SVG from our own art), never emoji drawn as text: on a
 * device without a colour-emoji font (Debian's Chromium has none) an emoji is an empty box.
 * This visits the shell's routes and every Lingo route the app has, and fails on any emoji
 * code point in a text node inside <main>.
 */

/** The text of every text node in <main>, once its pictures have loaded. */
async function mainText(page: Page): Promise<string[]> {
  const main = page.locator('main');
  await expect(main.locator('h1').first()).toBeVisible();
  await expect(main.locator('[data-state="loading"]')).toHaveCount(0);
  return main.evaluate((element) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim()) texts.push(node.textContent);
    }
    return texts;
  });
}

test('no emoji is drawn as text on the home, concepts and concept pages', async ({ page }) => {
  for (const path of ['/', '/concepts', ...concepts.map((concept) => `/concepts/${concept.id}`)]) {
    await page.goto(path);
    const emoji = (await mainText(page)).flatMap((text) => findEmojiText(text));
    expect(emoji, `emoji drawn as text on ${path}`).toEqual([]);
  }
});

// Only the Lingos the app hosts (a Lingo without a bundle redirects home): every Lingo of a
// concept once its bundle has it. One test per concept, so each stays short.
const hosted: Record<string, readonly string[]> = {
  time: timeLingoIds,
  money: moneyLingoIds,
  calendar: calendarLingoIds,
  measurements: measurementsLingoIds,
  words: wordsLingoIds,
  reading: readingLingoIds,
};

for (const concept of concepts) {
  const ids = new Set(hosted[concept.id] ?? []);
  const paths = concept.levels.flatMap((level) =>
    level.lingos.filter((lingo) => ids.has(lingo.id)).map((lingo) => lingo.path),
  );
  if (paths.length === 0) continue;
  test(`no emoji is drawn as text on any Lingo page of ${concept.id}`, async ({ page }) => {
    test.setTimeout(150_000);
    for (const path of paths) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      const emoji = (await mainText(page)).flatMap((text) => findEmojiText(text));
      expect(emoji, `emoji drawn as text on ${path}`).toEqual([]);
    }
  });
}

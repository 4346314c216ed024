import { calendarLingoIds } from '@lingos/calendar';
import { concepts } from '@lingos/catalogue';
import { measurementsLingoIds } from '@lingos/measurements';
import { moneyLingoIds } from '@lingos/money';
import { readingLingoIds } from '@lingos/reading';
import { timeLingoIds } from '@lingos/time';
import { wordsLingoIds } from '@lingos/words';
import { findEmojiText } from '@lingos/kit/emoji-text';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectLingoTitle } from './lingo-helpers';

/**
 * Pictures are kit's Picture (inline SVG from our own art), never emoji drawn as text: on a
 * device without a colour-emoji font (Debian's Chromium has none) an emoji is an empty box.
 * This visits the shell's routes and every Lingo route the app has, and fails on any emoji
 * code point in a text node inside <main>. Every Lingo page is visited on the narrowest phone
 * we support (320 px) in dark mode: it opens on its first item or step, nothing scrolls
 * sideways, and axe finds nothing there. (Each Lingo is played with keyboard, mouse and touch
 * in its concept's specs.)
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
  const lingos = concept.levels.flatMap((level) =>
    level.lingos.filter((lingo) => ids.has(lingo.id)),
  );
  if (lingos.length === 0) continue;
  test(`every Lingo page of ${concept.id} at 320 px, dark: its first item, no sideways scroll, no emoji as text, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const lingo of lingos) {
      await page.goto(lingo.path);
      await expect(page).toHaveURL(lingo.path);
      await expectLingoTitle(page, lingo.title);
      await expect(page.locator('html')).toHaveAttribute('data-dark', 'true');
      const session = page.getByRole('region', {
        name: lingo.kind === 'learn' ? 'Lesson' : 'Practice',
      });
      await expect(session).toHaveAttribute('data-state', /^(answering|ready)$/);
      const emoji = (await mainText(page)).flatMap((text) => findEmojiText(text));
      expect(emoji, `emoji drawn as text on ${lingo.path}`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lingo.title}: page width at 320 px`,
      ).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page, `${lingo.title} at 320 px, dark`);
    }
  });
}

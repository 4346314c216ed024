import { getConcept } from '@lingos/catalogue';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectLingoTitle } from './lingo-helpers';

/**
 * Every Lingo of the concepts below, on the narrowest phone we support (320 px) in dark mode:
 * it opens on its first item or step, nothing scrolls sideways, and axe finds nothing. (Each
 * Lingo is played with keyboard, mouse and touch in its concept's level specs; Time's phone
 * layouts are checked in time-pointer.spec.ts.)
 */
const concepts = [
  getConcept('money'),
  getConcept('calendar'),
  getConcept('measurements'),
  getConcept('words'),
  getConcept('reading'),
];
for (const level of concepts.flatMap((concept) => concept.levels)) {
  for (const lingo of level.lingos) {
    test(`${lingo.path} ${lingo.title}: 320 px, dark, no sideways scroll, axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(lingo.path);
      await expectLingoTitle(page, lingo.title);
      await expect(page.locator('html')).toHaveAttribute('data-dark', 'true');
      const session = page.getByRole('region', {
        name: lingo.kind === 'learn' ? 'Lesson' : 'Practice',
      });
      await expect(session).toHaveAttribute('data-state', /^(answering|ready)$/);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page width at 320 px',
      ).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page, `${lingo.title} at 320 px, dark`);
    });
  }
}

import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectLingoTitle } from './lingo-helpers';

/**
 * The URL of Clock Basics' own chunk, from the build's manifest (chunks are named by their
 * hash alone, so only the manifest knows which one it is).
 */
const clockBasicsChunk: RegExp = (() => {
  const manifest = JSON.parse(
    readFileSync(new URL('../.build/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const key = Object.keys(manifest).find((source) =>
    source.endsWith('lingos/clock-basics/ClockBasics.tsx'),
  );
  if (!key) throw new Error('Clock Basics is not in the build manifest');
  const file = manifest[key]!.file;
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
})();

test.describe('chunk-load failure', () => {
  test.use({
    allowedConsoleErrors: /Failed to load resource|dynamically imported module|ERR_FAILED/,
  });

  test('reloads once, then shows the friendly error page; Try again recovers', async ({ page }) => {
    let blocked = 0;
    await page.route(clockBasicsChunk, async (route) => {
      blocked += 1;
      await route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/concepts/time');
    await page
      .getByRole('link', { name: /Clock Basics/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oops! This page did not load.',
    );
    await expect(page).toHaveURL('/concepts/time/level-1/lingo-1-0');
    // One load for /concepts/time, one automatic reload, and no more: the guard stops a loop.
    // (The pre-rendered page can show the error before its own load event has fired.)
    await expect.poll(() => loads).toBe(2);
    expect(blocked).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: 'Go home' })).toBeVisible();
    // The layout stays around the error page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

    await page.unroute(clockBasicsChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectLingoTitle(page, 'Clock Basics');
  });

  test('Go home leaves the error page', async ({ page }) => {
    await page.route(clockBasicsChunk, (route) => route.abort('failed'));
    await page.goto('/concepts/time/level-1/lingo-1-0');
    await expect(page.getByRole('button', { name: 'Go home' })).toBeVisible();
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Depth over breadth for real understanding',
    );
  });

  test('shows the skeleton while a Lingo loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(clockBasicsChunk, async (route) => {
      held += 1;
      await gate;
      await route.continue();
    });
    await page.goto('/concepts/time');
    await page
      .getByRole('link', { name: /Clock Basics/ })
      .first()
      .click();
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByText('Loading…')).toBeAttached();
    // The skeleton shows because the Lingo's chunk really is held back (the request may reach
    // the route a moment after the skeleton paints).
    await expect.poll(() => held).toBe(1);
    release();
    await expectLingoTitle(page, 'Clock Basics');
  });
});

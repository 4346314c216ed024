import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  activity,
  feedback,
  formatDigital,
  formatWords,
  parseDigital,
  setClockByKeyboard,
} from './time-helpers';
import { answerWhoHasMore } from './money-level-2b-helpers';
import { practice } from './time-levels-2-3-helpers';
import { expectLingoTitle } from './lingo-helpers';

/**
 * The service worker: after one visit every page and every Lingo works offline, and a new
 * version waits for the learner's go-ahead. (playwright.config.ts blocks service workers for
 * the other specs; these let them run.)
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (precached the whole app) and is active. */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    }
  });
}

/** Set the Time: reads the target from the prompt, sets both hands by keyboard, checks. */
async function answerSetTheTime(page: Page): Promise<void> {
  const session = practice(page);
  await expect(session).toHaveAttribute('data-state', 'answering');
  const group = activity(session);
  const target = parseDigital((await group.getAttribute('aria-label')) ?? '');
  await setClockByKeyboard(page, group.getByRole('group', { name: 'Your clock' }), target);
  await page.keyboard.press('Enter');
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  await expect(feedback(session)).toContainText(`${formatDigital(target)}, ${formatWords(target)}`);
}

test('after one visit, the app and its Lingos work offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForOfflineCopy(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Depth over breadth for real understanding',
  );

  // A Time Lingo never opened online: its chunks came with the offline copy.
  await page.goto('/concepts/time/level-1/lingo-1-2');
  await expectLingoTitle(page, 'Set the Time');
  await answerSetTheTime(page);

  // After a reload, a Lingo of another concept (Money), also never opened online.
  await page.reload();
  await page.goto('/concepts/money/level-2/lingo-2-5');
  await expectLingoTitle(page, 'Who Has More?');
  const session = practice(page);
  await expect(session).toHaveAttribute('data-state', 'answering');
  await answerWhoHasMore(page, session);
  await expect(session).toHaveAttribute('data-state', 'correct');
  await context.setOffline(false);
});

test('a new version waits for the learner, and reloads only when asked', async ({ page }) => {
  const swFile = new URL('../dist/sw.js', import.meta.url);
  const original = await readFile(swFile, 'utf8');
  try {
    await page.goto('/');
    await waitForOfflineCopy(page);
    // Controlled by the first version from the next load on.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.evaluate(() => {
      (window as Window & { stillHere?: boolean }).stillHere = true;
    });

    // A new deploy: a different service worker script.
    await writeFile(swFile, `${original}\n// next version\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'New version ready' });
    await expect(prompt).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting?.state ?? null;
        }),
      )
      .toBe('installed');
    // Installed and waiting, yet the page was not reloaded and the prompt stays.
    expect(navigations).toBe(0);
    expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(
      true,
    );
    await expect(prompt).toBeVisible();

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => navigations).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('New version ready')).toHaveCount(0);
  } finally {
    await writeFile(swFile, original);
  }
});

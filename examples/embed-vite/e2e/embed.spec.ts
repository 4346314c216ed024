import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** What the host's own stylesheet says for its body and buttons (src/host.css). */
const hostLook = {
  body: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontSize: '16px',
    backgroundColor: 'rgb(238, 242, 247)',
    color: 'rgb(29, 36, 51)',
    margin: '0px',
  },
  button: {
    fontFamily: '"Courier New", monospace',
    fontSize: '15px',
    backgroundColor: 'rgb(29, 78, 216)',
    color: 'rgb(255, 255, 255)',
    borderRadius: '0px',
    borderTopWidth: '2px',
    paddingLeft: '12px',
  },
};

async function styleOf(locator: Locator, properties: readonly string[]) {
  return locator.evaluate(
    (element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style[name as 'color']]));
    },
    [...properties],
  );
}

async function expectHostLookUnchanged(page: Page): Promise<void> {
  expect(await styleOf(page.locator('body'), Object.keys(hostLook.body))).toEqual(hostLook.body);
  const hostButton = page.getByRole('button', { name: /^Host button/ });
  expect(await styleOf(hostButton, Object.keys(hostLook.button))).toEqual(hostLook.button);
}

/** Fails the test on any script error, and on any request that leaves this app's origin. */
function watch(page: Page): { errors: string[]; javascript: Set<string> } {
  const errors: string[] = [];
  const javascript = new Set<string>();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== 'http://127.0.0.1:4199') errors.push(`request to ${url.origin}`);
    if (url.pathname.endsWith('.js')) javascript.add(url.pathname);
  });
  return { errors, javascript };
}

test('the host page keeps its own look, and its home page loads no Lingo', async ({ page }) => {
  const watched = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Host Academy');
  await expectHostLookUnchanged(page);
  // The Lingos base styles stay inside a Lingos root: there is none on this page.
  await expect(page.locator('[data-lingos-root]')).toHaveCount(0);
  expect(await page.locator('html').getAttribute('class')).toBeNull();
  expect(watched.errors).toEqual([]);
  if (process.env.EMBED_HOME_JS) {
    writeFileSync(process.env.EMBED_HOME_JS, JSON.stringify([...watched.javascript]));
  }
});

test('Set the Time plays to a correct answer inside the host page, progress under its key', async ({
  page,
}) => {
  const watched = watch(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Host lessons' })
    .getByRole('link', { name: 'Set the Time' })
    .click();
  await expect(page).toHaveURL('/learn/time');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set the Time');

  const root = page.locator('[data-lingos-root]');
  await expect(root).toHaveAttribute('data-theme', 'banana');
  // The Lingo is styled by its packages' own stylesheets (theme, font, buttons)...
  expect(await styleOf(root, ['fontFamily', 'backgroundColor'])).toEqual({
    fontFamily: '"Playpen Sans", "Playpen Sans Fallback", "Comic Sans MS", system-ui, sans-serif',
    backgroundColor: 'rgb(255, 248, 225)',
  });
  const check = root.getByRole('button', { name: 'Check' });
  expect(await styleOf(check, ['fontFamily', 'borderRadius'])).not.toEqual({
    fontFamily: hostLook.button.fontFamily,
    borderRadius: hostLook.button.borderRadius,
  });
  // ...and the host's page around it keeps its own.
  await expectHostLookUnchanged(page);

  // Play one item with the keyboard: read the target from the prompt, set both hands.
  const session = root.getByRole('region', { name: 'Practice' });
  await expect(session).toHaveAttribute('data-state', 'answering');
  const prompt = (await session.getByRole('group').first().getAttribute('aria-label')) ?? '';
  const match = /(\d{1,2}):(\d{2})/.exec(prompt);
  if (!match) throw new Error(`No time in the prompt "${prompt}"`);
  const target = { hour: Number(match[1]), minute: Number(match[2]) };
  const clock = session.getByRole('group', { name: 'Your clock' });
  const minuteHand = clock.getByRole('slider', { name: 'Minute hand' });
  const hourHand = clock.getByRole('slider', { name: 'Hour hand' });
  await minuteHand.focus();
  let minutes = (target.minute - Number(await minuteHand.getAttribute('aria-valuenow')) + 60) % 60;
  if (minutes > 30) minutes -= 60;
  for (let step = 0; step < Math.abs(minutes); step += 1) {
    await page.keyboard.press(minutes > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  await expect(minuteHand).toHaveAttribute('aria-valuenow', String(target.minute));
  await hourHand.focus();
  let hours = (target.hour - Number(await hourHand.getAttribute('aria-valuenow')) + 12) % 12;
  if (hours > 6) hours -= 12;
  for (let step = 0; step < Math.abs(hours); step += 1) {
    await page.keyboard.press(hours > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  await expect(hourHand).toHaveAttribute('aria-valuenow', String(target.hour));
  await page.keyboard.press('Enter');
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);

  // The answer was saved under the host's key, not the Lingos app's.
  const stored = await page.evaluate(() => ({
    host: localStorage.getItem('host-academy:lingos'),
    lingos: localStorage.getItem('lingos:progress'),
  }));
  expect(JSON.parse(stored.host ?? '{}').lingos['time/lingo-1-2'].streak).toBe(1);
  expect(stored.lingos).toBeNull();

  // "Back to One Upon a Time!" goes where the host said, through its router.
  await root.getByRole('link', { name: /Back to/ }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Host Academy');
  expect(watched.errors).toEqual([]);
  if (process.env.EMBED_LINGO_JS) {
    writeFileSync(process.env.EMBED_LINGO_JS, JSON.stringify([...watched.javascript]));
  }
});

test('every embedded concept renders its Lingo in the host layout', async ({ page }) => {
  const watched = watch(page);
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Host lessons' }).getByRole('link');
  const titles = await links.allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(2);
  for (const title of titles) {
    await links.filter({ hasText: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const root = page.locator('[data-lingos-root]');
    await expect(root.getByRole('region', { name: /^(Practice|Lesson)$/ })).toBeVisible();
    await expect(root.getByRole('button', { name: /^Read aloud/ }).first()).toBeVisible();
    await expectHostLookUnchanged(page);
  }
  expect(watched.errors).toEqual([]);
});

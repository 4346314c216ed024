import { expect, presetStorage, test } from './fixtures';

test.describe('theme and dark mode', () => {
  test('the theme select is sorted by label and its choice persists', async ({ page }) => {
    await page.goto('/');
    const select = page.getByRole('combobox', { name: 'Theme' });
    await expect(select).toHaveValue('banana');
    await expect(select.locator('option')).toHaveText([
      'Apple',
      'Banana',
      'Blueberry',
      'Cherry',
      'Default',
      'Grape',
    ]);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const banana = await background();
    await select.selectOption('grape');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('grape');
    expect(await background()).not.toBe(banana);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('grape');
  });

  test('the dark toggle changes its label, the colours and storage', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dark'))).toBe('true');
    expect(await background()).not.toBe(light);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => localStorage.getItem('dark'))).toBe('false');
    expect(await background()).toBe(light);
  });

  test('an unknown stored theme falls back to banana', async ({ page }) => {
    await presetStorage(page, { theme: 'mango' });
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('banana');
  });

  test('an invalid stored dark flag follows the system preference', async ({ page }) => {
    await presetStorage(page, { dark: 'yes' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  });

  test('a valid stored dark flag wins over the system preference', async ({ page }) => {
    await presetStorage(page, { dark: 'false' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test('lists both groups, level badges and Learn badges; the active path starts expanded', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/concepts/time/level-1/lingo-1-2');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByRole('heading', { name: 'Navigation' })).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: 'Learning Concepts' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(sidebar.getByRole('link', { name: 'All Concepts' })).toHaveAttribute(
      'href',
      '/concepts',
    );
    await expect(sidebar.getByRole('button', { name: /One Upon a Time!/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.getByRole('button', { name: /Making Cents of Money!/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const active = sidebar.getByRole('link', { name: /Set the Time/ });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('button', { name: /^Level 1 Explore the Clock/ })).toContainText(
      '0/5',
    );
    await expect(sidebar.getByRole('link', { name: /Clock Basics/ })).toContainText('Learn');
  });

  test('Ctrl+B and Meta+B toggle it, and the cookie keeps the state for 7 days', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/concepts');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    await page.keyboard.press('Meta+b');
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveAttribute(
      'data-state',
      'expanded',
    );
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });

  test('the collapsed sidebar is 3rem wide and the expanded one 16rem', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/concepts');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    // The sidebar's column (its border included) is the rail the navigation sits in.
    const column = sidebar.locator('xpath=..');
    expect((await column.boundingBox())?.width).toBeCloseTo(256, 0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await column.boundingBox())?.width).toBeCloseTo(48, 0);
  });

  test('below 768 px it is a sheet from the left that closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/concepts');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Learning Concepts' })).toBeVisible();
    await expect.poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(288);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('toasts', () => {
  test('the toaster loads on the first toast, sits bottom-right, shows at most 3 and answers Alt+T', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/concepts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const region = page.getByRole('region', { name: /Notifications/ });
    // Sonner's code loads with the first toast, not with the page.
    await expect(region).toHaveCount(0);
    for (let i = 0; i < 4; i += 1) {
      await page.getByRole('button', { name: 'Reset progress' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset progress' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
    await expect(region).toHaveCount(1);
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await page.keyboard.press('Alt+t');
    await expect(toaster).toBeFocused();
  });
});

test.describe('progress', () => {
  test('a Lingo mastered in another tab updates this tab’s sidebar and level at once', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/concepts/time');
    const levelButton = page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('button', { name: /^Level 1 Explore the Clock/ });
    await expect(levelButton).toContainText('0/5');
    const other = await context.newPage();
    await other.goto('/concepts/time');
    await other.evaluate(() => {
      const record = {
        status: 'mastered',
        step: 4,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: Date.now(),
      };
      localStorage.setItem(
        'lingos:progress',
        JSON.stringify({ version: 1, lingos: { 'time/lingo-1-2': record } }),
      );
    });
    await expect(levelButton).toContainText('1/5');
    await expect(page.locator('section#level-1')).toContainText('1 of 5 done · 20%');
    await other.close();
  });

  test('malformed stored progress is ignored field by field, keeping the valid rest', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'lingos:progress',
        JSON.stringify({
          version: 1,
          lingos: {
            'time/lingo-1-0': { status: 'completed', step: 'x', recent: 'nope' },
            'time/lingo-1-3': { status: 'mastered' },
            'space/lingo-1-0': { status: 'mastered' },
            'time/lingo-1-1': { status: 'great' },
          },
        }),
      );
    });
    await page.goto('/concepts/time');
    await expect(page.locator('section#level-1')).toContainText('1 of 5 done · 20%');
  });

  test('garbage in storage never breaks the app', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('lingos:progress', '{not json');
      localStorage.setItem('theme', '42');
      localStorage.setItem('dark', 'maybe');
    });
    await page.goto('/concepts/time');
    await expect(page.locator('section#level-1')).toContainText('0 of 5 done · 0%');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('banana');
  });
});

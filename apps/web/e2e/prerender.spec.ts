import { expect, test } from './fixtures';
import { expectLingoTitle } from './lingo-helpers';

/**
 * The build pre-renders every page: its text is in the HTML, before any script runs, and
 * React hydrates it without a mismatch (the fixture fails a test on any console error, which
 * is how React reports one).
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the real page text, the sidebar and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Depth over breadth for real understanding' }),
    ).toBeVisible();
    await expect(page.getByText('Small, hands-on lessons for children aged 5 to 9.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore All Concepts' })).toHaveAttribute(
      'href',
      '/concepts',
    );
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Pictures:');
  });

  test('a concept page lists its levels and Lingos', async ({ page }) => {
    await page.goto('/concepts/time');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One Upon a Time!');
    await expect(page.getByRole('heading', { level: 2, name: /^Level 1: / })).toBeVisible();
    await expect(
      page.locator('section#level-1').getByRole('link', { name: 'Set the Time', exact: true }),
    ).toHaveAttribute('href', '/concepts/time/level-1/lingo-1-2');
  });

  test("a Lingo page shows the shell, the Lingo's title and description, and its skeleton", async ({
    page,
  }) => {
    await page.goto('/concepts/time/level-1/lingo-1-2');
    const frame = page.getByRole('main').locator('[aria-busy="true"]');
    await expect(frame).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Set the Time',
    );
    // The title and the prompt paint from the HTML alone, before any Lingo code.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Set the Time');
    await expect(frame).toContainText('Hear a time and drag the clock hands to show it.');
    await expect(frame.getByRole('link', { name: /Back to One Upon a Time!/ })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('hydrates the home page in place, in the stored dark theme from the first paint', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'grape');
      localStorage.setItem('dark', 'true');
    });
    await page.goto('/');
    // The inline script (allowed by its hash) set the theme before the page was drawn.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'grape');
    await expect(page.locator('html')).toHaveAttribute('data-dark', 'true');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.evaluate((element) => {
      (element as HTMLElement & { prerendered?: boolean }).prerendered = true;
    });
    // Hydrated: the theme controls show the stored choice, and the router works.
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('grape');
    // React kept the server's element (hydration reuses it; a fresh render would replace it).
    expect(
      await heading.evaluate(
        (element) => (element as HTMLElement & { prerendered?: boolean }).prerendered,
      ),
    ).toBe(true);
    await page.getByRole('link', { name: 'Explore All Concepts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Concepts');
  });

  test('a Lingo page hydrates its skeleton, then plays its Lingo', async ({ page }) => {
    await page.goto('/concepts/time/level-3/lingo-3-6');
    await expectLingoTitle(page, 'Master Time Challenge');
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

import { expectNoAxeViolations, presetStorage, test } from './fixtures';

const pages = [
  '/',
  '/concepts',
  '/concepts/time',
  '/concepts/money',
  '/concepts/calendar',
  '/concepts/words',
  '/concepts/reading',
  '/concepts/measurements',
];

for (const dark of [false, true]) {
  test.describe(dark ? 'dark' : 'light', () => {
    for (const path of pages) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await presetStorage(page, { dark: String(dark) });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoAxeViolations(page, `${path} (${dark ? 'dark' : 'light'})`);
      });
    }
  });
}

for (const theme of ['default', 'apple', 'cherry', 'blueberry', 'grape']) {
  for (const dark of [false, true]) {
    test(`axe finds no violations on /concepts/time in ${theme} ${dark ? 'dark' : 'light'}`, async ({
      page,
    }) => {
      await presetStorage(page, { theme, dark: String(dark) });
      await page.goto('/concepts/time');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page, `/concepts/time (${theme}, ${dark ? 'dark' : 'light'})`);
    });
  }
}

test('axe finds no violations with the mobile sidebar sheet open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/concepts');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('dialog').waitFor();
  await expectNoAxeViolations(page, 'mobile sidebar sheet');
});

import { expect, test } from './fixtures';

const concepts = [
  {
    id: 'time',
    title: 'One Upon a Time!',
    footer: '19 interactive lessons • 3 progressive levels',
    lingos: 19,
  },
  {
    id: 'money',
    title: 'Making Cents of Money!',
    footer: '12 interactive lessons • 3 progressive levels',
    lingos: 12,
  },
  {
    id: 'calendar',
    title: 'Calendar Quest',
    footer: '12 interactive lessons • 3 progressive levels',
    lingos: 12,
  },
  {
    id: 'words',
    title: 'Word Weavers',
    footer: '19 interactive lessons • 3 progressive levels',
    lingos: 19,
  },
  {
    id: 'reading',
    title: 'Reading Rangers',
    footer: '17 interactive lessons • 3 progressive levels',
    lingos: 17,
  },
  {
    id: 'measurements',
    title: 'Measure Masters',
    footer: '11 interactive lessons • 3 progressive levels',
    lingos: 11,
  },
] as const;

test.describe('home', () => {
  test('shows the taglines, headline, feature cards and call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Targeted Mastery Through Interaction')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Depth over breadth for real understanding',
    );
    for (const feature of ['Modular', 'Interactive', 'Mastery-Based']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByText('Each Lingo focuses on one concept.')).toBeVisible();
    await expect(
      page.getByText('Learn by doing, with direct manipulation and feedback.'),
    ).toBeVisible();
    await expect(page.getByText('Practice until confident understanding clicks.')).toBeVisible();
    const journey = page.getByRole('region', { name: 'Ready to start your learning journey?' });
    for (const topic of ['Time', 'Money', 'Calendar', 'Words']) {
      await expect(journey.getByRole('link', { name: topic })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Lingos');
    await expect(footer).toContainText('No accounts. No ads. Progress stays on this device.');
    await expect(footer).toContainText('Built by the Lingos team');
  });

  test('Explore All Concepts goes to /concepts', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore All Concepts' }).click();
    await expect(page).toHaveURL('/concepts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Concepts');
  });

  test('Start with Time goes to /concepts/time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start with Time' }).click();
    await expect(page).toHaveURL('/concepts/time');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('One Upon a Time!');
  });
});

test.describe('concepts overview', () => {
  test('lists one card per concept with its Explore button', async ({ page }) => {
    await page.goto('/concepts');
    const cards = page.getByRole('list', { name: 'Concepts' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const concept of concepts) {
      const link = page.getByRole('link', { name: `Explore ${concept.title}` });
      await expect(link).toHaveAttribute('href', `/concepts/${concept.id}`);
      await expect(page.getByRole('heading', { level: 2, name: concept.title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How Learning Works' })).toBeVisible();
    await expect(page.getByText(/progressive levels/)).toBeVisible();
    await expect(page.getByText(/start anywhere/i)).toBeVisible();
  });

  test('the card grid has two columns from medium width and one below', async ({ page }) => {
    const columns = () =>
      page
        .getByRole('list', { name: 'Concepts' })
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/concepts');
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 767, height: 800 });
    expect(await columns()).toBe(1);
  });

  test('Explore goes to the concept page', async ({ page }) => {
    await page.goto('/concepts');
    await page.getByRole('link', { name: 'Explore Word Weavers' }).click();
    await expect(page).toHaveURL('/concepts/words');
  });
});

test.describe('concept pages', () => {
  for (const concept of concepts) {
    test(`${concept.id}: levels, Lingo buttons and the footer count`, async ({ page }) => {
      await page.goto(`/concepts/${concept.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(concept.title);
      await expect(page.getByRole('heading', { level: 2, name: /^Level \d:/ })).toHaveCount(3);
      await expect(page.getByText(concept.footer, { exact: true })).toBeVisible();
      const items = page.locator('section[id^="level-"] li');
      await expect(items).toHaveCount(concept.lingos);
      // Exactly the first Lingo of each level is a Learn lesson.
      await expect(
        page.locator('section[id^="level-"] li').filter({ hasText: '(Learn)' }),
      ).toHaveCount(3);
      const back = page.getByRole('link', { name: '← Back to All Concepts' });
      await expect(back).toHaveAttribute('href', '/concepts');
    });
  }

  test('Learn Lingos use the primary style and others the secondary', async ({ page }) => {
    await page.goto('/concepts/time');
    const learn = page.locator('section#level-1 li').first().locator('a, button');
    const practice = page.locator('section#level-1 li').nth(1).locator('a, button');
    await expect(learn).toContainText('Clock Basics (Learn)');
    const background = (locator: typeof learn) =>
      locator.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(learn)).not.toBe(await background(practice));
    await expect(learn).toHaveAttribute('data-variant', 'primary');
    await expect(practice).toHaveAttribute('data-variant', 'secondary');
  });

  test('Lingos without a bundle are disabled and say so', async ({ page }) => {
    // Reader's Toolbox is the last reading Lingo to be built.
    await page.goto('/concepts/reading');
    const button = page.getByRole('button', { name: /Reader's Toolbox/ });
    await expect(button).toBeDisabled();
    await expect(button).toContainText('Not yet available');
  });

  test('the Lingo grid has 1, 2 or 3 columns by width', async ({ page }) => {
    const columns = () =>
      page
        .locator('section#level-2 ul')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/concepts/time');
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 900, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1400, height: 900 });
    expect(await columns()).toBe(3);
  });

  test('level progress starts at 0%', async ({ page }) => {
    await page.goto('/concepts/calendar');
    await expect(page.getByRole('progressbar', { name: 'Level 1 progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.locator('section#level-1')).toContainText('0 of 5 done · 0%');
  });
});

test.describe('redirects', () => {
  const unknown = [
    '/nowhere',
    '/concepts/space',
    '/concepts/time/level-1/lingo-1-3',
    '/concepts/reading/level-1/lingo-1-2',
    '/concepts/time/level-2/lingo-1-1',
    '/concepts/time/level-9/lingo-9-0',
  ];
  for (const path of unknown) {
    test(`${path} redirects to / and replaces the history entry`, async ({ page }) => {
      await page.goto('/concepts');
      const before = await page.evaluate(() => history.length);
      await page.evaluate((target) => {
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Depth over breadth for real understanding',
      );
      // pushState added one entry; the redirect replaced it rather than adding another.
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL('/concepts');
    });
  }

  test('a direct load of an unknown path lands on /', async ({ page }) => {
    await page.goto('/concepts/time/level-1/lingo-1-3');
    await expect(page).toHaveURL('/');
  });
});

test.describe('breadcrumbs', () => {
  test('trail on the concepts, concept and Lingo pages', async ({ page }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await page.goto('/concepts');
    await expect(crumbs).toHaveText(['Home', 'Concepts']);
    await page.goto('/concepts/calendar');
    await expect(crumbs).toHaveText(['Home', 'Concepts', 'Calendar Quest']);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Concepts' })
      .click();
    await expect(page).toHaveURL('/concepts');
    await page.goto('/concepts/time/level-1/lingo-1-0');
    await expect(crumbs).toHaveText([
      'Home',
      'Concepts',
      'One Upon a Time!',
      'Level 1',
      'Clock Basics',
    ]);
    await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText('Clock Basics');
  });
});

test.describe('layout of rows and the sidebar', () => {
  test('cards in a row of /concepts are one height, their buttons level at the bottom', async ({
    page,
  }) => {
    // Widths where the two descriptions of a row wrap to different numbers of lines.
    for (const width of [780, 860, 980, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/concepts');
      const cards = page.getByRole('list', { name: 'Concepts' }).getByRole('listitem');
      await expect(cards).toHaveCount(6);
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          // The card's surface: the item itself when it draws the border, else its child.
          const surface =
            getComputedStyle(item).borderTopWidth !== '0px'
              ? item
              : (item.firstElementChild as HTMLElement);
          const button = item.querySelector('a') as HTMLElement;
          return {
            top: Math.round(item.getBoundingClientRect().top),
            height: surface.getBoundingClientRect().height,
            buttonBottom: button.getBoundingClientRect().bottom,
          };
        }),
      );
      const rows = Map.groupBy(boxes, (box) => box.top);
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const [left, right] = row as [(typeof boxes)[number], (typeof boxes)[number]];
        expect(Math.abs(left.height - right.height), `card heights at ${width} px`).toBeLessThan(1);
        expect(
          Math.abs(left.buttonBottom - right.buttonBottom),
          `button bottoms at ${width} px`,
        ).toBeLessThan(1);
      }
    }
  });

  test('the sidebar’s background runs the whole height of a long page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/concepts/time');
    // Measured with the page at its top: the column the sidebar draws in reaches the footer's
    // bottom, far below the screen.
    // What paints the sidebar's background: the nav, or the column around it.
    const railBottom = await page.getByRole('navigation', { name: 'Sidebar' }).evaluate((nav) => {
      const painted = [nav, nav.parentElement as HTMLElement].find(
        (element) => getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)',
      );
      return (painted ?? nav).getBoundingClientRect().bottom;
    });
    const footerBottom = await page
      .locator('footer')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(footerBottom).toBeGreaterThan(1400);
    expect(Math.abs(railBottom - footerBottom)).toBeLessThan(2);
  });
});

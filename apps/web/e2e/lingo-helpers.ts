import type { Locator, Page } from '@playwright/test';
import { AXE_TAGS, analyzeSettled, axeFor, expect } from './fixtures';
import { isPointer, pointerPress } from './input';

/**
 * Helpers every concept's e2e tests share: the parts of a Lingo page, axe with options,
 * toasts, keyboard moves through radiogroups, and playing a practice Lingo to mastery.
 * Concept helpers (time-helpers.ts, …) add only what reads their own widgets.
 *
 * Nothing here knows a seed or the app's internals: tests read each item from what the page
 * says and compute the answer from it.
 */

// ─── Page parts ──────────────────────────────────────────────────────────────────────────

/** The practice session root, which carries `data-state`. */
export const practice = (page: Page): Locator => page.getByRole('region', { name: 'Practice' });
/** The Learn lesson root, which carries `data-state`. */
export const lesson = (page: Page): Locator => page.getByRole('region', { name: 'Lesson' });

/** The activity of the item or step on screen: a group named by its prompt. */
export const activityOf = (root: Locator): Locator => root.locator(':scope > [role="group"]');

/** The polite live region with the feedback. */
export const feedbackOf = (root: Locator): Locator =>
  root.locator('[role="status"][data-part="feedback"]');

/** A level's disclosure button in the sidebar, which carries the "done/total" badge. */
export const levelButton = (page: Page, level: number, title: string): Locator =>
  page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: new RegExp(`^Level ${level} ${title}`) });

/** A level's sidebar badge reads `done/total`, and its name says so. */
export async function expectLevelBadge(
  page: Page,
  level: number,
  title: string,
  done: number,
  total: number,
): Promise<void> {
  const button = levelButton(page, level, title);
  await expect(button).toContainText(`${done}/${total}`);
  await expect(button).toHaveAccessibleName(new RegExp(`${done} of ${total} completed$`));
}

/** A Lingo's URL. */
export const lingoUrl = (concept: string, level: number, id: string): string =>
  `/concepts/${concept}/level-${level}/${id}`;

/**
 * The Lingo has loaded: its title is the page's h1 and its frame is no longer the loading
 * skeleton (which shows the same title, from the catalogue, before the Lingo's code runs).
 */
export async function expectLingoTitle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Opens a Lingo page by its URL and waits for it to load. */
export async function openLingoAt(page: Page, url: string, title: string): Promise<void> {
  await page.goto(url);
  await expectLingoTitle(page, title);
}

/**
 * Opens a Lingo from its concept page, by its link in its level's section (named "Title"
 * or "Title (Learn)"), with the test's own input: a click for keyboard tests, the pointer
 * for pointer tests.
 */
export async function openFromConceptPage(
  page: Page,
  lingo: { readonly concept: string; readonly level: number; readonly id: string },
  linkName: string,
  title: string,
): Promise<void> {
  await page.goto(`/concepts/${lingo.concept}`);
  const link = page
    .locator(`section#level-${lingo.level}`)
    .getByRole('link', { name: linkName, exact: true });
  if (isPointer(page)) await pointerPress(page, link);
  else await link.click();
  await expect(page).toHaveURL(lingoUrl(lingo.concept, lingo.level, lingo.id));
  await expectLingoTitle(page, title);
}

/** The frame's accessible contract: one h1, Read aloud, the Mastery meter. */
export async function expectLingoFrame(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectLingoTitle(page, title);
  await expect(page.getByRole('button', { name: /^Read aloud/ }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Mastery' })).toBeVisible();
}

/**
 * Waits for a toast ("Mastered! ⭐", "Lesson complete!") to be shown and to finish sliding
 * in, so axe measures its colours as they settle, not mid-fade.
 */
/** Nothing scrolls sideways: the page is no wider than its window. */
export async function expectNoSidewaysScroll(page: Page, where = 'this page'): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll (px) at ${where}`).toBeLessThanOrEqual(0);
}

export async function waitForToast(page: Page, title: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

// ─── Axe ─────────────────────────────────────────────────────────────────────────────────

/**
 * Axe on the page, as `expectNoAxeViolations` runs it, with options: some rules left out,
 * only some rules, or only some elements. Returns one line per violation.
 */
export async function axeViolations(
  page: Page,
  options: {
    readonly disableRules?: readonly string[];
    readonly rules?: readonly string[];
    readonly include?: string;
    readonly exclude?: readonly string[];
  } = {},
): Promise<string[]> {
  const results = await analyzeSettled(page, () => {
    let builder = axeFor(page);
    builder = options.rules ? builder.withRules([...options.rules]) : builder.withTags(AXE_TAGS);
    if (options.disableRules) builder = builder.disableRules([...options.disableRules]);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return builder;
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

// ─── Keyboard ────────────────────────────────────────────────────────────────────────────

/** Whether `target` has the focus. */
export const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. Goes
 * backwards when the target comes before the focused element in the document.
 */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await target.waitFor();
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body || active === element) return false;
    return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with ${max} Tab presses`);
}

/**
 * Moves the focus to a card of a radiogroup (Tab to the group's tab stop, then arrows) and
 * picks it with Space. Cards that cannot be picked are skipped by the arrows, as here.
 */
export async function pickCard(page: Page, group: Locator, name: string): Promise<void> {
  const radios = group.getByRole('radio');
  const tabStop = group.locator('[role="radio"][tabindex="0"]');
  if (!(await radios.evaluateAll((all) => all.some((radio) => radio === document.activeElement)))) {
    await tabTo(page, tabStop);
  }
  const { from, to, count } = await radios.evaluateAll((all, wanted) => {
    const enabled = all.filter((radio) => radio.getAttribute('aria-disabled') !== 'true');
    const names = enabled.map((radio) => radio.getAttribute('aria-label') ?? radio.textContent);
    return {
      from: enabled.findIndex((radio) => radio === document.activeElement),
      to: names.findIndex((label) => label?.trim() === wanted),
      count: enabled.length,
    };
  }, name);
  if (to < 0) throw new Error(`No card named "${name}" in ${group.toString()}`);
  const steps = (to - from + count) % count;
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name, exact: true })).toBeFocused();
  await page.keyboard.press('Space');
}

/** Presses a key `times` times. */
export async function pressTimes(page: Page, key: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
}

// ─── Playing ─────────────────────────────────────────────────────────────────────────────

/**
 * After a right answer: Next has the focus; Enter (or the pointer) goes on. Returns false
 * when the answer mastered the Lingo instead.
 */
export async function goOnAfterCorrect(page: Page, session: Locator): Promise<boolean> {
  await expect(session).toHaveAttribute('data-state', /^(correct|mastered)$/);
  if ((await session.getAttribute('data-state')) === 'mastered') return false;
  // Exactly "Next": a month grid's "Next month" button is in the session too.
  const next = session.getByRole('button', { name: 'Next', exact: true });
  if (isPointer(page)) {
    await pointerPress(page, next);
  } else {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  return true;
}

/**
 * Plays a streak-model practice Lingo to mastery: for each item, `answer` reads it from the
 * page and answers it right (ending with its Check); then Next. Returns the number of items
 * played.
 */
export async function playToMastery(
  page: Page,
  answer: (session: Locator, index: number) => Promise<void>,
  maxItems = 30,
): Promise<number> {
  const session = practice(page);
  for (let index = 0; index < maxItems; index += 1) {
    await expect(session).toHaveAttribute('data-state', 'answering');
    await answer(session, index);
    if (!(await goOnAfterCorrect(page, session))) return index + 1;
  }
  throw new Error(`Not mastered after ${maxItems} items`);
}

import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /** Console errors a test expects (e.g. a chunk it blocks on purpose). */
  allowedConsoleErrors: RegExp | null;
}

/**
 * Every test checks, on top of its own assertions, that the page made no request to any
 * origin but our own and logged no console error or uncaught exception.
 */
export const test = base.extend<Options>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, baseURL, allowedConsoleErrors }, use) => {
    const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== ownOrigin) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors?.test(text)) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(page);
    expect(foreign, 'requests to other origins').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** The WCAG 2.x A/AA rules and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe for the page, run in the page itself ("legacy mode"): the default mode opens a new
 * page for every run to merge results from iframes, which costs a renderer process per check
 * (1.3-1.7 s against 0.5-0.7 s a run, measured on a Lingo page); the app has no iframes.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** Waits until every toast on the page has mounted and finished sliding in (or out). */
async function settleToasts(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]:not([data-mounted="true"])')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('[data-sonner-toast]')].flatMap((toast) =>
        toast
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
  );
}

/**
 * Waits until every CSS transition running on the page has finished. A switch to dark mode
 * changes text colours at once while backgrounds with a transition fade over 120 ms; axe
 * measuring in between found light text on a still-white button (Clap the Syllables, once).
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs an axe check; when it finds something while a toast is on the page, runs it again once
 * every toast has settled. A toast ("Step up!") can pop up while axe runs, and half faded in
 * its colours measure low; the second run is the one reported.
 */
export async function analyzeSettled(page: Page, builder: () => AxeBuilder): Promise<AxeResults> {
  await settleTransitions(page);
  await settleToasts(page);
  const first = await builder().analyze();
  if (first.violations.length === 0) return first;
  if ((await page.locator('[data-sonner-toast]').count()) === 0)
    return withoutHeaderOverlaps(page, first);
  await settleToasts(page);
  return withoutHeaderOverlaps(page, await builder().analyze());
}

/**
 * Axe's target size rule counts a target that the page has scrolled under the sticky header
 * as obscured by the header's buttons: that depends on where the last Tab or tap left the
 * page, not on the layout. Each such target is measured again in the middle of the window
 * (the page scrolled back after); one that then passes is dropped from the results.
 */
async function withoutHeaderOverlaps(page: Page, results: AxeResults): Promise<AxeResults> {
  const violations = [];
  for (const violation of results.violations) {
    if (violation.id !== 'target-size') {
      violations.push(violation);
      continue;
    }
    const nodes = [];
    for (const node of violation.nodes) {
      const related = [...node.any, ...node.all].flatMap(
        (check) => check.relatedNodes?.map((each) => each.target.join(' ')) ?? [],
      );
      const selector = node.target.join(' ');
      const underHeader = await page.evaluate(
        (selectors) => selectors.some((each) => document.querySelector(each)?.closest('header')),
        related,
      );
      if (!underHeader || !(await passesInMiddle(page, selector))) nodes.push(node);
    }
    if (nodes.length > 0) violations.push({ ...violation, nodes });
  }
  return { ...results, violations };
}

async function passesInMiddle(page: Page, selector: string): Promise<boolean> {
  const scrollY = await page.evaluate(() => window.scrollY);
  await page
    .locator(selector)
    .evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const again = await axeFor(page).withRules(['target-size']).include(selector).analyze();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
  return again.violations.length === 0;
}

/** Runs axe (WCAG 2.x A/AA rules) on the page and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await analyzeSettled(page, () => axeFor(page).withTags(AXE_TAGS));
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  // The details (what axe found in the way, and why) go to the report, for a failure only.
  if (summary.length > 0)
    await test.info().attach(`axe ${label}`, {
      body: JSON.stringify(
        results.violations.map(({ id, nodes }) => ({
          id,
          nodes: nodes.map(({ target, failureSummary, any, all }) => ({
            target,
            failureSummary,
            related: [...any, ...all].flatMap(
              (check) => check.relatedNodes?.map((related) => related.target.join(' ')) ?? [],
            ),
            data: [...any, ...all].map((check) => check.data),
          })),
        })),
        null,
        2,
      ),
      contentType: 'application/json',
    });
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Stores a theme and dark flag before the app starts. */
export async function presetStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-preset-done')) return;
    sessionStorage.setItem('e2e-preset-done', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

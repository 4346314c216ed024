import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core over a rendered state and fails with the rule ids and targets it found.
 * `color-contrast` is off (jsdom has no layout or cascade to measure; the theme tests check
 * every colour pair instead) and so is `region` unless a whole page is rendered.
 */
export async function expectNoA11yViolations(
  context: Element | Document = document,
  { page = false }: { page?: boolean } = {},
): Promise<void> {
  const results = await axe.run(context, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: page },
    },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

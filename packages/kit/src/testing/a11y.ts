import axe from 'axe-core';

/**
 * Runs axe-core over a rendered state and throws with the rule ids and targets it found.
 * `color-contrast` is off (jsdom has no layout; ui's theme tests check every colour pair)
 * and so is `region` (a widget is not a whole page).
 */
export async function expectNoA11yViolations(
  context: Element | Document = document,
): Promise<void> {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  if (found.length > 0) {
    throw new Error(`axe found ${found.length} violation(s):\n${found.join('\n')}`);
  }
}

import axe from 'axe-core';

/**
 * Runs axe-core over a rendered state and throws with each rule it found broken, its help
 * text and the elements. `color-contrast` is off (jsdom has no layout or cascade to measure;
 * ui's theme tests check every colour pair instead) and so is `region` unless a whole page
 * is rendered (`{ page: true }`): a widget is not a page.
 */
export async function expectNoA11yViolations(
  context: Element | Document = document,
  { page = false }: { readonly page?: boolean } = {},
): Promise<void> {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: page } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  if (found.length > 0) {
    throw new Error(`axe found ${found.length} violation(s):\n${found.join('\n')}`);
  }
}

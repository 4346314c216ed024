import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The README's "Build a Lingo" guide shows these files exactly, with package imports. */
const guideFiles = [
  'model.ts',
  'SumLingo.tsx',
  'bundle.ts',
  'model.test.ts',
  'SumLingo.test.tsx',
  'SumLingo.stories.tsx',
];

const read = (relative: string) =>
  readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');

function asPublished(source: string): string {
  return source
    .replaceAll("'../../index'", "'@lingos/kit'")
    .replaceAll("'../../testing'", "'@lingos/kit/testing'")
    .replaceAll("'../../stories'", "'@lingos/kit/stories'");
}

describe('the README guide', () => {
  const readme = read('../../../README.md');
  for (const file of guideFiles) {
    it(`shows ${file} as it is in src/demo/build-a-lingo`, () => {
      const match = new RegExp('```tsx? ' + file.replace('.', '\\.') + '\\n([\\s\\S]*?)```').exec(
        readme,
      );
      expect(match?.[1]).toBe(asPublished(read(`./${file}`)));
    });
  }
});

import { readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// Each picture is its own entry, so `@lingos/kit/pictures/bus` bundles just that picture.
const pictureEntries = Object.fromEntries(
  readdirSync('src/picture/art')
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && file !== 'attribution.ts')
    .map((file) => [`pictures/${file.slice(0, -3)}`, `src/picture/art/${file}`]),
);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'stories/index': 'src/stories/index.ts',
    // Side-effect free, so an end-to-end test in Node can import it.
    'emoji-text': 'src/picture/findEmojiText.ts',
    ...pictureEntries,
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@lingos\//,
    /^@testing-library\//,
    'axe-core',
    /^@storybook\//,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'stories/index': 'src/stories/index.ts',
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

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    vars: 'src/theme/vars.css.ts',
    bootstrap: 'src/theme/bootstrap.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@lingos\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});

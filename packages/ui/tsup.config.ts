import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup.package';

export default defineConfig(
  packageBuild({
    entry: {
      index: 'src/index.ts',
      vars: 'src/theme/vars.css.ts',
      bootstrap: 'src/theme/bootstrap.ts',
      'testing/index': 'src/testing/index.ts',
    },
    external: ['react', 'react-dom', 'react/jsx-runtime', /^@lingos\//],
    styles: vanillaExtractPlugin,
    modules: {},
  }),
);

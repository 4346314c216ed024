import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup.package';

export default defineConfig(
  packageBuild({
    // `bundle`: the Lingos' loaders alone, for a host that renders Lingos and nothing else.
    entry: { index: 'src/index.ts', bundle: 'src/bundle.ts' },
    external: ['react', 'react-dom', 'react/jsx-runtime', /^@lingos\//],
    styles: vanillaExtractPlugin,
    modules: {},
  }),
);

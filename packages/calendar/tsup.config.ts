import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup.package';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts' },
    external: ['react', 'react-dom', 'react/jsx-runtime', /^@lingos\//],
    styles: vanillaExtractPlugin,
    modules: { include: 'src/**/*.{ts,tsx}', exclude: /^src\/(test|testing)\// },
  }),
);

import { readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup.package';

// Each picture is its own entry, so `@lingos/kit/pictures/bus` bundles just that picture.
const pictureEntries = Object.fromEntries(
  readdirSync('src/picture/art')
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && file !== 'attribution.ts')
    .map((file) => [`pictures/${file.slice(0, -3)}`, `src/picture/art/${file}`]),
);

const mainEntries = {
  index: 'src/index.ts',
  'testing/index': 'src/testing/index.ts',
  'stories/index': 'src/stories/index.ts',
  // Side-effect free, so an end-to-end test in Node can import it.
  'emoji-text': 'src/picture/findEmojiText.ts',
};

export default defineConfig(
  packageBuild({
    entry: { ...mainEntries, ...pictureEntries },
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      /^@lingos\//,
      /^@testing-library\//,
      'axe-core',
      /^@storybook\//,
    ],
    styles: vanillaExtractPlugin,
    // Pictures are SVG data without styles: leave them out of the styles bundle.
    styleEntries: Object.values(mainEntries),
    // The pictures are entries already; the demo Lingo is the README's example.
    modules: { exclude: /^src\/(picture\/art|demo)\// },
  }),
);

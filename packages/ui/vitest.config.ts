import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // vanilla-extract compiles `.css.ts` in its own server environment: read packages from source.
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Ceilings for a busy machine (axe over a whole page can take seconds there); no test
    // waits for them.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/**
 * The Vitest config every React package shares (ui, kit and each concept): jsdom, packages
 * read from source, vanilla-extract compiled, and the setup file beside the config.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export function packageTestConfig() {
  return defineConfig({
    plugins: [vanillaExtractPlugin()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // vanilla-extract compiles `.css.ts` in its own server environment: read packages from source.
    environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
    test: {
      environment: 'jsdom',
      projects: [
        {
          extends: true,
          // One jsdom per worker, each file still in its own VM context: the default gave
          // every file a fresh jsdom, over a third of the run on our 2-core machine (words:
          // 175 s → 111 s).
          test: { name: 'src', include: ['src/**/*.test.{ts,tsx}'], pool: 'vmThreads' },
        },
        {
          extends: true,
          // Build scripts load tools (prettier) whose module loading a VM context refuses.
          test: { name: 'scripts', include: ['scripts/**/*.test.{ts,tsx}'], pool: 'forks' },
        },
      ],
      globals: true,
      setupFiles: ['./vitest.setup.ts'],
      // Ceilings for a busy 2-core machine (axe over a page, a keyboard play-through of a
      // whole lesson can take seconds there); no test waits for them.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}

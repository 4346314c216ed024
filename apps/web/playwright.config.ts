import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests against the production build, in Debian's Chromium (never a downloaded
 * browser). The flags keep Chromium from phoning home on this closed network.
 */
export default defineConfig({
  testDir: 'e2e',
  // Artifacts in their own folder: Playwright empties it, and test-results/ also holds the
  // vitest report that the closing summary reads.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // Three workers on a 2-core machine: one worker keeps about 0.4 of a core busy (measured:
  // 52 s of CPU in 129 s for two level specs), since most of a test is the app waiting for
  // its own transitions; three fill the machine without starving it. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries, in CI either: a test that passes only on a second try is a failing test.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  // Ceilings, not waits: a passing test never waits for them. They are generous because a
  // busy 2-core machine can stall a browser for seconds (a long play-through, at 35-60 s on a
  // quiet CI machine, took 90 s beside other work); a long test raises its own to 150 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'off',
    // The app's service worker would answer requests that tests route or block themselves;
    // only the offline specs (offline.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  // The drag measurements run last, alone on the machine: with another worker busy next to
  // them, a long task would say more about the machine than about the clock.
  projects: [
    { name: 'app', testIgnore: /drag-performance\.spec\.ts$/ },
    { name: 'performance', testMatch: /drag-performance\.spec\.ts$/, dependencies: ['app'] },
  ],
  webServer: {
    command: `pnpm exec vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { defineConfig } from '@playwright/test';

/**
 * The fixture's end-to-end test, against its production build (`vite preview` on 4199), in
 * Debian's Chromium: never a downloaded browser. The flags keep Chromium off the network.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  workers: 1,
  retries: 0,
  reporter: process.env.EMBED_REPORT
    ? [['list'], ['json', { outputFile: process.env.EMBED_REPORT }]]
    : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://127.0.0.1:4199',
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
  },
  webServer: {
    command: 'npx vite preview --host 127.0.0.1 --port 4199 --strictPort',
    url: 'http://127.0.0.1:4199/',
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    // A ceiling for a busy machine (the property tests run thousands of cases); no test
    // waits for it.
    testTimeout: 60_000,
  },
});

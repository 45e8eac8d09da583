import { defineConfig } from 'vitest/config';

// Browser tests: one real server (embedded PostgreSQL, simulated market) and Debian's Chromium,
// run one file at a time because they share that server and the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

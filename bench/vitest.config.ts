import { defineConfig } from 'vitest/config';

// The benches at tiny size: each runs its real set-up and load for a few seconds and checks that
// the numbers came out and the books balance; the speed verdicts belong to full-size runs.
export default defineConfig({
  test: {
    name: 'bench',
    include: ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests of the console's pure pieces (encoding, time formatting, menu visibility); no browser.
export default defineConfig({
  test: { name: 'console', include: ['src/**/*.test.ts'], environment: 'node' },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node', setupFiles: ['src/i18n/test-setup.ts'] },
});

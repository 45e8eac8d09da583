import { defineConfig } from 'vitest/config';

// One test command for the whole repository; each workspace keeps its own project config.
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/contract',
      'packages/client',
      'apps/server',
      'apps/web',
      'apps/console',
      'bench',
    ],
  },
});

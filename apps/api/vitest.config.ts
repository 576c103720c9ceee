import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's server environment: without this, @oceane/domain resolves to its built
  // dist/ (stale until rebuilt) instead of its sources. Vite's default server conditions follow.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['test/**/*.test.ts'],
    // The reliability suite has its own run: vitest.reliability.config.ts (npm run test:reliability).
    exclude: [...configDefaults.exclude, 'test/reliability/**'],
    setupFiles: ['test/setup/fail-on-console-error.ts'],
    // Test files share a worker's module cache: each builds its own app and database anyway.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

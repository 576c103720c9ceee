import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Tests run in Vite's server environment: without this, @oceane/domain resolves to its built
  // dist/ (stale until rebuilt) instead of its sources. Vite's default server conditions follow.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['test/**/*.test.ts'],
    // Fault tests need PostgreSQL's binaries: vitest.fault.config.ts runs them.
    exclude: [...configDefaults.exclude, 'test/**/*.fault.test.ts'],
    setupFiles: ['test/setup/fail-on-console-error.ts'],
    // Test files share a worker's module cache: each builds its own app and database anyway.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Unit and component tests: jsdom, Testing Library, the domain package from its source. */
import { defineConfig } from 'vitest/config';
import { domainSource, webDefines } from './vite.shared.ts';

export default defineConfig({
  resolve: { alias: domainSource },
  define: webDefines,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Form journeys type character by character: the 3-step association takes 5 s on an idle
    // 2-core machine and four times that when the machine is busy; the limit only stops a hang.
    testTimeout: 60_000,
  },
});

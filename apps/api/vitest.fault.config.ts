// The fault tests: a real PostgreSQL stopped and started under traffic (test/**/*.fault.test.ts).
// They need PostgreSQL's binaries, so the main config leaves them out and scripts/test-all.mjs
// runs this one only when initdb is found: `npx vitest run --root apps/api --config vitest.fault.config.ts`.
import { defineConfig } from 'vitest/config';
import main from './vitest.config.js';

export default defineConfig({
  ...main,
  test: {
    ...main.test,
    include: ['test/**/*.fault.test.ts'],
    exclude: [],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

/**
 * Build and dev server of the portal. The domain package is read from its TypeScript source, the
 * api is proxied in development, and each build publishes its id in builds/latest.json.
 */
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { reactAriaLocaleCheck } from './vite.react-aria-locale.ts';
import { domainSource, latestBuildManifest, webDefines } from './vite.shared.ts';

const API_TARGET = 'http://127.0.0.1:3001';

// A plain object rather than vite's defineConfig: React Router's plugin runs on the workspace's
// Vite 8 (a peer dependency resolved at the root), while apps/web also lists Vite 7, whose types
// would not accept it (docs/decisions/006-web-router-mode.md).
export default {
  plugins: [reactAriaLocaleCheck(), reactRouter(), latestBuildManifest()],
  resolve: {
    alias: [
      ...domainSource,
      // zod without its eval probe, which the CSP reports (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  define: webDefines,
  ssr: { noExternal: ['@oceane/domain'] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_TARGET,
      '/public-config.json': API_TARGET,
      '/dev': API_TARGET,
    },
  },
  build: { assetsInlineLimit: 0 },
};

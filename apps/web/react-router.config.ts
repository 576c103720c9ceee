/**
 * React Router framework mode (docs/decisions/006-web-router-mode.md): a static build, no server
 * rendering at request time, the public pages prerendered in both locales at build time.
 */
import type { Config } from '@react-router/dev/config';
// The route table of packages/domain, read from its source: this file is loaded by React
// Router's own Vite instance, which does not know the 'source' export condition.
import { localizedPath, PORTAL_ROUTES } from '../../packages/domain/src/routes.ts';

const prerenderedPaths = PORTAL_ROUTES.filter((route) => route.prerender).flatMap((route) => [
  localizedPath(route.pattern, 'fr'),
  localizedPath(route.pattern, 'en'),
]);

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: prerenderedPaths,
  // The v8 behaviours, adopted now so that the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

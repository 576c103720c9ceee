/**
 * 'zod' as the browser build sees it (vite.config.ts aliases the bare 'zod' here, for the web's
 * code and the domain's schemas alike): zod in its `jitless` mode. Otherwise zod probes
 * `new Function('')` when it builds its first object schema, to compile faster parsers, and the
 * portal's CSP (no 'unsafe-eval') reports that probe as a violation (Lighthouse best practices
 * 96, issue 9). The config is set here, before any module that imports 'zod' builds a schema;
 * the api keeps zod's compiled parsers (it has no CSP to meet, and validates on its hot path).
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

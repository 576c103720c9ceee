/** Settings shared by the build (vite.config.ts) and the tests (vitest.config.ts). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Changes with every build; the app compares it with builds/latest.json to detect a new release. */
export const BUILD_ID = `${packageJson.version}-${Date.now().toString(36)}`;

export const webDefines = {
  __APP_VERSION__: JSON.stringify(packageJson.version),
  __BUILD_ID__: JSON.stringify(BUILD_ID),
};

/**
 * '@oceane/domain' from its TypeScript source. An alias rather than the global 'source' export
 * condition, which react-aria-components also declares for files it does not publish
 * (docs/decisions/006-web-router-mode.md).
 */
export const domainSource = [
  {
    find: /^@oceane\/domain$/,
    replacement: fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
  },
];

type EmitContext = {
  environment: { name: string };
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
};

/** Emits builds/latest.json next to the client assets, the manifest the app polls (spec §2). */
export function latestBuildManifest() {
  return {
    name: 'oceane-latest-build-manifest',
    apply: 'build' as const,
    generateBundle(this: EmitContext) {
      if (this.environment.name !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id: BUILD_ID, version: packageJson.version })}\n`,
      });
    },
  };
}

/** Values the build writes into the bundle (vite.shared.ts). */
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

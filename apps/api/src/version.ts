/** The version of the api package, shown by /api/health and /public-config.json. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PACKAGE_DIR } from './config.js';

export const VERSION: string = (
  JSON.parse(readFileSync(join(API_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

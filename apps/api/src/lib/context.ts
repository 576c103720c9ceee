/** What services need from the running app: the database, the configuration and the mailer. */
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { Mailer } from './mailer.js';

export type AppContext = { db: Db; config: Config; mailer: Mailer };

/**
 * Starts the server: reads the configuration (a wrong variable stops the start, naming it), adds
 * logging and timeouts, listens, and closes gracefully on SIGINT/SIGTERM.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, devMailboxNotice, loadConfig, type Config } from './config.js';
import { loggerOptions } from './lib/log.js';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config, {
  logger: loggerOptions(config.logLevel),
  requestTimeout: config.timeouts.requestMs,
  headersTimeout: config.timeouts.headersMs,
  keepAliveTimeout: config.timeouts.keepAliveMs,
});

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: app.databaseKind, publicBaseUrl: config.publicBaseUrl }, 'portal ready');
  app.log.info(devMailboxNotice(config));
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}

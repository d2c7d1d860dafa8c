import 'reflect-metadata';

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { createApp, listen } from './bootstrap';
import { JsonLogger } from './common/logging/json-logger';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config';
import { type RunningDatabase, startEmbeddedPostgres, THROWAWAY_SERVER_SETTINGS } from './database/embedded-postgres';
import { probeDatabase, redactUrl } from './database/probe';
import { DEMO_ADMIN, DEMO_MERCHANT, seedDemoApp } from './demo/demo-seed';
import { probeRedis, redactRedisUrl } from './redis/redis-url';

function fail(message: string): never {
  process.stderr.write(`${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: message })}\n`);
  process.exit(1);
}

async function resolveDatabase(config: AppConfig): Promise<RunningDatabase> {
  if (config.databaseUrl) {
    const problem = await probeDatabase(config.databaseUrl);
    if (problem) fail(`Cannot connect to the database at ${redactUrl(config.databaseUrl)}: ${problem}`);
    return { url: config.databaseUrl, stop: () => Promise.resolve() };
  }
  // NODE_ENV=test: the browser suites' servers, thrown away after the run, need no durable writes.
  return startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'app', { settings: config.nodeEnv === 'test' ? THROWAWAY_SERVER_SETTINGS : {} });
}

/** Variables from the repository's .env file, if there is one; the environment wins. */
function loadEnvFile(): void {
  const file = resolve(__dirname, '..', '..', '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

async function main(): Promise<void> {
  loadEnvFile();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
  if (config.redis.url) {
    const problem = await probeRedis(config.redis.url);
    if (problem) fail(`Cannot connect to Redis at ${redactRedisUrl(config.redis.url)}: ${problem}`);
  }
  const logger = new JsonLogger(config.logLevel, config.logFormat);
  const database = await resolveDatabase(config).catch((error: Error) => fail(error.message));
  logger.log({
    msg: config.databaseUrl
      ? `Connected to PostgreSQL at ${redactUrl(config.databaseUrl)}`
      : `Embedded PostgreSQL started on port ${config.embeddedPgPort} (data in ${join(resolve(config.dataDir), 'pg')})`,
  });
  // Swagger UI is mounted by createApp (unless SWAGGER=false).
  const app = await createApp(config, database.url).catch(async (error: Error) => {
    await database.stop();
    return fail(`Start-up failed: ${error.message}`);
  });
  await app.init().catch(async (error: Error) => {
    await database.stop();
    fail(`Start-up failed: ${error.message}`);
  });

  if (config.seedDemo && !config.databaseUrl) {
    const { shopSeeded } = await seedDemoApp(app);
    logger.log({
      msg: `Demo accounts ${shopSeeded ? 'seeded' : 'ready'}: ${DEMO_ADMIN.email} (admin) and ${DEMO_MERCHANT.email} (merchant, with a demo shop); passwords in README.md`,
    });
  }

  const url = await listen(app, config.port, config.host);
  logger.log({
    msg: `Listening on http://localhost:${config.port} (API under /api, Swagger at /api/docs), ready ${process.uptime().toFixed(1)} s after the process started`,
    url,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();

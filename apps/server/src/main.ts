import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pkg from '../package.json' with { type: 'json' };
import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createS3RecordStore } from './files/s3-record-store';
import { prepareMapThread } from './modules/map';
import { ARCHIVE_KEY } from './modules/store';

const config = loadConfig();
const here = dirname(fileURLToPath(import.meta.url));
const webDir = process.env.WEB_DIR ?? resolve(here, '../../web/dist');

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({
  database,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
  clock: systemClock,
  jwtSecret: config.jwtSecret,
  publicUrl: config.publicUrl,
  version: pkg.version,
  webDir,
  // Where `npm run build` packs the agent (scripts/pack-agent.ts): dist/agent, from src/ too.
  agentPackageDir: resolve(here, '../dist/agent'),
  dataDir: config.dataDir,
  recordStore: config.s3 ? createS3RecordStore(config.s3) : undefined,
  // IP Repository's archives go beside the records, under `<S3_PREFIX>store/`.
  storeFiles: config.s3
    ? createS3RecordStore({ ...config.s3, prefix: `${config.s3.prefix}store/` }, ARCHIVE_KEY)
    : undefined,
  trustProxy: config.trustProxy,
  redisUrl: config.redisUrl,
  limits: Object.fromEntries(
    Object.entries(config.limits).filter(([, value]) => value !== undefined),
  ),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

if (config.adminEmail && config.adminPassword) {
  const created = await app.services.accounts.ensureSuper(config.adminEmail, config.adminPassword);
  if (created) app.log.info(`created the SUPER account ${config.adminEmail}`);
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// HDMAP Builder's first save finds a map thread that has already compiled the parser (issue 33).
prepareMapThread().catch((error: unknown) =>
  app.log.warn({ err: error }, 'the map thread could not be prepared'),
);
const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
const records = config.s3 ? `S3 bucket ${config.s3.bucket}` : `${config.dataDir}/records`;
console.log(
  `\nADS Studio is running: open ${config.publicUrl}  (database: ${where}; records: ${records})\n`,
);

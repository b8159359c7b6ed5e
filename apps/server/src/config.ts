import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { s3OptionsFrom } from './files/s3-config';
import type { S3StoreOptions } from './files/s3-record-store';

/** Everything the server reads from its environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string;
  redisUrl: string | undefined;
  publicUrl: string;
  trustProxy: boolean | string;
  /** An S3-compatible store for driving records (S3_BUCKET…); unset: files in DATA_DIR/records. */
  s3: S3StoreOptions | undefined;
  /** Per-client-address caps that a shared address (an office, a test run) may need raised. */
  limits: {
    codesPerAddressPerHour?: number;
    guestsPerAddressPerHour?: number;
    recordMaxBytes?: number;
  };
}

const positiveInt = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive integer`);
  return number;
};

/** A size in GiB (MAX_RECORD_GB): a positive number, fractions allowed, as bytes. */
const gigabytes = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return Math.floor(number * 1024 ** 3);
};

/** TRUST_PROXY: unset/false, true, or a comma-separated list of proxy addresses. */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/** Reads the secret from the environment, else from DATA_DIR, else makes and keeps one. */
function jwtSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = nonEmpty(env.JWT_SECRET);
  if (given) return given;
  const file = join(dataDir, 'jwt-secret');
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written aside and renamed, so a crash mid-write never leaves an empty secret behind.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, secret, { mode: 0o600 });
  renameSync(partial, file);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT ${env.PORT} is not a port`);
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? './data');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'ADS Studio <no-reply@ads-studio.local>',
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    jwtSecret: jwtSecretFrom(env, dataDir),
    redisUrl: nonEmpty(env.REDIS_URL),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: trustProxyFrom(nonEmpty(env.TRUST_PROXY)),
    s3: s3OptionsFrom(env),
    limits: {
      codesPerAddressPerHour: positiveInt(
        'CODES_PER_ADDRESS_PER_HOUR',
        nonEmpty(env.CODES_PER_ADDRESS_PER_HOUR),
      ),
      guestsPerAddressPerHour: positiveInt(
        'GUESTS_PER_ADDRESS_PER_HOUR',
        nonEmpty(env.GUESTS_PER_ADDRESS_PER_HOUR),
      ),
      recordMaxBytes: gigabytes('MAX_RECORD_GB', nonEmpty(env.MAX_RECORD_GB)),
    },
  };
}

import type { Clock } from './clock';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';

/** Limits that tests may tighten; the defaults are what production runs with. */
export interface Limits {
  /** Failed sign-ins per client address and per account within the window. */
  loginFailuresPerAddress: number;
  loginFailuresPerAccount: number;
  loginWindowMs: number;
  /** Verification codes per e-mail address, and per client address, per hour. */
  codesPerEmailPerHour: number;
  codesPerAddressPerHour: number;
  /** Guest accounts per client address per hour. */
  guestsPerAddressPerHour: number;
  bodyLimitBytes: number;
  /** How long a request's caller (account, live sign-in) is reused; account events end it sooner. */
  callerCacheMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAddress: 50,
  loginFailuresPerAccount: 10,
  loginWindowMs: 15 * 60_000,
  codesPerEmailPerHour: 5,
  codesPerAddressPerHour: 30,
  guestsPerAddressPerHour: 100,
  bodyLimitBytes: 1024 * 1024,
  callerCacheMs: 5_000,
};

/** What `buildApp` needs from outside; tests pass a fresh database, a real SMTP mailer and a clock. */
export interface Deps {
  database: Database;
  mailer: Mailer;
  clock: Clock;
  jwtSecret: string;
  publicUrl: string;
  version: string;
  limits?: Partial<Limits>;
  /** Folder of the built web app to serve; omitted in API tests. */
  webDir?: string | undefined;
  /** Fastify's trustProxy: true, or the proxies' addresses (TRUST_PROXY). */
  trustProxy?: boolean | string;
  /** REDIS_URL: share the realtime rooms with other instances through Redis. */
  redisUrl?: string | undefined;
  /** Prefix of the realtime channels in Redis (tests use one per run); default 'socket.io'. */
  redisKey?: string | undefined;
  /** Fastify logger options; false in tests. */
  logger?: boolean | { level: string };
}

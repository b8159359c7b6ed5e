import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentPackage } from '@ads/contract';

/** The studio's agent package, its bytes kept in memory (a few hundred kB). */
export interface ServedAgentPackage extends AgentPackage {
  body: Buffer;
}

/** The name `npm pack` gives the agent's tarball at `version` (apps/agent/scripts/pack.ts). */
export const packedName = (version: string) => `ads-agent-${version}.tgz`;

/**
 * The public name: the version and the first 12 hex digits of the sha256. npx keeps what it
 * installed per address, so a rebuilt agent at the same version must get a new one.
 */
export const publicName = (version: string, sha256: string) =>
  `ads-agent-${version}-${sha256.slice(0, 12)}.tgz`;

/**
 * Reads the package the build packed into `dir` at the server's version (docs/adr/0013). Its
 * bytes are read once: a rebuild while the server runs cannot change what a request receives
 * mid-answer, nor make Content-Length lie. Answers undefined when there is none at `version`.
 */
export function loadAgentPackage(
  dir: string | undefined,
  version: string,
): ServedAgentPackage | undefined {
  if (!dir) return undefined;
  let body: Buffer;
  try {
    body = readFileSync(join(dir, packedName(version)));
  } catch {
    return undefined;
  }
  const sha256 = createHash('sha256').update(body).digest('hex');
  return { version, file: publicName(version, sha256), size: body.length, sha256, body };
}

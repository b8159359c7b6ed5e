import { z } from '../zod';
import { envelope } from './envelope';

/**
 * The agent a studio serves to its PCs (docs/adr/0013-agent-package.md): a tarball with every
 * dependency inside, packed at the server's version. Its name carries the version and the first
 * hex digits of its sha256, so a PC's npx (which keeps what it installed per address) fetches a
 * rebuilt agent instead of running the one it has.
 */
export const AgentPackage = z.object({
  /** The server's version, which is also the packed agent's. */
  version: z.string(),
  /** `ads-agent-<version>-<sha256 prefix>.tgz`, the last segment of its address. */
  file: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AgentPackage = z.infer<typeof AgentPackage>;
export const AgentPackageAnswer = envelope(AgentPackage);

export const AgentPackageFileParams = z.object({
  file: z
    .string()
    .regex(/^[\w.+-]{1,200}$/, 'An agent package name is letters, digits, dots and dashes.'),
});

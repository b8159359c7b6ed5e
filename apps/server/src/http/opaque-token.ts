import { randomBytes } from 'node:crypto';

/**
 * An opaque random string (256 bits, URL-safe): refresh tokens (only their hash is stored) and
 * a record's share link. Shared so that no module borrows another's token helpers.
 */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

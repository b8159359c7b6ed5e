import { SignJWT } from 'jose';
import { JWT_SECRET } from '../../../../test-support/studio/harness';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a genuine access token: the forgeries below keep them, so only one thing is wrong. */
function claimsOf(access: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

const sign = (claims: Record<string, unknown>, secret: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));

export const FORGERIES = ['expired', 'signed with another key', 'alg none'] as const;
export type Forgery = (typeof FORGERIES)[number];

/**
 * Tokens for the account behind `access` (same subject, same live sign-in): a genuine one as
 * the control, and one per forgery. `now` is the server's clock.
 */
export async function forgeTokens(access: string, now: Date) {
  const seconds = Math.floor(now.getTime() / 1000);
  const live = { ...claimsOf(access), iat: seconds, exp: seconds + 600 };
  const forged: Record<Forgery, string> = {
    expired: await sign({ ...live, iat: seconds - 7200, exp: seconds - 3600 }, JWT_SECRET),
    'signed with another key': await sign(live, 'another-secret-of-the-same-length-01'),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(live)}.`,
  };
  return { genuine: await sign(live, JWT_SECRET), forged };
}

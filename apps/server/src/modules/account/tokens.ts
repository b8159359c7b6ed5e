import { createHash } from 'node:crypto';
import { ACCOUNT } from '@ads/contract';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../clock';

const ISSUER = 'ads-studio';
/** Verified access tokens remembered at most (the oldest are forgotten first). */
const MAX_VERIFIED = 10_000;

/** Signs and checks access tokens (HS256 only: `alg: none` and other keys are refused). */
export function createAccessTokens(secret: string, clock: Clock) {
  // Imported once: given raw bytes, jose would import a new WebCrypto key on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, { claims: { userId: number; family: string }; exp: number }>();
  /**
   * The kept check of `token` when it was verified before and has not expired, else undefined
   * (then `verify`): the HTTP auth hook's path without a promise (issue 33).
   */
  function verifiedNow(token: string): { userId: number; family: string } | undefined {
    // A browser sends the same token with every call for 15 minutes: its check is kept (by
    // the whole token, so another signature or payload is checked anew) until it expires.
    const seen = verified.get(token);
    if (!seen) return undefined;
    if (seen.exp * 1000 > clock.now().getTime()) return seen.claims;
    verified.delete(token);
    return undefined;
  }
  return {
    async sign(userId: number, family: string): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ fam: family, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCOUNT.accessTokenTtlS)
        .sign(await key);
    },
    verifiedNow,
    async verify(token: string): Promise<{ userId: number; family: string } | null> {
      const seen = verifiedNow(token);
      if (seen) return seen;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          // jose accepts a token without `exp` as never expiring; ours always carry one.
          requiredClaims: ['exp', 'sub'],
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        if (
          payload.typ !== 'access' ||
          !Number.isInteger(userId) ||
          typeof payload.fam !== 'string'
        ) {
          return null;
        }
        const claims = { userId, family: payload.fam };
        verified.set(token, { claims, exp: payload.exp! });
        if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Refresh tokens are opaque random strings (`http/opaque-token.ts`); only their hash is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

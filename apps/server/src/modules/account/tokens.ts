import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT } from '@ads/contract';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../clock';

const ISSUER = 'ads-studio';

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
    async verify(token: string): Promise<{ userId: number; family: string } | null> {
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
        return { userId, family: payload.fam };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Refresh tokens are opaque random strings; only their hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

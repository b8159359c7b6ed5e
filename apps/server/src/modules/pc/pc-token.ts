import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * PC tokens are `<random>.<signature>`: 24 random bytes and an HMAC that binds them to the
 * account that minted them, so a token cannot be guessed or registered by another account.
 */
export function createPcTokens(secret: string) {
  const sign = (userId: number, random: string) =>
    createHmac('sha256', `pc-token:${secret}`).update(`${userId}.${random}`).digest('base64url');
  return {
    mint(userId: number): string {
      const random = randomBytes(24).toString('base64url');
      return `${random}.${sign(userId, random)}`;
    },
    isMintedFor(userId: number, token: string): boolean {
      const [random, signature] = token.split('.');
      if (!random || !signature) return false;
      const expected = Buffer.from(sign(userId, random));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type PcTokens = ReturnType<typeof createPcTokens>;

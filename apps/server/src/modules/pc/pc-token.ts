import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `<random>.<signature>`: the signature binds the random part to the account that minted it. */
export function signPcToken(secret: string, userId: number, random: string): string {
  const signature = createHmac('sha256', `pc-token:${secret}`)
    .update(`${userId}.${random}`)
    .digest('base64url');
  return `${random}.${signature}`;
}

/**
 * PC tokens are `<random>.<signature>`: 24 random bytes and an HMAC that binds them to the
 * account that minted them, so a token cannot be guessed or registered by another account.
 *
 * A new token never begins with `-` (issue 25): base64url draws it one time in 64, and a command
 * line then reads the token as an option (`--token -abc…`). The random part is drawn again; a
 * token issued before, dash and all, is still valid. `draw` is the random source (tests).
 */
export function createPcTokens(secret: string, draw: () => Buffer = () => randomBytes(24)) {
  return {
    mint(userId: number): string {
      let random = draw().toString('base64url');
      while (random.startsWith('-')) random = draw().toString('base64url');
      return signPcToken(secret, userId, random);
    },
    isMintedFor(userId: number, token: string): boolean {
      const [random, signature] = token.split('.');
      if (!random || !signature) return false;
      const expected = Buffer.from(signPcToken(secret, userId, random).split('.')[1]!);
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type PcTokens = ReturnType<typeof createPcTokens>;

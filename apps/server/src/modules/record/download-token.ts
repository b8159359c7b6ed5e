import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two kinds of download token. A link for the owner's own download is signed and short-lived:
 * `<record id>.<expiry, unix seconds>.<HMAC>`, checked without the database. A share is a
 * lasting random token stored on the record (no dots), so unsharing revokes it at once.
 */
export function createDownloadTokens(secret: string) {
  const sign = (recordId: number, expires: number) =>
    createHmac('sha256', `record-download:${secret}`)
      .update(`${recordId}.${expires}`)
      .digest('base64url');

  return {
    /** A link valid until `expiresAt` (second precision). */
    sign(recordId: number, expiresAt: Date): string {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${recordId}.${expires}.${sign(recordId, expires)}`;
    },

    /** What a token names: a signed link's record (when valid at `now`), or a share token. */
    read(token: string, now: Date): { recordId: number } | { share: string } | null {
      if (!token.includes('.')) return /^[A-Za-z0-9_-]{43}$/.test(token) ? { share: token } : null;
      const [id, expires, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !id || !expires || !signature) return null;
      if (!/^[1-9]\d{0,9}$/.test(id) || !/^[1-9]\d{0,11}$/.test(expires)) return null;
      const expected = Buffer.from(sign(Number(id), Number(expires)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { recordId: Number(id) };
    },
  };
}
export type DownloadTokens = ReturnType<typeof createDownloadTokens>;

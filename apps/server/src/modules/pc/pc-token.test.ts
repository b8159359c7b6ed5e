import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPcTokens, signPcToken } from './pc-token';

const SECRET = 'a-secret-of-this-test';

/** 24 bytes whose base64url begins with `-` (0b111110 in the first six bits). */
const dashFirst = () => {
  const bytes = randomBytes(24);
  bytes[0] = 0b1111_1000 | (bytes[0]! & 0b11);
  return bytes;
};

/** 24 bytes whose base64url never begins with `-` (the first bit clear). */
const dashless = () => {
  const bytes = randomBytes(24);
  bytes[0] = bytes[0]! & 0b0111_1111;
  return bytes;
};

describe('PC tokens', () => {
  it('mints tokens that never begin with a dash, drawing the random part again', () => {
    // The third draw must not begin with a dash itself: a random one did, one time in 64.
    const draws = [dashFirst(), dashFirst(), dashless()];
    expect(draws[0]!.toString('base64url').startsWith('-')).toBe(true);
    let drawn = 0;
    const tokens = createPcTokens(SECRET, () => draws[drawn++]!);
    const token = tokens.mint(7);
    expect(drawn).toBe(3);
    expect(token.startsWith(draws[2]!.toString('base64url'))).toBe(true);
    expect(tokens.isMintedFor(7, token)).toBe(true);
    // With the real random source, over enough tokens to draw a dash ~30 times.
    const real = createPcTokens(SECRET);
    for (let i = 0; i < 2000; i += 1) expect(real.mint(1)).not.toMatch(/^-/);
  });

  it('still accepts a token issued before that begins with a dash, for its account only', () => {
    const tokens = createPcTokens(SECRET);
    const old = signPcToken(SECRET, 7, dashFirst().toString('base64url'));
    expect(old.startsWith('-')).toBe(true);
    expect(tokens.isMintedFor(7, old)).toBe(true);
    expect(tokens.isMintedFor(8, old)).toBe(false);
    expect(createPcTokens('another-secret').isMintedFor(7, old)).toBe(false);
    expect(tokens.isMintedFor(7, `${old}x`)).toBe(false);
    expect(tokens.isMintedFor(7, 'no-signature')).toBe(false);
  });
});

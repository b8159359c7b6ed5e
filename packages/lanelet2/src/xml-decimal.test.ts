import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from './xml-decimal';

describe('parseDecimal', () => {
  it('reads every shortest double text as Number() does, 16 and 17 digits included', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = String(value);
        expect(Object.is(parseDecimal(text), Number(text))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads lat/lon-like texts on both sides of 2^53', () => {
    for (const text of [
      '35.68120147094868',
      '139.76746183857017',
      '9007199254740991',
      '9007199254740992',
      '9007199254740993',
      '0.9007199254740993',
      '-139.7674618385701',
      '1.0000000000000000000001',
    ]) {
      expect(parseDecimal(text)).toBe(Number(text));
    }
  });
});

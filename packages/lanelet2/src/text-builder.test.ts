import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../test-support/any-text';
import { TextBuilder } from './text-builder';
import { escapeXmlAttribute } from './xml-entities';

describe('TextBuilder', () => {
  it('gives back every piece in order, whatever the characters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), anyText(), fc.constant('\ud800')), {
          maxLength: 30,
        }),
        (pieces) => {
          const out = new TextBuilder(8);
          for (const piece of pieces) out.append(piece);
          expect(out.toString()).toBe(pieces.join(''));
        },
      ),
    );
  });

  it('escapes attribute values as escapeXmlAttribute does', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), anyText(), fc.constantFrom('a&b<"c">', '\t\n\r', '\u0001')),
          {
            maxLength: 10,
          },
        ),
        (values) => {
          const out = new TextBuilder();
          for (const value of values) {
            out.append('=');
            out.appendAttribute(value);
          }
          expect(out.toString()).toBe(values.map((v) => `=${escapeXmlAttribute(v)}`).join(''));
        },
      ),
    );
  });

  it('grows past the length it expected', () => {
    const out = new TextBuilder(1);
    const piece = 'x'.repeat(1000);
    for (let i = 0; i < 100; i += 1) out.append(piece);
    expect(out.toString()).toBe(piece.repeat(100));
  });
});

import { describe, expect, it } from 'vitest';
import { LineCounter } from './xml-lines';
import { XmlTokenizer } from './xml-tokens';

function tokens(text: string): { events: string[]; problems: string[] } {
  const problems: string[] = [];
  const tok = new XmlTokenizer(text, (message) => problems.push(message));
  const events: string[] = [];
  for (let kind = tok.next(); kind !== 'end'; kind = tok.next()) {
    if (kind === 'close') events.push(`/${tok.name}`);
    else {
      const attrs = Array.from(
        { length: tok.attrCount },
        (_, i) => `${tok.attrNames[i]}=${tok.attrAt(i)}`,
      );
      events.push(
        `${tok.name}${attrs.length > 0 ? `[${attrs.join(',')}]` : ''}${tok.selfClosing ? '/' : ''}`,
      );
    }
  }
  return { events, problems };
}

describe('XmlTokenizer', () => {
  it('reads tags, attributes in either quotes, and skips the rest', () => {
    const text = `\ufeff<?xml version="1.0"?><!-- c --><a x='1' y="&lt;2&gt;">text<![CDATA[<b/>]]><b z = "3"/></a>`;
    expect(tokens(text)).toEqual({ events: ['a[x=1,y=<2>]', 'b[z=3]/', '/a'], problems: [] });
  });

  it('repairs what breaks nesting and reports each repair', () => {
    const { events, problems } = tokens('<a><b><c></a></x><d');
    expect(events).toEqual(['a', 'b', 'c', '/c', '/b', '/a']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('</a> also closes <c>');
    expect(problems[1]).toContain('</x> with no matching open tag');
    expect(problems[2]).toContain('ends inside the tag <d>');
  });

  it('reads numbers in place, as Number() would', () => {
    const tok = new XmlTokenizer('<n a="-12.5" b="0x10" c="1e3" d="&#49;2"/>', () => {});
    tok.next();
    expect(tok.attrDecimal('a')).toBe(-12.5);
    expect(tok.attrDecimal('b')).toBeNaN();
    expect(tok.attrDecimal('c')).toBe(1000);
    expect(tok.attrDecimal('d')).toBe(12);
    expect(tok.attrDecimal('missing')).toBeNaN();
  });
});

describe('LineCounter', () => {
  it('counts lines forwards, backwards and at random', () => {
    const text = 'a\nbb\n\nccc\nd';
    const expected = [1, 1, 2, 2, 2, 3, 4, 4, 4, 4, 5];
    const counter = new LineCounter(text);
    const order = [0, 4, 10, 1, 6, 9, 3, 2, 8, 5, 7, 0, 10];
    for (const offset of order) expect(counter.lineAt(offset)).toBe(expected[offset]);
  });
});

import fc from 'fast-check';

/*
 * Any code point, lone surrogates included, as a string: what fast-check's `binary` unit
 * gives, without its cost. fast-check 4 builds a table of every code point the first time a
 * process asks for that unit: 1.2–1.4 s on a 2-core machine, past a property's 5 s timeout
 * under CI's load (`TextBuilder`'s property failed so once, on the arbitrary's construction
 * alone; its hundred runs take 3 ms).
 */
export const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint));

/** Any text, code point by code point (fast-check's `string` constraints: its length). */
export function anyText(constraints: { minLength?: number; maxLength?: number } = {}) {
  return fc.string({ unit: anyCodePoint, ...constraints });
}
